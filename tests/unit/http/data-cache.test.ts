// Which page's policy a loader-data request (`?_data=`) follows (app/http/data-cache.server.ts): the URL's
// deepest route with a `headers` export, as Remix picks a document's headers, whichever route's data is asked
// for. The route manifest mirrors the built one's shapes: flat routes under root, translated alias mounts with
// their own ids, the home page at each locale prefix, the catch-all content route.
import type {ServerBuild} from '@shopify/remix-oxygen';
import {describe, expect, test} from 'vitest';
import {noStoreDocumentHeaders, privateHeaders, PUBLIC_PAGE, publicPageHeaders, SEARCH_RESULTS} from '~/http/cache-control';
import {pageStrategyAt, withPageCachingForData} from '~/http/data-cache.server';

const publicPage = publicPageHeaders();
const searchPage = publicPageHeaders(SEARCH_RESULTS);
const PRODUCT = '($locale).products.$collection.$product.($variant)';
const COLLECTION = '($locale).products.$collection._index';

type Route = {path?: string; index?: boolean; parentId?: string; headers?: unknown};
const ROUTES: Record<string, Route> = {
  root: {path: '', headers: noStoreDocumentHeaders},
  'routes/_index': {index: true, parentId: 'root', headers: publicPage},
  'home/de': {path: 'de', index: true, parentId: 'root', headers: publicPage},
  [`routes/${PRODUCT}`]: {path: ':locale?/products/:collection/:product/:variant?', parentId: 'root', headers: publicPage},
  [`alias/producten/${PRODUCT}`]: {path: ':locale?/producten/:collection/:product/:variant?', parentId: 'root', headers: publicPage},
  [`alias/produkte/${PRODUCT}`]: {path: ':locale?/produkte/:collection/:product/:variant?', parentId: 'root', headers: publicPage},
  [`alias/produkte/${COLLECTION}`]: {path: ':locale?/produkte/:collection', index: true, parentId: 'root', headers: publicPage},
  'routes/($locale).search': {path: ':locale?/search', parentId: 'root', headers: searchPage},
  'routes/($locale).cart': {path: ':locale?/cart', parentId: 'root', headers: () => privateHeaders()},
  'routes/($locale).api.cart': {path: ':locale?/api/cart', parentId: 'root'},
  'routes/($locale).$': {path: ':locale?/*', parentId: 'root', headers: publicPage},
};
const routes = Object.fromEntries(
  Object.entries(ROUTES).map(([id, {headers, ...route}]) => [id, {id, ...route, module: headers ? {headers} : {}}]),
) as unknown as ServerBuild['routes'];

describe('the page a data request belongs to', () => {
  test('public pages in nl and de, through canonical, translated and home mounts, give the page policy', () => {
    for (const path of ['/', '/de', '/producten/protein/whey-protein']) {
      expect(pageStrategyAt(routes, path), path).toEqual(PUBLIC_PAGE);
    }
    for (const path of ['/de/produkte/protein/whey-protein', '/de/products/protein/whey-protein/chocolate-1kg', '/de/produkte/protein']) {
      expect(pageStrategyAt(routes, path, null, 'de'), path).toEqual(PUBLIC_PAGE);
    }
  });

  test('a locale segment that is not the market’s own makes the page a 404: nothing of it is shared', () => {
    expect(pageStrategyAt(routes, '/xx/produkte/protein', null, null)).toBeUndefined();
    expect(pageStrategyAt(routes, '/de/produkte/protein', null, null)).toBeUndefined();
    expect(pageStrategyAt(routes, '/xx/search', 'root', null)).toBeUndefined();
    const answer = withPageCachingForData(new Response('{}', {status: 200}), new Request('http://localhost/xx/search?_data=root'), 'GET', routes, null);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
  });

  test('under the catch-all only its own data follows its page: the root data of a path that may be a 404 is not shared', () => {
    for (const path of ['/about-us', '/nope', '/cart%2F', '/xx/products']) {
      expect(pageStrategyAt(routes, path, 'routes/($locale).$'), path).toEqual(PUBLIC_PAGE);
      expect(pageStrategyAt(routes, path, 'root'), path).toBeUndefined();
      expect(pageStrategyAt(routes, path), path).toBeUndefined();
    }
    const answer = (url: string) =>
      withPageCachingForData(new Response('{}', {status: 200}), new Request(`http://localhost${url}`), 'GET', routes);
    expect(answer('/nope?_data=root').headers.get('Cache-Control')).toBe('no-store');
    expect(answer('/nope?_data=').headers.get('Cache-Control')).toBe('no-store');
    expect(answer(`/about-us?_data=${encodeURIComponent('routes/($locale).$')}`).headers.get('Cache-Control')).toBe(
      'public, max-age=60, stale-while-revalidate=86400',
    );
  });

  test('search results give their own policy', () => {
    expect(pageStrategyAt(routes, '/search')).toEqual(SEARCH_RESULTS);
    expect(pageStrategyAt(routes, '/de/search', null, 'de')).toEqual(SEARCH_RESULTS);
  });

  test('private pages and routes without headers give none, though the catch-all would match their paths', () => {
    // `/cart` also matches the catch-all content route; the more specific cart route wins, as in Remix.
    for (const path of ['/cart', '/de/cart', '/api/cart', '/de/api/cart']) expect(pageStrategyAt(routes, path), path).toBeUndefined();
  });

  test('root’s data follows the page of its URL; a leaf’s data its own page', async () => {
    const answer = (url: string, method = 'GET') =>
      withPageCachingForData(new Response('{}', {status: 200}), new Request(`http://localhost${url}`), method, routes, url.startsWith('/de') ? 'de' : null);
    const product = `/de/produkte/protein/whey-protein?_data=${encodeURIComponent(`alias/produkte/${PRODUCT}`)}`;
    expect(answer(product).headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=86400');
    expect(answer('/producten/protein/whey-protein?_data=root').headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=86400');
    expect(answer('/de/search?q=whey&_data=root').headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(answer('/cart?_data=root').headers.get('Cache-Control')).toBe('no-store');
    expect(answer('/de/cart?_data=root').headers.get('Cache-Control')).toBe('no-store');
  });

  test('a document answer is left to the route headers: only data requests are touched', () => {
    const page = new Response('<html>', {status: 200});
    expect(withPageCachingForData(page, new Request('http://localhost/producten'), 'GET', routes)).toBe(page);
  });
});
