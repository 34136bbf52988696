// Issue 14 §3: the market's sitemap index and child sitemaps. Products and collections go through Hydrogen's
// getSitemapIndex / getSitemap (Storefront `sitemap(type:)`), articles, recipes and content pages come from DatoCMS;
// URL building and robots rules are pure (app/markets/sitemaps.ts).
import {CacheCustom, getSitemap, getSitemapIndex} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {CONTENT_SITEMAP_QUERY} from '~graphql/content/sitemap';
import {SITEMAP_PAGES_QUERY} from '~graphql/storefront/seo';
import {publicHeaders} from '~/http/cache-control';
import {
  alternateUrl,
  CONTENT_SITEMAPS,
  marketUrl,
  SITEMAP_HREFLANGS,
  urlsetXml,
  withBasePath,
  type ContentSitemap,
  type ShopifySitemap,
  type SitemapEntry,
} from '~/markets/sitemaps';
import {entryPath} from './editorial';

/** Sitemaps and robots.txt: public, an hour fresh, a day served stale (crawlers need no minute-fresh lists). */
export const SITEMAP_CACHE = CacheCustom({mode: 'public', maxAge: 3600, staleWhileRevalidate: 86_400});

function xmlAnswer(body: string): Response {
  const headers = publicHeaders(SITEMAP_CACHE);
  headers.set('Content-Type', 'application/xml; charset=utf-8');
  return new Response(body, {headers});
}

/**
 * Hydrogen's helpers build absolute URLs from the origin of the request they get: they get one on the market's
 * configured site, so no URL ever carries the Host a client sent.
 */
function siteRequest(context: AppLoadContext, path: string): Request {
  const site = context.sites[context.market.id];
  return new Request(`${site.origin}${site.basePath}${path}`);
}

export async function sitemapIndex(context: AppLoadContext): Promise<Response> {
  const site = context.sites[context.market.id];
  const index = await getSitemapIndex({
    storefront: context.storefront,
    request: siteRequest(context, '/sitemap.xml'),
    types: ['products', 'collections'],
    customChildSitemaps: CONTENT_SITEMAPS.map((type) => `/sitemap/${type}/1.xml`),
  });
  return xmlAnswer(withBasePath(await index.text(), site));
}

/** A Shopify child sitemap, or null past its last page (page 1 always exists: an empty type names the home). */
export async function shopifySitemap(context: AppLoadContext, type: ShopifySitemap, page: number): Promise<Response | null> {
  const {sites} = context;
  if (page > 1) {
    const {sitemap: pages} = await context.storefront.query(SITEMAP_PAGES_QUERY, {
      variables: {type: type === 'products' ? 'PRODUCT' : 'COLLECTION'},
      cache: SITEMAP_CACHE,
    });
    if (page > (pages?.pagesCount?.count ?? 0)) return null;
  }
  const sitemap = await getSitemap({
    storefront: context.storefront,
    request: siteRequest(context, `/sitemap/${type}/${page}.xml`),
    params: {type, page: String(page)},
    locales: [...SITEMAP_HREFLANGS],
    getLink: ({type: kind, handle, locale}) => {
      // Products under `all` (every product is in it); collections are /products/{handle}.
      const path = kind === 'products' ? `/products/all/${handle}` : `/products/${handle}`;
      return locale ? alternateUrl(path, locale, sites) : marketUrl(path, context.market, sites);
    },
    // An empty page names the market's home rather than nothing.
    noItemsFallback: context.sites[context.market.id].basePath || '/',
  });
  const body = await sitemap.text();
  return xmlAnswer(body);
}

export async function contentSitemap(context: AppLoadContext, type: ContentSitemap, page: number): Promise<Response | null> {
  if (page !== 1) return null;
  const data = await context.content.query(CONTENT_SITEMAP_QUERY);
  const entries: SitemapEntry[] =
    type === 'pages'
      ? data.pages.map((record) => ({canonicalPath: `/${record.slug}`, updatedAt: record._updatedAt}))
      : (type === 'fitblog' ? data.articles : data.recipes).flatMap((record) => {
          const path = entryPath(type, {slug: record.slug, tags: record.tags});
          return path ? [{canonicalPath: path, updatedAt: record._updatedAt}] : [];
        });
  return xmlAnswer(urlsetXml(entries, context.market, context.sites));
}
