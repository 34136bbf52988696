// Fault tolerance on the built worker (workerd) against the local services' fault injection: throttling is
// retried (spec §8/§9: 3 retries, 1000 ms apart, on 429), an outage is a 503 page inside the shell that no
// cache keeps, and content the edge cache holds is still served while DatoCMS is down, stale entries included.
import {Response as MiniflareResponse} from 'miniflare';
import {afterAll, beforeAll, beforeEach, describe, expect, test} from 'vitest';
import {PAGE_QUERY} from '~graphql/content/pages';
import {MARKETS} from '~/markets/markets';
import {startWorker, type WorkerHarness} from '../support/worker';

// The worker's Cache API (harness.miniflare) lets a test age a cached content entry past its max-age and
// prove the stale-while-revalidate path. That is the sub-request cache's own behaviour, so the answers the worker
// keeps parsed in memory for a few seconds in front of it (app/upstream/memory-cache.ts,
// tests/worker/memory-cache.test.ts) are off here: each view reads the Cache API as the test arranged it.
let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker(() => ({MEMORY_CACHE_SECONDS: '0'}));
});
afterAll(async () => worker?.dispose());

type Counters = Partial<Record<'storefront' | 'datocms', Record<string, number>>>;

const admin = (path: 'counters' | 'reset' | 'faults', body?: unknown) => worker.admin(path, body);
const counters = async () => (await admin('counters')) as Counters;
const fault = (service: 'storefront' | 'datocms', kind: '429' | '500' | 'timeout', count: number) =>
  admin('faults', {service, kind, count});

async function page(path: string) {
  const response = (await worker.miniflare.dispatchFetch(`http://localhost:8787${path}`)) as unknown as Response;
  return {status: response.status, headers: response.headers, html: await response.text()};
}

/** The shop's shell: html lang of the market, header and footer around the page. */
function expectShell(html: string, lang: string) {
  expect(html).toContain(`<html lang="${lang}"`);
  expect(html).toMatch(/<header[\s\S]*<main[\s\S]*<footer/);
}

function expectUnavailable({status, headers}: {status: number; headers: Headers}) {
  expect(status).toBe(503);
  expect(headers.get('cache-control')).toBe('no-store');
  expect(headers.get('retry-after')).toBe('30');
}

// Every test starts with no faults and zeroed counters. Each uses pages no earlier test loaded, so the
// injected fault meets the page's first upstream call instead of a cached answer.
beforeEach(async () => {
  await admin('reset', {});
});

describe('Storefront throttling', () => {
  test('429 twice, then success: the page renders 200 after two retries a second apart', async () => {
    await fault('storefront', '429', 2);
    const started = Date.now();
    const {status, html} = await page('/de/produkte/protein/casein-protein');
    expect(status).toBe(200);
    expectShell(html, 'de-DE');
    expect(html).toContain('<h1');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    // The product query was asked three times: two throttled answers, then the product.
    expect((await counters()).storefront?.ProductPage).toBe(3);
  });

  test('still throttled after 3 retries: the 503 page inside the shell', async () => {
    await fault('storefront', '429', 10);
    const result = await page('/it/prodotti/protein/rice-protein');
    expectUnavailable(result);
    expectShell(result.html, 'it-IT');
    expect(result.html).toContain('Torniamo subito');
    expect(result.html).toContain('data-status="503"');
    expect((await counters()).storefront?.ProductPage).toBe(4);
  });
});

describe('Storefront down', () => {
  test('a 5xx is not retried (spec §8 retries 429 and network failures) and gives the 503 page', async () => {
    await fault('storefront', '500', 1);
    const result = await page('/fr/produits/protein/pea-protein');
    expectUnavailable(result);
    expectShell(result.html, 'fr-FR');
    expect(result.html).toContain('Nous revenons très vite');
    expect(result.html).toContain('La boutique est momentanément indisponible.');
    // A retry link to the same page, and the way home in the market's words.
    expect(result.html).toContain('href="/fr/produits/protein/pea-protein"');
    expect(result.html).toContain('Réessayer');
    expect((await counters()).storefront?.ProductPage).toBe(1);
  });

  test('the same page recovers once the Storefront is back (the 503 was not cached)', async () => {
    await fault('storefront', '500', 1);
    expect((await page('/en/products/protein/hemp-protein')).status).toBe(503);
    const again = await page('/en/products/protein/hemp-protein');
    expect(again.status).toBe(200);
    expect(again.html).not.toContain('data-status="503"');
  });

  test('a data request (client navigation) answers 503 as well', async () => {
    await fault('storefront', '500', 1);
    const routeId = encodeURIComponent('routes/($locale).products.$collection.$product.($variant)');
    const response = (await worker.miniflare.dispatchFetch(
      `http://localhost:8787/en/products/protein/soy-protein?_data=${routeId}`,
    )) as unknown as Response;
    expectUnavailable(response);
    expect(response.headers.get('x-remix-catch')).toBe('yes');
    expect(await response.json()).toEqual({message: 'Service Unavailable'});
  });

  test('the search API answers 503 too, and is not cached', async () => {
    await fault('storefront', '500', 1);
    const response = (await worker.miniflare.dispatchFetch('http://localhost:8787/de/api/search?q=riegel')) as unknown as Response;
    expectUnavailable(response);
  });
});

