// What the cart page and the overlay share: lines (optimistic), the free gift, the upsell, what the shopper
// pays (subtotal, discounts, total) and checkout, or the empty state.
import {useFetchers} from '@remix-run/react';
import type {ReactNode} from 'react';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {useRouteContext} from '~/context/route-context';
import type {CartView} from './cart-data';
import {CartLines, type CartLineView} from './CartLines';
import {CartTotals} from './CartTotals';
import {CheckoutButton} from './CheckoutButton';
import {CartUpsell} from './CartUpsell';
import {FreeGift} from './FreeGift';
import {optimisticQuantities} from './optimistic-lines';

/** The server's derived lines with the pending forms' quantities; lines being removed are left out. */
function useOptimisticLines(data: CartView): {lines: CartLineView[]; pending: boolean} {
  const forms = useFetchers().map((fetcher) => fetcher.formData);
  const {quantities, pending} = optimisticQuantities(data.cart?.lines.nodes ?? [], forms);
  const lines = data.lines.flatMap((derived) => {
    const quantity = quantities.get(derived.line.id);
    if (quantity === undefined) return [];
    return quantity === derived.line.quantity ? [derived] : [{...derived, line: {...derived.line, quantity}}];
  });
  return {lines, pending};
}

export function CartContents({data, extra, onContinue}: {data: CartView; extra?: ReactNode; onContinue?: () => void}) {
  const {strings} = useRouteContext();
  const {lines, pending} = useOptimisticLines(data);
  if (!data.cart || !lines.length) {
    return (
      <div className="mt-6" data-testid="cart-empty">
        <p>{strings.cartEmpty}</p>
        <LocalizedLink to="/products" onClick={onContinue} className="mt-6 inline-block rounded-full bg-ink px-6 py-3 font-semibold text-paper">
          {strings.cartContinue}
        </LocalizedLink>
      </div>
    );
  }
  return (
    <div className="mt-6 space-y-6" aria-busy={pending}>
      <CartLines lines={lines} />
      <FreeGift giftState={data.giftState} />
      <CartUpsell items={data.upsell} />
      {extra}
      <div className="space-y-4">
        {data.totals ? <CartTotals totals={data.totals} pending={pending} /> : null}
        <CheckoutButton cart={data} />
      </div>
    </div>
  );
}
