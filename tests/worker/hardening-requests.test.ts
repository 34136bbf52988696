// Bad requests at the HTTP boundary (issue 8 item 4, README "Limits") on the built worker: methods no route
// takes, bodies that are no form, too large or malformed, and paths with broken percent-encoding. Each answers
// 4xx in the market's language — JSON `{message}` for data and resource requests, the status page in the shell
// for documents — with no stack trace, and a refused request leaves the shopper's cart as it was.
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {MARKETS, type MarketDefinition} from '~/markets/markets';
import {MAX_FORM_BODY_BYTES} from '~/http/request-rules';
import {
  cartFormBody,
  cartMutations,
  expectJsonRefusal,
  expectNoStackTrace,
  expectStatusPage,
  marketByLocale,
  marketPath,
  merchandiseIdOf,
  rawRequest,
  routeIds,
  setCookies,
  withData,
  wordsFor,
} from '../support/hardening';
import {MALFORMED_ESCAPES, NOT_FORM_CONTENT_TYPES, withMalformedEscapes} from '../support/hostile-input';
import {startWorker, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());

const CART_ROUTE = 'routes/($locale).cart';
const DOCUMENT = {accept: 'text/html', 'sec-fetch-dest': 'document'};

type Target = {label: string; market: MarketDefinition; path: string; allow: string; resource?: boolean};

/** Pages of several types and markets, the cart, and the resource routes, with the methods each takes. */
const TARGETS: Target[] = [
  ...(
    [
      ['nl', '/'],
      ['de', '/products'],
      ['fr-be', '/products/protein/whey-protein'],
      ['it', '/about-us'],
      ['en', '/recipes/breakfast/overnight-protein-oats'],
      ['nl-be', '/search?q=whey'],
      ['fr', '/no-such-page'],
    ] as const
  ).map(([locale, canonical]) => {
    const market = marketByLocale(locale);
    return {label: `page ${locale} ${canonical}`, market, path: marketPath(market, canonical), allow: 'GET, HEAD'};
  }),
  ...(['nl', 'de'] as const).map((locale) => ({
    label: `cart ${locale}`,
    market: marketByLocale(locale),
    path: marketPath(marketByLocale(locale), '/cart'),
    allow: 'GET, HEAD, POST',
  })),
  {label: '/api/cart', market: marketByLocale('de'), path: '/de/api/cart', allow: 'GET, HEAD', resource: true},
  {label: '/api/search', market: marketByLocale('it'), path: '/it/api/search?q=whey', allow: 'GET, HEAD', resource: true},
];

/** The leaf route of a target, for its `?_data=` form (read from the page the target renders). */
async function leafRoute(target: Target): Promise<string | null> {
  if (target.resource) return null;
  const ids = routeIds(await (await worker.fetch(target.path)).text());
  return ids.at(-1) === 'root' ? null : ids.at(-1)!;
}

/** Checks one refusal of a method, as a document, or as JSON for data and resource requests. */
async function expectMethodRefused(response: Response, target: Target, json: boolean, label: string) {
  expect(response.status, label).toBe(405);
  expect(response.headers.get('allow'), label).toBe(target.allow);
  expect(response.headers.get('set-cookie'), label).toBeNull();
  const text = await response.text();
  if (json) {
    expect(JSON.parse(text), label).toEqual({message: wordsFor(target.market, 405).body});
    expectNoStackTrace(text, label);
  } else {
    expectStatusPage(text, target.market, 405, label);
  }
}

