import {BUTTON_LINK_FRAGMENT} from './fragments';

// The shell: header navigation (with dropdown grid items) and footer, from the layout record. Only what the
// shell renders: the record's USP items and social links are not shown anywhere yet, so they are not asked for.
export const LAYOUT_QUERY = `#graphql
  query Layout($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {
    layout(locale: $locale, fallbackLocales: $fallbackLocales) {
      id
      brandName
      footerNote
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
    }
  }
  ${BUTTON_LINK_FRAGMENT}
` as const;
