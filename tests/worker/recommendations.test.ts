// Product recommendations on the built worker: the product page's document carries none (its carousel of
// recommendations appears in the browser, tests/e2e/product-page.spec.ts), and
// `{basePath}/api/recommendations/{product number}` answers them as cards in the market's prices and paths,
// stored like a public page; malformed numbers and outages get the JSON refusals every API route gives.
import {afterAll, beforeAll, beforeEach, describe, expect, test} from 'vitest';
import type {RecommendationsAnswer} from '~/commerce/recommendations';
import {MARKETS} from '~/markets/markets';
import {expectJsonRefusal, marketPath} from '../support/hardening';
import {startWorker, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());
beforeEach(async () => {
  await worker.admin('reset', {});
});

const NL = MARKETS.find((market) => market.id === 'nl_nl')!;
const DE = MARKETS.find((market) => market.id === 'de_de')!;

/** The Shopify product number of the product page's product, from its loader data. */
async function pageProductNumber(path: string): Promise<string> {
  const html = await (await worker.fetch(path)).text();
  expect(html, 'the document names no recommendation').not.toContain('"recommendations"');
  const productId = /"productId":"gid:\/\/shopify\/Product\/(\d+)"/.exec(html);
  expect(productId, 'the page carries its product id').not.toBeNull();
  return productId![1]!;
}

async function recommendations(path: string): Promise<RecommendationsAnswer> {
  const response = await worker.fetch(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('cache-control'), path).toMatch(/^public, max-age=60/);
  return (await response.json()) as RecommendationsAnswer;
}

describe('product recommendations', () => {
  test('a product’s recommendations are cards of other products, priced and linked for the market', async () => {
    const number = await pageProductNumber(marketPath(NL, '/products/protein/whey-protein'));
    const {cards} = await recommendations(`/api/recommendations/${number}`);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.id).not.toBe(`gid://shopify/Product/${number}`);
      expect(card.path).toMatch(/^\/products\/[a-z0-9-]+\/[a-z0-9-]+$/);
      expect(card.price?.currencyCode).toBe('EUR');
    }
    // The same products on the German route, their titles in German where the catalogue translates them.
    const german = await recommendations(`/de/api/recommendations/${number}`);
    expect(german.cards.map((card) => card.id)).toEqual(cards.map((card) => card.id));
    expect(JSON.stringify(german.cards.map((card) => card.title))).not.toBe(JSON.stringify(cards.map((card) => card.title)));
  });

  test('a product number of no product has none; anything else is a 404 refusal in the market’s words', async () => {
    expect((await recommendations('/api/recommendations/9100000009999')).cards).toEqual([]);
    for (const segment of ['0', '012', '-1', '1.5', '1e3', 'abc', 'gid%3A%2F%2Fshopify%2FProduct%2F1', '1'.repeat(21), '%3Cscript%3E']) {
      await expectJsonRefusal(await worker.fetch(`/de/api/recommendations/${segment}`), DE, 404, `recommendations ${segment}`);
    }
  });

  test('a Storefront outage is a 503 nobody stores', async () => {
    const number = await pageProductNumber(marketPath(NL, '/products/protein/whey-protein'));
    await worker.admin('faults', {service: 'storefront', kind: '500', count: 10});
    // Asked in English for the first time: no cached Storefront answer stands in for the failing service.
    const response = await worker.fetch(`/en/api/recommendations/${number}`);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
