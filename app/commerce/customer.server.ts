// Spec §7 customer calls (API-SHAPES §1.5 legacy customer mutations), one function each. Every answer is read by
// app/commerce/customer-errors.ts: user errors come back by field, missing data as the spec's messages. Nothing
// here is cached: customer data is personal and changes with every mutation.
import {CacheNone, type Storefront} from '@shopify/hydrogen';
import {
  ACCOUNT_CUSTOMER_QUERY,
  CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION,
  CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION,
  CUSTOMER_ACCESS_TOKEN_RENEW_MUTATION,
  CUSTOMER_ACTIVATE_BY_URL_MUTATION,
  CUSTOMER_ADDRESS_CREATE_MUTATION,
  CUSTOMER_ADDRESS_DELETE_MUTATION,
  CUSTOMER_ADDRESS_UPDATE_MUTATION,
  CUSTOMER_CREATE_MUTATION,
  CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION,
  CUSTOMER_RECOVER_MUTATION,
  CUSTOMER_RESET_BY_URL_MUTATION,
  CUSTOMER_RESET_MUTATION,
  CUSTOMER_UPDATE_MUTATION,
} from '~graphql/storefront/customer';
import type {AccountCustomerQuery} from '~graphql/storefront/storefront.generated';
import {failedRequestErrors, readCustomerPayload, type FormError} from './customer-errors';
import type {CustomerToken} from './customer-session.server';
import {StorefrontError} from './storefront.server';

export type AccountCustomer = NonNullable<AccountCustomerQuery['customer']>;
export type AccountAddress = NonNullable<AccountCustomer['defaultAddress']>;

export type CustomerResult<T> = {ok: true; value: T} | {ok: false; errors: FormError[]};

export type AddressInput = {
  firstName?: string;
  lastName?: string;
  company?: string;
  address1?: string;
  address2?: string;
  zip?: string;
  city?: string;
  province?: string;
  country?: string;
  phone?: string;
};

export type CustomerUpdate = {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string | null;
  acceptsMarketing?: boolean;
  password?: string;
};

/** A request the Storefront refused outright (GraphQL errors) answers its messages; outages still throw (503). */
async function attempt<T>(call: () => Promise<CustomerResult<T>>): Promise<CustomerResult<T>> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof StorefrontError) return {ok: false, errors: failedRequestErrors(error)};
    throw error;
  }
}

const token = (value: {accessToken?: string | null; expiresAt?: string | null} | null | undefined) =>
  value?.accessToken && value.expiresAt
    ? ({
        accessToken: value.accessToken,
        expiresAt: value.expiresAt,
      } as CustomerToken)
    : null;

export function createCustomer(
  storefront: Storefront,
  input: {
    email: string;
    password: string;
    firstName?: string;
    lastName?: string;
    acceptsMarketing?: boolean;
  },
) {
  return attempt(async () => {
    const {customerCreate} = await storefront.mutate(CUSTOMER_CREATE_MUTATION, {variables: {input}});
    return readCustomerPayload('create', customerCreate, 'customerUserErrors', (payload) => payload.customer?.id);
  });
}

export function createAccessToken(storefront: Storefront, input: {email: string; password: string}) {
  return attempt(async () => {
    const {customerAccessTokenCreate} = await storefront.mutate(CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION, {
      variables: {input},
    });
    return readCustomerPayload('tokenCreate', customerAccessTokenCreate, 'customerUserErrors', (payload) =>
      token(payload.customerAccessToken),
    );
  });
}

export function renewAccessToken(storefront: Storefront, accessToken: string) {
  return attempt(async () => {
    const {customerAccessTokenRenew} = await storefront.mutate(CUSTOMER_ACCESS_TOKEN_RENEW_MUTATION, {
      variables: {customerAccessToken: accessToken},
    });
    return readCustomerPayload('renew', customerAccessTokenRenew, 'userErrors', (payload) =>
      token(payload.customerAccessToken),
    );
  });
}

export function deleteAccessToken(storefront: Storefront, accessToken: string) {
  return attempt(async () => {
    const {customerAccessTokenDelete} = await storefront.mutate(CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION, {
      variables: {customerAccessToken: accessToken},
    });
    return readCustomerPayload(
      'tokenDelete',
      customerAccessTokenDelete,
      'userErrors',
      (payload) => payload.deletedAccessToken,
    );
  });
}

