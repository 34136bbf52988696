// Variants with what a bundle or quick view needs to price and buy them: one-time price, and per selling plan
// the subscription price (spec §7 "subscription product variants by ids"). The delivery policy lets plans of
// different products be matched by frequency, since every product has its own selling plan ids.
export const SUBSCRIPTION_VARIANT_FRAGMENT = `#graphql
  fragment SubscriptionVariant on ProductVariant {
    id
    title
    availableForSale
    price { amount currencyCode }
    compareAtPrice { amount currencyCode }
    image { id url altText width height }
    selectedOptions { name value }
    product {
      id
      handle
      title
      requiresSellingPlan
      sellingPlanGroups(first: 10) {
        nodes {
          name
          sellingPlans(first: 10) {
            nodes {
              id
              name
              priceAdjustments {
                orderCount
                adjustmentValue {
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
    sellingPlanAllocations(first: 10) {
      nodes {
        sellingPlan {
          id
          name
          deliveryPolicy {
            ... on SellingPlanRecurringDeliveryPolicy { interval intervalCount }
          }
        }
        priceAdjustments { price { amount currencyCode } }
      }
    }
  }
` as const;

export const SUBSCRIPTION_VARIANTS_BY_IDS_QUERY = `#graphql
  query SubscriptionVariantsByIds($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant { ...SubscriptionVariant }
    }
  }
  ${SUBSCRIPTION_VARIANT_FRAGMENT}
` as const;

// The bundle in one round trip: the product's mix-and-match references (spec §9: at most 20) beside the
// variants the content names.
export const PRODUCT_MIX_AND_MATCH_QUERY = `#graphql
  query ProductMixAndMatch($handle: String!, $ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      mixAndMatch: metafield(namespace: "custom", key: "mix_and_match") {
        references(first: 20) {
          nodes {
            ... on ProductVariant { id }
          }
        }
      }
    }
    nodes(ids: $ids) {
      ... on ProductVariant { ...SubscriptionVariant }
    }
  }
  ${SUBSCRIPTION_VARIANT_FRAGMENT}
` as const;

// A quick view's variants: every variant of the product (the content's, in its order, are picked from them;
// without content variants all are offered, spec §3 Product popup).
export const QUICK_VIEW_VARIANTS_QUERY = `#graphql
  query QuickViewVariants($id: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(id: $id) {
      variants(first: 100) {
        nodes { ...SubscriptionVariant }
      }
    }
  }
  ${SUBSCRIPTION_VARIANT_FRAGMENT}
` as const;
