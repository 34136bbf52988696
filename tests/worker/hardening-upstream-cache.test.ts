// Issue 8 §7 on the built worker: a 200 from the Storefront or DatoCMS that is no GraphQL answer (HTML,
// truncated or empty JSON, no data, a data string, `null`, an `errors` string) is an outage: the page answers
// 503 in the shell (the search API 503 JSON), and nothing of it is cached, so the next request after the fault
// asks the service again (the local services' counters) and renders normally. Our own error answers (400,
// 404, 405, `?_data` errors) are never stored either.
import {afterAll, beforeAll, beforeEach, describe, expect, test} from 'vitest';
import {localizePath} from '~/markets/links';
import {MARKETS, type MarketDefinition} from '~/markets/markets';
import {basePathFor} from '~/markets/resolve';
import {MALFORMED_FAULT_KINDS, type FaultKind} from '../../local-services/admin';
import {COLLECTIONS, PRODUCTS} from '../../local-services/data/catalogue';
import {startWorker, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());
beforeEach(async () => {
  await worker.admin('reset', {});
});

type Service = 'storefront' | 'datocms';
type Counters = Partial<Record<Service, Record<string, number>>>;
const counters = async () => (await worker.admin('counters')) as Counters;
/** Every request of the service fails this way during one view (more faults than a page makes requests). */
const breakService = (service: Service, kind: FaultKind) => worker.admin('faults', {service, kind, count: 100});

const pathIn = (canonicalPath: string, market: MarketDefinition) =>
  localizePath(canonicalPath, {market, basePath: basePathFor(market)});

type Case = {label: string; service: Service; kind: FaultKind; path: string; document: boolean; lang: string};

/**
 * Page types × malformed kinds. Every case gets a page no other case asks for (its own product, market ×
 * collection, search term, market × content page), so the fault meets that page's first upstream request
 * rather than an answer an earlier case left in the cache.
 */
function cases(): Case[] {
  const storefrontPages = [
    (n: number) => {
      const market = MARKETS[n % MARKETS.length]!;
      return {type: 'search page', market, path: pathIn(`/search?q=malformed${n}`, market), document: true};
    },
    (n: number) => {
      const market = MARKETS[(n + 1) % MARKETS.length]!;
      return {type: 'search API', market, path: `${basePathFor(market)}/api/search?q=broken${n}`, document: false};
    },
    (n: number) => {
      const product = PRODUCTS[n * 3]!;
      const market = MARKETS[(n + 2) % MARKETS.length]!;
      return {type: 'product', market, path: pathIn(`/products/${product.collectionHandles[0]}/${product.handle}`, market), document: true};
    },
    (n: number) => {
      const collection = COLLECTIONS[n % COLLECTIONS.length]!;
      const market = MARKETS[Math.floor(n / COLLECTIONS.length) % MARKETS.length]!;
      return {type: 'collection', market, path: pathIn(`/products/${collection.handle}`, market), document: true};
    },
  ];
  const CONTENT_PAGES = ['/about-us', '/how-can-we-help-you', '/reviews', '/become-partner', '/vitamintest', '/plant-based-guide', '/nutrition-advise-submit'];
  const contentPages = [0, 1].map((offset) => (n: number) => {
    const combination = 2 * n + offset;
    const page = CONTENT_PAGES[combination % CONTENT_PAGES.length]!;
    const market = MARKETS[Math.floor(combination / CONTENT_PAGES.length) % MARKETS.length]!;
    return {type: `content page ${page}`, market, path: pathIn(page, market), document: true};
  });
  return MALFORMED_FAULT_KINDS.flatMap((kind, n) => [
    ...storefrontPages.map((page) => ({service: 'storefront' as const, ...page(n)})),
    ...contentPages.map((page) => ({service: 'datocms' as const, ...page(n)})),
  ].map(({type, market, ...rest}) => ({...rest, label: `${kind} from ${rest.service}: ${type} ${rest.path}`, lang: market.siteLocale, kind})));
}

const CASES = cases();

test('the cases reach every malformed kind on every page type, each on a page of its own', () => {
  expect(new Set(CASES.map((c) => c.path)).size).toBe(CASES.length);
  expect(CASES).toHaveLength(MALFORMED_FAULT_KINDS.length * 6);
});

describe.each(CASES.map((c) => [c.label, c] as const))('%s', (_label, {service, path, document, lang, kind}) => {
  test('is a 503 nobody stores; the next request asks the service again and renders', async () => {
    await breakService(service, kind);
    const broken = await worker.fetch(path);
    const body = await broken.text();
    expect(broken.status).toBe(503);
    expect(broken.headers.get('cache-control')).toBe('no-store');
    expect(broken.headers.get('retry-after')).toBe('30');
    if (document) {
      expect(body).toContain(`<html lang="${lang}"`);
      expect(body).toContain('data-status="503"');
    } else {
      expect(JSON.parse(body)).toEqual({message: 'Service Unavailable'});
    }
    const asked = Object.keys((await counters())[service] ?? {}).filter((key) => key !== 'total');
    expect(asked.length).toBeGreaterThan(0);

    await worker.admin('reset', {});
    const again = await worker.fetch(path);
    const html = await again.text();
    expect(again.status, html.slice(0, 300)).toBe(200);
    if (document) expect(html).not.toContain('data-status=');
    // Whatever the broken view asked, the good one asked again: no invalid answer was kept.
    const fresh = (await counters())[service] ?? {};
    for (const operation of asked) expect(fresh[operation] ?? 0, operation).toBeGreaterThan(0);
  });
});

type ErrorAnswer = {label: string; path: string; status?: number; init?: RequestInit};

describe('our own error answers are stored by no one', () => {
  const answers = MARKETS.flatMap((market): ErrorAnswer[] => {
    const base = basePathFor(market);
    return [
      {label: `${market.id} search API, query too long`, path: `${base}/api/search?q=${'x'.repeat(101)}`, status: 400},
      {label: `${market.id} product data, unknown product`, path: `${base}/products/protein/no-such-thing?_data=${encodeURIComponent('routes/($locale).products.$collection.$product.($variant)')}`, status: 404},
      {label: `${market.id} data of an unknown route`, path: `${base}/products?_data=${encodeURIComponent('routes/nope')}`},
      {label: `${market.id} document 404`, path: `${base}/no-such-page`, status: 404},
    ];
  });
  const elsewhere: ErrorAnswer[] = [
    {label: 'search API under an unknown prefix', path: '/xx/api/search?q=whey', status: 404},
    {label: 'search API posted to (a loader-only route)', path: '/de/api/search?q=whey', status: 405, init: {method: 'POST', body: 'q=x', headers: {'content-type': 'application/x-www-form-urlencoded'}}},
    {label: 'collection data, unknown collection', path: `/de/products/nope?_data=${encodeURIComponent('routes/($locale).products.$collection._index')}`, status: 404},
  ];

  test.each([...answers, ...elsewhere].map((a) => [a.label, a] as const))('%s', async (_label, answer) => {
    const response = await worker.fetch(answer.path, answer.init);
    await response.arrayBuffer();
    if (answer.status) expect(response.status).toBe(answer.status);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('oxygen-cache-control')).toBeNull();
  });
});
