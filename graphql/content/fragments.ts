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

// No webpSrcSet: with `auto: format` the image CDN already answers webp to every browser that accepts it, and a
// second srcset per image (a <source type="image/webp"> in the markup and again in the loader data) was about
// 80 KB of the every-section product page's 360 KB.
export const RESPONSIVE_IMAGE_FRAGMENT = `#graphql
  fragment ResponsiveImageParts on ResponsiveImage {
    src
    srcSet
    sizes
    width
    height
    aspectRatio
    alt
    title
    bgColor
  }
` as const;
