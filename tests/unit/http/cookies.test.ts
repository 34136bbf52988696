// Reading cookies without trusting them (app/http/cookies.ts, app/commerce/cart-cookie.ts,
// app/http/request-cookies.server.ts): the rules read like README "Cart" says.
import {afterEach, describe, expect, test, vi} from 'vitest';
import {
  CART_COOKIE,
  cartCookie,
  cartCookieName,
  cartCookieRule,
  cartTokenOf,
  cartTokenProblem,
  isMissingCart,
} from '~/commerce/cart-cookie';
import {clearCookie, cookieFamily, parseCookieHeader, readCookie, setCookieName} from '~/http/cookies';
import {readRequestCookies, withClearedCookies, withStorefrontCookies} from '~/http/request-cookies.server';
import {lookAlikeNames, WELL_FORMED_CART_COOKIE, withMalformedEscapes, wrongShapeCartValues} from '../../support/hostile-input';

const TOKEN = decodeURIComponent(WELL_FORMED_CART_COOKIE);
const OTHER = 'c1-ffffffffffffffffffffffffffffffff%3Fkey%3D00000000000000000000000000000000';

const request = (cookie: string, url = 'http://localhost/de/produkte') => new Request(url, {headers: {cookie}});

afterEach(() => vi.restoreAllMocks());

describe('the Cookie header', () => {
  test('pairs in order, values as sent (not decoded), nameless parts skipped', () => {
    expect(parseCookieHeader(' a=1; b = %ZZ ;c=x=y; ; noequals; =anon')).toEqual([
      {name: 'a', value: '1'},
      {name: 'b', value: '%ZZ'},
      {name: 'c', value: 'x=y'},
    ]);
    expect(parseCookieHeader(null)).toEqual([]);
  });

  test('case and the __Host- / __Secure- prefixes make no other cookie', () => {
    for (const name of lookAlikeNames(CART_COOKIE)) expect(cookieFamily(name), name).toBe(CART_COOKIE);
    expect(cookieFamily('of_shopify-cart-token2')).not.toBe(CART_COOKIE);
  });
});

describe('the cart cookie', () => {
  test('Shopify’s token, with or without its key, encoded or not, is read back as the token', () => {
    for (const value of [WELL_FORMED_CART_COOKIE, TOKEN, 'c1-abc', 'Z2NwLWV1cm9wZS13ZXN0NDowMUo5', 'a_b-C']) {
      expect(cartTokenProblem(value), value).toBeNull();
    }
    expect(cartTokenOf(WELL_FORMED_CART_COOKIE)).toBe(TOKEN);
  });

  test.each(withMalformedEscapes(WELL_FORMED_CART_COOKIE))('malformed percent-encoding is refused: %s', (value) => {
    expect(cartTokenProblem(value)).toMatch(/malformed|not a cart token|too long/);
  });

  test.each(wrongShapeCartValues())('a value of the wrong shape is refused: %s', (value) => {
    expect(cartTokenProblem(value)).not.toBeNull();
  });

  test('__Host- on https, the plain name on http; set and cleared with the same attributes', () => {
    expect(cartCookieName(true)).toBe(`__Host-${CART_COOKIE}`);
    expect(cartCookieName(false)).toBe(CART_COOKIE);
    const set = cartCookie(`gid://shopify/Cart/${TOKEN}`, true);
    expect(set).toBe(`__Host-${CART_COOKIE}=${encodeURIComponent(TOKEN)}; Path=/; Max-Age=864000; HttpOnly; Secure; SameSite=Lax`);
    expect(set).not.toMatch(/Domain=/i);
    expect(cartCookie(null, false)).toBe(`${CART_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`);
    expect(cartCookie(null, false)).toBe(clearCookie(CART_COOKIE));
    expect(setCookieName(set)).toBe(`__Host-${CART_COOKIE}`);
  });

  test('a mutation on a cart that no longer exists is recognised by its cartId error', () => {
    expect(isMissingCart([{field: ['cartId'], message: 'The specified cart does not exist.'}])).toBe(true);
    expect(isMissingCart([{field: ['lines', '0', 'merchandiseId'], message: 'x'}])).toBe(false);
    expect(isMissingCart(undefined)).toBe(false);
  });
});

describe('one value per cookie: ambiguity is no value', () => {
  const rule = cartCookieRule(false);
  const read = (header: string) => readCookie(parseCookieHeader(header), rule);

  test('the one well-formed cookie is read', () => {
    expect(read(`x=1; ${CART_COOKIE}=${WELL_FORMED_CART_COOKIE}`)).toEqual({value: WELL_FORMED_CART_COOKIE, dropped: []});
  });

  test('the same name twice, in either order, with equal or different values: no value, all dropped', () => {
    for (const [first, second] of [
      [WELL_FORMED_CART_COOKIE, OTHER],
      [OTHER, WELL_FORMED_CART_COOKIE],
      [WELL_FORMED_CART_COOKIE, WELL_FORMED_CART_COOKIE],
      [WELL_FORMED_CART_COOKIE, '%ZZ'],
      ['%ZZ', WELL_FORMED_CART_COOKIE],
    ]) {
      const reading = read(`${CART_COOKIE}=${first}; ${CART_COOKIE}=${second}`);
      expect(reading.value, `${first} then ${second}`).toBeNull();
      expect(reading.dropped).toEqual([{name: CART_COOKIE, reason: 'sent more than once'}]);
    }
  });

  test.each(lookAlikeNames(CART_COOKIE))('a look-alike (%s) beside the real one, in either order: no value, both dropped', (name) => {
    for (const header of [
      `${CART_COOKIE}=${WELL_FORMED_CART_COOKIE}; ${name}=${OTHER}`,
      `${name}=${OTHER}; ${CART_COOKIE}=${WELL_FORMED_CART_COOKIE}`,
    ]) {
      const reading = read(header);
      expect(reading.value, header).toBeNull();
      expect(reading.dropped.map((dropped) => dropped.name).sort()).toEqual([CART_COOKIE, name].sort());
    }
  });

  test.each(lookAlikeNames(CART_COOKIE))('a look-alike alone (%s) is never read as the cart', (name) => {
    expect(read(`${name}=${WELL_FORMED_CART_COOKIE}`)).toEqual({value: null, dropped: [{name, reason: 'look-alike name'}]});
  });

  test('on https only the __Host- cookie is the cart; the plain name is a look-alike', () => {
    const secure = (header: string) => readCookie(parseCookieHeader(header), cartCookieRule(true));
    expect(secure(`__Host-${CART_COOKIE}=${WELL_FORMED_CART_COOKIE}`).value).toBe(WELL_FORMED_CART_COOKIE);
    expect(secure(`${CART_COOKIE}=${WELL_FORMED_CART_COOKIE}`).value).toBeNull();
  });
});

