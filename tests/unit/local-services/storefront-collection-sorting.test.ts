// The Storefront stand-in sorts and price-filters collection products as the collection page asks (issue 15):
// ProductCollectionSortKeys with reverse, deterministic from the demo data, and the PRICE_RANGE filter.
import {describe, expect, test} from 'vitest';
import {COLLECTIONS, PRODUCTS} from '../../../local-services/data/catalogue';
import {query, type PageInfo} from './storefront-helpers';

const SORTED_PAGE = `query SortedCollection($handle: String!, $first: Int, $after: String, $filters: [ProductFilter!],
  $sortKey: ProductCollectionSortKeys, $reverse: Boolean) {
  collection(handle: $handle) {
    products(first: $first, after: $after, filters: $filters, sortKey: $sortKey, reverse: $reverse) {
      nodes { handle createdAt priceRange { minVariantPrice { amount } } variants(first: 250) { nodes { price { amount } } } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      filters { id type values { input count } }
    }
  }
}`;

type Node = {
  handle: string;
  createdAt: string;
  priceRange: {minVariantPrice: {amount: string}};
  variants: {nodes: {price: {amount: string}}[]};
};
type Products = {nodes: Node[]; pageInfo: PageInfo; filters: {id: string; type: string; values: {input: string; count: number}[]}[]};

async function products(variables: Record<string, unknown>): Promise<Products> {
  const data = await query<{collection: {products: Products}}>(SORTED_PAGE, {first: 250, ...variables});
  return data.collection.products;
}

const handles = (list: Products) => list.nodes.map((node) => node.handle);
const byHandle = new Map(PRODUCTS.map((product) => [product.handle, product]));
const numericId = (gid: string) => Number(gid.split('/').pop());

describe('collection sort keys', () => {
  for (const collection of COLLECTIONS) {
    test(`${collection.handle}: COLLECTION_DEFAULT is the collection's own order, and reversed`, async () => {
      expect(handles(await products({handle: collection.handle, sortKey: 'COLLECTION_DEFAULT'}))).toEqual(collection.productHandles);
      expect(handles(await products({handle: collection.handle, sortKey: 'COLLECTION_DEFAULT', reverse: true}))).toEqual(
        [...collection.productHandles].reverse(),
      );
    });

    test(`${collection.handle}: BEST_SELLING follows the demo sales rank (bestsellers first), the same every time`, async () => {
      const sold = handles(await products({handle: collection.handle, sortKey: 'BEST_SELLING'}));
      const rank = (handle: string) => byHandle.get(handle)!;
      const expected = [...collection.productHandles].sort(
        (a, b) => rank(a).salesRank - rank(b).salesRank || numericId(rank(a).id) - numericId(rank(b).id),
      );
      expect(sold).toEqual(expected);
      expect(handles(await products({handle: collection.handle, sortKey: 'BEST_SELLING'}))).toEqual(sold);
      const bestsellers = collection.productHandles.filter((handle) => rank(handle).tags.includes('bestseller'));
      expect(sold.slice(0, bestsellers.length).sort()).toEqual([...bestsellers].sort());
    });

    test(`${collection.handle}: CREATED reversed is newest first`, async () => {
      const newest = (await products({handle: collection.handle, sortKey: 'CREATED', reverse: true})).nodes.map((node) => Date.parse(node.createdAt));
      expect(newest).toEqual([...newest].sort((a, b) => b - a));
      expect(new Set(newest).size).toBe(newest.length);
    });

    test(`${collection.handle}: PRICE ascending and descending by the lowest variant price`, async () => {
      const price = (list: Products) => list.nodes.map((node) => Number(node.priceRange.minVariantPrice.amount));
      const ascending = price(await products({handle: collection.handle, sortKey: 'PRICE'}));
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      const descending = price(await products({handle: collection.handle, sortKey: 'PRICE', reverse: true}));
      expect(descending).toEqual([...ascending].sort((a, b) => b - a));
    });
  }

  test('paging a sorted and price-filtered list with cursors visits each match once, in order', async () => {
    const filters = [{price: {min: 10, max: 30}}];
    const all = handles(await products({handle: 'all', sortKey: 'BEST_SELLING', filters}));
    const paged: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: Products = await products({handle: 'all', sortKey: 'BEST_SELLING', filters, first: 7, after});
      paged.push(...handles(page));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(paged).toEqual(all);
  });
});

describe('PRICE_RANGE', () => {
  const cents = (amount: string) => Math.round(Number(amount) * 100);

  test('a price filter keeps the products with a variant in the range (bounds included), either bound optional', async () => {
    for (const price of [{min: 10, max: 20}, {min: 19.95, max: 19.95}, {min: 30}, {max: 12.5}, {min: 0, max: 1000}]) {
      const found = await products({handle: 'all', filters: [{price}]});
      const min = Math.round((price.min ?? 0) * 100);
      const max = price.max === undefined ? Infinity : Math.round(price.max * 100);
      const inRange = (node: Node) => node.variants.nodes.some((variant) => cents(variant.price.amount) >= min && cents(variant.price.amount) <= max);
      expect(found.nodes.every(inRange), JSON.stringify(price)).toBe(true);
      const everything = await products({handle: 'all'});
      expect(found.nodes.length, JSON.stringify(price)).toBe(everything.nodes.filter(inRange).length);
    }
  });

  test('a range nothing costs matches nothing', async () => {
    expect((await products({handle: 'all', filters: [{price: {min: 5000, max: 6000}}]})).nodes).toEqual([]);
  });

  test('the collection offers one PRICE_RANGE filter up to its highest price', async () => {
    const {filters, nodes} = await products({handle: 'protein'});
    const range = filters.filter((filter) => filter.type === 'PRICE_RANGE');
    expect(range).toHaveLength(1);
    const highest = Math.max(...nodes.flatMap((node) => node.variants.nodes.map((variant) => Number(variant.price.amount))));
    expect(JSON.parse(range[0]!.values[0]!.input)).toEqual({price: {min: 0, max: highest}});
  });
});
