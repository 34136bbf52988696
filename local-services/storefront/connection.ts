// Relay connections with Shopify-like keyset cursors: base64 of {"last_id", "last_value"}, the sort value and id of
// the edge. Resolving a cursor by comparison instead of by position keeps paging stable when the edge itself is no
// longer in the list (another filter, sold out), which is how Shopify's cursors behave.
import {StorefrontError} from './errors';

export type PageArgs = {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
};

export type SortValue = string | number;

/** An item with its position key in a sorted list: the sort value, then the numeric id to break ties. */
export type Keyed<T> = {item: T; id: number; value: SortValue};

type Cursor = {last_id: number; last_value: SortValue};

export type Edge<N> = {cursor: string; node: N};
export type PageInfo = {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
};
export type Connection<N> = {edges: Edge<N>[]; nodes: N[]; pageInfo: PageInfo};

export const MAX_PAGE_SIZE = 250;

const collator = new Intl.Collator('en', {sensitivity: 'base', numeric: true});

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

function compareKeys(a: {id: number; value: SortValue}, b: {id: number; value: SortValue}): number {
  return compareValues(a.value, b.value) || a.id - b.id;
}

/** Sorts by (value, id) ascending, or descending with `reverse`; the same order the cursors are compared in. */
export function sortKeyed<T>(items: Keyed<T>[], reverse = false): Keyed<T>[] {
  const sign = reverse ? -1 : 1;
  return [...items].sort((a, b) => sign * compareKeys(a, b));
}

/** Numeric tail of a gid, e.g. gid://shopify/Product/123 → 123. */
export function numericId(gid: string): number {
  return Number(gid.slice(gid.lastIndexOf('/') + 1).split('?')[0]);
}

export function encodeCursor(keyed: {id: number; value: SortValue}): string {
  const cursor: Cursor = {last_id: keyed.id, last_value: keyed.value};
  return Buffer.from(JSON.stringify(cursor)).toString('base64');
}

function decodeCursor(raw: string, argument: 'after' | 'before'): Cursor {
  const invalid = new StorefrontError(`Invalid cursor for '${argument}': "${raw}". Fetch a new cursor and try again.`);
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(raw)) throw invalid;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as Partial<Cursor>;
    const valueOk = typeof parsed.last_value === 'string' || typeof parsed.last_value === 'number';
    if (typeof parsed.last_id !== 'number' || !valueOk) throw invalid;
    return parsed as Cursor;
  } catch {
    throw invalid;
  }
}

export type PaginateOptions = {
  /** Field name for error messages, e.g. 'products'. */
  field: string;
  max?: number;
  /** The list's direction; a cursor is compared in the same direction the list was sorted in. */
  reverse?: boolean;
};

function checkPageSize(name: 'first' | 'last', size: number | null | undefined, field: string, max: number) {
  if (size == null) return;
  if (size < 0 || size > max) {
    throw new StorefrontError(
      `Argument '${name}' on Field '${field}' has an invalid value (${size}). Expected a page size from 0 to ${max}.`,
      'argumentLiteralsIncompatible',
    );
  }
}

/** Pages through an already sorted list (see sortKeyed) and maps the page's items to nodes. */
export function paginate<T, N>(
  sorted: Keyed<T>[],
  args: PageArgs,
  toNode: (item: T) => N,
  options: PaginateOptions,
): Connection<N> {
  const max = options.max ?? MAX_PAGE_SIZE;
  if (args.first == null && args.last == null) throw new StorefrontError('you must provide one of first or last');
  checkPageSize('first', args.first, options.field, max);
  checkPageSize('last', args.last, options.field, max);

  const sign = options.reverse ? -1 : 1;
  const after = args.after != null ? decodeCursor(args.after, 'after') : undefined;
  const before = args.before != null ? decodeCursor(args.before, 'before') : undefined;
  const toKey = (c: Cursor) => ({id: c.last_id, value: c.last_value});
  // A cursor from another ordering (a title where a price is expected) cannot be placed in this list.
  const sample = sorted[0]?.value;
  for (const [name, cursor] of [['after', after], ['before', before]] as const) {
    if (cursor && sample !== undefined && typeof cursor.last_value !== typeof sample) {
      throw new StorefrontError(`Invalid cursor for '${name}': it belongs to another sort order. Fetch a new cursor and try again.`);
    }
  }

  // The window between the cursors is contiguous in the sorted list, so two bounds describe it.
  let start = after ? sorted.findIndex((k) => sign * compareKeys(k, toKey(after)) > 0) : 0;
  if (start === -1) start = sorted.length;
  let end = before ? sorted.findIndex((k) => sign * compareKeys(k, toKey(before)) >= 0) : sorted.length;
  if (end === -1) end = sorted.length;
  end = Math.max(start, end);

  if (args.first != null) end = Math.min(end, start + args.first);
  if (args.last != null) start = Math.max(start, end - args.last);

  const page = sorted.slice(start, end);
  const edges = page.map((k) => ({cursor: encodeCursor(k), node: toNode(k.item)}));
  return {
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: {
      hasNextPage: end < sorted.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** A list without a meaningful sort (variants, images, selling plans): position is the sort value. */
export function positional<T>(items: T[], id: (item: T, index: number) => number): Keyed<T>[] {
  return items.map((item, index) => ({item, id: id(item, index), value: index}));
}

/** Connection over a fixed list in position order, honouring `reverse`. */
export function listConnection<T, N>(
  items: T[],
  args: PageArgs & {reverse?: boolean | null},
  toNode: (item: T) => N,
  options: PaginateOptions & {id?: (item: T, index: number) => number},
): Connection<N> {
  const keyed = positional(items, options.id ?? ((_, index) => index + 1));
  const reverse = args.reverse ?? false;
  return paginate(sortKeyed(keyed, reverse), args, toNode, {...options, reverse});
}

/** Connections the stand-in never fills (store availability, components): empty, but still validating args. */
export function emptyConnection(args: PageArgs, field: string): Connection<never> {
  return paginate<never, never>([], args, (x) => x, {field});
}
