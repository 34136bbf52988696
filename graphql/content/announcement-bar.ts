import {BUTTON_LINK_FRAGMENT} from './fragments';

// Spec §3 Announcement bar: the locale's bar, for the root loader beside the layout (app/overlays/announcement.server.ts).
// The background is asked as one wide, short crop (a video as its lowest rendition and its poster).
export const ANNOUNCEMENT_BAR_QUERY = `#graphql
  query AnnouncementBar($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {
    announcementBar(locale: $locale, fallbackLocales: $fallbackLocales) {
      showAnnouncementBar
      homepageOnly
      content
      items {
        id
        content
        enabled
        link { ...ButtonLink }
        settings {
          day
          startTime
          endTime
        }
      }
      animationDuration
      animationType
      overwritePageSettings
      backgroundColor { hex }
      textColor { hex }
      backgroundMedia {
        mimeType
        url(imgixParams: {w: 1920, h: 96, fit: crop, auto: format})
        video {
          mp4Low: mp4Url(res: low)
          thumbnailUrl(format: jpg)
        }
      }
    }
  }
  ${BUTTON_LINK_FRAGMENT}
` as const;
