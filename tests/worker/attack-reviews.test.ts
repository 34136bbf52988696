// Issue 12's server side tried as an attacker and as a careless client would: the /api/reviews/* routes at every
// prefix with hostile page/perPage/orderBy/language values, skus that are paths, bytes or pictures, extra
// parameters, every method and long queries; the Trustpilot stand-in failing in every way it can. Inputs are
// generated from tables: every answer stays below 500, is JSON the browser will not sniff into a page, says what
// is wrong in a 400, carries no API key, stores nothing that failed, and one market's reviews never answer for
// another's. The demo data holds a review whose text and name are markup (MARKUP_REVIEW): it travels as text.
import {beforeAll, beforeEach, describe, expect, test} from 'vitest';
import {PRODUCTS} from '../../local-services/data/catalogue';
import {BUSINESS_REVIEWS, MARKUP_REVIEW, PRODUCT_REVIEWS} from '../../local-services/data/reviews';
import type {ReviewPage} from '~/reviews/reviews';
import {useReviewsWorker, viewOnceReviewsCached} from '../support/reviews-worker';
import type {WorkerHarness} from '../support/worker';

const trustpilot = useReviewsWorker('attack');
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
const PREFIXES = ['', '/de', '/fr-be'];
const LISTS = (prefix: string) => [
  `${prefix}/api/reviews/business/reviews`,
  `${prefix}/api/reviews/product/${WHEY_SKU}/reviews`,
];
const ROUTES = (prefix: string, sku = WHEY_SKU) => [
  ...LISTS(prefix).slice(0, 1),
  `${prefix}/api/reviews/product/${sku}/reviews`,
  `${prefix}/api/reviews/product/${sku}/rating`,
  `${prefix}/api/reviews/business/rating`,
];
/** The routes whose URL can be made unique per probe (the business rating has one answer: no parameters). */
const PARAMETERISED = (prefix: string, sku?: string) =>
  ROUTES(prefix, sku).filter((route) => !route.endsWith('/business/rating'));

const CACHE_OK = 'public, max-age=300, stale-while-revalidate=3600';

type Answer = {response: Response; text: string; label: string};

/** Every answer: no 500, no API key anywhere, nosniff, no redirect off our site. */
async function probe(path: string, init?: RequestInit): Promise<Answer> {
  const label = `${init?.method ?? 'GET'} ${path.slice(0, 160)}`;
  const response = await worker.fetch(path, {redirect: 'manual', ...init});
  const text = await response.text();
  // Never a 500: a 5xx is only the review service failing (502) or not configured (503).
  if (response.status >= 500) expect([502, 503], label).toContain(response.status);
  const headers = JSON.stringify([...response.headers]);
  for (const secret of [API_KEY, API_KEY.slice(-12)]) expect(text + headers, `${label}: the key`).not.toContain(secret);
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
  const location = response.headers.get('location');
  if (location !== null) {
    expect(location, `${label}: redirect`).toMatch(/^\/(?![/\\])/);
    expect(location, `${label}: redirect`).not.toMatch(/%2f%2f|%5c/i);
  }
  return {response, text, label};
}

async function expectBadRequest(path: string, reason: RegExp) {
  const {response, text, label} = await probe(path);
  expect(response.status, label).toBe(400);
  expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control'), label).toBe('no-store');
  expect(JSON.parse(text), label).toEqual({error: expect.stringMatching(reason)});
}

async function trustpilotCalls(): Promise<number> {
  const counters = (await worker.admin('counters')) as Record<string, Record<string, number>>;
  return counters.trustpilot?.total ?? 0;
}

