// Relay paging of the Storefront stand-in (API-SHAPES.md §1.1: first/after/last/before → edges, nodes, pageInfo) with
// Shopify-like keyset cursors (base64 of {"last_id", "last_value"}): the connection rules on small lists, then as a
// client sees them through the handler.
import {describe, expect, test} from 'vitest';
import {
  emptyConnection,
  encodeCursor,
  listConnection,
  numericId,
  paginate,
  sortKeyed,
  type Keyed,
  type PageArgs,
} from '../../../local-services/storefront/connection';
import {StorefrontError} from '../../../local-services/storefront/errors';
import {query, storefront, type PageInfo} from './storefront-helpers';

/** Ten items with ids 1..10 and values 10, 20, … 100. */
const TEN: Keyed<string>[] = Array.from({length: 10}, (_, i) => ({item: `item${i + 1}`, id: i + 1, value: (i + 1) * 10}));
const page = (args: PageArgs, list = TEN, reverse = false) =>
  paginate(list, args, (item) => item, {field: 'products', reverse});
const cursorOf = (id: number, value: string | number) => encodeCursor({id, value});

describe('cursors', () => {
  test("a cursor is base64 of the edge's id and sort value, as Shopify's are", () => {
    const cursor = encodeCursor({id: 7, value: 'Whey'});
    expect(JSON.parse(Buffer.from(cursor, 'base64').toString('utf8'))).toEqual({last_id: 7, last_value: 'Whey'});
  });

  test('each edge carries its own cursor; startCursor and endCursor are the first and last edge', () => {
    const {edges, nodes, pageInfo} = page({first: 3});
    expect(nodes).toEqual(['item1', 'item2', 'item3']);
    expect(edges.map((e) => e.node)).toEqual(nodes);
    expect(edges.map((e) => e.cursor)).toEqual([cursorOf(1, 10), cursorOf(2, 20), cursorOf(3, 30)]);
    expect(pageInfo).toEqual({hasNextPage: true, hasPreviousPage: false, startCursor: cursorOf(1, 10), endCursor: cursorOf(3, 30)});
  });

  test.each([
    ['not base64 at all', 'not a cursor!'],
    ['base64 of something other than JSON', Buffer.from('hello').toString('base64')],
    ['JSON without last_id', Buffer.from('{"last_value":1}').toString('base64')],
    ['a last_id that is no number', Buffer.from('{"last_id":"1","last_value":1}').toString('base64')],
    ['a last_value that is neither text nor number', Buffer.from('{"last_id":1,"last_value":true}').toString('base64')],
    ['a null last_value', Buffer.from('{"last_id":1,"last_value":null}').toString('base64')],
    ['JSON null', Buffer.from('null').toString('base64')],
  ])('an invalid cursor (%s) is refused with a message naming the argument', (_name, raw) => {
    expect(() => page({first: 2, after: raw})).toThrow(
      new StorefrontError(`Invalid cursor for 'after': "${raw}". Fetch a new cursor and try again.`),
    );
    expect(() => page({last: 2, before: raw})).toThrow(
      new StorefrontError(`Invalid cursor for 'before': "${raw}". Fetch a new cursor and try again.`),
    );
  });

  test('a cursor with characters outside base64 is refused, even where a lenient decoder would skip them', () => {
    const good = cursorOf(2, 20);
    expect(page({first: 1, after: good}).nodes).toEqual(['item3']);
    for (const raw of [`!${good}`, `${good}!`, `${good.slice(0, 4)} ${good.slice(4)}`, `${good}===`]) {
      expect(() => page({first: 1, after: raw})).toThrow(`Invalid cursor for 'after': "${raw}". Fetch a new cursor and try again.`);
    }
  });

  test('url-safe and padded base64 spellings are read', () => {
    const padded = Buffer.from('{"last_id":2,"last_value":20}').toString('base64');
    expect(padded.endsWith('=')).toBe(true);
    expect(page({first: 1, after: padded}).nodes).toEqual(['item3']);
  });

  test('a cursor of another sort order (text where numbers are sorted) is refused', () => {
    const byTitle = cursorOf(3, 'Whey');
    expect(() => page({first: 2, after: byTitle})).toThrow(
      "Invalid cursor for 'after': it belongs to another sort order. Fetch a new cursor and try again.",
    );
    expect(() => page({last: 2, before: byTitle})).toThrow(
      "Invalid cursor for 'before': it belongs to another sort order. Fetch a new cursor and try again.",
    );
    // An empty list has no order to disagree with.
    expect(page({first: 2, after: byTitle}, []).nodes).toEqual([]);
  });
});

