// What the shopper pays (issue 8), in the overlay and on the cart page: the subtotal, each discount code
// (applied with what it takes off, or not applicable, each removable), other discounts by title, and the
// total as the Storefront computes it.
import {CartForm} from './CartForm';
import {CART_ACTIONS} from './line-status';
import type {DiscountRow} from '~/commerce/cart-discounts';
import {Money} from '~/components/ui/Money';
import {useRouteContext} from '~/context/route-context';
import type {CartView} from './cart-data';

type Totals = NonNullable<CartView['totals']>;

const minus = (money: {amount: string; currencyCode: string}) => ({...money, amount: `-${money.amount}`});

export function CartTotals({totals, pending}: {totals: Totals; pending: boolean}) {
  const {strings} = useRouteContext();
  const codes = totals.discounts.flatMap((row) => (row.kind === 'code' ? [row.code] : []));
  const amount = (money: Totals['total']) => (pending ? <span className="text-muted">{strings.cartUpdating}</span> : <Money data={money} />);
  return (
    <div className="space-y-2">
      <p className="flex justify-between" data-testid="cart-subtotal">
        <span>{strings.cartSubtotal}</span>
        {amount(totals.subtotal)}
      </p>
      {totals.discounts.length ? (
        <ul aria-label={strings.cartDiscounts} className="space-y-1 text-sm" data-testid="discount-codes">
          {totals.discounts.map((row) => (
            <li key={`${row.kind}:${row.kind === 'code' ? row.code : row.title}`} className="flex items-center justify-between gap-2" data-testid="discount-row">
              <DiscountLabel row={row} codes={codes} />
              {row.amount && !pending ? <Money data={minus(row.amount)} className="font-semibold" /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="flex justify-between text-lg font-bold" data-testid="cart-total">
        <span>{strings.cartTotal}</span>
        {amount(totals.total)}
      </p>
    </div>
  );
}

function DiscountLabel({row, codes}: {row: DiscountRow; codes: string[]}) {
  const {strings, path} = useRouteContext();
  if (row.kind === 'automatic') return <span>{row.title || strings.cartDiscount}</span>;
  return (
    <span className="flex flex-wrap items-center gap-x-2">
      <span>
        <strong>{row.code}</strong> ({row.applicable ? strings.cartApplied : strings.cartNotApplied})
      </span>
      <CartForm
        route={path('/cart')}
        action={CART_ACTIONS.DiscountCodesUpdate}
        inputs={{discountCodes: codes.filter((code) => code !== row.code)}}
      >
        <button type="submit" className="min-h-11 underline">
          {strings.cartRemove}
          <span className="sr-only">: {row.code}</span>
        </button>
      </CartForm>
    </span>
  );
}