describe('a method no route takes is 405 with Allow, in the market’s language', () => {
  const FETCH_METHODS = ['PUT', 'DELETE', 'PATCH', 'OPTIONS'];

  test.each(TARGETS.map((target) => [target.label, target] as const))('%s: PUT, DELETE, PATCH, OPTIONS (and POST where there is no action)', async (_, target) => {
    const leaf = await leafRoute(target);
    const methods = target.allow.includes('POST') ? FETCH_METHODS : [...FETCH_METHODS, 'POST'];
    for (const method of methods) {
      const body = ['GET', 'HEAD', 'OPTIONS'].includes(method) ? undefined : cartFormBody('LinesAdd', {lines: []});
      const init = {method, body, headers: {...DOCUMENT, 'content-type': 'application/x-www-form-urlencoded'}};
      await expectMethodRefused(await worker.fetch(target.path, init), target, Boolean(target.resource), `${method} ${target.path}`);
      if (leaf) {
        const data = withData(target.path, leaf);
        await expectMethodRefused(await worker.fetch(data, {...init, headers: {'content-type': 'application/x-www-form-urlencoded'}}), target, true, `${method} ${data}`);
      }
    }
  });

  // `?_data` without a route id is still a data request: Remix answers it from the URL's deepest route that is
  // not an index, which on a home page is the root. Whichever loader that is, the method is checked.
  test.each(TARGETS.filter((target) => !target.resource).map((target) => [target.label, target] as const))(
    '%s: the data form without a route id (?_data, ?_data=, root included) refuses them the same',
    async (_, target) => {
      const methods = target.allow.includes('POST') ? FETCH_METHODS : [...FETCH_METHODS, 'POST'];
      for (const bare of ['_data', '_data=']) {
        const data = `${target.path}${target.path.includes('?') ? '&' : '?'}${bare}`;
        for (const method of methods) {
          const body = method === 'OPTIONS' ? undefined : 'a=1';
          const init = {method, body, headers: {'content-type': 'application/x-www-form-urlencoded'}};
          await expectMethodRefused(await worker.fetch(data, init), target, true, `${method} ${data}`);
        }
      }
    },
  );

  // Methods fetch refuses to send, sent as the runtime receives them from a client.
  const RAW_METHODS = ['TRACE', 'PROPFIND', 'PROPPATCH', 'MKCOL', 'COPY', 'MOVE', 'LOCK', 'UNLOCK', 'PURGE', 'SEARCH', 'REPORT'];

  test.each(TARGETS.map((target) => [target.label, target] as const))('%s: TRACE and WebDAV methods', async (_, target) => {
    for (const [index, method] of RAW_METHODS.entries()) {
      // Documents and (for resource routes) JSON, alternating with a body and without one.
      const body = index % 2 ? 'a=1' : '';
      const head = `${method} ${target.path} HTTP/1.1\r\nAccept: text/html${body ? `\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}` : ''}`;
      await expectMethodRefused(await rawRequest(worker, head, body), target, Boolean(target.resource), `${method} ${target.path}`);
    }
  });

  test('a GET with a body is answered as the GET it is', async () => {
    const response = await rawRequest(worker, 'GET /de/produkte HTTP/1.1\r\nContent-Type: text/plain\r\nContent-Length: 5', 'hello');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="de-DE"');
  });

  test('HEAD is answered on pages, the cart and the resource routes', async () => {
    for (const target of TARGETS) {
      const response = await worker.fetch(target.path, {method: 'HEAD'});
      expect(response.status, target.label).toBe(target.path.includes('no-such-page') ? 404 : 200);
    }
  });
});

