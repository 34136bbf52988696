// The caching policy on the built worker (README "Caching"): public pages in nl and de send edge-cache headers
// and, once warm, are rendered without a single Storefront or DatoCMS request; their loader data for client-side
// navigation (`?_data=`, root's and the leaf's) is stored like the document; private pages, their data and
// errors are never stored; a shopper's cart never reaches a public page's HTML or loader data.
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {CART_COOKIE} from '~/commerce/cart-cookie';
import {BUILD_HEADER} from '~/http/build-version';
import {loadManifest} from '../../scripts/bench/assets.mjs';
import {routeIds, withData} from '../support/hardening';
import {warmReviews} from '../support/reviews-worker';
import {startWorker, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());

const PUBLIC_PAGE = 'public, max-age=60, stale-while-revalidate=86400';
const SEARCH_RESULTS = 'public, max-age=60';

/**
 * `reviews`: the review answers a page reads from the worker's cache (a rating, the reviews page's list), asked
 * through our routes first: a page shows what is cached, and one rendered without them is shared by no one.
 */
type PageCase = {type: string; nl: string; de: string; cacheControl?: string; reviews?: {nl: string; de: string}};

const FIRST_BUSINESS_REVIEWS = '/api/reviews/business/reviews?orderBy=createdat.desc&page=1&perPage=20';

const PAGES: PageCase[] = [
  {type: 'home', nl: '/', de: '/de'},
  {type: 'products overview', nl: '/producten', de: '/de/produkte'},
  {type: 'collection', nl: '/producten/protein', de: '/de/produkte/protein'},
  {
    type: 'product',
    nl: '/producten/protein/whey-protein/chocolate-1kg',
    de: '/de/produkte/protein/whey-protein/chocolate-1kg',
    reviews: {
      nl: '/api/reviews/product/OF-WHEPRO-CHOCOLATE-1KG/rating',
      de: '/de/api/reviews/product/OF-WHEPRO-CHOCOLATE-1KG/rating',
    },
  },
  {type: 'fit blog', nl: '/fitblog', de: '/de/fitblog'},
  {type: 'article', nl: '/fitblog/nutrition/vitamin-d-in-winter', de: '/de/fitblog/nutrition/vitamin-d-in-winter'},
  {type: 'recipes', nl: '/recepten', de: '/de/rezepte'},
  {
    type: 'recipe',
    nl: '/recepten/breakfast/overnight-protein-oats',
    de: '/de/rezepte/breakfast/overnight-protein-oats',
  },
  {type: 'generic content page', nl: '/about-us', de: '/de/about-us'},
  {type: 'contact', nl: '/hoe-kunnen-we-je-helpen', de: '/de/kontakt'},
  {type: 'wholesale', nl: '/partner-worden', de: '/de/partner-werden'},
  {type: 'customer service record', nl: '/klantenservice/contact', de: '/de/kundenservice/contact'},
  {
    type: 'reviews',
    nl: '/reviews',
    de: '/de/bewertungen',
    reviews: {nl: FIRST_BUSINESS_REVIEWS, de: `/de${FIRST_BUSINESS_REVIEWS}`},
  },
  {type: 'vitamin test', nl: '/vitaminetest', de: '/de/vitaminetest'},
  {type: 'plant-based guide', nl: '/plant-based-guide', de: '/de/plant-based-guide'},
  {type: 'nutrition advice', nl: '/voedings-advies-aanmelding', de: '/de/ernaehrungsberatung-anmeldung'},
  {type: 'search results', nl: '/search?q=whey', de: '/de/search?q=whey', cacheControl: SEARCH_RESULTS},
];

type Counters = Partial<Record<'storefront' | 'datocms', {total?: number}>>;

async function upstreamCalls() {
  const counters = (await worker.admin('counters')) as Counters;
  return {storefront: counters.storefront?.total ?? 0, datocms: counters.datocms?.total ?? 0};
}

/** One view of `path`, with the Storefront and DatoCMS requests it made. */
async function view(path: string) {
  await worker.admin('reset', {});
  const response = await worker.fetch(path);
  const html = await response.text();
  return {response, html, calls: await upstreamCalls()};
}

/** The HTML without the per-request CSP nonce, the only part of a public page that differs between views. */
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

function expectPublic(response: Response, cacheControl: string) {
  expect(response.headers.get('cache-control')).toBe(cacheControl);
  expect(response.headers.get('oxygen-cache-control')).toBe(cacheControl);
  expect(response.headers.get('vary')).toBe('Accept-Encoding');
  expect(response.headers.get('set-cookie')).toBeNull();
}

