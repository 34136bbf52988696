import {describe, expect, test} from 'vitest';
import {checkoutRedirect, parseQuantity, safeRedirectPath} from '~/commerce/cart-rules';

describe('cart quantities', () => {
  test('whole numbers within bounds only', () => {
    expect(parseQuantity('3', 1)).toBe(3);
    expect(parseQuantity('0', 0)).toBe(0);
    expect(parseQuantity('0', 1)).toBeNull();
    expect(parseQuantity('2.5', 1)).toBeNull();
    expect(parseQuantity('-1', 0)).toBeNull();
    expect(parseQuantity('abc', 1)).toBeNull();
    expect(parseQuantity('251', 1)).toBeNull();
    expect(parseQuantity(4, 1, 3)).toBeNull();
  });
});

describe('redirects after a cart form', () => {
  const origin = 'https://shop.example';
  test('paths on our origin are kept', () => {
    expect(safeRedirectPath('/de/produkte/protein?x=1#top', origin)).toBe('/de/produkte/protein?x=1#top');
  });
  test('anything that could leave the origin is refused', () => {
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'evil', null, 42]) {
      expect(safeRedirectPath(target, origin)).toBeNull();
    }
  });
});

describe('checkout hand-off', () => {
  test('the Storefront checkout URL on the checkout host, with the market locale', () => {
    expect(checkoutRedirect('https://checkout.example/cart/c/abc?key=k', 'checkout.example', 'de')).toBe(
      'https://checkout.example/cart/c/abc?key=k&locale=de',
    );
  });
  test('a checkout URL on another host is refused', () => {
    expect(checkoutRedirect('https://evil.example/cart/c/abc', 'checkout.example', 'de')).toBeNull();
    expect(checkoutRedirect('javascript:alert(1)', 'checkout.example', 'de')).toBeNull();
    expect(checkoutRedirect(null, 'checkout.example', 'de')).toBeNull();
  });
});
