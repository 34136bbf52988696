// Spec §2 (checkout_url) and §7 (Multipass returnTo): the shopper may be sent on to checkout only at a checkout URL
// on the market's checkout host. Pure: the login action (its `checkout_url` parameter) and the Multipass route
// (its `returnTo`) both ask here, so both refuse the same foreign, look-alike and malformed targets.

export type CheckoutTargetOptions = {
  /**
   * Plain http is taken only for a loopback checkout host (the local stand-in: `127.0.0.1:4100`) unless this says
   * otherwise; a production checkout host is never loopback, so there only https passes.
   */
  allowHttp?: boolean;
};

/** Longer than any checkout URL Shopify makes (`/cart/c/<token>?key=<32 hex>` plus a few parameters). */
const MAX_LENGTH = 2048;

/**
 * Checkout pages on a Shopify checkout host: the cart's checkoutUrl (`/cart/c/<token>`), and checkouts
 * (`/checkouts/...`, `/<shop id>/checkouts/...`). The shop's other pages there (account, cart permalinks, the
 * Multipass login itself) are no checkout.
 */
const CHECKOUT_PATH = /^\/(?:cart\/c\/[A-Za-z0-9_-]+\/?|(?:\d+\/)?checkouts\/[A-Za-z0-9_/-]+)$/;

/** What may come before the host: a scheme and two slashes, nothing else (no `//host`, no `\\host`). */
const ABSOLUTE_HTTP = /^https?:\/\//i;

/** `localhost`, `127.x.x.x` and `[::1]`, with or without a port. */
export function isLoopbackHost(host: string): boolean {
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

/** `host[:port]` as URLs compare it: lowercase, punycode, default port dropped, no trailing dot. */
function normalHostOf(url: URL): string {
  return url.hostname.replace(/\.$/, '') + (url.port ? `:${url.port}` : '');
}

function checkoutHostKey(checkoutHost: string): string | null {
  if (!checkoutHost || /[\s/\\@?#]/.test(checkoutHost)) return null;
  try {
    const url = new URL(`https://${checkoutHost}`);
    return url.hostname ? normalHostOf(url) : null;
  } catch {
    return null;
  }
}

/**
 * `value` as a normalized URL when it is a checkout URL on `checkoutHost` (`host` or `host:port`, as
 * `market.checkoutHost` holds it), else null. Refused: anything not a string, relative and protocol-relative URLs,
 * other schemes (`javascript:`, `data:`), http (unless allowed), credentials (`https://checkout.host@evil`), another
 * host or port, look-alikes, backslashes, whitespace and control characters, and paths that are no checkout page.
 * Case and a trailing dot in the host are normalized away.
 */
export function checkoutUrlOnHost(value: unknown, checkoutHost: string, options: CheckoutTargetOptions = {}): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
  // The URL parser drops tabs and newlines and reads `\` as `/`: a value that needs either is not one we made.
  if (/[\u0000-\u0020\u007f\\]/.test(value) || !ABSOLUTE_HTTP.test(value)) return null;
  const expected = checkoutHostKey(checkoutHost);
  if (!expected) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const allowHttp = options.allowHttp ?? isLoopbackHost(expected);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowHttp)) return null;
  if (url.username || url.password || normalHostOf(url) !== expected) return null;
  if (!CHECKOUT_PATH.test(url.pathname)) return null;
  url.hostname = url.hostname.replace(/\.$/, '');
  return url.toString();
}

/** The checkout URL with the market's `locale` query parameter (spec §7), replacing one already there. */
export function withCheckoutLocale(checkoutUrl: string, locale: string): string {
  const url = new URL(checkoutUrl);
  url.searchParams.set('locale', locale);
  return url.toString();
}
