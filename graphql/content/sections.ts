// The content sections of every page that has them (home, generic pages, product pages: one union,
// SectionUnion, spec §2 "Product page sections", §3 Section settings / FAQ / Content blocks) and the media and
// rich text inside them.
//
// Composition: these fragments spread ...ResponsiveImageParts, ...LinkTarget and ...ButtonLink without
// bringing them along, so a query appends RESPONSIVE_IMAGE_FRAGMENT and BUTTON_LINK_FRAGMENT (which carries
// LINK_TARGET_FRAGMENT) from ./fragments exactly once (fragment names are unique per document):
//
//   query HomePage(...) { homePage(...) { sections { ...Sections } } }
//   ${SECTIONS_FRAGMENT} ${BUTTON_LINK_FRAGMENT} ${RESPONSIVE_IMAGE_FRAGMENT}
//
// SECTIONS_FRAGMENT (and PRODUCT_SECTIONS_FRAGMENT, which holds it) already contains CONTENT_BLOCK_FRAGMENT,
// RICH_TEXT_FRAGMENT and MEDIA_FRAGMENTS; a document without sections that shows content blocks (the layout's)
// appends CONTENT_BLOCK_FRAGMENT and RICH_TEXT_FRAGMENT itself.
//
// Image sizes are spec §9's, cropped (`fit: crop`), served as webp through `auto: format`. Where
// §9 gives a desktop and a mobile size the file carries both as `desktop` / `mobile` aliases.

/** Rich text: the DAST document, its blocks (tables, images) and the records its item links point to. */
export const RICH_TEXT_FRAGMENT = `#graphql
  fragment RichTextParts on RichTextField {
    value
    blocks {
      __typename
      ... on TableBlockRecord { id table }
      ... on ImageBlockRecord {
        id
        image {
          id
          url
          alt
          width
          height
          # Not a §9 size: body images keep their own proportions, at most the text column's width.
          responsiveImage(imgixParams: {w: 1200, fit: max, auto: format}) {
            ...ResponsiveImageParts
          }
        }
      }
    }
    links { ...LinkTarget }
  }
` as const;

/** An uploaded file shown by <Media>: image metadata plus the uploaded video when it is one. */
export const MEDIA_FRAGMENTS = `#graphql
  fragment MediaFileParts on FileField {
    id
    url
    alt
    title
    width
    height
    mimeType
    video { ...UploadVideoParts }
  }
  fragment UploadVideoParts on UploadVideoField {
    streamingUrl
    thumbnailUrl(format: jpg)
    mp4High: mp4Url(res: high)
    mp4Medium: mp4Url(res: medium)
    mp4Low: mp4Url(res: low)
    duration
    framerate
  }
` as const;

export const SECTION_SETTINGS_FRAGMENT = `#graphql
  fragment SectionSettings on SectionSettingsRecord {
    id
    backgroundColor { hex }
    textColor { hex }
    marginTopMobile
    marginBottomMobile
    marginTopDesktop
    marginBottomDesktop
    paddingTopMobile
    paddingBottomMobile
    paddingTopDesktop
    paddingBottomDesktop
    visibility
  }
` as const;

/** Content blocks: the content block section's, and the layout's company info and customer service. */
export const CONTENT_BLOCK_FRAGMENT = `#graphql
  fragment ContentBlock on ContentBlockRecord {
    id
    headline
    heading
    headingDesktop
    body { ...RichTextParts }
    bodyFontWeight
    primaryButton {
      id
      label
      color
      variant
      size
      uppercase
      link { ...ButtonLink }
    }
  }
` as const;

/** The booking consult link (ProductRecord `calendlyConsult`), shown by <BookingConsult>. */
export const BOOKING_CONSULT_FRAGMENT = `#graphql
  fragment BookingConsult on BookingConsultRecord {
    id
    heading
    body
    label
    url
  }
` as const;

const SECTION_CARD_FRAGMENTS = `#graphql
  fragment SectionProduct on ProductRecord {
    id
    productId
    slug
    title
    trustpilotId
    shortDescription
    new
    collection { slug }
    color { hex }
    backgroundColor { hex }
    image {
      # §9 carousel 800x800; its srcset's 0.75 candidate is the 600x600 mobile size.
      responsiveImage(imgixParams: {w: 800, h: 800, fit: crop, auto: format}) {
        ...ResponsiveImageParts
      }
    }
    imageProductOverall {
      # §9 carousel 800x800; its srcset's 0.75 candidate is the 600x600 mobile size.
      responsiveImage(imgixParams: {w: 800, h: 800, fit: crop, auto: format}) {
        ...ResponsiveImageParts
      }
    }
  }
  fragment SectionArticle on ArticleRecord {
    id
    slug
    heading
    intro
    publicationDate
    timeToRead
    tags { id slug name }
  }
` as const;

