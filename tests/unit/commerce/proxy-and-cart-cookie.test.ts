// Edges of the app proxy's rules (issue 8 §6; spec §2: /a, /apps and /tools) and of the cart cookie (README
// "Cart": `of_shopify-cart-token`, `__Host-` on https, values of at most 300 characters).
import {describe, expect, test} from 'vitest';
import {cartTokenOf, cartTokenProblem, isMissingCart, isSecureRequest} from '~/commerce/cart-cookie';
import {
  isContainedProxyPath,
  proxiedCacheControl,
  proxiedLocation,
  proxiedResponseHeaders,
  upstreamRequestHeaders,
} from '~/commerce/proxy-rules';

const OWN = ['https://www.originalfuel.nl', 'https://www.originalfuel.de'];
const REQUEST_URL = 'https://www.originalfuel.de/apps/loyalty/ping';
const OPTIONS = {requestUrl: REQUEST_URL, ownOrigins: OWN, contentSecurityPolicy: "default-src 'self'"};

describe('proxied paths: encodings are decoded at most a few times', () => {
  test('a segment encoded three times is read; one encoded four times is refused', () => {
    // "a" is %61; each further encoding turns % into %25.
    expect(isContainedProxyPath('/apps/loyalty/%252561')).toBe(true);
    expect(isContainedProxyPath('/apps/loyalty/%25252561')).toBe(false);
  });
});

describe('request headers sent upstream', () => {
  const site = {siteOrigin: 'https://www.originalfuel.de'};
  test('headers the Connection header names are hop-by-hop and stay here, however they are spelled', () => {
    const headers = new Headers({connection: 'close, X-Session-Token ,x-debug', 'x-session-token': 'secret', 'x-debug': '1', accept: 'text/html'});
    const sent = upstreamRequestHeaders(headers, site);
    expect(sent.has('x-session-token')).toBe(false);
    expect(sent.has('x-debug')).toBe(false);
    expect(sent.get('accept')).toBe('text/html');
  });
  test('the forwarded scheme and host are our site’s; no forwarded address without the edge’s buyer IP', () => {
    const sent = upstreamRequestHeaders(new Headers({accept: '*/*'}), site);
    expect(sent.get('x-forwarded-proto')).toBe('https');
    expect(sent.get('x-forwarded-host')).toBe('www.originalfuel.de');
    expect(sent.has('x-forwarded-for')).toBe(false);
    expect(upstreamRequestHeaders(new Headers(), {...site, buyerIp: '203.0.113.7'}).get('x-forwarded-for')).toBe('203.0.113.7');
  });
});

describe('proxied answers', () => {
  test('a public Cache-Control is passed on without surrounding blanks', () => {
    expect(proxiedCacheControl(new Headers({'cache-control': '  public, max-age=60  '}))).toBe('public, max-age=60');
  });
  test('a Location that is no URL is dropped', () => {
    expect(proxiedLocation('http://[bad', REQUEST_URL, OWN)).toBeNull();
  });
  test('an off-site redirect (3xx, from 300) is refused; a 400 naming another site only loses its Location', () => {
    const offSite = (status: number) => proxiedResponseHeaders({status, headers: new Headers({location: 'https://evil.example/'})}, OPTIONS);
    expect(offSite(300)).toEqual({refused: 'the app redirected to another site'});
    expect(offSite(399)).toEqual({refused: 'the app redirected to another site'});
    const notARedirect = offSite(400);
    expect(notARedirect).toMatchObject({status: 400});
    expect('headers' in notARedirect && notARedirect.headers.has('location')).toBe(false);
  });
});

describe('the cart cookie', () => {
  test('the __Host- name is for https requests only', () => {
    expect(isSecureRequest(new Request('https://www.originalfuel.de/de/cart'))).toBe(true);
    expect(isSecureRequest(new Request('http://localhost:3000/de/cart'))).toBe(false);
  });
  test('a value of 300 characters may be a cart cookie; 301 is too long', () => {
    // A 200-character token and an encoded `?key=` (%3Fkey%3D, 9 characters), as Hydrogen's cookie arrives.
    expect(cartTokenProblem('a'.repeat(200) + '%3Fkey%3D' + 'k'.repeat(91))).toBeNull();
    expect(cartTokenProblem('a'.repeat(200) + '%3Fkey%3D' + 'k'.repeat(92))).toBe('too long');
  });
  test('a value that does not decode gives no token', () => {
    expect(cartTokenOf('%ZZ')).toBe('');
  });
  test('a user error without a field is no missing cart', () => {
    expect(isMissingCart([{field: null, message: 'Something else'}])).toBe(false);
  });
});
