// The discounts applied to the order: each one's code or title, its value (a percentage or an amount) and what it
// applied to.
import type {DiscountView} from '~/commerce/order-view';
import {Money} from '~/components/ui/Money';
import {useRouteContext} from '~/context/route-context';
import {discountKindLabel} from './discount-label';
import {OrderSection} from './OrderParts';
import {useOrdersStrings} from './use-orders-strings';

export function OrderDiscounts({discounts}: {discounts: DiscountView[]}) {
  const strings = useOrdersStrings();
  const {market} = useRouteContext();
  const percent = new Intl.NumberFormat(market.siteLocale, {style: 'percent', maximumFractionDigits: 2});
  return (
    <OrderSection id="order-discounts" title={strings.discountsTitle}>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {discounts.map((discount, index) => (
          <div key={index} className="contents">
            <dt>
              {discount.kind === 'code' && discount.label ? `${strings.discountCode}: ${discount.label}` : (discount.label ?? discountKindLabel(discount.kind, strings))}{' '}
              <span className="text-neutral-600">
                ({discount.target === 'shipping' ? strings.discountOnShipping : strings.discountOnItems})
              </span>
            </dt>
            <dd className="text-right tabular-nums">
              {discount.value.type === 'percentage' ? (
                percent.format(discount.value.percentage / 100)
              ) : (
                <Money data={discount.value.money} />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </OrderSection>
  );
}
