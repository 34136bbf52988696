// The seeded demo customers' orders and address books, order ids and their keys, a customer linked to a cart, and
// the customer admin endpoints (mailbox, clock, settings, reset) through the services' router.
import {afterAll, beforeAll, beforeEach, describe, expect, test} from 'vitest';
import {DEMO_CUSTOMER} from '../../../local-services/data/customers';
import {startLocalServices, type LocalServices} from '../../../local-services/server';
import {resetStore} from '../../../local-services/storefront/store';
import {createCart, getCart} from './storefront-cart-helpers';
import {
  ADDRESS_FIELDS,
  admin,
  createAddress,
  createCustomer,
  DEMO_EMAIL,
  deleteAddress,
  deleteToken,
  getCustomer,
  OTHER_EMAIL,
  OTHER_PASSWORD,
  query,
  recover,
  setDefaultAddress,
  storefront,
  tokenFor,
  updateAddress,
  type Address,
  type Money,
} from './storefront-customers-helpers';
import type {PageInfo} from './storefront-helpers';

beforeEach(() => {
  resetStore();
});

const ORDER_FIELDS = `#graphql
  fragment OrderFields on Order {
    id name orderNumber email phone currencyCode financialStatus fulfillmentStatus cancelReason canceledAt edited
    processedAt statusUrl customerUrl customerLocale
    shippingAddress { ${ADDRESS_FIELDS} } billingAddress { ${ADDRESS_FIELDS} }
    currentSubtotalPrice { ...M } currentTotalPrice { ...M } currentTotalTax { ...M } currentTotalShippingPrice { ...M }
    currentTotalDuties { ...M } originalTotalDuties { ...M } originalTotalPrice { ...M }
    subtotalPrice { ...M } totalPrice { ...M } totalTax { ...M } totalShippingPrice { ...M } totalRefunded { ...M }
    customAttributes { key value }
    shippingDiscountAllocations { allocatedAmount { ...M } discountApplication { ...App } }
    lineItems(first: 250) {
      nodes {
        title quantity currentQuantity customAttributes { key value }
        discountAllocations { allocatedAmount { ...M } discountApplication { ...App } }
        discountedTotalPrice { ...M } originalTotalPrice { ...M }
        variant { id title product { id handle title } }
      }
    }
    discountApplications(first: 250) { nodes { ...App } }
    successfulFulfillments(first: 10) {
      trackingCompany trackingInfo(first: 5) { number url }
      fulfillmentLineItems(first: 10) { nodes { quantity lineItem { title } } }
    }
  }
  fragment App on DiscountApplication {
    __typename allocationMethod targetSelection targetType
    value { __typename ... on MoneyV2 { ...M } ... on PricingPercentageValue { percentage } }
    ... on DiscountCodeApplication { code applicable }
    ... on AutomaticDiscountApplication { title }
    ... on ManualDiscountApplication { title description }
  }
  fragment M on MoneyV2 { amount currencyCode }
`;

type Application = {
  __typename: string;
  allocationMethod: string;
  targetSelection: string;
  targetType: string;
  value: {__typename: string; amount?: string; percentage?: number};
  code?: string;
  title?: string;
};
type Allocation = {allocatedAmount: Money; discountApplication: Application};
type LineItem = {
  title: string;
  quantity: number;
  currentQuantity: number;
  customAttributes: {key: string; value: string}[];
  discountAllocations: Allocation[];
  discountedTotalPrice: Money;
  originalTotalPrice: Money;
  variant: {id: string; title: string; product: {id: string; handle: string; title: string}} | null;
};
type Order = {
  id: string;
  name: string;
  orderNumber: number;
  email: string;
  currencyCode: string;
  financialStatus: string;
  fulfillmentStatus: string;
  cancelReason: string | null;
  canceledAt: string | null;
  edited: boolean;
  processedAt: string;
  statusUrl: string;
  customerUrl: string;
  customerLocale: string;
  shippingAddress: Address | null;
  billingAddress: Address | null;
  currentSubtotalPrice: Money;
  currentTotalPrice: Money;
  currentTotalTax: Money;
  currentTotalShippingPrice: Money;
  currentTotalDuties: Money | null;
  originalTotalPrice: Money;
  subtotalPrice: Money;
  totalPrice: Money;
  totalTax: Money;
  totalShippingPrice: Money;
  totalRefunded: Money;
  customAttributes: {key: string; value: string}[];
  shippingDiscountAllocations: Allocation[];
  lineItems: {nodes: LineItem[]};
  discountApplications: {nodes: Application[]};
  successfulFulfillments: {
    trackingCompany: string;
    trackingInfo: {number: string; url: string}[];
    fulfillmentLineItems: {nodes: {quantity: number; lineItem: {title: string}}[]};
  }[];
};
type OrdersPage = {pageInfo: PageInfo; edges: {cursor: string; node: Order}[]};

