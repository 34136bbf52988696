// The demo customers of the Storefront stand-in: two legacy (classic) customer accounts with addresses and orders
// across the seven markets. Fixed data, no randomness: ids, order keys and totals are the same on every start, so
// e2e tests can name them. Line items point at real catalogue variants (data/catalogue.ts); unit prices come from
// the catalogue when the orders are built (storefront/customers/order-build.ts).

export type DemoAddress = {
  firstName: string;
  lastName: string;
  company?: string;
  address1: string;
  address2?: string;
  city: string;
  province?: string;
  zip: string;
  /** ISO 3166 alpha-2; the country name is derived from it. */
  countryCode: string;
  phone?: string;
};

/** A discount as applied at checkout: a code, an automatic discount, or a manual one given by staff. */
export type DemoDiscount = {
  kind: 'code' | 'automatic' | 'manual';
  /** The code (kind 'code') or the title (other kinds). */
  label: string;
  /** A percentage off, or else a fixed EUR amount spread across the entitled lines. */
  percentage?: number;
  amount?: string;
  target: 'LINE_ITEM' | 'SHIPPING_LINE';
  /** ALL: every line; ENTITLED: the lines that name this discount; (shipping discounts are ALL). */
  selection: 'ALL' | 'ENTITLED';
};

export type DemoOrderLine = {
  variantId: string;
  quantity: number;
  /** Lower than quantity after an edit or a restocked refund; 0 on a cancelled order. Defaults to quantity. */
  currentQuantity?: number;
  attributes?: {key: string; value: string}[];
  /** Indexes into the order's discounts with selection ENTITLED that apply to this line. */
  discounts?: number[];
};

export type DemoFulfilment = {company: string; number: string; url: string};

export type DemoOrder = {
  number: number;
  processedAt: string;
  /** The checkout's locale (Order.customerLocale), which also names the market the order was placed in. */
  locale: 'nl-NL' | 'de-DE' | 'en' | 'it-IT' | 'fr-FR' | 'nl-BE' | 'fr-BE';
  shippingAddress: DemoAddress;
  billingAddress?: DemoAddress;
  financialStatus: 'AUTHORIZED' | 'PAID' | 'PARTIALLY_PAID' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | 'VOIDED';
  fulfillmentStatus: 'FULFILLED' | 'IN_PROGRESS' | 'PARTIALLY_FULFILLED' | 'UNFULFILLED' | 'OPEN';
  lines: DemoOrderLine[];
  discounts?: DemoDiscount[];
  /** Shipping charged before shipping discounts, EUR. */
  shipping: string;
  refunded?: string;
  cancel?: {reason: 'CUSTOMER' | 'DECLINED' | 'FRAUD' | 'INVENTORY' | 'OTHER' | 'STAFF'; at: string};
  edited?: boolean;
  fulfilments?: DemoFulfilment[];
  attributes?: {key: string; value: string}[];
};

export type DemoCustomer = {
  /** Numeric part of gid://shopify/Customer/<id>. */
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  acceptsMarketing: boolean;
  createdAt: string;
  tags: string[];
  addresses: DemoAddress[];
  /** Index into addresses. */
  defaultAddress: number;
  /** Oldest first; the API lists them by the sort asked for. */
  orders: DemoOrder[];
};

const V = (n: number) => `gid://shopify/ProductVariant/491000000${String(n).padStart(5, '0')}`;

// Catalogue variants used below (prices from data/catalogue.ts).
const WHEY_CHOCOLATE_1KG = V(2); // 34.95
const WHEY_VANILLA_500G = V(3); // 19.95
const ISOLATE_CHOCOLATE_1KG = V(8); // 42.95
const VEGAN_CHOCOLATE_1KG = V(16); // 39.95
const CLEAR_WHEY_MANGO = V(25); // 27.95
const PEA_PROTEIN_1KG = V(30); // 24.95
const PROTEIN_PANCAKES_VANILLA = V(44); // 12.95
const PROTEIN_SPREAD_HAZELNUT = V(54); // 7.95
const SAMPLE_BOX = V(60); // 9.95
const PROTEIN_BAR_CHOCOLATE_12 = V(73); // 24.95
const PROTEIN_BAR_CHOCOLATE_1 = V(72); // 2.49
const PROTEIN_COOKIE_CHOCOLATE = V(83); // 27.95
const RICE_CAKES_CHOCOLATE = V(88); // 3.49
const PEANUT_BUTTER_1KG = V(91); // 11.95
const MULTIVITAMIN = V(103); // 14.95
const VITAMIN_D3 = V(104); // 9.95
const MAGNESIUM_120 = V(108); // 19.95
const OMEGA_3_60 = V(111); // 19.95
const CHIA_SEEDS_1KG = V(125); // 11.95
const MATCHA = V(123); // 19.95

