// Spec §3 Market: the seven markets. This table is the single source for locale prefixes, Storefront
// @inContext codes, DatoCMS locales, formatting locales and hreflang. Adding a market is a row here
// (plus a strings file), nothing else.
import type {CountryCode, LanguageCode} from '@shopify/hydrogen/storefront-api-types';

export type MarketId = 'nl_nl' | 'de_de' | 'eu_en' | 'it_it' | 'fr_fr' | 'nl_be' | 'fr_be';
/** The first path segment that selects a market when no host is configured for it. */
export type LocalePrefix = 'nl' | 'de' | 'en' | 'it' | 'fr' | 'nl-be' | 'fr-be';
/** UI language: selects strings, route words and content text. */
export type Language = 'nl' | 'de' | 'en' | 'it' | 'fr';
/** DatoCMS SiteLocale values ('-' becomes '_'). */
export type ContentLocale = 'nl' | 'de' | 'en' | 'it' | 'fr' | 'nl_BE' | 'fr_BE';

export type MarketDefinition = {
  id: MarketId;
  /** Locale prefix in paths and the key of Belgian route-word overrides. */
  locale: LocalePrefix;
  /** BCP 47 tag for <html lang>, Intl formatting and hreflang. */
  siteLocale: string;
  language: Language;
  countryCode: CountryCode;
  currencyCode: 'EUR';
  /** Language of Storefront texts and carts as Shopify names it in URLs and checkout (`nl`, `de`, ...). */
  storefrontLanguage: Language;
  /** Storefront @inContext values. */
  shopifyCountryCode: CountryCode;
  shopifyLanguageCode: LanguageCode;
  /** Review service (Trustpilot) language and locale. */
  reviewLanguage: Language;
  reviewLocale: string;
  /** DatoCMS locale and the locales tried when a field has no value in it. */
  contentLocale: ContentLocale;
  contentFallbackLocales: ContentLocale[];
  /** Content-service language name (as the editors see it). */
  contentLanguageName: string;
  name: string;
  shortName: string;
  longName: string;
  /** Production: the market's own host and, for fr-be, the subpath on the shared Belgian host. */
  defaultHost: string;
  localeSubpath: '' | `/${string}`;
  /** Env suffix for per-market overrides, e.g. PUBLIC_STORE_DOMAIN_DE_DE. */
  envSuffix: string;
};

export const DEFAULT_COUNTRY = 'NL' satisfies CountryCode;
export const DEFAULT_LANGUAGE = 'NL' satisfies LanguageCode;
export const FALLBACK_CONTENT_LOCALE = 'nl' satisfies ContentLocale;
export const CURRENCY = 'EUR';
export const STOREFRONT_API_VERSION = '2024-10';

