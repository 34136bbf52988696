// What a collection page shows, read from its URL (issue 15): the sort order, a price range in euros and the
// list filters (availability, product type, options) as Storefront ProductFilter inputs. The URL is the only
// state, so filters, sort and paging work without JavaScript and every view has its own address. Bad input is
// never fatal: what cannot be read is left out and named in `notes`, which the page shows to the shopper.
import type {ProductCollectionSortKeys, ProductFilter} from '@shopify/hydrogen/storefront-api-types';

/** Spec §9 "collection default 50": products per page. */
export const COLLECTION_PAGE_SIZE = 50;

export const SORT_PARAM = 'sort';
export const FILTER_PARAM = 'filter';
export const MIN_PRICE_PARAM = 'minPrice';
export const MAX_PRICE_PARAM = 'maxPrice';
/** Hydrogen's pagination parameters (getPaginationVariables): any change of sort or filters restarts paging. */
export const PAGING_PARAMS = ['cursor', 'direction'] as const;

export const COLLECTION_SORTS = ['featured', 'best-selling', 'price-asc', 'price-desc', 'newest'] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];
export const DEFAULT_SORT: CollectionSort = 'featured';

/** Each sort as the Storefront's collection sortKey and reverse (newest first is CREATED reversed). */
export const SORT_VARIABLES: Record<CollectionSort, {sortKey: ProductCollectionSortKeys; reverse: boolean}> = {
  featured: {sortKey: 'COLLECTION_DEFAULT', reverse: false},
  'best-selling': {sortKey: 'BEST_SELLING', reverse: false},
  'price-asc': {sortKey: 'PRICE', reverse: false},
  'price-desc': {sortKey: 'PRICE', reverse: true},
  newest: {sortKey: 'CREATED', reverse: true},
};

/** What the shopper is told when part of the URL was not used (`noMatches` and `badPage` come from the query). */
export type CollectionNote = 'unknownSort' | 'invalidPrice' | 'unreadableFilter' | 'noMatches' | 'badPage';

/** Prices above this are no price of this shop: a typo or an attack, not a range to ask the Storefront for. */
export const MAX_PRICE_EUROS = 100_000;
/** Shopify takes a few dozen filters at most; more in one URL is not a shopper's doing. */
export const MAX_FILTERS = 25;
const MAX_FILTER_LENGTH = 500;

export type PriceRange = {min: number | null; max: number | null};

export type CollectionQuery = {
  sort: CollectionSort;
  /** The applied range, or null when none was given or it could not be used. */
  price: PriceRange | null;
  /** What the shopper typed, shown back in the form (also when it could not be used). */
  priceInput: {min: string; max: string};
  /** Applied list filters, each in one JSON spelling (the Storefront's `input` strings, normalized). */
  filters: string[];
  notes: CollectionNote[];
};

/** Reads sort, price range and filters from a collection URL's query; never throws. */
export function collectionQueryFrom(params: URLSearchParams): CollectionQuery {
  const notes: CollectionNote[] = [];
  const sort = sortFrom(params.getAll(SORT_PARAM));
  if (!sort) notes.push('unknownSort');

  const minInputs = params.getAll(MIN_PRICE_PARAM);
  const maxInputs = params.getAll(MAX_PRICE_PARAM);
  const priceInput = {min: (minInputs[0] ?? '').slice(0, 20), max: (maxInputs[0] ?? '').slice(0, 20)};
  const price = priceRangeFrom(minInputs, maxInputs);
  if (price === 'invalid') notes.push('invalidPrice');

  const {filters, unreadable} = listFiltersFrom(params.getAll(FILTER_PARAM));
  if (unreadable) notes.push('unreadableFilter');

  return {sort: sort ?? DEFAULT_SORT, price: price === 'invalid' ? null : price, priceInput, filters, notes};
}

function sortFrom(values: string[]): CollectionSort | null {
  const given = [...new Set(values.map((value) => value.trim()).filter(Boolean))];
  if (!given.length) return DEFAULT_SORT;
  return given.length === 1 && (COLLECTION_SORTS as readonly string[]).includes(given[0]!) ? (given[0] as CollectionSort) : null;
}

/**
 * An amount in euros as a shopper types it: "12", "12.5", "12,50" (Dutch, German, French, Italian decimal
 * comma), "€ 12". Empty is "not given" (an empty form field); anything else unreadable is invalid.
 */
export function eurosFrom(raw: string): number | null | 'invalid' {
  const text = raw.trim().replace(/^€\s*/, '').replace(/\s*€$/, '');
  if (!text) return null;
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return 'invalid';
  const euros = Number(`${match[1]}.${match[2] ?? '0'}`);
  return euros <= MAX_PRICE_EUROS ? euros : 'invalid';
}

