import {describe, expect, test} from 'vitest';
import {marketConfigs, marketSites} from '~/markets/config.server';
import {canonicalizePath, localizePath, alternatesFor} from '~/markets/links';
import {MARKETS, type MarketDefinition} from '~/markets/markets';
import {basePathFor} from '~/markets/resolve';
import {aliasRoutes, homeRoutes} from '~/markets/route-manifest';
import {SEGMENT_KEYS, SEGMENTS, segmentForWord, segmentWord} from '~/markets/segments';

const market = (id: string) => MARKETS.find((m) => m.id === id) as MarketDefinition;
const routing = (id: string) => ({market: market(id), basePath: basePathFor(market(id))});
const ENV = {PUBLIC_STORE_DOMAIN: 'shop.myshopify.com', PUBLIC_STOREFRONT_API_TOKEN: 'token'};

describe('translated route segments (spec §2)', () => {
  test('the spec table, word for word', () => {
    expect(SEGMENTS.products).toMatchObject({nl: 'producten', de: 'produkte', en: 'products', fr: 'produits', it: 'prodotti'});
    expect(SEGMENTS.recipes).toMatchObject({nl: 'recepten', de: 'rezepte', en: 'recipes', fr: 'recettes', it: 'ricette'});
    expect(SEGMENTS.contact).toMatchObject({
      nl: 'hoe-kunnen-we-je-helpen',
      de: 'kontakt',
      en: 'how-can-we-help-you',
      fr: 'pouvons-nous-vous-aider',
      it: 'come-possiamo-aiutarti',
    });
    expect(SEGMENTS.wholesale).toMatchObject({
      nl: 'partner-worden',
      de: 'partner-werden',
      en: 'become-partner',
      fr: 'devenez-partenaire',
      it: 'diventa-partner',
    });
    expect(SEGMENTS.reviews).toMatchObject({nl: 'reviews', de: 'bewertungen', en: 'reviews', fr: 'commentaires', it: 'recensioni'});
    expect(SEGMENTS.customerService).toMatchObject({nl: 'klantenservice', de: 'kundenservice', en: 'customer-service'});
  });

  test('the other mappings: fitblog everywhere, vitamin test aliases, guide and advice names', () => {
    for (const m of MARKETS) expect(segmentWord('fitblog', m)).toBe('fitblog');
    expect(segmentWord('vitaminTest', market('nl_nl'))).toBe('vitaminetest');
    expect(segmentWord('vitaminTest', market('de_de'))).toBe('vitaminetest');
    expect(segmentWord('vitaminTest', market('fr_fr'))).toBe('test-de-vitamines');
    expect(segmentWord('vitaminTest', market('it_it'))).toBe('test-vitaminico');
    expect(SEGMENTS.vitaminTest.canonical).toBe('vitamintest');
    expect(segmentWord('plantBasedGuide', market('nl_nl'))).toBe('plant-based-guide');
    for (const id of ['fr_fr', 'it_it', 'fr_be', 'nl_be']) {
      expect(segmentWord('plantBasedGuide', market(id))).not.toBe('plant-based-guide');
    }
    expect(SEGMENTS.nutritionAdviceSubmit.canonical).toBe('nutrition-advise-submit');
    expect(segmentWord('nutritionAdviceSubmit', market('nl_nl'))).toBe('voedings-advies-aanmelding');
  });

  test('every segment has a word in every market, and no two segments share a word in one market', () => {
    for (const m of MARKETS) {
      const words = SEGMENT_KEYS.map((key) => segmentWord(key, m));
      expect(words.every(Boolean)).toBe(true);
      expect(new Set(words).size).toBe(words.length);
    }
  });

  test('the reverse lookup returns what the forward lookup produced', () => {
    for (const m of MARKETS) {
      for (const key of SEGMENT_KEYS) expect(segmentForWord(segmentWord(key, m))).toBe(key);
    }
    expect(segmentForWord('unknown-word')).toBeUndefined();
  });
});

