// Issue 8 §6 on the built worker: the app proxy (/a, /apps, /tools, under every market prefix) keeps the
// shop's cookies and headers the shop's. The local stand-in echoes what it received and, on demand
// (`__status`, `__headers`, `__body`), answers like a hostile app, so each rule is proven on the wire.
import {afterAll, beforeAll, beforeEach, describe, expect, test} from 'vitest';
import {PROXY_BODY_LIMIT} from '~/commerce/proxy-rules';
import {startWorker, WORKER_ORIGIN, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());
beforeEach(async () => {
  await worker.admin('reset', {});
});

type Echo = {method: string; path: string; search: string; body: string; headers: Record<string, string>};

/** Every way a proxied path is addressed: each prefix, in each market's path form. */
const PROXY_PATHS = ['', '/nl', '/de', '/en', '/it', '/fr', '/nl-be', '/fr-be'].flatMap((market) =>
  ['/a/quiz', '/apps/loyalty/ping', '/tools/size-guide'].map((path) => `${market}${path}`),
);

const proxyCalls = async () => ((await worker.admin('counters')) as {proxy?: {total?: number}}).proxy?.total ?? 0;

/** A proxied GET whose upstream answers with `headers` (and `status`, `body`). */
function hostileAnswer(headers: Record<string, string | string[]>, options: {status?: number; body?: string; path?: string} = {}) {
  const query = new URLSearchParams({__headers: JSON.stringify(headers)});
  if (options.status) query.set('__status', String(options.status));
  if (options.body !== undefined) query.set('__body', options.body);
  return worker.fetch(`${options.path ?? '/apps/hostile'}?${query}`, {redirect: 'manual'});
}

const setCookies = (response: Response) => (response.headers as Headers & {getSetCookie(): string[]}).getSetCookie();

describe('what reaches the upstream', () => {
  test('no cookie or credential of the shopper, in any spelling, on any proxied path', async () => {
    const credentials: Record<string, string>[] = [
      {cookie: 'of_shopify-cart-token=secret-cart'},
      {Cookie: 'of_shopify-cart-token=secret-cart; _shopify_y=abc; session=secret-session'},
      {COOKIE: '__Host-of_shopify-cart-token=secret-cart'},
      {cookie2: '$Version="1"; secret-cart=1'},
      {authorization: 'Bearer secret-token'},
      {Authorization: 'Basic c2VjcmV0OnNlY3JldA=='},
      {'proxy-authorization': 'Basic secret'},
      {'x-shopify-customer-access-token': 'secret-customer'},
    ];
    for (const [index, path] of PROXY_PATHS.entries()) {
      const headers = credentials[index % credentials.length]!;
      const response = await worker.fetch(path, {headers});
      expect(response.status, path).toBe(200);
      const echo = (await response.json()) as Echo;
      const sent = JSON.stringify(echo.headers);
      expect(sent, `${path} ${JSON.stringify(headers)}`).not.toMatch(/secret/i);
      expect(Object.keys(echo.headers)).not.toEqual(expect.arrayContaining(['cookie']));
    }
  });

  test('method, path, query and body are kept; our X-Forwarded-* come from configuration, not the request', async () => {
    const response = (await worker.miniflare.dispatchFetch('http://evil.example/de/apps/loyalty/redeem?points=100&x=a%20b', {
      method: 'POST',
      body: 'reward=shaker',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-host': 'evil.example',
        forwarded: 'host=evil.example',
        'x-forwarded-for': '6.6.6.6',
        'x-custom': 'kept',
      },
    })) as unknown as Response;
    const echo = (await response.json()) as Echo;
    expect(echo).toMatchObject({method: 'POST', path: '/apps/loyalty/redeem', search: '?points=100&x=a%20b', body: 'reward=shaker'});
    expect(echo.headers['x-forwarded-host']).toBe(new URL(WORKER_ORIGIN).host);
    expect(echo.headers['x-forwarded-proto']).toBe('http');
    expect(echo.headers.forwarded).toBeUndefined();
    expect(echo.headers['x-forwarded-for']).toBeUndefined();
    expect(echo.headers['x-custom']).toBe('kept');
  });

  test('only GET, HEAD and POST pass; any other method is a 405 with Allow, and never reaches the upstream', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'MKCOL', 'LOCK', 'SEARCH', 'PURGE']) {
      const response = await worker.fetch('/de/apps/loyalty/ping', {method, body: method === 'OPTIONS' ? undefined : 'x'});
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe('GET, HEAD, POST');
      expect(response.headers.get('cache-control')).toBe('no-store');
      await response.arrayBuffer();
    }
    // Methods the runtime does not know at all: workerd answers 501 itself, before the worker runs.
    for (const method of ['FOO', 'post-it', 'GETS']) {
      const response = await worker.fetch('/de/apps/loyalty/ping', {method});
      expect([405, 501], method).toContain(response.status);
      await response.arrayBuffer();
    }
    expect(await proxyCalls()).toBe(0);
    for (const method of ['GET', 'HEAD', 'POST']) {
      const response = await worker.fetch('/apps/loyalty/ping', {method, body: method === 'POST' ? 'x' : undefined});
      expect(response.status, method).toBe(200);
      await response.arrayBuffer();
    }
    expect(await proxyCalls()).toBe(3);
  });

  test('a body over the limit is refused with 413, declared or streamed; one at the limit passes', async () => {
    const atLimit = await worker.fetch('/apps/upload', {method: 'POST', body: 'x'.repeat(PROXY_BODY_LIMIT)});
    expect(atLimit.status).toBe(200);
    expect(((await atLimit.json()) as Echo).body).toHaveLength(PROXY_BODY_LIMIT);

    const over = await worker.fetch('/apps/upload', {method: 'POST', body: 'x'.repeat(PROXY_BODY_LIMIT + 1)});
    expect(over.status).toBe(413);
    expect(over.headers.get('cache-control')).toBe('no-store');
    await over.arrayBuffer();

    const chunk = new Uint8Array(64 * 1024).fill(120);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > PROXY_BODY_LIMIT) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const streamed = await worker.fetch('/apps/upload', {method: 'POST', body: stream, duplex: 'half'} as RequestInit);
    expect(streamed.status).toBe(413);
    await streamed.arrayBuffer();
    expect(await proxyCalls()).toBe(1);
  });

  test('no path climbs out of /a, /apps or /tools at the store, in any encoding', async () => {
    const dots = ['%2e%2e', '%2E%2E', '.%2e', '%2e.', '%252e%252e', '..%2f', '%2f..', '..%5c', '%5c..'];
    for (const prefix of ['', '/de', '/fr-be']) {
      for (const spelling of dots) {
        for (const route of ['/apps', '/a', '/tools']) {
          const path = `${prefix}${route}/${spelling}/api/2024-10/graphql.json`;
          const response = await worker.fetch(path);
          expect(response.status, path).toBeGreaterThanOrEqual(400);
          expect(response.status, path).toBeLessThan(500);
          await response.arrayBuffer();
        }
      }
    }
    expect(await proxyCalls()).toBe(0);
  });
});

