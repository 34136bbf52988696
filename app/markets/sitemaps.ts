// Issue 14 §3: robots.txt per host and the sitemaps of each market. Pure; the routes feed them configuration
// (every absolute URL comes from the markets' configured sites, never from the request's Host).
//
// - robots.txt: a host serves the markets configured on it (the Belgian host: nl-be, and fr-be under /fr-be);
//   without MARKET_HOST_* the one origin serves all seven under their prefixes. Personal and endless pages (cart and
//   its links, account, search, discount links, APIs) are disallowed in each market's words; each market's sitemap
//   index is named. A host no market claims (a preview or platform domain) disallows everything: the shop's pages
//   are indexed on their own hosts only.
// - sitemaps: `/sitemap.xml` of a market is an index of its child sitemaps, `/sitemap/{type}/{page}.xml`, each URL
//   in the market's words with hreflang alternates to all seven markets and x-default (the Dutch market).
import {absoluteUrl, alternatesFor, type MarketSite, type MarketSites} from './links';
import {MARKETS, type MarketDefinition} from './markets';
import {normalHost} from './resolve';
import {SEGMENTS, segmentWord} from './segments';

export type SiteMarket = {market: MarketDefinition; site: MarketSite};

/** Child sitemaps of content from DatoCMS (Shopify's products and collections are Hydrogen's own types). */
export const CONTENT_SITEMAPS = ['fitblog', 'recipes', 'pages'] as const;
export type ContentSitemap = (typeof CONTENT_SITEMAPS)[number];
export const SHOPIFY_SITEMAPS = ['products', 'collections'] as const;
export type ShopifySitemap = (typeof SHOPIFY_SITEMAPS)[number];

/**
 * The markets a request's host serves: with hosts configured, those configured on it (none for another host);
 * without, every market (one origin, path prefixes).
 */
export function marketsOnHost(
  requestHost: string,
  configs: readonly (SiteMarket & {host?: string})[],
): SiteMarket[] {
  const hosted = configs.filter((config) => config.host);
  if (!hosted.length) return [...configs];
  const host = normalHost(requestHost);
  return hosted.filter((config) => normalHost(config.host!) === host);
}

/** The `/sitemap.xml` of a market on its site. */
export function sitemapIndexUrl({site}: SiteMarket): string {
  return `${site.origin}${site.basePath}/sitemap.xml`;
}

export function robotsTxt(markets: readonly SiteMarket[]): string {
  if (!markets.length) return 'User-agent: *\nDisallow: /\n';
  const disallowed = new Set<string>();
  // The router takes a segment in any market's words (`/de/compte` is the German account too) and the account
  // redirects to the market's own: every account word is kept out.
  const accountWords = [...new Set(Object.values(SEGMENTS.account))];
  for (const {market, site} of markets) {
    for (const base of privateBases(market, site.basePath)) {
      for (const path of [
        `/${segmentWord('cart', market)}`,
        ...accountWords.map((word) => `/${word}`),
        '/search',
        '/discount/',
        '/api/',
      ]) {
        disallowed.add(`${base}${path}`);
      }
      // The cart overlay (`?cart=1` on any page) is the cart, not another copy of the page.
      disallowed.add(`${base}/*?*cart=1`);
    }
  }
  return [
    'User-agent: *',
    ...[...disallowed].map((path) => `Disallow: ${path}`),
    '',
    ...markets.map((entry) => `Sitemap: ${sitemapIndexUrl(entry)}`),
    '',
  ].join('\n');
}

/**
 * Every prefix the router answers a market's pages under on this site: its base path in every case (`/de`, `/DE`,
 * `/De`: the locale prefix is read without case, and robots.txt paths are case-sensitive), and for a market
 * served unprefixed also its locale prefix (the Dutch market answers under `/nl` too).
 */
function privateBases(market: MarketDefinition, basePath: string): string[] {
  const prefixes = basePath ? [basePath] : ['', `/${market.locale}`];
  return prefixes.flatMap((prefix) => (prefix ? caseSpellings(prefix) : ['']));
}

/** `/de` → `/de`, `/dE`, `/De`, `/DE`: every spelling of the letters in either case, the lower-case one first. */
export function caseSpellings(text: string): string[] {
  return [...text].reduce<string[]>(
    (spellings, character) => {
      const cases = character.toLowerCase() === character.toUpperCase() ? [character] : [character.toLowerCase(), character.toUpperCase()];
      return spellings.flatMap((start) => cases.map((next) => start + next));
    },
    [''],
  );
}

const XML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;'};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/** `https://site/de/produkte/protein` of a canonical path, for the market, XML-escaped. */
export function marketUrl(canonicalPath: string, market: MarketDefinition, sites: MarketSites): string {
  return escapeXml(absoluteUrl(canonicalPath, market, sites[market.id]));
}

/** The hreflang values of the alternates, as Hydrogen's getSitemap takes them (`locales`): seven and x-default. */
export const SITEMAP_HREFLANGS: readonly string[] = [...MARKETS.map((market) => market.siteLocale), 'x-default'];

/** The URL of a canonical path in the market an hreflang value names (x-default: the Dutch market). */
export function alternateUrl(canonicalPath: string, hrefLang: string, sites: MarketSites): string {
  const href = alternatesFor(canonicalPath, sites).find((alternate) => alternate.hrefLang === hrefLang)?.href;
  return escapeXml(href ?? absoluteUrl(canonicalPath, MARKETS[0]!, sites[MARKETS[0]!.id]));
}

export type SitemapEntry = {canonicalPath: string; updatedAt?: string | null};

/** A sitemap (urlset) of canonical paths in the market's words, each with its alternates: Hydrogen's format. */
export function urlsetXml(entries: readonly SitemapEntry[], market: MarketDefinition, sites: MarketSites): string {
  const urls = entries.map((entry) =>
    [
      '<url>',
      `  <loc>${marketUrl(entry.canonicalPath, market, sites)}</loc>`,
      ...(entry.updatedAt ? [`  <lastmod>${escapeXml(entry.updatedAt)}</lastmod>`] : []),
      ...alternatesFor(entry.canonicalPath, sites).map(
        (alternate) => `  <xhtml:link rel="alternate" hreflang="${alternate.hrefLang}" href="${escapeXml(alternate.href)}" />`,
      ),
      '</url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
  ].join('\n');
}

/**
 * Hydrogen's getSitemapIndex names child sitemaps at the origin of the request it is given (`{origin}/sitemap/...`);
 * a market under a path (`/de`, `/fr-be`) has them under that path: the index's locations get the market's base path.
 */
export function withBasePath(indexXml: string, site: MarketSite): string {
  if (!site.basePath) return indexXml;
  return indexXml.split(`<loc>${site.origin}/`).join(`<loc>${site.origin}${site.basePath}/`);
}

/** `/sitemap/{type}/{page}.xml` params: a known type and a page from 1 to 10 000; else null (a 404). */
export function sitemapParams(type: string | undefined, page: string | undefined): {type: ShopifySitemap | ContentSitemap; page: number} | null {
  const known = [...SHOPIFY_SITEMAPS, ...CONTENT_SITEMAPS] as readonly string[];
  if (!type || !known.includes(type) || !page || !/^[1-9][0-9]{0,3}$/.test(page)) return null;
  return {type: type as ShopifySitemap | ContentSitemap, page: Number(page)};
}
