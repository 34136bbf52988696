import {describe, expect, test} from 'vitest';
import {
  checkLanguage,
  checkPage,
  checkPerPage,
  checkReviewQuery,
  checkSku,
  checkSort,
  DEFAULT_REVIEW_SORT,
  isHighlightedReview,
  pageOf,
  REVIEW_LANGUAGES,
  REVIEW_PAGE_SIZE,
  REVIEW_SORT_KEYS,
  reviewDate,
  reviewSortFromLabel,
  sortReviews,
  type Review,
} from '~/reviews/reviews';

const review = (overrides: Partial<Review> = {}): Review => ({
  id: 'r1',
  stars: 5,
  text: 'Lekker',
  consumer: {displayName: 'Sanne'},
  createdAt: '2026-05-01T10:00:00.000Z',
  experiencedAt: null,
  ...overrides,
});

describe('highlight rule (spec §5): text shorter than 100 characters and 5 stars', () => {
  test('99 characters with 5 stars is green, 100 is not', () => {
    expect(isHighlightedReview(review({text: 'a'.repeat(99)}))).toBe(true);
    expect(isHighlightedReview(review({text: 'a'.repeat(100)}))).toBe(false);
  });

  test('4 stars is never green, however short', () => {
    expect(isHighlightedReview(review({stars: 4, text: 'a'.repeat(99)}))).toBe(false);
    expect(isHighlightedReview(review({stars: 4, text: 'Top'}))).toBe(false);
  });
});

describe('sort keys (spec §7)', () => {
  test('the four keys, createdat.desc by default', () => {
    expect(REVIEW_SORT_KEYS).toEqual(['createdat.desc', 'createdat.asc', 'stars.asc', 'stars.desc']);
    expect(DEFAULT_REVIEW_SORT).toBe('createdat.desc');
  });

  test("the spec's labels map to their keys; anything else is the default", () => {
    expect(reviewSortFromLabel('Oldest First')).toBe('createdat.asc');
    expect(reviewSortFromLabel('Highest Rated')).toBe('stars.desc');
    expect(reviewSortFromLabel('Lowest Rated')).toBe('stars.asc');
    expect(reviewSortFromLabel(' stars.asc ')).toBe('stars.asc');
    expect(reviewSortFromLabel('Newest')).toBe('createdat.desc');
    expect(reviewSortFromLabel('')).toBe('createdat.desc');
    expect(reviewSortFromLabel(null)).toBe('createdat.desc');
  });

  test('orderBy parsing: absent is the default, a key is kept, anything else is refused', () => {
    expect(checkSort(null)).toEqual({ok: true, value: 'createdat.desc'});
    for (const key of REVIEW_SORT_KEYS) expect(checkSort(key)).toEqual({ok: true, value: key});
    for (const junk of ['', 'stars', 'STARS.DESC', 'createdat.desc ', 'Oldest First', 'random']) {
      expect(checkSort(junk)).toEqual({ok: false, error: expect.stringContaining('orderBy must be one of')});
    }
  });

  test('sorting: stars ties are newest first, dates both ways', () => {
    const a = review({id: 'a', stars: 3, createdAt: '2026-01-01T00:00:00.000Z'});
    const b = review({id: 'b', stars: 5, createdAt: '2026-02-01T00:00:00.000Z'});
    const c = review({id: 'c', stars: 3, createdAt: '2026-03-01T00:00:00.000Z'});
    const ids = (list: Review[]) => list.map((r) => r.id);
    expect(ids(sortReviews([a, b, c], 'createdat.desc'))).toEqual(['c', 'b', 'a']);
    expect(ids(sortReviews([a, b, c], 'createdat.asc'))).toEqual(['a', 'b', 'c']);
    expect(ids(sortReviews([a, b, c], 'stars.desc'))).toEqual(['b', 'c', 'a']);
    expect(ids(sortReviews([a, b, c], 'stars.asc'))).toEqual(['c', 'a', 'b']);
  });
});

describe('reviewDate: experiencedAt, else createdAt', () => {
  test('experiencedAt wins when present', () => {
    expect(reviewDate(review({experiencedAt: '2026-04-20T00:00:00.000Z'}))).toBe('2026-04-20T00:00:00.000Z');
  });
  test('null or empty experiencedAt falls back to createdAt', () => {
    expect(reviewDate(review({experiencedAt: null}))).toBe('2026-05-01T10:00:00.000Z');
    expect(reviewDate(review({experiencedAt: ''}))).toBe('2026-05-01T10:00:00.000Z');
  });
});

