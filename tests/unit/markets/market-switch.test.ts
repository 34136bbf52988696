// The market switcher's path mapping (issue 8 item 9): every form of a path a shopper can be on, in every
// market, switches to the same page in the other market's words. Generated over markets × page types × path
// forms; the expected paths are spelled from the segment table, not from the function under test.
import {describe, expect, test} from 'vitest';
import {canonicalPageOf, samePageInMarket} from '~/markets/links';
import {MARKETS, type MarketDefinition} from '~/markets/markets';
import type {MarketHosts} from '~/markets/resolve';
import {SEGMENTS, segmentForWord, segmentWord, type SegmentKey} from '~/markets/segments';

const byId = (id: string) => MARKETS.find((market) => market.id === id)!;
const NL = byId('nl_nl');
const DE = byId('de_de');
const FR_BE = byId('fr_be');
const NL_BE = byId('nl_be');

/** Page types as canonical paths (what link targets and route files name). */
const PAGES: Record<string, string> = {
  home: '/',
  productsOverview: '/products',
  collection: '/products/protein',
  product: '/products/protein/whey-protein',
  productVariant: '/products/protein/whey-protein/chocolate-1kg',
  recipes: '/recipes',
  recipe: '/recipes/breakfast/overnight-protein-oats',
  fitblogArticle: '/fitblog/nutrition/vitamin-d-in-winter',
  contact: '/how-can-we-help-you',
  wholesale: '/become-partner',
  reviews: '/reviews',
  customerService: '/customer-service/contact',
  vitaminTest: '/vitamintest',
  plantBasedGuide: '/plant-based-guide',
  nutritionAdvice: '/nutrition-advise-submit',
  cart: '/cart',
  contentSlug: '/about-us',
  search: '/search?q=whey%20protein',
  notFound: '/nope/deeper',
};

