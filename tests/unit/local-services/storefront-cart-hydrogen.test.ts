// End to end: Hydrogen's own cart handler and Storefront client, unchanged, against the stand-in over HTTP. The cart id
// travels the way it does in the shop: Set-Cookie from setCartId, then the next request's Cookie for getCartId.
import {cartGetIdDefault, cartSetIdDefault, createCartHandler, createStorefrontClient} from '@shopify/hydrogen';
import {afterAll, beforeAll, expect, test} from 'vitest';
import {startLocalServices, type LocalServices} from '../../../local-services/server';
import {WHEY_CHOCOLATE_1KG, WHEY_MONTHLY, WHEY_VANILLA_1KG} from './storefront-cart-helpers';

let services: LocalServices;

beforeAll(async () => {
  services = await startLocalServices({port: 0});
});

afterAll(async () => {
  await services.close();
});

/** A Hydrogen cart for one incoming request carrying these request headers (Cookie). */
function hydrogenCart(requestHeaders: Headers) {
  const {storefront} = createStorefrontClient({
    storeDomain: services.url,
    publicStorefrontToken: 'local-public-token',
    privateStorefrontToken: 'local-private-token',
    storefrontApiVersion: '2024-10',
    i18n: {language: 'NL', country: 'NL'},
  });
  return createCartHandler({
    storefront,
    getCartId: cartGetIdDefault(requestHeaders),
    setCartId: cartSetIdDefault(),
  });
}

/** The Cookie header a browser would send back after this Set-Cookie. */
function cookieFrom(setCookie: Headers): Headers {
  const pair = setCookie.get('Set-Cookie')!.split(';')[0]!;
  return new Headers({Cookie: pair});
}

test('cart.addLines creates the cart; cart.get on the next request returns the line with cost and merchandise', async () => {
  const first = hydrogenCart(new Headers());
  const added = await first.addLines([{merchandiseId: WHEY_CHOCOLATE_1KG, quantity: 2}]);
  expect(added.errors).toBeUndefined();
  expect(added.userErrors).toEqual([]);
  expect(added.cart.id).toMatch(/^gid:\/\/shopify\/Cart\/c1-[0-9a-f]{32}\?key=[0-9a-f]{32}$/);
  expect(added.cart.checkoutUrl).toMatch(new RegExp(`^${services.url}/cart/c/c1-[0-9a-f]{32}\\?key=[0-9a-f]{32}$`));

  const headers = cookieFrom(first.setCartId(added.cart.id));
  const next = hydrogenCart(headers);
  expect(next.getCartId()).toBe(added.cart.id);
  await next.addLines([{merchandiseId: WHEY_VANILLA_1KG, quantity: 1, sellingPlanId: WHEY_MONTHLY}]);

  const cart = (await hydrogenCart(headers).get())!;
  expect(cart).toMatchObject({id: added.cart.id, totalQuantity: 3, checkoutUrl: added.cart.checkoutUrl});
  expect(cart.buyerIdentity.countryCode).toBe('NL');
  const lines = cart.lines.edges.map((edge) => edge.node);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatchObject({
    quantity: 2,
    cost: {
      totalAmount: {amount: '69.90', currencyCode: 'EUR'},
      amountPerQuantity: {amount: '34.95', currencyCode: 'EUR'},
      compareAtAmountPerQuantity: {amount: '39.95', currencyCode: 'EUR'},
    },
    merchandise: {
      id: WHEY_CHOCOLATE_1KG,
      title: 'Chocolade / 1 kg',
      product: {handle: 'whey-protein', title: 'Whey Proteïne'},
    },
  });
  expect(lines[0]!.cost.totalAmount.amount).toBe('31.46');
  expect(cart.cost.subtotalAmount).toEqual({amount: '101.36', currencyCode: 'EUR'});
});

test('updateLines, updateDiscountCodes and removeLines through Hydrogen', async () => {
  const first = hydrogenCart(new Headers());
  const {cart: created} = await first.addLines([{merchandiseId: WHEY_CHOCOLATE_1KG, quantity: 1}]);
  const headers = cookieFrom(first.setCartId(created.id));

  const cart = hydrogenCart(headers);
  const lineId = (await cart.get())!.lines.edges[0]!.node.id;
  expect((await cart.updateLines([{id: lineId, quantity: 3}])).cart.totalQuantity).toBe(3);
  const discounted = await cart.updateDiscountCodes(['WELCOME10']);
  expect(discounted.userErrors).toEqual([]);
  const withCode = (await cart.get())!;
  expect(withCode.discountCodes).toEqual([{code: 'WELCOME10', applicable: true}]);
  expect(withCode.cost.totalAmount.amount).toBe('94.36');

  const removed = await cart.removeLines([lineId]);
  expect(removed.cart.totalQuantity).toBe(0);
});

test('a sold-out line comes back as a userError through Hydrogen', async () => {
  const cart = hydrogenCart(new Headers());
  const result = await cart.addLines([{merchandiseId: 'gid://shopify/ProductVariant/49100000000006', quantity: 1}]);
  expect(result.cart).toBeNull();
  expect(result.userErrors).toEqual([
    {
      code: 'INVALID',
      field: ['input', 'lines', '0', 'merchandiseId'],
      message: "The product 'Whey Proteïne' is already sold out.",
    },
  ]);
});
