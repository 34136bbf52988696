// The cart's checkout (spec §6): an anonymous shopper posts the cart's checkout intent (the server checks the cart,
// then sends them to its checkoutUrl); a signed-in customer is first signed in at checkout through the Multipass
// route and then sent on, or sees why not and stays (spec §8). Without JavaScript the signed-in form posts to the
// same route, which answers with a redirect.
import {Form} from '@remix-run/react';
import {useState, type FormEvent} from 'react';
import {useSignedInEmail} from '~/components/account/account-state';
import {useRouteContext} from '~/context/route-context';
import {requestCheckoutSignIn} from './checkout-sign-in';

const BUTTON = 'w-full rounded-full bg-accent px-6 py-3 font-bold text-on-accent disabled:opacity-60';

export function CheckoutButton({checkoutUrl}: {checkoutUrl: string | null | undefined}) {
  const email = useSignedInEmail();
  const {strings, path} = useRouteContext();
  if (email && checkoutUrl) return <SignedInCheckout email={email} checkoutUrl={checkoutUrl} />;
  return (
    <Form method="post" action={path('/cart')}>
      <input type="hidden" name="intent" value="checkout" />
      <button type="submit" className={BUTTON} data-testid="checkout">
        {strings.cartCheckout}
      </button>
    </Form>
  );
}

function SignedInCheckout({email, checkoutUrl}: {email: string; checkoutUrl: string}) {
  const {strings, path} = useRouteContext();
  const endpoint = path('/api/shopify/multipass');
  const [state, setState] = useState<{pending: boolean; error: string | null}>({pending: false, error: null});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.pending) return;
    setState({pending: true, error: null});
    const answer = await requestCheckoutSignIn(endpoint, {email, returnTo: checkoutUrl});
    // Stays pending while the browser leaves for checkout.
    if ('url' in answer) window.location.assign(answer.url);
    else setState({pending: false, error: answer.error ?? strings.checkoutSignInFailed});
  }

  return (
    <form method="post" action={endpoint} onSubmit={onSubmit} data-signed-in-checkout="">
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="returnTo" value={checkoutUrl} />
      <button type="submit" className={BUTTON} disabled={state.pending} aria-busy={state.pending} data-testid="checkout">
        {strings.cartCheckout}
      </button>
      {state.error ? (
        <p role="alert" className="mt-2 text-sm font-semibold" data-testid="checkout-sign-in-error">
          {state.error}
        </p>
      ) : null}
    </form>
  );
}
