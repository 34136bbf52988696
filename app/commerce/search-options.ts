// What a search asks for, shared by the results page, its form and the resource route: the visitor's words
// (at most 100 characters, spec §9 "search 100" also caps the hits) and one of three sort orders, each mapped
// to the Storefront's sortKey and reverse.
export const MAX_SEARCH_QUERY_LENGTH = 100;
export const SEARCH_LIMIT = 100;
/** The header panel shows the first few hits and links to the results page for the rest. */
export const PANEL_RESULT_LIMIT = 8;
export const SEARCH_DEBOUNCE_MS = 300;

export const SEARCH_SORTS = ['relevance', 'price-asc', 'price-desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export type SearchSortVariables = {sortKey: 'RELEVANCE' | 'PRICE'; reverse: boolean};

const VARIABLES: Record<SearchSort, SearchSortVariables> = {
  relevance: {sortKey: 'RELEVANCE', reverse: false},
  'price-asc': {sortKey: 'PRICE', reverse: false},
  'price-desc': {sortKey: 'PRICE', reverse: true},
};

/** An unknown or missing `sort` falls back to relevance. */
export function searchSortFrom(value: string | null | undefined): SearchSort {
  return (SEARCH_SORTS as readonly string[]).includes(value ?? '') ? (value as SearchSort) : 'relevance';
}

export function searchSortVariables(sort: SearchSort): SearchSortVariables {
  return VARIABLES[sort];
}

/** The visitor's words, trimmed; whitespace runs collapse so "  whey   protein " caches like "whey protein". */
export function searchQueryFrom(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ');
}

/**
 * The results page's words: the field caps them at 100 characters, so a longer hand-made URL is searched by its
 * first 100, never half a character (an emoji cut after its first UTF-16 unit would be searched and shown as �).
 */
export function searchPageQueryFrom(value: string | null | undefined): string {
  const clipped = searchQueryFrom(value).slice(0, MAX_SEARCH_QUERY_LENGTH);
  return (/[\uD800-\uDBFF]$/.test(clipped) ? clipped.slice(0, -1) : clipped).trim();
}