async function ordersPage(token: string, args = 'first: 10, sortKey: PROCESSED_AT, reverse: true', language = 'EN') {
  const document = `query CustomerOrders($token: String!, $language: LanguageCode) @inContext(language: $language) {
    customer(customerAccessToken: $token) {
      orders(${args}) { pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { ...OrderFields } } }
    }
  } ${ORDER_FIELDS}`;
  const data = await query<{customer: {orders: OrdersPage} | null}>(document, {token, language});
  return data.customer?.orders ?? null;
}

async function allDemoOrders(): Promise<Order[]> {
  const page = await ordersPage(await tokenFor(), 'first: 50, sortKey: PROCESSED_AT, reverse: true');
  return page!.edges.map((e) => e.node);
}

async function demoOrder(name: string): Promise<Order> {
  const order = (await allDemoOrders()).find((o) => o.name === name);
  if (!order) throw new Error(`no order ${name}`);
  return order;
}

async function orderNode(id: string): Promise<Order | null> {
  const document = `query OrderById($id: ID!) { node(id: $id) { ... on Order { ...OrderFields } } } ${ORDER_FIELDS}`;
  const {node} = await query<{node: Order | Record<string, never> | null}>(document, {id});
  return node && 'id' in node ? (node as Order) : null;
}

const cents = (money: Money) => Math.round(Number(money.amount) * 100);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('demo orders', () => {
  test('15 orders, newest first in pages of 10 with cursors', async () => {
    const token = await tokenFor();
    const first = (await ordersPage(token))!;
    expect(first.edges.map((e) => e.node.name)).toEqual([
      '#1015', '#1014', '#1013', '#1012', '#1011', '#1010', '#1009', '#1008', '#1007', '#1006',
    ]);
    expect(first.pageInfo).toMatchObject({hasNextPage: true, hasPreviousPage: false});
    const second = (await ordersPage(token, `first: 10, sortKey: PROCESSED_AT, reverse: true, after: "${first.pageInfo.endCursor}"`))!;
    expect(second.edges.map((e) => e.node.name)).toEqual(['#1005', '#1004', '#1003', '#1002', '#1001']);
    expect(second.pageInfo).toMatchObject({hasNextPage: false, hasPreviousPage: true});
    const back = (await ordersPage(token, `last: 10, sortKey: PROCESSED_AT, reverse: true, before: "${second.pageInfo.startCursor}"`))!;
    expect(back.edges.map((e) => e.node.name)).toEqual(first.edges.map((e) => e.node.name));
    const processed = [...first.edges, ...second.edges].map((e) => Date.parse(e.node.processedAt));
    expect(processed).toEqual([...processed].sort((a, b) => b - a));
  });

  test('the other sort keys: ID (default) ascending, TOTAL_PRICE', async () => {
    const token = await tokenFor();
    expect((await ordersPage(token, 'first: 3'))!.edges.map((e) => e.node.name)).toEqual(['#1001', '#1002', '#1003']);
    const byTotal = (await ordersPage(token, 'first: 50, sortKey: TOTAL_PRICE'))!.edges.map((e) => cents(e.node.totalPrice));
    expect(byTotal).toEqual([...byTotal].sort((a, b) => a - b));
  });

  test('page sizes beyond 250 and bad cursors are GraphQL errors, not crashes', async () => {
    const token = await tokenFor();
    const document = `query Bad($token: String!) { customer(customerAccessToken: $token) { orders(first: 251) { nodes { id } } } }`;
    const tooMany = await storefront(document, {token});
    expect(tooMany.status).toBe(200);
    expect(tooMany.errors?.[0]?.message).toMatch(/Expected a page size from 0 to 250/);
    const cursor = `query Bad($token: String!) { customer(customerAccessToken: $token) { orders(first: 1, after: "garbage!") { nodes { id } } } }`;
    expect((await storefront(cursor, {token})).errors?.[0]?.message).toMatch(/Invalid cursor/);
  });

  test('every order has every spec field; markets and languages vary; lines point at catalogue variants', async () => {
    const orders = await allDemoOrders();
    expect(orders).toHaveLength(DEMO_CUSTOMER.orders.length);
    expect(new Set(orders.map((o) => o.customerLocale))).toEqual(new Set(['nl-NL', 'de-DE', 'en', 'it-IT', 'fr-FR', 'nl-BE', 'fr-BE']));
    expect(new Set(orders.map((o) => o.shippingAddress?.countryCodeV2))).toEqual(new Set(['NL', 'DE', 'BE', 'IT', 'FR']));
    for (const order of orders) {
      expect(order.id).toMatch(/^gid:\/\/shopify\/Order\/\d+\?key=[0-9a-f]{32}$/);
      expect(order).toMatchObject({email: DEMO_EMAIL, currencyCode: 'EUR', currentTotalDuties: null, orderNumber: Number(order.name.slice(1))});
      expect(order.statusUrl).toMatch(/^http:\/\/127\.0\.0\.1:4100\/\d+\/orders\/[0-9a-f]{32}\/authenticate\?key=/);
      expect(order.customerUrl).toMatch(/^http:\/\/127\.0\.0\.1:4100\/account\/orders\/[0-9a-f]{32}$/);
      expect(order.billingAddress).not.toBeNull();
      for (const line of order.lineItems.nodes) {
        expect(line.variant?.product.handle).toBeTruthy();
        expect(cents(line.discountedTotalPrice)).toBe(cents(line.originalTotalPrice) - sum(line.discountAllocations.map((a) => cents(a.allocatedAmount))));
      }
      // Totals add up: lines after their discounts plus shipping after its discounts.
      const lines = sum(order.lineItems.nodes.map((l) => cents(l.discountedTotalPrice)));
      expect(cents(order.subtotalPrice)).toBe(lines);
      expect(cents(order.totalPrice)).toBe(lines + cents(order.totalShippingPrice));
      expect(cents(order.originalTotalPrice)).toBe(cents(order.totalPrice));
      expect(cents(order.totalTax)).toBeGreaterThan(0);
      expect(cents(order.totalTax)).toBeLessThan(cents(order.totalPrice) / 9);
    }
  });

  test('line titles are the language of the order; variants follow the request language', async () => {
    const token = await tokenFor();
    const page = (await ordersPage(token, 'first: 1, sortKey: PROCESSED_AT, reverse: true', 'DE'))!;
    const [line] = page.edges[0]!.node.lineItems.nodes;
    expect(line!.title).toBe('Whey Isolaat'); // #1015 was placed in nl-NL
    expect(line!.variant).toMatchObject({id: 'gid://shopify/ProductVariant/49100000000008', title: 'Schokolade / 1 kg'});
  });

  test('#1005 is cancelled: reason, date, voided, every line removed', async () => {
    const order = await demoOrder('#1005');
    expect(order).toMatchObject({
      cancelReason: 'CUSTOMER',
      canceledAt: '2024-05-27T09:10:00Z',
      financialStatus: 'VOIDED',
      fulfillmentStatus: 'UNFULFILLED',
      customerLocale: 'fr-BE',
      currentTotalPrice: {amount: '0.00', currencyCode: 'EUR'},
      currentSubtotalPrice: {amount: '0.00', currencyCode: 'EUR'},
      totalPrice: {amount: '81.80', currencyCode: 'EUR'},
      successfulFulfillments: [],
    });
    expect(order.lineItems.nodes.map((l) => [l.quantity, l.currentQuantity])).toEqual([[2, 0], [1, 0]]);
    expect((await allDemoOrders()).filter((o) => o.cancelReason !== null).map((o) => o.name)).toEqual(['#1005']);
  });

  test('#1008 is partially refunded: one unit refunded and removed', async () => {
    const order = await demoOrder('#1008');
    expect(order).toMatchObject({
      financialStatus: 'PARTIALLY_REFUNDED',
      edited: false,
      totalRefunded: {amount: '19.95', currencyCode: 'EUR'},
      totalPrice: {amount: '56.80', currencyCode: 'EUR'},
      currentTotalPrice: {amount: '36.85', currencyCode: 'EUR'},
    });
    expect(order.lineItems.nodes[0]).toMatchObject({quantity: 2, currentQuantity: 1});
  });

  test('#1009 is edited: a line with currentQuantity below quantity, nothing refunded', async () => {
    const order = await demoOrder('#1009');
    expect(order).toMatchObject({edited: true, financialStatus: 'PAID', totalRefunded: {amount: '0.00', currencyCode: 'EUR'}});
    expect(order.lineItems.nodes[0]).toMatchObject({quantity: 3, currentQuantity: 2});
    expect(cents(order.currentTotalPrice)).toBe(cents(order.totalPrice) - 2495);
    expect(cents(order.currentTotalTax)).toBeLessThan(cents(order.totalTax));
    expect((await allDemoOrders()).filter((o) => o.edited).map((o) => o.name)).toEqual(['#1009']);
  });

  test('#1010 has a free gift line and two fulfilments with tracking', async () => {
    const order = await demoOrder('#1010');
    const gift = order.lineItems.nodes.find((l) => l.customAttributes.some((a) => a.key === '_gift'))!;
    expect(gift).toMatchObject({
      customAttributes: [{key: '_gift', value: 'true'}],
      discountedTotalPrice: {amount: '0.00', currencyCode: 'EUR'},
      originalTotalPrice: {amount: '9.95', currencyCode: 'EUR'},
      discountAllocations: [
        {
          allocatedAmount: {amount: '9.95', currencyCode: 'EUR'},
          discountApplication: {__typename: 'AutomaticDiscountApplication', title: 'Free gift', value: {percentage: 100}},
        },
      ],
    });
    expect(order.customAttributes).toEqual([{key: 'gift_message', value: 'Veel plezier!'}]);
    expect(order.successfulFulfillments.map((f) => [f.trackingCompany, f.trackingInfo])).toEqual([
      ['PostNL', [{number: '3SOFU0010100001', url: 'https://jouw.postnl.nl/track-and-trace/3SOFU0010100001-NL-1015CJ'}]],
      ['PostNL', [{number: '3SOFU0010100002', url: 'https://jouw.postnl.nl/track-and-trace/3SOFU0010100002-NL-1015CJ'}]],
    ]);
    const shipped = order.successfulFulfillments.flatMap((f) => f.fulfillmentLineItems.nodes.map((n) => n.lineItem.title));
    expect(shipped.sort()).toEqual(order.lineItems.nodes.map((l) => l.title).sort());
  });

  test('discount applications: a code across all lines, a fixed manual amount, free shipping', async () => {
    const welcome = await demoOrder('#1003');
    expect(welcome.discountApplications.nodes).toEqual([
      {
        __typename: 'DiscountCodeApplication',
        code: 'WELCOME10',
        applicable: true,
        allocationMethod: 'ACROSS',
        targetSelection: 'ALL',
        targetType: 'LINE_ITEM',
        value: {__typename: 'PricingPercentageValue', percentage: 10},
      },
    ]);
    expect(welcome.lineItems.nodes.map((l) => l.discountAllocations[0]?.allocatedAmount.amount)).toEqual(['4.00', '2.99']);

    const manual = await demoOrder('#1013');
    expect(manual.discountApplications.nodes[0]).toMatchObject({
      __typename: 'ManualDiscountApplication',
      title: 'Excuses voor de vertraging',
      value: {__typename: 'MoneyV2', amount: '5.00'},
    });
    expect(sum(manual.lineItems.nodes.flatMap((l) => l.discountAllocations.map((a) => cents(a.allocatedAmount))))).toBe(500);

    const freeShipping = await demoOrder('#1011');
    expect(freeShipping.totalShippingPrice.amount).toBe('0.00');
    expect(freeShipping.shippingDiscountAllocations).toEqual([
      {
        allocatedAmount: {amount: '5.95', currencyCode: 'EUR'},
        discountApplication: expect.objectContaining({code: 'FREESHIP', targetType: 'SHIPPING_LINE'}),
      },
    ]);
  });
});

