// Issue 8 §7: a 2xx that is no GraphQL answer is an outage (503), not data, and never enters the sub-request
// cache. Both clients, with msw answering each malformed kind exactly as the local services' faults do.
import {InMemoryCache} from '@shopify/hydrogen';
import {http, HttpResponse, type JsonBodyType} from 'msw';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, test} from 'vitest';
import {createMarketStorefront, isCacheableStorefrontEntry} from '~/commerce/storefront.server';
import {ContentFetchError, createContentClient, type ContentSettings} from '~/content/client.server';
import {marketConfigs} from '~/markets/config.server';
import {MARKETS} from '~/markets/markets';
import {hasFieldData, InvalidAnswerError, isWellFormedAnswer} from '~/upstream/answers';
import {cacheKeepingOnly} from '~/upstream/kept-cache';
import {isUpstreamUnavailable} from '~/upstream/unavailable.server';
import {faultResponse, MALFORMED_FAULT_KINDS} from '../../../local-services/admin';

const STOREFRONT = 'https://test-shop.example/api/2024-10/graphql.json';
const CONTENT = 'https://content.test/';
const server = setupServer();
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers `bad` once per call while `broken` is set, then good answers; counts the calls. */
function upstream(endpoint: string, good: JsonBodyType) {
  const state = {calls: 0, broken: undefined as (typeof MALFORMED_FAULT_KINDS)[number] | undefined};
  server.use(
    http.post(endpoint, async () => {
      state.calls += 1;
      if (!state.broken) return HttpResponse.json(good);
      const fault = await faultResponse(state.broken);
      return new HttpResponse(await fault.text(), {status: fault.status, headers: fault.headers});
    }),
  );
  return state;
}

/** A cache and the waitUntil its writes go through, so a test can wait for them. */
function edgeCache() {
  const pending: Promise<unknown>[] = [];
  return {cache: new InMemoryCache(), waitUntil: (promise: Promise<unknown>) => void pending.push(promise), settled: () => Promise.all(pending)};
}

describe('what counts as an answer', () => {
  test('well-formed: a JSON object with a data object and no errors', () => {
    expect(isWellFormedAnswer({data: {shop: null}})).toBe(true);
    for (const body of ['<html>', '', null, [], {}, {data: null}, {data: 'x'}, {data: []}, {data: {}, errors: []}, {errors: 'x'}]) {
      expect(isWellFormedAnswer(body), JSON.stringify(body)).toBe(false);
    }
  });

  test('a client result holds data when it has GraphQL field names (Hydrogen spreads data into it)', () => {
    expect(hasFieldData({product: null})).toBe(true);
    expect(hasFieldData({shop: {name: 'x'}, errors: [{message: 'partial'}]})).toBe(true);
    for (const result of [{}, {errors: []}, {0: 'u', 1: 'n'}, {shop: null, 0: 'u'}, {'not-a-field': 1}, null, 'text', []]) {
      expect(hasFieldData(result), JSON.stringify(result)).toBe(false);
    }
  });

  test('an invalid answer names the service and what was wrong (the log and Sentry show it)', () => {
    const error = new InvalidAnswerError('DatoCMS', 'the body is not JSON');
    expect(error.name).toBe('InvalidAnswerError');
    expect(error.message).toBe('DatoCMS sent an invalid answer: the body is not JSON');
    expect(error.status).toBe(502);
  });

  test('a Storefront cache entry is kept only for a well-formed 2xx answer', () => {
    const init = (status: number) => ({status, statusText: '', headers: []});
    expect(isCacheableStorefrontEntry([{data: {shop: {name: 'x'}}}, init(200)])).toBe(true);
    expect(isCacheableStorefrontEntry(['<html>', init(200)])).toBe(false);
    expect(isCacheableStorefrontEntry([{data: {shop: null}}, init(500)])).toBe(false);
    expect(isCacheableStorefrontEntry({data: {}})).toBe(false);
  });

  test('the gated cache stores what passes and drops the rest, reading the entry Hydrogen wrote', async () => {
    const inner = new InMemoryCache();
    const cache = cacheKeepingOnly(inner, (value) => value === 'keep');
    const headers = {'cache-control': 'public, max-age=60', 'x-kept': '1'};
    await cache.put(new Request('https://shopify.dev/?a'), new Response(JSON.stringify({value: 'keep'}), {headers}));
    await cache.put(new Request('https://shopify.dev/?b'), new Response(JSON.stringify({value: 'drop'}), {headers}));
    await cache.put(new Request('https://shopify.dev/?c'), new Response('not json', {headers}));
    expect((await cache.match(new Request('https://shopify.dev/?a')))?.headers.get('x-kept')).toBe('1');
    expect(await inner.match(new Request('https://shopify.dev/?b'))).toBeUndefined();
    expect(await inner.match(new Request('https://shopify.dev/?c'))).toBeUndefined();
  });

  test('the gated cache reads and deletes through to the edge cache; the Cache methods Hydrogen never uses refuse', async () => {
    const inner = new InMemoryCache();
    const cache = cacheKeepingOnly(inner, () => true);
    const request = new Request('https://shopify.dev/?d');
    await inner.put(request, new Response(JSON.stringify({value: 'x'}), {headers: {'cache-control': 'public, max-age=60'}}));
    await expect(cache.delete(request)).resolves.toBe(true);
    expect(await inner.match(request)).toBeUndefined();
    expect(() => cache.add(request)).toThrow('KeptCache: add is not supported');
    expect(() => cache.addAll([request])).toThrow('KeptCache: addAll is not supported');
    expect(() => cache.keys()).toThrow('KeptCache: keys is not supported');
    expect(() => cache.matchAll()).toThrow('KeptCache: matchAll is not supported');
  });
});

