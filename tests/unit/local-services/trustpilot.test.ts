import {afterEach, describe, expect, test} from 'vitest';
import {PRODUCTS} from '../../../local-services/data/catalogue';
import {BUSINESS_REVIEWS_PER_LANGUAGE, PRODUCTS_WITHOUT_REVIEWS} from '../../../local-services/data/reviews';
import {handleTrustpilot} from '../../../local-services/trustpilot';

// Widened: the app's env.d.ts narrows the global `process.env`.
const env: Record<string, string | undefined> = process.env;
const BASE = 'http://127.0.0.1:4100/trustpilot/v1';
const KEY = {apikey: 'local-trustpilot-key'};
const UNIT = 'local-business-unit';
const WHEY = PRODUCTS.find((product) => product.handle === 'whey-protein')!;

async function call(path: string, headers: Record<string, string> = KEY, method = 'GET') {
  const response = await handleTrustpilot(new Request(`${BASE}${path}`, {method, headers}));
  return {status: response.status, body: (await response.json()) as any};
}

afterEach(() => {
  for (const key of ['LOCAL_TRUSTPILOT_API_KEY', 'LOCAL_TRUSTPILOT_UNAUTHORIZED_BODY', 'LOCAL_TRUSTPILOT_PAGE_RELS'])
    delete env[key];
});

describe('Trustpilot stand-in: the key', () => {
  test('header or query; anything else is the 401 with the Invalid ApiKey fault, or the configured body', async () => {
    expect((await call(`/business-units/${UNIT}/reviews`)).status).toBe(200);
    expect((await call(`/business-units/${UNIT}/reviews?apikey=local-trustpilot-key`, {})).status).toBe(200);
    expect(await call(`/business-units/${UNIT}/reviews`, {apikey: 'nope'})).toEqual({
      status: 401,
      body: {fault: {faultstring: 'Invalid ApiKey', detail: {errorcode: 'oauth.v2.InvalidApiKey'}}},
    });
    env.LOCAL_TRUSTPILOT_API_KEY = 'other';
    env.LOCAL_TRUSTPILOT_UNAUTHORIZED_BODY = '{"message":"Unauthorized"}';
    expect(await call(`/business-units/${UNIT}/reviews`)).toEqual({status: 401, body: {message: 'Unauthorized'}});
  });
});

describe('Trustpilot stand-in: service reviews', () => {
  test('per language, 20 a page by default, paging links, newest today and next yesterday', async () => {
    const {body} = await call(`/business-units/${UNIT}/reviews?language=de`);
    expect(body.reviews).toHaveLength(20);
    expect(new Set(body.reviews.map((review: any) => review.language))).toEqual(new Set(['de']));
    expect(body.links.map((link: any) => link.rel)).toEqual(['next-page']);
    expect(body.links[0].href).not.toContain('apikey');
    const [today, yesterday] = body.reviews;
    expect(Date.now() - Date.parse(today.createdAt)).toBeLessThan(60_000);
    expect(Math.round((Date.now() - Date.parse(yesterday.createdAt)) / 86_400_000)).toBe(1);
    expect(Object.keys(today)).toEqual(
      expect.arrayContaining([
        'id',
        'stars',
        'title',
        'text',
        'language',
        'createdAt',
        'experiencedAt',
        'consumer',
        'businessUnit',
        'companyReply',
        'links',
      ]),
    );
    const last = await call(`/business-units/${UNIT}/reviews?language=de&page=4`);
    expect(last.body.reviews).toHaveLength(BUSINESS_REVIEWS_PER_LANGUAGE - 60);
    expect(last.body.links.map((link: any) => link.rel)).toEqual(['prev-page']);
    expect((await call(`/business-units/${UNIT}/reviews?language=de&page=5`)).body.reviews).toEqual([]);
    env.LOCAL_TRUSTPILOT_PAGE_RELS = 'next,prev';
    expect(
      (await call(`/business-units/${UNIT}/reviews?language=de&page=2`)).body.links.map((link: any) => link.rel),
    ).toEqual(['prev', 'next']);
  });

  test('stars filter and every orderBy; bad paging or order is a 400', async () => {
    const fives = await call(`/business-units/${UNIT}/reviews?language=en&stars=5&perPage=100`);
    expect(fives.body.reviews.every((review: any) => review.stars === 5)).toBe(true);
    const low = await call(`/business-units/${UNIT}/reviews?language=en&stars=1,2&orderBy=stars.desc&perPage=100`);
    expect(low.body.reviews[0].stars).toBe(2);
    expect(low.body.reviews.at(-1).stars).toBe(1);
    for (const bad of ['perPage=101', 'perPage=0', 'page=0', 'page=x', 'orderBy=random']) {
      expect((await call(`/business-units/${UNIT}/reviews?${bad}`)).status, bad).toBe(400);
    }
    expect((await call('/business-units/other-unit/reviews')).status).toBe(404);
    expect((await call(`/business-units/${UNIT}/reviews`, KEY, 'POST')).status).toBe(405);
  });
});

