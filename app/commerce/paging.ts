// Collection paging and filters from the URL. Bad input never breaks the page: an unknown cursor or a filter
// that is not a ProductFilter is dropped and the first page renders.
import type {ProductFilter} from '@shopify/hydrogen/storefront-api-types';

export const COLLECTION_PAGE_SIZE = 50;
export const FILTER_PARAM = 'filter';

const PRODUCT_FILTER_KEYS = new Set([
  'available',
  'category',
  'price',
  'productMetafield',
  'productType',
  'productVendor',
  'tag',
  'taxonomyMetafield',
  'variantMetafield',
  'variantOption',
]);

function isProductFilter(value: unknown): value is ProductFilter {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => PRODUCT_FILTER_KEYS.has(key));
}

export function filtersFromSearch(searchParams: URLSearchParams): ProductFilter[] {
  return searchParams.getAll(FILTER_PARAM).flatMap((raw) => {
    try {
      const parsed: unknown = JSON.parse(raw);
      return isProductFilter(parsed) ? [parsed] : [];
    } catch {
      return [];
    }
  });
}

/** The query string with one filter value toggled; paging restarts, so pages stay consistent. */
export function toggleFilterSearch(search: string, input: string): string {
  const params = new URLSearchParams(search);
  const current = params.getAll(FILTER_PARAM);
  params.delete(FILTER_PARAM);
  params.delete('cursor');
  params.delete('direction');
  const next = current.includes(input) ? current.filter((value) => value !== input) : [...current, input];
  next.forEach((value) => params.append(FILTER_PARAM, value));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function clearFiltersSearch(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [FILTER_PARAM, 'cursor', 'direction']) params.delete(key);
  const query = params.toString();
  return query ? `?${query}` : '';
}
