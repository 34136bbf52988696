// Storefront orders shaped like the generated types of graphql/storefront/customer-orders.ts, for the order
// pages' tests (the local Storefront's demo orders are another test layer's).
import type {CustomerOrderQuery, OrderSummaryFragment} from '~graphql/storefront/storefront.generated';
import type {StorefrontOrder} from '~/commerce/order-view';

export const eur = (amount: string) => ({amount, currencyCode: 'EUR' as const});
export const orderGidOf = (number: number, key = `key${number}`) => `gid://shopify/Order/${number}?key=${key}`;

type Line = StorefrontOrder['lineItems']['nodes'][number];

export function orderLine(overrides: Partial<Line> = {}): Line {
  return {
    title: 'Whey protein',
    quantity: 2,
    currentQuantity: 2,
    customAttributes: [],
    discountAllocations: [],
    discountedTotalPrice: eur('59.98'),
    originalTotalPrice: eur('59.98'),
    variant: {
      id: 'gid://shopify/ProductVariant/1',
      title: 'Chocolate / 1 kg',
      sku: 'WHEY-CH-1',
      product: {id: 'gid://shopify/Product/1', handle: 'whey-protein', title: 'Whey protein'},
    },
    ...overrides,
  };
}

export function storefrontOrder(overrides: Partial<StorefrontOrder> = {}): StorefrontOrder {
  return {
    id: orderGidOf(1001),
    name: '#1001',
    orderNumber: 1001,
    processedAt: '2026-03-14T10:00:00Z',
    financialStatus: 'PAID',
    fulfillmentStatus: 'FULFILLED',
    cancelReason: null,
    canceledAt: null,
    edited: false,
    statusUrl: 'https://shop.example/orders/status/1001',
    currencyCode: 'EUR',
    billingAddress: {id: 'a1', name: 'Anna de Vries', company: null, formatted: ['Damrak 1', '1012 LG Amsterdam', 'Netherlands'], phone: null},
    shippingAddress: {id: 'a2', name: 'Anna de Vries', company: 'Fuel BV', formatted: ['Damrak 1', '1012 LG Amsterdam', 'Netherlands'], phone: '+31 20 123 4567'},
    subtotalPrice: eur('59.98'),
    totalShippingPrice: eur('4.95'),
    totalTax: eur('5.36'),
    originalTotalDuties: null,
    originalTotalPrice: eur('64.93'),
    currentSubtotalPrice: eur('59.98'),
    currentTotalShippingPrice: eur('4.95'),
    currentTotalTax: eur('5.36'),
    currentTotalDuties: null,
    currentTotalPrice: eur('64.93'),
    totalRefunded: eur('0.0'),
    lineItems: {nodes: [orderLine()]},
    discountApplications: {nodes: []},
    successfulFulfillments: [{trackingCompany: 'PostNL', trackingInfo: [{number: '3SABC123', url: 'https://postnl.example/track/3SABC123'}]}],
    ...overrides,
  };
}

export function orderSummary(number: number, overrides: Partial<OrderSummaryFragment> = {}): OrderSummaryFragment {
  return {
    id: orderGidOf(number),
    name: `#${number}`,
    orderNumber: number,
    processedAt: '2026-03-14T10:00:00Z',
    financialStatus: 'PAID',
    fulfillmentStatus: 'FULFILLED',
    canceledAt: null,
    edited: false,
    currentTotalPrice: eur('64.93'),
    ...overrides,
  };
}

/** The detail query's answer: the order, and the ids the customer's first 250 orders have. */
export function customerOrderAnswer(
  order: StorefrontOrder | null,
  listedIds: string[],
  more: {hasNextPage: boolean; endCursor: string | null} = {hasNextPage: false, endCursor: null},
): CustomerOrderQuery {
  return {
    customer: {id: 'gid://shopify/Customer/1', orders: {nodes: listedIds.map((id) => ({id})), pageInfo: more}},
    order,
  };
}
