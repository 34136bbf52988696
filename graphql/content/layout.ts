import {BUTTON_LINK_FRAGMENT} from './fragments';

// The shell: header navigation (with dropdown grid items) and footer, from the layout record.
export const LAYOUT_QUERY = `#graphql
  query Layout($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {
    layout(locale: $locale, fallbackLocales: $fallbackLocales) {
      id
      brandName
      footerNote
      uspItems
      menu {
        id
        label
        link { ...ButtonLink }
        children {
          id
          label
          link { ...ButtonLink }
        }
      }
      footerColumns {
        id
        heading
        links { ...ButtonLink }
      }
      socialLinks { ...ButtonLink }
    }
  }
  ${BUTTON_LINK_FRAGMENT}
` as const;
