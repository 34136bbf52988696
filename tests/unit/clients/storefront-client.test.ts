// The Storefront client as routes use it, with msw standing in for Shopify: retries, the errors it throws.
import {http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, test} from 'vitest';
import {createMarketStorefront, StorefrontError} from '~/commerce/storefront.server';
import {marketConfigs} from '~/markets/config.server';

const ENDPOINT = 'https://test-shop.example/api/2024-10/graphql.json';
const server = setupServer();
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const [dutch, german] = marketConfigs({PUBLIC_STORE_DOMAIN: 'test-shop.example', PUBLIC_STOREFRONT_API_TOKEN: 'public'});
const SHOP_QUERY = `#graphql
  query ShopName($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    shop { name }
  }
`;
const storefrontFor = (market = dutch!) =>
  createMarketStorefront({market, request: new Request('http://localhost/')});

describe('Storefront client', () => {
  test('sends the market’s country and language with every query', async () => {
    let variables: Record<string, unknown> = {};
    server.use(
      http.post(ENDPOINT, async ({request}) => {
        variables = ((await request.json()) as {variables: Record<string, unknown>}).variables;
        return HttpResponse.json({data: {shop: {name: 'Original Fuel'}}});
      }),
    );
    const result = await storefrontFor(german).query(SHOP_QUERY);
    expect(result.shop.name).toBe('Original Fuel');
    expect(variables).toEqual({country: 'DE', language: 'DE'});
  });

  test('429 twice, then success: the page gets its data', async () => {
    let calls = 0;
    server.use(
      http.post(ENDPOINT, () => {
        calls += 1;
        return calls <= 2
          ? HttpResponse.json({errors: 'Throttled'}, {status: 429})
          : HttpResponse.json({data: {shop: {name: 'Original Fuel'}}});
      }),
    );
    const result = await storefrontFor().query(SHOP_QUERY);
    expect(result.shop.name).toBe('Original Fuel');
    expect(calls).toBe(3);
  }, 10_000);

  test('THROTTLED in a 200 is retried as well', async () => {
    let calls = 0;
    server.use(
      http.post(ENDPOINT, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({errors: [{message: 'Throttled', extensions: {code: 'THROTTLED'}}]})
          : HttpResponse.json({data: {shop: {name: 'OF'}}});
      }),
    );
    await expect(storefrontFor().query(SHOP_QUERY)).resolves.toMatchObject({shop: {name: 'OF'}});
    expect(calls).toBe(2);
  }, 10_000);

  test('after 3 retries the error is rethrown', async () => {
    let calls = 0;
    server.use(
      http.post(ENDPOINT, () => {
        calls += 1;
        return HttpResponse.json({errors: 'Throttled'}, {status: 429});
      }),
    );
    await expect(storefrontFor().query(SHOP_QUERY)).rejects.toThrow(/429/);
    expect(calls).toBe(4);
  }, 10_000);

  test('a query the schema rejects is not retried and fails with the schema’s message', async () => {
    let calls = 0;
    server.use(
      http.post(ENDPOINT, () => {
        calls += 1;
        return HttpResponse.json({
          errors: [{message: "Field 'nope' doesn't exist on type 'Shop'", extensions: {code: 'undefinedField'}}],
        });
      }),
    );
    const error = await storefrontFor().query(SHOP_QUERY).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorefrontError);
    expect((error as Error).message).toContain("Field 'nope' doesn't exist");
    expect(calls).toBe(1);
  });
});
