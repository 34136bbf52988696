// Pure rules of the cart actions (issue 4): quantities, where a form may send the shopper next, checkout URLs.

/** Spec §9: a cart holds at most 250 lines; one line's quantity is kept within the same bound. */
export const MAX_CART_LINES = 250;
export const MAX_LINE_QUANTITY = 250;

/** A whole number within [min, max], or null for anything else ("2.5", "-1", "abc", ""). */
export function parseQuantity(value: unknown, min: number, max = MAX_LINE_QUANTITY): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= min && quantity <= max ? quantity : null;
}

/**
 * A redirect target from a form, kept only when it is a path on our own origin: absolute URLs, `//host`,
 * `/\host` and `javascript:` are refused (open redirects).
 */
export function safeRedirectPath(target: unknown, origin: string): string | null {
  if (typeof target !== 'string' || !target.startsWith('/') || /^\/[\\/]/.test(target)) return null;
  try {
    const url = new URL(target, origin);
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments can normalize to a protocol-relative path (`/.//evil.example` → `//evil.example`).
    return url.origin === origin && !/^\/[\\/]/.test(path) ? path : null;
  } catch {
    return null;
  }
}

/** The cart's checkout URL with the market's locale, only when it is on the market's checkout host. */
export function checkoutRedirect(checkoutUrl: string | null | undefined, checkoutHost: string, locale: string): string | null {
  if (!checkoutUrl) return null;
  try {
    const url = new URL(checkoutUrl);
    if (url.host !== checkoutHost || !/^https?:$/.test(url.protocol)) return null;
    url.searchParams.set('locale', locale);
    return url.toString();
  } catch {
    return null;
  }
}
