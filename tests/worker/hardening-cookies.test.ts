// A bad cookie never takes the shop down (issue 8 item 1, README "Cart") on the built worker: every spelling of a
// bad cart cookie — malformed percent-encoding, the wrong shape, a look-alike name, the name twice, a cart that
// does not exist — on every page type, the cart page, /api/cart and the cart action answers as for a visitor
// without it and clears it; two cookies never let one visitor adopt another's cart; `__Host-` on https.
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {CART_COOKIE} from '~/commerce/cart-cookie';
import {MARKETS} from '~/markets/markets';
import {
  cartFormBody,
  expectNoStackTrace,
  marketPath,
  merchandiseIdOf,
  PAGE_TYPES,
  setCookies,
  withData,
  withoutNonce,
} from '../support/hardening';
import {lookAlikeNames, WELL_FORMED_CART_COOKIE, withMalformedEscapes, wrongShapeCartValues} from '../support/hostile-input';
import {viewOnceReviewsCached} from '../support/reviews-worker';
import {startWorker, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
let merchandiseId: string;
beforeAll(async () => {
  worker = await startWorker();
  merchandiseId = await merchandiseIdOf(worker);
});
afterAll(async () => worker?.dispose());

const FORM = {'content-type': 'application/x-www-form-urlencoded'};
const DOCUMENT = {...FORM, accept: 'text/html', 'sec-fetch-dest': 'document'};
const CART_DATA = 'routes/($locale).cart';

type CartJson = {count: number; cart: {id: string; totalQuantity: number} | null};

/** A new cart with `quantity` units; its cookie (name=value). */
async function newCart(quantity: number): Promise<string> {
  const response = await worker.fetch('/cart', {
    method: 'POST',
    body: cartFormBody('LinesAdd', {lines: [{merchandiseId, quantity}]}),
    headers: DOCUMENT,
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return setCookies(response)[0]!.split(';')[0]!;
}

const valueOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

async function cartOf(cookie: string): Promise<CartJson> {
  return (await (await worker.fetch('/api/cart', {headers: {cookie}})).json()) as CartJson;
}

/** Names a response clears (Max-Age=0), as sent. */
function cleared(response: Response): string[] {
  return setCookies(response)
    .filter((value) => /;\s*Max-Age=0(;|$)/.test(value))
    .map((value) => value.slice(0, value.indexOf('=')));
}

/** The same attributes as when set: HttpOnly, Secure, SameSite=Lax, Path=/, no Domain. */
function expectClearedProperly(response: Response, names: string[], label: string) {
  expect(cleared(response).sort(), label).toEqual([...new Set(names)].sort());
  for (const value of setCookies(response)) {
    expect(value, label).toMatch(/; Path=\/; Max-Age=\d+; HttpOnly; Secure; SameSite=Lax$/);
    expect(value, label).not.toMatch(/Domain=/i);
  }
}

type BadCookie = {label: string; header: string; names: string[]};

/** Every class of bad cart cookie, generated: each spelling names the cookie names it must clear. */
function badCartCookies(): BadCookie[] {
  const single = (value: string, label: string): BadCookie => ({label, header: `${CART_COOKIE}=${value}`, names: [CART_COOKIE]});
  const other = 'c1-ffffffffffffffffffffffffffffffff%3Fkey%3D00000000000000000000000000000000';
  return [
    ...withMalformedEscapes(WELL_FORMED_CART_COOKIE).map((value) => single(value, `malformed ${value.slice(0, 30)}`)),
    ...wrongShapeCartValues().map((value) => single(value, `wrong shape ${value.slice(0, 30)}`)),
    ...lookAlikeNames(CART_COOKIE).map((name) => ({label: `look-alike ${name}`, header: `${name}=${WELL_FORMED_CART_COOKIE}`, names: [name]})),
    ...lookAlikeNames(CART_COOKIE).flatMap((name) => [
      {label: `${name} before the real one`, header: `${name}=${other}; ${CART_COOKIE}=${WELL_FORMED_CART_COOKIE}`, names: [name, CART_COOKIE]},
      {label: `${name} after the real one`, header: `${CART_COOKIE}=${WELL_FORMED_CART_COOKIE}; ${name}=${other}`, names: [name, CART_COOKIE]},
    ]),
    {label: 'the name twice', header: `${CART_COOKIE}=${WELL_FORMED_CART_COOKIE}; ${CART_COOKIE}=${other}`, names: [CART_COOKIE]},
    {label: 'the name twice, same value', header: `${CART_COOKIE}=${other}; ${CART_COOKIE}=${other}`, names: [CART_COOKIE]},
    {label: 'a good and a malformed one', header: `${CART_COOKIE}=%ZZ; ${CART_COOKIE}=${other}`, names: [CART_COOKIE]},
    {label: 'among other cookies', header: `_ga=GA1.1.1; ${CART_COOKIE}=%E0%A4%A; theme=dark`, names: [CART_COOKIE]},
  ];
}

describe('a bad cart cookie: the page renders as for a visitor without it, and the cookie is cleared', () => {
  const BAD = badCartCookies();
  const anonymous = new Map<string, string>();
  /** Every page type in every market; the bad cookies take turns (a step prime to the count reaches them all). */
  const PAGES = MARKETS.flatMap((market) => PAGE_TYPES.map((canonical) => marketPath(market, canonical)));

  /**
   * The page as a visitor without a cookie gets it once the review answers it reads are cached: a first view may
   * lack what the worker fetches in the background for the next one (a product's rating, the reviews page's list).
   */
  async function anonymousBody(path: string): Promise<string> {
    if (!anonymous.has(path)) anonymous.set(path, withoutNonce((await viewOnceReviewsCached(worker, path)).html));
    return anonymous.get(path)!;
  }

  test('there are many spellings of each class', () => {
    expect(BAD.length).toBeGreaterThan(100);
  });

  test.each(BAD.map((bad, index) => [bad.label, bad, index] as const))('%s', async (_, bad, index) => {
    // The overlay's cart: empty, the cookie cleared, never stored.
    const api = await worker.fetch('/api/cart', {headers: {cookie: bad.header}});
    expect(api.status).toBe(200);
    expect(((await api.json()) as CartJson).cart).toBeNull();
    expectClearedProperly(api, bad.names, '/api/cart');
    expect(api.headers.get('cache-control')).toMatch(/no-store/);

    // A page: the same as an anonymous visitor's (nonce aside), the cookie cleared, the answer no-store.
    const path = PAGES[(index * 5) % PAGES.length]!;
    const anonymousHtml = await anonymousBody(path);
    const page = await worker.fetch(path, {headers: {cookie: bad.header}});
    expect(page.status, path).toBeLessThan(500);
    const html = await page.text();
    expectNoStackTrace(html, path);
    expect(withoutNonce(html), path).toBe(anonymousHtml);
    expectClearedProperly(page, bad.names, path);
    expect(page.headers.get('cache-control'), path).toBe(path.includes('cart') ? 'private, no-store' : 'no-store');
    expect(page.headers.get('oxygen-cache-control'), path).toBeNull();
  });

  test('the loader data of a page with a bad cookie is the anonymous visitor’s too, and clears it', async () => {
    const path = '/de/produkte/protein/whey-protein';
    const leaf = 'alias/produkte/($locale).products.$collection.$product.($variant)';
    for (const bad of BAD.filter((_, index) => index % 10 === 0)) {
      for (const routeId of ['root', leaf]) {
        const data = await worker.fetch(withData(path, routeId), {headers: {cookie: bad.header}});
        expect(data.status, bad.label).toBe(200);
        expect(await data.text()).toBe(await (await worker.fetch(withData(path, routeId))).text());
        expectClearedProperly(data, bad.names, `${bad.label} ${routeId}`);
      }
    }
  });

  test('a whole Cookie header of garbage breaks no page, action or resource route', async () => {
    const headers = [';;;', '=', '==%ZZ', '%ZZ', `${CART_COOKIE}`, `${CART_COOKIE}=`, `=${WELL_FORMED_CART_COOKIE}`, ' ; = ; ', 'a=b=c=%', `x=${'%'.repeat(4000)}`, 'caf\u00e9=\u00e9t\u00e9', `${CART_COOKIE}=c1-caf\u00e9`, Array.from({length: 300}, (_, index) => `c${index}=%ZZ`).join('; ')];
    for (const cookie of headers) {
      for (const path of ['/', '/de/produkte/protein', '/cart', '/de/api/cart', '/it/api/search?q=whey']) {
        const response = await worker.fetch(path, {headers: {cookie}});
        expect(response.status, `${path} ${cookie.slice(0, 20)}`).toBeLessThan(500);
        expectNoStackTrace(await response.text(), path);
      }
      const action = await worker.fetch(withData('/de/cart', CART_DATA), {method: 'POST', body: cartFormBody('LinesAdd', {lines: [{merchandiseId, quantity: 1}]}), headers: {...FORM, cookie}});
      expect(action.status, cookie.slice(0, 20)).toBe(200);
    }
  });
});

describe('a cart action after a dropped cookie behaves as for a visitor without a cart', () => {
  const CLASSES: BadCookie[] = [
    {label: 'malformed', header: `${CART_COOKIE}=%ZZ`, names: [CART_COOKIE]},
    {label: 'wrong shape', header: `${CART_COOKIE}=gid%3A%2F%2Fshopify%2FCart%2Fabc`, names: [CART_COOKIE]},
    {label: 'look-alike', header: `${CART_COOKIE.toUpperCase()}=${WELL_FORMED_CART_COOKIE}`, names: [CART_COOKIE.toUpperCase()]},
    {label: 'prefixed beside plain', header: `__Host-${CART_COOKIE}=x; ${CART_COOKIE}=${WELL_FORMED_CART_COOKIE}`, names: [`__Host-${CART_COOKIE}`]},
    {label: 'a cart that does not exist', header: `${CART_COOKIE}=${WELL_FORMED_CART_COOKIE}`, names: []},
  ];

  test.each(CLASSES.map((bad) => [bad.label, bad] as const))('%s: an add makes a new cart holding only that line', async (_, bad) => {
    for (const data of [false, true]) {
      const response = await worker.fetch(data ? withData('/de/cart', CART_DATA) : '/de/cart', {
        method: 'POST',
        body: cartFormBody('LinesAdd', {lines: [{merchandiseId, quantity: 2}]}),
        headers: {...(data ? FORM : DOCUMENT), cookie: bad.header},
        redirect: 'manual',
      });
      expect(response.status, bad.label).toBe(data ? 200 : 303);
      const values = setCookies(response);
      const made = values.find((value) => value.startsWith(`${CART_COOKIE}=`) && !/Max-Age=0/.test(value));
      expect(made, `${bad.label}: the new cart's cookie`).toBeDefined();
      expect(made).not.toContain(WELL_FORMED_CART_COOKIE);
      // The bad spellings are cleared; the new cookie is not cleared behind it.
      expect(cleared(response).sort()).toEqual(bad.names.filter((name) => name !== CART_COOKIE).sort());
      const cart = await cartOf(made!.split(';')[0]!);
      expect(cart.cart?.totalQuantity).toBe(2);
    }
  });

  test('other cart actions on a cart that no longer exists clear its cookie', async () => {
    const response = await worker.fetch(withData('/cart', CART_DATA), {
      method: 'POST',
      body: cartFormBody('NoteUpdate', {note: 'hallo'}),
      headers: {...FORM, cookie: `${CART_COOKIE}=${WELL_FORMED_CART_COOKIE}`},
    });
    expect(response.status).toBeLessThan(500);
    expect(cleared(response)).toEqual([CART_COOKIE]);
  });
});

describe('two cookies never let one visitor adopt another’s cart (cookie tossing)', () => {
  let victim: string;
  let attacker: string;

  beforeAll(async () => {
    victim = await newCart(1);
    attacker = await newCart(5);
  });

  /** The attacker's cart planted beside the victim's, in every spelling and order. */
  const plantings = () => [
    `${victim}; ${attacker}`,
    `${attacker}; ${victim}`,
    ...lookAlikeNames(CART_COOKIE).flatMap((name) => [
      `${name}=${valueOf(attacker)}; ${victim}`,
      `${victim}; ${name}=${valueOf(attacker)}`,
      `${name}=${valueOf(attacker)}`,
    ]),
  ];

  test('the cart page, /api/cart and the overlay data show no cart for any planting', async () => {
    for (const cookie of plantings()) {
      const api = await worker.fetch('/de/api/cart', {headers: {cookie}});
      expect(((await api.json()) as CartJson).cart, cookie).toBeNull();
      expect(cleared(api).length, cookie).toBeGreaterThan(0);
      const page = await worker.fetch('/de/cart', {headers: {cookie}});
      const html = await page.text();
      expect(html, cookie).not.toContain('data-testid="cart-line"');
    }
  });

  test('an add with a planted cookie makes a new cart: neither the victim’s nor the attacker’s cart changes', async () => {
    for (const cookie of plantings().slice(0, 6)) {
      const response = await worker.fetch(withData('/cart', CART_DATA), {
        method: 'POST',
        body: cartFormBody('LinesAdd', {lines: [{merchandiseId, quantity: 1}]}),
        headers: {...FORM, cookie},
      });
      const made = ((await response.json()) as {cart: {id: string}}).cart.id;
      expect(made).not.toContain(decodeURIComponent(valueOf(victim)).split('?')[0]);
      expect(made).not.toContain(decodeURIComponent(valueOf(attacker)).split('?')[0]);
    }
    expect((await cartOf(victim)).cart?.totalQuantity).toBe(1);
    expect((await cartOf(attacker)).cart?.totalQuantity).toBe(5);
  });

  test('the victim’s own cookie alone still reads the victim’s cart', async () => {
    expect((await cartOf(victim)).cart?.totalQuantity).toBe(1);
  });
});

describe('carts that do not exist', () => {
  const UNKNOWN = ['does-not-exist', 'c1-00000000000000000000000000000000', `c1-abc%3Fkey%3D${'0'.repeat(32)}`, 'Z2NwLWV1cm9wZS13ZXN0NDowMUo5'];

  test.each(UNKNOWN)('%s: the cart page and /api/cart show no cart and clear the cookie', async (value) => {
    const cookie = `${CART_COOKIE}=${value}`;
    for (const path of ['/api/cart', '/de/cart', '/fr-be/cart']) {
      const response = await worker.fetch(path, {headers: {cookie}});
      expect(response.status, path).toBe(200);
      expectClearedProperly(response, [CART_COOKIE], path);
      await response.arrayBuffer();
    }
  });

  test('public pages do not look the cart up: with any well-formed cart cookie they stay public and set nothing', async () => {
    for (const value of UNKNOWN) {
      const response = await worker.fetch('/de/produkte', {headers: {cookie: `${CART_COOKIE}=${value}`}});
      expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=86400');
      expect(setCookies(response)).toEqual([]);
      await response.arrayBuffer();
    }
  });
});

describe('Shopify’s tracking cookies, forwarded to the Storefront by Hydrogen', () => {
  const BAD_TRACKING = [
    ...withMalformedEscapes('a1b2c3d4-e5f6').filter((_, index) => index % 3 === 0),
    '%E2%82%AC',
    'a%0Ab',
    'a%0D%0AX-Injected: 1',
    '%00',
    'caf%C3%A9',
    '"quoted"',
    'x'.repeat(200),
  ];

  test('a bad _shopify_y or _shopify_s breaks no page (the Storefront is still asked) and is cleared', async () => {
    for (const [index, value] of BAD_TRACKING.entries()) {
      const name = index % 2 ? '_shopify_s' : '_shopify_y';
      for (const path of ['/de/produkte/protein', '/nl-be/producten/protein/whey-protein', '/it/search?q=whey']) {
        const response = await worker.fetch(path, {headers: {cookie: `${name}=${value}`}});
        expect(response.status, `${name}=${value} ${path}`).toBe(200);
        expect(cleared(response)).toEqual([name]);
        await response.arrayBuffer();
      }
    }
  });

  test('well-formed tracking cookies (and cookies the app does not read, however odd) leave public pages public', async () => {
    const cookie = `_shopify_y=5f1c0a2e-6a7b-4c8d-9e0f-1a2b3c4d5e6f; _shopify_s=ab12-CD34; _ga=GA1.1.%ZZ; other=%E0%A4%A; ${CART_COOKIE}=${WELL_FORMED_CART_COOKIE}`;
    for (const market of MARKETS) {
      for (const canonical of ['/', '/products/protein', '/recipes']) {
        const path = marketPath(market, canonical);
        const response = await worker.fetch(path, {headers: {cookie}});
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cache-control'), path).toBe('public, max-age=60, stale-while-revalidate=86400');
        expect(response.headers.get('oxygen-cache-control'), path).toBe('public, max-age=60, stale-while-revalidate=86400');
        expect(setCookies(response), path).toEqual([]);
        await response.arrayBuffer();
      }
    }
  });
});

describe('https hosts: the cart cookie is __Host- prefixed', () => {
  let production: WorkerHarness;
  const HOST = 'www.originalfuel-de.test';

  beforeAll(async () => {
    production = await startWorker(() => ({MARKET_HOST_DE_DE: HOST}));
  });
  afterAll(async () => production?.dispose());

  const dispatch = (path: string, init?: RequestInit) =>
    production.miniflare.dispatchFetch(`https://${HOST}${path}`, {redirect: 'manual', ...init} as never) as unknown as Promise<Response>;

  test('set with the prefix (Secure, Path=/, no Domain) and read back; a plain or planted name is never the cart', async () => {
    const added = await dispatch('/cart', {method: 'POST', body: cartFormBody('LinesAdd', {lines: [{merchandiseId, quantity: 4}]}), headers: DOCUMENT});
    expect(added.status).toBe(303);
    const [setCookie] = setCookies(added);
    expect(setCookie).toMatch(new RegExp(`^__Host-${CART_COOKIE}=[^;]+; Path=/; Max-Age=\\d+; HttpOnly; Secure; SameSite=Lax$`));
    const cookie = setCookie!.split(';')[0]!;
    const read = async (header: string) => ((await (await dispatch('/api/cart', {headers: {cookie: header}})).json()) as CartJson).cart;
    expect((await read(cookie))?.totalQuantity).toBe(4);

    // The same token under the plain name: a cookie a sibling host could have planted. Never adopted.
    const plain = `${CART_COOKIE}=${valueOf(cookie)}`;
    expect(await read(plain)).toBeNull();
    expect(await read(`${plain}; ${cookie}`)).toBeNull();
    const clearedPlain = await dispatch('/api/cart', {headers: {cookie: plain}});
    expect(cleared(clearedPlain)).toEqual([CART_COOKIE]);

    // A stale prefixed cookie is cleared under its prefixed name.
    const stale = await dispatch('/api/cart', {headers: {cookie: `__Host-${CART_COOKIE}=does-not-exist`}});
    expect(cleared(stale)).toEqual([`__Host-${CART_COOKIE}`]);
  });

  test('a bad cookie on an https public page: rendered, cleared, not stored', async () => {
    const response = await dispatch('/produkte', {headers: {cookie: `__Host-${CART_COOKIE}=%ZZ`}});
    expect(response.status).toBe(200);
    expect(cleared(response)).toEqual([`__Host-${CART_COOKIE}`]);
    expect(response.headers.get('cache-control')).toBe('no-store');
    await response.arrayBuffer();
  });
});

describe('with Sentry on (it reads the request when it reports)', () => {
  let reporting: WorkerHarness;
  beforeAll(async () => {
    reporting = await startWorker((servicesUrl) => ({SENTRY_DSN: servicesUrl.replace('http://', 'http://publickey@') + '/1'}));
  });
  afterAll(async () => reporting?.dispose());

  const BAD_HEADERS = [`${CART_COOKIE}=%ZZ`, `${CART_COOKIE}=a; ${CART_COOKIE}=b`, '_shopify_y=%E2%82%AC; _shopify_s=%', `x=${'%'.repeat(2000)}; ==; ;`];

  test('pages, the cart action and an error that is reported all answer with a bad Cookie header', async () => {
    for (const cookie of BAD_HEADERS) {
      const page = await reporting.fetch('/de/produkte/protein', {headers: {cookie}});
      expect(page.status, cookie).toBe(200);
      await page.arrayBuffer();
      const add = await reporting.fetch(withData('/de/cart', CART_DATA), {
        method: 'POST',
        body: cartFormBody('LinesAdd', {lines: [{merchandiseId, quantity: 1}]}),
        headers: {...FORM, cookie},
      });
      expect(add.status, cookie).toBe(200);
      await add.arrayBuffer();
    }
    await reporting.admin('reset', {});
    await reporting.admin('faults', {service: 'storefront', kind: '500', count: 1});
    const failing = await reporting.fetch('/producten/protein/whey-isolate', {headers: {cookie: BAD_HEADERS.join('; ')}});
    expect(failing.status).toBe(503);
    expectNoStackTrace(await failing.text(), 'reported failure');
    await expect
      .poll(async () => ((await reporting.admin('counters')) as {sentry?: {total?: number}}).sentry?.total ?? 0, {timeout: 5000})
      .toBeGreaterThan(0);
  });
});
