import {PRODUCT_CARD_FRAGMENT} from './fragments';

// Spec §9: up to 250 variants per product, 10 selling plan groups with 10 plans each.
export const PRODUCT_QUERY = `#graphql
  query ProductPage($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      description
      productType
      availableForSale
      requiresSellingPlan
      createdAt
      publishedAt
      collections(first: 10) { nodes { handle title } }
      options { name values }
      priceRange { minVariantPrice { amount currencyCode } }
      compareAtPriceRange { minVariantPrice { amount currencyCode } }
      images(first: 10) { nodes { id url altText width height } }
      variants(first: 250) {
        nodes {
          id
          title
          sku
          availableForSale
          currentlyNotInStock
          quantityAvailable
          selectedOptions { name value }
          price { amount currencyCode }
          compareAtPrice { amount currencyCode }
          image { id url altText width height }
        }
      }
      sellingPlanGroups(first: 10) {
        nodes {
          name
          appName
          options { name values }
          sellingPlans(first: 10) {
            nodes {
              id
              name
              description
              recurringDeliveries
              options { name value }
              deliveryPolicy {
                ... on SellingPlanRecurringDeliveryPolicy { interval intervalCount }
              }
              priceAdjustments {
                orderCount
                adjustmentValue {
                  __typename
                  ... on SellingPlanPercentagePriceAdjustment { adjustmentPercentage }
                  ... on SellingPlanFixedAmountPriceAdjustment { adjustmentAmount { amount currencyCode } }
                  ... on SellingPlanFixedPriceAdjustment { price { amount currencyCode } }
                }
              }
            }
          }
        }
      }
    }
  }
` as const;

export const PRODUCTS_BY_IDS_QUERY = `#graphql
  query ProductsByIds($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on Product { ...ProductCard }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
` as const;