describe('page and perPage as careless and hostile clients write them', () => {
  const NUMBERS: string[] = [
    '',
    '%201',
    '1%20',
    '%2B1',
    '1e3',
    '1E1',
    '0x10',
    '0b1',
    '0o7',
    '9'.repeat(400),
    '9'.repeat(16),
    '-1',
    '-0',
    '0',
    '1.5',
    '1.0',
    '.5',
    'Infinity',
    'NaN',
    'null',
    'true',
    '%D9%A3', // Arabic-Indic three
    '%EF%BC%91', // fullwidth one
    '%E2%91%A0', // circled one
    '%F0%9D%9F%8F', // mathematical bold one
    '%00',
    '1%00',
    '%0A1',
    '[1]',
    '1,2',
  ];

  test('every route and prefix: a 400 naming the parameter, Trustpilot not asked', async () => {
    for (const prefix of PREFIXES) {
      for (const path of LISTS(prefix)) {
        for (const value of NUMBERS) {
          await expectBadRequest(`${path}?page=${value}`, /^page must be a whole number at least 1$/);
          await expectBadRequest(`${path}?perPage=${value}`, /^perPage must be a whole number from 1 to 100$/);
        }
        await expectBadRequest(`${path}?perPage=101`, /^perPage/);
        await expectBadRequest(`${path}?perPage=${'1'.repeat(10)}`, /^perPage/);
        for (const twice of ['page=1&page=2', 'page=1&page=1', 'perPage=5&perPage=5', 'page=&page=']) {
          await expectBadRequest(`${path}?${twice}`, /is given more than once$/);
        }
      }
    }
    expect(await trustpilotCalls()).toBe(0);
  });

  test('the edges that are fine: the largest page answers an empty list, leading zeros read as the number', async () => {
    const far = await probe('/api/reviews/business/reviews?page=999999999&perPage=100');
    expect(far.response.status).toBe(200);
    expect(JSON.parse(far.text)).toEqual({reviews: [], page: 999999999, perPage: 100, hasMore: false});
    const product = await probe(`/api/reviews/product/${WHEY_SKU}/reviews?page=999999999&perPage=100`);
    expect(JSON.parse(product.text)).toEqual({reviews: [], page: 999999999, perPage: 100, hasMore: false});
    const zeros = JSON.parse((await probe('/api/reviews/business/reviews?page=01&perPage=007')).text) as ReviewPage;
    expect([zeros.page, zeros.perPage, zeros.reviews.length]).toEqual([1, 7, 7]);
  });
});

describe('orderBy and language', () => {
  const SORTS = [
    'all',
    'CREATEDAT.DESC',
    'createdat',
    'stars',
    'createdat.desc%20',
    '',
    '..%2F',
    '%3Cscript%3E',
    'createdat.desc%00',
  ];
  const LANGUAGES = [
    'all',
    'NL',
    'Nl',
    'xx',
    '../',
    '..%2F',
    '',
    'nl-NL',
    'nl_NL',
    'nl%00',
    'nl%20',
    '*',
    'fr-be',
    '%3Cimg%3E',
  ];

  test('anything but the four keys and the five languages is a 400 naming it, Trustpilot not asked', async () => {
    for (const prefix of PREFIXES) {
      for (const path of LISTS(prefix)) {
        for (const value of SORTS) await expectBadRequest(`${path}?orderBy=${value}`, /^orderBy must be one of/);
        for (const value of LANGUAGES) await expectBadRequest(`${path}?language=${value}`, /^language must be one of/);
        await expectBadRequest(`${path}?orderBy=stars.asc&orderBy=stars.desc`, /^orderBy is given more than once$/);
        await expectBadRequest(`${path}?language=nl&language=de`, /^language is given more than once$/);
      }
    }
    expect(await trustpilotCalls()).toBe(0);
  });

  test('the 400 names the bad value’s parameter, never echoes it as markup', async () => {
    const {text} = await probe('/api/reviews/business/reviews?language=%3Cscript%3Ealert(1)%3C/script%3E');
    expect(text).not.toContain('<script');
    expect(text).not.toContain('alert(1)');
  });
});

