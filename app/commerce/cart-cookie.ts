// The cart cookie (README "Cart"): Hydrogen keeps the part of the cart id after `gid://shopify/Cart/` — Shopify's
// token with its optional `?key=` (API-SHAPES §1.4) — in an HttpOnly cookie. Only that shape is ever read back;
// anything else is dropped before it reaches the Storefront.
import {clearCookie, setCookie, type CookieRule} from '~/http/cookies';
import {decodePercent} from '~/http/request-rules';

export const CART_COOKIE = 'of_shopify-cart-token';
/** Carts expire after 10 days. */
export const CART_COOKIE_MAX_AGE = 60 * 60 * 24 * 10;

/** Longest cookie value we could have set: Shopify's token and key are far shorter. */
const MAX_CART_COOKIE_LENGTH = 300;
/** `<token>` or `<token>?key=<key>`, as the Storefront's cart ids end (its own alphabet, no slashes or spaces). */
const CART_TOKEN = /^[A-Za-z0-9_-]{1,200}(?:\?key=[A-Za-z0-9]{1,100})?$/;

/**
 * `__Host-` on https: the browser then only keeps the cookie when our own host set it (Secure, Path=/, no
 * Domain), so a sibling host cannot plant a cart. Plain http (local dev, tests) cannot carry the prefix.
 */
export function cartCookieName(secure: boolean): string {
  return secure ? `__Host-${CART_COOKIE}` : CART_COOKIE;
}

export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

/** Why a cart cookie value (as sent) is not one we set; null when it is. */
export function cartTokenProblem(value: string): string | null {
  if (value.length > MAX_CART_COOKIE_LENGTH) return 'too long';
  const token = decodePercent(value);
  if (token === null) return 'malformed percent-encoding';
  return CART_TOKEN.test(token) ? null : 'not a cart token';
}

/** The rule the request's cart cookie is read by. */
export function cartCookieRule(secure: boolean): CookieRule {
  return {name: cartCookieName(secure), problem: cartTokenProblem};
}

/** The token of a cart cookie value that passed `cartTokenProblem`. */
export function cartTokenOf(value: string): string {
  return decodePercent(value) ?? '';
}

/** `Set-Cookie` keeping a cart id for the shopper, or clearing the cookie (null). */
export function cartCookie(cartId: string | null, secure: boolean): string {
  const name = cartCookieName(secure);
  if (!cartId) return clearCookie(name);
  return setCookie(name, encodeURIComponent(cartId.split('/').pop() ?? ''), CART_COOKIE_MAX_AGE);
}

type UserError = {field?: readonly string[] | null; message?: string};

/** The Storefront's answer to a mutation on a cart that no longer exists (`INVALID` on `cartId`). */
export function isMissingCart(userErrors: readonly UserError[] | null | undefined): boolean {
  return (userErrors ?? []).some((error) => error.field?.at(-1) === 'cartId');
}
