// Content pages reached by a translated word or a slug: generic pages, contact, wholesale, reviews.
import {RESPONSIVE_IMAGE_FRAGMENT} from './fragments';
import {SECTIONS_FRAGMENT} from './sections';
import {
  CONTACT_SERVICE_FRAGMENT,
  PAGE_SERVICE_FRAGMENT,
  SERVICE_PARTS_FRAGMENT,
  WHOLESALE_SERVICE_FRAGMENT,
} from './service';

const PAGE_FIELDS = `#graphql
  fragment PageFields on PageRecord {
    id
    slug
    title
    intro
    body
    seo: _seoMetaTags(locale: $locale) { tag attributes content }
    ...PageService
    sections { ...Sections }
  }
  ${PAGE_SERVICE_FRAGMENT}
` as const;

export const PAGE_QUERY = `#graphql
  query ContentPage($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $slug: String!) {
    page(locale: $locale, fallbackLocales: $fallbackLocales, filter: {slug: {eq: $slug}}) {
      ...PageFields
    }
  }
  ${PAGE_FIELDS}
  ${SERVICE_PARTS_FRAGMENT}
  ${SECTIONS_FRAGMENT}
  ${RESPONSIVE_IMAGE_FRAGMENT}
` as const;

export const CONTACT_PAGE_QUERY = `#graphql
  query ContactPage($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {
    contactPage(locale: $locale, fallbackLocales: $fallbackLocales) {
      id
      slug
      title
      intro
      body
      ...ContactService
    }
  }
  ${CONTACT_SERVICE_FRAGMENT}
  ${SERVICE_PARTS_FRAGMENT}
` as const;

export const WHOLESALE_PAGE_QUERY = `#graphql
  query WholesalePage($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {
    wholesalePage(locale: $locale, fallbackLocales: $fallbackLocales) {
      id
      slug
      title
      intro
      body
      ...WholesaleService
    }
  }
  ${WHOLESALE_SERVICE_FRAGMENT}
  ${SERVICE_PARTS_FRAGMENT}
` as const;

/** Contact and wholesale records are linked as /customer-service/{slug} (spec §2 link targets). */
export const CUSTOMER_SERVICE_PAGE_QUERY = `#graphql
  query CustomerServicePage($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $slug: String!) {
    contactPage(locale: $locale, fallbackLocales: $fallbackLocales, filter: {slug: {eq: $slug}}) {
      id
      slug
      title
      intro
      body
      ...ContactService
    }
    wholesalePage(locale: $locale, fallbackLocales: $fallbackLocales, filter: {slug: {eq: $slug}}) {
      id
      slug
      title
      intro
      body
      ...WholesaleService
    }
  }
  ${CONTACT_SERVICE_FRAGMENT}
  ${WHOLESALE_SERVICE_FRAGMENT}
  ${SERVICE_PARTS_FRAGMENT}
` as const;

export const REVIEWS_PAGE_QUERY = `#graphql
  query ReviewsPage($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {
    reviewsPage(locale: $locale, fallbackLocales: $fallbackLocales) {
      id
      slug
      title
      intro
      body
    }
  }
` as const;
