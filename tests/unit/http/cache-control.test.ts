// The caching policy (app/http/cache-control.ts): what public pages, private pages and errors send, and how long
// the worker keeps Storefront answers, per market (Storefront stand-in: msw; cache: Hydrogen's InMemoryCache).
import {InMemoryCache} from '@shopify/hydrogen';
import {http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, test, vi} from 'vitest';
import {createMarketStorefront} from '~/commerce/storefront.server';
import {createContentClient} from '~/content/client.server';
import {
  CATALOGUE_SUBREQUEST,
  CONTENT_SUBREQUEST,
  noStoreDocumentHeaders,
  privateHeaders,
  publicHeaders,
  PUBLIC_PAGE,
  publicPageHeaders,
  publicPageStrategy,
  SEARCH_RESULTS,
  withDataCacheControl,
  withDegradedCacheControl,
  withErrorCacheControl,
} from '~/http/cache-control';
import {marketConfigs} from '~/markets/config.server';
import {MARKETS} from '~/markets/markets';

type HeadersArgs = Parameters<ReturnType<typeof publicPageHeaders>>[0];

const args = (overrides: Partial<HeadersArgs> = {}): HeadersArgs => ({
  loaderHeaders: new Headers({'Content-Type': 'application/json'}),
  parentHeaders: new Headers({'Cache-Control': 'no-store'}),
  actionHeaders: new Headers(),
  errorHeaders: undefined,
  ...overrides,
});

const directives = (value: string | null) =>
  Object.fromEntries((value ?? '').split(',').map((part) => part.trim().split('=') as [string, string?]));

