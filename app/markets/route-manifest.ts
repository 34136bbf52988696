// Translated route segments as real routes: every route file whose first segment (after the optional
// locale) is a canonical word gets the same module mounted at each translated word, so server render and
// client-side navigation match `/de/produkte/...` exactly like `/de/products/...`.
// Used by vite.config.ts at build time; pure so it can be unit-tested.
import {LOCALE_PREFIXES} from './markets';
import {segmentByCanonical, segmentWords} from './segments';

export type AliasRoute = {id: string; path: string; file: string; index: boolean};

const LOCALE_SEGMENT = '($locale)';

/** Flat-route file name (`($locale).products.$collection._index.tsx`) → path segments. */
function flatRouteSegments(fileName: string): {segments: string[]; index: boolean} {
  const base = fileName.replace(/\.(tsx|ts|jsx|js)$/, '');
  const parts = base.split('.');
  const index = parts[parts.length - 1] === '_index';
  return {segments: index ? parts.slice(0, -1) : parts, index};
}

function toPathSegment(segment: string): string {
  if (segment === '$') return '*';
  const optional = /^\((.*)\)$/.exec(segment);
  const inner = optional ? optional[1]! : segment;
  const param = inner.startsWith('$') ? `:${inner.slice(1)}` : inner.replace(/_$/, '');
  return optional ? `${param}?` : param;
}

export function aliasRoutes(routeFiles: string[]): AliasRoute[] {
  const aliases: AliasRoute[] = [];
  for (const fileName of routeFiles) {
    const {segments, index} = flatRouteSegments(fileName);
    if (segments[0] !== LOCALE_SEGMENT || !segments[1]) continue;
    const key = segmentByCanonical(segments[1]);
    if (!key) continue;
    const rest = segments.slice(2).map(toPathSegment);
    for (const word of segmentWords(key)) {
      if (word === segments[1]) continue;
      const path = [':locale?', word, ...rest].join('/');
      aliases.push({id: `alias/${word}/${fileName.replace(/\.(tsx|ts)$/, '')}`, path, file: `routes/${fileName}`, index});
    }
  }
  return aliases;
}

/**
 * The home page at every locale prefix as a static path (`/de`, `/fr-be`, ...). An optional `($locale)`
 * index would also claim any one-segment path (`/about-us`) and hide content pages behind a 404.
 */
export function homeRoutes(routeFiles: string[]): AliasRoute[] {
  if (!routeFiles.includes('_index.tsx')) return [];
  return LOCALE_PREFIXES.map((prefix) => ({id: `home/${prefix}`, path: prefix, file: 'routes/_index.tsx', index: true}));
}
