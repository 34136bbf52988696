// The geolocation prompt's texts (spec §3 Overlay texts), asked in the suggested market's locale, nl as fallback.
export const GEOLOCATION_QUERY = `#graphql
  query GeolocationTexts($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {
    geolocation(locale: $locale, fallbackLocales: $fallbackLocales) {
      heading
      body
      buttonCancelLabel
      buttonContinueLabel
    }
  }
` as const;
