// One helper builds every link: canonical paths (as link targets and route files name them) become the
// market's own words under the market's base path.
import {MARKETS, marketByPrefix, type MarketDefinition, type MarketId} from './markets';
import {basePathFor, type MarketHosts, type MarketRouting} from './resolve';
import {segmentByCanonical, segmentForWord, segmentWord, SEGMENTS} from './segments';

export type LinkRouting = Pick<MarketRouting, 'basePath'> & {market: Pick<MarketDefinition, 'locale' | 'language'>};

/** `/products/protein/whey` → `/de/produkte/protein/whey` for the German market (query and hash kept). */
export function localizePath(canonicalPath: string, routing: LinkRouting): string {
  const [, path = '/', suffix = ''] = /^([^?#]*)(.*)$/.exec(canonicalPath) ?? [];
  const segments = path.split('/').filter(Boolean);
  const key = segments[0] ? segmentByCanonical(segments[0]) : undefined;
  if (key) segments[0] = segmentWord(key, routing.market);
  const localized = segments.length ? `/${segments.join('/')}` : '';
  return (`${routing.basePath}${localized}` || '/') + suffix;
}

/** Inverse of localizePath for any market's words: strips the base path and returns canonical words. */
export function canonicalizePath(localizedPath: string, routing: Pick<MarketRouting, 'basePath'>): string {
  const [, path = '/', suffix = ''] = /^([^?#]*)(.*)$/.exec(localizedPath) ?? [];
  const rest = routing.basePath && path.toLowerCase().startsWith(routing.basePath) ? path.slice(routing.basePath.length) : path;
  const segments = rest.split('/').filter(Boolean);
  const key = segmentForWord(segments[0]);
  if (key) segments[0] = SEGMENTS[key].canonical;
  return `/${segments.join('/')}${suffix}`;
}

export type Alternate = {hrefLang: string; href: string};

/**
 * Where a market lives on the web, from configuration only (app/markets/config.server.ts): absolute URLs of its
 * pages are `origin + basePath + path`. Never taken from a request: its Host is whatever the client sent.
 */
export type MarketSite = {origin: string; basePath: string};
export type MarketSites = Record<MarketId, MarketSite>;

/** `/products/protein` → `https://www.originalfuel.de/produkte/protein` for the German market's site. */
export function absoluteUrl(canonicalPath: string, market: MarketDefinition, site: MarketSite): string {
  return site.origin + localizePath(canonicalPath, {market, basePath: site.basePath});
}

/** hreflang alternates of one canonical path in every market, plus x-default pointing at the Dutch market. */
export function alternatesFor(canonicalPath: string, sites: MarketSites): Alternate[] {
  const hrefFor = (market: MarketDefinition) => absoluteUrl(canonicalPath, market, sites[market.id]);
  const alternates = MARKETS.map((market) => ({hrefLang: market.siteLocale, href: hrefFor(market)}));
  return [...alternates, {hrefLang: 'x-default', href: hrefFor(MARKETS[0]!)}];
}

// ---------------------------------------------------------------------------------------------------------
// The market switcher (issue 8 item 9): the page being viewed, in another market. Kept apart from the rest:
// it reads any path a shopper can be on, whatever market's words or locale prefix it was addressed with.

/**
 * The page a path shows, in canonical words: a leading locale prefix in any case (`/nl`, `/DE`, `/fr-be`)
 * is dropped, the first segment in any market's words becomes the canonical word, empty segments (a trailing
 * slash) go; the query and hash stay.
 */
export function canonicalPageOf(path: string): string {
  const [, pathname = '/', suffix = ''] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  // A backslash is a slash to browsers: `/\evil.example` must not become a protocol-relative link.
  const segments = pathname.replace(/\\/g, '/').split('/').filter(Boolean);
  if (marketByPrefix(segments[0])) segments.shift();
  const key = segmentForWord(segments[0]);
  if (key) segments[0] = SEGMENTS[key].canonical;
  return `/${segments.join('/')}${suffix}`;
}

/**
 * Where the switcher sends a shopper on `currentPath` who picks `target`: the same page in the target's words,
 * on the target's own host when one is configured (fr-be under /fr-be there), else under its locale prefix.
 */
export function samePageInMarket(currentPath: string, target: MarketDefinition, hosts: MarketHosts): string {
  const host = hosts[target.id];
  const path = localizePath(canonicalPageOf(currentPath), {
    market: target,
    basePath: host ? target.localeSubpath : basePathFor(target),
  });
  return host ? `https://${host}${path}` : path;
}
