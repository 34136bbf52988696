// Issue 14 §3: robots.txt per host and the sitemap XML of a market (app/markets/sitemaps.ts).
import {XMLValidator} from 'fast-xml-parser';
import {describe, expect, test} from 'vitest';
import {marketConfigs, marketSites} from '~/markets/config.server';
import {MARKETS} from '~/markets/markets';
import {caseSpellings, marketsOnHost, robotsTxt, sitemapParams, urlsetXml, withBasePath} from '~/markets/sitemaps';
import {segmentWord} from '~/markets/segments';
import {disallowRules, isDisallowed} from '../../support/robots';

const BASE = {PUBLIC_STORE_DOMAIN: 'shop.myshopify.com', PUBLIC_STOREFRONT_API_TOKEN: 't'};
const HOSTS = Object.fromEntries(MARKETS.map((market) => [`MARKET_HOST_${market.envSuffix}`, market.defaultHost]));
const entries = (env: Record<string, string>) =>
  marketConfigs({...BASE, ...env}).map((config) => ({market: config, site: config.site, host: config.host}));

describe('issue 14 §3 robots.txt per host', () => {
  test('each production host serves its own markets: one sitemap each, the Belgian host two (fr-be under /fr-be)', () => {
    const configs = entries(HOSTS);
    for (const market of MARKETS) {
      const body = robotsTxt(marketsOnHost(market.defaultHost, configs));
      const sitemaps = body.match(/^Sitemap: .*$/gm) ?? [];
      const expected = MARKETS.filter((other) => other.defaultHost === market.defaultHost).map(
        (other) => `Sitemap: https://${other.defaultHost}${other.localeSubpath}/sitemap.xml`,
      );
      expect(sitemaps, market.id).toEqual(expected);
      expect(body, market.id).toMatch(/^User-agent: \*$/m);
      expect(body, market.id).not.toMatch(/^Disallow: \/$/m);
    }
  });

  test('host spellings (case, trailing dot) are the same host; any other host disallows everything', () => {
    const configs = entries(HOSTS);
    expect(robotsTxt(marketsOnHost('WWW.OriginalFuel.DE.', configs))).toContain('Sitemap: https://www.originalfuel.de/sitemap.xml');
    for (const host of ['shop.myshopify.com', 'evil.example', 'www.originalfuel.de.evil.example', 'originalfuel.de', 'localhost:3000', '']) {
      expect(robotsTxt(marketsOnHost(host, configs)), host).toBe('User-agent: *\nDisallow: /\n');
    }
  });

  test('one origin (SITE_ORIGIN, no hosts): all seven sitemaps, and each market’s private paths in its words', () => {
    const body = robotsTxt(marketsOnHost('anything', entries({SITE_ORIGIN: 'http://localhost:3000'})));
    expect(body.match(/^Sitemap: .*$/gm)).toEqual(
      ['', '/de', '/en', '/it', '/fr', '/nl-be', '/fr-be'].map((prefix) => `Sitemap: http://localhost:3000${prefix}/sitemap.xml`),
    );
    for (const line of ['/cart', '/account', '/de/konto', '/fr/compte', '/fr-be/compte', '/search', '/de/search', '/discount/', '/api/', '/*?*cart=1']) {
      expect(body).toContain(`Disallow: ${line}\n`);
    }
  });
});

