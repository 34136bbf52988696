// The address book's rules (spec §3 Mailing address, §9: up to 50 addresses). Shopify's address ids carry the
// customer's access token in their query (`…/MailingAddress/1?model_name=CustomerAddress&customer_access_token=…`);
// pages get them without it, so the token never sits in the page, and an action finds the real id among the
// session customer's own addresses, which also refuses an id of someone else's.

export const MAX_ADDRESSES = 50;

/** The id as a page may hold it: the access token taken out of its query. */
export function publicAddressId(id: string): string {
  const query = id.indexOf('?');
  if (query < 0) return id;
  const params = new URLSearchParams(id.slice(query + 1));
  params.delete('customer_access_token');
  const rest = params.toString();
  return rest ? `${id.slice(0, query)}?${rest}` : id.slice(0, query);
}

type WithAddresses = {defaultAddress?: {id: string} | null; addresses: {nodes: {id: string}[]}};

/** The customer as a page may hold it: the default address and every other one with public ids. */
export function withPublicAddressIds<C extends WithAddresses>(customer: C): C {
  const clean = <A extends {id: string}>(address: A): A => ({...address, id: publicAddressId(address.id)});
  return {
    ...customer,
    defaultAddress: customer.defaultAddress ? clean(customer.defaultAddress) : customer.defaultAddress,
    addresses: {...customer.addresses, nodes: customer.addresses.nodes.map(clean)},
  };
}

/** The customer's own address a form names, by its public id; null when it is not one of theirs. */
export function ownAddressId(formId: unknown, addresses: {id: string}[]): string | null {
  if (typeof formId !== 'string' || !formId || formId.length > 500) return null;
  return addresses.find((address) => publicAddressId(address.id) === formId)?.id ?? null;
}

export type AddressFields = {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  zip: string;
  city: string;
  province: string;
  country: string;
  phone: string;
};

export const ADDRESS_FIELDS: (keyof AddressFields)[] = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'zip',
  'city',
  'province',
  'country',
  'phone',
];

/** An address form's fields, trimmed and bounded; empty ones are sent as empty (the server decides). */
export function addressFromForm(form: FormData): AddressFields {
  const entries = ADDRESS_FIELDS.map((field) => {
    const value = form.get(field);
    return [field, typeof value === 'string' ? value.trim().slice(0, 255) : ''] as const;
  });
  return Object.fromEntries(entries) as AddressFields;
}
