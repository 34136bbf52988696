// The Trustpilot client in Node against the stand-in started in this process (tests/support/app-context.ts):
// peekProductRating for loaders (the cached rating or null at once, never a throw), the client's
// settings, and answers Trustpilot might give that are no answer (a list that is none, reviews with gaps).
import {describe, expect, test, vi} from 'vitest';
import {PRODUCTS} from '../../../local-services/data/catalogue';
import {
  createTrustpilotClient,
  DEFAULT_TRUSTPILOT_API_URL,
  peekProductRating,
  RATING_TIMEOUT_MS,
  TrustpilotError,
  trustpilotSettings,
} from '~/reviews/trustpilot.server';
import {useAppHarness} from '../../support/app-context';

const app = useAppHarness();
const WHEY_SKU = PRODUCTS.find((product) => product.handle === 'whey-protein')!.variants[1]!.sku;
const QUERY = {page: 1, perPage: 6, orderBy: 'createdat.desc', language: 'nl'} as const;

describe('peekProductRating: a page never waits on Trustpilot', () => {
  test('not cached: null at once; the rating asked in the background is there for the next page', async () => {
    app.clearCache();
    await app.admin('reset', {});
    const first = await app.context(app.request('/products'));
    expect(await peekProductRating(first, WHEY_SKU)).toBeNull();
    await first.settled();
    const next = await app.context(app.request('/products'));
    const rating = await peekProductRating(next, WHEY_SKU);
    expect(rating).toMatchObject({sku: WHEY_SKU, numberOfReviews: {total: expect.any(Number)}});
    expect(rating!.starsAverage).toBeGreaterThan(0);
    const counters = (await app.admin('counters')) as Record<string, {total?: number} | undefined>;
    expect(counters.trustpilot?.total).toBe(1);
    for (const context of [first, next]) expect(context.http.upstreamFailures).toEqual([]);
  });

  test('Trustpilot hanging: null at once; the background call gives up after about a second, logged', async () => {
    app.clearCache();
    await app.admin('reset', {});
    await app.admin('faults', {service: 'trustpilot', kind: 'timeout', count: 1});
    const context = await app.context(app.request('/products'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const started = Date.now();
    expect(await peekProductRating(context, WHEY_SKU)).toBeNull();
    expect(Date.now() - started).toBeLessThan(200);
    await context.settled();
    expect(Date.now() - started).toBeGreaterThanOrEqual(RATING_TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(RATING_TIMEOUT_MS + 1000);
    // The page is complete without its rating: its caching does not depend on the review service.
    expect(context.http.upstreamFailures).toEqual([]);
    expect(error).toHaveBeenCalledWith('[trustpilot]', expect.stringContaining('no answer within'));
    error.mockRestore();
  });

  test('Trustpilot failing, unreachable or not configured, or a sku that is none: null, never a throw', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    app.clearCache();
    await app.admin('reset', {});
    await app.admin('faults', {service: 'trustpilot', kind: '500', count: 1});
    const failing = await app.context(app.request('/de/products'));
    expect(await peekProductRating(failing, WHEY_SKU)).toBeNull();
    await failing.settled();
    expect(error).toHaveBeenCalledWith('[trustpilot]', expect.stringContaining('status 500'));
    for (const env of [{TRUSTPILOT_API_URL: 'http://127.0.0.1:9/v1'}, {TRUSTPILOT_API_URL: 'not a url'}]) {
      app.clearCache();
      const context = await app.context(app.request('/products'), env);
      expect(await peekProductRating(context, WHEY_SKU)).toBeNull();
      await context.settled();
    }
    await app.admin('reset', {});
    const unconfigured = await app.context(app.request('/products'), {TRUSTPILOT_API_KEY: ''});
    expect(await peekProductRating(unconfigured, WHEY_SKU)).toBeNull();
    const ordinary = await app.context(app.request('/products'));
    expect(await peekProductRating(ordinary, 'no/sku')).toBeNull();
    await Promise.all([unconfigured.settled(), ordinary.settled()]);
    const counters = (await app.admin('counters')) as Record<string, {total?: number} | undefined>;
    expect(counters.trustpilot?.total ?? 0).toBe(0);
    error.mockRestore();
  });
});

describe('settings', () => {
  test('key and business unit required; the endpoint defaults to Trustpilot’s, without a trailing slash', () => {
    expect(trustpilotSettings({TRUSTPILOT_API_KEY: 'k', TRUSTPILOT_BUSINESS_UNIT_ID: ' '})).toBeNull();
    expect(trustpilotSettings({TRUSTPILOT_BUSINESS_UNIT_ID: 'u'})).toBeNull();
    expect(trustpilotSettings({TRUSTPILOT_API_KEY: 'k', TRUSTPILOT_BUSINESS_UNIT_ID: 'u'})).toEqual({
      apiUrl: DEFAULT_TRUSTPILOT_API_URL,
      apiKey: 'k',
      businessUnitId: 'u',
    });
    expect(
      trustpilotSettings({
        TRUSTPILOT_API_URL: 'http://x/v1//',
        TRUSTPILOT_API_KEY: 'k',
        TRUSTPILOT_BUSINESS_UNIT_ID: 'u',
      })?.apiUrl,
    ).toBe('http://x/v1');
  });
});

describe('what Trustpilot answers, read defensively', () => {
  const SETTINGS = {apiUrl: 'https://api.example/v1', apiKey: 'key-1', businessUnitId: 'unit 1'};
  const answering = (body: unknown, seen: Request[] = []) =>
    createTrustpilotClient(SETTINGS, {
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(new Request(input, init));
        return new Response(JSON.stringify(body), {headers: {'content-type': 'application/json'}});
      }) as typeof fetch,
    });

  test('the key goes in the apikey header, never the URL; parameters and the business unit in the URL', async () => {
    const seen: Request[] = [];
    await answering({reviews: [], links: []}, seen).businessReviews({...QUERY, page: 2, orderBy: 'stars.asc'});
    expect(seen[0]!.headers.get('apikey')).toBe('key-1');
    expect(seen[0]!.url).toBe(
      'https://api.example/v1/business-units/unit%201/reviews?language=nl&orderBy=stars.asc&page=2&perPage=6',
    );
  });

  test('reviews without an id, text, date or stars 1–5 are left out; product reviews’ content becomes text', async () => {
    const good = {
      id: 'a',
      stars: 5,
      content: 'Top',
      consumer: {id: 'c', displayName: 'Sanne'},
      createdAt: '2026-05-01T10:00:00Z',
    };
    const page = await answering({
      productReviews: [
        good,
        {...good, id: 'b', stars: 0},
        {...good, id: 'c', stars: 4.5},
        {...good, id: 'd', createdAt: 'soon'},
        {...good, id: 7},
        {...good, id: 'e', content: null},
        null,
        'x',
        {...good, id: 'f', consumer: null},
      ],
      links: [],
    }).productReviews('SKU', QUERY);
    expect(page.reviews).toEqual([
      {
        id: 'a',
        stars: 5,
        text: 'Top',
        consumer: {displayName: 'Sanne'},
        createdAt: '2026-05-01T10:00:00.000Z',
        experiencedAt: null,
      },
      {
        id: 'f',
        stars: 5,
        text: 'Top',
        consumer: {displayName: ''},
        createdAt: '2026-05-01T10:00:00.000Z',
        experiencedAt: null,
      },
    ]);
  });

  test('hasMore follows the next-page link, whatever its rel is called; without links, a full page', async () => {
    const review = (id: string) => ({
      id,
      stars: 4,
      text: 'ok',
      consumer: {displayName: 'x'},
      createdAt: '2026-01-01T00:00:00Z',
    });
    const one = {...QUERY, perPage: 1};
    expect(
      (
        await answering({reviews: [review('a')], links: [{rel: 'next-page', href: '', method: 'GET'}]}).businessReviews(
          one,
        )
      ).hasMore,
    ).toBe(true);
    expect((await answering({reviews: [review('a')], links: [{rel: 'NextPage'}]}).businessReviews(one)).hasMore).toBe(
      true,
    );
    expect((await answering({reviews: [review('a')], links: [{rel: 'prev-page'}]}).businessReviews(one)).hasMore).toBe(
      false,
    );
    expect((await answering({reviews: [review('a')]}).businessReviews(one)).hasMore).toBe(true);
    expect((await answering({reviews: []}).businessReviews(one)).hasMore).toBe(false);
  });

  test('a product’s pages share one time box: a Trustpilot slow on every page is given up like one that hangs', async () => {
    const timeoutMs = 300;
    const fullPage = {
      productReviews: Array.from({length: 100}, (_, index) => ({
        id: `r${index}`,
        stars: 4,
        content: 'ok',
        consumer: {displayName: 'x'},
        createdAt: '2026-01-01T00:00:00Z',
      })),
      links: [{rel: 'next-page', href: '', method: 'GET'}],
    };
    let asked = 0;
    const slow = createTrustpilotClient(SETTINGS, {
      timeoutMs,
      // Each page just inside the time box; five of them would take more than four time boxes.
      fetch: (async (_input: RequestInfo | URL, init?: RequestInit) => {
        asked++;
        await new Promise((resolve, reject) => {
          const timer = setTimeout(resolve, timeoutMs * 0.8);
          init?.signal?.addEventListener('abort', () => (clearTimeout(timer), reject(init.signal!.reason)));
        });
        return new Response(JSON.stringify(fullPage), {headers: {'content-type': 'application/json'}});
      }) as typeof fetch,
    });
    const started = Date.now();
    await expect(slow.productReviews('SKU', QUERY)).rejects.toThrow(TrustpilotError);
    expect(Date.now() - started).toBeLessThan(timeoutMs * 2);
    expect(asked).toBe(2);
  });

  test('no list, or a summary without its numbers, is a TrustpilotError', async () => {
    await expect(answering({reviews: 'none'}).businessReviews(QUERY)).rejects.toBeInstanceOf(TrustpilotError);
    await expect(answering([]).productReviews('SKU', QUERY)).rejects.toBeInstanceOf(TrustpilotError);
    await expect(answering({starsAverage: 4}).productRating('SKU')).rejects.toBeInstanceOf(TrustpilotError);
    await expect(answering({starsAverage: 6, numberOfReviews: {total: 1}}).productRating('SKU')).rejects.toBeInstanceOf(
      TrustpilotError,
    );
    // Missing star buckets count as none.
    expect(await answering({starsAverage: 4, numberOfReviews: {total: 1, fourStars: 1}}).productRating('SKU')).toEqual({
      sku: 'SKU',
      starsAverage: 4,
      numberOfReviews: {total: 1, oneStar: 0, twoStars: 0, threeStars: 0, fourStars: 1, fiveStars: 0},
    });
  });

  test('the business unit: its TrustScore is the average; without a score or counts it is a TrustpilotError', async () => {
    const counts = {total: 3, fiveStars: 2, fourStars: 1, usedForTrustScoreCalculation: 3};
    expect(await answering({score: {trustScore: 4.7, stars: 4.5}, numberOfReviews: counts}).businessRating()).toEqual({
      starsAverage: 4.7,
      numberOfReviews: {total: 3, oneStar: 0, twoStars: 0, threeStars: 0, fourStars: 1, fiveStars: 2},
    });
    for (const odd of [
      {numberOfReviews: counts},
      {score: {stars: 4.5}, numberOfReviews: counts},
      {score: {trustScore: '4.7'}, numberOfReviews: counts},
      {score: {trustScore: 4.7}},
      {score: {trustScore: 4.7}, numberOfReviews: {total: -1}},
      null,
    ]) {
      await expect(answering(odd).businessRating(), JSON.stringify(odd)).rejects.toBeInstanceOf(TrustpilotError);
    }
  });
});
