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

const ACCOUNT_CUSTOMER_FRAGMENT = `#graphql
  fragment AccountCustomerParts on Customer {
    id
    email
    firstName
    lastName
    displayName
    phone
    acceptsMarketing
    createdAt
    updatedAt
    numberOfOrders
    defaultAddress { ...AccountAddressParts }
    addresses(first: 50) { nodes { ...AccountAddressParts } }
  }
  fragment AccountAddressParts on MailingAddress {
    id
    address1
    address2
    city
    company
    country
    countryCodeV2
    firstName
    lastName
    phone
    province
    provinceCode
    zip
    formatted
    formattedArea
  }
` as const;

// The account pages' customer: profile fields, default address and up to 50 addresses (spec §9).
export const ACCOUNT_CUSTOMER_QUERY = `#graphql
  query AccountCustomer($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $customerAccessToken) {
      ...AccountCustomerParts
    }
  }
  ${ACCOUNT_CUSTOMER_FRAGMENT}
` as const;

// Spec §7 customer mutations (API-SHAPES §1.5): each payload is read for its customerUserErrors (renew and
// delete have userErrors only).
export const CUSTOMER_CREATE_MUTATION = `#graphql
  mutation CustomerCreate($input: CustomerCreateInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerCreate(input: $input) {
      customer { id }
      customerUserErrors { field message code }
    }
  }
` as const;

export const CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION = `#graphql
  mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerAccessTokenCreate(input: $input) {
      customerAccessToken { accessToken expiresAt }
      customerUserErrors { field message code }
    }
  }
` as const;

export const CUSTOMER_ACCESS_TOKEN_RENEW_MUTATION = `#graphql
  mutation CustomerAccessTokenRenew($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerAccessTokenRenew(customerAccessToken: $customerAccessToken) {
      customerAccessToken { accessToken expiresAt }
      userErrors { field message }
    }
  }
` as const;

export const CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION = `#graphql
  mutation CustomerAccessTokenDelete($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
      deletedAccessToken
      userErrors { field message }
    }
  }
` as const;

export const CUSTOMER_RECOVER_MUTATION = `#graphql
  mutation CustomerRecover($email: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerRecover(email: $email) {
      customerUserErrors { field message code }
    }
  }
` as const;

export const CUSTOMER_RESET_MUTATION = `#graphql
  mutation CustomerReset($id: ID!, $input: CustomerResetInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerReset(id: $id, input: $input) {
      customer { id }
      customerUserErrors { field message code }
    }
  }
` as const;

export const CUSTOMER_RESET_BY_URL_MUTATION = `#graphql
  mutation CustomerResetByUrl($resetUrl: URL!, $password: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerResetByUrl(resetUrl: $resetUrl, password: $password) {
      customer { id }
      customerUserErrors { field message code }
    }
  }
` as const;

export const CUSTOMER_ACTIVATE_BY_URL_MUTATION = `#graphql
  mutation CustomerActivateByUrl($activationUrl: URL!, $password: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerActivateByUrl(activationUrl: $activationUrl, password: $password) {
      customer { id }
      customerUserErrors { field message code }
    }
  }
` as const;

export const CUSTOMER_UPDATE_MUTATION = `#graphql
  mutation CustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
      customer { id }
      customerAccessToken { accessToken expiresAt }
      customerUserErrors { field message code }
    }
  }
` as const;

export const CUSTOMER_ADDRESS_CREATE_MUTATION = `#graphql
  mutation CustomerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {
      customerAddress { id }
      customerUserErrors { field message code }
    }
  }
` as const;

export const CUSTOMER_ADDRESS_UPDATE_MUTATION = `#graphql
  mutation CustomerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {
      customerAddress { id }
      customerUserErrors { field message code }
    }
  }
` as const;

export const CUSTOMER_ADDRESS_DELETE_MUTATION = `#graphql
  mutation CustomerAddressDelete($customerAccessToken: String!, $id: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {
      deletedCustomerAddressId
      customerUserErrors { field message code }
    }
  }
` as const;

export const CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION = `#graphql
  mutation CustomerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {
      customer { ...AccountCustomerParts }
      customerUserErrors { field message code }
    }
  }
  ${ACCOUNT_CUSTOMER_FRAGMENT}
` as const;