describe('Trustpilot stand-in: product reviews and summaries', () => {
  test('whey protein’s variants have reviews with `content`; products without any and unknown skus none', async () => {
    for (const variant of WHEY.variants) {
      const {body} = await call(`/product-reviews/business-units/${UNIT}/reviews?sku=${variant.sku}&language=it`);
      expect(body.productReviews.length, variant.sku).toBeGreaterThanOrEqual(8);
      expect(typeof body.productReviews[0].content).toBe('string');
      expect(body.productReviews[0]).not.toHaveProperty('text');
    }
    for (const handle of PRODUCTS_WITHOUT_REVIEWS) {
      for (const variant of PRODUCTS.find((product) => product.handle === handle)!.variants) {
        expect(
          (await call(`/product-reviews/business-units/${UNIT}/reviews?sku=${variant.sku}`)).body.productReviews,
        ).toEqual([]);
      }
    }
    expect((await call(`/product-reviews/business-units/${UNIT}/reviews`)).status).toBe(400);
  });

  test('a summary of one sku or a comma list adds their reviews up', async () => {
    const [a, b] = WHEY.variants.map((variant) => variant.sku);
    const one = (await call(`/product-reviews/business-units/${UNIT}?sku=${a}`)).body;
    const other = (await call(`/product-reviews/business-units/${UNIT}?sku=${b}`)).body;
    const both = (await call(`/product-reviews/business-units/${UNIT}?sku=${a},${b}`)).body;
    expect(both.numberOfReviews.total).toBe(one.numberOfReviews.total + other.numberOfReviews.total);
    expect(one.starsAverage).toBeGreaterThan(1);
    expect((await call(`/product-reviews/business-units/${UNIT}?sku=NONE`)).body).toEqual({
      starsAverage: 0,
      numberOfReviews: {total: 0, oneStar: 0, twoStars: 0, threeStars: 0, fourStars: 0, fiveStars: 0},
    });
  });
});

describe('Trustpilot stand-in: the business unit', () => {
  test('its profile: counts over every language, a TrustScore to one decimal and stars to a half', async () => {
    const {status, body} = await call(`/business-units/${UNIT}`);
    expect(status).toBe(200);
    const counts = body.numberOfReviews;
    expect(counts.total).toBe(BUSINESS_REVIEWS_PER_LANGUAGE * 5);
    expect(counts.usedForTrustScoreCalculation).toBe(counts.total);
    const stars = [counts.oneStar, counts.twoStars, counts.threeStars, counts.fourStars, counts.fiveStars];
    expect(stars.reduce((sum: number, n: number) => sum + n, 0)).toBe(counts.total);
    const average = stars.reduce((sum: number, n: number, index: number) => sum + n * (index + 1), 0) / counts.total;
    expect(body.score).toEqual({trustScore: Math.round(average * 10) / 10, stars: Math.round(average * 2) / 2});
    expect(body).toMatchObject({id: UNIT, status: 'active', links: []});
    expect((await call('/business-units/another-unit')).status).toBe(404);
    expect((await call(`/business-units/${UNIT}`, {apikey: 'nope'})).status).toBe(401);
  });
});
