// A cart id names a cart only with its `?key=` part, as at Shopify (issue 14 §6): the token alone, or any key but
// the cart's own, is an unknown cart in queries and mutations alike, and leaves the cart untouched.
import {beforeEach, describe, expect, test} from 'vitest';
import {resetStore} from '../../../local-services/storefront/store';
import {addLines, cartWith, getCart, WHEY_CHOCOLATE_1KG} from './storefront-cart-helpers';

const CART_ID = /^gid:\/\/shopify\/Cart\/(c1-[0-9a-f]{32})\?key=([0-9a-f]{32})$/;

beforeEach(() => resetStore());

/** Every id that carries the cart's token but not exactly its key. */
function idsWithoutTheKey(token: string, key: string, otherKey: string): [string, string][] {
  const base = `gid://shopify/Cart/${token}`;
  return [
    ['no key part', base],
    ['an empty key', `${base}?key=`],
    ['another cart’s key', `${base}?key=${otherKey}`],
    ['the key in upper case', `${base}?key=${key.toUpperCase()}`],
    ['the key cut short', `${base}?key=${key.slice(0, -1)}`],
    ['the key with a character more', `${base}?key=${key}0`],
    ['the key under another parameter name', `${base}?token=${key}`],
    ['no key part, percent-encoded', encodeURIComponent(base)],
  ];
}

describe('a cart id without its own key is an unknown cart, as at Shopify', () => {
  test('the full id, as Hydrogen rebuilds it from its cookie (also never decoded), finds the cart', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG}]);
    const cookie = cart.id.split('/').pop()!;
    expect((await getCart(`gid://shopify/Cart/${cookie}`))?.id).toBe(cart.id);
    expect((await getCart(`gid://shopify/Cart/${encodeURIComponent(cookie)}`))?.id).toBe(cart.id);
    expect((await addLines(cart.id, [{merchandiseId: WHEY_CHOCOLATE_1KG}])).cart?.totalQuantity).toBe(2);
  });

  test('every id with the token but not its key: cart null, and a mutation answers INVALID on cartId', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG}]);
    const other = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG}]);
    const [, token, key] = CART_ID.exec(cart.id)!;
    const [, , otherKey] = CART_ID.exec(other.id)!;
    for (const [, id] of idsWithoutTheKey(token!, key!, otherKey!)) {
      expect(await getCart(id), id).toBeNull();
      const payload = await addLines(id, [{merchandiseId: WHEY_CHOCOLATE_1KG}]);
      expect(payload, id).toEqual({
        cart: null,
        userErrors: [{code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.'}],
        warnings: [],
      });
    }
    // None of them touched either cart.
    expect((await getCart(cart.id))?.totalQuantity).toBe(1);
    expect((await getCart(other.id))?.totalQuantity).toBe(1);
  });
});
