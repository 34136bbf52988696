// UI strings for tests that run outside Vite (Playwright): every language at once, as the worker has them, with
// the markets' overrides; locales/index.ts reads Vite's build flag, which plain Node does not define.
import {ALL_STRINGS} from '../../locales/all';
import {withOverrides} from '../../locales/overrides';
import type {Strings} from '../../locales/nl';
import type {Language, LocalePrefix} from '../../app/markets/markets';

export function stringsFor(market: {language: Language; locale: LocalePrefix}): Strings {
  return withOverrides(ALL_STRINGS[market.language], market.locale);
}
