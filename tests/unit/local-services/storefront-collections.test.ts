import {describe, expect, test} from 'vitest';
import {PRODUCTS} from '../../../local-services/data/catalogue';
import {query, storefront, type PageInfo} from './storefront-helpers';

const COLLECTION_PAGE = `query CollectionPage($handle: String!, $first: Int, $last: Int, $after: String, $before: String,
  $filters: [ProductFilter!], $sortKey: ProductCollectionSortKeys, $reverse: Boolean, $language: LanguageCode)
  @inContext(language: $language) {
  collection(handle: $handle) {
    handle title
    products(first: $first, last: $last, after: $after, before: $before, filters: $filters, sortKey: $sortKey, reverse: $reverse) {
      nodes { handle availableForSale productType priceRange { minVariantPrice { amount } } options { name values } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      filters { id label type values { id label count input } }
    }
  }
}`;

type ProductNode = {
  handle: string;
  availableForSale: boolean;
  productType: string;
  priceRange: {minVariantPrice: {amount: string}};
  options: {name: string; values: string[]}[];
};
type Filter = {id: string; label: string; type: string; values: {id: string; label: string; count: number; input: string}[]};
type CollectionPage = {
  collection: {handle: string; title: string; products: {nodes: ProductNode[]; pageInfo: PageInfo; filters: Filter[]}} | null;
};

async function page(variables: Record<string, unknown>) {
  const data = await query<CollectionPage>(COLLECTION_PAGE, variables);
  return data.collection!.products;
}

/** Follows endCursor until the last page and returns every handle seen, in order. */
async function allHandles(variables: Record<string, unknown>, pageSize: number): Promise<string[]> {
  const handles: string[] = [];
  let after: string | null = null;
  for (;;) {
    const products = await page({...variables, first: pageSize, after});
    handles.push(...products.nodes.map((p) => p.handle));
    if (!products.pageInfo.hasNextPage) return handles;
    after = products.pageInfo.endCursor;
  }
}