describe('skus that are paths, bytes, pictures or too long', () => {
  const REFUSED = [
    '%2F',
    'a%2Fb',
    '%2F%2Fevil.example',
    '..%2F..%2Fbusiness-units',
    '%2e%2e%2F',
    'a%5Cb',
    '%00',
    'a%00b',
    '%0D%0ASet-Cookie:%20x=1',
    '%F0%9F%98%80',
    'WHEY%E2%80%8B1', // zero-width space
    '%EF%BC%A1', // fullwidth A
    '%3Cimg%20src=x%20onerror=alert(1)%3E',
    'a%3Fapikey=x',
    'a%23b',
    'a%26sku=b',
    'a,b',
    'a%2Cb',
    'a+b',
    'a%20b',
    '%252F',
    'x'.repeat(65),
    'x'.repeat(4000),
  ];

  test('a 400 naming the sku on both product routes at every prefix, Trustpilot not asked', async () => {
    for (const prefix of PREFIXES) {
      for (const sku of REFUSED) {
        for (const tail of ['reviews', 'rating']) {
          await expectBadRequest(`${prefix}/api/reviews/product/${sku}/${tail}`, /^sku must be 1 to 64 letters/);
        }
      }
    }
    expect(await trustpilotCalls()).toBe(0);
  });

  test('dot segments are resolved before routing: no reviews route, a 404 that reflects nothing', async () => {
    for (const sku of ['..', '.', '%2e%2e', '%2E', '.%2e']) {
      for (const tail of ['reviews', 'rating']) {
        const {response, text, label} = await probe(`/de/api/reviews/product/${sku}/${tail}`);
        expect(response.status, label).toBe(404);
        expect(response.headers.get('cache-control'), label).toBe('no-store');
        expect(text, label).not.toContain(BUSINESS_UNIT);
      }
    }
    expect(await trustpilotCalls()).toBe(0);
  });

  test('odd but valid skus are an empty page or a zero rating, never another list', async () => {
    for (const sku of ['-', '...', '_', 'x'.repeat(64), 'business-units', 'reviews', 'NO-SUCH.SKU_1']) {
      const list = await probe(`/api/reviews/product/${sku}/reviews`);
      expect(JSON.parse(list.text), list.label).toEqual({reviews: [], page: 1, perPage: 6, hasMore: false});
      const rating = await probe(`/api/reviews/product/${sku}/rating`);
      expect(JSON.parse(rating.text), rating.label).toMatchObject({sku, starsAverage: 0, numberOfReviews: {total: 0}});
    }
  });
});

