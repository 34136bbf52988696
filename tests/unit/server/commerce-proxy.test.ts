// Spec §2 app proxies (/a, /apps, /tools under each locale, unprefixed for the Dutch market) and issue 8 §6 in
// the unit layer (app/commerce/proxy.server.ts): the path that is the platform's, method, query and a bounded
// body forwarded to the market's store domain, our refusals as plain text in the market's words, and an app's
// redirect off our sites refused. The local stand-in's app echoes what it received.
import {afterEach, describe, expect, test, vi} from 'vitest';
import {PROXY_BODY_LIMIT} from '~/commerce/proxy-rules';
import {proxiedPath, proxyToStorefront, storeOrigin, type ProxySettings} from '~/commerce/proxy.server';
import {useAppHarness} from '../../support/app-context';

const app = useAppHarness();

afterEach(() => vi.restoreAllMocks());

const SITE = 'https://www.originalfuel.example';

function settings(): ProxySettings {
  return {
    storeDomain: app.services.url,
    siteOrigin: SITE,
    ownOrigins: [SITE, 'https://de.originalfuel.example'],
    contentSecurityPolicy: "default-src 'self'",
    words: (status) => `words for ${status}`,
  };
}

type Echo = {proxied: boolean; method: string; path: string; search: string; body: string; headers: Record<string, string>};

describe('which paths belong to the platform (spec §2)', () => {
  test.each([
    ['/a/quiz', '/a/quiz'],
    ['/apps/loyalty/ping', '/apps/loyalty/ping'],
    ['/tools/size-guide', '/tools/size-guide'],
    ['/apps', '/apps'],
    ['/de/apps/loyalty', '/apps/loyalty'],
    ['/fr-be/a/x', '/a/x'],
    ['/NL-BE/TOOLS/x', '/TOOLS/x'],
  ])('%s → %s', (pathname, path) => {
    expect(proxiedPath(pathname)).toBe(path);
  });

  test.each(['/', '/cart', '/de/cart', '/application', '/apps-store', '/xx/apps/y', '/de/de/apps', '/products/a'])('%s is ours', (pathname) => {
    expect(proxiedPath(pathname)).toBeNull();
  });

  test('the store origin: a bare domain is https, a configured origin keeps its scheme without trailing slashes', () => {
    expect(storeOrigin('original-fuel.myshopify.com')).toBe('https://original-fuel.myshopify.com');
    expect(storeOrigin('http://127.0.0.1:8080//')).toBe('http://127.0.0.1:8080');
    expect(storeOrigin('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
  });
});

describe('what is forwarded', () => {
  test('a GET: path (without the locale prefix) and query reach the app, its answer comes back', async () => {
    const request = app.request('/de/apps/loyalty/ping?points=100&x=a%20b', {headers: {'oxygen-buyer-ip': '198.51.100.7'}});
    const response = await proxyToStorefront(request, '/apps/loyalty/ping', settings());
    expect(response.status).toBe(200);
    const echo = (await response.json()) as Echo;
    expect([echo.method, echo.path, echo.search]).toEqual(['GET', '/apps/loyalty/ping', '?points=100&x=a%20b']);
    expect(echo.headers['x-forwarded-host']).toBe('www.originalfuel.example');
    expect(echo.headers['x-forwarded-for']).toBe('198.51.100.7');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
  });

  test('a POST body is forwarded as sent', async () => {
    const request = app.request('/a/quiz', {method: 'POST', body: 'answer=42&name=Anna', headers: {'content-type': 'application/x-www-form-urlencoded'}});
    const response = await proxyToStorefront(request, '/a/quiz', settings());
    const echo = (await response.json()) as Echo;
    expect([echo.method, echo.body]).toEqual(['POST', 'answer=42&name=Anna']);
  });

  test('a POST body of exactly the limit is forwarded; a POST without a body goes out empty', async () => {
    const exact = app.request('/a/quiz', {method: 'POST', body: 'x'.repeat(PROXY_BODY_LIMIT)});
    const echo = (await (await proxyToStorefront(exact, '/a/quiz', settings())).json()) as Echo;
    expect(echo.body.length).toBe(1024 * 1024);
    const declared = app.request('/a/quiz', {method: 'POST', body: 'x'.repeat(PROXY_BODY_LIMIT), headers: {'content-length': String(1024 * 1024)}});
    expect((await proxyToStorefront(declared, '/a/quiz', settings())).status).toBe(200);
    const empty = app.request('/a/quiz', {method: 'POST'});
    expect(((await (await proxyToStorefront(empty, '/a/quiz', settings())).json()) as Echo).body).toBe('');
  });

  test('a body streamed in several chunks arrives whole and in order', async () => {
    const parts = ['first-', 'second-', 'third'];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });
    const request = new Request(`${SITE}/a/quiz`, {method: 'POST', body: stream, duplex: 'half'} as RequestInit);
    const echo = (await (await proxyToStorefront(request, '/a/quiz', settings())).json()) as Echo;
    expect(echo.body).toBe('first-second-third');
  });
});

describe('our refusals: plain text in the market words, never stored', () => {
  const expectPlain = async (response: Response, status: number) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe(`words for ${status}\n`);
  };

  test.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS'])('%s: 405 with Allow: GET, HEAD, POST', async (method) => {
    const response = await proxyToStorefront(app.request('/a/quiz', {method}), '/a/quiz', settings());
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
    await expectPlain(response, 405);
  });

  test.each(['/a/../cart', '/apps/%2e%2e/admin', '/a/%2F..%2Fadmin', '/a/x/..'])('%s leaves the proxied prefix: 404', async (path) => {
    await expectPlain(await proxyToStorefront(app.request('/a/quiz'), path, settings()), 404);
  });

  test('a declared body over 1 MiB: 413 before anything is read', async () => {
    const request = app.request('/a/quiz', {method: 'POST', body: 'x', headers: {'content-length': String(1024 * 1024 + 1)}});
    await expectPlain(await proxyToStorefront(request, '/a/quiz', settings()), 413);
  });

  test('an actual body over 1 MiB (one byte more): 413', async () => {
    const request = app.request('/a/quiz', {method: 'POST', body: 'x'.repeat(1024 * 1024 + 1)});
    request.headers.delete('content-length');
    await expectPlain(await proxyToStorefront(request, '/a/quiz', settings()), 413);
  });

  test('the app redirects to another site: 502, logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const query = new URLSearchParams({__status: '302', __headers: JSON.stringify({Location: 'https://evil.example/steal'})});
    const response = await proxyToStorefront(app.request(`/apps/hostile?${query}`), '/apps/hostile', settings());
    await expectPlain(response, 502);
    expect(warn).toHaveBeenCalledWith('[proxy] /apps/hostile: the app redirected to another site');
  });

  test('a HEAD answered with a redirect to another site: 502 as well', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const query = new URLSearchParams({__status: '302', __headers: JSON.stringify({Location: 'https://evil.example/steal'})});
    const response = await proxyToStorefront(app.request(`/apps/hostile?${query}`, {method: 'HEAD'}), '/apps/hostile', settings());
    expect(response.status).toBe(502);
  });

  test('a redirect within our sites is passed on with its status', async () => {
    const query = new URLSearchParams({__status: '302', __headers: JSON.stringify({Location: '/apps/next'})});
    const response = await proxyToStorefront(app.request(`/apps/step?${query}`), '/apps/step', settings());
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/apps/next');
  });
});
