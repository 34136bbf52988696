// Issue 12 §3 on the built worker: a product page's rating and its AggregateRating JSON-LD are in the document once
// the worker's cache holds the rating, absent for a product without reviews; the page never waits on the review
// service (a rating not cached yet is asked in the background, the line kept for the browser to fill), and a
// failing or hanging review service leaves the page 200, complete and shareable.
import {afterAll, beforeAll, beforeEach, describe, expect, test} from 'vitest';
import {viewOnceReviewsCached} from '../support/reviews-worker';
import {startWorker, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());
beforeEach(async () => {
  await worker.admin('reset', {});
});

async function page(path: string) {
  const started = Date.now();
  const response = await worker.fetch(path);
  return {status: response.status, headers: response.headers, html: await response.text(), ms: Date.now() - started};
}

/** Every JSON-LD object in the document. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

function productJsonLd(html: string) {
  const products = jsonLd(html).filter((data) => data['@type'] === 'Product');
  expect(products).toHaveLength(1);
  return products[0]!;
}

/** The rating line under the title (RatingView): its stars' label and its text, or null when there is none. */
function ratingLine(html: string) {
  const panel = html.slice(html.indexOf('data-testid="purchase-panel"'));
  const line = /<p class="product-rating" data-testid="rating">(.*?)<\/p>/s.exec(panel.slice(0, 4000));
  if (!line) return null;
  const label = /aria-label="([^"]+)"/.exec(line[1]!)?.[1] ?? null;
  return {label, text: line[1]!.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '')};
}

/** A complete product page: the shell, the title, the purchase panel and the part below the first screen. */
function expectCompletePage(html: string, lang: string) {
  expect(html).toContain(`<html lang="${lang}"`);
  expect(html).toMatch(/<header[\s\S]*<main[\s\S]*<footer/);
  expect(html).toContain('data-testid="purchase-panel"');
  expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect(html).toContain('data-part="product-more"');
}

/** The rating line is there but empty: the rating was not in the worker's cache when the page was rendered. */
const ratingPending = (html: string) => ratingLine(html)?.label === null;

const PUBLIC_PAGE = 'public, max-age=60, stale-while-revalidate=86400';

describe('a product with reviews', () => {
  test('first view: the page does not wait for the rating; once cached it is under the title and in the JSON-LD', async () => {
    const path = '/producten/protein/whey-protein/chocolate-1kg';
    const first = await page(path);
    expect(first.status).toBe(200);
    expectCompletePage(first.html, 'nl-NL');
    // The line is kept (no layout shift when the browser fills it), the JSON-LD has no rating yet.
    expect(ratingLine(first.html)).toEqual({label: null, text: ''});
    expect(productJsonLd(first.html)).not.toHaveProperty('aggregateRating');
    expect(first.headers.get('cache-control')).toBe(PUBLIC_PAGE);

    const {status, headers, html} = await viewOnceReviewsCached(worker, path, ratingPending);
    expect(status).toBe(200);
    // The document's edge caching is unchanged by the rating.
    expect(headers.get('cache-control')).toBe(PUBLIC_PAGE);
    const rating = (await (await worker.fetch('/api/reviews/product/OF-WHEPRO-CHOCOLATE-1KG/rating')).json()) as {
      starsAverage: number;
      numberOfReviews: {total: number};
    };
    expect(rating.numberOfReviews.total).toBeGreaterThan(0);
    const average = Math.round(rating.starsAverage * 10) / 10;
    expect(productJsonLd(html).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: average,
      reviewCount: rating.numberOfReviews.total,
      bestRating: 5,
      worstRating: 1,
    });
    const shown = average.toFixed(1).replace('.', ',');
    expect(ratingLine(html)).toEqual({
      label: `Beoordeeld met ${shown} van de 5 sterren`,
      text: `${shown} ·${rating.numberOfReviews.total} reviews`,
    });
  });

  test('a rating our route has cached is in the page at once, and the page asks Trustpilot nothing', async () => {
    const rating = await worker.fetch('/de/api/reviews/product/OF-WHEPRO-VANILLA-1KG/rating');
    expect(rating.status).toBe(200);
    await rating.arrayBuffer();
    const {html} = await viewOnceReviewsCached(worker, '/de/produkte/protein/whey-protein/vanilla-1kg', ratingPending);
    await worker.admin('reset', {});
    const again = await page('/de/produkte/protein/whey-protein/vanilla-1kg');
    const counters = (await worker.admin('counters')) as Record<string, {total?: number} | undefined>;
    expect(counters.trustpilot?.total ?? 0).toBe(0);
    const line = ratingLine(again.html);
    expect(line).toEqual(ratingLine(html));
    // In German: the words and number format of the market.
    expect(line?.label).toMatch(/^Mit \d,\d von 5 Sternen bewertet$/);
    expect(line?.text).toMatch(/^\d,\d ·\d+ Bewertungen?$/);
    expect(productJsonLd(again.html).aggregateRating).toMatchObject({'@type': 'AggregateRating', bestRating: 5});
  });
});

describe('a product without reviews', () => {
  test('no AggregateRating and no rating line, once its rating (none) is known', async () => {
    const {status, html} = await viewOnceReviewsCached(worker, '/producten/protein/whey-isolate', ratingPending);
    expect(status).toBe(200);
    expectCompletePage(html, 'nl-NL');
    expect(productJsonLd(html)).not.toHaveProperty('aggregateRating');
    expect(html).not.toContain('AggregateRating');
    expect(ratingLine(html)).toBeNull();
  });
});

describe('the review service failing', () => {
  test('500: the page is 200, complete and shared as usual, with no rating, its line kept for the browser', async () => {
    await worker.admin('faults', {service: 'trustpilot', kind: '500', count: 20});
    const path = '/fr/produits/protein/whey-protein/vanilla-500g';
    for (const view of [await page(path), await page(path)]) {
      expect(view.status).toBe(200);
      expectCompletePage(view.html, 'fr-FR');
      expect(productJsonLd(view.html)).not.toHaveProperty('aggregateRating');
      expect(ratingLine(view.html)).toEqual({label: null, text: ''});
      expect(view.html).not.toMatch(/Torniamo subito|Nous revenons très vite|data-status="50\d"/);
      // The page is complete without the rating: the review service does not decide how it is cached.
      expect(view.headers.get('cache-control')).toBe(PUBLIC_PAGE);
    }
  });

  test('hanging: the page does not wait for it', async () => {
    // A variant with the service answering, to warm the page's other sub-requests (Storefront, content) and to
    // know how long a page takes on this machine now; then another variant of it while the service hangs.
    const healthy = await page('/it/prodotti/protein/whey-protein/strawberry-1kg');
    await worker.admin('faults', {service: 'trustpilot', kind: 'timeout', count: 20});
    const {status, html, ms} = await page('/it/prodotti/protein/whey-protein/strawberry-500g');
    expect(status).toBe(200);
    expectCompletePage(html, 'it-IT');
    expect(productJsonLd(html)).not.toHaveProperty('aggregateRating');
    // About a page whose rating the service gave at once: well under the review client's one-second time box, let
    // alone the 30 s the service hangs (the margin allows for a machine busy with other work).
    expect(ms - healthy.ms).toBeLessThan(700);
  });
});
