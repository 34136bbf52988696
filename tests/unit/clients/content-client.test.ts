// The content client with msw standing in for DatoCMS: locale rule, cache, drafts, retries, failure message.
import {InMemoryCache} from '@shopify/hydrogen';
import {delay, http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, test, vi} from 'vitest';
import {
  ContentFetchError,
  createContentClient,
  fetchContent,
  optionalContent,
  type ContentSettings,
} from '~/content/client.server';
import {InvalidAnswerError} from '~/upstream/answers';
import {MARKETS} from '~/markets/markets';

const ENDPOINT = 'https://content.test/';
const server = setupServer();
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const settings: ContentSettings = {token: 'secret', environment: 'main', endpoint: ENDPOINT, includeDrafts: false};
const QUERY = 'query Layout($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) { layout(locale: $locale) { id } }';
const frenchBelgian = MARKETS.find((m) => m.id === 'fr_be')!;

type Seen = {headers: Headers; body: {variables: Record<string, unknown>}};

function recordRequests(answer: () => Response = () => HttpResponse.json({data: {layout: {id: '1'}}})) {
  const seen: Seen[] = [];
  server.use(
    http.post(ENDPOINT, async ({request}) => {
      seen.push({headers: request.headers, body: (await request.json()) as Seen['body']});
      return answer();
    }),
  );
  return seen;
}

describe('content client', () => {
  test('every fetch carries the market’s locale and fallback locales, and the bearer token', async () => {
    const seen = recordRequests();
    const client = createContentClient({settings, market: frenchBelgian, request: new Request('http://localhost/')});
    await expect(client.query(QUERY as never)).resolves.toEqual({layout: {id: '1'}});
    expect(seen[0]!.body.variables).toEqual({locale: 'fr_BE', fallbackLocales: ['fr', 'nl']});
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer secret');
    expect(seen[0]!.headers.get('x-environment')).toBe('main');
  });

  test('a document without $locale is refused before any request', async () => {
    const seen = recordRequests();
    await expect(fetchContent('query { layout { id } }', {locale: 'nl'}, settings)).rejects.toThrow('needs a locale');
    await expect(fetchContent(QUERY, {}, settings)).rejects.toThrow('needs a locale');
    expect(seen).toHaveLength(0);
  });

  test('answers are cached per document and variables; preview asks for drafts and skips the cache', async () => {
    const seen = recordRequests();
    const cache = new InMemoryCache();
    const request = new Request('http://localhost/');
    const pending: Promise<unknown>[] = [];
    const waitUntil = (promise: Promise<unknown>) => void pending.push(promise);
    const published = createContentClient({settings, market: frenchBelgian, cache, request, waitUntil});
    await published.query(QUERY as never);
    await Promise.all(pending);
    await published.query(QUERY as never);
    expect(seen).toHaveLength(1);

    const preview = createContentClient({settings: {...settings, includeDrafts: true}, market: frenchBelgian, cache, request});
    await preview.query(QUERY as never);
    await preview.query(QUERY as never);
    expect(seen).toHaveLength(3);
    expect(seen[2]!.headers.get('x-include-drafts')).toBe('true');
  });

  test('429 is retried by our policy (cda-client’s own retry is off)', async () => {
    let calls = 0;
    recordRequests(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({data: [{type: 'api_error', attributes: {code: 'RATE_LIMIT'}}]}, {status: 429, headers: {'x-ratelimit-reset': '30'}})
        : HttpResponse.json({data: {layout: {id: '1'}}});
    });
    await expect(fetchContent(QUERY, {locale: 'nl'}, settings)).resolves.toEqual({layout: {id: '1'}});
    expect(calls).toBe(2);
  }, 10_000);

  test('a failure ends in "Failed to fetch API" with the cause attached', async () => {
    recordRequests(() => HttpResponse.json({errors: [{message: 'Field x does not exist'}]}));
    const error = await fetchContent(QUERY, {locale: 'nl'}, settings).catch((e: unknown) => e);
    expect((error as Error).message).toBe('Failed to fetch API');
    expect(String((error as Error).cause)).toContain('Field x does not exist');
  });

  test('a request that hangs is given up after the timeout, not retried, as "Failed to fetch API"', async () => {
    let calls = 0;
    server.use(
      http.post(ENDPOINT, async () => {
        calls += 1;
        await delay('infinite');
        return HttpResponse.json({data: {}});
      }),
    );
    const error = await fetchContent(QUERY, {locale: 'nl'}, {...settings, timeoutMs: 100}).catch((e: unknown) => e);
    expect((error as Error).message).toBe('Failed to fetch API');
    expect(calls).toBe(1);
  });
});

