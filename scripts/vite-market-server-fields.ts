// The market table (app/markets/markets.ts) holds what the worker needs of each market (Storefront @inContext
// codes, content locales, review locale, env suffix) beside what the browser needs (prefix, language, names,
// hosts). The browser build leaves the worker's fields out of the table: about 0.3 KB gzip of the shell chunk that
// every page loads (README "JavaScript on the first view"). Nothing in the browser reads them
// (tests/unit/dev/market-server-fields.test.ts checks the app's modules); the worker and the tests keep them.
import type {Plugin} from 'vite';

export const MARKET_TABLE = '/app/markets/markets.ts';

/** Fields of `MarketDefinition` that only server code reads. */
export const SERVER_ONLY_MARKET_FIELDS = [
  'countryCode',
  'storefrontLanguage',
  'shopifyCountryCode',
  'shopifyLanguageCode',
  'reviewLocale',
  'contentLocale',
  'contentFallbackLocales',
  'contentLanguageName',
  'envSuffix',
] as const;

const FIELD_LINE = new RegExp(`^\\s+(?:${SERVER_ONLY_MARKET_FIELDS.join('|')}): [^\\n]*,\\n`, 'gm');

/** The table's source without the server-only field lines (each field is one line in the table). */
export function withoutServerFields(source: string): string {
  return source.replace(FIELD_LINE, '');
}

export function marketServerFieldsOff(): Plugin {
  return {
    name: 'market-server-fields-off',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || !id.split('?')[0]!.endsWith(MARKET_TABLE)) return null;
      return {code: withoutServerFields(code), map: null};
    },
  };
}
