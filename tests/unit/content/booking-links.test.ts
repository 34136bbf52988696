// Which links open the booking popup (spec §2, issue 8 item 9): the pages the popup may frame, in every
// spelling an editor may paste, and nothing that would reach another host. Spellings are generated.
import {describe, expect, test} from 'vitest';
import {BOOKING_ORIGINS, bookingUrl, isBookingUrl} from '~/content/booking-links';
import {cspDirectives} from '~/security/csp';

const HOSTS = BOOKING_ORIGINS.map((origin) => new URL(origin).host);
const PATHS = ['/original-fuel/consult', '/original-fuel/consult?month=2025-01', '/team/intake#slots', '/a%20b', ''];

/** Every spelling of a booking link to `host` + `path` an editor might paste. */
function spellings(host: string, path: string): string[] {
  // An ideographic full stop is a dot to the URL parser (IDNA), so browsers go to the same host.
  const hosts = [host, host.toUpperCase(), `www.${host}`, `${host}.`, `WWW.${host.toUpperCase()}.`, host.replace('.', '。')];
  const schemes = ['https://', 'http://', 'HTTPS://', '//'];
  return schemes.flatMap((scheme) =>
    hosts.flatMap((spelledHost) => [`${scheme}${spelledHost}${path}`, `  ${scheme}${spelledHost}${path}\n`, `${scheme}${spelledHost}:443${path}`.replace('http://', 'https://')]),
  );
}

describe('booking links', () => {
  for (const host of HOSTS) {
    test(`every spelling of a ${host} link is a booking link, framed as its https url`, () => {
      for (const path of PATHS) {
        const expected = new URL(`https://${host}${path}`).toString();
        for (const spelling of spellings(host, path)) {
          expect(bookingUrl(spelling), JSON.stringify(spelling)).toBe(expected);
          expect(isBookingUrl(spelling)).toBe(true);
        }
      }
    });
  }

  test('nothing that reaches another host, port or account is a booking link', () => {
    const hostile = HOSTS.flatMap((host) => [
      `https://${host}.evil.example/x`,
      `https://evil${host}/x`,
      `https://evil-${host}/x`,
      `https://team.${host}/x`,
      `https://${host}@evil.example/x`,
      `https://user:pass@${host}/x`,
      `https://${host}:8443/x`,
      `https://evil.example/${host}`,
      `https://evil.example/?next=https://${host}/x`,
      `https://evil.example#https://${host}`,
      `javascript://${host}/%0aalert(1)`,
      `data:text/html,https://${host}`,
      `ftp://${host}/x`,
      `mailto:book@${host}`,
      `/${host}/x`,
      `${host}/x`,
      `https://${host.replace(/a/, 'а')}/x`, // Cyrillic a
    ]);
    for (const href of [...hostile, '', '   ', 'https://', null, undefined]) {
      expect(bookingUrl(href), JSON.stringify(href)).toBeNull();
    }
  });

  test('the CSP frames exactly the pages booking links lead to', () => {
    const frameSrc = cspDirectives({
      storeDomain: 'shop.myshopify.com',
      checkoutHost: 'checkout.example',
      checkoutHosts: [],
      marketHosts: [],
      contentEndpoint: 'https://graphql.datocms.com/',
    }).frameSrc;
    for (const origin of BOOKING_ORIGINS) expect(frameSrc).toContain(origin);
    for (const host of HOSTS) {
      for (const spelling of spellings(host, '/x')) expect(frameSrc).toContain(new URL(bookingUrl(spelling)!).origin);
    }
  });
});
