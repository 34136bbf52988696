// The customer's orders as a list: one entry per order, its name linking to the detail, and its date, payment,
// delivery and total as a description list (reads well on a phone, where a five-column table would not).
import {Link} from '@remix-run/react';
import type {OrderSummaryView} from '~/commerce/order-view';
import {Money} from '~/components/ui/Money';
import {useRouteContext} from '~/context/route-context';
import {format} from '~locales/index';
import {OrderDate} from './OrderDate';
import {Fact} from './OrderParts';
import {useOrdersStrings} from './use-orders-strings';

export function OrderSummaryList({orders, headingLevel = 2}: {orders: OrderSummaryView[]; headingLevel?: 2 | 3}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const strings = useOrdersStrings();
  const {path} = useRouteContext();
  return (
    <ol className="divide-y divide-neutral-200 border-y border-neutral-200">
      {orders.map((order) => (
        <li key={order.id} className="py-4">
          <Heading className="text-lg font-semibold">
            {order.path ? (
              <Link
                to={path(order.path)}
                className="underline underline-offset-4"
                aria-label={format(strings.viewOrder, {name: order.name})}
              >
                {order.name}
              </Link>
            ) : (
              order.name
            )}
          </Heading>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
            <Fact term={strings.colDate}>
              <OrderDate date={order.processedAt} />
            </Fact>
            <Fact term={strings.colTotal}>
              <Money data={order.total} />
            </Fact>
            <Fact term={strings.colPayment}>{strings.financialStatus[order.financialStatus]}</Fact>
            <Fact term={strings.colFulfillment}>
              {order.cancelled ? strings.cancelled : strings.fulfillmentStatus[order.fulfillmentStatus]}
            </Fact>
          </dl>
        </li>
      ))}
    </ol>
  );
}
