// First path segments shaped like a locale that no market has: region-style (`de-at`, `fr-ch`), other
// separators and cases, other languages, and near misses of real prefixes. Generated, so every shape of the
// kind is tried, not only `/xx`.
import {MARKETS} from '../../app/markets/markets';

const LANGUAGES = ['nl', 'de', 'en', 'fr', 'it', 'es', 'pt', 'pl'];
const REGIONS = ['at', 'ch', 'be', 'nl', 'de', 'gb', 'us', 'lu', 'fr', 'it'];
const REAL = new Set(MARKETS.map((market) => market.locale));

export function unknownLocalePrefixes(): string[] {
  const shapes = LANGUAGES.flatMap((language) =>
    REGIONS.flatMap((region) => [
      `${language}-${region}`,
      `${language.toUpperCase()}-${region.toUpperCase()}`,
      `${language}_${region}`,
      `${language}${region}`,
    ]),
  );
  const others = ['xx', 'es', 'pt', 'deu', 'ger', 'nld', 'de-', '-de', 'de--at', 'de-at-x', 'nl-be-x', 'fr-be1', 'e', 'nl.be', 'de~at'];
  return [...new Set([...shapes, ...others])].filter((prefix) => !REAL.has(prefix.toLowerCase() as never));
}