const SECTION_FRAGMENTS = `#graphql
  fragment SummarySection on SummarySectionRecord {
    __typename
    id
    settings { ...SectionSettings }
    heading
    content { ...RichTextParts }
    truncateAfter
    readMoreLabel
    readLessLabel
  }
  fragment BenefitsSection on BenefitsSectionRecord {
    __typename
    id
    settings { ...SectionSettings }
    heading
    readMoreLabel
    readLessLabel
    openByDefault
    items {
      id
      title
      text
      image {
        ...MediaFileParts
        responsiveImage(imgixParams: {w: 320, h: 320, fit: crop, auto: format}) {
          ...ResponsiveImageParts
        }
      }
    }
  }
  fragment SpecificationGroupsSection on SpecificationGroupsSectionRecord {
    __typename
    id
    settings { ...SectionSettings }
    heading
    selectLabel
    groups {
      id
      label
      defaultOpen
      items { id label value }
    }
  }
  fragment FaqSection on FaqSectionRecord {
    __typename
    id
    settings { ...SectionSettings }
    headline
    heading
    headingTag
    initialAmount
    paginateAmount
    responsive
    showMoreLabel
    blocks {
      id
      question
      answer { ...RichTextParts }
    }
  }
  fragment HeroGridItem on HeroGridItemRecord {
    id
    heading
    text
    media {
      ...MediaFileParts
      responsiveImage(imgixParams: {w: 800, h: 800, fit: crop, auto: format}) {
        ...ResponsiveImageParts
      }
    }
  }
  fragment CarouselMedia on FileField {
    ...MediaFileParts
    desktop: responsiveImage(imgixParams: {w: 800, h: 800, fit: crop, auto: format}) {
      ...ResponsiveImageParts
    }
    mobile: responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}) {
      ...ResponsiveImageParts
    }
  }
  fragment VideoCover on FileField {
    ...MediaFileParts
    responsiveImage(imgixParams: {w: 570, h: 321, fit: crop, auto: format}) {
      ...ResponsiveImageParts
    }
  }
` as const;

/**
 * Every section type (SectionUnion), as the home page, generic pages and product pages select them: one
 * fragment, so a type added to the union and here renders wherever the editors place it.
 */