/** `/products/x` in `words`' language under `prefix`, spelled from the segment table. */
function spell(canonical: string, words: Pick<MarketDefinition, 'locale' | 'language'> | 'canonical', prefix: string): string {
  const [, path = '/', suffix = ''] = /^([^?#]*)(.*)$/.exec(canonical) ?? [];
  const segments = path.split('/').filter(Boolean);
  const key = SEGMENT_BY_CANONICAL.get(segments[0] ?? '');
  if (key && words !== 'canonical') segments[0] = segmentWord(key, words);
  const rest = segments.length ? `/${segments.join('/')}` : '';
  return (`${prefix}${rest}` || '/') + suffix;
}
const SEGMENT_BY_CANONICAL = new Map<string, SegmentKey>(Object.entries(SEGMENTS).map(([key, words]) => [words.canonical, key as SegmentKey]));

const prefixOf = (market: MarketDefinition) => (market.id === 'nl_nl' ? '' : `/${market.locale}`);

/** Every way a shopper can be on `page` in `market` (path mode): name → path, plus the query/hash it carries. */
function pathForms(page: string, market: MarketDefinition): {form: string; path: string; suffix: string}[] {
  const own = spell(page, market, prefixOf(market));
  const explicit = spell(page, market, `/${market.locale}`);
  const suffixOf = (path: string) => /[?#].*$/.exec(path)?.[0] ?? '';
  const [ownPath = own] = own.split(/(?=[?#])/);
  const forms = [
    {form: 'its own words', path: own},
    {form: 'explicit locale prefix', path: explicit},
    {form: 'prefix in upper case', path: explicit.replace(`/${market.locale}`, `/${market.locale.toUpperCase()}`)},
    {form: 'trailing slash', path: `${ownPath.endsWith('/') ? ownPath : `${ownPath}/`}${suffixOf(own)}`},
    {form: 'query and hash', path: `${ownPath}?utm_source=mail&page=2#faq`},
    {form: 'canonical words', path: spell(page, 'canonical', prefixOf(market))},
    ...MARKETS.filter((other) => other !== market).map((other) => ({
      form: `${other.locale}'s words`,
      path: spell(page, other, prefixOf(market)),
    })),
  ];
  return forms.map(({form, path}) => ({form, path, suffix: suffixOf(path)}));
}

describe('the market switcher in path mode', () => {
  for (const [pageType, page] of Object.entries(PAGES)) {
    for (const source of MARKETS) {
      test(`${pageType} in ${source.id}: every path form switches to the same page in every market`, () => {
        for (const {form, path, suffix} of pathForms(page, source)) {
          // The query/hash of the form (or of the page, e.g. a search) survives; the path is the target's words.
          const pagePath = page.split(/(?=[?#])/)[0]!;
          for (const target of MARKETS) {
            const expected = spell(pagePath, target, prefixOf(target)) + suffix;
            expect(samePageInMarket(path, target, {}), `${form}: ${path} → ${target.id}`).toBe(expected);
          }
        }
      });
    }
  }

  test('the reported case: /nl/producten switches to /de/produkte, not /de/nl/producten', () => {
    expect(samePageInMarket('/nl/producten', DE, {})).toBe('/de/produkte');
    expect(samePageInMarket('/nl/producten', NL, {})).toBe('/producten');
  });

  test('spot checks spelled out by hand', () => {
    expect(samePageInMarket('/DE/produkte/', NL, {})).toBe('/producten');
    expect(samePageInMarket('/de/products/protein/whey-protein', byId('it_it'), {})).toBe('/it/prodotti/protein/whey-protein');
    expect(samePageInMarket('/de/producten/protein?sort=price#top', FR_BE, {})).toBe('/fr-be/produits/protein?sort=price#top');
    expect(samePageInMarket('/fr-be/guide-vegetal', NL_BE, {})).toBe('/nl-be/plantaardige-gids');
    expect(samePageInMarket('/nl-be', FR_BE, {})).toBe('/fr-be');
    expect(samePageInMarket('/fr-be/', NL, {})).toBe('/');
    expect(samePageInMarket('/', DE, {})).toBe('/de');
    expect(samePageInMarket('/search?q=whey', DE, {})).toBe('/de/search?q=whey');
    expect(samePageInMarket('/it/cart?cart=1', byId('fr_fr'), {})).toBe('/fr/cart?cart=1');
    expect(samePageInMarket('/xx/products', DE, {})).toBe('/de/xx/products');
  });

  test('switching back returns to where the shopper was, in its own words', () => {
    for (const page of Object.values(PAGES)) {
      for (const source of MARKETS) {
        const own = spell(page, source, prefixOf(source));
        for (const target of MARKETS) {
          expect(samePageInMarket(samePageInMarket(own, target, {}), source, {})).toBe(own);
        }
      }
    }
  });

  test('a hostile path never becomes a link to another site', () => {
    for (const path of ['//evil.example/x', '/\\evil.example', '/\\/evil.example', '///evil.example', '/nl//evil.example', '/%2F%2Fevil.example']) {
      for (const target of MARKETS) {
        const href = samePageInMarket(path, target, {});
        expect(href, `${path} → ${target.id}`).toMatch(/^\/(?![/\\])/);
        expect(new URL(href, 'https://shop.example').host).toBe('shop.example');
      }
    }
  });
});

describe('the market switcher in host mode (MARKET_HOST_* configured)', () => {
  const HOSTS: MarketHosts = Object.fromEntries(MARKETS.map((market) => [market.id, market.defaultHost]));

  for (const [pageType, page] of Object.entries(PAGES)) {
    test(`${pageType}: links go to each market's own host; fr-be lives under /fr-be on the Belgian host`, () => {
      for (const source of MARKETS) {
        // On a market's own host its paths are unprefixed (fr-be keeps /fr-be); path-mode forms still map.
        const forms = [spell(page, source, source.localeSubpath), ...pathForms(page, source).map(({path}) => path)];
        for (const path of forms) {
          const suffix = /[?#].*$/.exec(path)?.[0] ?? '';
          const pagePath = page.split(/(?=[?#])/)[0]!;
          for (const target of MARKETS) {
            const expected = `https://${target.defaultHost}${spell(pagePath, target, target.localeSubpath)}${suffix}`;
            expect(samePageInMarket(path, target, HOSTS), `${path} → ${target.id}`).toBe(expected);
          }
        }
      }
    });
  }

  test('spot checks: the Belgian host carries both Belgian markets', () => {
    expect(samePageInMarket('/fr-be/produits/protein', NL_BE, HOSTS)).toBe('https://www.originalfuel.be/producten/protein');
    expect(samePageInMarket('/producten/protein', FR_BE, HOSTS)).toBe('https://www.originalfuel.be/fr-be/produits/protein');
    expect(samePageInMarket('/fr-be', NL_BE, HOSTS)).toBe('https://www.originalfuel.be/');
    expect(samePageInMarket('/', FR_BE, HOSTS)).toBe('https://www.originalfuel.be/fr-be');
    expect(samePageInMarket('/produkte?q=1', DE, HOSTS)).toBe('https://www.originalfuel.de/produkte?q=1');
  });

  test('a market without a configured host keeps its path-mode link', () => {
    expect(samePageInMarket('/produkte', NL, {de_de: 'www.originalfuel.de'})).toBe('/producten');
  });
});

describe('canonicalPageOf', () => {
  test('drops any locale prefix and turns any market word into the canonical one', () => {
    expect(canonicalPageOf('/nl/producten/protein')).toBe('/products/protein');
    expect(canonicalPageOf('/FR-BE/Produits')).toBe('/products');
    expect(canonicalPageOf('/de/kundenservice/contact?x=1#y')).toBe('/customer-service/contact?x=1#y');
    expect(canonicalPageOf('')).toBe('/');
    expect(canonicalPageOf('/about-us/')).toBe('/about-us');
  });

  test('every word of every market reads back as its page type', () => {
    for (const [key, words] of Object.entries(SEGMENTS)) {
      for (const word of new Set(Object.values(words))) {
        expect(segmentForWord(word)).toBe(key);
        expect(canonicalPageOf(`/${word}/x`)).toBe(`/${words.canonical}/x`);
      }
    }
  });
});
