import {describe, expect, test} from 'vitest';
import {crossSiteRefusal, forbiddenResponse} from '~/security/origin';

const URL_DE = 'https://www.originalfuel.de/de/cart';
const MARKET_HOSTS = ['www.originalfuel.nl', 'www.originalfuel.de', 'www.originalfuel.be'];

const request = (method: string, headers: Record<string, string> = {}, url = URL_DE) => ({method, url, headers: new Headers(headers)});

describe('cross-site request guard', () => {
  test('GET and HEAD are never refused (they must not change anything)', () => {
    for (const method of ['GET', 'HEAD', 'get']) {
      expect(crossSiteRefusal(request(method, {'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example'}), MARKET_HOSTS)).toBeNull();
    }
  });

  test('Sec-Fetch-Site cross-site is refused for every other method', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(crossSiteRefusal(request(method, {'Sec-Fetch-Site': 'cross-site'}), MARKET_HOSTS), method).toBe('cross-site request');
    }
    // Even when it names one of our hosts as Origin: the browser says another site sent it.
    expect(crossSiteRefusal(request('POST', {'Sec-Fetch-Site': 'Cross-Site', Origin: 'https://www.originalfuel.nl'}), MARKET_HOSTS)).not.toBeNull();
  });

  test('an Origin that is not ours is refused, also without Sec-Fetch-Site', () => {
    for (const origin of ['https://evil.example', 'null', 'http://www.originalfuel.de', 'https://www.originalfuel.de.evil.example', 'https://checkout.originalfuel.de']) {
      expect(crossSiteRefusal(request('POST', {Origin: origin}), MARKET_HOSTS), origin).toBe('request from another origin');
      expect(crossSiteRefusal(request('POST', {Origin: origin, 'Sec-Fetch-Site': 'same-site'}), MARKET_HOSTS), origin).not.toBeNull();
    }
  });

  test('our own origin and our market hosts are allowed', () => {
    expect(crossSiteRefusal(request('POST', {Origin: 'https://www.originalfuel.de', 'Sec-Fetch-Site': 'same-origin'}), MARKET_HOSTS)).toBeNull();
    expect(crossSiteRefusal(request('POST', {Origin: 'https://www.originalfuel.nl', 'Sec-Fetch-Site': 'same-site'}), MARKET_HOSTS)).toBeNull();
    expect(crossSiteRefusal(request('POST', {Origin: 'http://localhost:3000'}, 'http://localhost:3000/cart'), [])).toBeNull();
  });

  test('requests with neither header are allowed (curl, old browsers, server to server)', () => {
    expect(crossSiteRefusal(request('POST'), MARKET_HOSTS)).toBeNull();
    expect(crossSiteRefusal(request('POST', {'Sec-Fetch-Site': 'none'}), MARKET_HOSTS)).toBeNull();
  });

  test('the refusal is a short, uncached plain-text 403', async () => {
    const response = forbiddenResponse('cross-site request');
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('Forbidden: cross-site request.\n');
  });
});
