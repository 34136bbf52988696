// The content client with msw standing in for DatoCMS: locale rule, cache, drafts, retries, failure message.
import {InMemoryCache} from '@shopify/hydrogen';
import {delay, http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, test} from 'vitest';
import {createContentClient, fetchContent, type ContentSettings} from '~/content/client.server';
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
