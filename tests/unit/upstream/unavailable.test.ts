// Which failures mean "a hosted service is down" (503, try again shortly) and which are our own bug (500),
// with the errors the real clients throw (msw standing in for Shopify and DatoCMS), and the build wrapper
// that turns the first kind into a 503 response for every loader and action.
import {ApiError} from '@datocms/cda-client';
import type {ServerBuild} from '@shopify/remix-oxygen';
import {http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, test, vi} from 'vitest';
import {createMarketStorefront, StorefrontError} from '~/commerce/storefront.server';
import {ContentFetchError, fetchContent, type ContentSettings} from '~/content/client.server';
import {marketConfigs} from '~/markets/config.server';
import {RetryableError} from '~/upstream/retry';
import {
  isUpstreamUnavailable,
  unavailableResponse,
  withUnavailablePages,
} from '~/upstream/unavailable.server';

const STOREFRONT = 'https://test-shop.example/api/2024-10/graphql.json';
const CONTENT = 'https://content.test/';
const server = setupServer();
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// The clients log what they report; keep the test output readable.
vi.spyOn(console, 'error').mockImplementation(() => {});

const [dutch] = marketConfigs({PUBLIC_STORE_DOMAIN: 'test-shop.example', PUBLIC_STOREFRONT_API_TOKEN: 'public'});
const SHOP_QUERY = `#graphql
  query ShopName($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    shop { name }
  }
`;
const CONTENT_QUERY = 'query Layout($locale: SiteLocale!) { layout(locale: $locale) { id } }';
const settings: ContentSettings = {token: 'secret', environment: 'main', endpoint: CONTENT, includeDrafts: false};
const noSleep = async () => {};

async function storefrontError(answer: () => Response): Promise<unknown> {
  server.use(http.post(STOREFRONT, answer));
  const storefront = createMarketStorefront({market: dutch!, request: new Request('http://localhost/')});
  return storefront.query(SHOP_QUERY).then(
    () => expect.unreachable('the query should fail'),
    (error: unknown) => error,
  );
}

async function contentError(answer: () => Response): Promise<unknown> {
  server.use(http.post(CONTENT, answer));
  return fetchContent(CONTENT_QUERY, {locale: 'nl'}, settings, {sleep: noSleep}).then(
    () => expect.unreachable('the fetch should fail'),
    (error: unknown) => error,
  );
}