describe('extra parameters, methods, long queries, redirects', () => {
  test('apikey, callback, _format and friends change nothing: plain JSON, our key used, theirs not echoed', async () => {
    const extras = [
      'apikey=stolen-key',
      'apiKey=x&businessUnitId=other',
      'callback=alert',
      'callback=%3Cscript%3E',
      'jsonp=x&_format=html',
      'sku=OTHER',
      'Page=9&PERPAGE=1',
      'page%5B%5D=1',
      'utm_source=%22%3E%3Csvg%3E',
    ];
    for (const prefix of PREFIXES) {
      for (const route of ROUTES(prefix)) {
        for (const extra of extras) {
          const {response, text, label} = await probe(`${route}?${extra}`);
          expect(response.status, label).toBe(200);
          expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
          expect(response.headers.get('cache-control'), label).toBe(CACHE_OK);
          expect(text, label).toMatch(/^\{"/);
          for (const echoed of ['stolen-key', 'alert', '<script', '<svg', 'OTHER'])
            expect(text, label).not.toContain(echoed);
        }
      }
    }
  });

  test('HEAD answers like GET without a body; other methods are a 405 stored nowhere, Trustpilot not asked', async () => {
    for (const route of ROUTES('/de')) {
      const head = await probe(route, {method: 'HEAD'});
      expect(head.response.status, head.label).toBe(200);
      expect(head.text, head.label).toBe('');
    }
    await worker.admin('reset', {});
    for (const prefix of PREFIXES) {
      for (const route of ROUTES(prefix)) {
        for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
          const body = ['POST', 'PUT', 'PATCH'].includes(method) ? JSON.stringify({page: 1}) : undefined;
          const headers = {'content-type': 'application/json', origin: 'http://localhost:8787'};
          const {response, label} = await probe(route, {method, body, headers});
          expect([403, 405], label).toContain(response.status);
          expect(response.headers.get('cache-control'), label).toBe('no-store');
        }
      }
    }
    expect(await trustpilotCalls()).toBe(0);
  });

  test('a long query: thousands of parameters or one long value is answered, never a 500', async () => {
    const many = Array.from({length: 2000}, (_, index) => `p${index}=${index}`).join('&');
    for (const route of ROUTES('')) {
      const {response, label} = await probe(`${route}?${many}`);
      expect(response.status, label).toBe(200);
      const long = await probe(`${route}?x=${'a'.repeat(12_000)}`);
      expect(long.response.status, long.label).toBe(200);
    }
    await expectBadRequest(`/api/reviews/business/reviews?${many}&page=${'1'.repeat(5000)}`, /^page/);
  });

  test('paths that look like other hosts stay on ours', async () => {
    for (const path of [
      '//evil.example/api/reviews/business/reviews',
      '/%2F%2Fevil.example/api/reviews/business/reviews',
      '/api//reviews/business/reviews',
      '/de//api/reviews/product/WHEY-1/rating',
      '/api/reviews/business/reviews/..%2F..%2F%2F%2Fevil.example',
      '/%5Cevil.example/api/reviews/business/reviews',
    ]) {
      const {response, label} = await probe(path);
      expect(response.status, label).not.toBe(200);
    }
  });
});

describe('Trustpilot failing: nothing failed is stored, the next ask answers', () => {
  const KINDS = [
    '500',
    '429',
    'non-json',
    'truncated-json',
    'empty',
    'no-data',
    'null-data',
    'data-string',
    'null-body',
    'errors-string',
  ];

  test('every fault on every route is a 502 JSON no-store; the same URL answers 200 right after', async () => {
    for (const [index, kind] of KINDS.entries()) {
      // A URL of its own per kind, so no warm answer stands in for the failing service.
      for (const route of PARAMETERISED('/it', `ATTACK-${index}`)) {
        const path = `${route}?${route.includes('business') ? `perPage=${50 + index}` : 'x=1'}`;
        await worker.admin('faults', {service: 'trustpilot', kind, count: 1});
        const failed = await probe(path);
        expect(failed.response.status, `${kind} ${failed.label}`).toBe(502);
        expect(failed.response.headers.get('cache-control'), `${kind} ${failed.label}`).toBe('no-store');
        expect(failed.response.headers.get('oxygen-cache-control'), `${kind} ${failed.label}`).toBeNull();
        expect(JSON.parse(failed.text), `${kind} ${failed.label}`).toEqual({error: expect.any(String)});
        const again = await probe(path);
        expect(again.response.status, `${kind} ${again.label} again`).toBe(200);
        expect(again.response.headers.get('cache-control'), `${kind} ${again.label} again`).toBe(CACHE_OK);
      }
    }
  });

  test('the business rating, once answered, keeps answering from the cache while Trustpilot fails', async () => {
    const first = await probe('/fr/api/reviews/business/rating');
    expect(first.response.status, first.label).toBe(200);
    await worker.admin('faults', {service: 'trustpilot', kind: '500', count: 5});
    for (const prefix of PREFIXES) {
      const warm = await probe(`${prefix}/api/reviews/business/rating`);
      expect(warm.response.status, warm.label).toBe(200);
      expect(warm.text, warm.label).toBe(first.text);
    }
    await worker.admin('reset', {});
  });

  test('a fault on one market’s list leaves another market’s warm list answering', async () => {
    const dutch = '/api/reviews/business/reviews?perPage=13';
    await probe(dutch);
    await worker.admin('faults', {service: 'trustpilot', kind: '500', count: 5});
    expect((await probe('/de/api/reviews/business/reviews?perPage=13')).response.status).toBe(502);
    const warm = await probe(dutch);
    expect(warm.response.status).toBe(200);
    expect((JSON.parse(warm.text) as ReviewPage).reviews).toHaveLength(13);
  });
});

describe('one market’s reviews never answer for another', () => {
  const languageOf = new Map([...BUSINESS_REVIEWS, ...PRODUCT_REVIEWS].map((review) => [review.id, review.language]));
  const MARKET_LANGUAGES: [string, string][] = [
    ['', 'nl'],
    ['/nl', 'nl'],
    ['/nl-be', 'nl'],
    ['/de', 'de'],
    ['/en', 'en'],
    ['/it', 'it'],
    ['/fr', 'fr'],
    ['/fr-be', 'fr'],
  ];

  test('the same query at every prefix, asked in turn and again warm: each in its market’s language', async () => {
    for (const round of ['cold', 'warm']) {
      for (const [prefix, language] of MARKET_LANGUAGES) {
        for (const path of LISTS(prefix)) {
          const {text, label} = await probe(`${path}?perPage=20&orderBy=stars.desc`);
          const languages = new Set(
            (JSON.parse(text) as ReviewPage).reviews.map((review) => languageOf.get(review.id)),
          );
          expect([...languages], `${round} ${label}`).toEqual([language]);
        }
      }
    }
  });

  test('?language picks a language at any prefix, and only for that URL', async () => {
    const ask = async (path: string) =>
      new Set((JSON.parse((await probe(path)).text) as ReviewPage).reviews.map((review) => languageOf.get(review.id)));
    expect([...(await ask('/de/api/reviews/business/reviews?perPage=9&language=it'))]).toEqual(['it']);
    expect([...(await ask('/de/api/reviews/business/reviews?perPage=9'))]).toEqual(['de']);
    expect([...(await ask(`/fr/api/reviews/product/${WHEY_SKU}/reviews?language=en`))]).toEqual(['en']);
    expect([...(await ask(`/fr/api/reviews/product/${WHEY_SKU}/reviews`))]).toEqual(['fr']);
  });
});

describe('a review written as markup travels and renders as text', () => {
  test('the API answers it as a JSON string, never as a document', async () => {
    const {response, text} = await probe('/en/api/reviews/business/reviews?orderBy=createdat.asc&perPage=1');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const [review] = (JSON.parse(text) as ReviewPage).reviews;
    expect(review).toMatchObject({text: MARKUP_REVIEW.text, consumer: {displayName: MARKUP_REVIEW.displayName}});
  });

  test('the reviews page never carries it as markup', async () => {
    for (const orderBy of ['createdat.asc', 'stars.asc']) {
      // The page shows what the worker's cache holds: view it once the list is there, the markup review in it.
      await viewOnceReviewsCached(worker, `/en/reviews?orderBy=${orderBy}`);
      const {response, text, label} = await probe(`/en/reviews?orderBy=${orderBy}`);
      expect(response.status, label).toBe(200);
      expect(text.match(/data-review="/g), label).toHaveLength(20);
      expect(text, label).not.toContain('<script>window.__reviewMarkup');
      expect(text, label).not.toContain('onerror="window.__reviewMarkup');
    }
  });
});

describe('product pages without the review service', () => {
  const PRODUCT_PAGES = ['/producten/protein/whey-protein', '/de/produkte/protein/whey-protein'];

  test('Trustpilot failing: the product page is a complete 200', async () => {
    await worker.admin('faults', {service: 'trustpilot', kind: '500', count: 50});
    for (const path of PRODUCT_PAGES) {
      const {response, text, label} = await probe(path);
      expect(response.status, label).toBe(200);
      expect(text.trimEnd(), label).toMatch(/<\/html>$/);
      expect(text, label).toContain('Whey');
    }
  });

  test('Trustpilot hanging: the product page is a complete 200 in good time', async () => {
    await worker.admin('faults', {service: 'trustpilot', kind: 'timeout', count: 50});
    for (const path of PRODUCT_PAGES) {
      const started = Date.now();
      const {response, text, label} = await probe(`${path}?hang=1`);
      expect(response.status, label).toBe(200);
      expect(text.trimEnd(), label).toMatch(/<\/html>$/);
      expect(Date.now() - started, label).toBeLessThan(5_000);
    }
  }, 30_000);
});
