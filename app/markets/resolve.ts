// Which market a request is for: a configured host wins (production, one domain per market, fr-be under
// /fr-be on the Belgian host); with hosts configured, any other host is the Dutch market; without hosts the
// first path segment decides, and anything else is the Dutch market.
import {DEFAULT_MARKET, MARKETS, marketByPrefix, type MarketDefinition, type MarketId} from './markets';

/** Hosts configured per market (env MARKET_HOST_<ID>); empty in development and tests. */
export type MarketHosts = Partial<Record<MarketId, string>>;

export type MarketRouting = {
  market: MarketDefinition;
  /** What every link in this market starts with: '' on the market's own host or for nl, else '/de' etc. */
  basePath: string;
  /** The locale segment this URL was addressed with, if any (route params must agree with it). */
  pathLocale: string | null;
  /** Whether the market was picked by its configured host (absolute alternates then use those hosts). */
  byHost: boolean;
};

/** `WWW.Example.NL.` and `www.example.nl` are one host: case and the DNS root's trailing dot do not count. */
export function normalHost(host: string): string {
  const [, name = '', port = ''] = /^(.*?)(:\d+)?$/.exec(host.trim().toLowerCase()) ?? [];
  return name.replace(/\.+$/, '') + port;
}

export function resolveMarket(url: URL, hosts: MarketHosts = {}): MarketRouting {
  const first = url.pathname.split('/')[1] ?? '';
  const host = normalHost(url.host);
  const onHost = MARKETS.filter((market) => hosts[market.id] && normalHost(hosts[market.id]!) === host);
  if (onHost.length) {
    const bySubpath = onHost.find((m) => m.localeSubpath && m.localeSubpath.slice(1) === first.toLowerCase());
    if (bySubpath) return {market: bySubpath, basePath: bySubpath.localeSubpath, pathLocale: first, byHost: true};
    const main = onHost.find((m) => !m.localeSubpath) ?? onHost[0]!;
    return {market: main, basePath: main.localeSubpath, pathLocale: null, byHost: true};
  }
  // With hosts configured (production), a host no market claims is someone else's name for us: it gets the
  // default market as on that market's own host, never a market chosen by a path the host does not own.
  if (Object.values(hosts).some(Boolean)) {
    return {market: DEFAULT_MARKET, basePath: DEFAULT_MARKET.localeSubpath, pathLocale: null, byHost: true};
  }
  const byPrefix = marketByPrefix(first);
  if (byPrefix) return {market: byPrefix, basePath: basePathFor(byPrefix), pathLocale: first, byHost: false};
  return {market: DEFAULT_MARKET, basePath: '', pathLocale: null, byHost: false};
}

/** Path-mode base path of a market: the Dutch market is unprefixed. */
export function basePathFor(market: MarketDefinition): string {
  return market.id === DEFAULT_MARKET.id ? '' : `/${market.locale}`;
}

/**
 * A route's optional `locale` param must be the segment the market was resolved from: `/xx/products`
 * resolves to the Dutch market with no locale segment, so the route answers 404 instead of rendering.
 */
export function localeParamMatches(param: string | undefined, routing: MarketRouting): boolean {
  return (param ?? null) === routing.pathLocale;
}
