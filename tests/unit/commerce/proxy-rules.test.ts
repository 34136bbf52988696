// The app proxy's rules (issue 8 §6), each with many spellings of what an attacker or a careless app sends.
import {describe, expect, test} from 'vitest';
import {
  isContainedProxyPath,
  isProxyMethod,
  PROXY_NO_STORE,
  proxiedCacheControl,
  proxiedLocation,
  proxiedResponseHeaders,
  upstreamRequestHeaders,
} from '~/commerce/proxy-rules';
import {proxiedDocumentPolicy, type CspSettings} from '~/security/csp';

const OWN = ['https://www.originalfuel.nl', 'https://www.originalfuel.de', 'https://www.originalfuel.be'];
const REQUEST_URL = 'https://www.originalfuel.de/apps/loyalty/ping?x=1';

/** Every way to write `..` in a path segment: literal, percent-encoded in either case, encoded twice. */
const DOT_SPELLINGS = ['.', '%2e', '%2E', '%252e', '%252E'];
const DOT_DOTS = DOT_SPELLINGS.flatMap((a) => DOT_SPELLINGS.map((b) => a + b));

describe('which paths are proxied', () => {
  test('paths under /a, /apps and /tools pass', () => {
    for (const path of ['/a', '/apps/loyalty/ping', '/tools/size-guide/', '/APPS/Loyalty', '/apps/file%20name.json', '/a/%C3%A9t%C3%A9']) {
      expect(isContainedProxyPath(path), path).toBe(true);
    }
  });

  test('no dot segment in any encoding climbs out of the prefix', () => {
    for (const dots of DOT_DOTS) {
      for (const path of [`/apps/${dots}/admin`, `/apps/x/${dots}/${dots}/api/2024-10/graphql.json`, `/a/${dots}`]) {
        expect(isContainedProxyPath(path), path).toBe(false);
      }
    }
    for (const dot of DOT_SPELLINGS) expect(isContainedProxyPath(`/tools/${dot}/x`), dot).toBe(false);
  });

  test('no dot segment written with a path parameter or trailing blanks (`..;x`, `.. `)', () => {
    for (const dots of DOT_DOTS) {
      for (const tail of [';', ';x', ';jsessionid=1', '%3b', '%3Bx', ' ', '%20', '%09', ';%20']) {
        for (const path of [`/apps/x/${dots}${tail}/admin`, `/a/${dots}${tail}`]) expect(isContainedProxyPath(path), path).toBe(false);
      }
    }
    for (const path of ['/apps/x;v=1/y', '/apps/..x/y', '/apps/x../y', '/apps/...']) expect(isContainedProxyPath(path), path).toBe(true);
  });

  test('no slash, backslash or NUL hidden in a segment, and nothing malformed', () => {
    for (const hidden of ['%2f', '%2F', '%5c', '%5C', '%252f', '%255c', '%00', '%2500']) {
      expect(isContainedProxyPath(`/apps/x${hidden}..${hidden}admin`), hidden).toBe(false);
    }
    for (const path of ['/apps/%zz', '/apps/%', '/appsx/y', '/admin', '/', '/apps.evil']) {
      expect(isContainedProxyPath(path), path).toBe(false);
    }
  });

  test('only GET, HEAD and POST', () => {
    expect(['GET', 'HEAD', 'POST'].every(isProxyMethod)).toBe(true);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT', 'PROPFIND', 'get', 'FOO']) {
      expect(isProxyMethod(method), method).toBe(false);
    }
  });
});

describe('what goes upstream', () => {
  const incoming = new Headers({
    cookie: 'of_shopify-cart-token=secret; _shopify_y=1',
    cookie2: '$Version=1',
    authorization: 'Bearer shopper-token',
    'proxy-authorization': 'Basic x',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-for': '6.6.6.6',
    'x-forwarded-proto': 'http',
    forwarded: 'host=evil.example',
    'x-real-ip': '6.6.6.6',
    'cf-connecting-ip': '6.6.6.6',
    'oxygen-buyer-ip': '203.0.113.7',
    'x-shopify-storefront-access-token': 'stolen',
    'mf-original-url': 'http://x',
    connection: 'keep-alive, x-drop-me',
    'x-drop-me': '1',
    'keep-alive': 'timeout=5',
    te: 'trailers',
    upgrade: 'websocket',
    host: 'evil.example',
    'content-type': 'application/json',
    accept: 'text/html',
    'accept-language': 'de-DE',
    'x-custom': 'kept',
    'user-agent': 'Test',
  });
  const sent = upstreamRequestHeaders(incoming, {siteOrigin: 'https://www.originalfuel.de', buyerIp: '203.0.113.7'});

  test('no cookie, credential, hop-by-hop or edge header of ours', () => {
    const names = [...sent.keys()];
    for (const name of ['cookie', 'cookie2', 'authorization', 'proxy-authorization', 'forwarded', 'x-real-ip', 'cf-connecting-ip', 'oxygen-buyer-ip', 'x-shopify-storefront-access-token', 'mf-original-url', 'connection', 'x-drop-me', 'keep-alive', 'te', 'upgrade', 'host']) {
      expect(names, name).not.toContain(name);
    }
  });

  test('what the app needs stays; X-Forwarded-* come from our configuration', () => {
    expect(sent.get('content-type')).toBe('application/json');
    expect(sent.get('accept-language')).toBe('de-DE');
    expect(sent.get('x-custom')).toBe('kept');
    expect(sent.get('x-forwarded-host')).toBe('www.originalfuel.de');
    expect(sent.get('x-forwarded-proto')).toBe('https');
    expect(sent.get('x-forwarded-for')).toBe('203.0.113.7');
  });
});