describe('cart posts: content type, size and shape are checked before the cart is touched', () => {
  let cookie: string;
  let before: {totalQuantity: number; lines: string[]};

  async function cartState(): Promise<{totalQuantity: number; lines: string[]}> {
    const data = (await (await worker.fetch('/api/cart', {headers: {cookie}})).json()) as {
      cart: {totalQuantity: number; lines: {nodes: {id: string; quantity: number}[]}} | null;
    };
    return {totalQuantity: data.cart?.totalQuantity ?? 0, lines: (data.cart?.lines.nodes ?? []).map((line) => `${line.id}×${line.quantity}`).sort()};
  }

  beforeAll(async () => {
    const merchandiseId = await merchandiseIdOf(worker);
    const created = await worker.fetch('/cart', {
      method: 'POST',
      body: cartFormBody('LinesAdd', {lines: [{merchandiseId, quantity: 3}]}),
      headers: {'content-type': 'application/x-www-form-urlencoded', ...DOCUMENT},
      redirect: 'manual',
    });
    expect(created.status).toBe(303);
    cookie = setCookies(created)[0]!.split(';')[0]!;
    before = await cartState();
    expect(before.totalQuantity).toBe(3);
  });

  const validBody = () => cartFormBody('LinesAdd', {lines: [{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1}]}).toString();
  const multipart = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="cartFormInput"\r\n\r\n{"action":"LinesAdd","inputs":{"lines":[]}}\r\n--${boundary}--\r\n`;

  type BodyCase = {label: string; status: 400 | 413 | 415; contentType?: string; body?: BodyInit; chunked?: boolean};

  const truncated = multipart('XyZ');

  const CASES: BodyCase[] = [
    ...[undefined, ...NOT_FORM_CONTENT_TYPES].map((contentType) => ({label: `Content-Type ${contentType || '(none)'} with a form body`, status: 415 as const, contentType, body: validBody()})),
    {label: 'JSON body sent as JSON', status: 415, contentType: 'application/json', body: JSON.stringify({action: 'LinesAdd', inputs: {lines: []}})},
    {label: 'an empty POST without a type', status: 415},
    {label: 'an empty urlencoded POST', status: 400, contentType: 'application/x-www-form-urlencoded', body: ''},
    {label: 'an urlencoded POST with no fields', status: 400, contentType: 'application/x-www-form-urlencoded', body: '&&&'},
    ...[0.2, 0.5, 0.8, 0.95].map((cut) => ({
      label: `multipart cut off at ${cut * 100}%`,
      status: 400 as const,
      contentType: 'multipart/form-data; boundary=XyZ',
      body: truncated.slice(0, Math.floor(truncated.length * cut)),
    })),
    {label: 'multipart whose body uses another boundary', status: 400, contentType: 'multipart/form-data; boundary=abc', body: multipart('XyZ')},
    {label: 'multipart that is not multipart at all', status: 400, contentType: 'multipart/form-data; boundary=abc', body: 'just text'},
    ...withMalformedEscapes(validBody())
      .filter((_, index) => index % 3 === 1) // in the middle of the JSON field
      .map((body) => ({label: `malformed urlencoded ${body.slice(0, 40)}…`, status: 400 as const, contentType: 'application/x-www-form-urlencoded', body})),
    {label: 'bytes that are not UTF-8', status: 400, contentType: 'application/x-www-form-urlencoded', body: new Uint8Array([0x61, 0x3d, 0xff, 0xfe])},
    {label: 'a body one byte over the limit, with Content-Length', status: 413, contentType: 'application/x-www-form-urlencoded', body: `a=${'x'.repeat(MAX_FORM_BODY_BYTES - 1)}`},
    {label: 'a 1 MB body, with Content-Length', status: 413, contentType: 'application/x-www-form-urlencoded', body: `a=${'x'.repeat(1_000_000)}`},
    {label: 'a 1 MB multipart body', status: 413, contentType: 'multipart/form-data; boundary=XyZ', body: multipart('XyZ').replace('{"action"', `${' '.repeat(1_000_000)}{"action"`)},
    {label: 'a chunked body over the limit, no Content-Length', status: 413, contentType: 'application/x-www-form-urlencoded', body: `a=${'x'.repeat(MAX_FORM_BODY_BYTES * 2)}`, chunked: true},
  ];

  /** Every case in two markets at least (de, nl), the rest spread over all markets; as document and as data. */
  const runs = CASES.flatMap((bodyCase, index) =>
    [marketByLocale('de'), marketByLocale('nl'), MARKETS[index % MARKETS.length]!]
      .filter((market, position, all) => all.indexOf(market) === position)
      .map((market) => [`${bodyCase.label} (${market.locale})`, bodyCase, market] as const),
  );

  async function post(bodyCase: BodyCase, path: string, headers: Record<string, string>) {
    const all = {...headers, cookie, ...(bodyCase.contentType === undefined ? {} : {'content-type': bodyCase.contentType})};
    if (bodyCase.status !== 413) return worker.fetch(path, {method: 'POST', body: bodyCase.body, headers: all, redirect: 'manual'});
    // Over the limit the worker must answer without reading the whole body, so it is sent unfinished on a raw
    // socket: with Content-Length, only the headers (the declared length is refused); chunked (no length), just
    // past the limit (the worker must count while reading).
    const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}`).join('\r\n');
    const text = String(bodyCase.body);
    if (!bodyCase.chunked) return rawRequest(worker, `POST ${path} HTTP/1.1\r\n${lines}\r\nContent-Length: ${Buffer.byteLength(text)}`, [], {end: false});
    const chunks = text.match(/[\s\S]{1,8192}/g)!.map((piece) => `${piece.length.toString(16)}\r\n${piece}\r\n`);
    const pastLimit = Math.ceil(MAX_FORM_BODY_BYTES / 8192) + 1;
    return rawRequest(worker, `POST ${path} HTTP/1.1\r\n${lines}\r\nTransfer-Encoding: chunked`, chunks.slice(0, pastLimit), {end: false});
  }

  test.each(runs)('%s', async (_, bodyCase, market) => {
    const mutationsBefore = await cartMutations(worker);
    const path = marketPath(market, '/cart');

    const page = await post(bodyCase, path, DOCUMENT);
    expect(page.status, 'document').toBe(bodyCase.status);
    expect(setCookies(page), 'document').toEqual([]);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expectStatusPage(await page.text(), market, bodyCase.status, 'document');

    const data = await post(bodyCase, withData(path, CART_ROUTE), {});
    expect(setCookies(data), 'data').toEqual([]);
    await expectJsonRefusal(data, market, bodyCase.status, 'data');

    // Nothing reached the cart: no mutation was sent, and the shopper's cart is as it was.
    expect(await cartMutations(worker)).toBe(mutationsBefore);
    expect(await cartState()).toEqual(before);
  });

  test('form posts within the rules reach the cart action: charset parameters, quoted boundaries, exactly 64 KiB', async () => {
    const merchandiseId = await merchandiseIdOf(worker);
    const line = cartFormBody('LinesAdd', {lines: [{merchandiseId, quantity: 1}]});
    const boundary = 'quoted boundary (ok)';
    const accepted: [string, BodyInit][] = [
      ['application/x-www-form-urlencoded; charset=UTF-8', line.toString()],
      [`multipart/form-data; boundary="${boundary}"`, `--${boundary}\r\nContent-Disposition: form-data; name="cartFormInput"\r\n\r\n${line.get('cartFormInput')}\r\n--${boundary}--\r\n`],
    ];
    for (const [contentType, body] of accepted) {
      const response = await worker.fetch(withData('/de/cart', CART_ROUTE), {method: 'POST', body, headers: {'content-type': contentType, cookie}});
      expect(response.status, contentType).toBe(200);
      expect(((await response.json()) as {cart: {totalQuantity: number}}).cart.totalQuantity).toBeGreaterThan(before.totalQuantity);
    }
    // At the limit the guard lets the body through; the cart action then judges its fields.
    const padded = `${line.toString()}&pad=${'x'.repeat(MAX_FORM_BODY_BYTES - line.toString().length - 5)}`;
    expect(padded.length).toBe(MAX_FORM_BODY_BYTES);
    const atLimit = await worker.fetch(withData('/de/cart', CART_ROUTE), {method: 'POST', body: padded, headers: {'content-type': 'application/x-www-form-urlencoded', cookie}});
    expect(atLimit.status).toBe(200);
  });
});

