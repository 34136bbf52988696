// Service pages (issue 11 §4): the blocks contact, wholesale and guide pages share (cards, opening hours, FAQ, a
// call to action), one fragment per model that has them; and the vitamin test with its results.
import {BUTTON_LINK_FRAGMENT, RESPONSIVE_IMAGE_FRAGMENT} from './fragments';

/** The parts the service fragments use: a query takes it once, with any of them. */
export const SERVICE_PARTS_FRAGMENT = `#graphql
  fragment ServiceCard on ServiceCardRecord {
    id
    heading
    text
    link { ...ButtonLink }
  }
  fragment ServiceFaq on FaqBlockRecord {
    id
    question
    answer { value }
  }
  ${BUTTON_LINK_FRAGMENT}
` as const;

export const CONTACT_SERVICE_FRAGMENT = `#graphql
  fragment ContactService on ContactPageRecord {
    serviceCards { ...ServiceCard }
    openingHours { id days hours }
    faqHeading
    faqs { ...ServiceFaq }
    ctaHeading
    ctaText
    cta { ...ButtonLink }
  }
` as const;

export const WHOLESALE_SERVICE_FRAGMENT = `#graphql
  fragment WholesaleService on WholesalePageRecord {
    serviceCards { ...ServiceCard }
    openingHours { id days hours }
    faqHeading
    faqs { ...ServiceFaq }
    ctaHeading
    ctaText
    cta { ...ButtonLink }
  }
` as const;

export const PAGE_SERVICE_FRAGMENT = `#graphql
  fragment PageService on PageRecord {
    serviceCards { ...ServiceCard }
    openingHours { id days hours }
    faqHeading
    faqs { ...ServiceFaq }
    ctaHeading
    ctaText
    cta { ...ButtonLink }
  }
` as const;

/** The test page: its page record (title, intro, SEO) and the questions. */
export const VITAMIN_TEST_QUERY = `#graphql
  query VitaminTest($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {
    page(locale: $locale, fallbackLocales: $fallbackLocales, filter: {slug: {eq: "vitamintest"}}) {
      id
      title
      intro
      body
      seo: _seoMetaTags(locale: $locale) { tag attributes content }
    }
    vitaminTest(locale: $locale, fallbackLocales: $fallbackLocales) {
      id
      submitLabel
      questions {
        id
        key
        question
        answers {
          id
          value
          label
          recommends { slug }
        }
      }
    }
  }
` as const;

/** A result page: the result with its products, and the test's title for the heading above it. */
export const VITAMIN_TEST_RESULT_QUERY = `#graphql
  query VitaminTestResult($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $slug: String!) {
    page(locale: $locale, fallbackLocales: $fallbackLocales, filter: {slug: {eq: "vitamintest"}}) {
      id
      title
    }
    vitaminTestResult(locale: $locale, fallbackLocales: $fallbackLocales, filter: {slug: {eq: $slug}}) {
      id
      slug
      heading
      text
      products {
        id
        productId
        slug
        title
        shortDescription
        new
        collection { slug }
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