describe('issue 14 §3 robots.txt: the private paths under every prefix the router answers', () => {
  const PRIVATE = (market: (typeof MARKETS)[number]) => [
    `/${segmentWord('cart', market)}`,
    `/${segmentWord('cart', market)}/12345:1`,
    '/account',
    '/konto/orders',
    '/compte/profile',
    `/${segmentWord('account', market)}/login`,
    '/search?q=whey',
    '/discount/WELCOME10',
    '/api/cart',
    '/producten/protein?cart=1',
  ];

  test('caseSpellings gives every spelling of the letters, once each', () => {
    expect(caseSpellings('/de')).toEqual(['/de', '/dE', '/De', '/DE']);
    expect(caseSpellings('/fr-be')).toHaveLength(16);
    expect(new Set(caseSpellings('/nl-be')).size).toBe(16);
    expect(caseSpellings('')).toEqual(['']);
  });

  test('one origin: each market under its prefix in every case, the Dutch market also under /nl in every case', () => {
    const rules = disallowRules(robotsTxt(marketsOnHost('anything', entries({SITE_ORIGIN: 'http://localhost:3000'}))));
    for (const market of MARKETS) {
      const prefixes = market.id === 'nl_nl' ? ['', ...caseSpellings('/nl')] : caseSpellings(`/${market.locale}`);
      for (const prefix of prefixes) {
        for (const path of PRIVATE(market)) expect(isDisallowed(rules, `${prefix}${path}`), `${market.id} ${prefix}${path}`).toBe(true);
      }
      // Public pages stay open.
      for (const path of ['/', '/producten/protein', '/recipes']) expect(isDisallowed(rules, `${prefixes[0]}${path}`), `${market.id} ${path}`).toBe(false);
    }
  });

  test('a host per market: each host keeps its markets’ private paths out, the Belgian host fr-be under /fr-be in every case', () => {
    const configs = entries(HOSTS);
    for (const market of MARKETS) {
      const rules = disallowRules(robotsTxt(marketsOnHost(market.defaultHost, configs)));
      const prefixes = market.localeSubpath ? caseSpellings(market.localeSubpath) : [''];
      for (const prefix of prefixes) {
        for (const path of PRIVATE(market)) expect(isDisallowed(rules, `${prefix}${path}`), `${market.id} ${prefix}${path}`).toBe(true);
      }
      expect(isDisallowed(rules, `${prefixes[0]}/producten/protein`), market.id).toBe(false);
    }
  });
});

describe('issue 14 §3 sitemap XML', () => {
  const sites = marketSites(marketConfigs({...BASE, ...HOSTS}));
  test('a urlset is valid XML with each URL in the market’s words, seven alternates and x-default; special characters escaped', () => {
    for (const market of MARKETS) {
      const xml = urlsetXml(
        [
          {canonicalPath: '/products/protein', updatedAt: '2026-01-01T00:00:00Z'},
          {canonicalPath: '/recipes/a&b/<x>', updatedAt: null},
        ],
        market,
        sites,
      );
      expect(XMLValidator.validate(xml), market.id).toBe(true);
      expect(xml.match(/hreflang="/g), market.id).toHaveLength(16);
      expect(xml, market.id).toContain('hreflang="x-default" href="https://www.originalfuel.nl/producten/protein"');
      expect(xml, market.id).toContain('a&amp;b/&lt;x&gt;');
    }
  });

  test('the index of a market under a path gets that path; at the root it is unchanged', () => {
    const index = '<sitemapindex><sitemap><loc>https://x.test/sitemap/products/1.xml</loc></sitemap></sitemapindex>';
    expect(withBasePath(index, {origin: 'https://x.test', basePath: '/fr-be'})).toContain('<loc>https://x.test/fr-be/sitemap/products/1.xml</loc>');
    expect(withBasePath(index, {origin: 'https://x.test', basePath: ''})).toBe(index);
  });

  test('child sitemap params: the five types, pages 1 to 9999; anything else is none', () => {
    for (const type of ['products', 'collections', 'fitblog', 'recipes', 'pages']) expect(sitemapParams(type, '1')).toEqual({type, page: 1});
    expect(sitemapParams('products', '9999')).toEqual({type: 'products', page: 9999});
    for (const [type, page] of [['blogs', '1'], ['metaObjects', '1'], ['products', '0'], ['products', '01'], ['products', '10000'], ['products', '-1'], ['products', '1.5'], ['products', ''], ['', '1'], [undefined, undefined]]) {
      expect(sitemapParams(type, page), `${type} ${page}`).toBeNull();
    }
  });
});
