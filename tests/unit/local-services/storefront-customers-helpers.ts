// Customer documents and calls shared by the customer tests: each mutation as a real GraphQL document with its
// exact 2024-10 payload fields, the customer query with addresses and orders, and the customer admin endpoints.
import {handleCustomerAdmin} from '../../../local-services/storefront/customers/admin';
import type {MailRecord} from '../../../local-services/storefront/customers/customer-records';
import {ORIGIN, query, storefront} from './storefront-helpers';

export const DEMO_EMAIL = 'demo@originalfuel.example';
export const DEMO_PASSWORD = 'demo-password-1';
export const OTHER_EMAIL = 'other@originalfuel.example';
export const OTHER_PASSWORD = 'other-password-1';

export type CustomerUserError = {code: string | null; field: string[] | null; message: string};
export type UserError = {field: string[] | null; message: string};
export type AccessToken = {accessToken: string; expiresAt: string};
export type Money = {amount: string; currencyCode: string};

const CUE = 'customerUserErrors { code field message } userErrors { field message }';

export const ADDRESS_FIELDS = `
  id address1 address2 city company country countryCodeV2 firstName lastName phone province provinceCode zip
  name formatted(withName: true) formattedArea latitude longitude
`;

const CUSTOMER_FIELDS = `#graphql
  fragment CustomerFields on Customer {
    id email firstName lastName displayName phone acceptsMarketing createdAt updatedAt numberOfOrders tags
    defaultAddress { ${ADDRESS_FIELDS} }
    addresses(first: 50) { nodes { ${ADDRESS_FIELDS} } }
  }
`;

export type Address = {
  id: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  company: string | null;
  country: string | null;
  countryCodeV2: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  province: string | null;
  provinceCode: string | null;
  zip: string | null;
  name: string | null;
  formatted: string[];
  formattedArea: string | null;
};

export type Customer = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string;
  phone: string | null;
  acceptsMarketing: boolean;
  createdAt: string;
  updatedAt: string;
  numberOfOrders: string;
  tags: string[];
  defaultAddress: Address | null;
  addresses: {nodes: Address[]};
};

async function mutation<T>(name: string, definitions: string, args: string, selection: string, variables: Record<string, unknown>) {
  const fragment = selection.includes('...CustomerFields') ? CUSTOMER_FIELDS : '';
  const document = `mutation ${name}(${definitions}) { ${name}(${args}) { ${selection} } } ${fragment}`;
  const data = await query<Record<string, T>>(document, variables);
  return data[name]!;
}

type WithErrors = {customerUserErrors: CustomerUserError[]; userErrors: UserError[]};

export const createCustomer = (input: Record<string, unknown>) =>
  mutation<WithErrors & {customer: Customer | null}>(
    'customerCreate',
    '$input: CustomerCreateInput!',
    'input: $input',
    `customer { ...CustomerFields } ${CUE}`,
    {input},
  );

export const login = (email: string, password: string) =>
  mutation<WithErrors & {customerAccessToken: AccessToken | null}>(
    'customerAccessTokenCreate',
    '$input: CustomerAccessTokenCreateInput!',
    'input: $input',
    `customerAccessToken { accessToken expiresAt } ${CUE}`,
    {input: {email, password}},
  );

/** Logs in and returns the token; fails the test on any error. */
export async function tokenFor(email = DEMO_EMAIL, password = DEMO_PASSWORD): Promise<string> {
  const result = await login(email, password);
  if (!result.customerAccessToken) throw new Error(`login failed: ${JSON.stringify(result.customerUserErrors)}`);
  return result.customerAccessToken.accessToken;
}

export const renewToken = (customerAccessToken: string) =>
  mutation<{customerAccessToken: AccessToken | null; userErrors: UserError[]}>(
    'customerAccessTokenRenew',
    '$customerAccessToken: String!',
    'customerAccessToken: $customerAccessToken',
    'customerAccessToken { accessToken expiresAt } userErrors { field message }',
    {customerAccessToken},
  );

export const deleteToken = (customerAccessToken: string) =>
  mutation<{deletedAccessToken: string | null; deletedCustomerAccessTokenId: string | null; userErrors: UserError[]}>(
    'customerAccessTokenDelete',
    '$customerAccessToken: String!',
    'customerAccessToken: $customerAccessToken',
    'deletedAccessToken deletedCustomerAccessTokenId userErrors { field message }',
    {customerAccessToken},
  );

export const recover = (email: string) =>
  mutation<WithErrors>('customerRecover', '$email: String!', 'email: $email', CUE, {email});

type LinkPayload = WithErrors & {customer: Customer | null; customerAccessToken: AccessToken | null};
const LINK_SELECTION = `customer { ...CustomerFields } customerAccessToken { accessToken expiresAt } ${CUE}`;

