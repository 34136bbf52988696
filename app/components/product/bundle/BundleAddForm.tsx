// Adds the box: posts only the product, one `pick` per unit picked and the delivery frequency. The server
// loads the product's bundle, checks the picks with the same rules and builds the cart lines with their
// `_bundle` grouping (app/commerce/bundle.server.ts), so nothing the browser sends can mark a line privately.
import {useFetcher} from '@remix-run/react';
import type {ReactNode} from 'react';
import type {BundlePicks} from '~/commerce/bundle';
import {CartAnswerStatus, type CartAnswer} from '~/components/cart/CartAnswerStatus';
import {useRouteContext} from '~/context/route-context';

type Props = {
  productHandle: string;
  picks: BundlePicks;
  frequency: string | null;
  disabled: boolean;
  className?: string;
  children: ReactNode;
};

export function BundleAddForm({productHandle, picks, frequency, disabled, className, children}: Props) {
  const {path} = useRouteContext();
  const fetcher = useFetcher<CartAnswer>();
  const units = Object.entries(picks).flatMap(([itemId, quantity]) => Array.from({length: quantity}, () => itemId));
  return (
    <fetcher.Form method="post" action={path('/cart')}>
      <input type="hidden" name="intent" value="bundle" />
      <input type="hidden" name="product" value={productHandle} />
      {frequency ? <input type="hidden" name="frequency" value={frequency} /> : null}
      {units.map((itemId, index) => (
        <input key={`${itemId}-${index}`} type="hidden" name="pick" value={itemId} />
      ))}
      <button type="submit" disabled={disabled || fetcher.state !== 'idle'} className={className} data-testid="add-to-cart">
        {children}
      </button>
      <CartAnswerStatus answer={fetcher.state === 'idle' ? fetcher.data : undefined} />
    </fetcher.Form>
  );
}
