import {RESPONSIVE_IMAGE_FRAGMENT} from './fragments';

// The content the purchase panel reads (app/commerce/purchase.ts). Page-sized images use exactly the arguments of
// PRODUCT_CONTENT_QUERY's images, so spreading this fragment there merges instead of conflicting.
// This document brings RESPONSIVE_IMAGE_FRAGMENT along: a query that spreads ...ProductPurchase must not
// interpolate RESPONSIVE_IMAGE_FRAGMENT a second time (fragment names are unique per document).

const PURCHASE_SUPPORT_FRAGMENTS = `#graphql
  fragment PurchasePageImage on FileField {
    id
    responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}) {
      ...ResponsiveImageParts
    }
  }

  fragment PurchaseThumbnail on FileField {
    id
    responsiveImage(imgixParams: {w: 96, h: 96, fit: crop, auto: format}) {
      ...ResponsiveImageParts
    }
  }

  fragment PurchaseIcon on FileField {
    id
    # Icons show at 20-40 px: a 96 px rendition (3x) instead of the editor's upload (often 1600 px).
    url(imgixParams: {w: 96, h: 96, fit: max, auto: format})
    alt
    width
    height
  }

  fragment PurchaseSelectOption on SelectOptionRecord {
    id
    shape
    showBorder
    showShadow
    media { ...PurchaseThumbnail }
  }

  fragment PurchasePaymentNote on PaymentNoteRecord {
    id
    label
    productPage
    icon { ...PurchaseIcon }
  }
` as const;

export const PRODUCT_PURCHASE_FRAGMENT = `#graphql
  fragment ProductPurchase on ProductRecord {
    id
    title
    new
    isSoldOut
    preorderProduct
    initialTab
    priceNote
    discountNote
    variantsHeading
    variantsHidden
    selectTitleVariantSize
    trustpilotId
    proteinBarPackage
    variantsFootnoteContent {
      value
      blocks { __typename }
      links { __typename }
    }
    color { hex }
    backgroundColor { hex }
    pageBackgroundColor { hex }
    pageForegroundColor { hex }
    pageTextColor { hex }
    breadcrumbsColor { hex }
    image { ...PurchasePageImage }
    imageProductDetail { ...PurchasePageImage }
    additionalImages { ...PurchasePageImage }
    buttonKsps { id text icon { ...PurchaseIcon } }
    specsSubheading
    specs { id unitName unitMeasurement unitAmount }
    paymentNotes { ...PurchasePaymentNote }
    paymentSubscriptionNotes { ...PurchasePaymentNote }
    deliveryCode {
      id
      enabled
      setting
      regularDeliveryLabel
      nextBusinessDayDeliveryLabel
      icon { ...PurchaseIcon }
    }
    subscriptionCopy
    subscriptionImage { ...PurchasePageImage }
    variants {
      id
      variantId
      slug
      name
      trustpilotId
      isRepeatHidden
      isSoldOut
      preorderProduct
      priceNote
      discountNote
      color { hex }
      pageBackgroundColor { hex }
      pageForegroundColor { hex }
      pageTextColor { hex }
      breadcrumbsColor { hex }
      labelBackgroundColor { hex }
      labelTextColor { hex }
      image { ...PurchasePageImage }
      imageLocalized { ...PurchasePageImage }
      additionalImages { ...PurchasePageImage }
      customSelectThumbnail { ...PurchaseThumbnail }
      optionsDisplaySettings {
        __typename
        ... on FlavourRecord {
          id
          name
          colour { hex }
          secondaryColor { hex }
          productBackgroundColor { hex }
          addFootnote
          thumbnail { ...PurchaseThumbnail }
          selectOption { ...PurchaseSelectOption }
        }
        ... on SizeRecord {
          id
          size
          unit
          servings
          servingsLabel
          suitableFor
          defaultNote
          addFootnote
          selectOption { ...PurchaseSelectOption }
        }
      }
    }
  }
  ${PURCHASE_SUPPORT_FRAGMENTS}
  ${RESPONSIVE_IMAGE_FRAGMENT}
` as const;
