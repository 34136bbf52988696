// The finer points of reading request headers (README "Limits and bad requests": form content types per RFC
// 9110 §8.3.1 and RFC 2046; README "Cart" and "Security": cookies), of the answer that clears dropped cookies,
// of the log line an uncached degraded page leaves, and of wrapping the server build once.
import type {ServerBuild} from '@shopify/remix-oxygen';
import {afterEach, describe, expect, test, vi} from 'vitest';
import {withDegradedCacheControl} from '~/http/cache-control';
import {clearCookie, readCookie, setCookieName} from '~/http/cookies';
import {readRequestCookies, withClearedCookies} from '~/http/request-cookies.server';
import {formEncodingOf} from '~/http/request-rules';
import {oncePerBuild, wrapRouteModules} from '~/http/server-build';

afterEach(() => vi.restoreAllMocks());

describe('form content types: parameters read as RFC 9110 spells them', () => {
  test('an empty parameter (a trailing semicolon) is no parameter', () => {
    expect(formEncodingOf('application/x-www-form-urlencoded;')).toBe('urlencoded');
    expect(formEncodingOf('application/x-www-form-urlencoded; ')).toBe('urlencoded');
    expect(formEncodingOf('multipart/form-data; boundary=abc;')).toBe('multipart');
  });

  test('white space around a parameter value does not count', () => {
    expect(formEncodingOf('multipart/form-data; boundary=abc ; charset=utf-8')).toBe('multipart');
    expect(formEncodingOf('multipart/form-data; boundary= "abc"')).toBe('multipart');
  });

  test('a value is a token or a whole quoted string (the empty one included)', () => {
    expect(formEncodingOf('application/x-www-form-urlencoded; charset=""')).toBe('urlencoded');
    for (const bad of [
      'application/x-www-form-urlencoded; charset=utf-8"',
      'application/x-www-form-urlencoded; charset="',
      'application/x-www-form-urlencoded; charset=utf@8',
      'application/x-www-form-urlencoded; charset=a b',
    ]) {
      expect(formEncodingOf(bad), bad).toBeNull();
    }
  });

  test('a quoted boundary is read with its escapes: one that ends in an escaped space is refused', () => {
    expect(formEncodingOf('multipart/form-data; boundary="ab\\c"')).toBe('multipart');
    expect(formEncodingOf('multipart/form-data; boundary="abc\\ "')).toBeNull();
  });
});

describe('cookie names', () => {
  test('only a leading __Host- or __Secure- prefix is set aside', () => {
    const rule = {name: 'cart', problem: () => null};
    expect(readCookie([{name: 'cart', value: '1'}, {name: 'x__Host-cart', value: '2'}], rule)).toEqual({value: '1', dropped: []});
    expect(readCookie([{name: 'cart', value: '1'}, {name: 'a__Secure-cart', value: '2'}], rule)).toEqual({value: '1', dropped: []});
    expect(readCookie([{name: 'cart', value: '1'}, {name: 'ca__Host-rt', value: '2'}], rule)).toEqual({value: '1', dropped: []});
  });

  test('the name a Set-Cookie value sets, without surrounding space', () => {
    expect(setCookieName(' cart = 1; Path=/')).toBe('cart');
    expect(setCookieName('no-equals')).toBe('');
  });
});

