// What a request must look like before a route acts on it (app/http/request-rules.ts, README "Limits"), and the
// method a request reaches Remix with (app/http/request-guard.server.ts).
import {describe, expect, test} from 'vitest';
import {admitMethod} from '~/http/request-guard.server';
import {
  allowedMethods,
  declaredLength,
  formEncodingOf,
  hasMalformedPath,
  isRouteMethod,
  isWellFormedUrlEncoded,
  MAX_FORM_BODY_BYTES,
  routablePath,
  singleSlashTarget,
  utf8Text,
  withLiteralPercents,
} from '~/http/request-rules';
import {statusText} from '~/http/status-text';
import {stringsFor} from '~locales/index';
import {MARKETS} from '~/markets/markets';
import {MALFORMED_ESCAPES, NOT_FORM_CONTENT_TYPES, withMalformedEscapes} from '../../support/hostile-input';

describe('methods', () => {
  test('pages and resource routes take GET and HEAD; a route with an action also POST', () => {
    expect(allowedMethods(false)).toEqual(['GET', 'HEAD']);
    expect(allowedMethods(true)).toEqual(['GET', 'HEAD', 'POST']);
  });

  test('the methods a Remix route takes are exactly GET, HEAD and POST, spelled as HTTP spells them', () => {
    for (const method of ['GET', 'HEAD', 'POST']) expect(isRouteMethod(method), method).toBe(true);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'post', '', 'GET ']) expect(isRouteMethod(method), method).toBe(false);
  });

  test('GET, HEAD and POST reach Remix as sent', () => {
    for (const method of ['GET', 'HEAD', 'POST']) {
      const request = new Request('http://localhost/de', {method, ...(method === 'POST' ? {body: 'a=1'} : {})});
      expect(admitMethod(request)).toEqual({request, method});
    }
  });

  // The Request constructor refuses some of these methods, as Remix's internals would: a stand-in shaped like
  // the request the runtime hands the worker.
  const incoming = (method: string, body: string | null = null) =>
    ({method, url: 'http://localhost/de/cart', headers: new Headers({accept: 'text/html'}), body, signal: new AbortController().signal}) as unknown as Request;

  test.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'CONNECT', 'TRACK', 'PROPFIND', 'PURGE', 'BREW', 'get', 'x-custom'])(
    '%s reaches Remix as a GET of the same URL, remembering the method it was sent with',
    (method) => {
      const admitted = admitMethod(incoming(method, 'body'));
      expect(admitted.method).toBe(method);
      expect(admitted.request.method).toBe('GET');
      expect(admitted.request.url).toBe('http://localhost/de/cart');
      expect(admitted.request.body).toBeNull();
      expect(admitted.request.headers.get('accept')).toBe('text/html');
    },
  );

  test('a GET or HEAD with a body is read without it', () => {
    expect(admitMethod(incoming('GET', 'hello')).request.body).toBeNull();
    const head = admitMethod(incoming('HEAD', 'hello'));
    expect(head.request.method).toBe('HEAD');
    expect(head.method).toBe('HEAD');
  });
});

describe('form content types', () => {
  test.each([
    ['application/x-www-form-urlencoded', 'urlencoded'],
    ['application/x-www-form-urlencoded; charset=UTF-8', 'urlencoded'],
    ['Application/X-WWW-Form-Urlencoded ;charset="utf-8"', 'urlencoded'],
    ['multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW', 'multipart'],
    ['multipart/form-data; charset=utf-8; boundary=abc', 'multipart'],
    ['multipart/form-data; boundary="with space and (parens):?"', 'multipart'],
    [`multipart/form-data; boundary=${'b'.repeat(70)}`, 'multipart'],
  ])('%s is a form (%s)', (contentType, encoding) => {
    expect(formEncodingOf(contentType)).toBe(encoding);
  });

  test.each([null, ...NOT_FORM_CONTENT_TYPES])('%s is refused (415)', (contentType) => {
    expect(formEncodingOf(contentType)).toBeNull();
  });
});

describe('body size and shape', () => {
  test('the limit is 64 KiB', () => expect(MAX_FORM_BODY_BYTES).toBe(65_536));

  test('Content-Length: a plain decimal, else invalid; absent is null (chunked)', () => {
    expect(declaredLength('123')).toBe(123);
    expect(declaredLength(' 0 ')).toBe(0);
    expect(declaredLength(null)).toBeNull();
    for (const bad of ['', '-1', '1e3', '0x10', '12abc', '1,2', '9'.repeat(16)]) expect(declaredLength(bad), bad).toBe('invalid');
  });

  test('well-formed urlencoded bodies', () => {
    for (const body of ['a=1', 'a=1&b=2', 'cartFormInput=%7B%22a%22%3A1%7D', 'q=caf%C3%A9+au+lait', 'a=&b', '', 'x=%E2%82%AC']) {
      expect(isWellFormedUrlEncoded(body), body).toBe(true);
    }
  });

  test.each(withMalformedEscapes('cartFormInput=%7B%7D&intent=x').filter((body) => !isDecodable(body)))(
    'malformed urlencoded body: %s',
    (body) => expect(isWellFormedUrlEncoded(body)).toBe(false),
  );

  test('bytes that are not UTF-8 are no text', () => {
    expect(utf8Text(new Uint8Array([0x61, 0x3d, 0xff]))).toBeNull();
    expect(utf8Text(new Uint8Array([0x61, 0x3d, 0xc3, 0xa9]))).toBe('a=é');
  });
});

