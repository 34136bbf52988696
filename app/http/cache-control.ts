// Who may store a response, and for how long: the whole caching policy in one place (README "Caching").
// Public pages opt in, route by route, with `publicPageHeaders`; every other document (private pages, error
// pages, a route that says nothing) gets the root's `noStoreDocumentHeaders`: nothing is shareable by accident.
// The sub-request strategies below decide how long the worker keeps Storefront and content answers.
import {CacheCustom, CacheLong, CacheNone, generateCacheControlHeader, type CachingStrategy} from '@shopify/hydrogen';
import type {HeadersFunction} from '@shopify/remix-oxygen';

/**
 * Public pages render the same for every visitor of a market (no cart, no customer): fresh for a minute, then
 * served stale for up to a day while one request renders them again in the background.
 */
export const PUBLIC_PAGE: CachingStrategy = CacheCustom({mode: 'public', maxAge: 60, staleWhileRevalidate: 86_400});

/** Search results: public, but every query is its own URL and rarely asked twice; a minute, no stale window. */
export const SEARCH_RESULTS: CachingStrategy = CacheCustom({mode: 'public', maxAge: 60});

/** The shopper's own answers (cart, account, preview): stored by no cache, the browser's included. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Errors (404 and 5xx) and anything that did not opt in: never stored, so a fix or a new page shows at once. */
export const NO_STORE = generateCacheControlHeader(CacheNone());

/**
 * Requests that may share one cached page. The market is in the URL (host and path), which every cache keys
 * on already; nothing else in a request changes a public page, so only the encoding tells copies apart.
 */
export const PUBLIC_VARY = 'Accept-Encoding';

/** Storefront catalogue queries (products, collections, search): a minute fresh, a day served stale. */
export const CATALOGUE_SUBREQUEST: CachingStrategy = CacheCustom({
  mode: 'public',
  maxAge: 60,
  staleWhileRevalidate: 86_340,
});

/** DatoCMS content changes with editors' publishing, less often than stock: an hour fresh, a day stale. */
export const CONTENT_SUBREQUEST: CachingStrategy = CacheLong();

/** Headers that let browsers, shared caches and Oxygen's full-page cache keep a public page. */
export function publicHeaders(strategy: CachingStrategy = PUBLIC_PAGE): Headers {
  if (strategy.mode !== 'public' || !(strategy.maxAge || strategy.sMaxAge)) {
    throw new Error('A public page needs mode "public" and a max-age: Oxygen caches nothing else');
  }
  const value = generateCacheControlHeader(strategy);
  return new Headers({'Cache-Control': value, 'Oxygen-Cache-Control': value, Vary: PUBLIC_VARY});
}

export function privateHeaders(): Headers {
  return new Headers({'Cache-Control': PRIVATE_NO_STORE});
}

export function noStoreHeaders(): Headers {
  return new Headers({'Cache-Control': NO_STORE});
}

type HeadersArgs = Parameters<HeadersFunction>[0];

/** A response that carries an error, or sets a cookie, is no public page whatever its route says. */
export function mustNotShare({errorHeaders, loaderHeaders, parentHeaders, actionHeaders}: HeadersArgs): boolean {
  if (errorHeaders) return true;
  return [loaderHeaders, parentHeaders, actionHeaders].some((headers) => headers.has('Set-Cookie'));
}

/** A route's `headers` export for a public page: `export const headers = publicPageHeaders();`. */
export function publicPageHeaders(strategy: CachingStrategy = PUBLIC_PAGE): HeadersFunction {
  publicHeaders(strategy); // a strategy Oxygen would not cache fails when the route module loads
  return (args) => (mustNotShare(args) ? noStoreHeaders() : publicHeaders(strategy));
}

/**
 * The root's `headers` export: what a document gets when its leaf route does not opt in, and what every error
 * page gets (Remix renders those with the root's headers alone). 404 included: Oxygen stores no 4xx anyway,
 * and a page published a second later must not hide behind a cached 404; the lookups behind a 404 are cached
 * sub-requests, so repeated misses cost the worker, not the upstream services.
 */
export const noStoreDocumentHeaders: HeadersFunction = () => noStoreHeaders();

/**
 * Any error answer (4xx, 5xx) is stored by no cache, whichever code made it: a route's 400, the 404 of a
 * resource route or of `?_data` loader data, Remix's own 405. Documents already get no-store from the root's
 * `headers`; loader data and resource routes answer with what the loader built, so server.ts applies this to
 * everything the Remix handler returns. A public `Cache-Control` on an error is replaced, never kept.
 */
export function withErrorCacheControl(response: Response): Response {
  if (response.status < 400) return response;
  const current = response.headers.get('Cache-Control') ?? '';
  if (/\bno-store\b/i.test(current) && !/\bpublic\b/i.test(current)) return response;
  return storedByNoOne(response);
}

/**
 * An answer built while an upstream call failed (README "Fault tolerance": a part left out, a fallback shown)
 * is stored by no cache, whatever its route says: the next request renders the page whole. Private answers stay
 * as they are.
 */
export function withDegradedCacheControl(response: Response, upstreamFailures: readonly string[]): Response {
  const shared = /\b(?:public|s-maxage)\b/i.test(response.headers.get('Cache-Control') ?? '') || response.headers.has('Oxygen-Cache-Control');
  if (!upstreamFailures.length || !shared) return response;
  console.warn(`[cache] not shared: built while ${[...new Set(upstreamFailures)].join(' and ')} failed`);
  return storedByNoOne(response);
}

function storedByNoOne(response: Response): Response {
  // A copy: the handler's headers may be immutable (a fetch answer passed through).
  const answer = new Response(response.body, response);
  answer.headers.set('Cache-Control', NO_STORE);
  answer.headers.delete('Oxygen-Cache-Control');
  return answer;
}