export const MARKETS: readonly MarketDefinition[] = [
  {
    id: 'nl_nl',
    locale: 'nl',
    siteLocale: 'nl-NL',
    language: 'nl',
    countryCode: 'NL',
    currencyCode: 'EUR',
    storefrontLanguage: 'nl',
    shopifyCountryCode: 'NL',
    shopifyLanguageCode: 'NL',
    reviewLanguage: 'nl',
    reviewLocale: 'nl-NL',
    contentLocale: 'nl',
    contentFallbackLocales: [],
    contentLanguageName: 'Dutch',
    name: 'Nederland',
    shortName: 'NL',
    longName: 'Nederland (Nederlands)',
    defaultHost: 'www.originalfuel.nl',
    localeSubpath: '',
    envSuffix: 'NL_NL',
  },
  {
    id: 'de_de',
    locale: 'de',
    siteLocale: 'de-DE',
    language: 'de',
    countryCode: 'DE',
    currencyCode: 'EUR',
    storefrontLanguage: 'de',
    shopifyCountryCode: 'DE',
    shopifyLanguageCode: 'DE',
    reviewLanguage: 'de',
    reviewLocale: 'de-DE',
    contentLocale: 'de',
    contentFallbackLocales: [FALLBACK_CONTENT_LOCALE],
    contentLanguageName: 'German',
    name: 'Deutschland',
    shortName: 'DE',
    longName: 'Deutschland (Deutsch)',
    defaultHost: 'www.originalfuel.de',
    localeSubpath: '',
    envSuffix: 'DE_DE',
  },
  {
    id: 'eu_en',
    locale: 'en',
    // Plain "en": the market serves all of Europe, not one English-speaking country.
    siteLocale: 'en',
    language: 'en',
    // Europe has no country code of its own; the store ships from the Netherlands, so prices and
    // availability are the Dutch ones (README, "Naming decisions").
    countryCode: 'NL',
    currencyCode: 'EUR',
    storefrontLanguage: 'en',
    shopifyCountryCode: 'NL',
    shopifyLanguageCode: 'EN',
    reviewLanguage: 'en',
    reviewLocale: 'en-GB',
    contentLocale: 'en',
    contentFallbackLocales: [FALLBACK_CONTENT_LOCALE],
    contentLanguageName: 'English',
    name: 'Europe',
    shortName: 'EU',
    longName: 'Europe (English)',
    defaultHost: 'www.originalfuel.eu',
    localeSubpath: '',
    envSuffix: 'EU_EN',
  },
  {
    id: 'it_it',
    locale: 'it',
    siteLocale: 'it-IT',
    language: 'it',
    countryCode: 'IT',
    currencyCode: 'EUR',
    storefrontLanguage: 'it',
    shopifyCountryCode: 'IT',
    shopifyLanguageCode: 'IT',
    reviewLanguage: 'it',
    reviewLocale: 'it-IT',
    contentLocale: 'it',
    contentFallbackLocales: [FALLBACK_CONTENT_LOCALE],
    contentLanguageName: 'Italian',
    name: 'Italia',
    shortName: 'IT',
    longName: 'Italia (Italiano)',
    defaultHost: 'www.originalfuel.it',
    localeSubpath: '',
    envSuffix: 'IT_IT',
  },
  {
    id: 'fr_fr',
    locale: 'fr',
    siteLocale: 'fr-FR',
    language: 'fr',
    countryCode: 'FR',
    currencyCode: 'EUR',
    storefrontLanguage: 'fr',
    shopifyCountryCode: 'FR',
    shopifyLanguageCode: 'FR',
    reviewLanguage: 'fr',
    reviewLocale: 'fr-FR',
    contentLocale: 'fr',
    contentFallbackLocales: [FALLBACK_CONTENT_LOCALE],
    contentLanguageName: 'French',
    name: 'France',
    shortName: 'FR',
    longName: 'France (Français)',
    defaultHost: 'www.originalfuel.fr',
    localeSubpath: '',
    envSuffix: 'FR_FR',
  },
  {
    id: 'nl_be',
    locale: 'nl-be',
    siteLocale: 'nl-BE',
    language: 'nl',
    countryCode: 'BE',
    currencyCode: 'EUR',
    storefrontLanguage: 'nl',
    shopifyCountryCode: 'BE',
    shopifyLanguageCode: 'NL',
    reviewLanguage: 'nl',
    reviewLocale: 'nl-BE',
    contentLocale: 'nl_BE',
    contentFallbackLocales: ['nl'],
    contentLanguageName: 'Dutch (Belgium)',
    name: 'België',
    shortName: 'BE',
    longName: 'België (Nederlands)',
    defaultHost: 'www.originalfuel.be',
    localeSubpath: '',
    envSuffix: 'NL_BE',
  },
  {
    id: 'fr_be',
    locale: 'fr-be',
    siteLocale: 'fr-BE',
    language: 'fr',
    countryCode: 'BE',
    currencyCode: 'EUR',
    storefrontLanguage: 'fr',
    shopifyCountryCode: 'BE',
    shopifyLanguageCode: 'FR',
    reviewLanguage: 'fr',
    reviewLocale: 'fr-BE',
    contentLocale: 'fr_BE',
    contentFallbackLocales: ['fr', FALLBACK_CONTENT_LOCALE],
    contentLanguageName: 'French (Belgium)',
    name: 'Belgique',
    shortName: 'BE',
    longName: 'Belgique (Français)',
    defaultHost: 'www.originalfuel.be',
    localeSubpath: '/fr-be',
    envSuffix: 'FR_BE',
  },
];

export const DEFAULT_MARKET: MarketDefinition = MARKETS[0]!;
export const LOCALE_PREFIXES: readonly LocalePrefix[] = MARKETS.map((market) => market.locale);

export function marketByPrefix(segment: string | undefined): MarketDefinition | undefined {
  if (!segment) return undefined;
  const lower = segment.toLowerCase();
  return MARKETS.find((market) => market.locale === lower);
}
