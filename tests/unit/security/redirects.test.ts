// Open redirects: the two places the cart sends a shopper elsewhere. A form's `redirectTo` must stay a path on
// our origin however it is spelled; the checkout hand-off goes only to the Storefront's checkout URL on the
// market's checkout host.
import {describe, expect, test} from 'vitest';
import {checkoutRedirect, safeRedirectPath} from '~/commerce/cart-rules';

const ORIGIN = 'https://shop.example';

/** Where a browser would go with this Location, read against our origin. */
const landsOn = (location: string) => new URL(location, ORIGIN).origin;

const HOSTILE = [
  'https://evil.example',
  'http://evil.example/cart',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '%2F%2Fevil.example',
  '%2f%2fevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/.//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/.\\\\evil.example',
  'https:evil.example',
  'evil.example',
];

describe('redirectTo after a cart form', () => {
  test.each(HOSTILE)('%j is refused', (target) => {
    expect(safeRedirectPath(target, ORIGIN)).toBeNull();
  });

  test('whatever is kept is a path that stays on our origin', () => {
    const kept = ['/de/produkte', '/cart?cart=1#lines', '/%2F%2Fevil.example', '/%5Cevil.example', '/..%2F/evil.example'];
    for (const target of kept) {
      const path = safeRedirectPath(target, ORIGIN);
      expect(path, target).not.toBeNull();
      expect(path!.startsWith('/') && !/^\/[\\/]/.test(path!), target).toBe(true);
      expect(landsOn(path!), target).toBe(ORIGIN);
    }
  });

  test('paths are normalized, not passed through raw', () => {
    expect(safeRedirectPath('/de/../cart', ORIGIN)).toBe('/cart');
    expect(safeRedirectPath('/de/produkte?q=a b', ORIGIN)).toBe('/de/produkte?q=a%20b');
  });
});

describe('checkout hand-off', () => {
  const HOST = 'checkout.example';
  test('only the checkout host, over http(s)', () => {
    expect(checkoutRedirect('https://checkout.example/cart/c/1?key=k', HOST, 'de')).toBe('https://checkout.example/cart/c/1?key=k&locale=de');
    for (const url of [
      'https://evil.example/cart/c/1',
      'https://checkout.example@evil.example/cart/c/1',
      'https://checkout.example.evil.example/cart/c/1',
      '//checkout.example/cart/c/1',
      'javascript:alert(1)//checkout.example',
      '/cart/c/1',
      '',
    ]) {
      expect(checkoutRedirect(url, HOST, 'de'), url).toBeNull();
    }
  });
});
