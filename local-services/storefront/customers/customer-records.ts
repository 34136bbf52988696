// The stored shapes of the customer area: accounts, their addresses, access tokens, one-time links and orders.
// Orders are stored already priced (order-build.ts), so the views only read them.
import type {Attribute} from '../cart-store';

export type AddressRecord = {
  /** Numeric part of gid://shopify/MailingAddress/<id>. */
  id: number;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  provinceCode: string | null;
  zip: string | null;
  countryCode: string | null;
  phone: string | null;
};

export type CustomerRecord = {
  /** Numeric part of gid://shopify/Customer/<id>. */
  id: number;
  email: string;
  passwordHash: string;
  passwordSalt: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  acceptsMarketing: boolean;
  /** Shopify's account states: only an enabled customer can log in. */
  state: 'enabled' | 'disabled';
  tags: string[];
  createdAt: number;
  updatedAt: number;
  /** Address book in creation order. */
  addresses: AddressRecord[];
  defaultAddressId: number | null;
  orderIds: number[];
};

export type AccessTokenRecord = {
  token: string;
  /** What customerAccessTokenDelete reports as deletedCustomerAccessTokenId. */
  id: string;
  customerId: number;
  createdAt: number;
  expiresAt: number;
};

/** Activation and password-reset tokens: single use, expiring. */
export type LinkTokenRecord = {
  token: string;
  kind: 'activation' | 'reset';
  customerId: number;
  expiresAt: number;
};

export type MailRecord = {
  id: number;
  to: string;
  subject: string;
  kind: 'activation' | 'reset';
  url: string;
  /** gid://shopify/Customer/<id> */
  customerId: string;
  token: string;
  sentAt: string;
};

export type DiscountApplicationRecord = {
  kind: 'code' | 'automatic' | 'manual';
  label: string;
  value: {percentage: number} | {amountCents: number};
  targetType: 'LINE_ITEM' | 'SHIPPING_LINE';
  targetSelection: 'ALL' | 'ENTITLED';
  allocationMethod: 'ACROSS' | 'EACH';
};

export type AllocationRecord = {application: number; cents: number};

export type OrderLineRecord = {
  variantId: string;
  /** Product title in the order's language, as it was at checkout. */
  title: string;
  quantity: number;
  currentQuantity: number;
  unitCents: number;
  attributes: Attribute[];
  allocations: AllocationRecord[];
};

export type OrderAddress = Omit<AddressRecord, 'id'>;

export type OrderRecord = {
  /** Numeric part of gid://shopify/Order/<id>?key=<key>. */
  id: number;
  key: string;
  number: number;
  customerId: number;
  email: string;
  phone: string | null;
  locale: string;
  processedAt: number;
  financialStatus: string;
  fulfillmentStatus: string;
  cancelReason: string | null;
  canceledAt: number | null;
  edited: boolean;
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  attributes: Attribute[];
  lines: OrderLineRecord[];
  discountApplications: DiscountApplicationRecord[];
  shippingCents: number;
  shippingAllocations: AllocationRecord[];
  refundedCents: number;
  /** VAT included in the prices, as a fraction (0.09 for 9 %). */
  taxRate: number;
  fulfilments: {company: string; number: string; url: string}[];
};
