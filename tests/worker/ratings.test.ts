// Issue 12 §3 on the built worker: a product page's rating and its AggregateRating JSON-LD are in the document when
// the review service answers, absent for a product without reviews, and a failing or hanging review service
// leaves the page 200 and complete, without a rating and without waiting for the service.
import {afterAll, beforeAll, beforeEach, describe, expect, test} from 'vitest';
import {startWorker, type WorkerHarness} from '../support/worker';

/** PAGE_RATING_WAIT_MS of app/commerce/products.server.ts (the worker project does not load app modules). */
const PAGE_RATING_WAIT_MS = 300;

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

describe('a product with reviews', () => {
  test('the rating our route answers is under the title and in the Product JSON-LD as its AggregateRating', async () => {
    const {status, headers, html} = await page('/producten/protein/whey-protein/chocolate-1kg');
    expect(status).toBe(200);
    // The document's edge caching is unchanged by the rating.
    expect(headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=86400');
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

  test('in German: the words and number format of the market', async () => {
    const {status, html} = await page('/de/produkte/protein/whey-protein/vanilla-1kg');
    expect(status).toBe(200);
    const line = ratingLine(html);
    expect(line?.label).toMatch(/^Mit \d,\d von 5 Sternen bewertet$/);
    expect(line?.text).toMatch(/^\d,\d ·\d+ Bewertungen?$/);
    expect(productJsonLd(html).aggregateRating).toMatchObject({'@type': 'AggregateRating', bestRating: 5});
  });
});

describe('a product without reviews', () => {
  test('no AggregateRating and no rating line', async () => {
    const {status, html} = await page('/producten/protein/whey-isolate');
    expect(status).toBe(200);
    expectCompletePage(html, 'nl-NL');
    expect(productJsonLd(html)).not.toHaveProperty('aggregateRating');
    expect(html).not.toContain('AggregateRating');
    expect(ratingLine(html)).toBeNull();
  });
});

describe('the review service failing', () => {
  test('500: the page is 200 and complete, with no rating, its line kept empty for the browser to fill', async () => {
    await worker.admin('faults', {service: 'trustpilot', kind: '500', count: 20});
    const {status, html} = await page('/fr/produits/protein/whey-protein/vanilla-500g');
    expect(status).toBe(200);
    expectCompletePage(html, 'fr-FR');
    expect(productJsonLd(html)).not.toHaveProperty('aggregateRating');
    expect(ratingLine(html)).toEqual({label: null, text: ''});
    expect(html).not.toMatch(/Torniamo subito|Nous revenons très vite|data-status="50\d"/);
  });

  test('hanging: the page does not wait for it', async () => {
    // A variant with the service answering, to warm the page's other sub-requests (Storefront, content) and to
    // know how long a page takes on this machine now; then another variant of it while the service hangs.
    const healthy = await page('/it/prodotti/protein/whey-protein/strawberry-1kg');
    expect(productJsonLd(healthy.html)).toHaveProperty('aggregateRating');
    await worker.admin('faults', {service: 'trustpilot', kind: 'timeout', count: 20});
    const {status, html, ms} = await page('/it/prodotti/protein/whey-protein/strawberry-500g');
    expect(status).toBe(200);
    expectCompletePage(html, 'it-IT');
    expect(productJsonLd(html)).not.toHaveProperty('aggregateRating');
    // At most PAGE_RATING_WAIT_MS (300 ms) more than a page whose rating came at once: not the review client's
    // own second, nor the 30 s the service hangs.
    expect(ms - healthy.ms).toBeLessThan(PAGE_RATING_WAIT_MS + 250);
  });
});
