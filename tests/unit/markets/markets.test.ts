import {describe, expect, test} from 'vitest';
import {MarketConfigError, marketConfigs, marketSites, siteOrigin} from '~/markets/config.server';
import {DEFAULT_MARKET, MARKETS} from '~/markets/markets';
import {localeParamMatches, normalHost, resolveMarket} from '~/markets/resolve';
import {pageSeo, seoMeta} from '~/markets/seo';
import {unknownLocalePrefixes} from '../../support/unknown-prefixes';

const url = (href: string) => new URL(href, 'http://localhost:3000');

describe('the market table (spec §3 Market)', () => {
  test('has the seven markets with their locale prefixes and html lang', () => {
    expect(MARKETS.map((m) => [m.id, m.locale, m.siteLocale])).toEqual([
      ['nl_nl', 'nl', 'nl-NL'],
      ['de_de', 'de', 'de-DE'],
      ['eu_en', 'en', 'en'],
      ['it_it', 'it', 'it-IT'],
      ['fr_fr', 'fr', 'fr-FR'],
      ['nl_be', 'nl-be', 'nl-BE'],
      ['fr_be', 'fr-be', 'fr-BE'],
    ]);
  });

  test('every market sells in EUR and has Storefront country and language codes', () => {
    for (const market of MARKETS) {
      expect(market.currencyCode).toBe('EUR');
      expect(market.shopifyCountryCode).toMatch(/^[A-Z]{2}$/);
      expect(market.shopifyLanguageCode).toMatch(/^[A-Z]{2}$/);
    }
  });

  test('Belgian markets fall back to Dutch content; fr-be tries French first', () => {
    const byId = Object.fromEntries(MARKETS.map((m) => [m.id, m]));
    expect(byId.nl_be!.contentLocale).toBe('nl_BE');
    expect(byId.nl_be!.contentFallbackLocales).toEqual(['nl']);
    expect(byId.fr_be!.contentLocale).toBe('fr_BE');
    expect(byId.fr_be!.contentFallbackLocales).toEqual(['fr', 'nl']);
    expect(byId.fr_be!.localeSubpath).toBe('/fr-be');
  });
});

describe('market resolution', () => {
  test('the first path segment picks the market', () => {
    expect(resolveMarket(url('/de/produkte')).market.id).toBe('de_de');
    expect(resolveMarket(url('/fr-be/produits')).market.id).toBe('fr_be');
    expect(resolveMarket(url('/nl-be')).market.id).toBe('nl_be');
    expect(resolveMarket(url('/en/products')).basePath).toBe('/en');
  });

  test('anything else is the Dutch market, unprefixed', () => {
    const routing = resolveMarket(url('/xx/products'));
    expect(routing.market).toBe(DEFAULT_MARKET);
    expect(routing.basePath).toBe('');
    expect(routing.pathLocale).toBeNull();
  });

  test('a locale-shaped prefix no market has (region-style, other separators, other languages) is no market', () => {
    const prefixes = unknownLocalePrefixes();
    expect(prefixes.length).toBeGreaterThan(300);
    expect(prefixes).toEqual(expect.arrayContaining(['de-at', 'fr-ch', 'nl-nl', 'en-gb', 'DE-AT', 'de_at']));
    for (const prefix of prefixes) {
      const routing = resolveMarket(url(`/${prefix}/produkte`));
      expect(routing.market, prefix).toBe(DEFAULT_MARKET);
      expect(routing.pathLocale, prefix).toBeNull();
      expect(localeParamMatches(prefix, routing), prefix).toBe(false);
    }
  });

  test('/nl/... is the Dutch market too, but its links stay unprefixed', () => {
    const routing = resolveMarket(url('/nl/producten'));
    expect(routing.market.id).toBe('nl_nl');
    expect(routing.basePath).toBe('');
    expect(routing.pathLocale).toBe('nl');
  });

  test('a configured host wins over the path; fr-be lives under /fr-be on the Belgian host', () => {
    const hosts = {de_de: 'shop.example.de', nl_be: 'shop.example.be', fr_be: 'shop.example.be'};
    expect(resolveMarket(new URL('https://shop.example.de/produkte'), hosts)).toMatchObject({
      market: {id: 'de_de'},
      basePath: '',
      byHost: true,
    });
    expect(resolveMarket(new URL('https://shop.example.be/producten'), hosts).market.id).toBe('nl_be');
    expect(resolveMarket(new URL('https://shop.example.be/fr-be/produits'), hosts)).toMatchObject({
      market: {id: 'fr_be'},
      basePath: '/fr-be',
      pathLocale: 'fr-be',
    });
  });

  test('with hosts configured, a host no market claims is the Dutch market as on its own host', () => {
    const hosts = {nl_nl: 'shop.example.nl', de_de: 'shop.example.de'};
    const strangers = ['evil.example', 'shop.example.de.evil.example', 'localhost:8787', '127.0.0.1', 'shop.example.fr'];
    for (const host of strangers) {
      for (const path of ['/', '/de/produkte', '/fr-be/produits', '/producten']) {
        expect(resolveMarket(new URL(`https://${host}${path}`), hosts), `${host}${path}`).toMatchObject({
          market: {id: 'nl_nl'},
          basePath: '',
          pathLocale: null,
        });
      }
    }
  });

  test('a market host matches whatever its case, a trailing dot or surrounding space', () => {
    const hosts = {de_de: 'Shop.Example.DE', nl_nl: 'shop.example.nl'};
    for (const host of ['shop.example.de', 'SHOP.EXAMPLE.DE', 'shop.example.de.', 'Shop.Example.De..']) {
      expect(resolveMarket(new URL(`https://${host}/produkte`), hosts).market.id, host).toBe('de_de');
    }
    expect(normalHost(' WWW.Example.NL.:8443 ')).toBe('www.example.nl:8443');
  });

  test('a route locale param must be the segment the market was resolved from', () => {
    expect(localeParamMatches('de', resolveMarket(url('/de/products')))).toBe(true);
    expect(localeParamMatches(undefined, resolveMarket(url('/products')))).toBe(true);
    expect(localeParamMatches('xx', resolveMarket(url('/xx/products')))).toBe(false);
    const hosts = {de_de: 'shop.example.de'};
    expect(localeParamMatches('de', resolveMarket(new URL('https://shop.example.de/de/produkte'), hosts))).toBe(false);
  });
});

