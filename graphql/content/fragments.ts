// Shared content fragments: what a link target needs to become a path (spec §2 "Link targets"), button
// links, and responsive images.
export const LINK_TARGET_FRAGMENT = `#graphql
  fragment LinkTarget on LinkTargetUnion {
    __typename
    ... on HomePageRecord { id }
    ... on ProductsOverviewRecord { id }
    ... on CartPageRecord { id }
    ... on RecipeOverviewRecord { id }
    ... on CollectionRecord { id slug }
    ... on ProductRecord { id slug collection { slug } }
    ... on ArticleRecord { id slug tags { slug } }
    ... on RecipeRecord { id slug tags { slug } }
    ... on FitblogRecord { id slug }
    ... on PageRecord { id slug }
    ... on ReviewsPageRecord { id slug }
    ... on ContactPageRecord { id slug }
    ... on WholesalePageRecord { id slug }
  }
` as const;

export const BUTTON_LINK_FRAGMENT = `#graphql
  fragment ButtonLink on ButtonLinkRecord {
    id
    label
    url
    openInNewTab
    useEntryLink
    entryLink { ...LinkTarget }
  }
  ${LINK_TARGET_FRAGMENT}
` as const;

// Only the rendition: its srcset is written from src and width (app/content/image-srcset.ts). The API's own
// srcSet and webpSrcSet repeat the whole URL once per scale, and were most of the every-section product page's
// loader data and a fifth of its markup; with `auto: format` the image CDN answers webp where it is accepted.
// No `sizes`: the slot is the layout's, so the component that lays an image out writes it.
export const RESPONSIVE_IMAGE_FRAGMENT = `#graphql
  fragment ResponsiveImageParts on ResponsiveImage {
    src
    width
    height
    alt
    bgColor
  }
` as const;
