// How routes read the URL they were addressed with: the segments after the market's locale, the 404 of a path
// the market does not have (README "Markets and URLs"), the `?page=` of content lists, slugs, and the spec §9
// date formats.
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {describe, expect, test} from 'vitest';
import {formatDate} from '~/markets/dates';
import {assertHomePath, assertMarketPath, notFound} from '~/markets/guard.server';
import {pageNumber, segmentsAfterLocale, slugify} from '~/markets/paths';
import {resolveMarket, type MarketHosts} from '~/markets/resolve';

const url = (path: string) => new URL(path, 'http://localhost:3000');
const contextFor = (href: string, hosts: MarketHosts = {}) =>
  ({routing: resolveMarket(new URL(href, 'http://localhost:3000'), hosts)}) as unknown as AppLoadContext;

/** What a guard throws, as the status and text the shopper's request gets (undefined when it lets it through). */
async function refusal(run: () => void): Promise<{status: number; text: string} | undefined> {
  try {
    run();
  } catch (thrown) {
    if (thrown instanceof Response) return {status: thrown.status, text: await thrown.text()};
    throw thrown;
  }
  return undefined;
}

describe('segments after the locale', () => {
  test('the locale segment the market was resolved from is dropped; the rest is decoded', () => {
    expect(segmentsAfterLocale(url('/de/produkte/caf%C3%A9'), {pathLocale: 'de'})).toEqual(['produkte', 'café']);
    expect(segmentsAfterLocale(url('/nl/over-ons/'), {pathLocale: 'nl'})).toEqual(['over-ons']);
    expect(segmentsAfterLocale(url('/de'), {pathLocale: 'de'})).toEqual([]);
  });

  test('without a locale segment every segment stays, empty ones (double or trailing slashes) dropped', () => {
    expect(segmentsAfterLocale(url('/over-ons//team/'), {pathLocale: null})).toEqual(['over-ons', 'team']);
    expect(segmentsAfterLocale(url('/de/over-ons'), {pathLocale: null})).toEqual(['de', 'over-ons']);
  });

  test('only a leading locale segment is the locale', () => {
    expect(segmentsAfterLocale(url('/producten/de'), {pathLocale: 'de'})).toEqual(['producten', 'de']);
  });
});

describe('?page= of content lists', () => {
  test('a whole number from 2 to 9999 is that page', () => {
    expect(pageNumber(url('/fitblog?page=2'))).toBe(2);
    expect(pageNumber(url('/fitblog?page=3&x=1'))).toBe(3);
    expect(pageNumber(url('/recipes?page=9999'))).toBe(9999);
  });

  test('anything else is page 1', () => {
    for (const query of ['', '?page=', '?page=1', '?page=0', '?page=-3', '?page=2.5', '?page=abc', '?page=10000', '?page=1e9', '?p=4']) {
      expect(pageNumber(url(`/fitblog${query}`)), query).toBe(1);
    }
  });
});

describe('slugs and fragment ids', () => {
  test('words joined by single dashes, lower case, accents dropped, no dash at either end', () => {
    expect(slugify('Veelgestelde vragen (FAQ)')).toBe('veelgestelde-vragen-faq');
    expect(slugify('  --Crème brûlée!!  ')).toBe('creme-brulee');
    expect(slugify('***')).toBe('');
  });
});

describe('a path the market does not have is a 404 (with the shell)', () => {
  test('the route locale param must be the segment the market was resolved from', async () => {
    expect(await refusal(() => assertMarketPath({locale: 'de'}, contextFor('/de/produkte')))).toBeUndefined();
    expect(await refusal(() => assertMarketPath({}, contextFor('/producten')))).toBeUndefined();
    expect(await refusal(() => assertMarketPath({locale: 'xx'}, contextFor('/xx/produkte')))).toEqual({status: 404, text: 'Not Found'});
    const onHost = contextFor('https://shop.example.de/de/produkte', {de_de: 'shop.example.de'});
    expect(await refusal(() => assertMarketPath({locale: 'de'}, onHost))).toEqual({status: 404, text: 'Not Found'});
  });

  test('the home page exists only at the market’s own prefix or bare /', async () => {
    for (const path of ['/', '/de', '/nl', '/fr-be', '/DE']) {
      const request = new Request(url(path));
      expect(await refusal(() => assertHomePath(request, contextFor(path))), path).toBeUndefined();
    }
    for (const path of ['/de/anything', '/xx', '/nl/x', '/it/x']) {
      const request = new Request(url(path));
      expect(await refusal(() => assertHomePath(request, contextFor(path))), path).toEqual({status: 404, text: 'Not Found'});
    }
    const onHost = 'https://shop.example.be/fr-be';
    const hosts = {nl_be: 'shop.example.be', fr_be: 'shop.example.be'};
    expect(await refusal(() => assertHomePath(new Request(onHost), contextFor(onHost, hosts)))).toBeUndefined();
    expect(await refusal(() => assertHomePath(new Request(`${onHost}/x`), contextFor(`${onHost}/x`, hosts)))).toEqual({
      status: 404,
      text: 'Not Found',
    });
  });

  test('notFound is a plain 404', async () => {
    const response = notFound();
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not Found');
  });
});

describe('date formats (spec §9)', () => {
  test('long: D MMMM YYYY in the market’s language, English MMMM D, YYYY', () => {
    expect(formatDate('2024-03-05', 'nl')).toBe('5 maart 2024');
    expect(formatDate('2024-03-05', 'de', 'long')).toBe('5 März 2024');
    expect(formatDate('2024-03-05', 'fr')).toBe('5 mars 2024');
    expect(formatDate('2024-03-05', 'it')).toBe('5 marzo 2024');
    expect(formatDate('2024-03-05', 'en')).toBe('March 5, 2024');
  });

  test('short: D MMM YYYY, English MMM D, YYYY; two-digit DD/MM/YY everywhere', () => {
    expect(formatDate('2024-03-05', 'nl', 'short')).toBe('5 mrt 2024');
    expect(formatDate('2024-03-05', 'en', 'short')).toBe('Mar 5, 2024');
    expect(formatDate('2024-03-05', 'en', 'twoDigit')).toBe('05/03/24');
    expect(formatDate('2024-03-05', 'de', 'twoDigit')).toBe('05/03/24');
  });
});