describe('public pages', () => {
  test('are public with a short max-age and a long stale-while-revalidate, for browsers and Oxygen alike', () => {
    const headers = new Headers(publicPageHeaders()(args()));
    expect(headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=86400');
    expect(headers.get('Oxygen-Cache-Control')).toBe(headers.get('Cache-Control'));
    const oxygen = directives(headers.get('Oxygen-Cache-Control'));
    // Oxygen's full-page cache stores only a public response with a non-zero max-age and a Vary header.
    expect('public' in oxygen).toBe(true);
    expect(Number(oxygen['max-age'])).toBeGreaterThan(0);
    expect(Number(oxygen['stale-while-revalidate'])).toBeGreaterThanOrEqual(3600);
    expect(headers.get('Vary')).toBe('Accept-Encoding');
  });

  test('search results are public for a minute, without a stale window', () => {
    const headers = new Headers(publicPageHeaders(SEARCH_RESULTS)(args()));
    expect(headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(headers.get('Oxygen-Cache-Control')).toBe('public, max-age=60');
    expect(headers.get('Vary')).toBe('Accept-Encoding');
  });

  test('an error rendered for a public route is never stored', () => {
    const headers = new Headers(publicPageHeaders()(args({errorHeaders: new Headers()})));
    expect(headers.get('Cache-Control')).toBe('no-store');
    expect(headers.has('Oxygen-Cache-Control')).toBe(false);
  });

  test('a response that sets a cookie is personal: never public, whichever route set it', () => {
    const cookie = new Headers({'Set-Cookie': 'of_shopify-cart-token=abc; Path=/; HttpOnly'});
    for (const overrides of [{loaderHeaders: cookie}, {parentHeaders: cookie}, {actionHeaders: cookie}]) {
      const headers = new Headers(publicPageHeaders()(args(overrides)));
      expect(headers.get('Cache-Control')).toBe('no-store');
      expect(headers.has('Oxygen-Cache-Control')).toBe(false);
    }
  });

  test('a public page rendered with an action answer that says no-store (a form post without JavaScript) is not stored', () => {
    const headers = new Headers(publicPageHeaders()(args({actionHeaders: new Headers({'Cache-Control': 'no-store'})})));
    expect(headers.get('Cache-Control')).toBe('no-store');
    expect(headers.has('Oxygen-Cache-Control')).toBe(false);
  });

  test('a strategy Oxygen would not cache cannot be passed off as public', () => {
    expect(() => publicHeaders({mode: 'private', maxAge: 60})).toThrow('mode "public"');
    expect(() => publicHeaders({mode: 'public', maxAge: 0})).toThrow('max-age');
  });
});

describe('everything else', () => {
  test('a document whose route does not opt in, and every error page, is no-store', () => {
    const headers = new Headers(noStoreDocumentHeaders(args({parentHeaders: new Headers()})));
    expect(headers.get('Cache-Control')).toBe('no-store');
    expect(headers.has('Oxygen-Cache-Control')).toBe(false);
    expect(headers.has('Vary')).toBe(false);
  });

  test('the shopper’s own answers are private and stored nowhere', () => {
    expect(privateHeaders().get('Cache-Control')).toBe('private, no-store');
  });
});

describe('sub-requests', () => {
  test('catalogue answers stay fresh long enough for a warm view, and are served stale for a day', () => {
    expect(CATALOGUE_SUBREQUEST).toMatchObject({mode: 'public', maxAge: 60});
    expect(CATALOGUE_SUBREQUEST.maxAge! + CATALOGUE_SUBREQUEST.staleWhileRevalidate!).toBe(86_400);
    expect(CONTENT_SUBREQUEST).toMatchObject({mode: 'public', maxAge: 3600});
  });
});

const ENDPOINT = 'https://test-shop.example/api/2024-10/graphql.json';
const server = setupServer();
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const [dutch, german] = marketConfigs({
  PUBLIC_STORE_DOMAIN: 'test-shop.example',
  PUBLIC_STOREFRONT_API_TOKEN: 'public',
});
const SHOP_QUERY = `#graphql
  query ShopName($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    shop { name }
  }
`;

describe('Storefront sub-request cache', () => {
  function setup() {
    const calls: Record<string, unknown>[] = [];
    server.use(
      http.post(ENDPOINT, async ({request}) => {
        calls.push(((await request.json()) as {variables: Record<string, unknown>}).variables);
        return HttpResponse.json({data: {shop: {name: 'Original Fuel'}}});
      }),
    );
    const cache = new InMemoryCache();
    const pending: Promise<unknown>[] = [];
    const waitUntil = (promise: Promise<unknown>) => void pending.push(promise);
    const storefrontFor = (market = dutch!) =>
      createMarketStorefront({market, request: new Request('http://localhost/'), cache, waitUntil});
    return {calls, storefrontFor, settled: () => Promise.all(pending)};
  }

  test('a catalogue query is answered from the cache for a minute (not Hydrogen’s 1 s), per market', async () => {
    const {calls, storefrontFor, settled} = setup();
    vi.useFakeTimers({toFake: ['Date']});
    try {
      await storefrontFor().query(SHOP_QUERY);
      await settled();
      vi.advanceTimersByTime(45_000);
      await storefrontFor().query(SHOP_QUERY);
      await settled();
    } finally {
      vi.useRealTimers();
    }
    expect(calls).toHaveLength(1);
    // Another market asks with its own country and language: its own entry, never the Dutch answer.
    await storefrontFor(german).query(SHOP_QUERY);
    expect(calls).toEqual([
      {country: 'NL', language: 'NL'},
      {country: 'DE', language: 'DE'},
    ]);
  });

  test('a query that asks for no cache (as the cart handler does) always goes upstream', async () => {
    const {calls, storefrontFor, settled} = setup();
    const storefront = storefrontFor();
    await storefront.query(SHOP_QUERY, {cache: storefront.CacheNone()});
    await settled();
    await storefront.query(SHOP_QUERY, {cache: storefront.CacheNone()});
    expect(calls).toHaveLength(2);
  });
});

describe('content sub-request cache', () => {
  test('each market’s locale has its own entry; a repeat in either market asks DatoCMS nothing', async () => {
    const endpoint = 'https://content.test/';
    const locales: unknown[] = [];
    server.use(
      http.post(endpoint, async ({request}) => {
        locales.push(((await request.json()) as {variables: {locale: string}}).variables.locale);
        return HttpResponse.json({data: {layout: {id: '1'}}});
      }),
    );
    const cache = new InMemoryCache();
    const pending: Promise<unknown>[] = [];
    const waitUntil = (promise: Promise<unknown>) => void pending.push(promise);
    const settings = {token: 'secret', environment: 'main', endpoint, includeDrafts: false};
    const query = 'query Layout($locale: SiteLocale!) { layout(locale: $locale) { id } }';
    const request = new Request('http://localhost/');
    const clientFor = (id: string) =>
      createContentClient({settings, market: MARKETS.find((m) => m.id === id)!, cache, waitUntil, request});
    for (const id of ['nl_nl', 'de_de', 'nl_nl', 'de_de']) {
      await clientFor(id).query(query as never);
      await Promise.all(pending);
    }
    expect(locales).toEqual(['nl', 'de']);
  });
});

describe('error answers that are not documents (loader data, resource routes)', () => {
  test('every 4xx and 5xx is no-store, whatever it said, and drops Oxygen-Cache-Control', () => {
    const said = [undefined, 'public, max-age=60', 'public, max-age=60, no-store', 'max-age=600', 'private', 's-maxage=60'];
    for (const status of [400, 403, 404, 405, 413, 415, 500, 503]) {
      for (const cacheControl of said) {
        const headers = new Headers(cacheControl ? {'Cache-Control': cacheControl, 'Oxygen-Cache-Control': cacheControl} : {});
        const answer = withErrorCacheControl(new Response('x', {status, headers}));
        expect(answer.status).toBe(status);
        expect(answer.headers.get('Cache-Control'), `${status} ${cacheControl}`).toMatch(/no-store/);
        expect(answer.headers.get('Cache-Control')).not.toMatch(/public/);
        expect(answer.headers.get('Oxygen-Cache-Control')).toBeNull();
      }
    }
  });

  test('a private no-store error keeps its value; a success is left alone', () => {
    const personal = new Response('x', {status: 400, headers: {'Cache-Control': 'private, no-store'}});
    expect(withErrorCacheControl(personal).headers.get('Cache-Control')).toBe('private, no-store');
    const page = new Response('x', {status: 200, headers: {'Cache-Control': 'public, max-age=60'}});
    expect(withErrorCacheControl(page)).toBe(page);
  });
});

describe('loader data (?_data=) is stored like the document of its URL', () => {
  const data = (init: ResponseInit = {}) => new Response('{"page":{}}', {status: 200, ...init});
  const expectShared = (answer: Response, cacheControl: string) => {
    expect(answer.headers.get('Cache-Control')).toBe(cacheControl);
    expect(answer.headers.get('Oxygen-Cache-Control')).toBe(cacheControl);
    expect(answer.headers.get('Vary')).toBe('Accept-Encoding');
  };
  const expectNoStore = (answer: Response, label?: string) => {
    expect(answer.headers.get('Cache-Control'), label).toBe('no-store');
    expect(answer.headers.get('Oxygen-Cache-Control'), label).toBeNull();
  };

  test('a public route’s headers export tells its strategy; any other function or value tells none', () => {
    expect(publicPageStrategy(publicPageHeaders())).toEqual(PUBLIC_PAGE);
    expect(publicPageStrategy(publicPageHeaders(SEARCH_RESULTS))).toEqual(SEARCH_RESULTS);
    expect(publicPageStrategy(noStoreDocumentHeaders)).toBeUndefined();
    expect(publicPageStrategy(() => publicHeaders())).toBeUndefined(); // looks public, but did not opt in
    expect(publicPageStrategy(undefined)).toBeUndefined();
  });

  test('the data of a public page gets the page’s own headers: the default policy, and search results’ own', () => {
    expectShared(withDataCacheControl(data(), PUBLIC_PAGE, 'GET'), 'public, max-age=60, stale-while-revalidate=86400');
    expectShared(withDataCacheControl(data(), SEARCH_RESULTS, 'GET'), 'public, max-age=60');
    expectShared(withDataCacheControl(data(), PUBLIC_PAGE, 'HEAD'), 'public, max-age=60, stale-while-revalidate=86400');
  });

  test('the body, status and other headers pass through unchanged', async () => {
    const answer = withDataCacheControl(data({headers: {'Content-Type': 'application/json; charset=utf-8'}}), PUBLIC_PAGE, 'GET');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(await answer.text()).toBe('{"page":{}}');
  });

  test('the data of a page that is not public (cart, a route that did not opt in) is no-store', () => {
    expectNoStore(withDataCacheControl(data(), undefined, 'GET'));
  });

  test('an answer that sets a cookie is never shared, even when its loader said public', () => {
    expectNoStore(withDataCacheControl(data({headers: {'Set-Cookie': 'cart=abc; Path=/'}}), PUBLIC_PAGE, 'GET'));
    const claimed = data({headers: {'Set-Cookie': 'cart=abc; Path=/', 'Cache-Control': 'public, max-age=60', 'Oxygen-Cache-Control': 'public, max-age=60'}});
    expectNoStore(withDataCacheControl(claimed, PUBLIC_PAGE, 'GET'));
  });

  test('a redirect, an error, or an action’s answer is never shared', () => {
    const redirect = new Response(null, {status: 204, headers: {'X-Remix-Redirect': '/de/produkte'}});
    expectNoStore(withDataCacheControl(redirect, PUBLIC_PAGE, 'GET'), 'redirect');
    for (const status of [404, 500, 503]) expectNoStore(withDataCacheControl(data({status}), PUBLIC_PAGE, 'GET'), String(status));
    expectNoStore(withDataCacheControl(data(), PUBLIC_PAGE, 'POST'), 'POST');
  });

  test('a loader’s own Cache-Control stands: the cart’s private answer stays private, a refusal stays no-store', () => {
    const cart = data({headers: {'Cache-Control': 'private, no-store', 'Set-Cookie': 'cart=; Max-Age=0'}});
    expect(withDataCacheControl(cart, undefined, 'POST')).toBe(cart);
    const refusal = data({status: 405, headers: {'Cache-Control': 'no-store'}});
    expect(withDataCacheControl(refusal, PUBLIC_PAGE, 'GET')).toBe(refusal);
  });
});

describe('answers built while an upstream call failed', () => {
  test('a shareable answer becomes no-store and loses Oxygen-Cache-Control; without failures it is left alone', () => {
    const shareable: Record<string, string>[] = [{'Cache-Control': 'public, max-age=60, stale-while-revalidate=86400'}, {'Cache-Control': 's-maxage=60'}, {'Oxygen-Cache-Control': 'public, max-age=60'}];
    for (const said of shareable) {
      const page = () => new Response('x', {status: 200, headers: {...said, Vary: 'Accept-Encoding'}});
      const answer = withDegradedCacheControl(page(), ['content']);
      expect(answer.headers.get('Cache-Control'), JSON.stringify(said)).toBe('no-store');
      expect(answer.headers.get('Oxygen-Cache-Control')).toBeNull();
      const whole = page();
      expect(withDegradedCacheControl(whole, [])).toBe(whole);
    }
  });

  test('a private answer keeps what it said', () => {
    const cart = new Response('x', {headers: {'Cache-Control': 'private, no-store'}});
    expect(withDegradedCacheControl(cart, ['storefront'])).toBe(cart);
  });

  test('each client tells of a call that failed, not of one that succeeded', async () => {
    server.use(http.post(ENDPOINT, () => HttpResponse.json({data: {shop: {name: 'Original Fuel'}}})));
    const failures: unknown[] = [];
    const storefront = createMarketStorefront({market: dutch!, request: new Request('http://localhost/'), onFailure: (error) => failures.push(error)});
    await storefront.query(SHOP_QUERY, {cache: storefront.CacheNone()});
    expect(failures).toHaveLength(0);
    server.use(http.post(ENDPOINT, () => new HttpResponse('<html>proxy error</html>', {status: 200, headers: {'content-type': 'text/html'}})));
    await expect(storefront.query(SHOP_QUERY, {cache: storefront.CacheNone()})).rejects.toThrow();
    expect(failures).toHaveLength(1);

    const endpoint = 'https://content.test/';
    server.use(http.post(endpoint, () => new HttpResponse('', {status: 200, headers: {'content-type': 'application/json'}})));
    const content = createContentClient({
      settings: {token: 'secret', environment: 'main', endpoint, includeDrafts: false},
      market: MARKETS[0]!,
      request: new Request('http://localhost/'),
      onFailure: (error) => failures.push(error),
    });
    await expect(content.query('query Layout($locale: SiteLocale!) { layout(locale: $locale) { id } }' as never)).rejects.toThrow();
    expect(failures).toHaveLength(2);
  });

  test('a refused input (a cursor the platform cannot place) is no failure; the same query with the platform down is', async () => {
    const failures: unknown[] = [];
    const storefront = createMarketStorefront({market: dutch!, request: new Request('http://localhost/'), onFailure: (error) => failures.push(error)});
    server.use(
      http.post(ENDPOINT, () =>
        HttpResponse.json({data: null, errors: [{message: "Invalid cursor for 'after'", extensions: {code: 'BAD_REQUEST'}}]}),
      ),
    );
    await expect(storefront.query(SHOP_QUERY, {cache: storefront.CacheNone()})).rejects.toThrow('Invalid cursor');
    expect(failures).toHaveLength(0);
    server.use(
      http.post(ENDPOINT, () =>
        HttpResponse.json({data: null, errors: [{message: 'Internal error', extensions: {code: 'INTERNAL_SERVER_ERROR'}}]}),
      ),
    );
    await expect(storefront.query(SHOP_QUERY, {cache: storefront.CacheNone()})).rejects.toThrow('Internal error');
    expect(failures).toHaveLength(1);
  });

  test('a stale content answer whose background refresh fails is no failure of the request', async () => {
    const endpoint = 'https://content.test/';
    let up = true;
    server.use(http.post(endpoint, () => (up ? HttpResponse.json({data: {layout: {id: '1'}}}) : new HttpResponse('down', {status: 200}))));
    const cache = new InMemoryCache();
    const pending: Promise<unknown>[] = [];
    const failures: unknown[] = [];
    const clientFor = () =>
      createContentClient({
        settings: {token: 'secret', environment: 'main', endpoint, includeDrafts: false},
        market: MARKETS[0]!,
        cache,
        waitUntil: (promise) => void pending.push(promise.catch(() => undefined)),
        request: new Request('http://localhost/'),
        onFailure: (error) => failures.push(error),
      });
    const query = 'query Layout($locale: SiteLocale!) { layout(locale: $locale) { id } }' as never;
    vi.useFakeTimers({toFake: ['Date']});
    try {
      await clientFor().query(query);
      await Promise.all(pending);
      vi.advanceTimersByTime((CONTENT_SUBREQUEST.maxAge! + 60) * 1000);
      up = false;
      expect(await clientFor().query(query)).toEqual({layout: {id: '1'}});
      await Promise.all(pending);
    } finally {
      vi.useRealTimers();
    }
    expect(failures).toHaveLength(0);
  });
});
