import {afterEach, describe, expect, test} from 'vitest';
import {handleStorefront, handleStorefrontProxy} from '../../../local-services/storefront';
import {ENDPOINT, ORIGIN, storefront} from './storefront-helpers';

// Widened: the app's env.d.ts narrows the global `process.env` to NODE_ENV.
const env: Record<string, string | undefined> = process.env;
const SHOP = '{ shop { name } }';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('Storefront stand-in over HTTP', () => {
  afterEach(() => {
    delete env.LOCAL_STOREFRONT_TOKENS;
  });

  test('a missing token is a 401 with the Shopify error string', async () => {
    const result = await storefront(SHOP, {}, {});
    expect(result.status).toBe(401);
    expect(result.errors).toBe('[API] Invalid API key or access token (unrecognized login or wrong password)');
    expect(result.headers.get('x-request-id')).toMatch(UUID);
  });

  test('an unknown token is a 401; the private token header is accepted', async () => {
    expect((await storefront(SHOP, {}, {'X-Shopify-Storefront-Access-Token': 'nope'})).status).toBe(401);
    const privateToken = await storefront(SHOP, {}, {'Shopify-Storefront-Private-Token': 'local-private-token'});
    expect(privateToken.status).toBe(200);
    expect(privateToken.data).toEqual({shop: {name: 'Original Fuel'}});
  });

  test('accepted tokens come from LOCAL_STOREFRONT_TOKENS', async () => {
    env.LOCAL_STOREFRONT_TOKENS = 'ci-token, other';
    expect((await storefront(SHOP, {}, {'X-Shopify-Storefront-Access-Token': 'ci-token'})).status).toBe(200);
    expect((await storefront(SHOP)).status).toBe(401);
  });

  test('an invalid field is HTTP 200 with Shopify-shaped errors and no data', async () => {
    const result = await storefront('query Broken { product(handle: "whey-protein") { title flavourOfTheDay } }');
    expect(result.status).toBe(200);
    expect(result.data).toBeUndefined();
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0]).toMatchObject({
      message: "Field 'flavourOfTheDay' doesn't exist on type 'Product'",
      locations: [{line: 1, column: 56}],
      path: ['query Broken', 'product', 'flavourOfTheDay'],
      extensions: {code: 'undefinedField', typeName: 'Product', fieldName: 'flavourOfTheDay'},
    });
  });

  test('a syntax error is HTTP 200 with a parse error', async () => {
    const result = await storefront('{ shop { name }');
    expect(result.status).toBe(200);
    expect(result.errors![0]!.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  test('other API versions are 404, GET is 400, PUT is 405', async () => {
    const headers = {'X-Shopify-Storefront-Access-Token': 'local-public-token', 'content-type': 'application/json'};
    const body = JSON.stringify({query: SHOP});
    const old = await handleStorefront(
      new Request(`${ORIGIN}/api/2023-01/graphql.json`, {method: 'POST', headers, body}),
      {origin: ORIGIN},
    );
    expect(old.status).toBe(404);
    expect(await old.json()).toEqual({errors: 'Not Found'});

    const get = await handleStorefront(new Request(ENDPOINT, {headers}), {origin: ORIGIN});
    expect(get.status).toBe(400);
    expect(await get.json()).toEqual({errors: {query: 'Required parameter missing or invalid'}});

    const put = await handleStorefront(new Request(ENDPOINT, {method: 'PUT', headers, body}), {origin: ORIGIN});
    expect(put.status).toBe(405);
  });

  test('a body without a query is a 400', async () => {
    const response = await handleStorefront(
      new Request(ENDPOINT, {
        method: 'POST',
        headers: {'X-Shopify-Storefront-Access-Token': 'local-public-token'},
        body: '{"variables":{}}',
      }),
      {origin: ORIGIN},
    );
    expect(response.status).toBe(400);
  });

  test('a raw application/graphql body is executed', async () => {
    const response = await handleStorefront(
      new Request(ENDPOINT, {
        method: 'POST',
        headers: {'content-type': 'application/graphql', 'X-Shopify-Storefront-Access-Token': 'local-public-token'},
        body: SHOP,
      }),
      {origin: ORIGIN},
    );
    expect(await response.json()).toEqual({data: {shop: {name: 'Original Fuel'}}});
  });

  test('the app proxy echoes method, path, query, body and headers', async () => {
    const response = await handleStorefrontProxy(
      new Request(`${ORIGIN}/apps/loyalty/points?customer=42&tag=a&tag=b`, {
        method: 'POST',
        headers: {'content-type': 'text/plain', 'X-Forwarded-Host': 'shop.example'},
        body: 'hello=world',
      }),
    );
    expect(await response.json()).toMatchObject({
      proxied: true,
      method: 'POST',
      path: '/apps/loyalty/points',
      query: {customer: '42', tag: ['a', 'b']},
      body: 'hello=world',
      headers: {'content-type': 'text/plain', 'x-forwarded-host': 'shop.example'},
    });
  });
});