describe('a doubled slash is a 301 to the same path with single slashes, its query and escapes kept', () => {
  // Where the doubled slash sits × what follows the path; every market's words for the pages.
  const PAGES = ['/search', '/products/protein', '/products/protein/whey-protein', '/cart', '/about-us', '/no-such-page'];
  const QUERIES = ['?q=whey', '', '?q=a%20b&sort=price-desc', '?minPrice=10&filter=%7B%7D', '?q=%C3%A9%F0%9F%98%80', '?cart=1&q=x%2Fy'];
  const DOUBLINGS: ((path: string) => string)[] = [
    (path) => `/${path}`,
    (path) => path.replace(/\/(?=[^/]*$)/, '//'),
    (path) => `${path}//`,
    (path) => path.replace('/', '///'),
  ];

  test.each(MARKETS.map((market) => [market.locale, market] as const))('%s: every page × doubling × query', async (_, market) => {
    for (const [index, page] of PAGES.entries()) {
      const single = marketPath(market, page);
      for (const [offset, query] of QUERIES.entries()) {
        const doubled = DOUBLINGS[(index + offset + MARKETS.indexOf(market)) % DOUBLINGS.length]!(single);
        const response = await worker.fetch(`${doubled}${query}`, {redirect: 'manual'});
        const label = `${doubled}${query}`;
        expect(response.status, label).toBe(301);
        // The shopper's query is kept as sent; the path is the same path with single slashes, never `//host`.
        expect(response.headers.get('location'), label).toBe(`${doubled.replace(/\/{2,}/g, '/')}${query}`);
        expect(response.headers.get('cache-control'), label).toBe('no-store');
      }
    }
  });

  test('an escaped path keeps its escapes (never spelled %25), and a doubled slash before a host stays on our site', async () => {
    for (const [path, location] of [
      ['//de/%C3%BCber-uns?x=1', '/de/%C3%BCber-uns?x=1'],
      ['//a%20b', '/a%20b'],
      ['//x%2F', '/x%2F'],
      ['///evil.example/?q=1', '/evil.example/?q=1'],
      ['//%5Cevil.example', '/%5Cevil.example'],
    ] as const) {
      const response = await worker.fetch(path, {redirect: 'manual'});
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
    }
  });
});

