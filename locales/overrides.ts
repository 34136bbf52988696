// Belgian markets share their language's strings except where Belgium differs (only what differs).
import type {LocalePrefix} from '~/markets/markets';
import type {Strings} from './nl';

export const BELGIAN_OVERRIDES: Partial<Record<LocalePrefix, Partial<Strings>>> = {
  'nl-be': {footerNote: 'Alle prijzen zijn inclusief btw (België).'},
  'fr-be': {footerNote: 'Tous les prix incluent la TVA (Belgique).'},
};

/** A language's strings as the market with `locale` shows them. */
export function withOverrides(strings: Strings, locale: LocalePrefix): Strings {
  const overrides = BELGIAN_OVERRIDES[locale];
  return overrides ? {...strings, ...overrides} : strings;
}