const GIFT = [{key: '_gift', value: 'true'}];

const SANNE_NL: DemoAddress = {
  firstName: 'Sanne',
  lastName: 'de Vries',
  address1: 'Keizersgracht 123',
  address2: '2e verdieping',
  city: 'Amsterdam',
  zip: '1015 CJ',
  countryCode: 'NL',
  phone: '+31612345678',
};
const SANNE_DE: DemoAddress = {
  firstName: 'Sanne',
  lastName: 'de Vries',
  address1: 'Friedrichstraße 45',
  city: 'Berlin',
  zip: '10117',
  countryCode: 'DE',
  phone: '+4915112345678',
};
const SANNE_BE: DemoAddress = {
  firstName: 'Sanne',
  lastName: 'de Vries',
  company: 'Fuel Fans BV',
  address1: 'Rue de la Loi 16',
  city: 'Bruxelles',
  zip: '1000',
  countryCode: 'BE',
  phone: '+32470123456',
};
const SANNE_IT: DemoAddress = {
  firstName: 'Sanne',
  lastName: 'de Vries',
  address1: 'Via Roma 10',
  city: 'Roma',
  province: 'RM',
  zip: '00184',
  countryCode: 'IT',
};
const SANNE_FR: DemoAddress = {
  firstName: 'Sanne',
  lastName: 'de Vries',
  address1: '12 Rue de Rivoli',
  city: 'Paris',
  zip: '75004',
  countryCode: 'FR',
};

const postnl = (code: string): DemoFulfilment => ({
  company: 'PostNL',
  number: code,
  url: `https://jouw.postnl.nl/track-and-trace/${code}-NL-1015CJ`,
});
const dhl = (code: string): DemoFulfilment => ({
  company: 'DHL',
  number: code,
  url: `https://www.dhl.de/de/privatkunden/dhl-sendungsverfolgung.html?piececode=${code}`,
});
const bpost = (code: string): DemoFulfilment => ({
  company: 'bpost',
  number: code,
  url: `https://track.bpost.cloud/btr/web/#/search?itemCode=${code}&lang=nl`,
});

