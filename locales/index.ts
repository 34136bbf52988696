// UI strings per language, with Belgian overrides on top (only what differs).
//
// The worker renders every market, so it has every language at hand. The browser only ever shows one
// market's language: it loads that one file (its own small chunk) before hydrating (app/entry.client.tsx)
// and, when a client-side navigation lands in a market with another language, before rendering it (the root's
// clientLoader). The other four languages never reach the browser.
import type {Language, LocalePrefix} from '~/markets/markets';
import {ALL_STRINGS} from './all';
import {withOverrides} from './overrides';
import type {Strings} from './nl';

export type {Strings};

const LOADERS: Record<Language, () => Promise<Strings>> = {
  nl: () => import('./nl').then((module) => module.nl),
  de: () => import('./de').then((module) => module.de),
  en: () => import('./en').then((module) => module.en),
  it: () => import('./it').then((module) => module.it),
  fr: () => import('./fr').then((module) => module.fr),
};

// `import.meta.env.SSR` is a build-time constant: the browser build drops ALL_STRINGS and keeps the loaders.
const loaded: Partial<Record<Language, Strings>> = import.meta.env.SSR ? {...ALL_STRINGS} : {};

/** Makes `stringsFor` answer for `language` (at once where it already can). */
export async function loadStrings(language: Language): Promise<void> {
  loaded[language] ??= await LOADERS[language]();
}

export function stringsFor(market: {language: Language; locale: LocalePrefix}): Strings {
  const strings = loaded[market.language];
  if (!strings) throw new Error(`UI strings for "${market.language}" are not loaded (loadStrings first)`);
  return withOverrides(strings, market.locale);
}

/** Fills {name} placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
}
