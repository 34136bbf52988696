// Security of the built worker (README "Security"): headers on every answer, the cross-site POST guard,
// cookie flags, open redirects, and no secret from env in any page, loader data or the client bundle.
//
// The secrets are distinctive per run and the local services accept ONLY them (the public Storefront token is
// not accepted), so pages that render prove the secrets were in use while we look for them in the output.
import {randomBytes} from 'node:crypto';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {Miniflare} from 'miniflare';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {MARKETS} from '~/markets/markets';
import {localEnv, readEnvFile} from '../../scripts/local-env.mjs';
import {startWorker, WORKER_BUNDLE, type WorkerHarness} from '../support/worker';

// ---------------------------------------------------------------------------------------------------------
// Which variables are secret: read from .env.example, so a secret added there is covered here without an edit.
// Public ones (PUBLIC_*), settings (hosts, environments, endpoints) and the local services' own are not.
const NOT_SECRET = /^(PUBLIC_|LOCAL_|MARKET_HOST_)|^(DATOCMS_ENVIRONMENT|DATOCMS_GRAPHQL_URL|DATOCMS_CMA_URL|SENTRY_ENVIRONMENT|SENTRY_RELEASE|DEPLOY_ENV|SITE_ORIGIN|TRUSTPILOT_API_URL|MEMORY_CACHE_SECONDS)$/;
const DOCUMENTED = Object.keys(readEnvFile('.env.example'));
const SECRET_NAMES = [
  ...DOCUMENTED.filter((name) => !NOT_SECRET.test(name)),
  // Per-market overrides of the private Storefront token (app/markets/config.server.ts).
  ...MARKETS.map((market) => `PRIVATE_STOREFRONT_API_TOKEN_${market.envSuffix}`),
];

const RUN = randomBytes(6).toString('hex');
/** The distinctive part of each secret: what must never appear, however the value is quoted or encoded. */
// Word characters only: a Sentry DSN's key must be one.
const SECRET_CORE = Object.fromEntries(SECRET_NAMES.map((name) => [name, `secret_${name.toLowerCase()}_${RUN}`]));

/** Bindings: each secret set to its distinctive value (a DSN needs its URL form). */
function secretBindings(servicesUrl: string): Record<string, string> {
  const {host} = new URL(servicesUrl);
  return Object.fromEntries(
    SECRET_NAMES.map((name) => [name, name === 'SENTRY_DSN' ? `http://${SECRET_CORE[name]}@${host}/1` : SECRET_CORE[name]!]),
  );
}

/**
 * The secrets found in `text`. One allowance, by Sentry's design: the worker DSN's public key travels in the
 * trace baggage (`sentry-public_key=…`) that links browser and server traces; Sentry DSN keys are public (a
 * browser DSN holds one). The DSN itself, and the key anywhere else, still count.
 */
function findSecrets(text: string): string[] {
  const withoutBaggage = text.replaceAll(`sentry-public_key=${SECRET_CORE.SENTRY_DSN}`, 'sentry-public_key=…');
  return Object.entries(SECRET_CORE)
    .filter(([, core]) => withoutBaggage.includes(core) || withoutBaggage.includes(core.slice(-20)))
    .map(([name]) => name);
}

// ---------------------------------------------------------------------------------------------------------
let worker: WorkerHarness;
const savedEnv = {
  storefront: process.env.LOCAL_STOREFRONT_TOKENS,
  datocms: process.env.LOCAL_DATOCMS_TOKENS,
  trustpilotKey: process.env.LOCAL_TRUSTPILOT_API_KEY,
  trustpilotUnit: process.env.LOCAL_TRUSTPILOT_BUSINESS_UNIT_ID,
};

beforeAll(async () => {
  // The local services run in this process and read the accepted tokens per request.
  process.env.LOCAL_STOREFRONT_TOKENS = SECRET_NAMES.filter((name) => name.startsWith('PRIVATE_STOREFRONT_API_TOKEN'))
    .map((name) => SECRET_CORE[name])
    .join(',');
  process.env.LOCAL_DATOCMS_TOKENS = SECRET_CORE.DATOCMS_API_TOKEN!;
  process.env.LOCAL_TRUSTPILOT_API_KEY = SECRET_CORE.TRUSTPILOT_API_KEY!;
  process.env.LOCAL_TRUSTPILOT_BUSINESS_UNIT_ID = SECRET_CORE.TRUSTPILOT_BUSINESS_UNIT_ID!;
  worker = await startWorker((servicesUrl) => ({
    ...secretBindings(servicesUrl),
    PUBLIC_STOREFRONT_API_TOKEN: `public-token-not-accepted-${RUN}`,
  }));
});

