import {BUTTON_LINK_FRAGMENT, RESPONSIVE_IMAGE_FRAGMENT} from './fragments';
import {MEDIA_FRAGMENTS} from './sections';

// Spec §7/§9: the locale's modal promos, at most 10, only those with a trigger (the others can never show).
// Loaded by the root loader for every page (app/overlays/modal-promos.server.ts); the browser decides which show.
export const MODAL_PROMOS_QUERY = `#graphql
  query ModalPromos($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {
    allModalPromos(
      locale: $locale
      fallbackLocales: $fallbackLocales
      first: 10
      orderBy: [_createdAt_ASC]
      filter: {OR: [{onPageLoad: {eq: true}}, {onScroll: {eq: true}}, {onPageExit: {eq: true}}]}
    ) {
      id
      media {
        ...MediaFileParts
        responsiveImage(imgixParams: {w: 960, h: 540, fit: crop, auto: format}) {
          ...ResponsiveImageParts
        }
      }
      content {
        __typename
        ... on ModalPromoTextRecord {
          id
          copy
          copyDesktop
          textColor { hex }
          fontSize
          fontWeight
        }
        ... on ModalPromoButtonsRecord {
          id
          buttons { ...ButtonLink }
        }
      }
      onPageLoad
      onScroll
      scrollOffset
      onPageExit
      showOnSpecificTime
      startDatetime
      endDatetime
      useInterval
      intervalInMinutes
      onSpecificPage
      specificPageUrl
      outerClickCloseModal
      escButtonCloseModal
      mobileOnly
    }
  }
  ${MEDIA_FRAGMENTS}
  ${RESPONSIVE_IMAGE_FRAGMENT}
  ${BUTTON_LINK_FRAGMENT}
` as const;
