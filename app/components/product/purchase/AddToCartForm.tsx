import type {OptimisticCartLineInput} from '@shopify/hydrogen';
import {CartForm} from '~/components/cart/CartForm';
import {CART_ACTIONS} from '~/components/cart/line-status';
import type {ReactNode} from 'react';
import {CartAnswerStatus, type CartAnswer} from '~/components/cart/CartAnswerStatus';
import {useRouteContext} from '~/context/route-context';

/**
 * Posts lines (merchandiseId, quantity, sellingPlanId) to the market's cart action with a CartForm like Hydrogen's:
 * without JavaScript it is a plain form post answered by the cart page. With JavaScript the shopper stays on
 * the page and a status line says what happened. Private attributes (`_gift`, `_bundle`) are the server's own.
 */
export function AddToCartForm({
  lines,
  disabled = false,
  children,
  className,
}: {
  lines: OptimisticCartLineInput[];
  disabled?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const {path} = useRouteContext();
  return (
    <CartForm route={path('/cart')} action={CART_ACTIONS.LinesAdd} inputs={{lines}}>
      {(fetcher) => (
        <>
          <button
            type="submit"
            disabled={disabled}
            // Pending: aria-disabled, not disabled, so the focus stays on the button (CartForm refuses a second post).
            aria-disabled={fetcher.state !== 'idle' || undefined}
            className={`${className ?? ''} aria-disabled:cursor-wait aria-disabled:opacity-50`}
            data-testid="add-to-cart"
            data-track="cart:add_to_cart:button"
          >
            {children}
          </button>
          <CartAnswerStatus answer={fetcher.state === 'idle' ? (fetcher.data as CartAnswer | undefined) : undefined} />
        </>
      )}
    </CartForm>
  );
}
