// `sitemap(type:)` (2024-10): what Hydrogen's getSitemapIndex / getSitemap read. Shopify pages each type's
// resources 250 at a time (`pagesCount.count` pages; `resources(page:)` starts at 1); types this shop has none of
// (pages, blogs, articles, metaobjects: its content lives in DatoCMS) count 0 pages and list nothing.
import type {RequestContext} from '../context';
import {StorefrontError} from '../errors';
import type {Fields} from './common';

export const SITEMAP_PAGE_SIZE = 250;

/** When the demo collections were last edited (Shopify reports an updatedAt for every resource). */
const COLLECTIONS_UPDATED_AT = '2026-10-01T09:00:00Z';

type Resource = {handle: string; updatedAt: string};

function resourcesOf(ctx: RequestContext, type: string): Resource[] {
  const {catalogue} = ctx.store;
  if (type === 'PRODUCT') return catalogue.products.map((product) => ({handle: product.handle, updatedAt: product.publishedAt}));
  if (type === 'COLLECTION') return catalogue.collections.map((collection) => ({handle: collection.handle, updatedAt: COLLECTIONS_UPDATED_AT}));
  return [];
}

export function sitemapQuery(ctx: RequestContext, args: {type: string}): Fields {
  const all = resourcesOf(ctx, args.type);
  return {
    pagesCount: {count: Math.ceil(all.length / SITEMAP_PAGE_SIZE), precision: 'EXACT'},
    resources: ({page}: {page: number}) => {
      if (page < 1) throw new StorefrontError(`Invalid page number: ${page}. Pages start at 1.`);
      const items = all.slice((page - 1) * SITEMAP_PAGE_SIZE, page * SITEMAP_PAGE_SIZE);
      return {
        hasNextPage: page * SITEMAP_PAGE_SIZE < all.length,
        items: items.map((item) => ({__typename: 'SitemapResource', ...item, title: null, image: null})),
      };
    },
  };
}