export const reset = (id: string, resetToken: string, password: string) =>
  mutation<LinkPayload>('customerReset', '$id: ID!, $input: CustomerResetInput!', 'id: $id, input: $input', LINK_SELECTION, {
    id,
    input: {resetToken, password},
  });

export const resetByUrl = (resetUrl: string, password: string) =>
  mutation<LinkPayload>(
    'customerResetByUrl',
    '$resetUrl: URL!, $password: String!',
    'resetUrl: $resetUrl, password: $password',
    LINK_SELECTION,
    {resetUrl, password},
  );

export const activate = (id: string, activationToken: string, password: string) =>
  mutation<LinkPayload>(
    'customerActivate',
    '$id: ID!, $input: CustomerActivateInput!',
    'id: $id, input: $input',
    LINK_SELECTION,
    {id, input: {activationToken, password}},
  );

/** customerActivateByUrl has no userErrors field. */
export const activateByUrl = (activationUrl: string, password: string) =>
  mutation<Omit<LinkPayload, 'userErrors'>>(
    'customerActivateByUrl',
    '$activationUrl: URL!, $password: String!',
    'activationUrl: $activationUrl, password: $password',
    'customer { ...CustomerFields } customerAccessToken { accessToken expiresAt } customerUserErrors { code field message }',
    {activationUrl, password},
  );

export const updateCustomer = (customerAccessToken: string, customer: Record<string, unknown>) =>
  mutation<LinkPayload>(
    'customerUpdate',
    '$customerAccessToken: String!, $customer: CustomerUpdateInput!',
    'customerAccessToken: $customerAccessToken, customer: $customer',
    LINK_SELECTION,
    {customerAccessToken, customer},
  );

type AddressPayload = WithErrors & {customerAddress: Address | null};

export const createAddress = (customerAccessToken: string, address: Record<string, unknown>) =>
  mutation<AddressPayload>(
    'customerAddressCreate',
    '$customerAccessToken: String!, $address: MailingAddressInput!',
    'customerAccessToken: $customerAccessToken, address: $address',
    `customerAddress { ${ADDRESS_FIELDS} } ${CUE}`,
    {customerAccessToken, address},
  );

export const updateAddress = (customerAccessToken: string, id: string, address: Record<string, unknown>) =>
  mutation<AddressPayload>(
    'customerAddressUpdate',
    '$customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!',
    'customerAccessToken: $customerAccessToken, id: $id, address: $address',
    `customerAddress { ${ADDRESS_FIELDS} } ${CUE}`,
    {customerAccessToken, id, address},
  );

export const deleteAddress = (customerAccessToken: string, id: string) =>
  mutation<WithErrors & {deletedCustomerAddressId: string | null}>(
    'customerAddressDelete',
    '$customerAccessToken: String!, $id: ID!',
    'customerAccessToken: $customerAccessToken, id: $id',
    `deletedCustomerAddressId ${CUE}`,
    {customerAccessToken, id},
  );

export const setDefaultAddress = (customerAccessToken: string, addressId: string) =>
  mutation<WithErrors & {customer: Customer | null}>(
    'customerDefaultAddressUpdate',
    '$customerAccessToken: String!, $addressId: ID!',
    'customerAccessToken: $customerAccessToken, addressId: $addressId',
    `customer { ...CustomerFields } ${CUE}`,
    {customerAccessToken, addressId},
  );

export async function getCustomer(customerAccessToken: string): Promise<Customer | null> {
  const document = `query CustomerQuery($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) { ...CustomerFields }
  } ${CUSTOMER_FIELDS}`;
  return (await query<{customer: Customer | null}>(document, {customerAccessToken})).customer;
}

/** Calls a customer admin endpoint as the services' router would. */
export async function admin<T = Record<string, unknown>>(
  path: string,
  init: {method?: string; body?: unknown} = {},
): Promise<{status: number; body: T}> {
  const response = await handleCustomerAdmin(
    new Request(`${ORIGIN}${path}`, {
      method: init.method ?? 'GET',
      headers: {'content-type': 'application/json'},
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );
  return {status: response.status, body: (await response.json()) as T};
}

/** A mail as GET /__admin/mailbox lists it. */
export type Mail = Omit<MailRecord, 'id'>;

export async function mailsTo(email: string): Promise<Mail[]> {
  return (await admin<{messages: Mail[]}>(`/__admin/mailbox?to=${encodeURIComponent(email)}`)).body.messages;
}

/** The newest mail to that address; fails the test when there is none. */
export async function lastMailTo(email: string): Promise<Mail> {
  const [mail] = await mailsTo(email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

export {query, storefront};
