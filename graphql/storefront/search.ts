import {PRODUCT_CARD_FRAGMENT} from './fragments';

// Spec §7/§9: products search with query, sortKey and reverse, first 100.
export const PRODUCT_SEARCH_QUERY = `#graphql
  query ProductSearch(
    $query: String!
    $sortKey: SearchSortKeys
    $reverse: Boolean
    $first: Int = 100
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    search(query: $query, first: $first, sortKey: $sortKey, reverse: $reverse, types: [PRODUCT]) {
      totalCount
      nodes {
        ... on Product { ...ProductCard }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
