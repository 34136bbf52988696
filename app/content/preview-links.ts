// DatoCMS's Web Previews plugin asks, for the record an editor has open, where it can be seen: it POSTs
// `{item, itemType, currentUser, siteId, environmentId, locale}` (CMA entities) and shows the `{previewLinks:
// [{label, url}]}` it gets back. Our answer: the record's page in every market, each through the preview-cookie
// route, so a click opens the page with drafts. Paths follow the link-target rules (app/content/link-targets.ts)
// in each market's words. Pure: the route passes the sites and the secret.
import {MARKETS, type ContentLocale, type MarketDefinition} from '~/markets/markets';
import {localizePath, type MarketSites} from '~/markets/links';
import {recordPath, type LinkRecord} from './link-targets';
import {PREVIEW_PATHS} from './preview';

export type PreviewLink = {label: string; url: string};

/** The parts of the plugin's payload we read; anything else in it is ignored. */
export type PreviewLinksPayload = {
  item?: {attributes?: Record<string, unknown>} | null;
  itemType?: {attributes?: {api_key?: unknown}} | null;
  locale?: unknown;
};

type RecordTypeName = LinkRecord['__typename'];

// The models that have a page of their own; DatoCMS names a model's GraphQL type after its API key.
const PAGE_TYPES = new Set<RecordTypeName>([
  'HomePageRecord',
  'ProductsOverviewRecord',
  'RecipeOverviewRecord',
  'CollectionRecord',
  'ProductRecord',
  'ArticleRecord',
  'RecipeRecord',
  'FitblogRecord',
  'PageRecord',
  'ReviewsPageRecord',
  'ContactPageRecord',
  'WholesalePageRecord',
]);

/** `home_page` → `HomePageRecord`, when that model has pages. */
function typeNameOf(apiKey: unknown): RecordTypeName | null {
  if (typeof apiKey !== 'string' || !/^[a-z][a-z0-9_]*$/.test(apiKey)) return null;
  const name = `${apiKey.replace(/(^|_)([a-z0-9])/g, (_, __, char: string) => char.toUpperCase())}Record`;
  return PAGE_TYPES.has(name as RecordTypeName) ? (name as RecordTypeName) : null;
}

/** The CMA writes locales with a dash (`nl-BE`), the CDA with an underscore (`nl_BE`). */
const cmaLocale = (locale: ContentLocale) => locale.replace('_', '-');

/**
 * A (possibly localized) slug in a market's locale, falling back as the market's content does. Tags and a
 * product's collection are links the CMA gives as ids: their pages use `all`, as link targets do without them.
 */
function slugIn(value: unknown, market: MarketDefinition): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (!value || typeof value !== 'object') return null;
  for (const locale of [market.contentLocale, ...market.contentFallbackLocales]) {
    const slug = (value as Record<string, unknown>)[cmaLocale(locale)];
    if (typeof slug === 'string' && slug.trim()) return slug.trim();
  }
  return null;
}

/** The record's page in each market that has one; markets of the editor's current locale first. */
export function previewLinks(
  payload: PreviewLinksPayload,
  options: {sites: MarketSites; secret: string},
): PreviewLink[] {
  const typeName = typeNameOf(payload.itemType?.attributes?.api_key);
  if (!typeName) return [];
  const attributes = payload.item?.attributes ?? {};
  const editing = typeof payload.locale === 'string' ? payload.locale : null;
  const markets = [...MARKETS].sort(
    (a, b) => Number(cmaLocale(b.contentLocale) === editing) - Number(cmaLocale(a.contentLocale) === editing),
  );
  return markets.flatMap((market) => {
    const canonical = recordPath({__typename: typeName, slug: slugIn(attributes.slug, market)} as LinkRecord);
    if (!canonical) return [];
    const site = options.sites[market.id];
    const path = localizePath(canonical, {market, basePath: site.basePath});
    const query = new URLSearchParams({secret: options.secret, path});
    return [{label: `${market.name} (${market.locale})`, url: `${site.origin}${PREVIEW_PATHS.enter}?${query}`}];
  });
}