export function fetchAccountCustomer(storefront: Storefront, accessToken: string) {
  return attempt(async () => {
    const data = await storefront.query(ACCOUNT_CUSTOMER_QUERY, {
      variables: {customerAccessToken: accessToken},
      cache: CacheNone(),
    });
    const customer = data?.customer;
    return customer
      ? {ok: true as const, value: customer}
      : {
          ok: false as const,
          errors: [
            {
              field: null,
              message: 'Error fetching customer data',
              code: null,
            },
          ],
        };
  });
}

export function recoverCustomer(storefront: Storefront, email: string) {
  return attempt(async () => {
    const {customerRecover} = await storefront.mutate(CUSTOMER_RECOVER_MUTATION, {variables: {email}});
    return readCustomerPayload('recover', customerRecover, 'customerUserErrors', () => true);
  });
}

export function resetCustomer(storefront: Storefront, id: string, input: {resetToken: string; password: string}) {
  return attempt(async () => {
    const {customerReset} = await storefront.mutate(CUSTOMER_RESET_MUTATION, {
      variables: {id, input},
    });
    return readCustomerPayload('reset', customerReset, 'customerUserErrors', (payload) => payload.customer?.id);
  });
}

export function resetCustomerByUrl(storefront: Storefront, resetUrl: string, password: string) {
  return attempt(async () => {
    const {customerResetByUrl} = await storefront.mutate(CUSTOMER_RESET_BY_URL_MUTATION, {
      variables: {resetUrl, password},
    });
    return readCustomerPayload('reset', customerResetByUrl, 'customerUserErrors', (payload) => payload.customer?.id);
  });
}

export function activateCustomerByUrl(storefront: Storefront, activationUrl: string, password: string) {
  return attempt(async () => {
    const {customerActivateByUrl} = await storefront.mutate(CUSTOMER_ACTIVATE_BY_URL_MUTATION, {
      variables: {activationUrl, password},
    });
    return readCustomerPayload(
      'activate',
      customerActivateByUrl,
      'customerUserErrors',
      (payload) => payload.customer?.id,
    );
  });
}

/** The new token when the password changed (Shopify then invalidates the old one), else null. */
export function updateCustomer(storefront: Storefront, accessToken: string, customer: CustomerUpdate) {
  return attempt(async () => {
    const {customerUpdate} = await storefront.mutate(CUSTOMER_UPDATE_MUTATION, {
      variables: {customerAccessToken: accessToken, customer},
    });
    return readCustomerPayload('update', customerUpdate, 'customerUserErrors', (payload) =>
      payload.customer?.id ? {newToken: token(payload.customerAccessToken)} : null,
    );
  });
}

export function createAddress(storefront: Storefront, accessToken: string, address: AddressInput) {
  return attempt(async () => {
    const {customerAddressCreate} = await storefront.mutate(CUSTOMER_ADDRESS_CREATE_MUTATION, {
      variables: {customerAccessToken: accessToken, address},
    });
    return readCustomerPayload(
      'addressCreate',
      customerAddressCreate,
      'customerUserErrors',
      (payload) => payload.customerAddress?.id,
    );
  });
}

export function updateAddress(storefront: Storefront, accessToken: string, id: string, address: AddressInput) {
  return attempt(async () => {
    const {customerAddressUpdate} = await storefront.mutate(CUSTOMER_ADDRESS_UPDATE_MUTATION, {
      variables: {customerAccessToken: accessToken, id, address},
    });
    return readCustomerPayload(
      'addressUpdate',
      customerAddressUpdate,
      'customerUserErrors',
      (payload) => payload.customerAddress?.id,
    );
  });
}

export function deleteAddress(storefront: Storefront, accessToken: string, id: string) {
  return attempt(async () => {
    const {customerAddressDelete} = await storefront.mutate(CUSTOMER_ADDRESS_DELETE_MUTATION, {
      variables: {customerAccessToken: accessToken, id},
    });
    return readCustomerPayload(
      'addressDelete',
      customerAddressDelete,
      'customerUserErrors',
      (payload) => payload.deletedCustomerAddressId,
    );
  });
}

/** Spec §4: setting the default address replaces the customer with the one the answer returns. */
export function setDefaultAddress(storefront: Storefront, accessToken: string, addressId: string) {
  return attempt(async () => {
    const {customerDefaultAddressUpdate} = await storefront.mutate(CUSTOMER_DEFAULT_ADDRESS_UPDATE_MUTATION, {
      variables: {customerAccessToken: accessToken, addressId},
    });
    return readCustomerPayload(
      'defaultAddress',
      customerDefaultAddressUpdate,
      'customerUserErrors',
      (payload) => payload.customer as AccountCustomer | null | undefined,
    );
  });
}
