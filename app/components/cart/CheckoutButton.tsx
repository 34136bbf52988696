// The cart's checkout (spec §6): every shopper posts the cart's checkout intent. The server checks the cart (the
// gift rule) and sends an anonymous shopper to its checkoutUrl; a signed-in customer is first signed in at
// checkout through Multipass (app/commerce/cart-actions.server.ts), or stays on the cart with the reason (spec §8).
// One path for both, so no way to checkout skips the cart's checks; it works without JavaScript too.
import {Form} from '@remix-run/react';
import {useRouteContext} from '~/context/route-context';
import {track} from '~/tracking/queue';
import type {CartView} from './cart-data';

const BUTTON = 'w-full rounded-full bg-accent px-6 py-3 font-bold text-on-accent disabled:opacity-60';

/** `cart`: what is being checked out, for tracking (begin_checkout, Started Checkout). */
export function CheckoutButton({cart}: {cart?: CartView}) {
  const {strings, path} = useRouteContext();
  return (
    // Spec §7 Tracking: begin_checkout and Klaviyo's Started Checkout, told before the page leaves for checkout.
    <Form method="post" action={path('/cart')} onSubmit={() => cart && track(['checkout', cart])}>
      <input type="hidden" name="intent" value="checkout" />
      <button type="submit" className={BUTTON} data-testid="checkout" data-track="cart:checkout:button">
        {strings.cartCheckout}
      </button>
    </Form>
  );
}
