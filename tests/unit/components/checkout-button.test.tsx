// Spec §6 and §8: every shopper checks out through the cart's checkout intent (the server signs a signed-in
// customer in at checkout after the cart's checks); the Multipass route's problems read in the market's words.
import {describe, expect, test} from 'vitest';
import {SignedInEmailProvider} from '~/components/account/account-state';
import {checkoutSignInMessage} from '~/components/cart/checkout-sign-in';
import {CheckoutButton} from '~/components/cart/CheckoutButton';
import {stringsFor, loadStrings} from '~locales/index';
import {renderInRoute} from '../../support/render';

describe('the checkout button', () => {
  test('anonymous: posts the checkout intent to the market’s cart', async () => {
    const html = await renderInRoute(<CheckoutButton />, {marketId: 'de_de'});
    expect(html).toContain('action="/de/cart"');
    expect(html).toContain('name="intent" value="checkout"');
    expect(html).toContain('Zur Kasse');
    expect(html).not.toContain('multipass');
  });

  test('signed in: the same cart checkout (the server signs the customer in at checkout after the gift rule)', async () => {
    const html = await renderInRoute(
      <SignedInEmailProvider email="anna@example.com">
        <CheckoutButton />
      </SignedInEmailProvider>,
      {marketId: 'fr_be'},
    );
    expect(html).toContain('action="/fr-be/cart"');
    expect(html).toContain('name="intent" value="checkout"');
    expect(html).not.toContain('anna@example.com');
  });
});

describe('the Multipass route’s problems on the cart page', () => {
  test('problems read in the market’s words; an unknown one is no message', async () => {
    await loadStrings('it');
    const strings = stringsFor({language: 'it', locale: 'it'});
    expect(checkoutSignInMessage('otherEmail', strings)).toBe(strings.checkoutSignInRefused);
    expect(checkoutSignInMessage('unavailable', strings)).toBe("L'accesso alla cassa non è riuscito. Riprova tra un momento.");
    expect(checkoutSignInMessage('toString', strings)).toBeNull();
    expect(checkoutSignInMessage(null, strings)).toBeNull();
  });
});

describe('the checkout button tells tracking what is checked out (spec §7 Tracking)', () => {
  test('it carries its click label', async () => {
    const html = await renderInRoute(<CheckoutButton />, {marketId: 'nl_nl'});
    expect(html).toContain('data-track="cart:checkout:button"');
  });
});
