import {describe, expect, test} from 'vitest';
import {query} from './storefront-helpers';

const SEARCH = `query Search($term: String!, $sortKey: SearchSortKeys, $reverse: Boolean, $first: Int, $after: String,
  $filters: [ProductFilter!], $language: LanguageCode) @inContext(language: $language) {
  search(query: $term, first: $first, after: $after, sortKey: $sortKey, reverse: $reverse, types: [PRODUCT], productFilters: $filters) {
    totalCount
    nodes { ... on Product { handle title priceRange { minVariantPrice { amount } } } }
    pageInfo { hasNextPage endCursor }
    productFilters { id values { label count } }
  }
}`;

type SearchResult = {
  search: {
    totalCount: number;
    nodes: {handle: string; title: string; priceRange: {minVariantPrice: {amount: string}}}[];
    pageInfo: {hasNextPage: boolean; endCursor: string | null};
    productFilters: {id: string; values: {label: string; count: number}[]}[];
  };
};

const prices = (r: SearchResult) => r.search.nodes.map((n) => Number(n.priceRange.minVariantPrice.amount));

describe('search', () => {
  test('finds products by words of their localized title, best match first', async () => {
    const result = await query<SearchResult>(SEARCH, {term: 'whey', first: 100, language: 'EN'});
    expect(result.search.totalCount).toBe(result.search.nodes.length);
    expect(result.search.nodes.length).toBeGreaterThanOrEqual(4);
    expect(result.search.nodes.every((n) => /whey/i.test(n.title) || n.handle.includes('whey'))).toBe(true);

    const dutch = await query<SearchResult>(SEARCH, {term: 'erwten', first: 10, language: 'NL'});
    expect(dutch.search.nodes[0]!.handle).toBe('pea-protein');
  });

  test('sortKey PRICE sorts ascending; reverse sorts descending', async () => {
    const ascending = await query<SearchResult>(SEARCH, {term: 'protein', sortKey: 'PRICE', first: 100});
    expect(prices(ascending)).toEqual([...prices(ascending)].sort((a, b) => a - b));
    const descending = await query<SearchResult>(SEARCH, {term: 'protein', sortKey: 'PRICE', reverse: true, first: 100});
    expect(prices(descending)).toEqual([...prices(ascending)].reverse());
  });

  test('pages through the hits with cursors and filters them', async () => {
    const whole = await query<SearchResult>(SEARCH, {term: 'protein', first: 100});
    const firstPage = await query<SearchResult>(SEARCH, {term: 'protein', first: 10});
    const next = await query<SearchResult>(SEARCH, {term: 'protein', first: 10, after: firstPage.search.pageInfo.endCursor});
    expect([...firstPage.search.nodes, ...next.search.nodes].map((n) => n.handle)).toEqual(
      whole.search.nodes.slice(0, 20).map((n) => n.handle),
    );

    const vegan = await query<SearchResult>(SEARCH, {term: 'protein', first: 100, filters: [{tag: 'vegan'}]});
    expect(vegan.search.totalCount).toBeLessThan(whole.search.totalCount);
    expect(vegan.search.totalCount).toBeGreaterThan(0);
  });

  test('predictive search suggests products and collections', async () => {
    const data = await query<{predictiveSearch: {products: {handle: string}[]; collections: {handle: string}[]}}>(
      'query @inContext(language: DE) { predictiveSearch(query: "vitam") { products { handle } collections { handle } } }',
    );
    expect(data.predictiveSearch.products.length).toBeGreaterThan(0);
    expect(data.predictiveSearch.collections.map((c) => c.handle)).toEqual(['vitamins']);
  });

  test('products(query:) understands field terms and OR', async () => {
    const data = await query<{products: {nodes: {handle: string}[]}}>(
      '{ products(first: 50, query: "tag:vegan AND product_type:Vitamin") { nodes { handle } } }',
    );
    expect(data.products.nodes.map((n) => n.handle)).toEqual([
      'multivitamin',
      'vitamin-d3',
      'vitamin-b12',
      'omega-3',
      'turmeric',
      'ashwagandha',
    ]);
    const either = await query<{products: {nodes: {handle: string}[]}}>(
      '{ products(first: 50, query: "handle:iron OR handle:zinc") { nodes { handle } } }',
    );
    expect(either.products.nodes.map((n) => n.handle).sort()).toEqual(['iron', 'zinc']);
  });
});