describe('a path whose first segment decodes to a backslash, tab or newline is a 404 in the shell, never a 500', () => {
  // React Router reads such a path as a protocol-relative URL (`/%5C` is `//`); with a host no URL takes, it
  // could not render the page at all. Escapes that start such a segment × what follows it, in every market form.
  const STARTS = ['%5C', '%5c', '%09/', '%0A/', '%0D/', '%5C%09', '%09%5C', '%5C/', '%5C%5C'];
  const RESTS = ['', 'evil.example%2F', 'a%20b', '%3C', '%25', 'a%2F/b', 'x:1:2', '[', 'evil.example/', 'products'];
  const PREFIXES = ['', '/nl', '/de', '/fr-be', '/xx'];

  test.each(PREFIXES.map((prefix) => [prefix || '(none)', prefix] as const))('prefix %s: every start × rest', async (_, prefix) => {
    const market = MARKETS.find((candidate) => prefix === `/${candidate.locale}`) ?? marketByLocale('nl');
    for (const start of STARTS) {
      for (const rest of RESTS) {
        const path = `${prefix}/${start}${rest}`;
        const page = await worker.fetch(path, {redirect: 'manual'});
        // A doubled slash may be straightened by a redirect to our own path first; everything else is the 404.
        if (page.status === 301) {
          expect(page.headers.get('location'), path).toMatch(/^\/(?![\\/])/);
          continue;
        }
        expect(page.status, path).toBe(404);
        expect(page.headers.get('cache-control'), path).toBe('no-store');
        expectStatusPage(await page.text(), market, 404, path);
      }
    }
  });
});

