// README "Security": HSTS only in production (https to a non-loopback host), and the cross-site POST rule read
// the way browsers and proxies actually spell the headers (case, surrounding space).
import {describe, expect, test} from 'vitest';
import {HSTS, isProductionRequest, securityHeaders, setSecurityHeaders} from '~/security/headers';
import {crossSiteRefusal} from '~/security/origin';

describe('HSTS: production is https to a host that is not loopback', () => {
  test('a real host that merely contains a loopback name or address is production', () => {
    for (const url of ['https://localhost.originalfuel.nl/', 'https://shop-localhost/', 'https://127.0.0.1.nip.io/']) {
      expect(isProductionRequest(new URL(url)), url).toBe(true);
      expect(securityHeaders(new URL(url))['Strict-Transport-Security'], url).toBe('max-age=63072000; includeSubDomains');
    }
  });

  test('loopback in any spelling is not', () => {
    for (const url of ['https://LOCALHOST/', 'https://127.1.2.3:8443/', 'https://127.10.200.30/', 'https://[::1]:3000/']) {
      expect(isProductionRequest(new URL(url)), url).toBe(false);
    }
  });

  test('a document without a policy gets no Content-Security-Policy header', () => {
    const headers = setSecurityHeaders(new Headers(), new URL('https://www.originalfuel.nl/'));
    expect(headers.has('Content-Security-Policy')).toBe(false);
    expect(headers.get('Strict-Transport-Security')).toBe(HSTS);
    expect(headers.get('X-Frame-Options')).toBe('DENY');
  });
});

describe('cross-site POSTs', () => {
  const request = (method: string, headers: Record<string, string>, url = 'https://www.originalfuel.de/de/cart') => ({method, url, headers: new Headers(headers)});

  test('methods are compared without regard to case: a lower-case post is checked', () => {
    expect(crossSiteRefusal(request('post', {Origin: 'https://evil.example'}))).toBe('request from another origin');
    expect(crossSiteRefusal(request('head', {Origin: 'https://evil.example'}))).toBeNull();
  });

  test('Sec-Fetch-Site is read without regard to case or surrounding space', () => {
    expect(crossSiteRefusal(request('POST', {'Sec-Fetch-Site': ' CROSS-SITE '}))).toBe('cross-site request');
    expect(crossSiteRefusal(request('POST', {'Sec-Fetch-Site': 'same-origin'}))).toBeNull();
  });

  test('an Origin with surrounding space is still our own origin; a blank one is no Origin', () => {
    expect(crossSiteRefusal(request('POST', {Origin: ' https://www.originalfuel.de '}))).toBeNull();
    expect(crossSiteRefusal(request('POST', {Origin: '  '}))).toBeNull();
  });

  test('market hosts configured in any case match the browser’s lower-case Origin', () => {
    expect(crossSiteRefusal(request('POST', {Origin: 'https://www.originalfuel.be'}), ['WWW.OriginalFuel.BE'])).toBeNull();
    expect(crossSiteRefusal(request('POST', {Origin: 'https://www.originalfuel.be'}), ['www.originalfuel.nl'])).toBe('request from another origin');
  });
});
