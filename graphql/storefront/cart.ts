// Spec §3 Cart: what the cart page and actions read. Hydrogen's cart handler wraps this fragment (it must be
// named CartApiQuery) in its own cart query and mutations; we ask for all 250 lines (numCartLines), and
// `hasNextPage` tells the gift rule when it could not see every line. Discounts as 2024-10 allocates them:
// order discounts on the cart, product discounts (a free gift) on their line, whose totalAmount is after them.
export const CART_QUERY_FRAGMENT = `#graphql
  fragment CartApiQuery on Cart {
    id
    checkoutUrl
    totalQuantity
    note
    attributes { key value }
    discountCodes { code applicable }
    discountAllocations { ...CartDiscountAllocationParts }
    buyerIdentity { countryCode email phone }
    cost {
      subtotalAmount { amount currencyCode }
      totalAmount { amount currencyCode }
    }
    lines(first: $numCartLines) {
      pageInfo { hasNextPage }
      nodes {
        id
        quantity
        attributes { key value }
        cost {
          subtotalAmount { amount currencyCode }
          totalAmount { amount currencyCode }
          compareAtAmountPerQuantity { amount currencyCode }
        }
        discountAllocations { ...CartDiscountAllocationParts }
        sellingPlanAllocation { sellingPlan { id name } }
        merchandise {
          ... on ProductVariant {
            id
            sku
            title
            availableForSale
            quantityAvailable
            image { id url altText width height }
            price { amount currencyCode }
            selectedOptions { name value }
            product { id handle title }
          }
        }
      }
    }
  }

  fragment CartDiscountAllocationParts on CartDiscountAllocation {
    discountedAmount { amount currencyCode }
    ... on CartCodeDiscountAllocation { code }
    ... on CartAutomaticDiscountAllocation { title }
    ... on CartCustomDiscountAllocation { title }
  }
` as const;

/**
 * What cart mutations answer with (Hydrogen wants this name): enough for the action's JSON and for the free-gift
 * rule, so a change needs no second read unless the rule removes a line. Mutation documents declare no
 * $numCartLines, hence the literal 250 (spec §9).
 */
export const CART_MUTATE_FRAGMENT = `#graphql
  fragment CartApiMutation on Cart {
    id
    checkoutUrl
    totalQuantity
    note
    buyerIdentity { countryCode email }
    cost { subtotalAmount { amount currencyCode } }
    discountAllocations { discountedAmount { amount currencyCode } }
    lines(first: 250) {
      pageInfo { hasNextPage }
      nodes {
        id
        quantity
        attributes { key value }
        cost { totalAmount { amount currencyCode } }
        sellingPlanAllocation { sellingPlan { id } }
        merchandise { ... on ProductVariant { id } }
      }
    }
  }
` as const;
