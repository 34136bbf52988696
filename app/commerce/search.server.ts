// Products search (spec §7, first 100): Storefront hits as product cards, linked within their first
// collection (or `all` when they have none).
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {PRODUCT_SEARCH_QUERY} from '~graphql/storefront/search';
import {storefrontCard, type ProductCardData} from '~/commerce/product-card';
import {SEARCH_LIMIT, searchSortVariables, type SearchSort} from '~/commerce/search-options';

export type ProductSearchResult = {query: string; sort: SearchSort; totalCount: number; products: ProductCardData[]};

export async function searchProducts(
  context: AppLoadContext,
  {query, sort}: {query: string; sort: SearchSort},
): Promise<ProductSearchResult> {
  if (!query) return {query, sort, totalCount: 0, products: []};
  const {search} = await context.storefront.query(PRODUCT_SEARCH_QUERY, {
    variables: {query, first: SEARCH_LIMIT, ...searchSortVariables(sort)},
  });
  // `nodes` is a union over searchable types; with types: [PRODUCT] only products carry an id here.
  const products = search.nodes.flatMap((node) =>
    'id' in node ? [storefrontCard(node, node.collections.nodes[0]?.handle ?? 'all')] : [],
  );
  return {query, sort, totalCount: search.totalCount, products};
}