describe('market settings from env (spec §5)', () => {
  const env = {PUBLIC_STORE_DOMAIN: 'shop.myshopify.com', PUBLIC_STOREFRONT_API_TOKEN: 'token'};

  test('a shared store domain and token serve every market; per-market values override', () => {
    const configs = marketConfigs({...env, PUBLIC_STORE_DOMAIN_DE_DE: 'de-shop.myshopify.com'});
    expect(configs.find((c) => c.id === 'nl_nl')!.storeDomain).toBe('shop.myshopify.com');
    expect(configs.find((c) => c.id === 'de_de')!.storeDomain).toBe('de-shop.myshopify.com');
    expect(configs.every((c) => c.storefrontApiVersion === '2024-10')).toBe(true);
  });

  test('a market without a store domain fails, naming the market and the field', () => {
    expect(() => marketConfigs({PUBLIC_STOREFRONT_API_TOKEN: 'token'})).toThrowError(
      /Market nl_nl is missing store domain/,
    );
  });

  test('a market whose token is blanked out fails with its own id', () => {
    try {
      marketConfigs({...env, PUBLIC_STOREFRONT_API_TOKEN_IT_IT: ' '});
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(MarketConfigError);
      expect((error as MarketConfigError).marketId).toBe('it_it');
      expect((error as Error).message).toBe('Market it_it is missing storefront token (PUBLIC_STOREFRONT_API_TOKEN)');
    }
  });

  test('each market’s site: its host, else SITE_ORIGIN with its prefix, else its production host', () => {
    const sites = marketSites(marketConfigs({...env, MARKET_HOST_DE_DE: 'shop.example.de', SITE_ORIGIN: 'http://localhost:3000/'}));
    expect(sites.de_de).toEqual({origin: 'https://shop.example.de', basePath: ''});
    expect(sites.nl_nl).toEqual({origin: 'http://localhost:3000', basePath: ''});
    expect(sites.fr_be).toEqual({origin: 'http://localhost:3000', basePath: '/fr-be'});
    const unconfigured = marketSites(marketConfigs(env));
    expect(unconfigured.de_de).toEqual({origin: 'https://www.originalfuel.de', basePath: ''});
    expect(unconfigured.fr_be).toEqual({origin: 'https://www.originalfuel.be', basePath: '/fr-be'});
  });

  test('SITE_ORIGIN must be a bare http(s) origin', () => {
    expect(siteOrigin({SITE_ORIGIN: ' https://Shop.Example.NL '})).toBe('https://shop.example.nl');
    expect(siteOrigin({})).toBeUndefined();
    for (const bad of ['localhost:3000', 'ftp://x.example', 'http://x.example/shop', 'http://u:p@x.example', 'http://x.example/?a=1', 'javascript:alert(1)', '//x.example']) {
      expect(() => siteOrigin({SITE_ORIGIN: bad}), bad).toThrowError(/SITE_ORIGIN must be an http\(s\) origin/);
    }
  });

  test('canonical and alternates come from the configured sites, for any market', () => {
    const configs = marketConfigs({...env, SITE_ORIGIN: 'http://localhost:8787'});
    const sites = marketSites(configs);
    for (const market of MARKETS) {
      const seo = pageSeo({routing: {market}, sites}, {title: 't', canonicalPath: '/products/protein'});
      expect(seo.canonical.startsWith(`http://localhost:8787${market.id === 'nl_nl' ? '/' : `/${market.locale}/`}`), seo.canonical).toBe(true);
      expect(seo.alternates.every((alternate) => alternate.href.startsWith('http://localhost:8787/'))).toBe(true);
      expect(seoMeta(seo)).toContainEqual({property: 'og:url', content: seo.canonical});
    }
  });

  test('hosts come from MARKET_HOST_<ID>', () => {
    const configs = marketConfigs({...env, MARKET_HOST_FR_BE: 'www.example.be'});
    expect(configs.find((c) => c.id === 'fr_be')!.host).toBe('www.example.be');
    expect(configs.find((c) => c.id === 'fr_be')!.siteUrl).toBe('https://www.example.be/fr-be');
    expect(configs.find((c) => c.id === 'nl_nl')!.host).toBeUndefined();
  });
});
