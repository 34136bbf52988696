// search (results page) and predictiveSearch (search-as-you-type). Only products are searchable here: articles and
// pages live in DatoCMS, not in Shopify.
import type {DemoProduct} from '../../data/catalogue';
import {paginate, type PageArgs} from '../connection';
import {text, type RequestContext} from '../context';
import type {Fields} from './common';
import {collectionView} from './collections';
import {applyFilters, computeFilters, type ProductFilterInput} from './filters';
import {orderProducts} from './product-order';
import {productView} from './products';
import {normalize, relevance, terms} from './text-match';

type SearchArgs = PageArgs & {
  query: string;
  sortKey?: string | null;
  reverse?: boolean | null;
  types?: string[] | null;
  productFilters?: ProductFilterInput[] | null;
  unavailableProducts?: string | null;
  prefix?: string | null;
};

/** Products matching every term, best first; unavailable ones last, hidden or left in place as asked. */
function rankedHits(ctx: RequestContext, query: string, unavailable: string): DemoProduct[] {
  const queryTerms = terms(query);
  const scored = ctx.store.catalogue.products
    .map((product, position) => ({product, position, score: relevance(ctx, product, queryTerms)}))
    .filter((hit) => hit.score > 0);
  const available = (p: DemoProduct) => p.variants.some((v) => v.availableForSale);
  const visible = unavailable === 'HIDE' ? scored.filter((h) => available(h.product)) : scored;
  const demote = (p: DemoProduct) => (unavailable === 'LAST' && !available(p) ? 1 : 0);
  return visible
    .sort((a, b) => demote(a.product) - demote(b.product) || b.score - a.score || a.position - b.position)
    .map((h) => h.product);
}

export function searchQuery(ctx: RequestContext, args: SearchArgs) {
  const wantsProducts = !args.types?.length || args.types.includes('PRODUCT');
  const hits = wantsProducts ? rankedHits(ctx, args.query, args.unavailableProducts ?? 'LAST') : [];
  const filtered = applyFilters(ctx, hits, args.productFilters);
  const reverse = args.reverse ?? false;
  const connection = paginate(
    orderProducts(ctx, filtered, args.sortKey ?? 'RELEVANCE', reverse),
    args,
    (p) => productView(ctx, p),
    {field: 'search', reverse},
  );
  return {
    ...connection,
    totalCount: filtered.length,
    productFilters: () => computeFilters(ctx, hits, args.productFilters),
  };
}

type PredictiveArgs = {query: string; limit?: number | null; types?: string[] | null; unavailableProducts?: string | null};

export function predictiveSearchQuery(ctx: RequestContext, args: PredictiveArgs): Fields {
  const limit = Math.min(Math.max(args.limit ?? 10, 1), 10);
  const wants = (type: string) => !args.types?.length || args.types.includes(type);
  const products = rankedHits(ctx, args.query, args.unavailableProducts ?? 'LAST').slice(0, limit);
  const needle = normalize(args.query.trim());
  const collections = ctx.store.catalogue.collections
    .filter((c) => c.handle !== 'all' && needle && normalize(text(ctx, c.title)).includes(needle))
    .slice(0, limit);
  const suggestions = products.slice(0, 3).map((p) => {
    const title = text(ctx, p.title);
    return {text: title.toLowerCase(), styledText: title.toLowerCase(), trackingParameters: null};
  });
  return {
    products: wants('PRODUCT') ? products.map((p) => productView(ctx, p)) : [],
    collections: wants('COLLECTION') ? collections.map((c) => collectionView(ctx, c)) : [],
    queries: wants('QUERY') ? suggestions : [],
    articles: [],
    pages: [],
  };
}