describe('Storefront failures', () => {
  test('a 5xx answer means the Storefront is down', async () => {
    const error = await storefrontError(() => HttpResponse.json({errors: 'Internal error'}, {status: 500}));
    expect(isUpstreamUnavailable(error)).toBe(true);
    const gateway = await storefrontError(() => HttpResponse.json({errors: 'Bad gateway'}, {status: 502}));
    expect(isUpstreamUnavailable(gateway)).toBe(true);
  });

  test('a query the schema rejects is our bug: not a 503', async () => {
    const error = await storefrontError(() =>
      HttpResponse.json({errors: [{message: "Field 'nope' doesn't exist on type 'Shop'", extensions: {code: 'undefinedField'}}]}),
    );
    expect(error).toBeInstanceOf(StorefrontError);
    expect(isUpstreamUnavailable(error)).toBe(false);
  });

  test('a bad token (401) is configuration, not an outage', async () => {
    const error = await storefrontError(() => HttpResponse.json({errors: 'Unauthorized'}, {status: 401}));
    expect(isUpstreamUnavailable(error)).toBe(false);
  });

  test('an internal error reported in a 200 is an outage', () => {
    const error = new StorefrontError('Internal error. Looks like something went wrong on our end.', ['INTERNAL_SERVER_ERROR']);
    expect(isUpstreamUnavailable(error)).toBe(true);
  });

  test('still throttled or unreachable after the retries: down', () => {
    expect(isUpstreamUnavailable(Object.assign(new Error('Too many requests'), {status: 429}))).toBe(true);
    expect(isUpstreamUnavailable(new Error('URL: https://shop/api\nAPI response error: 429'))).toBe(true);
    expect(isUpstreamUnavailable(new TypeError('fetch failed'))).toBe(true);
    expect(isUpstreamUnavailable(new RetryableError('Service Unavailable', 503))).toBe(true);
    expect(isUpstreamUnavailable(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(true);
    expect(isUpstreamUnavailable(new DOMException('This operation was aborted', 'AbortError'))).toBe(true);
  });

  test('an answer that mixes an internal error with other codes is still an outage', () => {
    const error = new StorefrontError('Internal error', ['INTERNAL_SERVER_ERROR', 'undefinedField']);
    expect(isUpstreamUnavailable(error)).toBe(true);
    expect(isUpstreamUnavailable(new StorefrontError('Timeout', ['TIMEOUT']))).toBe(true);
    expect(isUpstreamUnavailable(new StorefrontError('Field missing', ['undefinedField']))).toBe(false);
  });
});

describe('content failures ("Failed to fetch API")', () => {
  test('DatoCMS answering 500, or throttling past the retries, is an outage', async () => {
    const error = await contentError(() => HttpResponse.json({errors: 'boom'}, {status: 500}));
    expect(error).toBeInstanceOf(ContentFetchError);
    expect(isUpstreamUnavailable(error)).toBe(true);
    const throttled = await contentError(() => HttpResponse.json({errors: 'Throttled'}, {status: 429}));
    expect(isUpstreamUnavailable(throttled)).toBe(true);
  });

  test('an HTML page where JSON was expected came from something in between: an outage', async () => {
    const error = await contentError(() => new HttpResponse('<html>Bad gateway</html>', {headers: {'content-type': 'text/html'}}));
    expect(isUpstreamUnavailable(error)).toBe(true);
  });

  test('a connection that fails is an outage', async () => {
    const error = await contentError(() => HttpResponse.error());
    expect(isUpstreamUnavailable(error)).toBe(true);
  });

  test('a query DatoCMS rejects, or a refused token, is our bug', async () => {
    const invalid = await contentError(() => HttpResponse.json({errors: [{message: "Field 'nope' doesn't exist"}]}));
    expect(isUpstreamUnavailable(invalid)).toBe(false);
    const refused = await contentError(() => HttpResponse.json({data: null}, {status: 401}));
    expect(isUpstreamUnavailable(refused)).toBe(false);
  });
});

/** "Failed to fetch API" over cda-client's ApiError for an answer with this status and body. */
function contentAnswered(status: number, body: unknown) {
  const response = {status, statusText: '', headers: {}, body};
  return new ContentFetchError({cause: new ApiError(response as never, CONTENT_QUERY as never, {} as never)});
}

describe('content failures: who answered decides (refused by DatoCMS, or something in between)', () => {
  test('any 4xx from DatoCMS (429 aside) is a refusal, whatever its body', () => {
    expect(isUpstreamUnavailable(contentAnswered(400, 'Bad Request'))).toBe(false);
    expect(isUpstreamUnavailable(contentAnswered(401, 'Unauthorized'))).toBe(false);
    expect(isUpstreamUnavailable(contentAnswered(422, null))).toBe(false);
    expect(isUpstreamUnavailable(contentAnswered(429, 'Too Many Requests'))).toBe(true);
  });

  test('a 2xx carrying GraphQL errors is a refusal; a 2xx whose body is not JSON came from in between', () => {
    expect(isUpstreamUnavailable(contentAnswered(200, {errors: [{message: 'Field x does not exist'}]}))).toBe(false);
    expect(isUpstreamUnavailable(contentAnswered(200, '<html>Bad gateway</html>'))).toBe(true);
    expect(isUpstreamUnavailable(contentAnswered(200, null))).toBe(true);
  });

  test('a failure that carries no answer at all (no status) is an outage', () => {
    const noAnswer = Object.assign(new Error('something went wrong'), {response: {body: {errors: []}}});
    expect(isUpstreamUnavailable(new ContentFetchError({cause: noAnswer}))).toBe(true);
    const statusOnly = Object.assign(new Error('something went wrong'), {status: 204});
    expect(isUpstreamUnavailable(new ContentFetchError({cause: statusOnly}))).toBe(true);
    expect(isUpstreamUnavailable(new ContentFetchError({cause: 'down'}))).toBe(true);
  });
});

describe('everything else stays what it was', () => {
  test('plain bugs, thrown responses and non-errors are not outages', () => {
    expect(isUpstreamUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isUpstreamUnavailable(new Response('Not Found', {status: 404}))).toBe(false);
    expect(isUpstreamUnavailable('down')).toBe(false);
    expect(isUpstreamUnavailable(undefined)).toBe(false);
  });

  test('an error thrown on top of an outage keeps its cause, and that decides', () => {
    const outage = new Error('URL: https://shop/api\nAPI response error: 503');
    expect(isUpstreamUnavailable(new Error('Error fetching shopify cart', {cause: outage}))).toBe(true);
    expect(isUpstreamUnavailable(new Error('Error fetching shopify cart', {cause: new Error('bug')}))).toBe(false);
  });

  test('causes are followed through four wrappers, no deeper, and a cycle of causes ends', () => {
    const outage = new Error('URL: https://shop/api\nAPI response error: 503');
    const wrapped = (times: number) => {
      let error = outage;
      for (let i = 0; i < times; i++) error = new Error(`wrapper ${i}`, {cause: error});
      return error;
    };
    expect(isUpstreamUnavailable(wrapped(4))).toBe(true);
    expect(isUpstreamUnavailable(wrapped(5))).toBe(false);
    const cycle = new Error('a');
    cycle.cause = new Error('b', {cause: cycle});
    expect(isUpstreamUnavailable(cycle)).toBe(false);
  });
});

describe('the 503 answer', () => {
  test('is not cached and says when to come back', async () => {
    const response = unavailableResponse();
    expect(response.status).toBe(503);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Retry-After')).toBe('30');
    expect(response.statusText).toBe('Service Unavailable');
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(await response.json()).toEqual({message: 'Service Unavailable'});
  });
});

describe('withUnavailablePages (the server build)', () => {
  const outage = () => Promise.reject(new TypeError('fetch failed'));
  const bug = new Error('bug');
  const render = vi.fn((_request: Request, status: number, headers: Headers) => new Response('html', {status, headers}));
  const build = {
    mode: 'production',
    entry: {module: {default: render, handleError: () => {}}},
    routes: {
      root: {id: 'root', path: '', module: {default: () => null, loader: () => ({ok: true})}},
      down: {id: 'down', parentId: 'root', path: 'down', module: {default: () => null, loader: outage, action: outage}},
      broken: {id: 'broken', parentId: 'root', path: 'broken', module: {default: () => null, loader: () => Promise.reject(bug)}},
      plain: {id: 'plain', parentId: 'root', path: 'plain', module: {default: () => null}},
    },
  } as unknown as ServerBuild;
  const wrapped = withUnavailablePages(build);
  const args = {request: new Request('http://localhost/'), params: {}, context: {}} as never;

  test('an outage in a loader or action becomes a thrown 503 response', async () => {
    const loaded = await Promise.resolve(wrapped.routes.down!.module.loader!(args)).then(
      () => expect.unreachable(),
      (thrown: unknown) => thrown,
    );
    expect(loaded).toBeInstanceOf(Response);
    expect((loaded as Response).status).toBe(503);
    await expect(wrapped.routes.down!.module.action!(args)).rejects.toMatchObject({status: 503});
  });

  test('bugs are rethrown as they are, results pass through, missing functions stay missing', async () => {
    await expect(wrapped.routes.broken!.module.loader!(args)).rejects.toBe(bug);
    await expect(wrapped.routes.root!.module.loader!(args)).resolves.toEqual({ok: true});
    expect(wrapped.routes.plain!.module.loader).toBeUndefined();
    expect(wrapped.routes.plain!.module.action).toBeUndefined();
    expect(wrapped.entry.module.handleError).toBe(build.entry.module.handleError);
  });

  test('a 503 document is sent no-store with Retry-After; other documents are untouched', async () => {
    const down = await wrapped.entry.module.default(new Request('http://localhost/down'), 503, new Headers(), {} as never, {} as never);
    expect(down.headers.get('Cache-Control')).toBe('no-store');
    expect(down.headers.get('Retry-After')).toBe('30');
    const fine = await wrapped.entry.module.default(new Request('http://localhost/'), 200, new Headers({'Cache-Control': 'public, max-age=60'}), {} as never, {} as never);
    expect(fine.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(fine.headers.get('Retry-After')).toBeNull();
  });

  test('the build is wrapped once, and the original is left as it was', () => {
    expect(withUnavailablePages(build)).toBe(wrapped);
    expect(build.routes.down!.module.loader).toBe(outage);
  });
});