describe('links in the market’s own words', () => {
  test('canonical paths become localized paths under the market’s base path', () => {
    expect(localizePath('/products/protein/whey-protein', routing('de_de'))).toBe('/de/produkte/protein/whey-protein');
    expect(localizePath('/products', routing('nl_nl'))).toBe('/producten');
    expect(localizePath('/recipes/all/pancakes', routing('fr_fr'))).toBe('/fr/recettes/all/pancakes');
    expect(localizePath('/vitamintest', routing('it_it'))).toBe('/it/test-vitaminico');
    expect(localizePath('/customer-service/contact', routing('fr_be'))).toBe('/fr-be/service-client/contact');
    expect(localizePath('/', routing('de_de'))).toBe('/de');
    expect(localizePath('/', routing('nl_nl'))).toBe('/');
    expect(localizePath('/products?cart=1', routing('eu_en'))).toBe('/en/products?cart=1');
  });

  test('localized paths canonicalize back, from any market', () => {
    expect(canonicalizePath('/de/produkte/protein/whey', {basePath: '/de'})).toBe('/products/protein/whey');
    expect(canonicalizePath('/producten', {basePath: ''})).toBe('/products');
    expect(canonicalizePath('/it/test-vitaminico', {basePath: '/it'})).toBe('/vitamintest');
  });

  test('hreflang alternates name every market plus x-default at the Dutch market', () => {
    const local = marketSites(marketConfigs({...ENV, SITE_ORIGIN: 'http://localhost:3000'}));
    const alternates = alternatesFor('/products/protein', local);
    expect(alternates).toContainEqual({hrefLang: 'de-DE', href: 'http://localhost:3000/de/produkte/protein'});
    expect(alternates).toContainEqual({hrefLang: 'x-default', href: 'http://localhost:3000/producten/protein'});
    const hosts = {MARKET_HOST_FR_BE: 'www.example.be', MARKET_HOST_NL_NL: 'www.example.nl'};
    const production = alternatesFor('/products', marketSites(marketConfigs({...ENV, ...hosts})));
    expect(production).toContainEqual({hrefLang: 'fr-BE', href: 'https://www.example.be/fr-be/produits'});
    expect(production).toContainEqual({hrefLang: 'nl-NL', href: 'https://www.example.nl/producten'});
  });
});

describe('the route manifest', () => {
  const files = [
    '($locale)._index.tsx',
    '($locale).products._index.tsx',
    '($locale).products.$collection._index.tsx',
    '($locale).products.$collection.$product.($variant).tsx',
    '($locale).$.tsx',
  ];

  test('mounts each canonical route at every translated word, with the same module', () => {
    const aliases = aliasRoutes(files);
    expect(aliases).toContainEqual({
      id: 'alias/produkte/($locale).products.$collection.$product.($variant)',
      path: ':locale?/produkte/:collection/:product/:variant?',
      file: 'routes/($locale).products.$collection.$product.($variant).tsx',
      index: false,
    });
    expect(aliases).toContainEqual(
      expect.objectContaining({path: ':locale?/producten', index: true, file: 'routes/($locale).products._index.tsx'}),
    );
    expect(aliases.map((a) => a.path)).not.toContain(':locale?/products');
  });

  test('route ids are unique and only words of the segment table are aliased', () => {
    const aliases = aliasRoutes(files);
    expect(new Set(aliases.map((a) => a.id)).size).toBe(aliases.length);
    expect(aliases).toHaveLength(4 * 3);
  });

  test('the home page is mounted at every locale prefix as a static path', () => {
    const homes = homeRoutes(['_index.tsx', ...files]);
    expect(homes.map((h) => h.path)).toEqual(['nl', 'de', 'en', 'it', 'fr', 'nl-be', 'fr-be']);
    expect(homes.every((h) => h.file === 'routes/_index.tsx' && h.index)).toBe(true);
    expect(homeRoutes(files)).toEqual([]);
  });

  test('vitamin test aliases keep their splat', () => {
    expect(aliasRoutes(['($locale).vitamintest.$.tsx']).map((a) => a.path)).toEqual([
      ':locale?/vitaminetest/*',
      ':locale?/test-de-vitamines/*',
      ':locale?/test-vitaminico/*',
    ]);
  });
});