export const DEMO_CUSTOMER: DemoCustomer = {
  id: 7100000000001,
  email: 'demo@originalfuel.example',
  password: 'demo-password-1',
  firstName: 'Sanne',
  lastName: 'de Vries',
  phone: '+31612345678',
  acceptsMarketing: false,
  createdAt: '2023-11-02T09:30:00Z',
  tags: [],
  addresses: [SANNE_NL, SANNE_DE, SANNE_BE],
  defaultAddress: 0,
  orders: [
    {
      number: 1001,
      processedAt: '2024-01-15T10:12:00Z',
      locale: 'nl-NL',
      shippingAddress: SANNE_NL,
      financialStatus: 'PAID',
      fulfillmentStatus: 'FULFILLED',
      lines: [{variantId: WHEY_CHOCOLATE_1KG, quantity: 2}],
      shipping: '4.95',
      fulfilments: [postnl('3SOFU0010010001')],
    },
    {
      number: 1002,
      processedAt: '2024-02-20T08:45:00Z',
      locale: 'de-DE',
      shippingAddress: SANNE_DE,
      financialStatus: 'PAID',
      fulfillmentStatus: 'FULFILLED',
      lines: [
        {variantId: ISOLATE_CHOCOLATE_1KG, quantity: 1},
        {variantId: PROTEIN_BAR_CHOCOLATE_12, quantity: 1},
      ],
      shipping: '5.95',
      fulfilments: [dhl('00340434161094015902')],
    },
    {
      number: 1003,
      processedAt: '2024-03-18T19:02:00Z',
      locale: 'en',
      shippingAddress: SANNE_NL,
      financialStatus: 'PAID',
      fulfillmentStatus: 'FULFILLED',
      discounts: [{kind: 'code', label: 'WELCOME10', percentage: 10, target: 'LINE_ITEM', selection: 'ALL'}],
      lines: [
        {variantId: VEGAN_CHOCOLATE_1KG, quantity: 1},
        {variantId: MULTIVITAMIN, quantity: 2},
      ],
      shipping: '4.95',
      fulfilments: [postnl('3SOFU0010030001')],
    },
    {
      number: 1004,
      processedAt: '2024-04-22T12:30:00Z',
      locale: 'nl-BE',
      shippingAddress: SANNE_BE,
      financialStatus: 'PAID',
      fulfillmentStatus: 'FULFILLED',
      lines: [
        {variantId: PEA_PROTEIN_1KG, quantity: 2},
        {variantId: CHIA_SEEDS_1KG, quantity: 1},
      ],
      shipping: '5.95',
      fulfilments: [bpost('323299901000104001')],
    },
    {
      // Cancelled by the customer before it shipped; the authorisation was voided, every line removed.
      number: 1005,
      processedAt: '2024-05-27T07:55:00Z',
      locale: 'fr-BE',
      shippingAddress: SANNE_BE,
      financialStatus: 'VOIDED',
      fulfillmentStatus: 'UNFULFILLED',
      cancel: {reason: 'CUSTOMER', at: '2024-05-27T09:10:00Z'},
      lines: [
        {variantId: CLEAR_WHEY_MANGO, quantity: 2, currentQuantity: 0},
        {variantId: MATCHA, quantity: 1, currentQuantity: 0},
      ],
      shipping: '5.95',
    },
    {
      number: 1006,
      processedAt: '2024-06-30T16:20:00Z',
      locale: 'it-IT',
      shippingAddress: SANNE_IT,
      billingAddress: SANNE_NL,
      financialStatus: 'PAID',
      fulfillmentStatus: 'FULFILLED',
      lines: [{variantId: PROTEIN_COOKIE_CHOCOLATE, quantity: 1}],
      shipping: '7.95',
      fulfilments: [
        {
          company: 'Poste Italiane',
          number: 'RR123456785IT',
          url: 'https://www.poste.it/cerca/index.html#/risultati-spedizioni/RR123456785IT',
        },
      ],
    },
    {
      number: 1007,
      processedAt: '2024-08-05T11:11:00Z',
      locale: 'fr-FR',
      shippingAddress: SANNE_FR,
      billingAddress: SANNE_NL,
      financialStatus: 'PAID',
      fulfillmentStatus: 'FULFILLED',
      lines: [
        {variantId: OMEGA_3_60, quantity: 1},
        {variantId: VITAMIN_D3, quantity: 1},
      ],
      shipping: '6.95',
      fulfilments: [
        {company: 'Colissimo', number: '6A12345678901', url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901'},
      ],
    },
    {
      // Partially refunded: one tub arrived damaged, was refunded and restocked (its currentQuantity drops too).
      number: 1008,
      processedAt: '2024-09-09T13:40:00Z',
      locale: 'nl-NL',
      shippingAddress: SANNE_NL,
      financialStatus: 'PARTIALLY_REFUNDED',
      fulfillmentStatus: 'FULFILLED',
      lines: [
        {variantId: WHEY_VANILLA_500G, quantity: 2, currentQuantity: 1},
        {variantId: PEANUT_BUTTER_1KG, quantity: 1},
      ],
      shipping: '4.95',
      refunded: '19.95',
      fulfilments: [postnl('3SOFU0010080001')],
    },
    {
      // Edited after checkout, before the payment was captured: one bar box taken off a line of three.
      number: 1009,
      processedAt: '2024-10-14T09:05:00Z',
      locale: 'de-DE',
      shippingAddress: SANNE_DE,
      financialStatus: 'PAID',
      fulfillmentStatus: 'FULFILLED',
      edited: true,
      lines: [
        {variantId: PROTEIN_BAR_CHOCOLATE_12, quantity: 3, currentQuantity: 2},
        {variantId: MAGNESIUM_120, quantity: 1},
      ],
      shipping: '5.95',
      fulfilments: [dhl('00340434161094015919')],
    },
    {
      // A free gift line and a split shipment (two fulfilments).
      number: 1010,
      processedAt: '2024-11-18T17:25:00Z',
      locale: 'nl-NL',
      shippingAddress: SANNE_NL,
      financialStatus: 'PAID',
      fulfillmentStatus: 'FULFILLED',
      discounts: [{kind: 'automatic', label: 'Free gift', percentage: 100, target: 'LINE_ITEM', selection: 'ENTITLED'}],
      attributes: [{key: 'gift_message', value: 'Veel plezier!'}],
      lines: [
        {variantId: WHEY_CHOCOLATE_1KG, quantity: 2},
        {variantId: ISOLATE_CHOCOLATE_1KG, quantity: 1},
        {variantId: SAMPLE_BOX, quantity: 1, attributes: GIFT, discounts: [0]},
      ],
      shipping: '0.00',
      fulfilments: [postnl('3SOFU0010100001'), postnl('3SOFU0010100002')],
    },
    {
      // Free shipping by code: a shipping-line discount (Order.shippingDiscountAllocations).
      number: 1011,
      processedAt: '2024-12-16T20:48:00Z',
      locale: 'en',
      shippingAddress: SANNE_DE,
      billingAddress: SANNE_NL,
      financialStatus: 'PAID',
      fulfillmentStatus: 'FULFILLED',
      discounts: [{kind: 'code', label: 'FREESHIP', percentage: 100, target: 'SHIPPING_LINE', selection: 'ALL'}],
      lines: [
        {variantId: PROTEIN_PANCAKES_VANILLA, quantity: 2},
        {variantId: PROTEIN_SPREAD_HAZELNUT, quantity: 3},
      ],
      shipping: '5.95',
      fulfilments: [dhl('00340434161094015926')],
    },
    {
      number: 1012,
      processedAt: '2025-01-20T08:00:00Z',
      locale: 'nl-NL',
      shippingAddress: SANNE_NL,
      financialStatus: 'PAID',
      fulfillmentStatus: 'PARTIALLY_FULFILLED',
      lines: [
        {variantId: VEGAN_CHOCOLATE_1KG, quantity: 1},
        {variantId: RICE_CAKES_CHOCOLATE, quantity: 4},
      ],
      shipping: '4.95',
      fulfilments: [postnl('3SOFU0010120001')],
    },
    {
      // A staff discount of a fixed amount spread across the lines.
      number: 1013,
      processedAt: '2025-02-24T14:14:00Z',
      locale: 'nl-BE',
      shippingAddress: SANNE_BE,
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      discounts: [{kind: 'manual', label: 'Excuses voor de vertraging', amount: '5.00', target: 'LINE_ITEM', selection: 'ALL'}],
      lines: [
        {variantId: WHEY_CHOCOLATE_1KG, quantity: 1},
        {variantId: PROTEIN_BAR_CHOCOLATE_1, quantity: 6},
      ],
      shipping: '5.95',
    },
    {
      number: 1014,
      processedAt: '2025-03-31T06:30:00Z',
      locale: 'de-DE',
      shippingAddress: SANNE_DE,
      financialStatus: 'AUTHORIZED',
      fulfillmentStatus: 'UNFULFILLED',
      lines: [{variantId: MULTIVITAMIN, quantity: 1}],
      shipping: '5.95',
    },
    {
      // The newest order: a code on some lines only (entitled), a line note and a free gift.
      number: 1015,
      processedAt: '2025-04-28T18:05:00Z',
      locale: 'nl-NL',
      shippingAddress: SANNE_NL,
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      discounts: [
        {kind: 'code', label: 'PROTEIN15', percentage: 15, target: 'LINE_ITEM', selection: 'ENTITLED'},
        {kind: 'automatic', label: 'Free gift', percentage: 100, target: 'LINE_ITEM', selection: 'ENTITLED'},
      ],
      lines: [
        {variantId: ISOLATE_CHOCOLATE_1KG, quantity: 2, discounts: [0]},
        {variantId: VITAMIN_D3, quantity: 1, attributes: [{key: 'Engraving', value: 'Sanne'}]},
        {variantId: SAMPLE_BOX, quantity: 1, attributes: GIFT, discounts: [1]},
      ],
      shipping: '0.00',
    },
  ],
};

const LUKAS_DE: DemoAddress = {
  firstName: 'Lukas',
  lastName: 'Becker',
  address1: 'Marienplatz 8',
  city: 'München',
  province: 'BY',
  zip: '80331',
  countryCode: 'DE',
  phone: '+4917098765432',
};

/** A second account: security tests need another customer's order ids and tokens. */
export const OTHER_CUSTOMER: DemoCustomer = {
  id: 7100000000002,
  email: 'other@originalfuel.example',
  password: 'other-password-1',
  firstName: 'Lukas',
  lastName: 'Becker',
  phone: null,
  acceptsMarketing: true,
  createdAt: '2024-06-12T15:00:00Z',
  tags: [],
  addresses: [LUKAS_DE],
  defaultAddress: 0,
  orders: [
    {
      number: 1016,
      processedAt: '2025-05-05T10:00:00Z',
      locale: 'de-DE',
      shippingAddress: LUKAS_DE,
      financialStatus: 'PAID',
      fulfillmentStatus: 'FULFILLED',
      lines: [{variantId: WHEY_CHOCOLATE_1KG, quantity: 1}],
      shipping: '5.95',
      fulfilments: [dhl('00340434161094015933')],
    },
    {
      number: 1017,
      processedAt: '2025-05-12T10:00:00Z',
      locale: 'de-DE',
      shippingAddress: LUKAS_DE,
      financialStatus: 'PAID',
      fulfillmentStatus: 'UNFULFILLED',
      lines: [{variantId: OMEGA_3_60, quantity: 2}],
      shipping: '5.95',
    },
  ],
};

export const DEMO_CUSTOMERS: DemoCustomer[] = [DEMO_CUSTOMER, OTHER_CUSTOMER];
