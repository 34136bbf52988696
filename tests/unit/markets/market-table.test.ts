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

  // The market switcher lists each market by its long name (its own country and language, in its own words);
  // the review service is asked in the market's locale; editors see the content language by its English name.
  test.each([
    ['nl_nl', 'Nederland', 'NL', 'Nederland (Nederlands)', 'nl-NL', 'Dutch'],
    ['de_de', 'Deutschland', 'DE', 'Deutschland (Deutsch)', 'de-DE', 'German'],
    ['eu_en', 'Europe', 'EU', 'Europe (English)', 'en-GB', 'English'],
    ['it_it', 'Italia', 'IT', 'Italia (Italiano)', 'it-IT', 'Italian'],
    ['fr_fr', 'France', 'FR', 'France (Français)', 'fr-FR', 'French'],
    ['nl_be', 'België', 'BE', 'België (Nederlands)', 'nl-BE', 'Dutch (Belgium)'],
    ['fr_be', 'Belgique', 'BE', 'Belgique (Français)', 'fr-BE', 'French (Belgium)'],
  ])('%s is named %s (%s, "%s"), reviews in %s, content language %s', (id, name, shortName, longName, reviewLocale, contentLanguageName) => {
    expect(MARKETS.find((m) => m.id === id)).toMatchObject({name, shortName, longName, reviewLocale, contentLanguageName});
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
