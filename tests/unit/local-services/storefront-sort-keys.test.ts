// Sort keys of product lists as a Storefront client uses them: ProductSortKeys on `products`,
// ProductCollectionSortKeys on a collection's products, each with `reverse`, and cursors that keep paging in that
// order (each edge's cursor carries its sort value).
import {describe, expect, test} from 'vitest';
import {query, type PageInfo} from './storefront-helpers';

const PRODUCTS = `query Products($q: String, $sortKey: ProductSortKeys, $reverse: Boolean, $first: Int, $last: Int,
  $after: String, $before: String, $language: LanguageCode) @inContext(language: $language) {
  products(query: $q, sortKey: $sortKey, reverse: $reverse, first: $first, last: $last, after: $after, before: $before) {
    nodes { handle }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;
const COLLECTION = `query Collection($sortKey: ProductCollectionSortKeys, $reverse: Boolean, $first: Int, $after: String) {
  collection(handle: "sports") {
    products(sortKey: $sortKey, reverse: $reverse, first: $first, after: $after) {
      nodes { handle }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
}`;

type Page = {nodes: {handle: string}[]; pageInfo: PageInfo};
const handles = (page: Page) => page.nodes.map((n) => n.handle);

/** The products tagged "sports", as `products(query:)` finds them. */
const SPORTS_TAG = 'tag:sports';
const BY_ID = ['creatine', 'pre-workout', 'bcaa', 'electrolytes', 'beta-alanine', 'l-glutamine', 'energy-gel', 'isotonic-drink', 'shaker'];

async function products(variables: Record<string, unknown>): Promise<Page> {
  return (await query<{products: Page}>(PRODUCTS, {q: SPORTS_TAG, first: 250, ...variables})).products;
}

/** Pages forward two at a time with endCursor, then back from the end with startCursor; both must give `expected`. */
async function expectPagedOrder(variables: Record<string, unknown>, expected: string[]) {
  const forward: string[] = [];
  let after: string | null = null;
  for (;;) {
    const page = await products({...variables, first: 2, after});
    forward.push(...handles(page));
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  expect(forward).toEqual(expected);

  const backward: string[] = [];
  let before: string | null = null;
  for (;;) {
    const page = await products({...variables, first: null, last: 3, before});
    backward.unshift(...handles(page));
    if (!page.pageInfo.hasPreviousPage) break;
    before = page.pageInfo.startCursor;
  }
  expect(backward).toEqual(expected);
}

describe('products(sortKey:)', () => {
  test('without a sort key, products come in id order; reverse turns it round', async () => {
    expect(handles(await products({}))).toEqual(BY_ID);
    expect(handles(await products({reverse: true}))).toEqual([...BY_ID].reverse());
    expect(handles(await products({reverse: null}))).toEqual(BY_ID);
    await expectPagedOrder({}, BY_ID);
  });

  test('ID', async () => {
    await expectPagedOrder({sortKey: 'ID'}, BY_ID);
    await expectPagedOrder({sortKey: 'ID', reverse: true}, [...BY_ID].reverse());
  });

  test('TITLE: by the title in the request language', async () => {
    const english = ['bcaa', 'beta-alanine', 'creatine', 'electrolytes', 'energy-gel', 'isotonic-drink', 'l-glutamine', 'pre-workout', 'shaker'];
    await expectPagedOrder({sortKey: 'TITLE', language: 'EN'}, english);
    // German: Beta-Alanin, BCAA, Elektrolyte, Energiegel, Isotonisches Getränk, Kreatin Monohydrat, L-Glutamin, Pre-Workout, Shaker.
    expect(handles(await products({sortKey: 'TITLE', language: 'DE'}))).toEqual([
      'bcaa', 'beta-alanine', 'electrolytes', 'energy-gel', 'isotonic-drink', 'creatine', 'l-glutamine', 'pre-workout', 'shaker',
    ]);
  });

  test('PRICE: by the lowest variant price, equal prices by id', async () => {
    const cheapest = ['shaker', 'electrolytes', 'creatine', 'l-glutamine', 'energy-gel', 'beta-alanine', 'isotonic-drink', 'bcaa', 'pre-workout'];
    await expectPagedOrder({sortKey: 'PRICE'}, cheapest);
    await expectPagedOrder({sortKey: 'PRICE', reverse: true}, [...cheapest].reverse());
  });

  test('BEST_SELLING: by the demo sales rank', async () => {
    await expectPagedOrder({sortKey: 'BEST_SELLING'}, [
      'creatine', 'l-glutamine', 'shaker', 'electrolytes', 'energy-gel', 'pre-workout', 'beta-alanine', 'isotonic-drink', 'bcaa',
    ]);
  });

  test('CREATED_AT and UPDATED_AT: oldest first, newest first reversed', async () => {
    await expectPagedOrder({sortKey: 'CREATED_AT'}, BY_ID);
    await expectPagedOrder({sortKey: 'CREATED_AT', reverse: true}, [...BY_ID].reverse());
    await expectPagedOrder({sortKey: 'UPDATED_AT'}, BY_ID);
    await expectPagedOrder({sortKey: 'UPDATED_AT', reverse: true}, [...BY_ID].reverse());
  });

  test('PRODUCT_TYPE and VENDOR: by the text, equal values by id', async () => {
    await expectPagedOrder({sortKey: 'PRODUCT_TYPE'}, ['shaker', ...BY_ID.slice(0, 8)]);
    await expectPagedOrder({sortKey: 'PRODUCT_TYPE', reverse: true}, [...BY_ID.slice(0, 8)].reverse().concat('shaker'));
    await expectPagedOrder({sortKey: 'VENDOR'}, BY_ID);
  });

  test('RELEVANCE without words to rank keeps the list order', async () => {
    await expectPagedOrder({sortKey: 'RELEVANCE'}, BY_ID);
  });

  test("each edge's cursor carries the id and the sort value of its key", async () => {
    const cursorOf = async (sortKey: string) => {
      const page = await products({q: 'handle:creatine', sortKey, first: 1});
      return JSON.parse(Buffer.from(page.pageInfo.endCursor!, 'base64').toString('utf8'));
    };
    const id = 9100000000067;
    expect(await cursorOf('ID')).toEqual({last_id: id, last_value: id});
    expect(await cursorOf('TITLE')).toEqual({last_id: id, last_value: 'Creatine Monohydrate'});
    expect(await cursorOf('PRICE')).toEqual({last_id: id, last_value: 1795});
    expect(await cursorOf('BEST_SELLING')).toEqual({last_id: id, last_value: 17});
    expect(await cursorOf('CREATED_AT')).toEqual({last_id: id, last_value: Date.parse('2024-01-06T12:00:00Z')});
    expect(await cursorOf('UPDATED_AT')).toEqual({last_id: id, last_value: Date.parse('2024-01-07T12:00:00Z')});
    expect(await cursorOf('PRODUCT_TYPE')).toEqual({last_id: id, last_value: 'Sports Nutrition'});
    expect(await cursorOf('VENDOR')).toEqual({last_id: id, last_value: 'Original Fuel'});
    expect(await cursorOf('RELEVANCE')).toEqual({last_id: id, last_value: 0});
  });

  test('a cursor of one sort key is refused by another', async () => {
    const byTitle = await products({sortKey: 'TITLE', first: 2});
    await expect(products({sortKey: 'PRICE', first: 2, after: byTitle.pageInfo.endCursor})).rejects.toThrow(/another sort order/);
    const byType = await products({sortKey: 'PRODUCT_TYPE', first: 2});
    await expect(products({sortKey: 'CREATED_AT', first: 2, after: byType.pageInfo.endCursor})).rejects.toThrow(/another sort order/);
  });
});

describe('collection products(sortKey:)', () => {
  const SPORTS = ['clear-whey', 'mass-gainer', 'magnesium', 'creatine', 'pre-workout', 'bcaa', 'electrolytes', 'beta-alanine', 'l-glutamine', 'energy-gel', 'isotonic-drink', 'shaker'];

  async function collection(variables: Record<string, unknown>): Promise<Page> {
    return (await query<{collection: {products: Page}}>(COLLECTION, {first: 250, ...variables})).collection.products;
  }

  async function pagedCollection(variables: Record<string, unknown>): Promise<string[]> {
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await collection({...variables, first: 5, after});
      seen.push(...handles(page));
      if (!page.pageInfo.hasNextPage) return seen;
      after = page.pageInfo.endCursor;
    }
  }

  test('COLLECTION_DEFAULT (the default) and MANUAL keep the collection order, with working cursors', async () => {
    expect(handles(await collection({}))).toEqual(SPORTS);
    expect(handles(await collection({reverse: null}))).toEqual(SPORTS);
    expect(await pagedCollection({})).toEqual(SPORTS);
    expect(await pagedCollection({sortKey: 'COLLECTION_DEFAULT'})).toEqual(SPORTS);
    expect(await pagedCollection({sortKey: 'MANUAL'})).toEqual(SPORTS);
    expect(await pagedCollection({sortKey: 'MANUAL', reverse: true})).toEqual([...SPORTS].reverse());
  });

  test('CREATED, ID and RELEVANCE page in their own order', async () => {
    expect(await pagedCollection({sortKey: 'CREATED'})).toEqual(SPORTS);
    expect(await pagedCollection({sortKey: 'CREATED', reverse: true})).toEqual([...SPORTS].reverse());
    expect(await pagedCollection({sortKey: 'ID'})).toEqual(SPORTS);
    expect(await pagedCollection({sortKey: 'RELEVANCE'})).toEqual(SPORTS);
  });

  test('BEST_SELLING and TITLE page in their own order', async () => {
    expect(await pagedCollection({sortKey: 'BEST_SELLING'})).toEqual([
      'creatine', 'magnesium', 'l-glutamine', 'mass-gainer', 'shaker', 'electrolytes', 'energy-gel', 'clear-whey', 'pre-workout', 'beta-alanine', 'isotonic-drink', 'bcaa',
    ]);
    expect(await pagedCollection({sortKey: 'TITLE'})).toEqual([
      'bcaa', 'beta-alanine', 'clear-whey', 'creatine', 'electrolytes', 'energy-gel', 'isotonic-drink', 'l-glutamine', 'magnesium', 'mass-gainer', 'pre-workout', 'shaker',
    ]);
  });
});
