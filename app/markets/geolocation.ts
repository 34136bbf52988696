// The geolocation prompt's rule (spec §2 Geolocation prompt, issue 13 §3): which market to suggest to a visitor,
// from the country the edge reports for the request. Pure: the server asks it for /api/account's answer.
import {MARKETS, type MarketDefinition, type MarketId} from './markets';

/** Where edges report the visitor's country: Oxygen's header, then Cloudflare's (other worker hosts). */
export const BUYER_COUNTRY_HEADERS = ['oxygen-buyer-country', 'cf-ipcountry'] as const;

/** Cloudflare's codes for "unknown" and Tor: no country. */
const NO_COUNTRY = new Set(['XX', 'T1']);

const countryCode = (value: string | null | undefined): string | null => {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && !NO_COUNTRY.has(code) ? code : null;
};

/**
 * The visitor's ISO 3166 country: the first edge header that holds one, else `fallback` (FALLBACK_BUYER_COUNTRY:
 * local development, or a host that reports none), else null. Anything that is not two letters is no country.
 */
export function buyerCountry(headers: Headers, fallback?: string | null): string | null {
  for (const name of BUYER_COUNTRY_HEADERS) {
    const code = countryCode(headers.get(name));
    if (code) return code;
  }
  return countryCode(fallback);
}

/** Countries with a market of their own; Belgium has two, told apart by the visitor's language. */
const BY_COUNTRY: Record<string, MarketId> = {NL: 'nl_nl', DE: 'de_de', IT: 'it_it', FR: 'fr_fr'};
const EUROPE: MarketId = 'eu_en';

/**
 * The European countries the Europe (English) market serves. A visitor from elsewhere has no market of ours to be
 * sent to, and is offered none (MiniOxygen, `npm run dev` and the previews, reports every visitor as from the US).
 */
const EUROPEAN_COUNTRIES = new Set(
  (
    'AD AL AT AX BA BG BY CH CY CZ DK EE ES FI FO GB GG GI GR HR HU IE IM IS JE LI LT LU LV MC MD ME MK MT NO PL PT ' +
    'RO RS SE SI SJ SK SM UA VA XK'
  ).split(' '),
);

/** French or Dutch, whichever the visitor's Accept-Language ranks first (Dutch when neither is named). */
function belgianMarket(acceptLanguage: string | null | undefined): MarketId {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return {language: tag.slice(0, 2), q: Number.isFinite(q) ? q : 0};
    })
    .filter(({language, q}) => (language === 'fr' || language === 'nl') && q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.language === 'fr' ? 'fr_be' : 'nl_be';
}

/**
 * The market to suggest to a visitor from `country` who is on `current`, or null: no country, a country outside
 * Europe, or the visitor is in their country's market already. A Belgian visitor on either Belgian market is
 * home; a visitor from another European country is suggested Europe (English).
 */
export function suggestedMarket(
  country: string | null,
  current: Pick<MarketDefinition, 'id'>,
  acceptLanguage?: string | null,
): MarketDefinition | null {
  if (!country) return null;
  if (country === 'BE' && (current.id === 'nl_be' || current.id === 'fr_be')) return null;
  const id =
    country === 'BE'
      ? belgianMarket(acceptLanguage)
      : BY_COUNTRY[country] ?? (EUROPEAN_COUNTRIES.has(country) ? EUROPE : null);
  if (!id) return null;
  if (id === current.id) return null;
  return MARKETS.find((market) => market.id === id) ?? null;
}
