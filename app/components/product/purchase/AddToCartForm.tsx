import {CartForm, type OptimisticCartLineInput} from '@shopify/hydrogen';
import type {ReactNode} from 'react';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {useRouteContext} from '~/context/route-context';

type CartAnswer = {cart?: {totalQuantity?: number} | null; userErrors?: {message: string}[]; problem?: string | null};

/**
 * Posts lines (merchandiseId, quantity, sellingPlanId, attributes) to the market's cart action with
 * Hydrogen's CartForm: without JavaScript it is a plain form post answered by the cart page. With JavaScript
 * the shopper stays on the page and a status line says what happened.
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
  const {path, strings} = useRouteContext();
  return (
    <CartForm route={path('/cart')} action={CartForm.ACTIONS.LinesAdd} inputs={{lines}}>
      {(fetcher) => {
        const answer = fetcher.state === 'idle' ? (fetcher.data as CartAnswer | undefined) : undefined;
        const failed = answer && (answer.problem || answer.userErrors?.length || !answer.cart);
        return (
          <>
            <button type="submit" disabled={disabled || fetcher.state !== 'idle'} className={className} data-testid="add-to-cart">
              {children}
            </button>
            <p role="status" className="mt-2 min-h-5 text-sm" data-testid="add-to-cart-status">
              {answer ? (
                failed ? (
                  answer.userErrors?.[0]?.message ?? strings.cartError
                ) : (
                  <>
                    {strings.cartAdded}{' '}
                    <LocalizedLink to="/cart" className="font-semibold underline">
                      {strings.cartTitle}
                    </LocalizedLink>
                  </>
                )
              ) : null}
            </p>
          </>
        );
      }}
    </CartForm>
  );
}
