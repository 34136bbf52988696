// The account overview's orders block (the overview page mounts it with loadOrdersSummary's data): how many
// orders there are among the newest 50, those orders (the overview passes up to 50), and a link to all of them.
import {Link} from '@remix-run/react';
import type {OrdersSummary as OrdersSummaryData} from '~/commerce/order-view';
import {useRouteContext} from '~/context/route-context';
import {format} from '~locales/index';
import {OrderSummaryList} from './OrderSummaryList';
import {useOrdersStrings} from './use-orders-strings';

export function OrdersSummary({summary}: {summary: OrdersSummaryData}) {
  const strings = useOrdersStrings();
  const {path} = useRouteContext();
  return (
    <section aria-labelledby="account-orders-summary">
      <h2 id="account-orders-summary" className="text-xl font-semibold">
        {strings.ordersLatest}
      </h2>
      {summary.count ? (
        <>
          <p className="mt-1 text-sm text-neutral-600">
            {summary.more
              ? format(strings.ordersSummaryCountMore, {count: summary.count})
              : summary.count === 1
                ? strings.ordersSummaryCountOne
                : format(strings.ordersSummaryCount, {count: summary.count})}
          </p>
          <div className="mt-3">
            <OrderSummaryList orders={summary.latest} headingLevel={3} />
          </div>
          <Link to={path('/account/orders')} className="mt-3 inline-block underline underline-offset-4">
            {strings.ordersViewAll}
          </Link>
        </>
      ) : (
        <p className="mt-2">{strings.ordersEmpty}</p>
      )}
    </section>
  );
}