function priceRangeFrom(minInputs: string[], maxInputs: string[]): PriceRange | null | 'invalid' {
  // The same field twice (a hand-made URL) is ambiguous: which one did the shopper mean?
  if (new Set(minInputs).size > 1 || new Set(maxInputs).size > 1) return 'invalid';
  const min = eurosFrom(minInputs[0] ?? '');
  const max = eurosFrom(maxInputs[0] ?? '');
  if (min === 'invalid' || max === 'invalid') return 'invalid';
  if (min !== null && max !== null && min > max) return 'invalid';
  // From 0 with no maximum is every product: no filter at all.
  if (!min && max === null) return null;
  return {min: min || null, max};
}

const STRING_FILTERS = ['productType', 'productVendor', 'tag'] as const;
const KEY_VALUE_FILTERS = ['productMetafield', 'variantMetafield'] as const;

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 200;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}

/** The object with exactly these text fields, rebuilt in this key order (one spelling per filter); else null. */
function textFields<K extends string>(value: unknown, fields: readonly K[]): Record<K, string> | null {
  if (!isPlainObject(value) || Object.keys(value).length !== fields.length || !fields.every((field) => isText(value[field]))) {
    return null;
  }
  return Object.fromEntries(fields.map((field) => [field, value[field]])) as Record<K, string>;
}

/**
 * One list filter the Storefront understands, checked key by key and value by value: exactly one filter per
 * entry, of the kinds the collection offers (price has its own fields). Anything else is unreadable.
 */
export function listFilterFrom(value: unknown): ProductFilter | null {
  if (!isPlainObject(value)) return null;
  const keys = Object.keys(value);
  if (keys.length !== 1) return null;
  const key = keys[0]!;
  const inner = value[key];
  if (key === 'available') return typeof inner === 'boolean' ? {available: inner} : null;
  if ((STRING_FILTERS as readonly string[]).includes(key)) return isText(inner) ? ({[key]: inner} as ProductFilter) : null;
  if (key === 'variantOption') {
    const option = textFields(inner, ['name', 'value'] as const);
    return option ? {variantOption: option} : null;
  }
  if ((KEY_VALUE_FILTERS as readonly string[]).includes(key)) {
    const metafield = textFields(inner, ['namespace', 'key', 'value'] as const);
    return metafield ? ({[key]: metafield} as ProductFilter) : null;
  }
  return null;
}

function listFiltersFrom(values: string[]): {filters: string[]; unreadable: boolean} {
  const filters = new Set<string>();
  let unreadable = false;
  for (const raw of values) {
    if (!raw.trim()) continue;
    const filter = raw.length <= MAX_FILTER_LENGTH ? listFilterFrom(parseJson(raw)) : null;
    if (filter && filters.size < MAX_FILTERS) filters.add(JSON.stringify(filter));
    else unreadable = true;
  }
  return {filters: [...filters], unreadable};
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** A Storefront filter `input` string in the spelling collectionQueryFrom uses, to compare with `filters`. */
export function normalizeFilterInput(input: string): string {
  const filter = listFilterFrom(parseJson(input));
  return filter ? JSON.stringify(filter) : input;
}

/** The Storefront `filters:` argument for the query: the list filters and the price range. */
export function productFilters(query: Pick<CollectionQuery, 'filters' | 'price'>): ProductFilter[] {
  const list = query.filters.map((filter) => JSON.parse(filter) as ProductFilter);
  if (!query.price) return list;
  const price = {
    ...(query.price.min !== null ? {min: query.price.min} : {}),
    ...(query.price.max !== null ? {max: query.price.max} : {}),
  };
  return [...list, {price}];
}

/** How many filters the shopper has on (the price range counts as one), for the phone's Filter button. */
export function activeFilterCount(query: Pick<CollectionQuery, 'filters' | 'price'>): number {
  return query.filters.length + (query.price ? 1 : 0);
}

/**
 * The query string of a view: sort, price and filters as given, paging restarted. Defaults are left out so a
 * view has one address (and one cache entry).
 */
export function collectionSearch(view: {sort: CollectionSort; price: PriceRange | null; filters: string[]}): string {
  const params = new URLSearchParams();
  if (view.sort !== DEFAULT_SORT) params.set(SORT_PARAM, view.sort);
  if (view.price?.min != null) params.set(MIN_PRICE_PARAM, String(view.price.min));
  if (view.price?.max != null) params.set(MAX_PRICE_PARAM, String(view.price.max));
  for (const filter of view.filters) params.append(FILTER_PARAM, filter);
  const search = params.toString();
  return search ? `?${search}` : '';
}
