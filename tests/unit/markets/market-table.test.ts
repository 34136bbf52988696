// README "Markets and URLs", the market table, row by row: prefix, <html lang>, Storefront @inContext, DatoCMS
// locale and fallbacks; plus where each market lives in production, its env suffix (PUBLIC_STORE_DOMAIN_DE_DE)
// and the languages of its words, Storefront texts and reviews. Spelled out here, not read from the module.
import {describe, expect, test} from 'vitest';
import {LOCALE_PREFIXES, MARKETS, marketByPrefix} from '~/markets/markets';

const ROWS = [
  // id, prefix, html lang, @inContext country/language, content locale, fallbacks, language, production host, subpath, env suffix
  ['nl_nl', 'nl', 'nl-NL', 'NL', 'NL', 'nl', [], 'nl', 'www.originalfuel.nl', '', 'NL_NL'],
  ['de_de', 'de', 'de-DE', 'DE', 'DE', 'de', ['nl'], 'de', 'www.originalfuel.de', '', 'DE_DE'],
  ['eu_en', 'en', 'en', 'NL', 'EN', 'en', ['nl'], 'en', 'www.originalfuel.eu', '', 'EU_EN'],
  ['it_it', 'it', 'it-IT', 'IT', 'IT', 'it', ['nl'], 'it', 'www.originalfuel.it', '', 'IT_IT'],
  ['fr_fr', 'fr', 'fr-FR', 'FR', 'FR', 'fr', ['nl'], 'fr', 'www.originalfuel.fr', '', 'FR_FR'],
  ['nl_be', 'nl-be', 'nl-BE', 'BE', 'NL', 'nl_BE', ['nl'], 'nl', 'www.originalfuel.be', '', 'NL_BE'],
  ['fr_be', 'fr-be', 'fr-BE', 'BE', 'FR', 'fr_BE', ['fr', 'nl'], 'fr', 'www.originalfuel.be', '/fr-be', 'FR_BE'],
] as const;

describe('the market table (README "Markets and URLs", spec §3 Market)', () => {
  test.each(ROWS)('%s', (id, prefix, lang, country, language, contentLocale, fallbacks, uiLanguage, host, subpath, envSuffix) => {
    const market = MARKETS.find((m) => m.id === id)!;
    expect(market).toMatchObject({
      locale: prefix,
      siteLocale: lang,
      shopifyCountryCode: country,
      shopifyLanguageCode: language,
      contentLocale,
      contentFallbackLocales: [...fallbacks],
      language: uiLanguage,
      storefrontLanguage: uiLanguage,
      reviewLanguage: uiLanguage,
      countryCode: country,
      currencyCode: 'EUR',
      defaultHost: host,
      localeSubpath: subpath,
      envSuffix,
    });
  });

  test('the markets in table order, Dutch first (the default and x-default)', () => {
    expect(MARKETS.map((market) => market.id)).toEqual(ROWS.map(([id]) => id));
    expect(LOCALE_PREFIXES).toEqual(['nl', 'de', 'en', 'it', 'fr', 'nl-be', 'fr-be']);
  });

  test('a prefix picks its market whatever its case; no prefix or another word picks none', () => {
    expect(marketByPrefix('FR-BE')?.id).toBe('fr_be');
    expect(marketByPrefix('de')?.id).toBe('de_de');
    expect(marketByPrefix('')).toBeUndefined();
    expect(marketByPrefix(undefined)).toBeUndefined();
    expect(marketByPrefix('be')).toBeUndefined();
  });
});
