// Where a successful login goes (spec §2: a checkout_url parameter leads to checkout after login). Only two kinds
// of place: a checkout URL on the market's checkout host (checked by the caller's rule), or a path on our own site.
// Anything else (another host, a protocol-relative or backslashed path, a script URL) lands on the account page.

/** A path on our own origin: one leading slash, no second slash or backslash after it, no control characters. */
export function ownSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  if (!/^\/(?![/\\])/.test(value) || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    // Resolved against a placeholder origin, a path stays on it; anything that leaves it is refused. Dot segments
    // are resolved too, so `/.//evil.example` becomes `//evil.example`: the result is checked again, as sent.
    const url = new URL(value, 'https://own.invalid');
    const path = url.pathname + url.search + url.hash;
    return url.origin === 'https://own.invalid' && /^\/(?![/\\])/.test(path) ? path : null;
  } catch {
    return null;
  }
}

export function loginTarget(
  fields: {checkoutUrl: unknown; returnTo: unknown},
  checkoutUrlOnHost: (value: unknown) => string | null,
  accountPath: string,
): string {
  return checkoutUrlOnHost(fields.checkoutUrl) ?? ownSitePath(fields.returnTo) ?? accountPath;
}
