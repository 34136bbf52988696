// The market's cart on the server: Hydrogen's cart handler with the cart id in an HttpOnly cookie
// (of_shopify-cart-token; spec §4 keeps it in browser storage, we keep it out of script's reach).
import {createCartHandler, type HydrogenCart, type Storefront} from '@shopify/hydrogen';
import {CART_MUTATE_FRAGMENT, CART_QUERY_FRAGMENT} from '~graphql/storefront/cart';

export const CART_COOKIE = 'of_shopify-cart-token';
const CART_COOKIE_MAX_AGE = 60 * 60 * 24 * 10; // carts expire after 10 days

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The token Hydrogen keeps (the part after `gid://shopify/Cart/`), as a cookie only the server reads. */
export function cartCookie(cartId: string | null): string {
  const token = cartId?.split('/').pop() ?? '';
  const lifetime = cartId ? `Max-Age=${CART_COOKIE_MAX_AGE}` : 'Max-Age=0';
  return `${CART_COOKIE}=${encodeURIComponent(token)}; Path=/; ${lifetime}; HttpOnly; Secure; SameSite=Lax`;
}

export function createMarketCart(storefront: Storefront, request: Request): HydrogenCart {
  const token = cookieValue(request.headers.get('Cookie'), CART_COOKIE);
  return createCartHandler({
    storefront,
    getCartId: () => (token ? `gid://shopify/Cart/${token}` : undefined),
    setCartId: (cartId: string) => new Headers({'Set-Cookie': cartCookie(cartId)}),
    cartQueryFragment: CART_QUERY_FRAGMENT,
    cartMutateFragment: CART_MUTATE_FRAGMENT,
  });
}