describe('the request’s cookies: one log line naming what was dropped', () => {
  const request = (cookie: string) => new Request('http://localhost/de', {headers: {cookie}});

  test('nothing dropped, nothing logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    readRequestCookies(request('_shopify_y=ok; other=1'));
    readRequestCookies(new Request('http://localhost/de'));
    expect(warn).not.toHaveBeenCalled();
  });

  test('names (quoted) and reasons, never values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    readRequestCookies(request('_shopify_s=a%0Ab; _Shopify_Y=1'));
    expect(warn).toHaveBeenLastCalledWith('[cookies] dropped "_Shopify_Y" (look-alike name), "_shopify_s" (not a Shopify tracking id)');
    readRequestCookies(request('__Host-_shopify_y=1; _shopify_y=2'));
    expect(warn).toHaveBeenLastCalledWith('[cookies] dropped "__Host-_shopify_y" (sent more than once), "_shopify_y" (sent more than once)');
  });

  test('at most ten are named; the rest are counted', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Twelve spellings of one cookie (case changed letter by letter): each sent more than once.
    const spellings = [...new Set(['_shopify_y', '_Shopify_y', '_sHopify_y', '_shOpify_y', '_shoPify_y', '_shopIfy_y', '_shopiFy_y', '_shopifY_y', '_shopify_Y', '_SHopify_y', '_SHOpify_y', '_SHOPify_y'])];
    expect(spellings).toHaveLength(12);
    readRequestCookies(request(spellings.map((name, index) => `${name}=${index}`).join('; ')));
    const shown = spellings.slice(0, 10).map((name) => `"${name}" (sent more than once)`);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenLastCalledWith(`[cookies] dropped ${shown.join(', ')} and 2 more`);
  });

  test('exactly ten dropped: all named, nothing counted', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const spellings = ['_shopify_y', '_Shopify_y', '_sHopify_y', '_shOpify_y', '_shoPify_y', '_shopIfy_y', '_shopiFy_y', '_shopifY_y', '_shopify_Y', '_SHopify_y'];
    readRequestCookies(request(spellings.map((name, index) => `${name}=${index}`).join('; ')));
    expect(warn).toHaveBeenLastCalledWith(`[cookies] dropped ${spellings.map((name) => `"${name}" (sent more than once)`).join(', ')}`);
  });
});

describe('clearing dropped cookies in the answer', () => {
  test('a private no-store answer keeps its Cache-Control; others become no-store', () => {
    const cart = new Response(null, {status: 303, headers: {'Cache-Control': 'private, no-store'}});
    expect(withClearedCookies(cart, [clearCookie('cart')]).headers.get('Cache-Control')).toBe('private, no-store');
    const plain = new Response('x');
    expect(withClearedCookies(plain, [clearCookie('cart')]).headers.get('Cache-Control')).toBe('no-store');
  });

  test('on a runtime without Headers.getSetCookie the joined Set-Cookie header is split per cookie', () => {
    const made = new Response(null, {
      status: 303,
      headers: [
        ['Set-Cookie', 'cart=new; Expires=Wed, 21 Oct 2026 07:28:00 GMT; Path=/'],
        ['Set-Cookie', 'other=1; Path=/'],
      ],
    });
    Object.defineProperty(made.headers, 'getSetCookie', {value: undefined});
    const answer = withClearedCookies(made, [clearCookie('cart'), clearCookie('other'), clearCookie('stale')]);
    expect(answer.headers.getSetCookie()).toEqual([
      'cart=new; Expires=Wed, 21 Oct 2026 07:28:00 GMT; Path=/',
      'other=1; Path=/',
      clearCookie('stale'),
    ]);
    const none = new Response(null);
    Object.defineProperty(none.headers, 'getSetCookie', {value: undefined});
    expect(withClearedCookies(none, [clearCookie('cart')]).headers.getSetCookie()).toEqual([clearCookie('cart')]);
  });
});

describe('an answer built while an upstream call failed', () => {
  test('the log names each failed service once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    withDegradedCacheControl(new Response('x', {headers: {'Cache-Control': 'public, max-age=60'}}), ['content', 'storefront', 'content']);
    expect(warn).toHaveBeenCalledWith('[cache] not shared: built while content and storefront failed');
  });
});

describe('wrapping the server build', () => {
  const build = {routes: {root: {id: 'root', path: '', module: {loader: () => 'root'}}, gone: undefined}} as unknown as ServerBuild;

  test('each build is wrapped once; the worker asking again gets the same wrapped build', () => {
    const wrap = vi.fn((b: ServerBuild) => wrapRouteModules(b, (module) => ({...module, wrapped: true}) as typeof module));
    const once = oncePerBuild(wrap);
    const first = once(build);
    expect(first.routes.root!.module).toMatchObject({wrapped: true});
    expect(first.routes.gone).toBeUndefined();
    expect(once(build)).toBe(first);
    expect(wrap).toHaveBeenCalledTimes(1);
    const other = {...build};
    expect(once(other)).not.toBe(first);
    expect(wrap).toHaveBeenCalledTimes(2);
  });
});
