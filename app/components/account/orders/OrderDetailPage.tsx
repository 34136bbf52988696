// One order of the signed-in customer: its facts, items, discounts, totals (before and after edits or refunds),
// addresses and tracking. Plain markup that reads on a phone first: description lists, one narrow items table.
import {Link} from '@remix-run/react';
import type {OrderView} from '~/commerce/order-view';
import {useRouteContext} from '~/context/route-context';
import {format} from '~locales/index';
import {AccountPage} from '../AccountPage';
import {OrderAddresses} from './OrderAddresses';
import {OrderDate} from './OrderDate';
import {OrderDiscounts} from './OrderDiscounts';
import {OrderLines} from './OrderLines';
import {Fact} from './OrderParts';
import {OrderTotals} from './OrderTotals';
import {OrderTracking} from './OrderTracking';
import {useOrdersStrings} from './use-orders-strings';

export function OrderDetailPage({order}: {order: OrderView}) {
  const strings = useOrdersStrings();
  const {path} = useRouteContext();
  return (
    <AccountPage title={format(strings.orderTitle, {name: order.name})}>
      <Link to={path('/account/orders')} className="text-sm underline underline-offset-4">
        {strings.backToOrders}
      </Link>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <Fact term={strings.orderNumber}>{order.number}</Fact>
        <Fact term={strings.placedOn}>
          <OrderDate date={order.processedAt} />
        </Fact>
        <Fact term={strings.payment}>{strings.financialStatus[order.financialStatus]}</Fact>
        <Fact term={strings.fulfillment}>{strings.fulfillmentStatus[order.fulfillmentStatus]}</Fact>
        {order.cancelled ? (
          <Fact term={strings.cancelledOn}>
            <OrderDate date={order.cancelled.at} />
          </Fact>
        ) : null}
        {order.cancelled?.reason ? (
          <Fact term={strings.cancelReasonLabel}>{strings.cancelReason[order.cancelled.reason]}</Fact>
        ) : null}
      </dl>
      {order.edited ? <p className="mt-4 rounded bg-neutral-100 px-3 py-2 text-sm">{strings.edited}</p> : null}
      {order.statusUrl ? (
        <p className="mt-4">
          <a href={order.statusUrl} className="underline underline-offset-4" rel="noopener noreferrer">
            {strings.statusPage}
          </a>
        </p>
      ) : null}

      <OrderLines lines={order.lines} />
      {order.discounts.length ? <OrderDiscounts discounts={order.discounts} /> : null}
      <OrderTotals totals={order.totals} />
      <OrderAddresses shipping={order.shippingAddress} billing={order.billingAddress} />
      <OrderTracking entries={order.tracking} />
    </AccountPage>
  );
}
