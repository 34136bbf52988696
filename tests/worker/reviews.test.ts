// The reviews resource routes on the built worker against the Trustpilot stand-in (README "Reviews"):
// `{basePath}/api/reviews/business/reviews`, `/api/reviews/product/{sku}/reviews` and `/rating` answer the
// contract's shapes with their defaults, every sort really sorted, pages that differ and end, the market's or
// the asked language; bad parameters are a 400 with the reason, Trustpilot failing a 502 and not configured a
// 503, none of them stored; good answers are public for a few minutes and a warm one asks Trustpilot nothing.
// The API key is distinctive for this run and appears in no answer.
import {beforeAll, beforeEach, describe, expect, test} from 'vitest';
import {PRODUCTS} from '../../local-services/data/catalogue';
import {PRODUCTS_WITHOUT_REVIEWS} from '../../local-services/data/reviews';
import {REVIEW_SORT_KEYS, type ProductRating, type Rating, type Review, type ReviewPage} from '~/reviews/reviews';
import {useReviewsWorker} from '../support/reviews-worker';
import {startWorker, type WorkerHarness} from '../support/worker';

const trustpilot = useReviewsWorker('key');
const {apiKey: API_KEY, businessUnit: BUSINESS_UNIT} = trustpilot;

let worker: WorkerHarness;
beforeAll(() => {
  worker = trustpilot.worker;
});
beforeEach(async () => {
  await worker.admin('reset', {});
});

const WHEY = PRODUCTS.find((product) => product.handle === 'whey-protein')!;
const WHEY_SKU = WHEY.variants[0]!.sku;
const UNREVIEWED_SKU = PRODUCTS.find((product) => product.handle === PRODUCTS_WITHOUT_REVIEWS[0])!.variants[0]!.sku;

/** Every answer this file gets is checked for the key. */
async function get(path: string): Promise<{response: Response; body: unknown}> {
  const response = await worker.fetch(path);
  const text = await response.text();
  const headers = JSON.stringify([...response.headers]);
  expect(text + headers, `${path}: the API key`).not.toContain(API_KEY);
  expect(text + headers, `${path}: the API key`).not.toContain(API_KEY.slice(-12));
  expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
  return {response, body: JSON.parse(text) as unknown};
}

async function page(path: string): Promise<ReviewPage> {
  const {response, body} = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('cache-control'), path).toBe('public, max-age=300, stale-while-revalidate=3600');
  expect(response.headers.get('vary'), path).toBe('Accept-Encoding');
  const answer = body as ReviewPage;
  expect(Object.keys(answer).sort(), path).toEqual(['hasMore', 'page', 'perPage', 'reviews']);
  for (const review of answer.reviews) expectReviewShape(review, path);
  return answer;
}

function expectReviewShape(review: Review, label: string) {
  expect(Object.keys(review).sort(), label).toEqual(['consumer', 'createdAt', 'experiencedAt', 'id', 'stars', 'text']);
  expect(Object.keys(review.consumer), label).toEqual(['displayName']);
  expect([1, 2, 3, 4, 5], label).toContain(review.stars);
  expect(review.text.length, label).toBeGreaterThan(0);
  expect(new Date(review.createdAt).toISOString(), label).toBe(review.createdAt);
  if (review.experiencedAt !== null)
    expect(new Date(review.experiencedAt).toISOString(), label).toBe(review.experiencedAt);
}

async function trustpilotCalls(): Promise<number> {
  const counters = (await worker.admin('counters')) as Record<string, Record<string, number>>;
  return counters.trustpilot?.total ?? 0;
}

const ids = (answer: ReviewPage) => answer.reviews.map((review) => review.id);
const byNewest = (a: Review, b: Review) => b.createdAt.localeCompare(a.createdAt);

function expectSorted(reviews: Review[], orderBy: string, label: string) {
  const expected = [...reviews].sort(
    {
      'createdat.desc': byNewest,
      'createdat.asc': (a: Review, b: Review) => a.createdAt.localeCompare(b.createdAt),
      'stars.desc': (a: Review, b: Review) => b.stars - a.stars || byNewest(a, b),
      'stars.asc': (a: Review, b: Review) => a.stars - b.stars || byNewest(a, b),
    }[orderBy]!,
  );
  expect(ids({reviews} as ReviewPage), label).toEqual(ids({reviews: expected} as ReviewPage));
}

