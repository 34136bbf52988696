// The browser's review calls (spec §7, §8): our own routes under the market's prefix with the sort and page asked,
// a failed call rejecting with the HTTP status text and logged to the console, an answer of another shape refused.
import {afterEach, describe, expect, test, vi} from 'vitest';
import {fetchReviews, reviewPageOf, reviewsPath} from '~/components/reviews/review-client';

const REVIEW = {
  id: 'r1',
  stars: 5,
  text: 'Lekker!',
  consumer: {displayName: 'Sanne'},
  createdAt: '2026-11-01T10:00:00.000Z',
  experiencedAt: null,
};

function answering(response: Response) {
  const fetch = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reviewsPath', () => {
  test('business and product reviews under the market prefix, with the defaults of spec §7 and §9', () => {
    expect(reviewsPath('/de', {kind: 'business'})).toBe(
      '/de/api/reviews/business/reviews?orderBy=createdat.desc&page=1&perPage=20',
    );
    expect(reviewsPath('', {kind: 'product', sku: 'OF-WP-1KG'}, {page: 2, orderBy: 'stars.asc'})).toBe(
      '/api/reviews/product/OF-WP-1KG/reviews?orderBy=stars.asc&page=2&perPage=6',
    );
    expect(reviewsPath('', {kind: 'product', sku: 'a/b?c'})).toContain('/product/a%2Fb%3Fc/reviews?');
  });
});

describe('fetchReviews', () => {
  test('resolves with the page the route answered', async () => {
    const fetch = answering(Response.json({reviews: [REVIEW], page: 1, perPage: 20, hasMore: true}));
    const page = await fetchReviews('/de', {kind: 'business'});
    expect(page.reviews.map((review) => review.id)).toEqual(['r1']);
    expect(page.hasMore).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      '/de/api/reviews/business/reviews?orderBy=createdat.desc&page=1&perPage=20',
      expect.anything(),
    );
  });

  test('a failed call rejects with the HTTP status text and logs it (spec §8)', async () => {
    answering(new Response('{"error":"down"}', {status: 502, statusText: 'Bad Gateway'}));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetchReviews('', {kind: 'business'})).rejects.toThrow(/^Bad Gateway$/);
    expect(log).toHaveBeenCalledWith(
      '[reviews]',
      expect.stringContaining('/api/reviews/business/reviews'),
      'Bad Gateway',
    );
  });

  test('without a reason phrase (HTTP/2) the status stands in for it', async () => {
    answering(new Response('', {status: 503}));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetchReviews('', {kind: 'product', sku: 'X'})).rejects.toThrow('HTTP 503');
  });

  test('an answer that is no reviews page is refused, not shown', async () => {
    answering(Response.json({cards: []}));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetchReviews('', {kind: 'business'})).rejects.toThrow();
    expect(log).toHaveBeenCalled();
  });
});

describe('reviewPageOf', () => {
  test('keeps well-formed pages, refuses reviews without stars 1-5, a name or a text', () => {
    expect(reviewPageOf({reviews: [REVIEW], page: 1, perPage: 6, hasMore: false})).not.toBeNull();
    for (const broken of [
      {...REVIEW, stars: 6},
      {...REVIEW, consumer: {}},
      {...REVIEW, text: null},
      {...REVIEW, id: 3},
    ]) {
      expect(reviewPageOf({reviews: [broken], page: 1, perPage: 6, hasMore: false})).toBeNull();
    }
    expect(reviewPageOf(null)).toBeNull();
    expect(reviewPageOf({reviews: [], page: 1})).toBeNull();
  });
});
