// Shopify's input rules for legacy customer accounts: email, password (5 to 40 characters, no surrounding
// whitespace), names without HTML or links, E.164 phones, and mailing addresses with a known country and a postal
// code in that country's format. Pure functions returning CustomerUserErrors on the given field paths.
import {
  customerErrors,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  type CustomerUserError,
  type FieldPath,
} from './customer-errors';

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
const HTML_TAG = /<[^>]*>/;
const URL_LIKE =
  /(?:[a-z][a-z0-9+.-]*:\/\/|www\.|\b[a-z0-9-]{2,}\.(?:com|net|org|info|biz|io|co|nl|de|be|fr|it|eu|uk|ru|cn|xyz|shop|site|online|top|app)\b)/i;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailErrors(email: string | null | undefined, field: FieldPath): CustomerUserError[] {
  const value = email?.trim() ?? '';
  if (!value) return [customerErrors.blank(field, 'Email')];
  if (value.length > MAX_NAME_LENGTH) return [customerErrors.tooLong(field, 'Email', MAX_NAME_LENGTH)];
  return EMAIL.test(value) ? [] : [customerErrors.invalid(field, 'Email')];
}

export function passwordErrors(password: string | null | undefined, field: FieldPath): CustomerUserError[] {
  const value = password ?? '';
  if (!value) return [customerErrors.blank(field, 'Password')];
  if (value !== value.trim()) return [customerErrors.passwordWhitespace(field)];
  if (value.length < MIN_PASSWORD_LENGTH) return [customerErrors.passwordTooShort(field)];
  if (value.length > MAX_PASSWORD_LENGTH) return [customerErrors.passwordTooLong(field)];
  return [];
}

/** Names and other free text shown back to the shop owner: no markup, no links, at most 255 characters. */
export function textErrors(value: string | null | undefined, field: FieldPath, label: string): CustomerUserError[] {
  if (!value) return [];
  if (HTML_TAG.test(value)) return [customerErrors.containsHtml(field, label)];
  if (URL_LIKE.test(value)) return [customerErrors.containsUrl(field, label)];
  if (value.length > MAX_NAME_LENGTH) return [customerErrors.tooLong(field, label, MAX_NAME_LENGTH)];
  return [];
}

/** E.164 after removing spaces, dashes, dots and parentheses; a leading 00 counts as +. Null for anything else. */
export function normalizePhone(phone: string): string | null {
  const compact = phone.replace(/[\s().-]/g, '').replace(/^00/, '+');
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : null;
}

export function phoneErrors(phone: string | null | undefined, field: FieldPath): CustomerUserError[] {
  if (!phone) return [];
  return normalizePhone(phone) ? [] : [customerErrors.invalid(field, 'Phone')];
}

// Countries a demo address may be in: the EU and its neighbours the shop ships to.
const COUNTRY_CODES = [
  'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT',
  'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
];
const NAME_LANGUAGES = ['en', 'nl', 'de', 'fr', 'it'];

const countryByName = new Map<string, string>();
for (const code of COUNTRY_CODES) {
  countryByName.set(code.toLowerCase(), code);
  for (const language of NAME_LANGUAGES) {
    const name = new Intl.DisplayNames([language], {type: 'region'}).of(code);
    if (name) countryByName.set(name.toLowerCase(), code);
  }
}

/** ISO code for a country given as code or as its name in one of the shop's languages; null when unknown. */
export function countryCodeFor(country: string): string | null {
  return countryByName.get(country.trim().toLowerCase()) ?? null;
}

/** The English name Shopify stores and returns in MailingAddress.country. */
export function countryName(code: string): string {
  return new Intl.DisplayNames(['en'], {type: 'region'}).of(code) ?? code;
}

const ZIP_FORMATS: Record<string, RegExp> = {
  NL: /^\d{4}\s?[A-Za-z]{2}$/,
  DE: /^\d{5}$/,
  BE: /^\d{4}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  AT: /^\d{4}$/,
  LU: /^(?:L-)?\d{4}$/,
  ES: /^\d{5}$/,
};

export type MailingAddressInput = {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  company?: string | null;
  country?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  province?: string | null;
  zip?: string | null;
};

const ADDRESS_TEXT_FIELDS: [keyof MailingAddressInput, string][] = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['company', 'Company'],
  ['address1', 'Address1'],
  ['address2', 'Address2'],
  ['city', 'City'],
  ['province', 'Province'],
];

export function addressErrors(input: MailingAddressInput, path: FieldPath): CustomerUserError[] {
  const errors = ADDRESS_TEXT_FIELDS.flatMap(([key, label]) => textErrors(input[key], [...path, key], label));
  const code = input.country ? countryCodeFor(input.country) : null;
  if (input.country && !code) errors.push(customerErrors.invalid([...path, 'country'], 'Country'));
  const zipFormat = code ? ZIP_FORMATS[code] : undefined;
  if (input.zip && zipFormat && !zipFormat.test(input.zip.trim())) errors.push(customerErrors.invalid([...path, 'zip'], 'Zip'));
  errors.push(...phoneErrors(input.phone, [...path, 'phone']));
  return errors;
}