describe('headers that would let an upstream see another client, method or path', () => {
  // Each class in the spellings frameworks and CDNs read: a claim of the client's address, a method override,
  // an original-URL header, a scheme hint. None reaches the app: only our own X-Forwarded-* say who asked.
  const ADDRESS = ['x-real-ip', 'client-ip', 'x-client-ip', 'true-client-ip', 'x-cluster-client-ip', 'fastly-client-ip', 'x-remote-addr', 'x-remote-ip', 'remote-addr', 'x-originating-ip', 'x-proxyuser-ip', 'x-azure-clientip', 'x-appengine-user-ip', 'cf-connecting-ip', 'x-envoy-external-address', 'x-forwarded-for', 'x-forwarded'];
  const METHOD = ['x-http-method-override', 'x-http-method', 'x-method-override', 'x-method'];
  const PATH = ['x-original-url', 'x-rewrite-url', 'x-original-uri', 'x-request-uri', 'request-uri', 'x-forwarded-uri', 'x-forwarded-prefix', 'x-forwarded-path', 'destination'];
  const SCHEME = ['front-end-https', 'x-url-scheme', 'x-scheme', 'x-https', 'x-forwarded-ssl', 'x-forwarded-scheme', 'x-forwarded-port'];
  const spellings = (name: string) => [name, name.toUpperCase(), name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())];

  test.each([
    ['address claims', ADDRESS],
    ['method overrides', METHOD],
    ['original-URL headers', PATH],
    ['scheme hints', SCHEME],
  ] as const)('%s stay here, in any case', (_label, names) => {
    for (const name of names) {
      for (const spelling of spellings(name)) {
        const sent = upstreamRequestHeaders(new Headers({[spelling]: '1', accept: 'text/html'}), {siteOrigin: 'https://www.originalfuel.de'});
        const leaked = [...sent.keys()].filter((key) => !['accept', 'x-forwarded-host', 'x-forwarded-proto'].includes(key));
        expect(leaked, spelling).toEqual([]);
      }
    }
  });

  test('the app’s own headers still pass', () => {
    const own = {'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': 't', 'x-custom': 'kept', 'accept-language': 'de-DE', 'if-none-match': '"a"', range: 'bytes=0-1', 'user-agent': 'Test', 'x-zip': '1234'};
    const sent = upstreamRequestHeaders(new Headers(own), {siteOrigin: 'https://www.originalfuel.de'});
    for (const [name, value] of Object.entries(own)) expect(sent.get(name), name).toBe(value);
  });
});

describe('caching of proxied answers', () => {
  test('public only when the upstream says public and sets no cookie', () => {
    expect(proxiedCacheControl(new Headers({'cache-control': 'public, max-age=300'}))).toBe('public, max-age=300');
    const notShared: Record<string, string>[] = [
      {},
      {'cache-control': 'max-age=300'},
      {'cache-control': 'private, max-age=300'},
      {'cache-control': 'public, no-store'},
      {'cache-control': 'public, private="set-cookie"'},
      {'cache-control': 's-maxage=600'},
      {'cache-control': 'publicity'},
      {'cache-control': 'public, max-age=300', 'set-cookie': 'a=1'},
      {'cache-control': 'public, max-age=300', 'set-cookie2': 'a=1'},
    ];
    for (const headers of notShared) expect(proxiedCacheControl(new Headers(headers)), JSON.stringify(headers)).toBe(PROXY_NO_STORE);
  });
});

describe('where a proxied redirect may lead', () => {
  const HOSTILE = [
    'https://evil.example',
    'http://evil.example/x',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' //evil.example',
    'http:evil.example',
    'http:/evil.example',
    'HTTPS://EVIL.EXAMPLE',
    'https://www.originalfuel.de.evil.example/',
    'https://www.originalfuel.de@evil.example/',
    'https://evil.example#@www.originalfuel.de',
    'http://www.originalfuel.de/x',
    'https://www.originalfuel.de:8443/x',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://www.originalfuel.de/',
    'https://original-fuel.myshopify.com/apps/x',
  ];

  test('off our sites (any spelling) is refused', () => {
    for (const location of HOSTILE) expect(proxiedLocation(location, REQUEST_URL, OWN), JSON.stringify(location)).toBeNull();
  });

  test('relative references and our own sites pass, relative ones as paths', () => {
    expect(proxiedLocation('/apps/loyalty/done', REQUEST_URL, OWN)).toBe('/apps/loyalty/done');
    expect(proxiedLocation('done?ok=1', REQUEST_URL, OWN)).toBe('/apps/loyalty/done?ok=1');
    expect(proxiedLocation('../cart', REQUEST_URL, OWN)).toBe('/apps/cart');
    expect(proxiedLocation('https://WWW.originalfuel.de/de', REQUEST_URL, OWN)).toBe('/de');
    expect(proxiedLocation('https://www.originalfuel.nl/producten', REQUEST_URL, OWN)).toBe('https://www.originalfuel.nl/producten');
    // With the page's own scheme these are relative references, for browsers as for us: they stay on our site.
    expect(proxiedLocation('https:evil.example', REQUEST_URL, OWN)).toBe('/apps/loyalty/evil.example');
    expect(proxiedLocation('https:/evil.example', REQUEST_URL, OWN)).toBe('/evil.example');
  });
});