describe('order ids', () => {
  test('node(id) opens an order only with its key; nodes(ids) answers null for the others', async () => {
    const order = await demoOrder('#1001');
    expect((await orderNode(order.id))?.name).toBe('#1001');
    const bare = order.id.split('?')[0]!;
    expect(await orderNode(bare)).toBeNull();
    expect(await orderNode(`${bare}?key=${'0'.repeat(32)}`)).toBeNull();
    expect(await orderNode('gid://shopify/Order/999?key=abc')).toBeNull();
    const {nodes} = await query<{nodes: ({name?: string} | null)[]}>(
      'query Orders($ids: [ID!]!) { nodes(ids: $ids) { ... on Order { name } } }',
      {ids: [order.id, bare]},
    );
    expect(nodes).toEqual([{name: '#1001'}, null]);
  });

  test('order ids are the same on every start', async () => {
    const before = (await demoOrder('#1008')).id;
    resetStore();
    expect((await demoOrder('#1008')).id).toBe(before);
    expect(before).toMatch(/^gid:\/\/shopify\/Order\/6100000001008\?key=/);
  });

  test("another customer's token never lists the demo customer's orders", async () => {
    const demoIds = (await allDemoOrders()).map((o) => o.id);
    const other = await tokenFor(OTHER_EMAIL, OTHER_PASSWORD);
    const page = (await ordersPage(other, 'first: 50'))!;
    expect(page.edges.map((e) => e.node.name)).toEqual(['#1016', '#1017']);
    expect(page.edges.every((e) => !demoIds.includes(e.node.id))).toBe(true);
    expect(page.edges.every((e) => e.node.email === OTHER_EMAIL)).toBe(true);
  });
});

