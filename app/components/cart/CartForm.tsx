// A cart form that posts what Hydrogen's CartForm posts (its field and action names, line-status.ts): the cart forms are on the
// product, collection and cart pages, and Hydrogen's browser entry brought its pagination and script loader
// along (3 KB gzip on each first view). The server still reads the body with Hydrogen's rules (cart-input.ts).
import {useFetcher, type FetcherWithComponents} from '@remix-run/react';
import {useEffect, useRef, type ReactNode} from 'react';
import {CART_FORM_INPUT, type CartAction} from './line-status';

type Props = {
  route: string;
  action: CartAction;
  inputs: Record<string, unknown>;
  children: ReactNode | ((fetcher: FetcherWithComponents<unknown>) => ReactNode);
};

/**
 * A fetcher form posting `cartFormInput` JSON {action, inputs}, like Hydrogen's; without JS a plain post.
 * While its post is under way it refuses another one itself, so its buttons need not be `disabled` for that:
 * a disabled button drops keyboard focus to the page's start (README "Cart", keyboard use).
 */
export function CartForm({route, action, inputs, children}: Props) {
  const fetcher = useFetcher();
  // Set in the submit handler itself: a second Enter can come before React has rendered the fetcher's new state.
  const posting = useRef(false);
  useEffect(() => {
    if (fetcher.state === 'idle') posting.current = false;
  }, [fetcher.state]);
  return (
    <fetcher.Form
      action={route}
      method="post"
      onSubmit={(event) => {
        if (posting.current || fetcher.state !== 'idle') event.preventDefault();
        else posting.current = true;
      }}
    >
      <input type="hidden" name={CART_FORM_INPUT} value={JSON.stringify({action, inputs})} />
      {typeof children === 'function' ? children(fetcher) : children}
    </fetcher.Form>
  );
}
