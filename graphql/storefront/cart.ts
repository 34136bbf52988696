// Spec §3 Cart: what the cart page and actions read. Hydrogen's cart handler wraps this fragment (it must be
// named CartApiQuery) in its own cart query and mutations; lines up to 100 by its default.
export const CART_QUERY_FRAGMENT = `#graphql
  fragment CartApiQuery on Cart {
    id
    checkoutUrl
    totalQuantity
    note
    attributes { key value }
    discountCodes { code applicable }
    buyerIdentity { countryCode email phone }
    cost {
      subtotalAmount { amount currencyCode }
      totalAmount { amount currencyCode }
    }
    lines(first: $numCartLines) {
      nodes {
        id
        quantity
        attributes { key value }
        cost {
          totalAmount { amount currencyCode }
          compareAtAmountPerQuantity { amount currencyCode }
        }
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
` as const;

/** What cart mutations answer with (Hydrogen wants this name): enough for the action's JSON. */
export const CART_MUTATE_FRAGMENT = `#graphql
  fragment CartApiMutation on Cart {
    id
    checkoutUrl
    totalQuantity
    note
    buyerIdentity { countryCode email }
  }
` as const;
