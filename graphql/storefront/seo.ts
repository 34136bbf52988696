// Issue 14: Shopify's standard URLs and legal pages.

/** Whether a handle is a product's: `/products/{handle}` (Shopify's product URL) answers with a 301 to it. */
export const PRODUCT_HANDLE_QUERY = `#graphql
  query ProductHandle($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      handle
    }
  }
` as const;

/** The shop's legal policies (Settings → Policies), in the market's language. */
export const SHOP_POLICIES_QUERY = `#graphql
  fragment ShopPolicyPage on ShopPolicy {
    id
    title
    handle
    body
  }
  query ShopPolicies($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    shop {
      privacyPolicy { ...ShopPolicyPage }
      refundPolicy { ...ShopPolicyPage }
      shippingPolicy { ...ShopPolicyPage }
      termsOfService { ...ShopPolicyPage }
    }
  }
` as const;

/** How many pages a sitemap type has (issue 14 §3): a child sitemap past the last is a 404, not an empty page. */
export const SITEMAP_PAGES_QUERY = `#graphql
  query SitemapPages($type: SitemapType!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    sitemap(type: $type) {
      pagesCount {
        count
      }
    }
  }
` as const;