describe('page and perPage (spec §9 page sizes)', () => {
  test('defaults: page 1, 20 business and 6 product reviews a page', () => {
    expect(REVIEW_PAGE_SIZE).toEqual({business: 20, product: 6});
    expect(checkPage(null)).toEqual({ok: true, value: 1});
    expect(checkPerPage(null, REVIEW_PAGE_SIZE.product)).toEqual({ok: true, value: 6});
  });

  test('page is a whole number from 1', () => {
    expect(checkPage('1')).toEqual({ok: true, value: 1});
    expect(checkPage('37')).toEqual({ok: true, value: 37});
    for (const bad of ['0', '-1', '1.5', 'abc', '', ' 2', '+2', '2e0', '0x2', '9999999999']) {
      expect(checkPage(bad)).toEqual({ok: false, error: 'page must be a whole number at least 1'});
    }
  });

  test('perPage is a whole number from 1 to 100', () => {
    expect(checkPerPage('1', 20)).toEqual({ok: true, value: 1});
    expect(checkPerPage('100', 20)).toEqual({ok: true, value: 100});
    for (const bad of ['0', '101', '-5', '2.5', 'all', '']) {
      expect(checkPerPage(bad, 20)).toEqual({ok: false, error: 'perPage must be a whole number from 1 to 100'});
    }
  });

  test('pageOf slices and says whether more follow', () => {
    const list = Array.from({length: 13}, (_, i) => review({id: `r${i}`}));
    expect(pageOf(list, 1, 6)).toMatchObject({page: 1, perPage: 6, hasMore: true});
    expect(pageOf(list, 3, 6).reviews.map((r) => r.id)).toEqual(['r12']);
    expect(pageOf(list, 3, 6).hasMore).toBe(false);
    expect(pageOf(list, 4, 6)).toEqual({reviews: [], page: 4, perPage: 6, hasMore: false});
    expect(pageOf(list.slice(0, 12), 2, 6).hasMore).toBe(false);
  });
});

describe('language and sku', () => {
  test("the markets' review languages; absent is the market's", () => {
    expect([...REVIEW_LANGUAGES].sort()).toEqual(['de', 'en', 'fr', 'it', 'nl']);
    expect(checkLanguage(null, 'de')).toEqual({ok: true, value: 'de'});
    expect(checkLanguage('fr', 'de')).toEqual({ok: true, value: 'fr'});
    for (const bad of ['xx', 'NL', '', 'nl-be', 'all']) {
      expect(checkLanguage(bad, 'nl')).toEqual({ok: false, error: 'language must be one of nl, de, en, it, fr'});
    }
  });

  test('a sku is a sane token', () => {
    expect(checkSku('WHEY-CHOC-1KG')).toEqual({ok: true, value: 'WHEY-CHOC-1KG'});
    expect(checkSku('a.b_c-1')).toEqual({ok: true, value: 'a.b_c-1'});
    expect(checkSku('x'.repeat(64)).ok).toBe(true);
    for (const bad of ['', 'x'.repeat(65), 'a/b', '../etc', 'a b', 'a%2Fb', 'ä', undefined]) {
      expect(checkSku(bad).ok).toBe(false);
    }
  });

  test('a whole query: defaults, the first refusal, a parameter given twice', () => {
    const defaults = {perPage: 20, language: 'nl' as const};
    expect(checkReviewQuery(new URLSearchParams(''), defaults)).toEqual({
      ok: true,
      value: {page: 1, perPage: 20, orderBy: 'createdat.desc', language: 'nl'},
    });
    expect(checkReviewQuery(new URLSearchParams('page=2&perPage=5&orderBy=stars.asc&language=it'), defaults)).toEqual({
      ok: true,
      value: {page: 2, perPage: 5, orderBy: 'stars.asc', language: 'it'},
    });
    expect(checkReviewQuery(new URLSearchParams('page=0'), defaults)).toEqual({
      ok: false,
      error: 'page must be a whole number at least 1',
    });
    expect(checkReviewQuery(new URLSearchParams('page=1&page=2'), defaults)).toEqual({
      ok: false,
      error: 'page is given more than once',
    });
  });
});