describe('broken percent-encoding in a path is a 404 in the shell, in every market', () => {
  /** Path templates in canonical words; `{x}` takes the broken escape, `valid` renders the page. */
  const TEMPLATES = [
    {path: '/{x}', valid: 'about-us'},
    {path: '/products/{x}', valid: 'protein'},
    {path: '/products/{x}/whey-protein', valid: 'protein'},
    {path: '/products/protein/{x}', valid: 'whey-protein'},
    {path: '/products/protein/whey-protein/{x}', valid: 'chocolate-1kg'},
    {path: '/recipes/{x}/overnight-protein-oats', valid: 'breakfast'},
    {path: '/fitblog/nutrition/{x}', valid: 'vitamin-d-in-winter'},
    {path: '/customer-service/{x}', valid: 'contact'},
  ];
  /** Every market, and the default market's explicit `/nl` prefix. */
  const MARKET_FORMS = [...MARKETS.map((market) => ({market, prefix: ''})), {market: marketByLocale('nl'), prefix: '/nl'}];

  test.each(MARKET_FORMS.map((form) => [`${form.market.locale}${form.prefix ? ' (/nl)' : ''}`, form] as const))('%s', async (_, {market, prefix}) => {
    for (const [index, template] of TEMPLATES.entries()) {
      const wordsPath = (slug: string) => prefix + marketPath(market, template.path.replace('{x}', slug));
      const leaf = routeIds(await (await worker.fetch(wordsPath(template.valid))).text()).at(-1)!;
      // Two escapes per template, a different pair in each market: every escape in every market across the run.
      for (const escape of [MALFORMED_ESCAPES[index % MALFORMED_ESCAPES.length]!, MALFORMED_ESCAPES[(index + MARKETS.indexOf(market) * 2 + 7) % MALFORMED_ESCAPES.length]!]) {
        const broken = wordsPath(`a${escape}_z`);
        const page = await worker.fetch(broken);
        expect(page.status, broken).toBe(404);
        expect(page.headers.get('cache-control'), broken).toBe('no-store');
        expectStatusPage(await page.text(), market, 404, broken);
        for (const routeId of [leaf, 'root']) {
          await expectJsonRefusal(await worker.fetch(withData(broken, routeId)), market, 404, withData(broken, routeId));
        }
      }
    }
  });

  test('a broken locale segment itself, or a bare escape: the default market’s 404', async () => {
    for (const path of MALFORMED_ESCAPES.flatMap((escape) => [`/${escape}`, `/${escape}/producten`, `/de${escape}/produkte`])) {
      const page = await worker.fetch(path);
      expect(page.status, path).toBe(404);
      expectStatusPage(await page.text(), marketByLocale('nl'), 404, path);
    }
  });

  test('broken percent-encoding in a query string does not fail the page', async () => {
    const queries = MALFORMED_ESCAPES.flatMap((escape) => [
      `/search?q=${escape}`,
      `/de/search?q=whey${escape}&sort=${escape}`,
      `/producten/protein?cursor=${escape}`,
      `/de/rezepte?page=${escape}`,
      `/fitblog?page=2${escape}`,
      `/de/api/search?q=${escape}`,
    ]);
    for (const path of queries) {
      const response = await worker.fetch(path);
      const text = await response.text();
      expect(response.status, path).toBeLessThan(500);
      expect(response.status, path).not.toBe(0);
      expectNoStackTrace(text, path);
    }
  });
});

describe('no answer carries a stack trace', () => {
  // A worker whose Storefront token is refused: every product query fails with an error of ours (a 500, not an
  // outage), the kind of failure whose message and stack Remix would put into the page in development mode.
  let broken: WorkerHarness;
  beforeAll(async () => {
    broken = await startWorker(() => ({PRIVATE_STOREFRONT_API_TOKEN: 'refused-token', PUBLIC_STOREFRONT_API_TOKEN: 'refused-token'}));
  });
  afterAll(async () => broken?.dispose());

  test('an unexpected server error: the error page in the shell and a generic message, page and data alike', async () => {
    const market = marketByLocale('de');
    const path = marketPath(market, '/products/protein/whey-protein');
    const page = await broken.fetch(path);
    expect(page.status).toBe(500);
    expectStatusPage(await page.text(), market, 500, path);
    const leaf = 'alias/produkte/($locale).products.$collection.$product.($variant)';
    const data = await broken.fetch(withData(path, leaf));
    expect(data.status).toBe(500);
    const text = await data.text();
    expectNoStackTrace(text, 'loader data');
    expect(JSON.parse(text)).toEqual({message: 'Unexpected Server Error'});
  });

  test('Remix’s own refusals (a data request for a route the URL does not match) say nothing of the server', async () => {
    const response = await worker.fetch(withData('/de/produkte', 'routes/no-such-route'));
    expect(response.status).toBeLessThan(500);
    expectNoStackTrace(await response.text(), 'unknown route id');
  });
});