describe('public pages are cacheable, and warm views make no upstream requests', () => {
  for (const market of ['nl', 'de'] as const) {
    for (const page of PAGES) {
      const path = page[market];
      test(`${market} ${page.type} (${path})`, async () => {
        if (page.reviews) await warmReviews(worker, [page.reviews[market]]);
        const cold = await view(path);
        expect(cold.response.status).toBe(200);
        expectPublic(cold.response, page.cacheControl ?? PUBLIC_PAGE);
        // Each page asks for something no earlier page did (the market's locale is part of every cache key).
        expect(cold.calls.storefront + cold.calls.datocms).toBeGreaterThan(0);

        // The cold view's cache writes run after its response (waitUntil): poll briefly until they have landed.
        await expect
          .poll(async () => (await view(path)).calls, {timeout: 5000, interval: 100})
          .toEqual({storefront: 0, datocms: 0});
        const warm = await view(path);
        expect(warm.response.status).toBe(200);
        expectPublic(warm.response, page.cacheControl ?? PUBLIC_PAGE);
        expect(warm.calls).toEqual({storefront: 0, datocms: 0});
        // The cached answers render the same page.
        expect(withoutNonce(warm.html)).toBe(withoutNonce(cold.html));
      });
    }
  }
});

describe('loader data (?_data=) is stored like the document of its URL', () => {
  for (const market of ['nl', 'de'] as const) {
    for (const page of PAGES) {
      const path = page[market];
      test(`${market} ${page.type}: root’s and the leaf’s data (${path})`, async () => {
        if (page.reviews) await warmReviews(worker, [page.reviews[market]]);
        const document = await worker.fetch(path);
        expect(document.status).toBe(200);
        const ids = routeIds(await document.text());
        expect(ids[0]).toBe('root');
        expect(ids).toHaveLength(2);
        // Under the catch-all route (content pages) only its own data is shared: the root's data at a path that
        // route answers could as well belong to a 404.
        const catchAll = /\$$/.test(ids[1] ?? '');
        for (const id of ids) {
          const data = await worker.fetch(withData(path, id));
          expect(data.status, id).toBe(200);
          expect(data.headers.get('content-type'), id).toMatch(/^application\/json/);
          if (catchAll && id === 'root') expect(data.headers.get('cache-control'), id).toBe('no-store');
          else expectPublic(data, page.cacheControl ?? PUBLIC_PAGE);
        }
      });
    }
  }

  test('root’s data at a made-up path or an unknown locale prefix (a 404 page) is not shared, in nl and de', async () => {
    for (const path of ['/nope', '/de/nope', '/cart%2F', '/xx/products', '/xx/producten/protein']) {
      const data = await worker.fetch(withData(path, 'root'));
      expect(data.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  test('the cart’s data stays private in nl and de; root’s data at the cart’s URL is not shared either', async () => {
    for (const path of ['/cart', '/de/cart']) {
      const [root, leaf] = routeIds(await (await worker.fetch(path)).text());
      const rootData = await worker.fetch(withData(path, root!));
      expect(rootData.status, path).toBe(200);
      expect(rootData.headers.get('cache-control'), path).toBe('no-store');
      expect(rootData.headers.get('oxygen-cache-control'), path).toBeNull();
      const cartData = await worker.fetch(withData(path, leaf!));
      expect(cartData.status, path).toBe(200);
      expect(cartData.headers.get('cache-control'), path).toBe('private, no-store');
      expect(cartData.headers.get('oxygen-cache-control'), path).toBeNull();
    }
  });

  test('data that sets a cookie, or answers an error, is never shared in nl and de', async () => {
    const products = {
      nl: ['/producten/protein/whey-protein', 'alias/producten/($locale).products.$collection.$product.($variant)'],
      de: ['/de/produkte/protein/whey-protein', 'alias/produkte/($locale).products.$collection.$product.($variant)'],
    } as const;
    for (const [path, leaf] of Object.values(products)) {
      for (const id of ['root', leaf]) {
        // A malformed cart cookie is cleared in the answer (Set-Cookie): that answer is this visitor's alone.
        const clearing = await worker.fetch(withData(path, id), {headers: {cookie: `${CART_COOKIE}=%E0%A4%A`}});
        expect(clearing.status, `${path} ${id}`).toBe(200);
        expect(clearing.headers.get('set-cookie'), `${path} ${id}`).not.toBeNull();
        expect(clearing.headers.get('cache-control'), `${path} ${id}`).toBe('no-store');
        expect(clearing.headers.get('oxygen-cache-control'), `${path} ${id}`).toBeNull();
      }
      const missing = await worker.fetch(withData(path.replace('whey-protein', 'no-such-product'), leaf));
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get('cache-control'), path).toBe('no-store');
      expect(missing.headers.get('oxygen-cache-control'), path).toBeNull();
    }
  });
});

describe('loader data names its build (app/http/build-version.ts)', () => {
  test('every loader-data answer names the build of the browser’s manifest, errors and resource routes too; documents name none', async () => {
    const {version} = loadManifest() as {version: string};
    expect(version).toMatch(/^[0-9a-f]{8}$/);
    const document = await worker.fetch('/producten/protein');
    expect(document.status).toBe(200);
    expect(document.headers.get(BUILD_HEADER)).toBeNull();
    for (const path of [
      withData('/producten/protein', 'root'),
      withData('/de/produkte/protein', 'alias/produkte/($locale).products.$collection._index'),
      withData('/cart', 'routes/($locale).cart'),
      withData('/api/cart', 'routes/($locale).api.cart'),
      withData('/producten/nope-nope', 'root'),
    ]) {
      const data = await worker.fetch(path);
      expect(data.headers.get(BUILD_HEADER), `${path} (${data.status})`).toBe(version);
    }
  });
});

describe('private answers and errors are never stored', () => {
  test('the cart page and /api/cart are private, no-store in both markets', async () => {
    for (const path of ['/cart', '/de/cart', '/api/cart', '/de/api/cart']) {
      const response = await worker.fetch(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      expect(response.headers.get('oxygen-cache-control'), path).toBeNull();
    }
  });

  test('a 404 is no-store: a page published a moment later must not hide behind a cached 404', async () => {
    const missing = ['/nope', '/xx/products', '/de/produkte/protein/nope', '/de/rezepte/snacks/overnight-protein-oats'];
    for (const path of missing) {
      const response = await worker.fetch(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('oxygen-cache-control'), path).toBeNull();
    }
  });

  test('a 5xx is no-store', async () => {
    await worker.admin('reset', {});
    await worker.admin('faults', {service: 'storefront', kind: '500', count: 5});
    const response = await worker.fetch('/de/produkte/protein/egg-protein');
    await worker.admin('reset', {});
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('oxygen-cache-control')).toBeNull();
  });
});

describe('a shopper’s cart never reaches a public page', () => {
  const PRODUCT = '/producten/protein/whey-protein/chocolate-1kg';
  // The Dutch words are an alias mount of the product route (app/markets/route-manifest.ts): its own route id.
  const PRODUCT_ROUTE = 'alias/producten/($locale).products.$collection.$product.($variant)';
  const PRODUCT_DATA = `${PRODUCT}?_data=${encodeURIComponent(PRODUCT_ROUTE)}`;
  const ROOT_DATA = `${PRODUCT}?_data=root`;

  function cartForm(inputs: object, cookie?: string) {
    const body = new URLSearchParams({cartFormInput: JSON.stringify({action: 'LinesAdd', inputs})});
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-dest': 'empty',
    };
    if (cookie) headers.cookie = cookie;
    return {method: 'POST', body, headers};
  }

  test('with a cart cookie, the product page and its loader data hold no cart and set no cookie', async () => {
    const html = await (await worker.fetch(PRODUCT)).text();
    const input = /name="cartFormInput" value="([^"]+)"/.exec(html)![1]!.replace(/&quot;/g, '"');
    const {inputs} = JSON.parse(input) as {inputs: {lines: {merchandiseId: string}[]}};
    const merchandiseId = inputs.lines[0]!.merchandiseId;

    const cartData = `/cart?_data=${encodeURIComponent('routes/($locale).cart')}`;
    const added = await worker.fetch(cartData, cartForm({lines: [{merchandiseId, quantity: 7}]}));
    expect(added.status).toBe(200);
    const cart = ((await added.json()) as {cart: {id: string; checkoutUrl: string; totalQuantity: number}}).cart;
    expect(cart.totalQuantity).toBe(7);
    const cookie = added.headers.get('set-cookie')!.split(';')[0]!;
    const token = decodeURIComponent(cookie.split('=')[1]!);
    expect(cart.id).toBe(`gid://shopify/Cart/${token}`);
    const checkoutPath = new URL(cart.checkoutUrl).pathname;

    for (const path of [PRODUCT, PRODUCT_DATA, ROOT_DATA]) {
      const anonymous = await worker.fetch(path);
      const shopper = await worker.fetch(path, {headers: {cookie}});
      expect(shopper.status, path).toBe(200);
      expect(shopper.headers.get('set-cookie'), path).toBeNull();
      const body = await shopper.text();
      const secrets = [cart.id, token, encodeURIComponent(token), checkoutPath, 'totalQuantity', 'checkoutUrl'];
      for (const secret of [...secrets, 'data-testid="cart-line"']) {
        expect(body, `${path} holds ${secret}`).not.toContain(secret);
      }
      // Not merely free of these markers: the very same answer an anonymous visitor gets.
      expect(withoutNonce(body), path).toBe(withoutNonce(await anonymous.text()));
    }

    // The document keeps its public headers with the cookie: it is the same page for everyone.
    expectPublic(await worker.fetch(PRODUCT, {headers: {cookie}}), PUBLIC_PAGE);
    // The cart itself is only in the private answer.
    const own = await worker.fetch('/api/cart', {headers: {cookie}});
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(await own.text()).toContain(cart.id);
  });
});
