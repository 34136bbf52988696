// Every cookie the app reads, read once per request (README "Cart": cookie names and the rule for duplicates):
// the cart token, and Shopify's tracking cookies that Hydrogen's Storefront client forwards as headers. A
// cookie that fails its rule is not used, is cleared in the answer (server.ts) and is logged once.
import type {Logger} from '~/observability/log.server';
import {cartCookieRule, cartTokenOf, isSecureRequest} from '~/commerce/cart-cookie';
import {customerSessionCookieRule} from '~/commerce/customer-session.server';
import {previewCookieRule} from '~/content/preview-cookie.server';
import {clearCookie, parseCookieHeader, readCookie, setCookieName, type CookieRule, type DroppedCookie} from './cookies';

export type RequestCookies = {
  /** The shopper's cart token, or null (no cookie, or one that was dropped). */
  cartToken: string | null;
  /** The signed customer session cookie's value as sent (its signature is checked when read), or null. */
  customerSession: string | null;
  /** The signed preview cookie's value as sent (its signature and expiry are checked in context.server.ts), or null. */
  preview: string | null;
  /** The only Cookie header the Storefront client sees: Shopify's tracking cookies, when well-formed. */
  storefrontCookie: string;
  /** `Set-Cookie` values clearing every dropped cookie. */
  clear: string[];
};

/**
 * Shopify's visitor and session ids (`_shopify_y`, `_shopify_s`), which Hydrogen decodes and copies into
 * Storefront request headers: a value with an encoded line break (`%0A`) would make every Storefront request
 * of the page throw, and the page answer 503.
 */
const TRACKING_VALUE = /^[A-Za-z0-9._-]{1,128}$/;
const TRACKING_RULES: CookieRule[] = ['_shopify_y', '_shopify_s'].map((name) => ({
  name,
  problem: (value) => (TRACKING_VALUE.test(value) ? null : 'not a Shopify tracking id'),
}));

export function readRequestCookies(request: Request, log: Pick<Logger, 'warn'> = console): RequestCookies {
  const pairs = parseCookieHeader(request.headers.get('Cookie'));
  const cart = readCookie(pairs, cartCookieRule(isSecureRequest(request)));
  const session = readCookie(pairs, customerSessionCookieRule(isSecureRequest(request)));
  const preview = readCookie(pairs, previewCookieRule(isSecureRequest(request)));
  const tracking = TRACKING_RULES.map((rule) => ({rule, reading: readCookie(pairs, rule)}));
  const dropped = [
    ...cart.dropped,
    ...session.dropped,
    ...preview.dropped,
    ...tracking.flatMap(({reading}) => reading.dropped),
  ];
  if (dropped.length) log.warn(`[cookies] dropped ${describe(dropped)}`);
  return {
    cartToken: cart.value === null ? null : cartTokenOf(cart.value),
    customerSession: session.value,
    preview: preview.value,
    storefrontCookie: tracking
      .filter(({reading}) => reading.value !== null)
      .map(({rule, reading}) => `${rule.name}=${reading.value}`)
      .join('; '),
    clear: [...new Set(dropped.map(({name}) => name))].map(clearCookie),
  };
}

/** `name (reason), ...` with the names as sent, capped: a header may hold thousands of planted cookies. */
function describe(dropped: DroppedCookie[]): string {
  const shown = dropped.slice(0, 10).map(({name, reason}) => `${JSON.stringify(name.slice(0, 64))} (${reason})`);
  return dropped.length > shown.length ? `${shown.join(', ')} and ${dropped.length - shown.length} more` : shown.join(', ');
}

/** The request as the Storefront client may see it: no Cookie header but the checked tracking cookies. */
export function withStorefrontCookies(request: Request, cookies: RequestCookies): Request {
  const headers = new Headers(request.headers);
  if (cookies.storefrontCookie) headers.set('Cookie', cookies.storefrontCookie);
  else headers.delete('Cookie');
  return new Request(request.url, {headers});
}

/**
 * The answer with every dropped cookie cleared — except one the answer sets itself (a cart action that made a new
 * cart) — and, when it clears one, stored by no cache: a public page must not hand a `Set-Cookie` to others.
 */
export function withClearedCookies(response: Response, clear: string[]): Response {
  const alreadySet = new Set(setCookieValues(response.headers).map(setCookieName));
  const missing = clear.filter((value) => !alreadySet.has(setCookieName(value)));
  if (!missing.length) return response;
  const answer = new Response(response.body, response); // its own headers, mutable whatever made the answer
  for (const value of missing) answer.headers.append('Set-Cookie', value);
  if (!/no-store/.test(answer.headers.get('Cache-Control') ?? '')) answer.headers.set('Cache-Control', 'no-store');
  answer.headers.delete('Oxygen-Cache-Control');
  return answer;
}

function setCookieValues(headers: Headers): string[] {
  const all = (headers as Headers & {getSetCookie?: () => string[]}).getSetCookie?.();
  if (all) return all;
  const joined = headers.get('Set-Cookie');
  return joined ? joined.split(/,(?=\s*[^\s;,=]+=)/) : [];
}
