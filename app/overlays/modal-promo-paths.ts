// Spec §3 Modal promo, onSpecificPage: which page a promo belongs to. Its own small module because the document
// shell reads it on every page (to know whether the promo code is needed at all, app/components/overlays).

/**
 * The path an editor's `specificPageUrl` names: a path (`/recepten`) or a full URL (its path), without a
 * trailing slash or query, in lower case. Null when it names no path at all (a broken URL).
 */
export function promoPagePath(url: string): string | null {
  const value = url.trim();
  if (!value) return null;
  let pathname: string;
  try {
    pathname = new URL(value, 'http://promo.invalid').pathname;
  } catch {
    return null;
  }
  return normalizedPath(pathname);
}

/**
 * Whether a promo for `promoPath` (null: every page) shows on the page at `pathname`. The path matches with or
 * without the market's locale prefix (`basePath`), so one value serves `/recepten` and `/nl-be/recepten`.
 */
export function promoAppliesToPath(promoPath: string | null | undefined, pathname: string, basePath: string): boolean {
  if (!promoPath) return true;
  const page = normalizedPath(pathname);
  if (page === promoPath) return true;
  const prefix = normalizedPath(basePath);
  if (prefix === '/') return false;
  const inMarket = page === prefix ? '/' : page.startsWith(`${prefix}/`) ? page.slice(prefix.length) : null;
  return inMarket === promoPath;
}

function normalizedPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape stays as written: it then matches only itself.
  }
  const trimmed = decoded.toLowerCase().replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