afterAll(async () => {
  await worker?.dispose();
  for (const [key, value] of [
    ['LOCAL_STOREFRONT_TOKENS', savedEnv.storefront],
    ['LOCAL_DATOCMS_TOKENS', savedEnv.datocms],
    ['LOCAL_TRUSTPILOT_API_KEY', savedEnv.trustpilotKey],
    ['LOCAL_TRUSTPILOT_BUSINESS_UNIT_ID', savedEnv.trustpilotUnit],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

const PRODUCT_PATH = '/producten/protein/whey-protein/chocolate-1kg';

async function merchandiseId(): Promise<string> {
  const html = await (await worker.fetch(PRODUCT_PATH)).text();
  const input = /name="cartFormInput" value="([^"]+)"/.exec(html)![1]!.replace(/&quot;/g, '"');
  return (JSON.parse(input) as {inputs: {lines: {merchandiseId: string}[]}}).inputs.lines[0]!.merchandiseId;
}

function cartPost(action: string, inputs: object, extra: Record<string, string> = {}, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    body: new URLSearchParams({cartFormInput: JSON.stringify({action, inputs}), ...extra}),
    headers: {'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-dest': 'document', ...headers},
    redirect: 'manual',
  };
}

/** A new cart with one line; its cookie (name=value). */
async function newCart(): Promise<string> {
  const response = await worker.fetch('/cart', cartPost('LinesAdd', {lines: [{merchandiseId: await merchandiseId(), quantity: 1}]}));
  expect(response.status).toBe(303);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

function setCookies(response: Response): string[] {
  const all = (response.headers as Headers & {getSetCookie?: () => string[]}).getSetCookie?.();
  if (all) return all;
  const joined = response.headers.get('set-cookie');
  return joined ? [joined] : [];
}

/** Route ids whose loader data the page hydrates with (each is also reachable as `?_data=<id>`). */
function routeIds(html: string): string[] {
  const context = /window\.__remixContext = (\{.*?\});<\/script>/s.exec(html);
  expect(context, 'the page carries its Remix context').not.toBeNull();
  return Object.keys((JSON.parse(context![1]!) as {state: {loaderData: object}}).state.loaderData);
}

const withData = (path: string, routeId: string) => `${path}${path.includes('?') ? '&' : '?'}_data=${encodeURIComponent(routeId)}`;

// ---------------------------------------------------------------------------------------------------------
describe('security headers', () => {
  const COMMON = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };

  test('documents: nonce CSP (every script carries the nonce), frame-ancestors none, the common headers, no HSTS on http', async () => {
    for (const path of ['/', '/de/produkte/protein/whey-protein/chocolate-1kg', '/de/nope', '/cart']) {
      const response = await worker.fetch(path);
      const html = await response.text();
      for (const [name, value] of Object.entries(COMMON)) expect(response.headers.get(name), `${path} ${name}`).toBe(value);
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
      const csp = response.headers.get('content-security-policy')!;
      expect(csp, path).toMatch(/frame-ancestors 'none'/);
      expect(csp, path).toMatch(/object-src 'none'/);
      expect(csp, path).toMatch(/base-uri 'self'/);
      const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!).filter((attrs) => !/type="application\/ld\+json"/.test(attrs));
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const attrs of scripts) expect(attrs, `${path}: <script${attrs}>`).toContain(`nonce="${nonce}"`);
    }
    // A fresh nonce per response.
    const [a, b] = await Promise.all([worker.fetch('/'), worker.fetch('/')]);
    expect(a.headers.get('content-security-policy')).not.toBe(b.headers.get('content-security-policy'));
  });

  test('every other answer: loader data, resource routes, redirects, the app proxy, refusals', async () => {
    const cookie = await newCart();
    const answers: [string, Response][] = [
      ['data', await worker.fetch(withData(PRODUCT_PATH, 'root'))],
      ['resource route', await worker.fetch('/api/cart', {headers: {cookie}})],
      ['search', await worker.fetch('/de/api/search?q=whey')],
      ['redirect', await worker.fetch('/cart', cartPost('LinesUpdate', {lines: [{id: 'gid://shopify/CartLine/x', quantity: 1}]}, {}, {cookie}))],
      ['proxy', await worker.fetch('/apps/loyalty/ping')],
      ['refusal', await worker.fetch('/cart', cartPost('LinesAdd', {lines: []}, {}, {'sec-fetch-site': 'cross-site'}))],
    ];
    for (const [label, response] of answers) {
      for (const [name, value] of Object.entries(COMMON)) expect(response.headers.get(name), `${label} ${name}`).toBe(value);
      expect(response.headers.get('strict-transport-security'), label).toBeNull();
      await response.arrayBuffer();
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('cross-site requests', () => {
  const counters = async () => (await worker.admin('counters')) as Record<string, Record<string, number> | undefined>;
  const total = (byKey: Record<string, number> | undefined) => Object.values(byKey ?? {}).reduce((sum, n) => sum + n, 0);

  test('a cross-site cart post is refused with a plain 403 before anything reaches the Storefront', async () => {
    const id = await merchandiseId();
    const before = total((await counters()).storefront);
    const refused: Record<string, string>[] = [
      {'sec-fetch-site': 'cross-site'},
      {origin: 'https://evil.example'},
      {origin: 'null'},
      {'sec-fetch-site': 'same-site', origin: 'https://evil.localhost:8787'},
    ];
    for (const headers of refused) {
      const response = await worker.fetch('/cart', cartPost('LinesAdd', {lines: [{merchandiseId: id, quantity: 1}]}, {}, headers));
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toMatch(/^Forbidden: /);
      expect(setCookies(response)).toEqual([]);
    }
    expect(total((await counters()).storefront)).toBe(before);
  });

  test('cross-site posts to the app proxy are refused too; GETs pass', async () => {
    const before = total((await counters()).proxy);
    const refused = await worker.fetch('/apps/loyalty/redeem', {method: 'POST', body: 'x', headers: {'sec-fetch-site': 'cross-site'}});
    expect(refused.status).toBe(403);
    expect(total((await counters()).proxy)).toBe(before);
    const get = await worker.fetch('/apps/loyalty/ping', {headers: {'sec-fetch-site': 'cross-site'}});
    expect(get.status).toBe(200);
  });

  test('same-origin posts, and posts without either header, go through', async () => {
    const id = await merchandiseId();
    const allowed: Record<string, string>[] = [{'sec-fetch-site': 'same-origin', origin: 'http://localhost:8787'}, {}];
    for (const headers of allowed) {
      const response = await worker.fetch('/de/cart', cartPost('LinesAdd', {lines: [{merchandiseId: id, quantity: 1}]}, {}, headers));
      expect(response.status, JSON.stringify(headers)).toBe(303);
      expect(response.headers.get('location')).toBe('/de/cart');
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('cookies', () => {
  const hardened = (cookie: string) => {
    expect(cookie).toMatch(/;\s*HttpOnly(;|$)/i);
    expect(cookie).toMatch(/;\s*Secure(;|$)/i);
    expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)(;|$)/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
  };

  test('every cookie the cart sets is HttpOnly, Secure and SameSite: add, update, discount, checkout, stale tokens', async () => {
    const seen: string[] = [];
    const collect = async (response: Response) => {
      seen.push(...setCookies(response));
      await response.arrayBuffer();
      return response;
    };
    const id = await merchandiseId();
    // The first add creates the cart (the cookie with its token).
    const added = await collect(await worker.fetch('/cart', cartPost('LinesAdd', {lines: [{merchandiseId: id, quantity: 1}]})));
    const cookie = setCookies(added)[0]!.split(';')[0]!;
    // A fetcher add (JSON answer) on another market.
    await collect(
      await worker.fetch('/de/cart', {
        ...cartPost('LinesAdd', {lines: [{merchandiseId: id, quantity: 2}]}, {}, {cookie}),
        headers: {'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-dest': 'empty', cookie},
      }),
    );
    await collect(await worker.fetch('/cart', cartPost('DiscountCodesUpdate', {discountCode: 'WELCOME10'}, {}, {cookie})));
    await collect(await worker.fetch('/cart', cartPost('NoteUpdate', {note: 'hi'}, {}, {cookie})));
    await collect(await worker.fetch('/cart', {...cartPost('x', {}, {intent: 'checkout'}, {cookie})}));
    // A token whose cart is gone is cleared on the overlay's route and on the cart page.
    const stale = 'of_shopify-cart-token=does-not-exist';
    const clearedApi = await collect(await worker.fetch('/api/cart', {headers: {cookie: stale}}));
    const clearedPage = await collect(await worker.fetch('/de/cart', {headers: {cookie: stale}}));
    expect(setCookies(clearedApi).some((c) => /Max-Age=0/.test(c))).toBe(true);
    expect(setCookies(clearedPage).some((c) => /Max-Age=0/.test(c))).toBe(true);

    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (const setCookie of seen) hardened(setCookie);
  });

  test('public pages and loader data set no cookie at all', async () => {
    for (const path of ['/', PRODUCT_PATH, withData(PRODUCT_PATH, 'root'), '/de/api/search?q=whey', '/api/cart']) {
      const response = await worker.fetch(path);
      expect(setCookies(response), path).toEqual([]);
      await response.arrayBuffer();
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('open redirects', () => {
  const HOSTILE = [
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/.//evil.example',
    '/a/..//evil.example',
    ' //evil.example',
  ];

  test('a cart form’s redirectTo never leads off our origin', async () => {
    const id = await merchandiseId();
    for (const target of HOSTILE) {
      const response = await worker.fetch('/de/cart', cartPost('LinesAdd', {lines: [{merchandiseId: id, quantity: 1}]}, {redirectTo: target}));
      expect(response.status, JSON.stringify(target)).toBe(303);
      const location = response.headers.get('location')!;
      expect(new URL(location, 'http://localhost:8787').origin, JSON.stringify(target)).toBe('http://localhost:8787');
      expect(location, JSON.stringify(target)).not.toMatch(/^\/[\\/]|evil/);
    }
  });

  test('checkout goes only to the checkout URL the Storefront returned, with the market locale', async () => {
    const cookie = await newCart();
    const extras: Record<string, string>[] = [{}, {redirectTo: 'https://evil.example'}, {checkoutUrl: 'https://evil.example'}];
    for (const extra of extras) {
      const response = await worker.fetch('/de/cart', cartPost('x', {}, {intent: 'checkout', ...extra}, {cookie}));
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location')!);
      expect(location.origin).toBe(worker.services.url);
      expect(location.pathname).toMatch(/^\/cart\/c\//);
      expect(location.searchParams.get('locale')).toBe('de');
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('secrets stay on the server', () => {
  test('the secret variables are known (read from .env.example)', () => {
    expect(SECRET_NAMES).toEqual(
      expect.arrayContaining(['SESSION_SECRET', 'PRIVATE_STOREFRONT_API_TOKEN', 'PRIVATE_STOREFRONT_API_TOKEN_DE_DE', 'DATOCMS_API_TOKEN', 'SENTRY_DSN', 'TRUSTPILOT_API_KEY']),
    );
    expect(SECRET_NAMES.some((name) => name.startsWith('PUBLIC_'))).toBe(false);
  });

  const PAGES = [
    '/',
    '/de',
    '/producten',
    '/de/produkte',
    '/producten/protein',
    '/de/produkte/protein',
    PRODUCT_PATH,
    '/de/produkte/protein/whey-protein/chocolate-1kg',
    '/fr/recettes',
    '/fitblog',
    '/klantenservice/contact',
    '/it/test-vitaminico',
    '/search?q=whey',
    '/de/search?q=whey',
    '/de/nope',
  ];

  test('no page, no loader data and no resource answer holds a secret (and the pages were served with them)', async () => {
    const cookie = await newCart();
    const leaks: string[] = [];
    const check = async (label: string, response: Response) => {
      const text = `${[...response.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}\n${await response.text()}`;
      for (const name of findSecrets(text)) leaks.push(`${label}: ${name}`);
      return text;
    };

    for (const path of [...PAGES, '/cart']) {
      const response = await worker.fetch(path, {headers: path === '/cart' ? {cookie} : {}});
      expect(response.status, path).toBe(path === '/de/nope' ? 404 : 200);
      const html = await check(path, response);
      for (const routeId of routeIds(html)) {
        const data = await worker.fetch(withData(path, routeId), {headers: path === '/cart' ? {cookie} : {}});
        expect(data.headers.get('content-type'), `${path} ${routeId}`).toMatch(/json/);
        await check(`${path} ?_data=${routeId}`, data);
      }
    }
    // The pages were really served through the secrets: the private Storefront token (the only one the services
    // accept) found the product, and the content token the menu.
    const product = await (await worker.fetch('/de/produkte/protein/whey-protein/chocolate-1kg')).text();
    expect(product).toContain('Whey Protein');
    for (const [label, path, headers] of [
      ['api/cart', '/api/cart', {cookie}],
      ['api/search', '/de/api/search?q=whey', {}],
      ['proxy', '/apps/loyalty/ping', {}],
    ] as const) {
      await check(label, await worker.fetch(path, {headers}));
    }
    // The reviews routes, served through the Trustpilot key and business unit (the only ones the stand-in takes).
    for (const path of [
      '/api/reviews/business/reviews',
      '/de/api/reviews/product/OF-WHEPRO-CHOCOLATE-1KG/reviews',
      '/api/reviews/product/OF-WHEPRO-CHOCOLATE-1KG/rating',
      '/api/reviews/business/reviews?page=0',
    ]) {
      const response = await worker.fetch(path);
      expect(response.status, path).toBe(path.endsWith('page=0') ? 400 : 200);
      await check(path, response);
    }
    expect(leaks).toEqual([]);
  });

  test('an error page (Storefront down) holds no secret either', async () => {
    await worker.admin('faults', {service: 'storefront', kind: '500', count: 5});
    // A product no earlier request loaded, so no cache answers for the Storefront.
    const response = await worker.fetch('/de/produkte/protein/clear-whey');
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(findSecrets(await response.text())).toEqual([]);
    await worker.admin('reset', {});
  });

  test('the built client bundle holds no secret value and no private variable name', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(js|mjs|css|html|json|map)$/.test(name)) files.push(path);
      }
    };
    walk('dist/client');
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    expect(files.some((file) => file.endsWith('.css'))).toBe(true);

    // Values of the secret variables: the local ones every developer has, and a developer's own .env if present.
    const local = localEnv(4100) as Record<string, string>;
    const values = [local, readEnvFile('.env') as Record<string, string>].flatMap((env) =>
      SECRET_NAMES.map((name) => env[name]).filter((value): value is string => Boolean(value && value.length >= 8 && value !== 'change-me')),
    );
    expect(values).toEqual(expect.arrayContaining(['local-private-token', 'local-datocms-token', 'local-session-secret']));
    const names = SECRET_NAMES.map((name) => new RegExp(`(^|[^A-Z0-9_])${name}([^A-Z0-9_]|$)`));

    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const value of values) if (text.includes(value)) found.push(`${file}: a secret value`);
      for (const pattern of names) if (pattern.test(text)) found.push(`${file}: ${pattern.source}`);
    }
    expect(found).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('production hosts (https, MARKET_HOST_*)', () => {
  let production: Miniflare;
  const HOSTS = {MARKET_HOST_NL_NL: 'www.originalfuel.test', MARKET_HOST_DE_DE: 'www.originalfuel-de.test'};

  beforeAll(async () => {
    const port = Number(new URL(worker.services.url).port);
    production = new Miniflare({
      modules: [{type: 'ESModule', path: WORKER_BUNDLE}],
      compatibilityDate: '2022-10-31',
      compatibilityFlags: ['streams_enable_constructors'],
      bindings: {...localEnv(port), ...secretBindings(worker.services.url), ...HOSTS},
    });
    await production.ready;
  });
  afterAll(async () => production?.dispose());

  const dispatch = (url: string, init?: RequestInit) => production.dispatchFetch(url, init as never) as unknown as Promise<Response>;

  test('over https on a real host every answer carries HSTS; CSP forms may go to the other market hosts', async () => {
    const page = await dispatch('https://www.originalfuel-de.test/produkte');
    expect(page.status).toBe(200);
    expect(page.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(page.headers.get('content-security-policy')).toMatch(/form-action 'self'[^;]* www\.originalfuel\.test/);
    await page.arrayBuffer();
    const data = await dispatch(`https://www.originalfuel-de.test/produkte?_data=root`);
    expect(data.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    await data.arrayBuffer();
  });

  test('a post from another market host is ours; from anywhere else it is refused', async () => {
    const id = await merchandiseId();
    const post = (origin: string) =>
      dispatch('https://www.originalfuel-de.test/cart', cartPost('LinesAdd', {lines: [{merchandiseId: id, quantity: 1}]}, {}, {origin, 'sec-fetch-site': 'same-site'}));
    const fromNl = await post('https://www.originalfuel.test');
    expect(fromNl.status).toBe(303);
    await fromNl.arrayBuffer();
    const fromElsewhere = await post('https://shop.originalfuel.test');
    expect(fromElsewhere.status).toBe(403);
    expect(fromElsewhere.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    await fromElsewhere.arrayBuffer();
  });
});
