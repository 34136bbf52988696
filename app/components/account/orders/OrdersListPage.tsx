// The account's orders page: newest first, ten a page, older and newer pages as plain links (no JavaScript needed).
import {Link} from '@remix-run/react';
import type {OrdersPage} from '~/commerce/order-view';
import {ordersPageSearch} from '~/commerce/order-urls';
import {useRouteContext} from '~/context/route-context';
import {format} from '~locales/index';
import {AccountPage} from '../AccountPage';
import {OrderSummaryList} from './OrderSummaryList';
import {useOrdersStrings} from './use-orders-strings';

export function OrdersListPage({page}: {page: OrdersPage}) {
  const strings = useOrdersStrings();
  const {path} = useRouteContext();
  const listPath = path('/account/orders');
  return (
    <AccountPage title={strings.ordersTitle}>
      {page.note === 'badPage' ? (
        <p role="status" className="mb-4 rounded bg-amber-50 px-3 py-2 text-sm">
          {strings.ordersBadPage}
        </p>
      ) : null}
      {page.orders.length ? (
        <>
          <p className="mb-4 text-sm text-neutral-600">{page.total === 1 ? strings.ordersCountOne : format(strings.ordersCount, {count: page.total})}</p>
          <OrderSummaryList orders={page.orders} />
          {page.previous || page.next ? (
            <nav aria-label={strings.ordersPaging} className="mt-6 flex flex-wrap justify-between gap-4">
              {page.previous ? (
                <Link to={listPath + ordersPageSearch(page.previous, 'previous')} rel="prev" className="underline underline-offset-4">
                  {strings.ordersPrevious}
                </Link>
              ) : (
                <span />
              )}
              {page.next ? (
                <Link to={listPath + ordersPageSearch(page.next, 'next')} rel="next" className="underline underline-offset-4">
                  {strings.ordersNext}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      ) : (
        <div className="rounded border border-neutral-200 p-6">
          <p>{strings.ordersEmpty}</p>
          <Link to={path('/products')} className="mt-3 inline-block underline underline-offset-4">
            {strings.ordersShop}
          </Link>
        </div>
      )}
    </AccountPage>
  );
}