describe('page arguments', () => {
  test('first or last is required', () => {
    expect(() => page({})).toThrow(new StorefrontError('you must provide one of first or last'));
    expect(() => page({first: null, last: null, after: cursorOf(1, 10)})).toThrow('you must provide one of first or last');
  });

  test('a page size runs from 0 to 250, named with its field', () => {
    expect(page({first: 0}).nodes).toEqual([]);
    expect(page({first: 250}).nodes).toHaveLength(10);
    expect(page({last: 250}).nodes).toHaveLength(10);
    for (const [name, size] of [['first', 251], ['first', -1], ['last', 251], ['last', -1]] as const) {
      let error: unknown;
      try {
        page({[name]: size});
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(StorefrontError);
      expect(error).toMatchObject({
        message: `Argument '${name}' on Field 'products' has an invalid value (${size}). Expected a page size from 0 to 250.`,
        code: 'argumentLiteralsIncompatible',
      });
    }
  });

  test('a connection may set a smaller maximum', () => {
    const small = (args: PageArgs) => paginate(TEN, args, (i) => i, {field: 'lines', max: 5});
    expect(small({first: 5}).nodes).toHaveLength(5);
    expect(() => small({first: 6})).toThrow("Argument 'first' on Field 'lines' has an invalid value (6). Expected a page size from 0 to 5.");
  });

  test('first takes from the start of the window, last from its end', () => {
    expect(page({first: 2}).nodes).toEqual(['item1', 'item2']);
    expect(page({last: 2}).nodes).toEqual(['item9', 'item10']);
    expect(page({last: 2}).pageInfo).toMatchObject({hasNextPage: false, hasPreviousPage: true});
    // Both: the last of the first.
    expect(page({first: 5, last: 2}).nodes).toEqual(['item4', 'item5']);
  });

  test('after starts behind its cursor; before ends ahead of it', () => {
    const after3 = page({first: 3, after: cursorOf(3, 30)});
    expect(after3.nodes).toEqual(['item4', 'item5', 'item6']);
    expect(after3.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: true});
    const before8 = page({last: 3, before: cursorOf(8, 80)});
    expect(before8.nodes).toEqual(['item5', 'item6', 'item7']);
    expect(before8.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: true});
    expect(page({first: 10, after: cursorOf(3, 30), before: cursorOf(6, 60)}).nodes).toEqual(['item4', 'item5']);
    expect(page({first: 1, before: cursorOf(6, 60)}).nodes).toEqual(['item1']);
  });

  test('the page ends where the list ends', () => {
    const tail = page({first: 5, after: cursorOf(8, 80)});
    expect(tail.nodes).toEqual(['item9', 'item10']);
    expect(tail.pageInfo).toMatchObject({hasNextPage: false, hasPreviousPage: true, endCursor: cursorOf(10, 100)});
    const exact = page({first: 2, after: cursorOf(8, 80)});
    expect(exact.pageInfo.hasNextPage).toBe(false);
  });

  test('after the last edge or before the first there is nothing, and no cursors', () => {
    const past = page({first: 5, after: cursorOf(10, 100)});
    expect(past.nodes).toEqual([]);
    expect(past.pageInfo).toEqual({hasNextPage: false, hasPreviousPage: true, startCursor: null, endCursor: null});
    const ahead = page({last: 5, before: cursorOf(1, 10)});
    expect(ahead.nodes).toEqual([]);
    expect(ahead.pageInfo).toEqual({hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: null});
  });

  test('a before cursor past the last edge keeps the whole list before it', () => {
    const last = page({last: 2, before: cursorOf(99, 999)});
    expect(last.nodes).toEqual(['item9', 'item10']);
    expect(last.pageInfo).toMatchObject({hasNextPage: false, hasPreviousPage: true});
  });

  test('crossed cursors (after behind before) give an empty page', () => {
    const crossed = page({first: 5, after: cursorOf(7, 70), before: cursorOf(3, 30)});
    expect(crossed.nodes).toEqual([]);
  });

  test('a cursor whose edge left the list still places the page by its value and id', () => {
    const withoutFive = TEN.filter((k) => k.id !== 5);
    expect(page({first: 2, after: cursorOf(5, 50)}, withoutFive).nodes).toEqual(['item6', 'item7']);
    expect(page({last: 2, before: cursorOf(5, 50)}, withoutFive).nodes).toEqual(['item3', 'item4']);
    // A value between two edges.
    expect(page({first: 1, after: cursorOf(99, 55)}).nodes).toEqual(['item6']);
  });

  test('equal sort values are ordered by id, and cursors place ties by id', () => {
    const ties: Keyed<string>[] = [
      {item: 'c', id: 3, value: 1},
      {item: 'a', id: 1, value: 1},
      {item: 'b', id: 2, value: 1},
    ];
    const sorted = sortKeyed(ties);
    expect(sorted.map((k) => k.item)).toEqual(['a', 'b', 'c']);
    expect(page({first: 5, after: cursorOf(1, 1)}, sorted).nodes).toEqual(['b', 'c']);
    expect(page({last: 5, before: cursorOf(3, 1)}, sorted).nodes).toEqual(['a', 'b']);
  });

  test('in a reversed list the cursors count backwards too', () => {
    const reversed = sortKeyed(TEN, true);
    expect(reversed.map((k) => k.id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    const next = page({first: 3, after: cursorOf(8, 80)}, reversed, true);
    expect(next.nodes).toEqual(['item7', 'item6', 'item5']);
    const previous = page({last: 2, before: cursorOf(8, 80)}, reversed, true);
    expect(previous.nodes).toEqual(['item10', 'item9']);
  });
});

describe('sort order', () => {
  test('numbers sort as numbers, text by natural order ignoring case and accents', () => {
    const numbers: Keyed<string>[] = [
      {item: '100', id: 1, value: 100},
      {item: '9', id: 2, value: 9},
      {item: '-1', id: 3, value: -1},
    ];
    expect(sortKeyed(numbers).map((k) => k.item)).toEqual(['-1', '9', '100']);
    const fractions: Keyed<string>[] = [
      {item: '2.5', id: 1, value: 2.5},
      {item: '2.25', id: 2, value: 2.25},
    ];
    expect(sortKeyed(fractions).map((k) => k.item)).toEqual(['2.25', '2.5']);
    const words: Keyed<string>[] = ['Item 10', 'item 2', 'Éclair', 'apple', 'Banana'].map((value, i) => ({item: value, id: i + 1, value}));
    expect(sortKeyed(words).map((k) => k.item)).toEqual(['apple', 'Banana', 'Éclair', 'item 2', 'Item 10']);
    expect(sortKeyed(words, true).map((k) => k.item)).toEqual(['Item 10', 'item 2', 'Éclair', 'Banana', 'apple']);
  });

  test('text that differs only in case or accents falls back to the id', () => {
    const same: Keyed<string>[] = [
      {item: 'second', id: 2, value: 'Creme'},
      {item: 'first', id: 1, value: 'crème'},
    ];
    expect(sortKeyed(same).map((k) => k.item)).toEqual(['first', 'second']);
    expect(sortKeyed(same, true).map((k) => k.item)).toEqual(['second', 'first']);
  });

  test('the numeric id of a gid is its last segment, without a query', () => {
    expect(numericId('gid://shopify/Product/9100000000001')).toBe(9100000000001);
    expect(numericId('gid://shopify/ProductImage/42?width=10')).toBe(42);
    expect(numericId('gid://shopify/Collection/x')).toBeNaN();
  });
});

describe('fixed lists', () => {
  const letters = ['a', 'b', 'c', 'd'];

  test('a list pages in its own order, or reversed; ids count from 1', () => {
    const list = listConnection(letters, {first: 2}, (l) => l.toUpperCase(), {field: 'images'});
    expect(list.nodes).toEqual(['A', 'B']);
    expect(list.edges[1]!.cursor).toBe(cursorOf(2, 1));
    const reversed = listConnection(letters, {first: 3, reverse: true}, (l) => l, {field: 'images'});
    expect(reversed.nodes).toEqual(['d', 'c', 'b']);
    expect(listConnection(letters, {first: 2, reverse: true, after: reversed.edges[1]!.cursor}, (l) => l, {field: 'images'}).nodes).toEqual(['b', 'a']);
    expect(listConnection(letters, {first: 2, reverse: null}, (l) => l, {field: 'images'}).nodes).toEqual(['a', 'b']);
  });

  test('a list may key its edges by its own ids', () => {
    const list = listConnection(letters, {last: 1}, (l) => l, {field: 'variants', id: (_, index) => 100 + index});
    expect(list.edges).toEqual([{cursor: cursorOf(103, 3), node: 'd'}]);
  });

  test('connections the stand-in never fills are empty but still check their arguments', () => {
    expect(emptyConnection({first: 5}, 'storeAvailability')).toEqual({
      edges: [],
      nodes: [],
      pageInfo: {hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null},
    });
    expect(() => emptyConnection({}, 'storeAvailability')).toThrow('you must provide one of first or last');
    expect(() => emptyConnection({first: 300}, 'components')).toThrow("Argument 'first' on Field 'components'");
  });
});

describe('through the API', () => {
  const VARIANTS = `query Variants($first: Int, $last: Int, $after: String, $before: String, $reverse: Boolean) {
    product(handle: "whey-protein") {
      variants(first: $first, last: $last, after: $after, before: $before, reverse: $reverse) {
        edges { cursor node { title } }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }
  }`;
  type Variants = {product: {variants: {edges: {cursor: string; node: {title: string}}[]; pageInfo: PageInfo}}};
  const variants = async (variables: Record<string, unknown>) =>
    (await query<Variants>(VARIANTS, variables)).product.variants;

  test('forward and backward pages meet: first/after and last/before visit the same variants', async () => {
    const all = await variants({first: 250});
    const titles = all.edges.map((e) => e.node.title);
    expect(titles).toHaveLength(6);
    const second = await variants({first: 2, after: all.edges[1]!.cursor});
    expect(second.edges.map((e) => e.node.title)).toEqual(titles.slice(2, 4));
    expect(second.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: true});
    const back = await variants({last: 2, before: second.pageInfo.startCursor});
    expect(back.edges.map((e) => e.node.title)).toEqual(titles.slice(0, 2));
    expect(back.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: false});
    const reversed = await variants({first: 250, reverse: true});
    expect(reversed.edges.map((e) => e.node.title)).toEqual([...titles].reverse());
  });

  test('a bad page size is a GraphQL error on HTTP 200 with the field in its message', async () => {
    const result = await storefront(VARIANTS, {last: 251});
    expect(result.status).toBe(200);
    expect(result.errors![0]!.message).toBe(
      "Argument 'last' on Field 'variants' has an invalid value (251). Expected a page size from 0 to 250.",
    );
  });
});