describe('the headers of a proxied answer', () => {
  const POLICY = "default-src 'self'";
  const hostile = new Headers({
    'content-type': 'text/html; charset=utf-8',
    etag: '"v1"',
    'cache-control': 'public, max-age=300',
    expires: 'Wed, 21 Oct 2099 07:28:00 GMT',
    'content-security-policy': "script-src 'unsafe-inline' *",
    'content-security-policy-report-only': "default-src 'none'",
    'strict-transport-security': 'max-age=0',
    'access-control-allow-origin': '*',
    'access-control-allow-credentials': 'true',
    'clear-site-data': '"cookies", "storage"',
    refresh: '0; url=https://evil.example',
    link: '<https://evil.example/x.js>; rel=preload; as=script',
    'permissions-policy': 'camera=*',
    'x-frame-options': 'ALLOWALL',
    'alt-svc': 'h3="evil.example:443"',
    'report-to': '{"url":"https://evil.example"}',
    nel: '{"report_to":"x"}',
    'cross-origin-resource-policy': 'cross-origin',
    'oxygen-cache-control': 'public, max-age=31536000',
    'www-authenticate': 'Basic realm="Sign in to Original Fuel"',
    'x-remix-redirect': 'https://evil.example',
    'content-location': 'https://evil.example/',
  });
  hostile.append('set-cookie', 'of_shopify-cart-token=attacker; Path=/');
  hostile.append('set-cookie2', 'x=1');

  test('only content headers pass; cookies, policies and redirects of theirs never do', () => {
    const answer = proxiedResponseHeaders({status: 200, headers: hostile}, {requestUrl: REQUEST_URL, ownOrigins: OWN, contentSecurityPolicy: POLICY});
    if ('refused' in answer) throw new Error(answer.refused);
    expect(Object.fromEntries(answer.headers)).toEqual({
      'content-type': 'text/html; charset=utf-8',
      etag: '"v1"',
      // It set a cookie: nobody may store it, whatever it says.
      'cache-control': PROXY_NO_STORE,
      'content-security-policy': POLICY,
    });
  });

  test('a public answer without cookies keeps its caching headers', () => {
    const headers = new Headers({'content-type': 'text/css', 'cache-control': 'public, max-age=300', expires: 'x', age: '3'});
    const answer = proxiedResponseHeaders({status: 200, headers}, {requestUrl: REQUEST_URL, ownOrigins: OWN, contentSecurityPolicy: POLICY});
    if ('refused' in answer) throw new Error(answer.refused);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    expect(answer.headers.get('expires')).toBe('x');
  });

  test('a redirect off our sites is refused; a Location elsewhere on a non-redirect is dropped', () => {
    const options = {requestUrl: REQUEST_URL, ownOrigins: OWN, contentSecurityPolicy: POLICY};
    for (const status of [301, 302, 303, 307, 308]) {
      expect(proxiedResponseHeaders({status, headers: new Headers({location: '//evil.example'})}, options)).toHaveProperty('refused');
      const ours = proxiedResponseHeaders({status, headers: new Headers({location: '/apps/x'})}, options);
      expect('refused' in ours ? null : ours.headers.get('location')).toBe('/apps/x');
    }
    const created = proxiedResponseHeaders({status: 201, headers: new Headers({location: 'https://evil.example'})}, options);
    expect('refused' in created ? null : created.headers.has('location')).toBe(false);
  });
});

describe('the policy of proxied documents', () => {
  const settings: CspSettings = {
    storeDomain: 'original-fuel.myshopify.com',
    checkoutHost: 'checkout.originalfuel.nl',
    checkoutHosts: ['checkout.originalfuel.nl'],
    marketHosts: ['www.originalfuel.nl'],
    contentEndpoint: 'https://graphql.datocms.com/',
  };

  test('our allow-list without a nonce: no inline script can run', () => {
    const policy = proxiedDocumentPolicy(settings);
    expect(policy).not.toMatch(/nonce-/);
    const scripts = /script-src ([^;]*)/.exec(policy)![1]!.split(/\s+/);
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain("'strict-dynamic'");
    expect(policy).toMatch(/frame-ancestors 'none'/);
    expect(policy).toMatch(/object-src 'none'/);
    expect(policy).toMatch(/base-uri 'self'/);
  });
});
