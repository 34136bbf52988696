import {describe, expect, test} from 'vitest';
import {HSTS, isProductionRequest, securityHeaders, setSecurityHeaders, withSecurityHeaders} from '~/security/headers';

describe('security headers', () => {
  test('every response: nosniff, referrer policy, no framing', () => {
    expect(securityHeaders(new URL('http://localhost:3000/'))).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
  });

  test('HSTS only when the request came over https to a real host (Oxygen)', () => {
    expect(securityHeaders(new URL('https://www.originalfuel.nl/de/produkte'))['Strict-Transport-Security']).toBe(HSTS);
    expect(HSTS).toBe('max-age=63072000; includeSubDomains');
    for (const url of ['http://localhost:3000/', 'http://127.0.0.1:8787/', 'https://localhost:3000/', 'https://127.0.0.1/', 'https://[::1]/', 'http://www.originalfuel.nl/']) {
      expect(isProductionRequest(new URL(url)), url).toBe(false);
      expect(securityHeaders(new URL(url)), url).not.toHaveProperty('Strict-Transport-Security');
    }
  });

  test('documents also get their Content-Security-Policy', () => {
    const headers = setSecurityHeaders(new Headers({'Content-Type': 'text/html'}), new URL('https://shop.example/'), "default-src 'self'");
    expect(headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(headers.get('strict-transport-security')).toBe(HSTS);
    expect(headers.get('content-type')).toBe('text/html');
  });

  test('responses with immutable headers are copied, body and status kept', async () => {
    const immutable = Response.redirect('https://shop.example/cart', 302);
    const secured = withSecurityHeaders(immutable, new URL('https://shop.example/'));
    expect(secured.status).toBe(302);
    expect(secured.headers.get('location')).toBe('https://shop.example/cart');
    expect(secured.headers.get('x-content-type-options')).toBe('nosniff');

    const plain = new Response('ok', {status: 201, headers: {'Cache-Control': 'no-store'}});
    const same = withSecurityHeaders(plain, new URL('http://localhost/'));
    expect(same).toBe(plain);
    expect(await same.text()).toBe('ok');
    expect(same.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