describe('content service down', () => {
  test('warm cache: the page is still served from the edge cache without asking DatoCMS', async () => {
    const warm = await page('/en/about-us');
    expect(warm.status).toBe(200);
    await expect.poll(() => cachedContentPage('en', 'about-us'), {timeout: 5000}).toBeTruthy();

    await admin('reset', {});
    await fault('datocms', '500', 50);
    const {status, html} = await page('/en/about-us');
    expect(status).toBe(200);
    expectShell(html, 'en');
    expect(html).toContain('Started in an Amsterdam kitchen, in 2015');
    expect((await counters()).datocms?.total ?? 0).toBe(0);
  });

  test('stale entry: served while its background revalidation fails, and kept for the next request', async () => {
    expect((await page('/de/about-us')).status).toBe(200);
    await expect.poll(() => cachedContentPage('de', 'about-us'), {timeout: 5000}).toBeTruthy();
    const entry = (await cachedContentPage('de', 'about-us'))!;
    // The content client caches with CacheLong: fresh for an hour, then served stale for 23 more.
    expect(entry.headers.get('real-cache-control')).toBe('public, max-age=3600, stale-while-revalidate=82800');
    // Two hours old: past max-age, well inside stale-while-revalidate.
    const twoHoursAgo = String(Date.now() - 2 * 3600 * 1000);
    await ageContentPage('de', 'about-us', twoHoursAgo);

    await admin('reset', {});
    await fault('datocms', '500', 50);
    const stale = await page('/de/about-us');
    expect(stale.status).toBe(200);
    expectShell(stale.html, 'de-DE');
    expect(stale.html).toContain('Angefangen in einer Amsterdamer Küche, 2015');
    // The stale entry was revalidated in the background (one request, answered 500) ...
    await expect.poll(async () => (await counters()).datocms?.ContentPage ?? 0, {timeout: 5000}).toBe(1);
    // ... and the failure neither evicted nor replaced it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await cachedContentPage('de', 'about-us'))?.headers.get('cache-put-date')).toBe(twoHoursAgo);

    const again = await page('/de/about-us');
    expect(again.status).toBe(200);
    expect(again.html).toContain('Über uns');
    await expect.poll(async () => (await counters()).datocms?.ContentPage ?? 0, {timeout: 5000}).toBe(2);
  });

  test('cold cache: the 503 page inside the shell, in the market’s language, without the CMS menu', async () => {
    // Nothing of the Belgian French market is cached yet: page and layout both fail.
    await fault('datocms', '500', 50);
    const result = await page('/fr-be/about-us');
    expectUnavailable(result);
    expectShell(result.html, 'fr-BE');
    expect(result.html).toContain('Nous revenons très vite');
    expect(result.html).toContain('La boutique est momentanément indisponible.');
    // The shell's own parts are there (search in the market's path, the Belgian footer note); the menu from content is not.
    expect(result.html).toContain('action="/fr-be/search"');
    expect(result.html).toContain('Tous les prix incluent la TVA (Belgique).');
    expect(result.html).not.toContain('À propos');
  });

  test('a content service that hangs: the page gives up after the timeout and answers 503 in the shell', async () => {
    await fault('datocms', 'timeout', 5);
    const result = await page('/it/about-us');
    expectUnavailable(result);
    expectShell(result.html, 'it-IT');
    // Given up, not retried: one request for the page's content (the layout may have asked once too).
    expect((await counters()).datocms?.ContentPage ?? 0).toBe(1);
  }, 20_000);

  test('a product page still renders from the Storefront when content is down (content only enriches it)', async () => {
    await fault('datocms', '500', 50);
    const {status, html} = await page('/nl-be/producten/protein/collagen-peptides');
    expect(status).toBe(200);
    expectShell(html, 'nl-BE');
    expect(html).toContain('data-testid="price"');
  });
});

// The content client's cache entries (Hydrogen createWithCache: key = the parts of its cacheKey joined, in
// the Cache API under https://shopify.dev/?<key>). If app/content/client.server.ts changes its cacheKey, this
// lookup finds nothing and the tests above fail at their first poll.
function contentPageCacheUrl(language: 'de' | 'en', slug: string): string {
  const market = MARKETS.find((candidate) => candidate.contentLocale === language)!;
  const variables = {locale: market.contentLocale, slug, fallbackLocales: market.contentFallbackLocales};
  const parts = ['content', `${worker.services.url}/datocms/`, 'main', PAGE_QUERY, JSON.stringify(variables)];
  return `https://shopify.dev/?${encodeURIComponent(parts.join(''))}`;
}

// The Cache API as Miniflare proxies it into Node (its bundled workers types do not line up with ours).
type ProxiedCache = {
  match(url: string): Promise<{text(): Promise<string>; headers: Iterable<[string, string]>} | undefined>;
  put(url: string, response: MiniflareResponse): Promise<void>;
};

async function hydrogenCache(): Promise<ProxiedCache> {
  const caches = (await worker.miniflare.getCaches()) as unknown as {open(name: string): Promise<ProxiedCache>};
  return caches.open('hydrogen');
}

async function cachedContentPage(language: 'de' | 'en', slug: string) {
  const response = await (await hydrogenCache()).match(contentPageCacheUrl(language, slug));
  if (!response) return undefined;
  const body = await response.text();
  return {headers: new Headers([...response.headers]), body};
}

/** Rewrites the entry's put date, which is what Hydrogen compares with max-age to call it stale. */
async function ageContentPage(language: 'de' | 'en', slug: string, putDate: string) {
  const entry = (await cachedContentPage(language, slug))!;
  entry.headers.set('cache-put-date', putDate);
  const cache = await hydrogenCache();
  // Miniflare's proxy only carries its own Response class into the worker.
  await cache.put(contentPageCacheUrl(language, slug), new MiniflareResponse(entry.body, {headers: [...entry.headers]}));
}
