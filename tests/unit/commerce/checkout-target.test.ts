// Spec §2 checkout_url and §7 Multipass returnTo: only a checkout URL on the market's checkout host passes, and what
// passes comes back normalized. Every kind of input that could send the shopper elsewhere is refused.
import {describe, expect, test} from 'vitest';
import {checkoutUrlOnHost, isLoopbackHost, withCheckoutLocale} from '~/commerce/checkout-target';

const HOST = 'checkout.originalfuel.nl';
const CART = `https://${HOST}/cart/c/Z2NwLWV1cm9wZS13ZXN0NDox?key=0123456789abcdef0123456789abcdef`;

describe('checkout URLs on the checkout host pass', () => {
  test('the cart checkoutUrl as the Storefront sends it', () => {
    expect(checkoutUrlOnHost(CART, HOST)).toBe(CART);
  });

  test('checkout pages: /checkouts/… and /<shop id>/checkouts/…', () => {
    for (const path of ['/checkouts/cn/abc123', '/checkouts/c/abc-123/information', '/12345678/checkouts/abcdef0123']) {
      expect(checkoutUrlOnHost(`https://${HOST}${path}?locale=de`, HOST)).toBe(`https://${HOST}${path}?locale=de`);
    }
  });

  test('case, a trailing dot and the default port are normalized away', () => {
    expect(checkoutUrlOnHost(`HTTPS://CHECKOUT.OriginalFuel.NL./cart/c/abc?key=k`, HOST)).toBe(`https://${HOST}/cart/c/abc?key=k`);
    expect(checkoutUrlOnHost(`https://${HOST}:443/cart/c/abc`, HOST)).toBe(`https://${HOST}/cart/c/abc`);
    expect(checkoutUrlOnHost(`https://${HOST}/cart/c/abc`, 'Checkout.OriginalFuel.nl.')).toBe(`https://${HOST}/cart/c/abc`);
  });

  test('a fragment is kept', () => {
    expect(checkoutUrlOnHost(`https://${HOST}/cart/c/abc#step`, HOST)).toBe(`https://${HOST}/cart/c/abc#step`);
  });
});

describe('anything else is refused', () => {
  const refused: [string, unknown][] = [
    ['not a string', 42],
    ['nothing', undefined],
    ['null', null],
    ['an array', [CART]],
    ['empty', ''],
    ['another host', 'https://evil.example/cart/c/abc'],
    ['a look-alike suffix', `https://${HOST}.evil.example/cart/c/abc`],
    ['a look-alike prefix', `https://evil${HOST}/cart/c/abc`],
    ['a parent domain', 'https://originalfuel.nl/cart/c/abc'],
    ['a subdomain of the host', `https://www.${HOST}/cart/c/abc`],
    ['an encoded dot making another host', `https://${HOST}%2eevil.example/cart/c/abc`],
    ['a homoglyph (Cyrillic с)', 'https://\u0441heckout.originalfuel.nl/cart/c/abc'],
    ['userinfo naming the host', `https://${HOST}@evil.example/cart/c/abc`],
    ['userinfo before the host', `https://evil.example@${HOST}/cart/c/abc`],
    ['user and password', `https://a:b@${HOST}/cart/c/abc`],
    ['protocol-relative', `//${HOST}/cart/c/abc`],
    ['a path only', '/cart/c/abc'],
    ['no scheme', `${HOST}/cart/c/abc`],
    ['backslashes for slashes', `https:\\\\${HOST}\\cart\\c\\abc`],
    ['a backslash in the path', `https://${HOST}/cart/c/abc\\..\\..\\account`],
    ['one slash after the scheme', `https:/${HOST}/cart/c/abc`],
    ['javascript:', 'javascript:alert(document.domain)//https://checkout.originalfuel.nl/cart/c/abc'],
    ['JavaScript: in capitals', 'JAVASCRIPT:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['plain http in production', `http://${HOST}/cart/c/abc`],
    ['ftp', `ftp://${HOST}/cart/c/abc`],
    ['another port', `https://${HOST}:8443/cart/c/abc`],
    ['leading space', ` ${CART}`],
    ['trailing newline', `${CART}\n`],
    ['a tab inside the scheme', `ht\ttps://${HOST}/cart/c/abc`],
    ['a NUL', `https://${HOST}/cart/c/abc\u0000`],
    ['not a checkout page', `https://${HOST}/account`],
    ['the Multipass login itself', `https://${HOST}/account/login/multipass/abc`],
    ['the shop root', `https://${HOST}/`],
    ['dot segments leaving the checkout', `https://${HOST}/cart/c/../../account`],
    ['an encoded path in the cart token', `https://${HOST}/cart/c/%2e%2e%2faccount`],
    ['a trailing dot twice', `https://${HOST}../cart/c/abc`],
    ['far too long', `https://${HOST}/cart/c/${'a'.repeat(3000)}`],
  ];
  test.each(refused)('%s', (_, value) => {
    expect(checkoutUrlOnHost(value, HOST)).toBeNull();
  });

  test('an empty or malformed checkout host lets nothing through', () => {
    for (const host of ['', 'evil.example/', 'a@b', ' ', 'host?x']) expect(checkoutUrlOnHost(CART, host)).toBeNull();
  });
});

describe('plain http', () => {
  test('passes for a loopback checkout host (the local stand-in), port included', () => {
    const local = 'http://127.0.0.1:4100/cart/c/abc?key=k';
    expect(checkoutUrlOnHost(local, '127.0.0.1:4100')).toBe(local);
    expect(checkoutUrlOnHost('http://127.0.0.1:4101/cart/c/abc', '127.0.0.1:4100')).toBeNull();
    expect(checkoutUrlOnHost('http://localhost:4100/cart/c/abc', '127.0.0.1:4100')).toBeNull();
  });

  test('is refused for other hosts unless allowed, and can be refused for loopback too', () => {
    expect(checkoutUrlOnHost(`http://${HOST}/cart/c/abc`, HOST, {allowHttp: true})).toBe(`http://${HOST}/cart/c/abc`);
    expect(checkoutUrlOnHost('http://127.0.0.1:4100/cart/c/abc', '127.0.0.1:4100', {allowHttp: false})).toBeNull();
  });

  test('loopback hosts', () => {
    for (const host of ['localhost', 'LOCALHOST:3000', '127.0.0.1', '127.1.2.3:80', '[::1]:4100']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['checkout.example', '128.0.0.1', 'localhost.evil.example', '127.0.0.1.evil.example']) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });
});

describe('the market locale on the checkout URL', () => {
  test('added, or replacing one already there', () => {
    expect(withCheckoutLocale(`https://${HOST}/cart/c/abc?key=k`, 'de')).toBe(`https://${HOST}/cart/c/abc?key=k&locale=de`);
    expect(withCheckoutLocale(`https://${HOST}/cart/c/abc?locale=nl&key=k`, 'fr-be')).toBe(`https://${HOST}/cart/c/abc?locale=fr-be&key=k`);
  });
});
