import {CartForm, type OptimisticCartLineInput} from '@shopify/hydrogen';
import type {ReactNode} from 'react';
import {useRouteContext} from '~/context/route-context';

/**
 * Posts lines (merchandiseId, quantity, sellingPlanId, attributes) to the market's cart action with
 * Hydrogen's CartForm: without JavaScript it is a plain form post. The cart action arrives with the cart issue.
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
    <CartForm route={path('/cart')} action={CartForm.ACTIONS.LinesAdd} inputs={{lines}}>
      {(fetcher) => (
        <button type="submit" disabled={disabled || fetcher.state !== 'idle'} className={className} data-testid="add-to-cart">
          {children}
        </button>
      )}
    </CartForm>
  );
}
