// Address book mutations (API-SHAPES.md §1.5): create (up to 50 addresses), update, delete and make default, each
// acting only on the addresses of the customer behind the access token, whatever token an address id carries.
import type {RequestContext} from '../context';
import {customerErrors, customerPayload, MAX_ADDRESSES, type CustomerPayload} from './customer-errors';
import {parseAddressGid} from './customer-ids';
import type {AddressRecord, CustomerRecord} from './customer-records';
import {addressErrors, countryCodeFor, normalizePhone, type MailingAddressInput} from './customer-rules';
import {tokenCustomer} from './account-mutations';
import {customerAddressView, customerView} from './views';

type Payload = CustomerPayload;
const payload = customerPayload;

const TEXT_KEYS = ['firstName', 'lastName', 'company', 'address1', 'address2', 'city', 'province', 'zip'] as const;

/** Fields the input names are set (null or '' clears them); fields it leaves out keep their value. */
function applyAddressInput(address: AddressRecord, input: MailingAddressInput): AddressRecord {
  const next = {...address};
  for (const key of TEXT_KEYS) {
    const value = input[key];
    if (value !== undefined) next[key] = value?.trim() || null;
  }
  if (input.province !== undefined) next.provinceCode = next.province;
  if (input.country !== undefined) next.countryCode = input.country ? countryCodeFor(input.country) : null;
  if (input.phone !== undefined) next.phone = input.phone ? normalizePhone(input.phone) : null;
  return next;
}

const EMPTY_ADDRESS: Omit<AddressRecord, 'id'> = {
  firstName: null,
  lastName: null,
  company: null,
  address1: null,
  address2: null,
  city: null,
  province: null,
  provinceCode: null,
  zip: null,
  countryCode: null,
  phone: null,
};

function findAddress(customer: CustomerRecord, id: string): AddressRecord | undefined {
  const numeric = parseAddressGid(id);
  return numeric === null ? undefined : customer.addresses.find((a) => a.id === numeric);
}

export function customerAddressCreateMutation(
  ctx: RequestContext,
  args: {customerAccessToken: string; address: MailingAddressInput},
): Payload {
  const found = tokenCustomer(ctx, args.customerAccessToken);
  if (!found.customer) return payload({customerAddress: null}, [found.error]);
  const {customer} = found;
  const errors = addressErrors(args.address, ['address']);
  if (customer.addresses.length >= MAX_ADDRESSES) errors.push(customerErrors.tooManyAddresses());
  if (errors.length) return payload({customerAddress: null}, errors);

  const address = applyAddressInput({id: ctx.store.customers.newAddressId(), ...EMPTY_ADDRESS}, args.address);
  customer.addresses.push(address);
  // The first address of an address book becomes its default, as in Shopify.
  customer.defaultAddressId ??= address.id;
  ctx.store.customers.touch(customer);
  return payload({customerAddress: customerAddressView(address, args.customerAccessToken)});
}

export function customerAddressUpdateMutation(
  ctx: RequestContext,
  args: {customerAccessToken: string; id: string; address: MailingAddressInput},
): Payload {
  const found = tokenCustomer(ctx, args.customerAccessToken);
  if (!found.customer) return payload({customerAddress: null}, [found.error]);
  const {customer} = found;
  const current = findAddress(customer, args.id);
  if (!current) return payload({customerAddress: null}, [customerErrors.addressNotFound(['id'])]);
  const errors = addressErrors(args.address, ['address']);
  if (errors.length) return payload({customerAddress: null}, errors);

  const updated = applyAddressInput(current, args.address);
  customer.addresses = customer.addresses.map((a) => (a.id === current.id ? updated : a));
  ctx.store.customers.touch(customer);
  return payload({customerAddress: customerAddressView(updated, args.customerAccessToken)});
}

export function customerAddressDeleteMutation(
  ctx: RequestContext,
  args: {customerAccessToken: string; id: string},
): Payload {
  const found = tokenCustomer(ctx, args.customerAccessToken);
  if (!found.customer) return payload({deletedCustomerAddressId: null}, [found.error]);
  const {customer} = found;
  const address = findAddress(customer, args.id);
  if (!address) return payload({deletedCustomerAddressId: null}, [customerErrors.addressNotFound(['id'])]);

  customer.addresses = customer.addresses.filter((a) => a.id !== address.id);
  // Deleting the default hands the role to the oldest remaining address.
  if (customer.defaultAddressId === address.id) customer.defaultAddressId = customer.addresses[0]?.id ?? null;
  ctx.store.customers.touch(customer);
  return payload({deletedCustomerAddressId: args.id});
}

export function customerDefaultAddressUpdateMutation(
  ctx: RequestContext,
  args: {customerAccessToken: string; addressId: string},
): Payload {
  const found = tokenCustomer(ctx, args.customerAccessToken);
  if (!found.customer) return payload({customer: null}, [found.error]);
  const {customer} = found;
  const address = findAddress(customer, args.addressId);
  if (!address) return payload({customer: null}, [customerErrors.addressNotFound(['addressId'])]);

  customer.defaultAddressId = address.id;
  ctx.store.customers.touch(customer);
  return payload({customer: customerView(ctx, customer, args.customerAccessToken)});
}