export const SECTIONS_FRAGMENT = `#graphql
  fragment Sections on SectionUnion {
    __typename
    ... on HeroSectionRecord {
      id
      settings { ...SectionSettings }
      headline
      heading
      # Aliased: other members' body is rich text (fields of one name must agree in type across a union).
      text: body
      backgroundColor { hex }
      textColor { hex }
      image {
        responsiveImage(imgixParams: {w: 1440, h: 720, fit: crop, auto: format}) {
          ...ResponsiveImageParts
        }
      }
      button { ...ButtonLink }
    }
    ... on CollectionGridSectionRecord {
      id
      settings { ...SectionSettings }
      heading
      collections {
        id
        slug
        title
        color { hex }
        backgroundColor { hex }
        image {
          responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}) {
            ...ResponsiveImageParts
          }
        }
      }
    }
    ... on ArticleCarouselSectionRecord {
      id
      settings { ...SectionSettings }
      heading
      articles {
        ...SectionArticle
        mainImage {
          responsiveImage(imgixParams: {w: 600, h: 400, fit: crop, auto: format}) {
            ...ResponsiveImageParts
          }
        }
      }
    }
    ... on UspSectionRecord {
      id
      settings { ...SectionSettings }
      # Aliased like the hero's body: other members' items are records.
      usps: items
    }
    ... on ContentBlockSectionRecord {
      id
      settings { ...SectionSettings }
      mediaPosition
      content { ...ContentBlock }
      media {
        ...MediaFileParts
        responsiveImage(imgixParams: {w: 1200, h: 900, fit: crop, auto: format}) {
          ...ResponsiveImageParts
        }
      }
    }
    ... on SummarySectionRecord { ...SummarySection }
    ... on BenefitsSectionRecord { ...BenefitsSection }
    ... on SpecificationGroupsSectionRecord { ...SpecificationGroupsSection }
    ... on NavigationAnchorsSectionRecord {
      id
      settings { ...SectionSettings }
      items { id label slug }
    }
    ... on HeroGridSectionRecord {
      id
      settings { ...SectionSettings }
      mobileVariant
      hideTrustpilot
      mainItem { ...HeroGridItem }
      items { ...HeroGridItem }
    }
    ... on LifestyleCarouselSectionRecord {
      id
      settings { ...SectionSettings }
      heading
      images { ...CarouselMedia }
    }
    ... on ProductCarouselSectionRecord {
      id
      settings { ...SectionSettings }
      heading
      useRecommendations
      products { ...SectionProduct }
      button { ...ButtonLink }
    }
    ... on ProductAndArticleCarouselSectionRecord {
      id
      settings { ...SectionSettings }
      heading
      products { ...SectionProduct }
      articles {
        ...SectionArticle
        mainImage { ...CarouselMedia }
      }
    }
    ... on ArticleHighlightSectionRecord {
      id
      settings { ...SectionSettings }
      headline
      buttonLabel
      article {
        ...SectionArticle
        mainImage {
          ...MediaFileParts
          # Not a §9 size: the article page's own main image size, so the CDN serves one rendition.
          responsiveImage(imgixParams: {w: 1200, h: 675, fit: crop, auto: format}) {
            ...ResponsiveImageParts
          }
        }
      }
    }
    ... on ContentImageSectionRecord {
      id
      settings { ...SectionSettings }
      heading
      imagePosition
      body { ...RichTextParts }
      image {
        ...MediaFileParts
        responsiveImage(imgixParams: {w: 1380, h: 1800, fit: crop, auto: format}) {
          ...ResponsiveImageParts
        }
      }
      imageMobile {
        ...MediaFileParts
        responsiveImage(imgixParams: {w: 750, fit: max, auto: format}) {
          ...ResponsiveImageParts
        }
      }
      backgroundImage {
        ...MediaFileParts
        responsiveImage(imgixParams: {w: 768, h: 254, fit: crop, auto: format}) {
          ...ResponsiveImageParts
        }
      }
    }
    ... on SpacerSectionRecord {
      id
      settings { ...SectionSettings }
      heightMobile
      heightDesktop
    }
    ... on OldArticleCarouselSectionRecord {
      id
      settings { ...SectionSettings }
      heading
      articles {
        ...SectionArticle
        mainImage {
          ...MediaFileParts
          desktop: responsiveImage(imgixParams: {w: 1200, h: 1200, fit: crop, auto: format}) {
            ...ResponsiveImageParts
          }
          mobile: responsiveImage(imgixParams: {w: 700, h: 700, fit: crop, auto: format}) {
            ...ResponsiveImageParts
          }
        }
      }
    }
    ... on ReviewsTrustWidgetSectionRecord {
      id
      settings { ...SectionSettings }
      heading
      headingLevel
      headline
      sortingOrder
      ctaLabel
      ctaHref
    }
    ... on FaqSectionRecord { ...FaqSection }
    ... on ReviewsSectionRecord {
      id
      settings { ...SectionSettings }
      heading
    }
    ... on ReviewsListSectionRecord {
      id
      settings { ...SectionSettings }
      labelReviews
      buttonLoadMoreLabel
      buttonWriteReviewLabel
      reviewType
      ratingType
    }
    ... on ReviewsAnimationSectionRecord {
      id
      settings { ...SectionSettings }
      heading
    }
    ... on VideoSectionRecord {
      id
      settings { ...SectionSettings }
      heading
      video { ...MediaFileParts }
      cover { ...VideoCover }
      # Every language's captions: the market's is the default track, the others can be chosen.
      captions: _allCaptionsLocales { locale value { url } }
    }
    ... on VideoPopupSectionRecord {
      id
      settings { ...SectionSettings }
      heading
      buttonLabel
      videoUrl
      cover { ...VideoCover }
      captions: _allCaptionsLocales { locale value { url } }
    }
    # Placement markers: the product-level content they show comes from the page (ProductSections slots).
    ... on StickerSectionRecord { id settings { ...SectionSettings } }
    ... on MixAndMatchSectionRecord { id settings { ...SectionSettings } }
    ... on ProductUpsellSectionRecord { id settings { ...SectionSettings } }
    ... on CompanyInfoSectionRecord { id settings { ...SectionSettings } }
    ... on CustomerServiceSectionRecord { id settings { ...SectionSettings } }
    ... on BookingConsultSectionRecord { id settings { ...SectionSettings } }
    ... on SubscriptionSectionRecord { id settings { ...SectionSettings } }
    ... on DeliveryCodeSectionRecord { id settings { ...SectionSettings } }
    ... on PreorderSectionRecord { id settings { ...SectionSettings } }
  }
  ${SECTION_FRAGMENTS}
  ${SECTION_CARD_FRAGMENTS}
  ${SECTION_SETTINGS_FRAGMENT}
  ${CONTENT_BLOCK_FRAGMENT}
  ${MEDIA_FRAGMENTS}
  ${RICH_TEXT_FRAGMENT}
` as const;

export const PRODUCT_SECTIONS_FRAGMENT = `#graphql
  fragment ProductSections on ProductRecord {
    id
    newPdpSectionsFormat
    sections { ...Sections }
    # Legacy layout (newPdpSectionsFormat false): these four, in this order.
    summary { ...SummarySection }
    benefits { ...BenefitsSection }
    specificationGroups { ...SpecificationGroupsSection }
    faq { ...FaqSection }
  }
  ${SECTIONS_FRAGMENT}
` as const;
