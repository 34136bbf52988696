// Quick views on the built worker: the product page carries only the cards, and a quick view's variants come
// from `{basePath}/api/quick-view/{id}` when a shopper opens it, priced for the market, stored like a public
// page; made-up ids and outages get the JSON refusals every API route gives.
import {afterAll, beforeAll, beforeEach, describe, expect, test} from 'vitest';
import type {PopupOffer} from '~/commerce/popup-product';
import {MARKETS} from '~/markets/markets';
import {expectJsonRefusal, marketPath, routeIds, withData} from '../support/hardening';
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

type CarouselProduct = {id: string; productId?: string; slug?: string; title?: string; variants?: unknown};

/**
 * The content products of the product page's carousels, as its loader data carries them: the route's data
 * request (the document leaves the lower part's data out of its hydration data, app/http/unhydrated.ts).
 */
async function carouselProducts(path: string): Promise<CarouselProduct[]> {
  const html = await (await worker.fetch(path)).text();
  const context = /window\.__remixContext = (\{.*?\});<\/script>/s.exec(html);
  expect(context, 'the page carries its Remix context').not.toBeNull();
  expect(context![1], 'the document hands over no section data').not.toContain('CarouselSectionRecord');
  const data = await (await worker.fetch(withData(path, routeIds(html).at(-1)!))).text();
  const found: CarouselProduct[] = [];
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(walk);
    const record = value as Record<string, unknown>;
    if (/CarouselSectionRecord$/.test(String(record.__typename)) && Array.isArray(record.products)) {
      found.push(...(record.products as CarouselProduct[]));
    }
    Object.values(record).forEach(walk);
  };
  walk(JSON.parse(data));
  return found;
}

describe('a product page and its quick views', () => {
  test('the page sends the cards without their variants or offers; each card’s quick view answers when asked', async () => {
    const products = await carouselProducts(marketPath(NL, '/products/protein/whey-protein'));
    const quickViewable = products.filter((product) => product.productId && product.slug);
    expect(quickViewable.length).toBeGreaterThan(1);
    for (const product of products) expect(product).not.toHaveProperty('variants');

    for (const product of quickViewable) {
      const response = await worker.fetch(`/api/quick-view/${product.id}`);
      expect(response.status, product.id).toBe(200);
      expect(response.headers.get('cache-control')).toMatch(/^public, max-age=60/);
      const offer = (await response.json()) as PopupOffer;
      expect(offer.variants.length, product.id).toBeGreaterThan(0);
      for (const variant of offer.variants) {
        expect(variant.variantId).toMatch(/^gid:\/\/shopify\/ProductVariant\//);
        expect(variant.slug).toBeTruthy();
        expect(variant.price.currencyCode).toBe('EUR');
      }
    }
  });

  test('in the market’s own path and language: the same variants, named in German on the German route', async () => {
    const products = (await carouselProducts(marketPath(DE, '/products/protein/whey-protein'))).filter((p) => p.productId && p.slug);
    const titles = async (path: string) => ((await (await worker.fetch(path)).json()) as PopupOffer).variants.map((v) => [v.variantId, v.title]);
    const pairs = await Promise.all(products.map(async (p) => [await titles(`/de/api/quick-view/${p.id}`), await titles(`/api/quick-view/${p.id}`)]));
    for (const [german, dutch] of pairs) expect(german!.map(([id]) => id)).toEqual(dutch!.map(([id]) => id));
    // Sizes read the same in both languages; flavours do not (Chocolade / Schokolade).
    expect(pairs.some(([german, dutch]) => JSON.stringify(german) !== JSON.stringify(dutch))).toBe(true);
  });

  test('an unknown or malformed id is a 404 refusal in the market’s words, never stored', async () => {
    for (const id of ['999999999', 'x'.repeat(33), 'a%20b', '1;2', '%3Cscript%3E']) {
      await expectJsonRefusal(await worker.fetch(`/de/api/quick-view/${id}`), DE, 404, `quick view ${id}`);
    }
    await expectJsonRefusal(await worker.fetch('/api/quick-view/999999999'), NL, 404, 'quick view, unknown (nl)');
  });

  test('an id that cannot be a DatoCMS record id (which the content API refuses to coerce) is the same 404 refusal', async () => {
    // Integers above 48 bits, and 22 characters that are no version 4 UUID, or any other word the pattern lets by:
    // the content API answers `cannot coerce ... to ItemId`, which must not become a 500 anyone can ask for.
    for (const id of ['abc', 'whey-protein', '281474976710656', 'x'.repeat(32), 'AAAAAAAAAAAAAAAAAAAAAA', '-1']) {
      await expectJsonRefusal(await worker.fetch(`/de/api/quick-view/${id}`), DE, 404, `quick view ${id}`);
    }
    // A well-formed id of no record (a UUID, an integer) is looked up and is a 404 too.
    for (const id of ['f8oU7jfNQQKS-JdDqKtBVw', '281474976710655']) {
      await expectJsonRefusal(await worker.fetch(`/api/quick-view/${id}`), NL, 404, `quick view ${id}`);
    }
  });

  test('a Storefront outage is a 503 nobody stores', async () => {
    // Asked in English for the first time: no cached Storefront answer stands in for the failing service.
    const [product] = (await carouselProducts(marketPath(NL, '/products/protein/whey-protein'))).filter((p) => p.productId && p.slug);
    await worker.admin('faults', {service: 'storefront', kind: '500', count: 10});
    const response = await worker.fetch(`/en/api/quick-view/${product!.id}`);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