describe('address book', () => {
  test('the demo customer has NL (default), DE and BE addresses', async () => {
    const customer = (await getCustomer(await tokenFor()))!;
    expect(customer.addresses.nodes.map((a) => [a.countryCodeV2, a.city])).toEqual([
      ['NL', 'Amsterdam'],
      ['DE', 'Berlin'],
      ['BE', 'Bruxelles'],
    ]);
    expect(customer.defaultAddress?.countryCodeV2).toBe('NL');
    expect(customer.defaultAddress?.formatted).toEqual(['Sanne de Vries', 'Keizersgracht 123', '2e verdieping', '1015 CJ Amsterdam', 'Netherlands']);
  });

  test('create, update, make default and delete; ids carry the token like Shopify', async () => {
    const token = await tokenFor();
    const created = await createAddress(token, {
      firstName: 'Sanne',
      lastName: 'de Vries',
      address1: 'Oudegracht 1',
      city: 'Utrecht',
      zip: '3511 AA',
      country: 'Netherlands',
      phone: '+31 6 1234 5678',
    });
    expect(created.customerUserErrors).toEqual([]);
    const address = created.customerAddress!;
    expect(address).toMatchObject({country: 'Netherlands', countryCodeV2: 'NL', phone: '+31612345678', zip: '3511 AA'});
    expect(address.id).toMatch(new RegExp(`^gid://shopify/MailingAddress/\\d+\\?model_name=CustomerAddress&customer_access_token=${token}$`));

    const updated = await updateAddress(token, address.id, {address2: 'achterhuis', country: 'NL'});
    expect(updated.customerUserErrors).toEqual([]);
    expect(updated.customerAddress).toMatchObject({address1: 'Oudegracht 1', address2: 'achterhuis', city: 'Utrecht'});

    const defaulted = await setDefaultAddress(token, address.id);
    expect(defaulted.customerUserErrors).toEqual([]);
    expect(defaulted.customer?.defaultAddress?.id).toBe(address.id);

    const deleted = await deleteAddress(token, address.id);
    expect(deleted).toEqual({deletedCustomerAddressId: address.id, customerUserErrors: [], userErrors: []});
    const after = (await getCustomer(token))!;
    expect(after.addresses.nodes).toHaveLength(3);
    // The default passes to the oldest remaining address.
    expect(after.defaultAddress?.city).toBe('Amsterdam');
  });

  test("the first address of a new customer becomes the default; another customer's address is NOT_FOUND", async () => {
    await admin('/__admin/customers/settings', {method: 'POST', body: {autoEnable: true}});
    await createCustomer({email: 'fresh@originalfuel.example', password: 'fresh-password'});
    const fresh = await tokenFor('fresh@originalfuel.example', 'fresh-password');
    const created = (await createAddress(fresh, {city: 'Gent', zip: '9000', country: 'BE'})).customerAddress!;
    expect((await getCustomer(fresh))?.defaultAddress?.id).toBe(created.id);

    const demo = await tokenFor();
    const demoAddress = (await getCustomer(demo))!.addresses.nodes[1]!;
    const notFound = {code: 'NOT_FOUND', message: 'Address does not exist'};
    expect((await updateAddress(fresh, demoAddress.id, {city: 'Hacked'})).customerUserErrors).toEqual([{...notFound, field: ['id']}]);
    expect((await deleteAddress(fresh, demoAddress.id)).customerUserErrors).toEqual([{...notFound, field: ['id']}]);
    expect((await setDefaultAddress(fresh, demoAddress.id)).customerUserErrors).toEqual([{...notFound, field: ['addressId']}]);
    expect((await getCustomer(demo))!.addresses.nodes[1]!.city).toBe('Berlin');
  });

  test.each([
    [{country: 'Atlantis'}, 'INVALID', ['address', 'country'], 'Country is invalid'],
    [{country: 'NL', zip: '12345'}, 'INVALID', ['address', 'zip'], 'Zip is invalid'],
    [{country: 'DE', zip: '1234'}, 'INVALID', ['address', 'zip'], 'Zip is invalid'],
    [{firstName: '<img src=x>'}, 'CONTAINS_HTML_TAGS', ['address', 'firstName'], 'First name cannot contain HTML tags'],
    [{address1: 'http://phish.example'}, 'CONTAINS_URL', ['address', 'address1'], 'Address1 cannot contain URL'],
    [{phone: '12'}, 'INVALID', ['address', 'phone'], 'Phone is invalid'],
  ])('customerAddressCreate refuses %j', async (address, code, field, message) => {
    const token = await tokenFor();
    const result = await createAddress(token, address);
    expect(result.customerAddress).toBeNull();
    expect(result.customerUserErrors).toEqual([{code, field, message}]);
    expect((await getCustomer(token))!.addresses.nodes).toHaveLength(3);
  });

  test('country names are accepted in the shop languages', async () => {
    const token = await tokenFor();
    for (const [country, code] of [['Duitsland', 'DE'], ['Belgique', 'BE'], ['Italia', 'IT'], ['fr', 'FR']]) {
      expect((await createAddress(token, {country})).customerAddress?.countryCodeV2).toBe(code);
    }
  });

  test('at most 50 addresses', async () => {
    const token = await tokenFor();
    for (let i = 0; i < 47; i++) expect((await createAddress(token, {address1: `Straat ${i}`, country: 'NL'})).customerUserErrors).toEqual([]);
    expect((await createAddress(token, {address1: 'One too many', country: 'NL'})).customerUserErrors).toEqual([
      {code: 'INVALID', field: ['address'], message: "Customer can't have more than 50 addresses"},
    ]);
  });
});

