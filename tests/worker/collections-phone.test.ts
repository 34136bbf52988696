// Collections through the built worker (issue 15): sort orders and a price range in euros reach the Storefront,
// and bad sort, price, filter or paging parameters, in many spellings, give the first page with a note in the
// market's language: status 200, the same public caching as the plain page, never an error page.
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {COLLECTION_SORTS} from '~/commerce/collection-query';
import {format, stringsFor} from '~locales/index';
import {MARKETS} from '~/markets/markets';
import {startWorker, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());

async function page(path: string) {
  const response = await worker.fetch(path);
  return {status: response.status, headers: response.headers, html: await response.text()};
}

const nl = stringsFor(MARKETS.find((market) => market.id === 'nl_nl')!);

/** Product titles in grid order, and the prices shown on their cards (in cents). */
function grid(html: string) {
  const cards = [...html.matchAll(/<article[\s\S]*?<\/article>/g)].map((match) => match[0]);
  return cards.map((card) => ({
    title: /<h3[^>]*><a[^>]*>([^<]*)</.exec(card)?.[1] ?? '',
    cents: Number((/€\s?(\d+),(\d{2})/.exec(card) ?? []).slice(1).join('')),
  }));
}

const notesIn = (html: string) => [...html.matchAll(/data-note="(\w+)"/g)].map((match) => match[1]);
const countIn = (html: string) => /<p aria-live="polite"[^>]*>([^<]*)</.exec(html)?.[1];

