// Spec §7 Tracking: what the lazy module sends for each report, and that a tag without its id sends nothing.
import {describe, expect, test, vi} from 'vitest';
import type {TrackingConfig} from '~/tracking/config';
import {createHandler} from '~/tracking/runtime';
import type {PageSnapshot} from '~/tracking/queue';

const BOTH: TrackingConfig = {gtm: {id: 'GTM-ABC123', src: 'https://gtm.test/gtm.js'}, klaviyo: {id: 'AbC123', src: 'https://k.test/k.js'}};
const MARKET = {id: 'nl_nl', locale: 'nl-NL', siteLocale: 'nl-NL', language: 'nl', currencyCode: 'EUR', name: 'NL', shortName: 'NL', longName: 'NL'};

const PRODUCT_DATA = {
  page: {
    purchase: {
      productId: 'gid://shopify/Product/1',
      handle: 'whey',
      title: 'Whey',
      variantName: null,
      variant: {id: 'gid://shopify/ProductVariant/2', sku: 'W-1', title: 'Default Title', price: {amount: '20.0'}, compareAtPrice: null},
      images: [],
    },
    breadcrumbs: {collection: {slug: 'protein', title: 'Eiwit'}},
  },
};

function page(data: unknown, routeId = 'routes/($locale).products.$collection.$product.($variant)'): PageSnapshot {
  return {routeId, data, root: {basePath: '', layout: {brandName: 'Original Fuel'}}, market: MARKET as never, url: 'http://shop.test/producten/protein/whey', title: 'Whey'};
}

const line = (id: string, quantity: number) => ({
  line: {
    id,
    quantity,
    cost: {totalAmount: {amount: String(10 * quantity)}},
    merchandise: {id: `gid://shopify/ProductVariant/${id}`, sku: id, title: 'Default Title', price: {amount: '10'}, product: {id: `gid://shopify/Product/${id}`, handle: id, title: id}},
  },
  title: id,
  variantLabel: null,
  href: `/products/all/${id}`,
  product: null,
});
const cart = (...lines: ReturnType<typeof line>[]) => ({cart: {id: 'gid://shopify/Cart/c1', checkoutUrl: 'https://co.test/c1', cost: {totalAmount: {amount: '10'}}}, lines});

function target() {
  const items = new Map<string, string>();
  return {
    location: {origin: 'http://shop.test'},
    sessionStorage: {getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v)},
  } as unknown as Window & {dataLayer?: unknown[]; _learnq?: unknown[]};
}

describe('the tracking module turns reports into tag pushes', () => {
  test('a product page: page params, then a cleared ecommerce object and view_item; Klaviyo Viewed Product', () => {
    const window = target();
    createHandler(BOTH, window)(['page', page(PRODUCT_DATA)]);
    expect(window.dataLayer).toEqual([
      expect.objectContaining({event: 'page_params', page_type: 'product', page_path: '/producten/protein/whey', currency: 'EUR'}),
      {ecommerce: null},
      {event: 'view_item', ecommerce: {currency: 'EUR', value: 20, items: [expect.objectContaining({item_id: 'W-1', item_category: 'Eiwit'})]}},
    ]);
    expect(window._learnq?.map((command) => (command as unknown[]).slice(0, 2))).toEqual([['track', 'Viewed Product'], ['trackViewedItem', expect.anything()]]);
  });

  test('another page: page params only', () => {
    const window = target();
    createHandler(BOTH, window)(['page', page({collection: {}}, 'routes/($locale).products.$collection._index')]);
    expect(window.dataLayer).toEqual([expect.objectContaining({event: 'page_params', page_type: 'collection'})]);
    expect(window._learnq).toBeUndefined();
  });

  test('cart changes, checkout, identify and the vitamin test, each to its tag', () => {
    const window = target();
    const handle = createHandler(BOTH, window, () => 42);
    handle(['page', page(null, 'routes/($locale).cart')]);
    // The first cart fetched is only remembered; each later one is compared with the one before.
    handle(['cart', cart(line('a', 1))]);
    handle(['cart', cart(line('a', 3), line('b', 1))]);
    handle(['cart', cart(line('a', 3), line('b', 1))]);
    handle(['cart', cart(line('b', 1))]);
    handle(['checkout', cart(line('b', 1))]);
    handle(['identify', {id: 'gid://shopify/Customer/1', email: 'a@b.test', firstName: 'A', lastName: null}, 'nl']);
    handle(['vitamin', {slug: 'vitamin-d', heading: 'D', products: [], url: 'http://shop.test/vitaminetest/vitamin-d', language: 'nl'}]);
    const events = window.dataLayer!.map((entry) => (entry as {event?: string}).event ?? 'clear');
    expect(events).toEqual(['page_params', 'clear', 'add_to_cart', 'clear', 'remove_from_cart', 'clear', 'begin_checkout']);
    expect(window._learnq!.map((command) => (command as unknown[]).slice(0, 2))).toEqual([
      ['track', 'Added to Cart'],
      ['track', 'Added to Cart'],
      ['track', 'Started Checkout'],
      ['identify', expect.objectContaining({$email: 'a@b.test'})],
      ['track', 'Vitamin Test Result'],
    ]);
  });

  test('only the configured tag hears anything: GTM alone fills no Klaviyo queue, Klaviyo alone no data layer', () => {
    for (const config of [{gtm: BOTH.gtm, klaviyo: null}, {gtm: null, klaviyo: BOTH.klaviyo}]) {
      const window = target();
      const handle = createHandler(config, window);
      handle(['page', page(PRODUCT_DATA)]);
      handle(['cart', cart()]);
      handle(['cart', cart(line('a', 1))]);
      handle(['identify', {id: '1', email: 'a@b.test', firstName: null, lastName: null}, 'nl']);
      expect(Boolean(window.dataLayer), 'data layer').toBe(Boolean(config.gtm));
      expect(Boolean(window._learnq), 'klaviyo').toBe(Boolean(config.klaviyo));
    }
  });

  test('a report it cannot read is skipped with a log line, and the next one still goes out', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const window = target();
    const handle = createHandler(BOTH, window);
    handle(['page', page({page: {purchase: {variant: {id: 'x'}}, breadcrumbs: {collection: {slug: 'a'}}}})]);
    handle(['cart', 'garbage']);
    handle(['cart', {lines: 'nope'}]);
    handle(['checkout', null]);
    handle(['page', page(null, 'routes/($locale).search')]);
    expect(window.dataLayer!.at(-1)).toEqual(expect.objectContaining({event: 'page_params', page_type: 'search'}));
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('cart reports before the first page report', () => {
  test('are remembered, not reported: a cart needs the market the page names', () => {
    const window = target();
    const handle = createHandler(BOTH, window);
    handle(['cart', cart(line('a', 1))]);
    handle(['page', page(null, 'routes/($locale).cart')]);
    handle(['cart', cart(line('a', 2))]);
    expect(window.dataLayer!.filter((entry) => (entry as {event?: string}).event === 'add_to_cart')).toEqual([
      expect.objectContaining({ecommerce: expect.objectContaining({items: [expect.objectContaining({quantity: 1})]})}),
    ]);
  });
});