describe('content client: variables, cache keys and failures', () => {
  const dutch = MARKETS.find((m) => m.id === 'nl_nl')!;
  const LOCALE_ONLY = 'query Layout($locale: SiteLocale!) { layout(locale: $locale) { id } }';
  const request = new Request('http://localhost/');

  /** An edge cache and the waitUntil its writes go through. */
  function edge() {
    const pending: Promise<unknown>[] = [];
    return {cache: new InMemoryCache(), waitUntil: (promise: Promise<unknown>) => void pending.push(promise), settled: () => Promise.all(pending)};
  }

  test('a document that does not declare $fallbackLocales is sent the locale alone', async () => {
    const seen = recordRequests();
    await createContentClient({settings, market: frenchBelgian, request}).query(LOCALE_ONLY as never);
    expect(seen[0]!.body.variables).toEqual({locale: 'fr_BE'});
  });

  test('a query may name its own locale and fallbacks (the review-success modal falls back to nl)', async () => {
    const seen = recordRequests();
    const client = createContentClient({settings, market: frenchBelgian, request});
    await client.query(QUERY as never, {variables: {locale: 'de', fallbackLocales: ['nl']}} as never);
    await client.query(QUERY as never, {variables: {slug: 'x'}} as never);
    expect(seen.map((s) => s.body.variables)).toEqual([
      {locale: 'de', fallbackLocales: ['nl']},
      {locale: 'fr_BE', fallbackLocales: ['fr', 'nl'], slug: 'x'},
    ]);
  });

  test('the cache keeps markets, environments and endpoints apart', async () => {
    const seen = recordRequests();
    server.use(http.post('https://other-content.test/', () => HttpResponse.json({data: {layout: {id: '2'}}})));
    const {cache, waitUntil, settled} = edge();
    const client = (market = dutch, s = settings) => createContentClient({settings: s, market, cache, waitUntil, request});
    await client().query(QUERY as never);
    await settled();
    await client().query(QUERY as never);
    expect(seen).toHaveLength(1);
    await client(frenchBelgian).query(QUERY as never);
    await client(dutch, {...settings, environment: 'staging'}).query(QUERY as never);
    await settled();
    expect(seen).toHaveLength(3);
    await expect(client(dutch, {...settings, endpoint: 'https://other-content.test/'}).query(QUERY as never)).resolves.toEqual({layout: {id: '2'}});
    await expect(client(dutch, {...settings, environment: 'staging'}).query(QUERY as never)).resolves.toEqual({layout: {id: '1'}});
    expect(seen).toHaveLength(3);
  });

  test('without an edge cache every query asks DatoCMS', async () => {
    const seen = recordRequests();
    const client = createContentClient({settings, market: dutch, request});
    await client.query(QUERY as never);
    await client.query(QUERY as never);
    expect(seen).toHaveLength(2);
  });

  test('a query that fails after its retries tells the request once, logs it once, and ends in "Failed to fetch API"', async () => {
    recordRequests(() => HttpResponse.json({errors: [{message: 'Field x does not exist'}]}));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failures: unknown[] = [];
    const {cache, waitUntil} = edge();
    const client = createContentClient({settings, market: dutch, cache, waitUntil, request, onFailure: (error) => failures.push(error)});
    const error = await client.query(QUERY as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentFetchError);
    expect((error as Error).name).toBe('ContentFetchError');
    expect(failures).toEqual([error]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toBe('[content]');
    log.mockRestore();
  });

  test('a query that succeeds tells the request nothing', async () => {
    recordRequests();
    const failures: unknown[] = [];
    const client = createContentClient({settings, market: dutch, request, onFailure: (error) => failures.push(error)});
    await client.query(QUERY as never);
    expect(failures).toEqual([]);
  });

  test('a JSON answer that does not parse is an invalid answer, not retried', async () => {
    let calls = 0;
    recordRequests(() => {
      calls += 1;
      return new HttpResponse('{"data":{"lay', {headers: {'content-type': 'application/json'}});
    });
    const error = await fetchContent(QUERY, {locale: 'nl'}, settings).catch((e: unknown) => e);
    expect((error as Error).cause).toBeInstanceOf(InvalidAnswerError);
    expect(((error as Error).cause as Error).message).toBe('DatoCMS sent an invalid answer: the body is not JSON');
    expect(calls).toBe(1);
  });

  test('each kind of invalid answer says what was wrong, keeping what cda-client saw as its cause', async () => {
    recordRequests(() => HttpResponse.json({data: 'unavailable'}));
    const noData = await fetchContent(QUERY, {locale: 'nl'}, settings).catch((e: unknown) => e);
    expect(((noData as Error).cause as Error).message).toBe('DatoCMS sent an invalid answer: no data object in a 2xx answer');

    recordRequests(() => new HttpResponse('<html>Bad gateway</html>', {headers: {'content-type': 'text/html'}}));
    const html = await fetchContent(QUERY, {locale: 'nl'}, settings).catch((e: unknown) => e);
    expect(((html as Error).cause as Error).message).toBe('DatoCMS sent an invalid answer: a 2xx that is no GraphQL answer');

    recordRequests(() => new HttpResponse('{"data":{"lay', {headers: {'content-type': 'application/json'}}));
    const truncated = await fetchContent(QUERY, {locale: 'nl'}, settings).catch((e: unknown) => e);
    expect(((truncated as Error).cause as Error).cause).toBeInstanceOf(SyntaxError);
  });

  test('a 300 answer is no 2xx: DatoCMS\'s answer is kept as it is, not called an invalid answer', async () => {
    recordRequests(() => new HttpResponse('<html>Choose</html>', {status: 300, headers: {'content-type': 'text/html'}}));
    const error = await fetchContent(QUERY, {locale: 'nl'}, settings).catch((e: unknown) => e);
    expect((error as Error).cause).not.toBeInstanceOf(InvalidAnswerError);
  });

  test('a refused query (4xx) keeps DatoCMS\'s own error as the cause, not an invalid answer', async () => {
    recordRequests(() => HttpResponse.json({data: [{type: 'api_error'}]}, {status: 401}));
    const error = await fetchContent(QUERY, {locale: 'nl'}, settings).catch((e: unknown) => e);
    expect((error as Error).cause).not.toBeInstanceOf(InvalidAnswerError);
    expect(String(((error as Error).cause as Error).message)).toContain('401');
  });

  test('a failed connection is retried (not taken for an invalid answer)', async () => {
    let calls = 0;
    recordRequests(() => {
      calls += 1;
      return calls === 1 ? HttpResponse.error() : HttpResponse.json({data: {layout: {id: '1'}}});
    });
    await expect(fetchContent(QUERY, {locale: 'nl'}, settings, {sleep: async () => {}})).resolves.toEqual({layout: {id: '1'}});
    expect(calls).toBe(2);
  });
});

describe('optional content (a product\'s colours, a collection\'s intro)', () => {
  test('content that cannot be fetched leaves the part out, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(optionalContent(Promise.reject(new ContentFetchError()), 'product content')).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith('[content] product content unavailable, rendering without it');
    warn.mockRestore();
  });

  test('content that arrives is used; any other error still fails the page', async () => {
    await expect(optionalContent(Promise.resolve({title: 'x'}), 'intro')).resolves.toEqual({title: 'x'});
    const bug = new Error('bug');
    await expect(optionalContent(Promise.reject(bug), 'intro')).rejects.toBe(bug);
  });
});