describe('business reviews', () => {
  test('defaults: page 1, 20 a page, newest first (today’s on top), in the market’s language', async () => {
    const dutch = await page('/api/reviews/business/reviews');
    expect(dutch).toMatchObject({page: 1, perPage: 20, hasMore: true});
    expect(dutch.reviews).toHaveLength(20);
    expectSorted(dutch.reviews, 'createdat.desc', 'default order');
    expect(new Date(dutch.reviews[0]!.createdAt).toDateString()).toBe(new Date().toDateString());
    // The same list under /nl, and the German market's own reviews under /de; ?language picks another.
    expect(ids(await page('/nl/api/reviews/business/reviews'))).toEqual(ids(dutch));
    const german = await page('/de/api/reviews/business/reviews');
    expect(ids(german).filter((id) => ids(dutch).includes(id))).toEqual([]);
    expect(german.reviews.map((review) => review.text).join(' ')).toMatch(/Lieferung|Geschmack|Service/);
    expect(ids(await page('/api/reviews/business/reviews?language=de'))).toEqual(ids(german));
    expect(ids(await page('/de/api/reviews/business/reviews?language=nl'))).toEqual(ids(dutch));
    // Belgian markets read the reviews of their language.
    expect(ids(await page('/fr-be/api/reviews/business/reviews'))).toEqual(
      ids(await page('/fr/api/reviews/business/reviews')),
    );
  });

  test('every sort key orders the whole list', async () => {
    for (const orderBy of REVIEW_SORT_KEYS) {
      const all = await page(`/en/api/reviews/business/reviews?orderBy=${orderBy}&perPage=100`);
      expect(all.hasMore, orderBy).toBe(false);
      expect(all.reviews.length, orderBy).toBeGreaterThan(60);
      expectSorted(all.reviews, orderBy, orderBy);
      const stars = all.reviews.map((review) => review.stars);
      if (orderBy === 'stars.desc') expect([stars[0], stars.at(-1)]).toEqual([5, 1]);
      if (orderBy === 'stars.asc') expect([stars[0], stars.at(-1)]).toEqual([1, 5]);
    }
  });

  test('pages differ, add up to the whole list, and a page past the end is empty', async () => {
    const all = await page('/it/api/reviews/business/reviews?perPage=100&orderBy=stars.asc');
    const pages: ReviewPage[] = [];
    for (let n = 1; n <= 5; n++) pages.push(await page(`/it/api/reviews/business/reviews?page=${n}&orderBy=stars.asc`));
    expect(pages.map((p) => p.reviews.length)).toEqual([20, 20, 20, all.reviews.length - 60, 0]);
    expect(pages.map((p) => p.hasMore)).toEqual([true, true, true, false, false]);
    expect(ids(pages[1]!)).not.toEqual(ids(pages[0]!));
    expect(pages.flatMap(ids)).toEqual(ids(all));
    expect(await page('/it/api/reviews/business/reviews?page=99')).toEqual({
      reviews: [],
      page: 99,
      perPage: 20,
      hasMore: false,
    });
  });

  test('the demo data: every star value, short and long texts, dates over months, some without experiencedAt', async () => {
    const all = (await page('/api/reviews/business/reviews?perPage=100')).reviews;
    expect(new Set(all.map((review) => review.stars))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(all.some((review) => review.stars === 5 && review.text.length < 100)).toBe(true);
    expect(all.some((review) => review.text.length >= 100)).toBe(true);
    expect(all.some((review) => review.experiencedAt === null)).toBe(true);
    expect(all.some((review) => review.experiencedAt !== null)).toBe(true);
    const days = (review: Review) => (Date.now() - Date.parse(review.createdAt)) / 86_400_000;
    expect(Math.max(...all.map(days))).toBeGreaterThan(90);
    // Yesterday's review, for the cards' Yesterday label.
    expect(all.some((review) => Math.round(days(review)) === 1 && review.experiencedAt === null)).toBe(true);
  });
});

describe('product reviews and ratings', () => {
  test('a whey protein variant: 6 a page, newest first, in the market’s language, every sort', async () => {
    const first = await page(`/api/reviews/product/${WHEY_SKU}/reviews`);
    expect(first).toMatchObject({page: 1, perPage: 6, hasMore: true});
    expect(first.reviews).toHaveLength(6);
    expectSorted(first.reviews, 'createdat.desc', 'default order');
    const second = await page(`/api/reviews/product/${WHEY_SKU}/reviews?page=2`);
    expect(second.reviews.length).toBeGreaterThan(0);
    expect(ids(second).filter((id) => ids(first).includes(id))).toEqual([]);
    const all = await page(`/api/reviews/product/${WHEY_SKU}/reviews?perPage=100`);
    expect(ids(all)).toEqual([
      ...ids(first),
      ...ids(second),
      ...ids(await page(`/api/reviews/product/${WHEY_SKU}/reviews?page=3`)),
    ]);
    for (const orderBy of REVIEW_SORT_KEYS) {
      expectSorted(
        (await page(`/api/reviews/product/${WHEY_SKU}/reviews?perPage=100&orderBy=${orderBy}`)).reviews,
        orderBy,
        orderBy,
      );
    }
    const german = await page(`/de/api/reviews/product/${WHEY_SKU}/reviews`);
    expect(ids(german).filter((id) => ids(all).includes(id))).toEqual([]);
    expect(ids(await page(`/api/reviews/product/${WHEY_SKU}/reviews?language=de`))).toEqual(ids(german));
  });

  test('every whey protein variant has reviews; a product without any and an unknown sku have an empty page', async () => {
    for (const variant of WHEY.variants) {
      expect((await page(`/api/reviews/product/${variant.sku}/reviews`)).reviews.length, variant.sku).toBeGreaterThan(
        0,
      );
    }
    expect(await page(`/api/reviews/product/${UNREVIEWED_SKU}/reviews`)).toEqual({
      reviews: [],
      page: 1,
      perPage: 6,
      hasMore: false,
    });
    expect(await page('/de/api/reviews/product/NO-SUCH-SKU/reviews?page=2&perPage=3')).toEqual({
      reviews: [],
      page: 2,
      perPage: 3,
      hasMore: false,
    });
  });

  test('a rating: the sku, the average and the count per star; none for an unknown sku', async () => {
    const rating = await ratingOf(WHEY_SKU);
    expect(rating.sku).toBe(WHEY_SKU);
    const counts = rating.numberOfReviews;
    expect(Object.keys(counts).sort()).toEqual([
      'fiveStars',
      'fourStars',
      'oneStar',
      'threeStars',
      'total',
      'twoStars',
    ]);
    expect(counts.total).toBeGreaterThan(0);
    expect(counts.oneStar + counts.twoStars + counts.threeStars + counts.fourStars + counts.fiveStars).toBe(
      counts.total,
    );
    const average =
      (counts.oneStar + 2 * counts.twoStars + 3 * counts.threeStars + 4 * counts.fourStars + 5 * counts.fiveStars) /
      counts.total;
    expect(rating.starsAverage).toBeCloseTo(average, 1);
    // Every language's reviews count (the reviews of one language are part of them).
    const dutch = await page(`/api/reviews/product/${WHEY_SKU}/reviews?perPage=100`);
    expect(counts.total).toBeGreaterThan(dutch.reviews.length);
    expect(await ratingOf('NO-SUCH-SKU', '/de')).toEqual({
      sku: 'NO-SUCH-SKU',
      starsAverage: 0,
      numberOfReviews: {total: 0, oneStar: 0, twoStars: 0, threeStars: 0, fourStars: 0, fiveStars: 0},
    });
    expect((await ratingOf(UNREVIEWED_SKU)).numberOfReviews.total).toBe(0);
  });

  test('the business rating: its TrustScore and counts over every language, the same at every prefix', async () => {
    const {response, body} = await get('/api/reviews/business/rating');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=3600');
    const rating = body as Rating;
    expect(Object.keys(rating).sort()).toEqual(['numberOfReviews', 'starsAverage']);
    const counts = rating.numberOfReviews;
    const all = await page('/api/reviews/business/reviews?perPage=100&language=de');
    expect(counts.total).toBeGreaterThan(all.reviews.length);
    expect(counts.oneStar + counts.twoStars + counts.threeStars + counts.fourStars + counts.fiveStars).toBe(
      counts.total,
    );
    expect(rating.starsAverage).toBeGreaterThan(1);
    expect(rating.starsAverage).toBeLessThanOrEqual(5);
    for (const prefix of ['/de', '/fr-be']) {
      expect((await get(`${prefix}/api/reviews/business/rating`)).body, prefix).toEqual(rating);
    }
  });
});

async function ratingOf(sku: string, prefix = ''): Promise<ProductRating> {
  const {response, body} = await get(`${prefix}/api/reviews/product/${sku}/rating`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=3600');
  return body as ProductRating;
}

describe('bad parameters are a 400 with the reason, stored nowhere, and Trustpilot is not asked', () => {
  const BAD_QUERIES: [string, RegExp][] = [
    ['page=0', /^page must be a whole number/],
    ['page=-1', /^page must be a whole number/],
    ['page=1.5', /^page must be a whole number/],
    ['page=abc', /^page must be a whole number/],
    ['page=', /^page must be a whole number/],
    ['page=1&page=2', /^page is given more than once/],
    ['perPage=0', /^perPage must be a whole number from 1 to 100/],
    ['perPage=101', /^perPage must be a whole number from 1 to 100/],
    ['perPage=ten', /^perPage must be a whole number from 1 to 100/],
    ['orderBy=junk', /^orderBy must be one of createdat.desc, createdat.asc, stars.asc, stars.desc/],
    ['orderBy=STARS.DESC', /^orderBy must be one of/],
    ['language=xx', /^language must be one of nl, de, en, it, fr/],
    ['language=nl-BE', /^language must be one of/],
  ];

  async function expectBadRequest(path: string, reason: RegExp) {
    const {response, body} = await get(path);
    expect(response.status, path).toBe(400);
    expect(response.headers.get('cache-control'), path).toBe('no-store');
    expect(body, path).toEqual({error: expect.stringMatching(reason)});
  }

  test('page, perPage, orderBy and language on both lists', async () => {
    for (const [query, reason] of BAD_QUERIES) {
      await expectBadRequest(`/api/reviews/business/reviews?${query}`, reason);
      await expectBadRequest(`/de/api/reviews/product/${WHEY_SKU}/reviews?${query}`, reason);
    }
    expect(await trustpilotCalls()).toBe(0);
  });

  test('a sku that is no sku token: slashes, spaces, markup, 200 characters', async () => {
    const skus = [
      'a%2Fb',
      '..%2F..%2Fbusiness-units',
      'a%5Cb',
      'a%20b',
      '%3Cscript%3E',
      'x'.repeat(65),
      'x'.repeat(200),
      '%C3%A4',
    ];
    for (const sku of skus) {
      for (const tail of ['reviews', 'rating']) {
        await expectBadRequest(`/api/reviews/product/${sku}/${tail}`, /^sku must be 1 to 64 letters, digits/);
      }
    }
    expect(await trustpilotCalls()).toBe(0);
  });

  test('a locale prefix that is no market’s is a 404', async () => {
    for (const path of ['/xx/api/reviews/business/reviews', `/de-de/api/reviews/product/${WHEY_SKU}/rating`]) {
      const response = await worker.fetch(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('Trustpilot failing, caching, configuration', () => {
  test('a warm answer asks Trustpilot nothing', async () => {
    const path = '/en/api/reviews/business/reviews?perPage=17';
    await page(path);
    const cold = await trustpilotCalls();
    expect(cold).toBe(1);
    await page(path);
    await ratingOf(WHEY_SKU, '/en');
    const afterRating = await trustpilotCalls();
    await ratingOf(WHEY_SKU, '/en');
    expect(await trustpilotCalls()).toBe(afterRating);
  });

  test('every fault is a 502 nobody stores, logged; the next request asks again and answers', async () => {
    const kinds = ['500', '429', 'non-json', 'truncated-json', 'empty', 'no-data', 'null-body'];
    for (const [index, kind] of kinds.entries()) {
      // URLs (and skus) of their own per kind: nothing cached stands in for the failing service.
      const sku = `FAULT-${kind}`;
      for (const path of [
        `/fr/api/reviews/business/reviews?perPage=${30 + index}`,
        `/fr/api/reviews/product/${sku}/reviews`,
        `/fr/api/reviews/product/${sku}/rating`,
      ]) {
        await worker.admin('reset', {});
        await worker.admin('faults', {service: 'trustpilot', kind, count: 1});
        const {response, body} = await get(path);
        expect(response.status, `${kind} ${path}`).toBe(502);
        expect(response.headers.get('cache-control'), `${kind} ${path}`).toBe('no-store');
        expect(body, `${kind} ${path}`).toEqual({error: expect.any(String)});
        const again = await get(path);
        expect(again.response.status, `${kind} ${path} again`).toBe(200);
        expect(await trustpilotCalls(), `${kind} ${path}: asked again`).toBe(2);
      }
    }
  });

  test('a Trustpilot that hangs is given up and answered 502', async () => {
    await worker.admin('faults', {service: 'trustpilot', kind: 'timeout', count: 1});
    const started = Date.now();
    const {response} = await get('/api/reviews/business/reviews?perPage=41');
    expect(response.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 20_000);

  test('without TRUSTPILOT_API_KEY or a business unit the routes answer 503, stored nowhere', async () => {
    const unconfigured = await startWorker(() => ({
      TRUSTPILOT_API_KEY: '',
      TRUSTPILOT_BUSINESS_UNIT_ID: BUSINESS_UNIT,
    }));
    try {
      for (const path of [
        '/api/reviews/business/reviews',
        `/de/api/reviews/product/${WHEY_SKU}/reviews`,
        `/api/reviews/product/${WHEY_SKU}/rating`,
      ]) {
        const response = await unconfigured.fetch(path);
        expect(response.status, path).toBe(503);
        expect(response.headers.get('cache-control'), path).toBe('no-store');
        expect(await response.json(), path).toEqual({error: expect.stringContaining('not configured')});
      }
      // Bad input is still a 400, before anything else.
      expect((await unconfigured.fetch('/api/reviews/business/reviews?page=0')).status).toBe(400);
    } finally {
      await unconfigured.dispose();
    }
  });
});
