// Spec §6 and §8: anonymous shoppers check out through the cart's checkout intent; a signed-in customer's button is
// a form to the Multipass route (so it works without JavaScript too), and its answer is read into a URL to go to,
// or an error to show while staying.
import {describe, expect, test} from 'vitest';
import {SignedInEmailProvider} from '~/components/account/account-state';
import {checkoutSignInMessage, requestCheckoutSignIn} from '~/components/cart/checkout-sign-in';
import {CheckoutButton} from '~/components/cart/CheckoutButton';
import {stringsFor, loadStrings} from '~locales/index';
import {renderInRoute} from '../../support/render';

const CHECKOUT = 'http://127.0.0.1:4100/cart/c/abc?key=k';

describe('the checkout button', () => {
  test('anonymous: posts the checkout intent to the market’s cart', async () => {
    const html = await renderInRoute(<CheckoutButton checkoutUrl={CHECKOUT} />, {marketId: 'de_de'});
    expect(html).toContain('action="/de/cart"');
    expect(html).toContain('name="intent" value="checkout"');
    expect(html).toContain('Zur Kasse');
    expect(html).not.toContain('multipass');
  });

  test('signed in: a form to the market’s Multipass route carrying the email and the cart’s checkout URL', async () => {
    const html = await renderInRoute(
      <SignedInEmailProvider email="anna@example.com">
        <CheckoutButton checkoutUrl={CHECKOUT} />
      </SignedInEmailProvider>,
      {marketId: 'fr_be'},
    );
    expect(html).toContain('action="/fr-be/api/shopify/multipass"');
    expect(html).toContain('method="post"');
    expect(html).toContain('name="email" value="anna@example.com"');
    expect(html).toContain(`name="returnTo" value="${CHECKOUT.replace('&', '&amp;')}"`);
    expect(html).toContain('data-testid="checkout"');
  });

  test('signed in without a checkout URL yet: the cart’s own checkout', async () => {
    const html = await renderInRoute(
      <SignedInEmailProvider email="anna@example.com">
        <CheckoutButton checkoutUrl={null} />
      </SignedInEmailProvider>,
    );
    expect(html).toContain('name="intent" value="checkout"');
  });
});

describe('asking the Multipass route', () => {
  const respond = (status: number, body: string) => (async () => new Response(body, {status})) as typeof fetch;

  test('posts JSON {email, returnTo} and gives back the url', async () => {
    let sent: RequestInit | undefined;
    const fetcher = (async (_: unknown, init?: RequestInit) => {
      sent = init;
      return new Response(JSON.stringify({url: 'http://127.0.0.1:4100/account/login/multipass/T'}));
    }) as typeof fetch;
    const answer = await requestCheckoutSignIn('/de/api/shopify/multipass', {email: 'a@example.com', returnTo: CHECKOUT}, fetcher);
    expect(answer).toEqual({url: 'http://127.0.0.1:4100/account/login/multipass/T'});
    expect(sent?.method).toBe('POST');
    expect(new Headers(sent?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(sent?.body))).toEqual({email: 'a@example.com', returnTo: CHECKOUT});
  });

  test('a refusal gives its message; a guard refusal its {message}', async () => {
    expect(await requestCheckoutSignIn('/x', {email: 'a', returnTo: 'b'}, respond(403, '{"success":false,"error":"Nope"}'))).toEqual({error: 'Nope'});
    expect(await requestCheckoutSignIn('/x', {email: 'a', returnTo: 'b'}, respond(413, '{"message":"Too much"}'))).toEqual({error: 'Too much'});
  });

  test('nothing readable (network down, HTML, a url on a failure) gives no message: the caller shows its own', async () => {
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await requestCheckoutSignIn('/x', {email: 'a', returnTo: 'b'}, down)).toEqual({error: null});
    expect(await requestCheckoutSignIn('/x', {email: 'a', returnTo: 'b'}, respond(502, '<html>'))).toEqual({error: null});
    expect(await requestCheckoutSignIn('/x', {email: 'a', returnTo: 'b'}, respond(500, '{"url":"https://x"}'))).toEqual({error: null});
  });

  test('problems read in the market’s words; an unknown one is no message', async () => {
    await loadStrings('it');
    const strings = stringsFor({language: 'it', locale: 'it'});
    expect(checkoutSignInMessage('otherEmail', strings)).toBe(strings.checkoutSignInRefused);
    expect(checkoutSignInMessage('unavailable', strings)).toBe("L'accesso alla cassa non è riuscito. Riprova tra un momento.");
    expect(checkoutSignInMessage('toString', strings)).toBeNull();
    expect(checkoutSignInMessage(null, strings)).toBeNull();
  });
});
