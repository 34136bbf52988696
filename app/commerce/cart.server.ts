// The market's cart on the server: Hydrogen's cart handler with the cart id in an HttpOnly cookie
// (of_shopify-cart-token, `__Host-` on https; spec §4 keeps it in browser storage, we keep it out of script's
// reach). The token comes checked from app/http/request-cookies.server.ts.
import {createCartHandler, type HydrogenCart, type Storefront} from '@shopify/hydrogen';
import type {CountryCode} from '@shopify/hydrogen/storefront-api-types';
import {CART_MUTATE_FRAGMENT, CART_QUERY_FRAGMENT} from '~graphql/storefront/cart';
import {cartCookie, isMissingCart} from './cart-cookie';

export function createMarketCart(options: {
  storefront: Storefront;
  /** The token from the shopper's cookie, or null. */
  token: string | null;
  secure: boolean;
  /** The market's country, for a cart made in place of one that no longer exists. */
  countryCode: CountryCode;
}): HydrogenCart {
  const {storefront, token, secure, countryCode} = options;
  const cart = createCartHandler({
    storefront,
    getCartId: () => (token ? `gid://shopify/Cart/${token}` : undefined),
    setCartId: (cartId: string) => new Headers({'Set-Cookie': cartCookie(cartId, secure)}),
    cartQueryFragment: CART_QUERY_FRAGMENT,
    cartMutateFragment: CART_MUTATE_FRAGMENT,
  });
  return {
    ...cart,
    // A cookie naming a cart that expired or never existed: adding behaves as for a visitor without a cart.
    addLines: async (lines, optionalParams) => {
      const result = await cart.addLines(lines, optionalParams);
      if (optionalParams?.cartId || !isMissingCart(result.userErrors)) return result;
      console.warn('[cart] The cart in the cookie does not exist: a new cart is made');
      return cart.create({lines, buyerIdentity: {countryCode}});
    },
  };
}