describe('collection products', () => {
  test("'all' pages 50 at a time: the second page holds the rest, with no overlap", async () => {
    const first = await page({handle: 'all', first: 50});
    expect(first.nodes).toHaveLength(50);
    expect(first.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: false});

    const second = await page({handle: 'all', first: 50, after: first.pageInfo.endCursor});
    expect(second.nodes).toHaveLength(PRODUCTS.length - 50);
    expect(second.pageInfo).toMatchObject({hasNextPage: false, hasPreviousPage: true});

    const handles = [...first.nodes, ...second.nodes].map((p) => p.handle);
    expect(new Set(handles).size).toBe(PRODUCTS.length);
    expect(handles).toEqual(PRODUCTS.map((p) => p.handle));
  });

  test('last/before pages backwards to the same items', async () => {
    const first = await page({handle: 'all', first: 50});
    const back = await page({handle: 'all', last: 10, before: first.pageInfo.endCursor});
    expect(back.nodes.map((p) => p.handle)).toEqual(first.nodes.slice(39, 49).map((p) => p.handle));
    expect(back.pageInfo).toMatchObject({hasPreviousPage: true, hasNextPage: true});
  });

  test('a real collection has more than 24 products, localized title', async () => {
    const data = await query<CollectionPage>(COLLECTION_PAGE, {handle: 'protein', first: 250, language: 'IT'});
    expect(data.collection!.title).toBe('Proteine');
    expect(data.collection!.products.nodes.length).toBeGreaterThan(24);
  });

  test('sort keys: PRICE ascending, reversed descending, TITLE by localized title', async () => {
    const amounts = (nodes: ProductNode[]) => nodes.map((p) => Number(p.priceRange.minVariantPrice.amount));
    const ascending = amounts((await page({handle: 'vitamins', first: 50, sortKey: 'PRICE'})).nodes);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = amounts((await page({handle: 'vitamins', first: 50, sortKey: 'PRICE', reverse: true})).nodes);
    expect(descending).toEqual([...ascending].reverse());
    // Paging a sorted list with cursors visits every product once.
    const paged = await allHandles({handle: 'all', sortKey: 'TITLE', language: 'DE'}, 7);
    expect(new Set(paged).size).toBe(PRODUCTS.length);
  });

  test('filters are computed with counts over the collection', async () => {
    const products = await page({handle: 'protein', first: 250, language: 'EN'});
    const byId = new Map(products.filters.map((f) => [f.id, f]));
    const availability = byId.get('filter.v.availability')!;
    expect(availability.values.map((v) => v.label)).toEqual(['In stock', 'Out of stock']);
    expect(availability.values[0]!.count + availability.values[1]!.count).toBe(products.nodes.length);
    expect(JSON.parse(availability.values[0]!.input)).toEqual({available: true});

    const flavour = byId.get('filter.v.option.flavour')!;
    expect(flavour.type).toBe('LIST');
    const chocolate = flavour.values.find((v) => v.label === 'Chocolate')!;
    expect(JSON.parse(chocolate.input)).toEqual({variantOption: {name: 'Flavour', value: 'Chocolate'}});
    const withChocolate = products.nodes.filter((p) => p.options.some((o) => o.name === 'Flavour' && o.values.includes('Chocolate')));
    expect(chocolate.count).toBe(withChocolate.length);

    expect(byId.get('filter.v.price')!.type).toBe('PRICE_RANGE');
    expect(byId.get('filter.p.product_type')!.values.map((v) => v.label)).toContain('Protein Powder');
  });

  test('filter labels and inputs follow the @inContext language', async () => {
    const products = await page({handle: 'protein', first: 1, language: 'NL'});
    const flavour = products.filters.find((f) => f.id === 'filter.v.option.smaak')!;
    expect(flavour.label).toBe('Smaak');
    const chocolade = flavour.values.find((v) => v.label === 'Chocolade')!;
    expect(JSON.parse(chocolade.input)).toEqual({variantOption: {name: 'Smaak', value: 'Chocolade'}});
  });

  test('applying a filter narrows the products to its count, and paging stays consistent', async () => {
    const unfiltered = await page({handle: 'protein', first: 1, language: 'EN'});
    const chocolate = unfiltered.filters
      .find((f) => f.id === 'filter.v.option.flavour')!
      .values.find((v) => v.label === 'Chocolate')!;
    const filters = [JSON.parse(chocolate.input)];

    const all = await page({handle: 'protein', first: 250, filters, language: 'EN'});
    expect(all.nodes).toHaveLength(chocolate.count);
    expect(all.nodes.every((p) => p.options.some((o) => o.values.includes('Chocolate')))).toBe(true);

    const paged = await allHandles({handle: 'protein', filters, language: 'EN'}, 4);
    expect(paged).toEqual(all.nodes.map((p) => p.handle));
  });

  test('filters are OR within a group and AND across groups', async () => {
    const chocolate = {variantOption: {name: 'Flavour', value: 'Chocolate'}};
    const vanilla = {variantOption: {name: 'Flavour', value: 'Vanilla'}};
    const count = async (filters: unknown[]) => (await page({handle: 'all', first: 250, filters})).nodes.length;
    const either = await count([chocolate, vanilla]);
    expect(either).toBeGreaterThan(await count([chocolate]));
    expect(either).toBeGreaterThan(await count([vanilla]));

    const soldOutPowders = await page({
      handle: 'all',
      first: 250,
      filters: [{available: false}, {productType: 'Protein Powder'}],
    });
    expect(soldOutPowders.nodes.map((p) => p.handle)).toEqual(['gingerbread-whey']);
    // Facets: the availability counts ignore the availability filter itself, but respect the product type.
    const availability = soldOutPowders.filters.find((f) => f.id === 'filter.v.availability')!;
    expect(availability.values[1]!.count).toBe(1);
    expect(availability.values[0]!.count).toBeGreaterThan(1);
  });

  test('a malformed cursor is a GraphQL error on HTTP 200, not a 500', async () => {
    const result = await storefront(COLLECTION_PAGE, {handle: 'all', first: 10, after: 'not a cursor!'});
    expect(result.status).toBe(200);
    expect(result.errors![0]).toMatchObject({path: ['collection', 'products'], extensions: {code: 'BAD_REQUEST'}});
    expect(result.errors![0]!.message).toMatch(/Invalid cursor/);

    const garbage = Buffer.from('{"nope":1}').toString('base64');
    const second = await storefront(COLLECTION_PAGE, {handle: 'all', first: 10, after: garbage});
    expect(second.errors![0]!.message).toMatch(/Invalid cursor/);
  });

  test('a cursor from another sort order is rejected', async () => {
    const byTitle = await page({handle: 'all', first: 5, sortKey: 'TITLE'});
    const result = await storefront(COLLECTION_PAGE, {handle: 'all', first: 5, sortKey: 'PRICE', after: byTitle.pageInfo.endCursor});
    expect(result.status).toBe(200);
    expect(result.errors![0]!.message).toMatch(/another sort order/);
  });

  test('first or last is required, and at most 250', async () => {
    const none = await storefront('{ collection(handle: "all") { products { nodes { id } } } }');
    expect(none.errors![0]!.message).toBe('you must provide one of first or last');
    const tooMany = await storefront('{ products(first: 251) { nodes { id } } }');
    expect(tooMany.errors![0]!.message).toMatch(/Expected a page size from 0 to 250/);
  });

  test('collections lists the five collections and all', async () => {
    const data = await query<{collections: {nodes: {handle: string}[]}}>('{ collections(first: 50) { nodes { handle } } }');
    expect(data.collections.nodes.map((c) => c.handle)).toEqual(['protein', 'vitamins', 'snacks', 'superfoods', 'sports', 'all']);
  });
});