describe('the request’s cookies, read once', () => {
  test('a good cart cookie and good tracking cookies: the token, the tracking cookies for the Storefront, nothing to clear', () => {
    const cookies = readRequestCookies(request(`${CART_COOKIE}=${WELL_FORMED_CART_COOKIE}; _shopify_y=a1b2-C3; _shopify_s=x_y.z; _ga=GA1`));
    expect(cookies).toEqual({cartToken: TOKEN, customerSession: null, preview: null, storefrontCookie: '_shopify_y=a1b2-C3; _shopify_s=x_y.z', clear: []});
  });

  test('the customer session cookie is read once, and a planted second one makes neither count', () => {
    expect(readRequestCookies(request('of_customer_session=eyJ.sig%3D')).customerSession).toBe('eyJ.sig%3D');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const planted = readRequestCookies(request('of_customer_session=eyJ.sig; OF_CUSTOMER_SESSION=eyJ.other'));
    expect(planted.customerSession).toBeNull();
    expect(planted.clear).toHaveLength(2);
    expect(readRequestCookies(request('of_customer_session=<b>')).customerSession).toBeNull();
    warn.mockRestore();
  });

  test('every bad cookie is dropped and cleared, and the request logs one line for all of them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const header = [
      `${CART_COOKIE}=%ZZ`,
      `${CART_COOKIE.toUpperCase()}=${OTHER}`,
      '_shopify_y=%E2%82%AC',
      '_shopify_s=a%0Ab',
      '_shopify_s=second',
    ].join('; ');
    const cookies = readRequestCookies(request(header));
    expect(cookies.cartToken).toBeNull();
    expect(cookies.storefrontCookie).toBe('');
    expect(cookies.clear.sort()).toEqual(
      [CART_COOKIE, CART_COOKIE.toUpperCase(), '_shopify_y', '_shopify_s'].map(clearCookie).sort(),
    );
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]![0]);
    expect(line).toMatch(/^\[cookies\] dropped /);
    expect(line).not.toContain(OTHER); // names and reasons, never values
  });

  test('the log line stays short however many cookies were planted', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const header = Array.from({length: 500}, (_, index) => `${CART_COOKIE}=${index}`).join('; ');
    expect(readRequestCookies(request(header)).cartToken).toBeNull();
    expect(String(warn.mock.calls[0]![0]).length).toBeLessThan(400);
  });

  test('the Storefront client sees no Cookie header but the checked tracking cookies', () => {
    const original = request(`${CART_COOKIE}=${WELL_FORMED_CART_COOKIE}; _shopify_y=ok; session=secret`);
    const cookies = readRequestCookies(original);
    expect(withStorefrontCookies(original, cookies).headers.get('cookie')).toBe('_shopify_y=ok');
    const none = request('other=1');
    expect(withStorefrontCookies(none, readRequestCookies(none)).headers.has('cookie')).toBe(false);
  });
});

describe('clearing dropped cookies in the answer', () => {
  const publicPage = () =>
    new Response('<html></html>', {
      headers: {'Cache-Control': 'public, max-age=60', 'Oxygen-Cache-Control': 'public, max-age=60', Vary: 'Accept-Encoding'},
    });

  test('nothing dropped: the answer is untouched and stays public', () => {
    const response = publicPage();
    expect(withClearedCookies(response, [])).toBe(response);
  });

  test('a cleared cookie makes the answer no-store (a shared cache must not hand out Set-Cookie)', () => {
    const answer = withClearedCookies(publicPage(), [clearCookie(CART_COOKIE), clearCookie('_shopify_y')]);
    expect(answer.headers.getSetCookie()).toEqual([clearCookie(CART_COOKIE), clearCookie('_shopify_y')]);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.has('oxygen-cache-control')).toBe(false);
  });

  test('a cookie the answer sets itself (a new cart after a bad cookie) is not cleared behind it', () => {
    const made = new Response(null, {status: 303, headers: {'Set-Cookie': cartCookie('gid://shopify/Cart/c1-new', false)}});
    const answer = withClearedCookies(made, [clearCookie(CART_COOKIE), clearCookie(`__Host-${CART_COOKIE}`)]);
    expect(answer.headers.getSetCookie()).toEqual([cartCookie('gid://shopify/Cart/c1-new', false), clearCookie(`__Host-${CART_COOKIE}`)]);
  });
});
