import {RESPONSIVE_IMAGE_FRAGMENT} from './fragments';

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
          responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}, sizes: "(min-width: 768px) 25vw, 50vw") {
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

export const PRODUCT_CONTENT_QUERY = `#graphql
  query ProductContent($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $slug: String!) {
    product(locale: $locale, fallbackLocales: $fallbackLocales, filter: {slug: {eq: $slug}}) {
      id
      productId
      slug
      title
      shortDescription
      new
      isSoldOut
      noIndex
      priceNote
      discountNote
      variantsHeading
      collection { slug title }
      color { hex }
      backgroundColor { hex }
      pageBackgroundColor { hex }
      pageTextColor { hex }
      breadcrumbsColor { hex }
      seo: _seoMetaTags(locale: $locale) { tag attributes content }
      image {
        responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}, sizes: "(min-width: 768px) 50vw, 100vw") {
          ...ResponsiveImageParts
        }
      }
      additionalImages {
        responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}, sizes: "(min-width: 768px) 50vw, 100vw") {
          ...ResponsiveImageParts
        }
      }
      variants {
        id
        variantId
        slug
        name
        isSoldOut
        color { hex }
        priceNote
        image {
          responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}, sizes: "(min-width: 768px) 50vw, 100vw") {
            ...ResponsiveImageParts
          }
        }
        imageLocalized {
          responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}, sizes: "(min-width: 768px) 50vw, 100vw") {
            ...ResponsiveImageParts
          }
        }
      }
    }
  }
  ${RESPONSIVE_IMAGE_FRAGMENT}
` as const;
