import {BUTTON_LINK_FRAGMENT, RESPONSIVE_IMAGE_FRAGMENT} from './fragments';
import {MIX_AND_MATCH_FRAGMENT, PRODUCT_POPUP_LABELS_FRAGMENT, UPSELL_FRAGMENT} from './product-bundle';
import {PRODUCT_PURCHASE_FRAGMENT} from './product-purchase';
import {
  BOOKING_CONSULT_FRAGMENT,
  CONTENT_BLOCK_FRAGMENT,
  PRODUCT_SECTIONS_FRAGMENT,
  RICH_TEXT_FRAGMENT,
} from './sections';

export const PRODUCTS_OVERVIEW_QUERY = `#graphql
  query ProductsOverview($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {
    productsOverview(locale: $locale, fallbackLocales: $fallbackLocales) {
      id
      title
      heading
      intro
      seo: _seoMetaTags(locale: $locale) { tag attributes content }
      collections {
        id
        slug
        title
        description
        color { hex }
        backgroundColor { hex }
        image {
          responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}) {
            ...ResponsiveImageParts
          }
        }
      }
    }
  }
  ${RESPONSIVE_IMAGE_FRAGMENT}
` as const;

export const COLLECTION_CONTENT_QUERY = `#graphql
  query CollectionContent($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $slug: String!) {
    collection(locale: $locale, fallbackLocales: $fallbackLocales, filter: {slug: {eq: $slug}}) {
      id
      slug
      title
      description
      color { hex }
      backgroundColor { hex }
      textColor { hex }
      seo: _seoMetaTags(locale: $locale) { tag attributes content }
    }
  }
` as const;

/** Content for the cards of a collection page: the editors' short description, New badge, card image. */
export const PRODUCT_CARDS_CONTENT_QUERY = `#graphql
  query ProductCardsContent($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $productIds: [String]) {
    allProducts(locale: $locale, fallbackLocales: $fallbackLocales, first: 100, filter: {productId: {in: $productIds}}) {
      id
      productId
      shortDescription
      new
      trustpilotId
      backgroundColor { hex }
      imageProductOverall {
        responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}) {
          ...ResponsiveImageParts
        }
      }
    }
  }
  ${RESPONSIVE_IMAGE_FRAGMENT}
` as const;

// The product page's content: purchase panel, sections, bundle, upsell, SEO. Fragments that share helper
// fragments are composed so every fragment is defined exactly once (see each fragment file's header).
export const PRODUCT_CONTENT_QUERY = `#graphql
  query ProductContent($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $slug: String!) {
    product(locale: $locale, fallbackLocales: $fallbackLocales, filter: {slug: {eq: $slug}}) {
      id
      productId
      slug
      title
      shortDescription
      gtin
      noIndex
      noIndexLocalized
      collection { slug title }
      seo: _seoMetaTags(locale: $locale) { tag attributes content }
      patternSvg { url }
      patternSvgMobile { url }
      sticker {
        id
        value
        valueSize
        margin
        copy
        copySize
        offsetY
        backgroundColor { hex }
        textColor { hex }
      }
      calendlyConsult { ...BookingConsult }
      showCompanyInfo
      showCustomerService
      mixAndMatch { ...MixAndMatchParts }
      upsell { ...UpsellParts }
      ...ProductPurchase
      ...ProductSections
    }
  }
  ${PRODUCT_PURCHASE_FRAGMENT}
  ${PRODUCT_SECTIONS_FRAGMENT}
  ${BOOKING_CONSULT_FRAGMENT}
  ${MIX_AND_MATCH_FRAGMENT}
  ${UPSELL_FRAGMENT}
  ${BUTTON_LINK_FRAGMENT}
` as const;

/** Shop-wide blocks a product page may show: company info, customer service, product popup labels. */
export const PRODUCT_PAGE_BLOCKS_QUERY = `#graphql
  query ProductPageBlocks($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {
    layout(locale: $locale, fallbackLocales: $fallbackLocales) {
      id
      companyInfo { ...ContentBlock }
      customerService { ...ContentBlock }
      productPopup { ...ProductPopupLabels }
    }
  }
  ${CONTENT_BLOCK_FRAGMENT}
  ${RICH_TEXT_FRAGMENT}
  ${PRODUCT_POPUP_LABELS_FRAGMENT}
  ${BUTTON_LINK_FRAGMENT}
  ${RESPONSIVE_IMAGE_FRAGMENT}
` as const;

/**
 * A quick view's content side, asked for when a shopper opens one (spec §3 Product popup: slug, collection,
 * productId, variants with slug and variantId): pages no longer carry every carousel product's variants.
 */
export const QUICK_VIEW_CONTENT_QUERY = `#graphql
  query QuickViewContent($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $id: ItemId!) {
    product(locale: $locale, fallbackLocales: $fallbackLocales, filter: {id: {eq: $id}}) {
      id
      productId
      slug
      title
      variants { id slug variantId name }
    }
  }
` as const;