describe('cart buyer identity', () => {
  const BUYER_IDENTITY = `mutation BuyerIdentity($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) {
    cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {
      cart { buyerIdentity { email customer { id email firstName } } }
      userErrors { code field message }
    }
  }`;
  type Result = {
    cartBuyerIdentityUpdate: {
      cart: {buyerIdentity: {email: string | null; customer: {id: string; email: string; firstName: string} | null}} | null;
      userErrors: {code: string; field: string[]; message: string}[];
    };
  };

  test('a customer access token links the customer, whose email becomes the buyer email, until logout', async () => {
    const cartId = (await createCart()).cart!.id;
    const token = await tokenFor();
    const linked = await query<Result>(BUYER_IDENTITY, {cartId, buyerIdentity: {customerAccessToken: token}});
    expect(linked.cartBuyerIdentityUpdate).toEqual({
      cart: {
        buyerIdentity: {
          email: DEMO_EMAIL,
          customer: {id: 'gid://shopify/Customer/7100000000001', email: DEMO_EMAIL, firstName: 'Sanne'},
        },
      },
      userErrors: [],
    });
    expect((await getCart(cartId))!.buyerIdentity.customer).toMatchObject({email: DEMO_EMAIL});
    await deleteToken(token);
    expect((await getCart(cartId))!.buyerIdentity.customer).toBeNull();
  });

  test('an unknown token is refused and changes nothing', async () => {
    const cartId = (await createCart()).cart!.id;
    const refused = await query<Result>(BUYER_IDENTITY, {cartId, buyerIdentity: {customerAccessToken: 'f'.repeat(32)}});
    expect(refused.cartBuyerIdentityUpdate.userErrors).toEqual([
      {code: 'INVALID', field: ['buyerIdentity', 'customerAccessToken'], message: 'Customer is invalid'},
    ]);
    expect(refused.cartBuyerIdentityUpdate.cart?.buyerIdentity).toEqual({email: null, customer: null});
  });

  test('cartCreate links the customer too', async () => {
    const token = await tokenFor(OTHER_EMAIL, OTHER_PASSWORD);
    const created = await createCart({buyerIdentity: {customerAccessToken: token}});
    expect(created.userErrors).toEqual([]);
    expect(created.cart!.buyerIdentity).toMatchObject({email: OTHER_EMAIL, customer: {email: OTHER_EMAIL}});
  });
});

