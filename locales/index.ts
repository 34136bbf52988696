// UI strings per language, with Belgian overrides on top (only what differs).
import type {Language, LocalePrefix} from '~/markets/markets';
import {de} from './de';
import {en} from './en';
import {fr} from './fr';
import {it} from './it';
import {nl, type Strings} from './nl';

export type {Strings};

const BY_LANGUAGE: Record<Language, Strings> = {nl, de, en, it, fr};
const OVERRIDES: Partial<Record<LocalePrefix, Partial<Strings>>> = {
  'nl-be': {footerNote: 'Alle prijzen zijn inclusief btw (België).'},
  'fr-be': {footerNote: 'Tous les prix incluent la TVA (Belgique).'},
};

export function stringsFor(market: {language: Language; locale: LocalePrefix}): Strings {
  const overrides = OVERRIDES[market.locale];
  return overrides ? {...BY_LANGUAGE[market.language], ...overrides} : BY_LANGUAGE[market.language];
}

/** Fills {name} placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
}
