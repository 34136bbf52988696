// Money and numbers in the market's own conventions (1.234,50 € in de, € 1.234,50 in nl, €1,234.50 in en).
//
// The seven site locales' symbols are written out here instead of asking Intl: a browser's first Intl call loads
// ICU's locale data, 15-30 ms on a desktop core and four times that on a phone, a long task of its own right
// after hydration on every page with a price or a rating. The server formats with the same table, so the
// hydrated text is the server's by construction. A unit test holds the table to Intl for generated amounts in
// every market; any other locale or currency, and numbers too large or small to write out plainly, go to Intl.
export type MoneyLike = {amount: string; currencyCode: string};

type Symbols = {
  decimal: string;
  group: string;
  /** Digits the integer part needs before it is grouped at all (5 in Italian: 1234 but 12.345). */
  groupFrom: number;
  /** Where the euro sign goes: before with a no-break space (nl), before (en), after with one (de, fr, it). */
  euro: 'before-spaced' | 'before' | 'after';
};

const SYMBOLS: Record<string, Symbols> = {
  'nl-NL': {decimal: ',', group: '.', groupFrom: 4, euro: 'before-spaced'},
  'nl-BE': {decimal: ',', group: '.', groupFrom: 4, euro: 'before-spaced'},
  'de-DE': {decimal: ',', group: '.', groupFrom: 4, euro: 'after'},
  'it-IT': {decimal: ',', group: '.', groupFrom: 5, euro: 'after'},
  'fr-FR': {decimal: ',', group: '\u202f', groupFrom: 4, euro: 'after'},
  'fr-BE': {decimal: ',', group: '\u202f', groupFrom: 4, euro: 'after'},
  en: {decimal: '.', group: ',', groupFrom: 4, euro: 'before'},
};

/** The written-out locales (the markets' site locales); tests compare each with Intl. */
export const WRITTEN_OUT_LOCALES = Object.keys(SYMBOLS);

/**
 * `value` as [minus, number] in the locale's symbols, rounded half away from zero to `max` fraction digits and
 * trailing zeros dropped down to `min`; undefined when it has no plain decimal form (exponent, NaN, infinite).
 * Intl rounds the shortest decimal form of the double (1.005 → 1.01, 12.344999999999999 → 12.34), which
 * `String()` gives; arithmetic on the double would not (`toFixed` gives 1.00, a shift by 100 gives 12.35).
 */
function written(value: number, symbols: Symbols, min: number, max: number): [string, string] | undefined {
  const text = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const [whole = '', fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, max).padEnd(max, '0');
  // Up by one in the last kept digit, carried through trailing nines (1299 → 1300).
  if (fraction.charCodeAt(max) >= 53 /* '5' */) {
    digits = digits.replace(/(\d)(9*)$/, (_, digit: string, nines: string) => `${+digit + 1}${nines.replace(/9/g, '0')}`);
  }
  const integer = digits.slice(0, digits.length - max) || '0';
  let decimals = digits.slice(digits.length - max);
  while (decimals.length > min && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const grouped = integer.length < symbols.groupFrom ? integer : integer.replace(/\B(?=(\d{3})+$)/g, symbols.group);
  // Intl keeps the sign of a negative that rounds to zero (-0.001 → -€0.00), and of -0.
  const minus = value < 0 || Object.is(value, -0) ? '-' : '';
  return [minus, decimals ? grouped + symbols.decimal + decimals : grouped];
}

const intlFormats = new Map<string, Intl.NumberFormat>();

function intl(siteLocale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = siteLocale + JSON.stringify(options);
  let format = intlFormats.get(key);
  if (!format) intlFormats.set(key, (format = new Intl.NumberFormat(siteLocale, options)));
  return format;
}

export function formatMoney(money: MoneyLike, siteLocale: string): string {
  const value = Number(money.amount);
  const symbols = SYMBOLS[siteLocale];
  const plain = symbols && money.currencyCode === 'EUR' ? written(value, symbols, 2, 2) : undefined;
  if (!plain) return intl(siteLocale, {style: 'currency', currency: money.currencyCode}).format(value);
  const [minus, number] = plain;
  if (symbols!.euro === 'after') return `${minus}${number}\u00a0€`;
  return symbols!.euro === 'before' ? `${minus}€${number}` : `€\u00a0${minus}${number}`;
}

/**
 * A number as `Intl.NumberFormat(siteLocale, {minimumFractionDigits: min, maximumFractionDigits: max})` writes it,
 * with Intl's defaults for what is left out (min 0; max 3, or min when that is more).
 */
export function formatNumber(
  value: number,
  siteLocale: string,
  {min = 0, max = Math.max(min, 3)}: {min?: number; max?: number} = {},
): string {
  const symbols = SYMBOLS[siteLocale];
  const plain = symbols && written(value, symbols, min, max);
  return plain ? plain.join('') : intl(siteLocale, {minimumFractionDigits: min, maximumFractionDigits: max}).format(value);
}
