import {BUTTON_LINK_FRAGMENT, RESPONSIVE_IMAGE_FRAGMENT} from './fragments';
import {SECTIONS_FRAGMENT} from './sections';

export const HOME_PAGE_QUERY = `#graphql
  query HomePage($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {
    homePage(locale: $locale, fallbackLocales: $fallbackLocales) {
      id
      title
      seo: _seoMetaTags(locale: $locale) { tag attributes content }
      sections { ...Sections }
    }
  }
  ${SECTIONS_FRAGMENT}
  ${BUTTON_LINK_FRAGMENT}
  ${RESPONSIVE_IMAGE_FRAGMENT}
` as const;
