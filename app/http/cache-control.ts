// Who may store a response, and for how long: the whole caching policy in one place (README "Caching").
// Public pages opt in, route by route, with `publicPageHeaders`; every other document (private pages, error
// pages, a route that says nothing) gets the root's `noStoreDocumentHeaders`: nothing is shareable by accident.
// Loader data (`?_data=`) is stored like the document of its URL (`withDataCacheControl`).
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

/**
 * Reviews change when customers write them, and a new one may wait a few minutes: Trustpilot's answers in the
 * worker and the /api/reviews/* answers (per URL: market and language are in it) are fresh five minutes, then
 * served stale for up to an hour while one request refreshes them.
 */
export const REVIEWS_CACHE: CachingStrategy = CacheCustom({mode: 'public', maxAge: 300, staleWhileRevalidate: 3600});

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

/**
 * A response that carries an error, or sets a cookie, is no public page whatever its route says; nor is a page
 * rendered with an action's answer that says no-store (a form post answered without JavaScript).
 */
export function mustNotShare({errorHeaders, loaderHeaders, parentHeaders, actionHeaders}: HeadersArgs): boolean {
  if (errorHeaders) return true;
  if (/\bno-store\b/.test(actionHeaders.get('Cache-Control') ?? '')) return true;
  return [loaderHeaders, parentHeaders, actionHeaders].some((headers) => headers.has('Set-Cookie'));
}

// The strategy behind each `headers` export publicPageHeaders made: a page's loader data follows it (below).
const PAGE_STRATEGIES = new WeakMap<HeadersFunction, CachingStrategy>();

/** A route's `headers` export for a public page: `export const headers = publicPageHeaders();`. */
export function publicPageHeaders(strategy: CachingStrategy = PUBLIC_PAGE): HeadersFunction {
  publicHeaders(strategy); // a strategy Oxygen would not cache fails when the route module loads
  const headers: HeadersFunction = (args) => (mustNotShare(args) ? noStoreHeaders() : publicHeaders(strategy));
  PAGE_STRATEGIES.set(headers, strategy);
  return headers;
}

/** The strategy of a route's `headers` export when publicPageHeaders made it; undefined for any other page. */
export function publicPageStrategy(headers: unknown): CachingStrategy | undefined {
  return typeof headers === 'function' ? PAGE_STRATEGIES.get(headers as HeadersFunction) : undefined;
}

/**
 * Loader data for a client-side navigation (`?_data=<route id>`, root's and the leaf's) is stored like the
 * document of the same URL. Remix applies `headers` exports to documents only and sends data as the loader
 * made it, with no Cache-Control. The document already holds that very data (`window.__remixContext`), so
 * data may be shared exactly when its page may: `pageStrategy` is the URL's page's public strategy (undefined
 * when the page is not public). Shared only when a GET or HEAD answered 200 without setting a cookie and the
 * loader said nothing itself; a loader's own value (the cart's `private, no-store`) stands, unless it would
 * share an answer that sets a cookie. Everything else (redirects, actions' answers, private pages' data) is
 * no-store; 4xx and 5xx are withErrorCacheControl's.
 */
export function withDataCacheControl(response: Response, pageStrategy: CachingStrategy | undefined, method: string): Response {
  const own = response.headers.get('Cache-Control');
  const setsCookie = response.headers.has('Set-Cookie');
  if (own && !(setsCookie && isShared(response.headers))) return response;
  const shareable = !own && !setsCookie && pageStrategy && (method === 'GET' || method === 'HEAD') && response.status === 200;
  const answer = new Response(response.body, response); // its own headers, mutable whatever made the answer
  answer.headers.delete('Oxygen-Cache-Control');
  for (const [name, value] of shareable ? publicHeaders(pageStrategy) : noStoreHeaders()) answer.headers.set(name, value);
  return answer;
}

function isShared(headers: Headers): boolean {
  return /\b(?:public|s-maxage)\b/i.test(headers.get('Cache-Control') ?? '') || headers.has('Oxygen-Cache-Control');
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
export function withDegradedCacheControl(
  response: Response,
  upstreamFailures: readonly string[],
  log: Pick<typeof console, 'warn'> = console,
): Response {
  if (!upstreamFailures.length || !isShared(response.headers)) return response;
  log.warn(`[cache] not shared: built while ${[...new Set(upstreamFailures)].join(' and ')} failed`);
  return storedByNoOne(response);
}

/** An answer for one visitor only (preview): `private, no-store`, whatever its route said. */
export function withPrivateCacheControl(response: Response): Response {
  const answer = new Response(response.body, response);
  answer.headers.set('Cache-Control', PRIVATE_NO_STORE);
  answer.headers.delete('Oxygen-Cache-Control');
  return answer;
}

function storedByNoOne(response: Response): Response {
  // A copy: the handler's headers may be immutable (a fetch answer passed through).
  const answer = new Response(response.body, response);
  answer.headers.set('Cache-Control', NO_STORE);
  answer.headers.delete('Oxygen-Cache-Control');
  return answer;
}
