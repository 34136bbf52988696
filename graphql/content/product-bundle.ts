// Content of the mix-and-match builder, the product upsell and the quick-view popup (spec §3).
// These fragments use ...ResponsiveImageParts, ...ButtonLink and ...MediaFileParts without including them, so a
// query appends RESPONSIVE_IMAGE_FRAGMENT, BUTTON_LINK_FRAGMENT (graphql/content/fragments.ts) and
// MEDIA_FRAGMENTS (graphql/content/sections.ts) exactly once.

export const MIX_AND_MATCH_FRAGMENT = `#graphql
  fragment MixAndMatchParts on MixAndMatchRecord {
    id
    heading
    subheading
    pickAmount
    buttonLabel
    useCollapse
    buttonCollapseLabel
    headerMedia {
      ...MediaFileParts
      responsiveImage(imgixParams: {w: 1200, fit: max, auto: format}) {
        ...ResponsiveImageParts
      }
    }
    eligibleVariants { ...MixAndMatchItemParts }
    fixedComponents { ...MixAndMatchItemParts }
  }
  fragment MixAndMatchItemParts on MixAndMatchItemRecord {
    id
    title
    variantId
    thumbnail {
      responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}) {
        ...ResponsiveImageParts
      }
    }
    popup { id heading body buttonLabel }
  }
` as const;

// Spec §9: upsell image 1120x1120, cropped, webp.
export const UPSELL_FRAGMENT = `#graphql
  fragment UpsellParts on UpsellRecord {
    id
    title
    text
    backgroundColor { hex }
    productImage {
      responsiveImage(imgixParams: {w: 1120, h: 1120, fit: crop, fm: webp}) {
        ...ResponsiveImageParts
      }
    }
    link { ...ButtonLink }
  }
` as const;

/** On layout.productPopup: the labels every quick view shares. */
export const PRODUCT_POPUP_LABELS_FRAGMENT = `#graphql
  fragment ProductPopupLabels on ProductPopupRecord {
    id
    buttonAddToCartLabel
    buttonLearnMoreLabel
  }
` as const;
