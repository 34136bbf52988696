// Issue 14 §4: Shopify's standard URLs keep working, because Shopify's emails, ads and apps link to them. A GET
// of one of their shapes is answered with a 301 to the same thing on our site, in the market's own words:
//
//   /collections                              → the products overview   (/producten, /de/produkte, ...)
//   /collections/{handle}                     → that collection         (/producten/{handle})
//   /collections/{handle}/products/{product}  → the product in it       (/producten/{handle}/{product})
//   /products/{handle}                        → the product             (/producten/all/{handle}); the route asks
//                                               first whether {handle} is one of our collections (ours win)
//   /pages/{handle}                           → the content page        (/{handle}; `contact` → the contact page)
//   /account/...                              → the account pages in the market's word (/de/konto/...); markets
//                                               whose word is "account" already have them, so no redirect
//
// Pure: the server answers with what `standardUrlTarget` says (app/http/shopify-urls.server.ts). Handles must look
// like Shopify's (letters, digits, `-`, `_`, at most 255): anything else is left to the routes (a 404).
import {localizePath, type LinkRouting} from './links';
import {segmentWord} from './segments';

/** The locale segment the market was resolved from (`de`, `fr-be`) or null (`/`, a market's own host). */
export type StandardUrlRouting = LinkRouting & {pathLocale: string | null};

const HANDLE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,254}$/;

/** Shopify page handles that are pages of our own with another path (canonical words). */
const PAGE_ALIASES: Readonly<Record<string, string>> = {
  contact: '/how-can-we-help-you',
};

/** `/products/{handle}` of a product (not a collection): the product under the `all` collection. */
export function productTarget(handle: string, search: string, routing: LinkRouting): string | null {
  return HANDLE.test(handle) ? localizePath(`/products/all/${handle.toLowerCase()}`, routing) + search : null;
}

/** Path segments after the market's locale segment, decoded; null when one cannot be decoded. */
function segmentsOf(pathname: string, pathLocale: string | null): string[] | null {
  const raw = pathname.split('/').filter(Boolean);
  try {
    const segments = raw.map((segment) => decodeURIComponent(segment));
    return pathLocale && segments[0]?.toLowerCase() === pathLocale.toLowerCase() ? segments.slice(1) : segments;
  } catch {
    return null;
  }
}

/**
 * Where a standard Shopify URL lives on our site (a path with the query kept), or null when the path is none of
 * the shapes above or already is our page.
 */
export function standardUrlTarget(pathname: string, search: string, routing: StandardUrlRouting): string | null {
  const segments = segmentsOf(pathname, routing.pathLocale);
  if (!segments?.length) return null;
  const [first = '', ...rest] = segments;
  const word = first.toLowerCase();
  if (rest.some((segment) => !segment)) return null;
  const handles = (count: number) => rest.length === count && rest.every((segment) => HANDLE.test(segment));
  const to = (canonical: string) => localizePath(canonical, routing) + search;

  if (word === 'collections') {
    if (!rest.length) return to('/products');
    if (handles(1)) return to(`/products/${rest[0]!.toLowerCase()}`);
    if (handles(3) && rest[1]!.toLowerCase() === 'products') return to(`/products/${rest[0]!.toLowerCase()}/${rest[2]!.toLowerCase()}`);
    return null;
  }
  if (word === 'pages') {
    if (!handles(1)) return null;
    const handle = rest[0]!.toLowerCase();
    return to(PAGE_ALIASES[handle] ?? `/${handle}`);
  }
  if (word === 'account') {
    // The account routes exist at "account" in every market; where the market says it otherwise, send the
    // shopper to its own word (sub-pages keep their words: /de/konto/login).
    if (segmentWord('account', routing.market) === 'account') return null;
    if (rest.some((segment) => !/^[A-Za-z0-9_=-]{1,255}$/.test(segment))) return null;
    return to(`/account${rest.length ? `/${rest.join('/')}` : ''}`);
  }
  return null;
}
