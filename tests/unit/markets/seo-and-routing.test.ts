// The head of every page (title, description, robots, canonical, og:url, hreflang alternates), how a request
// picks its market (README "Markets and URLs": resolution), links read back in canonical words, and the
// translated routes mounted at build time (README: `vite.config.ts` mounts the same route modules at every word).
import {describe, expect, test} from 'vitest';
import {marketConfigs, marketSites} from '~/markets/config.server';
import {canonicalizePath, canonicalPageOf, localizePath} from '~/markets/links';
import {MARKETS} from '~/markets/markets';
import {resolveMarket} from '~/markets/resolve';
import {aliasRoutes, homeRoutes} from '~/markets/route-manifest';
import {pageSeo, seoMeta, type PageSeo} from '~/markets/seo';

const byId = (id: string) => MARKETS.find((m) => m.id === id)!;
const SITES = marketSites(marketConfigs({PUBLIC_STORE_DOMAIN: 'shop.myshopify.com', PUBLIC_STOREFRONT_API_TOKEN: 't'}));

describe('page head (title, description, robots, canonical, alternates)', () => {
  const seo: PageSeo = {
    title: 'Whey protein',
    description: 'Eiwit na de training',
    canonical: 'https://www.originalfuel.nl/producten/protein',
    alternates: [
      {hrefLang: 'de-DE', href: 'https://www.originalfuel.de/produkte/protein'},
      {hrefLang: 'x-default', href: 'https://www.originalfuel.nl/producten/protein'},
    ],
  };

  test('title "{page} | Original Fuel", description, canonical link, og:url and one alternate link per market', () => {
    expect(seoMeta(seo)).toEqual([
      {title: 'Whey protein | Original Fuel'},
      {name: 'description', content: 'Eiwit na de training'},
      {tagName: 'link', rel: 'canonical', href: 'https://www.originalfuel.nl/producten/protein'},
      {property: 'og:url', content: 'https://www.originalfuel.nl/producten/protein'},
      {tagName: 'link', rel: 'alternate', hrefLang: 'de-DE', href: 'https://www.originalfuel.de/produkte/protein'},
      {tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://www.originalfuel.nl/producten/protein'},
    ]);
  });

  test('a page without title or description is named by the brand alone and has no description tag', () => {
    expect(seoMeta({...seo, title: '', description: null, alternates: []})).toEqual([
      {title: 'Original Fuel'},
      {tagName: 'link', rel: 'canonical', href: seo.canonical},
      {property: 'og:url', content: seo.canonical},
    ]);
    expect(seoMeta({...seo, alternates: []}, 'Brand')[0]).toEqual({title: 'Whey protein | Brand'});
  });

  test('a page without data (an error page) is titled with the brand only', () => {
    expect(seoMeta(undefined)).toEqual([{title: 'Original Fuel'}]);
  });

  test('noIndex pages say robots noindex; extra tags from content follow the links', () => {
    const meta = seoMeta({...seo, alternates: [], noIndex: true, extra: [{property: 'og:type', content: 'product'}]});
    expect(meta).toContainEqual({name: 'robots', content: 'noindex'});
    expect(meta.at(-1)).toEqual({property: 'og:type', content: 'product'});
    expect(seoMeta({...seo, noIndex: false}).some((tag) => 'name' in tag && tag.name === 'robots')).toBe(false);
  });

  test('pageSeo keeps extra tags and JSON-LD only when the page has them', () => {
    const routing = {market: byId('de_de')};
    const withExtras = pageSeo(
      {routing, sites: SITES},
      {title: 'T', canonicalPath: '/products', extra: [{property: 'og:type', content: 'website'}], jsonLd: {'@type': 'Product'}},
    );
    expect(withExtras.extra).toEqual([{property: 'og:type', content: 'website'}]);
    expect(withExtras.jsonLd).toEqual({'@type': 'Product'});
    expect(withExtras.canonical).toBe('https://www.originalfuel.de/produkte');
    const plain = pageSeo({routing, sites: SITES}, {title: 'T', canonicalPath: '/products', extra: [], noIndex: null});
    expect(plain).not.toHaveProperty('extra');
    expect(plain).not.toHaveProperty('jsonLd');
    expect(plain.noIndex).toBe(false);
  });
});

describe('market resolution tells whether the host picked the market', () => {
  const hosts = {nl_nl: 'shop.example.nl', nl_be: 'shop.example.be', fr_be: 'shop.example.be'};

  test('on a market host, by its subpath or its main market: byHost', () => {
    expect(resolveMarket(new URL('https://shop.example.be/FR-BE/produits'), hosts)).toMatchObject({
      market: {id: 'fr_be'},
      basePath: '/fr-be',
      pathLocale: 'FR-BE',
      byHost: true,
    });
    expect(resolveMarket(new URL('https://shop.example.be/producten'), hosts)).toMatchObject({
      market: {id: 'nl_be'},
      basePath: '',
      pathLocale: null,
      byHost: true,
    });
    expect(resolveMarket(new URL('https://stranger.example/de'), hosts)).toMatchObject({market: {id: 'nl_nl'}, byHost: true});
  });

  test('a host carrying only fr-be serves fr-be under /fr-be whatever the path', () => {
    const only = {fr_be: 'shop.example.be'};
    expect(resolveMarket(new URL('https://shop.example.be/produits'), only)).toMatchObject({
      market: {id: 'fr_be'},
      basePath: '/fr-be',
      pathLocale: null,
      byHost: true,
    });
  });

  test('without hosts, the path decides and byHost is false', () => {
    expect(resolveMarket(new URL('http://localhost:3000/de/produkte')).byHost).toBe(false);
    expect(resolveMarket(new URL('http://localhost:3000/producten')).byHost).toBe(false);
  });
});

describe('paths read back in canonical words', () => {
  test('a path outside the base path is not cut; words no segment has stay as they are', () => {
    expect(canonicalizePath('/produkte/protein', {basePath: '/de'})).toBe('/products/protein');
    expect(canonicalizePath('/de/about-us?x=1', {basePath: '/de'})).toBe('/about-us?x=1');
    expect(canonicalizePath('/producten', {basePath: ''})).toBe('/products');
  });

  test('a backslash in the current path is a slash, as browsers read it', () => {
    expect(canonicalPageOf('/de\\produkte\\protein')).toBe('/products/protein');
  });

  test('a link target with a raw line break (not a URL) is not split into path and query: it goes home', () => {
    const de = {market: byId('de_de'), basePath: '/de'};
    expect(localizePath('/products?q=a\nb', de)).toBe('/de');
    expect(canonicalizePath('/de/produkte?q=a\nb', {basePath: '/de'})).toBe('/');
    expect(canonicalPageOf('/de/produkte?q=a\nb')).toBe('/');
  });
});

describe('translated routes (route manifest)', () => {
  test('static segments after the word keep their spelling; a trailing underscore (no layout) is dropped', () => {
    expect(aliasRoutes(['($locale).recipes.print_.$slug.tsx', '($locale).recipes.top_10.tsx']).map((a) => a.path)).toEqual([
      ':locale?/recepten/print/:slug',
      ':locale?/rezepte/print/:slug',
      ':locale?/recettes/print/:slug',
      ':locale?/ricette/print/:slug',
      ':locale?/recepten/top_10',
      ':locale?/rezepte/top_10',
      ':locale?/recettes/top_10',
      ':locale?/ricette/top_10',
    ]);
  });

  test('only the file extension is taken off a route name (recipes.json stays a segment)', () => {
    const [alias] = aliasRoutes(['($locale).recipes.json.tsx']);
    expect(alias).toEqual({
      id: 'alias/recepten/($locale).recipes.json',
      path: ':locale?/recepten/json',
      file: 'routes/($locale).recipes.json.tsx',
      index: false,
    });
    expect(aliasRoutes(['($locale).recipes.tsxguide.tsx'])[0]!.id).toBe('alias/recepten/($locale).recipes.tsxguide');
  });

  test('only a whole segment in parentheses is optional', () => {
    expect(aliasRoutes(['($locale).recipes.a(b).(c)d.($e).tsx'])[0]!.path).toBe(':locale?/recepten/a(b)/(c)d/:e?');
  });

  test('routes outside the ($locale) segment get no aliases', () => {
    expect(aliasRoutes(['api.products.tsx', 'products.recipes.tsx', '($locale).tsx'])).toEqual([]);
  });

  test('each home route has its own id', () => {
    expect(homeRoutes(['_index.tsx']).map((home) => home.id)).toEqual([
      'home/nl',
      'home/de',
      'home/en',
      'home/it',
      'home/fr',
      'home/nl-be',
      'home/fr-be',
    ]);
  });
});
