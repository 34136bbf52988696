// Per-request state handed to every resolver: the @inContext language and country, and where we are served from.
import {LANGUAGES, type Language, type Localized} from '../data/catalogue';
import type {Store} from './store';

export type RequestContext = {
  /** Catalogue language picked from @inContext(language:). */
  language: Language;
  /** The LanguageCode enum value as asked for (e.g. 'NL'); 'EN' when absent. */
  languageCode: string;
  /** The CountryCode enum value as asked for; 'ZZ' (unknown region) is accepted, as Hydrogen sends it. */
  country: string;
  /** Origin of the local services, for absolute image URLs. */
  origin: string;
  requestId: string;
  store: Store;
};

/** NL→nl … FR→fr; any other language reads the English texts, like a store without that translation. */
export function languageFor(code: string | null | undefined): Language {
  const lower = code?.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(lower ?? '') ? (lower as Language) : 'en';
}

export function text(ctx: RequestContext, value: Localized): string {
  return value[ctx.language];
}