describe.each(MALFORMED_FAULT_KINDS)('a Storefront 200 that is %s', (kind) => {
  const [dutch] = marketConfigs({PUBLIC_STORE_DOMAIN: 'test-shop.example', PUBLIC_STOREFRONT_API_TOKEN: 'public'});
  const QUERY = `#graphql
    query ShopName($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
      shop { name }
    }
  `;

  test('is an outage (not retried), is not cached, and the next query asks again and gets the data', async () => {
    const service = upstream(STOREFRONT, {data: {shop: {name: 'Original Fuel'}}});
    const edge = edgeCache();
    const storefront = () => createMarketStorefront({market: dutch!, request: new Request('http://localhost/'), ...edge});

    service.broken = kind;
    const error = await storefront().query(QUERY).catch((e: unknown) => e);
    await edge.settled();
    expect(error).toBeInstanceOf(InvalidAnswerError);
    expect(isUpstreamUnavailable(error)).toBe(true);
    expect(service.calls).toBe(1);

    service.broken = undefined;
    await expect(storefront().query(QUERY)).resolves.toMatchObject({shop: {name: 'Original Fuel'}});
    await edge.settled();
    expect(service.calls).toBe(2);
    // The good answer is cached as before: a third query asks nobody.
    await expect(storefront().query(QUERY)).resolves.toMatchObject({shop: {name: 'Original Fuel'}});
    expect(service.calls).toBe(2);
  });

  test('a mutation answered so fails the same way (mutations are never cached)', async () => {
    const service = upstream(STOREFRONT, {data: {cartCreate: {cart: null, userErrors: []}}});
    service.broken = kind;
    const mutation = 'mutation CartCreate { cartCreate { cart { id } userErrors { message } } }';
    const error = await createMarketStorefront({market: dutch!, request: new Request('http://localhost/')})
      .mutate(mutation)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidAnswerError);
  });
});

describe.each(MALFORMED_FAULT_KINDS)('a DatoCMS 200 that is %s', (kind) => {
  const settings: ContentSettings = {token: 'secret', environment: 'main', endpoint: CONTENT, includeDrafts: false};
  const QUERY = 'query Layout($locale: SiteLocale!) { layout(locale: $locale) { id } }';

  test('is "Failed to fetch API" over an invalid answer (an outage), not cached; the next query gets the data', async () => {
    const service = upstream(CONTENT, {data: {layout: {id: '1'}}});
    const edge = edgeCache();
    const client = createContentClient({settings, market: MARKETS[1]!, request: new Request('http://localhost/'), ...edge});

    service.broken = kind;
    const error = await client.query(QUERY as never).catch((e: unknown) => e);
    await edge.settled();
    expect(error).toBeInstanceOf(ContentFetchError);
    expect((error as Error).cause).toBeInstanceOf(InvalidAnswerError);
    expect(isUpstreamUnavailable(error)).toBe(true);
    expect(service.calls).toBe(1);

    service.broken = undefined;
    await expect(client.query(QUERY as never)).resolves.toEqual({layout: {id: '1'}});
    await edge.settled();
    await expect(client.query(QUERY as never)).resolves.toEqual({layout: {id: '1'}});
    expect(service.calls).toBe(2);
  });
});

test('a query DatoCMS refuses (a list of errors) stays what it was: our bug, not an outage', async () => {
  upstream(CONTENT, {errors: [{message: 'Field x does not exist'}]});
  const settings: ContentSettings = {token: 'secret', environment: 'main', endpoint: CONTENT, includeDrafts: false};
  const client = createContentClient({settings, market: MARKETS[0]!, request: new Request('http://localhost/')});
  const error = await client.query('query Layout($locale: SiteLocale!) { layout(locale: $locale) { id } }' as never).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ContentFetchError);
  expect((error as Error).cause).not.toBeInstanceOf(InvalidAnswerError);
  expect(isUpstreamUnavailable(error)).toBe(false);
});