describe('sort and price range through the worker', () => {
  test('every sort order renders, each one a different order of the same products', async () => {
    const orders = new Map<string, string[]>();
    for (const sort of COLLECTION_SORTS) {
      const {status, html} = await page(`/producten/protein?sort=${sort}`);
      expect(status, sort).toBe(200);
      expect(notesIn(html), sort).toEqual([]);
      // The chosen order is the selected option, so the form shows the view it came from.
      expect(html.includes(`<option value="${sort}" selected=""`), sort).toBe(true);
      orders.set(sort, grid(html).map((card) => card.title));
    }
    const featured = orders.get('featured')!;
    for (const [sort, titles] of orders) expect([...titles].sort(), sort).toEqual([...featured].sort());
    expect(new Set([...orders.values()].map((titles) => titles.join('|'))).size).toBe(COLLECTION_SORTS.length);
  });

  test('price low-high and high-low sort the cards by their shown price', async () => {
    const ascending = grid((await page('/producten/protein?sort=price-asc')).html).map((card) => card.cents);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = grid((await page('/de/produkte/protein?sort=price-desc')).html).map((card) => card.cents);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  test('a price range keeps the products with a price in it, and the count says how many', async () => {
    // One page of products (fewer than 50), so every card of the collection can be compared.
    const all = grid((await page('/producten/protein')).html);
    for (const [min, max, query] of [
      [10, 20, 'minPrice=10&maxPrice=20'],
      [12.5, 25, 'minPrice=12,50&maxPrice=25'],
      [30, Infinity, 'minPrice=30'],
      [0, 15, 'maxPrice=%E2%82%AC%2015'],
    ] as const) {
      const {status, html} = await page(`/producten/protein?${query}`);
      expect(status, query).toBe(200);
      expect(notesIn(html), query).toEqual([]);
      const shown = grid(html);
      // Cards show the lowest variant price; a product is in the range when any variant is.
      expect(shown.length, query).toBeGreaterThan(0);
      expect(shown.length, query).toBeLessThan(all.length);
      expect(shown.every((card) => card.cents <= max * 100), query).toBe(true);
      // A product whose lowest price is in the range is certainly shown.
      const certain = all.filter((card) => card.cents >= min * 100 && card.cents <= max * 100).map((card) => card.title);
      expect(shown.map((card) => card.title), query).toEqual(expect.arrayContaining(certain));
      expect(countIn(html), query).toBe(shown.length === 1 ? nl.collectionCountOne : format(nl.productCount, {count: shown.length}));
      // The Filter button counts the range as one active filter.
      expect(/aria-hidden="true"[^>]*>1<\/span><span class="sr-only">\(1 actief\)</.test(html), query).toBe(true);
    }
  });

  test('sort, price and filters together, and paging keeps them', async () => {
    const filter = encodeURIComponent('{"available":true}');
    const {status, html} = await page(`/en/products/all?sort=price-desc&minPrice=5&filter=${filter}`);
    expect(status).toBe(200);
    expect(notesIn(html)).toEqual([]);
    const next = /href="([^"]*cursor=[^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(next).toBeDefined();
    const params = new URL(next!, 'http://x').searchParams;
    expect(params.get('sort')).toBe('price-desc');
    expect(params.get('minPrice')).toBe('5');
    expect(params.getAll('filter')).toEqual(['{"available":true}']);
    const second = await page(next!);
    expect(second.status).toBe(200);
    expect(notesIn(second.html)).toEqual([]);
    const firstPrices = grid(html).map((card) => card.cents);
    const secondPrices = grid(second.html).map((card) => card.cents);
    expect(Math.min(...firstPrices)).toBeGreaterThanOrEqual(Math.max(...secondPrices));
  });
});

// Bad input of each kind, generated in several spellings: [query, the note it must give].
const BAD_SORTS = ['bogus', 'PRICE', 'price_asc', 'Price-Asc', '%3Cscript%3E', '1', 'x'.repeat(3000), 'newest&sort=price-asc'];
const BAD_PRICES = [
  'minPrice=50&maxPrice=10',
  'minPrice=abc',
  'maxPrice=-5',
  'minPrice=-0.01',
  'minPrice=1e3',
  'maxPrice=Infinity',
  'maxPrice=NaN',
  'minPrice=0x10',
  'maxPrice=12.345',
  'maxPrice=999999999999999999999',
  'minPrice=5&minPrice=6',
  'minPrice=%00',
  `minPrice=${'9'.repeat(500)}`,
];
const BAD_FILTERS = [
  '{broken',
  'null',
  '[]',
  '{}',
  '{"evil":1}',
  '{"available":"yes"}',
  '{"productType":42}',
  '{"variantOption":{"name":"Smaak"}}',
  '{"__proto__":{"available":true}}',
  '{"price":{"min":"x"}}',
  `{"tag":"${'a'.repeat(2000)}"}`,
  '%%%',
];
const BAD_PAGES = ['cursor=garbage&direction=next', 'cursor=%%%&direction=previous', 'cursor=eyJsYXN0X2lkIjoieCJ9', `cursor=${'A'.repeat(4000)}`];

const CASES: Array<[string, string]> = [
  ...BAD_SORTS.map((sort): [string, string] => [`sort=${sort.includes('&') ? sort : encodeURIComponent(sort)}`, 'unknownSort']),
  ...BAD_PRICES.map((query): [string, string] => [query, 'invalidPrice']),
  ...BAD_FILTERS.map((filter): [string, string] => [`filter=${filter === '%%%' ? filter : encodeURIComponent(filter)}`, 'unreadableFilter']),
  ...BAD_PAGES.map((query): [string, string] => [query, 'badPage']),
  [`filter=${encodeURIComponent('{"productType":"Does not exist"}')}`, 'noMatches'],
  [`filter=${encodeURIComponent('{"variantOption":{"name":"Smaak","value":"Spinazie"}}')}`, 'noMatches'],
  ['minPrice=5000&maxPrice=6000', 'noMatches'],
];

describe('bad input: the first page with a note, never an error page', () => {
  let plainCacheControl: string | null;
  beforeAll(async () => {
    plainCacheControl = (await page('/producten/protein')).headers.get('cache-control');
  });

  test.each(CASES)('?%s → 200 with the "%s" note', async (query, note) => {
    const {status, headers, html} = await page(`/producten/protein?${query}`);
    expect(status).toBe(200);
    expect(notesIn(html)).toContain(note);
    expect(html.includes(nl[`collectionNote${note.charAt(0).toUpperCase()}${note.slice(1)}` as keyof typeof nl])).toBe(true);
    expect(html.includes('<h1')).toBe(true);
    // Nothing personal, nothing different: the same public caching as the plain page, and no cookie.
    expect(headers.get('cache-control')).toBe(plainCacheControl);
    expect(headers.get('set-cookie')).toBeNull();
    if (note === 'noMatches') {
      expect(grid(html)).toEqual([]);
      expect(html.includes(`>${nl.clearFilters}</a>`)).toBe(true);
    } else {
      // The nearest view that works: products are shown, from the first page.
      expect(grid(html).length).toBeGreaterThan(0);
      expect(html.includes(nl.previousPage)).toBe(false);
    }
  });

  test('the notes are in the market’s language, and several at once are all named', async () => {
    for (const market of MARKETS) {
      const strings = stringsFor(market);
      const prefix = market.locale === 'nl' ? '' : `/${market.locale}`;
      const response = await worker.fetch(`${prefix}/products/protein?sort=nope&minPrice=x&filter=%7B`);
      const html = await response.text();
      expect(response.status, market.id).toBe(200);
      expect(notesIn(html), market.id).toEqual(['unknownSort', 'invalidPrice', 'unreadableFilter']);
      for (const text of [strings.collectionNoteUnknownSort, strings.collectionNoteInvalidPrice, strings.collectionNoteUnreadableFilter]) {
        expect(html.includes(text.replace(/'/g, '&#x27;')), market.id).toBe(true);
      }
    }
  });

  test('loader data for client navigation with bad params is 200 JSON with the notes', async () => {
    const response = await worker.fetch(`/products/protein?sort=nope&_data=${encodeURIComponent('routes/($locale).products.$collection._index')}`);
    expect(response.status).toBe(200);
    const data = (await response.json()) as {page: {notes: string[]; products: {nodes: unknown[]}}};
    expect(data.page.notes).toEqual(['unknownSort']);
    expect(data.page.products.nodes.length).toBeGreaterThan(0);
  });

  test('a reversed range is shown back in the form, marked invalid and pointing at the note', async () => {
    const {html} = await page('/producten/protein?minPrice=50&maxPrice=10');
    const noteId = /<div id="([^"]+)" role="status"/.exec(html)?.[1];
    expect(noteId).toBeDefined();
    expect(new RegExp(`name="minPrice"[^>]*value="50"[^>]*aria-invalid="true"[^>]*aria-describedby="${noteId}"|name="minPrice"[^>]*aria-invalid="true"[^>]*aria-describedby="${noteId}"[^>]*value="50"`).test(html)).toBe(true);
  });
});
