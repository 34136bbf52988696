import {PRODUCT_CARD_FRAGMENT} from './fragments';

// Spec §7/§9: collection products 50 per page with cursor paging, filters and a sort order (issue 15), plus
// the number of products the filters leave (spec §7 "collection product count"), counted up to 250 in the
// same request: the Storefront has no total count for a filtered connection.
export const COLLECTION_QUERY = `#graphql
  query CollectionPage(
    $handle: String!
    $first: Int
    $last: Int
    $startCursor: String
    $endCursor: String
    $filters: [ProductFilter!]
    $sortKey: ProductCollectionSortKeys = COLLECTION_DEFAULT
    $reverse: Boolean = false
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      handle
      title
      description
      matching: products(first: 250, filters: $filters) {
        nodes { id }
        pageInfo { hasNextPage }
      }
      products(
        first: $first
        last: $last
        before: $startCursor
        after: $endCursor
        filters: $filters
        sortKey: $sortKey
        reverse: $reverse
      ) {
        filters {
          id
          label
          type
          values { id label count input }
        }
        nodes { ...ProductCard }
        pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;

export const COLLECTION_PRODUCT_COUNTS_QUERY = `#graphql
  query CollectionProductCounts($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collections(first: 50) {
      nodes {
        id
        handle
        title
        products(first: 250) { nodes { id } }
      }
    }
  }
` as const;
