// Spec §3 Customer, §7 "customer by access token": the signed-in customer as the account pages, the loyalty
// calls and Multipass need them. Never cached (app/commerce/customer-access.server.ts passes CacheNone).
export const SESSION_CUSTOMER_QUERY = `#graphql
  query SessionCustomer($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      id
      email
      firstName
      lastName
      displayName
      phone
      acceptsMarketing
    }
  }
` as const;