describe('admin endpoints through the services router', () => {
  let services: LocalServices;
  beforeAll(async () => {
    services = await startLocalServices({port: 0});
  });
  afterAll(async () => {
    await services.close();
  });
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${services.url}${path}`, {headers: {'content-type': 'application/json'}, ...init});
    return {status: response.status, body: (await response.json()) as Record<string, unknown>};
  };

  test('mailbox: newest first, filtered by recipient, emptied by DELETE; links on the services origin', async () => {
    await recover(DEMO_EMAIL);
    await recover(OTHER_EMAIL);
    await recover(DEMO_EMAIL);
    const all = await call('/__admin/mailbox');
    expect((all.body.messages as {to: string}[]).map((m) => m.to)).toEqual([DEMO_EMAIL, OTHER_EMAIL, DEMO_EMAIL]);
    const demo = (await call(`/__admin/mailbox?to=${encodeURIComponent('DEMO@originalfuel.example')}`)).body.messages as Record<string, string>[];
    expect(demo).toHaveLength(2);
    expect(Object.keys(demo[0]!).sort()).toEqual(['customerId', 'kind', 'sentAt', 'subject', 'to', 'token', 'url']);
    expect(await call('/__admin/mailbox', {method: 'DELETE'})).toEqual({status: 200, body: {ok: true}});
    expect((await call('/__admin/mailbox')).body).toEqual({messages: []});
  });

  test('the mailed link is on the origin the request came in on', async () => {
    const response = await fetch(`${services.url}/api/2024-10/graphql.json`, {
      method: 'POST',
      headers: {'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'local-public-token'},
      body: JSON.stringify({query: 'mutation R($email: String!) { customerRecover(email: $email) { customerUserErrors { code } } }', variables: {email: DEMO_EMAIL}}),
    });
    expect(response.status).toBe(200);
    const [mail] = (await call(`/__admin/mailbox?to=${DEMO_EMAIL}`)).body.messages as {url: string}[];
    expect(mail!.url.startsWith(`${services.url}/account/reset/7100000000001/`)).toBe(true);
  });

  test('the clock moves forward and back to real time', async () => {
    const before = (await call('/__admin/clock')).body as {now: string; offsetMs: number};
    expect(before.offsetMs).toBe(0);
    const moved = (await call('/__admin/clock', {method: 'POST', body: JSON.stringify({advanceSeconds: 3600})})).body;
    expect(moved.offsetMs).toBe(3_600_000);
    expect(Date.parse(moved.now as string) - Date.parse(before.now)).toBeGreaterThanOrEqual(3_600_000);
    expect((await call('/__admin/clock', {method: 'POST', body: JSON.stringify({reset: true})})).body.offsetMs).toBe(0);
    expect((await call('/__admin/clock', {method: 'POST', body: '{"advance":1}'})).status).toBe(400);
  });

  test('settings refuse unknown keys and wrong types; reset restores the demo customers', async () => {
    expect((await call('/__admin/customers/settings', {method: 'POST', body: '{"nope":1}'})).status).toBe(400);
    expect((await call('/__admin/customers/settings', {method: 'POST', body: '{"autoEnable":"yes"}'})).status).toBe(400);
    expect((await call('/__admin/customers/settings', {method: 'POST', body: '{"disabledLogin":"X"}'})).status).toBe(400);
    expect((await call('/__admin/customers/settings', {method: 'POST', body: 'not json'})).status).toBe(400);

    const token = await tokenFor();
    await createAddress(token, {city: 'Delft', country: 'NL'});
    await call('/__admin/customers/settings', {method: 'POST', body: '{"autoEnable":true}'});
    expect(await call('/__admin/customers/reset', {method: 'POST'})).toEqual({status: 200, body: {ok: true}});
    expect((await call('/__admin/customers/settings')).body.autoEnable).toBe(false);
    expect(await getCustomer(token)).toBeNull();
    expect((await getCustomer(await tokenFor()))!.addresses.nodes).toHaveLength(3);
  });

  test('a customer and their order ids, for tests to name', async () => {
    const found = await call(`/__admin/customers?email=${OTHER_EMAIL}`);
    expect(found.body).toMatchObject({id: 'gid://shopify/Customer/7100000000002', state: 'enabled', addresses: 1});
    expect((found.body.orders as {name: string}[]).map((o) => o.name)).toEqual(['#1016', '#1017']);
    expect((await call('/__admin/customers?email=nobody@x.example')).status).toBe(404);
    expect((await call('/__admin/customers/expire-tokens', {method: 'POST', body: '{"email":"nobody@x.example"}'})).status).toBe(400);
  });

  test('other admin paths still reach the counters and faults', async () => {
    expect((await call('/__admin/counters')).status).toBe(200);
  });
});
