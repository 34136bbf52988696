export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    id
    handle
    title
    availableForSale
    collections(first: 1) { nodes { handle } }
    featuredImage { id url altText width height }
    priceRange { minVariantPrice { amount currencyCode } }
    compareAtPriceRange { minVariantPrice { amount currencyCode } }
    # The review service's id for the card's rating when no content record names one (search, recommendations).
    variants(first: 1) { nodes { sku } }
  }
` as const;