describe('what comes back', () => {
  test('no Set-Cookie in any spelling, and never the cart cookie', async () => {
    const spellings: Record<string, string | string[]>[] = [
      {'Set-Cookie': 'of_shopify-cart-token=attacker; Path=/; HttpOnly'},
      {'set-cookie': ['of_shopify-cart-token=attacker; Path=/', 'tracking=1; Domain=localhost']},
      {'SET-COOKIE': '__Host-of_shopify-cart-token=attacker; Path=/; Secure'},
      {'Set-Cookie2': 'of_shopify-cart-token=attacker; Version=1'},
      {'set-cookie': 'of_shopify-cart-token=; Max-Age=0; Path=/'},
    ];
    for (const [index, headers] of spellings.entries()) {
      const path = `${PROXY_PATHS[index * 4]}/cookie`;
      const response = await hostileAnswer(headers, {path});
      expect(response.status, path).toBe(200);
      expect(setCookies(response), JSON.stringify(headers)).toEqual([]);
      expect(response.headers.get('set-cookie2')).toBeNull();
      expect(response.headers.get('cache-control'), 'it tried to set a cookie').toBe('private, no-store');
      await response.arrayBuffer();
    }
  });

  test('their policies and origin-wide headers are dropped; ours apply, with a policy of our own', async () => {
    const hostile: Record<string, string> = {
      'Content-Security-Policy': "script-src 'unsafe-inline' *",
      'Content-Security-Policy-Report-Only': "default-src 'none'",
      'Strict-Transport-Security': 'max-age=0',
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Allow-Headers': '*',
      'Access-Control-Allow-Methods': 'PUT',
      'Access-Control-Expose-Headers': '*',
      'Clear-Site-Data': '"cookies", "storage", "cache"',
      Refresh: '0; url=https://evil.example/',
      Link: '<https://evil.example/x.js>; rel=preload; as=script',
      'Permissions-Policy': 'camera=*, geolocation=*',
      'X-Frame-Options': 'ALLOWALL',
      'X-Content-Type-Options': 'sniff',
      'Referrer-Policy': 'unsafe-url',
      'Alt-Svc': 'h3="evil.example:443"',
      'Report-To': '{"endpoints":[{"url":"https://evil.example"}]}',
      NEL: '{"report_to":"default"}',
      'Cross-Origin-Opener-Policy': 'unsafe-none',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'WWW-Authenticate': 'Basic realm="Sign in to Original Fuel"',
      'Oxygen-Cache-Control': 'public, max-age=31536000',
      'X-Remix-Redirect': 'https://evil.example',
      'Content-Location': 'https://evil.example/',
    };
    // One header at a time, so each is proven on its own; then all together.
    const cases = [...Object.entries(hostile).map(([name, value]) => ({[name]: value})), hostile];
    for (const headers of cases) {
      const response = await hostileAnswer(headers, {body: '<p>app page</p><script>alert(1)</script>'});
      const label = Object.keys(headers).length > 1 ? 'all together' : Object.keys(headers)[0]!;
      expect(response.status, label).toBe(200);
      for (const name of Object.keys(headers)) {
        const value = response.headers.get(name);
        expect(value === null || value !== headers[name], `${label}: ${name} passed through as ${value}`).toBe(true);
      }
      const policy = response.headers.get('content-security-policy')!;
      expect(policy, label).toMatch(/script-src 'self'/);
      expect(policy).not.toMatch(/'unsafe-inline' \*|nonce-/);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      for (const name of ['strict-transport-security', 'access-control-allow-origin', 'clear-site-data', 'refresh', 'link', 'oxygen-cache-control']) {
        expect(response.headers.get(name), `${label}: ${name}`).toBeNull();
      }
      expect(await response.text()).toContain('<script>alert(1)</script>');
    }
  });

  test('publicly cacheable only when the upstream says public and sets no cookie', async () => {
    const cases: [Record<string, string | string[]>, string][] = [
      [{}, 'private, no-store'],
      [{'Cache-Control': 'public, max-age=300'}, 'public, max-age=300'],
      [{'Cache-Control': 'public, max-age=300', 'Set-Cookie': 'a=1'}, 'private, no-store'],
      [{'Cache-Control': 'max-age=300'}, 'private, no-store'],
      [{'Cache-Control': 'private, max-age=300'}, 'private, no-store'],
      [{'Cache-Control': 'public, no-store'}, 'private, no-store'],
      [{'Cache-Control': 's-maxage=3600'}, 'private, no-store'],
      [{'Oxygen-Cache-Control': 'public, max-age=3600'}, 'private, no-store'],
    ];
    for (const [headers, expected] of cases) {
      const response = await hostileAnswer(headers);
      expect(response.headers.get('cache-control'), JSON.stringify(headers)).toBe(expected);
      expect(response.headers.get('oxygen-cache-control')).toBeNull();
      await response.arrayBuffer();
    }
  });

  test('a redirect off our site is refused (502, no Location); relative and our own pass', async () => {
    const offSite = [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      // The tests' site is http: with the other scheme these name a host (with the same one, a path).
      'https:evil.example',
      'ftp://evil.example/',
      'https://localhost:8787.evil.example/',
      `${WORKER_ORIGIN}@evil.example/`,
      'javascript:alert(1)',
      `${worker?.services?.url ?? 'http://127.0.0.1:1'}/apps/x`,
    ];
    for (const status of [301, 302, 303, 307, 308]) {
      for (const location of offSite) {
        const response = await hostileAnswer({Location: location}, {status, path: '/de/apps/loyalty/go'});
        expect(response.status, `${status} ${location}`).toBe(502);
        expect(response.headers.get('location')).toBeNull();
        expect(response.headers.get('cache-control')).toBe('no-store');
        await response.arrayBuffer();
      }
      const relative = await hostileAnswer({Location: 'done?ok=1'}, {status, path: '/de/apps/loyalty/go'});
      expect(relative.status).toBe(status);
      expect(relative.headers.get('location')).toBe('/de/apps/loyalty/done?ok=1');
      const own = await hostileAnswer({Location: `${WORKER_ORIGIN}/de/produkte`}, {status});
      expect(own.headers.get('location')).toBe('/de/produkte');
    }
  });
});
