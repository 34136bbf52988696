import {RESPONSIVE_IMAGE_FRAGMENT} from './fragments';

// The content the cart reads (spec §7 "products by id for the cart"): every product in the cart in one query,
// by Shopify product id, with the variant records and option settings a cart line shows and the products of
// their cart upsell blocks. The client caches it per document and variables, so callers sort the ids first.
export const CART_PRODUCTS_QUERY = `#graphql
  query CartProducts($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $productIds: [String], $first: IntType) {
    allProducts(
      locale: $locale
      fallbackLocales: $fallbackLocales
      filter: {productId: {in: $productIds}}
      first: $first
    ) {
      ...CartProductContent
      cartUpsellBlock {
        ...CartProductContent
      }
    }
  }

  fragment CartProductContent on ProductRecord {
    id
    productId
    title
    slug
    collection { slug }
    color { hex }
    backgroundColor { hex }
    image { ...CartThumbnail }
    variants {
      id
      variantId
      slug
      name
      isSoldOut
      color { hex }
      image { ...CartThumbnail }
      optionsDisplaySettings {
        __typename
        ... on FlavourRecord {
          id
          name
          colour { hex }
          secondaryColor { hex }
          productBackgroundColor { hex }
        }
        ... on SizeRecord {
          id
          size
          unit
          servings
          servingsLabel
        }
      }
    }
  }

  fragment CartThumbnail on FileField {
    id
    responsiveImage(imgixParams: {w: 160, h: 160, fit: crop, auto: format}) {
      ...ResponsiveImageParts
    }
  }
  ${RESPONSIVE_IMAGE_FRAGMENT}
` as const;

// The free gift (spec §4 Cart): the minimum spend, the heading and the gifts to choose from.
export const CART_SETTINGS_QUERY = `#graphql
  query CartSettings($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {
    cartSettings(locale: $locale, fallbackLocales: $fallbackLocales) {
      id
      freeGiftThreshold
      freeGiftHeading
      freeGifts {
        id
        title
        variantId
        image { ...CartThumbnail }
      }
    }
  }

  fragment CartThumbnail on FileField {
    id
    responsiveImage(imgixParams: {w: 160, h: 160, fit: crop, auto: format}) {
      ...ResponsiveImageParts
    }
  }
  ${RESPONSIVE_IMAGE_FRAGMENT}
` as const;
