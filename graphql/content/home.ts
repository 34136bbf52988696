import {BUTTON_LINK_FRAGMENT, RESPONSIVE_IMAGE_FRAGMENT} from './fragments';

export const HOME_PAGE_QUERY = `#graphql
  query HomePage($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {
    homePage(locale: $locale, fallbackLocales: $fallbackLocales) {
      id
      title
      seo: _seoMetaTags(locale: $locale) { tag attributes content }
      sections {
        __typename
        ... on HeroSectionRecord {
          id
          headline
          heading
          body
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
        ... on ProductCarouselSectionRecord {
          id
          heading
          products { ...ProductCard }
          button { ...ButtonLink }
        }
        ... on ArticleCarouselSectionRecord {
          id
          heading
          articles {
            id
            slug
            heading
            publicationDate
            tags { slug name }
            mainImage {
              responsiveImage(imgixParams: {w: 600, h: 400, fit: crop, auto: format}) {
                ...ResponsiveImageParts
              }
            }
          }
        }
        ... on UspSectionRecord {
          id
          items
        }
      }
    }
  }
  fragment ProductCard on ProductRecord {
    id
    productId
    slug
    title
    shortDescription
    new
    collection { slug }
    color { hex }
    backgroundColor { hex }
    image {
      responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}) {
        ...ResponsiveImageParts
      }
    }
  }
  ${BUTTON_LINK_FRAGMENT}
  ${RESPONSIVE_IMAGE_FRAGMENT}
` as const;