describe('paths', () => {
  test.each(MALFORMED_ESCAPES.flatMap((escape) => [`/${escape}`, `/de/${escape}`, `/producten/${escape}/x`, `/fr-be/produits/a${escape}_z`]))(
    '%s has malformed percent-encoding',
    (path) => expect(hasMalformedPath(path)).toBe(true),
  );

  test('well-formed paths, encoded characters included', () => {
    for (const path of ['/', '/de/produkte', '/producten/protein/whey%20protein', '/de/%C3%BCber', '/a%2Fb', '/%25']) {
      expect(hasMalformedPath(path), path).toBe(false);
    }
  });
});

describe('a doubled slash goes to the same path with single slashes, the query kept (singleSlashTarget)', () => {
  const PATHS = ['/search', '/de/produkte/protein', '/a%20b', '/de/%C3%BCber-uns', '/%5Cevil.example', '/x%2F'];
  const QUERIES = ['', '?q=whey', '?q=a%20b&sort=price-desc', '?'];

  test.each(PATHS)('%s doubled at each of its slashes, and at its end, with every query', (path) => {
    const slashAt = [...path].flatMap((char, index) => (char === '/' ? [index] : []));
    const doublings = [...slashAt.map((at) => (slashes: string) => `${path.slice(0, at)}${slashes}${path.slice(at + 1)}`), (slashes: string) => `${path}${slashes}`];
    for (const double of doublings) {
      for (const slashes of ['//', '///', '////']) {
        const doubled = double(slashes);
        const single = doubled.replace(/\/{2,}/g, '/');
        for (const query of QUERIES) {
          const target = singleSlashTarget(new URL(`http://localhost${doubled}${query}`));
          expect(target, doubled + query).toBe(`${single}${query === '?' ? '' : query}`);
          expect(target!.startsWith('//'), doubled).toBe(false);
        }
      }
    }
  });

  test('a path without a doubled slash is no redirect', () => {
    for (const path of ['/', ...PATHS, '/a/b/']) expect(singleSlashTarget(new URL(`http://localhost${path}?q=1`)), path).toBeNull();
  });

  test('the router is never handed such a path rewritten: it is redirected as it came', () => {
    expect(routablePath('//a%20b')).toBe('//a%20b');
    expect(routablePath('/%5C//x')).toBe('/%5C//x');
  });
});

describe('a path is handed to the router only as one it can render (routablePath)', () => {
  // Segments the router decodes to a backslash, tab or newline make a protocol-relative URL; these hosts throw.
  const STARTS = ['%5C', '%5c', '%09/', '%0A/', '%0D/', '%5C%09'];
  const RESTS = ['', 'evil.example%2F', 'a%20b', '%3C', '%25', '['];
  // (A doubled slash among them is redirected before routing, as it came: see singleSlashTarget.)
  const unroutable = STARTS.flatMap((start) => RESTS.flatMap((rest) => [`/${start}${rest}`, `/${start}${rest}/more`])).filter(
    (path) => !path.includes('//'),
  );

  test.each(unroutable)('%s is read literally: each %% spelled %%25, which the router renders', (path) => {
    const routable = routablePath(path);
    expect(routable).toBe(path.replace(/%/g, '%25'));
    expect(routablePath(routable)).toBe(routable);
  });

  test('a backslash segment under a locale reads as a leading part the router cannot render: also literal', () => {
    expect(routablePath('/%5C/b')).toBe('/%255C/b');
  });

  test('every other path is left as it came: pages, encoded characters, broken escapes, a backslash not first', () => {
    const paths = ['/', '/de/produkte', '/producten/protein/whey%20protein', '/de/%C3%BCber', '/a%2Fb', '/%25', '/%5Cevil.example', '/de/%5C', '/a/%5C%3C', '/%20', '/x%20', ...MALFORMED_ESCAPES.map((escape) => `/${escape}`)];
    for (const path of paths) expect(routablePath(path), path).toBe(path);
  });
});

describe('the words of a refusal, in every market', () => {
  test.each(MARKETS.map((market) => [market.id, market] as const))('%s has its own title and message for 400, 405, 413, 415', (_, market) => {
    const strings = stringsFor(market);
    const texts = [400, 405, 413, 415].map((status) => statusText(status, strings));
    for (const {title, body} of texts) {
      expect(title.length).toBeGreaterThan(3);
      expect(body.length).toBeGreaterThan(10);
    }
    expect(new Set(texts.map((text) => text.title)).size).toBe(4);
    expect(texts).not.toContainEqual(statusText(500, strings));
  });

  test('the markets’ languages say it in their own words', () => {
    const bodies = ['nl', 'de', 'en', 'fr', 'it'].map((language) => statusText(405, stringsFor(MARKETS.find((market) => market.language === language)!)).body);
    expect(new Set(bodies).size).toBe(5);
  });
});

function isDecodable(body: string): boolean {
  return body.split('&').every((part) => {
    try {
      decodeURIComponent(part);
      return true;
    } catch {
      return false;
    }
  });
}

describe('URLs for a dev server that decodes them first', () => {
  test.each(
    MALFORMED_ESCAPES.flatMap((escape) =>
      [`/de/${escape}`, `/producten/a${escape}_z/x`, `/search?q=${escape}`, `/de/rezepte?page=1${escape}&sort=x`].map((url) => [url, escape]),
    ),
  )('%s decodes once its stray percents are literal', (url, escape) => {
    const repaired = withLiteralPercents(url);
    expect(() => decodeURI(repaired)).not.toThrow();
    // The app reads the text the lenient reading gave: the broken escape, literally.
    expect(decodeURI(repaired)).toContain(escape);
  });

  test('well-formed URLs are untouched', () => {
    for (const url of ['/', '/de/produkte?q=caf%C3%A9&sort=price', '/a%2Fb/%25', '/search?q=a+b#top']) expect(withLiteralPercents(url)).toBe(url);
  });
});
