// Customer objects (spec §3 Customer, Mailing address, Order): stored records dressed as the schema's Customer,
// MailingAddress, Order, OrderLineItem, DiscountApplication and Fulfillment. Line item variants come from the demo
// catalogue, localized by the request's @inContext language.
import {listConnection, paginate, sortKeyed, type Keyed, type PageArgs} from '../connection';
import type {RequestContext} from '../context';
import {dateTime, fromCents, money, type Fields} from '../resolvers/common';
import {variantView} from '../resolvers/products';
import {SHOP_ID} from '../resolvers/shop';
import {addressGid, customerGid, orderGid} from './customer-ids';
import type {
  AddressRecord,
  AllocationRecord,
  CustomerRecord,
  DiscountApplicationRecord,
  OrderAddress,
  OrderLineRecord,
  OrderRecord,
} from './customer-records';
import {countryName} from './customer-rules';
import {lineDiscountedCents, lineOriginalCents, orderTotals} from './order-build';

const MAX_PAGE = 250;
const centsMoney = (value: number) => money(fromCents(value));
const noMetafields = {metafield: null, metafields: (args: {identifiers: unknown[]}) => args.identifiers.map(() => null)};

// Most of the shop's countries write the postal code before the city; these put it after.
const CITY_BEFORE_ZIP = new Set(['GB', 'IE', 'US', 'CA']);

function formattedLines(address: OrderAddress, args: {withName?: boolean | null; withCompany?: boolean | null}): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const city = [address.city, address.provinceCode].filter(Boolean).join(' ');
  const area = CITY_BEFORE_ZIP.has(address.countryCode ?? '')
    ? [city, address.zip].filter(Boolean).join(' ')
    : [address.zip, city].filter(Boolean).join(' ');
  return [
    args.withName ? name : '',
    (args.withCompany ?? true) ? (address.company ?? '') : '',
    address.address1 ?? '',
    address.address2 ?? '',
    area,
    address.countryCode ? countryName(address.countryCode) : '',
  ].filter(Boolean);
}

export function addressView(address: OrderAddress, id: string): Fields {
  const country = address.countryCode ? countryName(address.countryCode) : null;
  return {
    __typename: 'MailingAddress',
    ...address,
    id,
    country,
    countryCodeV2: address.countryCode,
    name: [address.firstName, address.lastName].filter(Boolean).join(' ') || null,
    formatted: (args: {withName?: boolean | null; withCompany?: boolean | null}) => formattedLines(address, args),
    formattedArea: [address.city, address.province, country].filter(Boolean).join(', ') || null,
    latitude: null,
    longitude: null,
  };
}

export const customerAddressView = (address: AddressRecord, accessToken: string | null) =>
  addressView(address, addressGid(address.id, accessToken));

type OrdersArgs = PageArgs & {reverse?: boolean | null; sortKey?: string | null; query?: string | null};

function orderSortValue(order: OrderRecord, sortKey: string): number {
  if (sortKey === 'PROCESSED_AT') return order.processedAt;
  if (sortKey === 'TOTAL_PRICE') return orderTotals(order).total;
  return order.id; // ID, and RELEVANCE without a search term
}

export function customerView(ctx: RequestContext, customer: CustomerRecord, accessToken: string | null): Fields {
  const orders = ctx.store.customers.ordersOf(customer.id);
  const displayName = [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email;
  const defaultAddress = customer.addresses.find((a) => a.id === customer.defaultAddressId);
  return {
    __typename: 'Customer',
    id: customerGid(customer.id),
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    displayName,
    phone: customer.phone,
    acceptsMarketing: customer.acceptsMarketing,
    createdAt: dateTime(customer.createdAt),
    updatedAt: dateTime(customer.updatedAt),
    tags: customer.tags,
    // UnsignedInt64 travels as a string, as Shopify sends it.
    numberOfOrders: String(orders.length),
    defaultAddress: defaultAddress ? customerAddressView(defaultAddress, accessToken) : null,
    addresses: (args: PageArgs & {reverse?: boolean | null}) =>
      listConnection(customer.addresses, args, (a) => customerAddressView(a, accessToken), {
        field: 'addresses',
        max: MAX_PAGE,
        id: (a) => a.id,
      }),
    orders: (args: OrdersArgs) => {
      const sortKey = args.sortKey ?? 'ID';
      const keyed: Keyed<OrderRecord>[] = orders.map((o) => ({item: o, id: o.id, value: orderSortValue(o, sortKey)}));
      const reverse = args.reverse ?? false;
      return paginate(sortKeyed(keyed, reverse), args, (o) => orderView(ctx, o), {field: 'orders', max: MAX_PAGE, reverse});
    },
    ...noMetafields,
  };
}

function pricingValue(value: DiscountApplicationRecord['value']): Fields {
  return 'percentage' in value
    ? {__typename: 'PricingPercentageValue', percentage: value.percentage}
    : {__typename: 'MoneyV2', ...centsMoney(value.amountCents)};
}

const APPLICATION_TYPES = {
  code: 'DiscountCodeApplication',
  automatic: 'AutomaticDiscountApplication',
  manual: 'ManualDiscountApplication',
} as const;

function discountApplicationView(application: DiscountApplicationRecord): Fields {
  return {
    __typename: APPLICATION_TYPES[application.kind],
    allocationMethod: application.allocationMethod,
    targetSelection: application.targetSelection,
    targetType: application.targetType,
    value: pricingValue(application.value),
    ...(application.kind === 'code' ? {code: application.label, applicable: true} : {title: application.label}),
    ...(application.kind === 'manual' ? {description: null} : {}),
  };
}

function allocationViews(order: OrderRecord, allocations: AllocationRecord[]): Fields[] {
  return allocations.map((a) => ({
    allocatedAmount: centsMoney(a.cents),
    discountApplication: discountApplicationView(order.discountApplications[a.application]!),
  }));
}

function lineItemView(ctx: RequestContext, order: OrderRecord, line: OrderLineRecord): Fields {
  const entry = ctx.store.catalogue.variantById.get(line.variantId);
  return {
    title: line.title,
    quantity: line.quantity,
    currentQuantity: line.currentQuantity,
    customAttributes: line.attributes,
    discountAllocations: allocationViews(order, line.allocations),
    originalTotalPrice: centsMoney(lineOriginalCents(line)),
    discountedTotalPrice: centsMoney(lineDiscountedCents(line)),
    variant: entry ? () => variantView(ctx, entry) : null,
  };
}

function fulfilmentViews(ctx: RequestContext, order: OrderRecord, first: number | null | undefined): Fields[] {
  const shipped = order.lines.filter((l) => l.currentQuantity > 0);
  const count = order.fulfilments.length;
  return order.fulfilments.slice(0, first ?? count).map((fulfilment, index) => {
    // A split shipment carries every other line; one fulfilment carries them all.
    const lines = shipped.filter((_, i) => i % count === index);
    return {
      trackingCompany: fulfilment.company,
      trackingInfo: (args: {first?: number | null}) =>
        [{number: fulfilment.number, url: fulfilment.url}].slice(0, args.first ?? 1),
      fulfillmentLineItems: (args: PageArgs & {reverse?: boolean | null}) =>
        listConnection(
          lines,
          args,
          (line) => ({lineItem: lineItemView(ctx, order, line), quantity: line.currentQuantity}),
          {field: 'fulfillmentLineItems', max: MAX_PAGE},
        ),
    };
  });
}

export function orderView(ctx: RequestContext, order: OrderRecord): Fields {
  const totals = orderTotals(order);
  const shopNumber = SHOP_ID.split('/').pop();
  return {
    __typename: 'Order',
    id: orderGid(order.id, order.key),
    name: `#${order.number}`,
    orderNumber: order.number,
    email: order.email,
    phone: order.phone,
    currencyCode: 'EUR',
    customerLocale: order.locale,
    processedAt: dateTime(order.processedAt),
    financialStatus: order.financialStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    cancelReason: order.cancelReason,
    canceledAt: order.canceledAt === null ? null : dateTime(order.canceledAt),
    edited: order.edited,
    statusUrl: `${ctx.origin}/${shopNumber}/orders/${order.key}/authenticate?key=${order.key}`,
    customerUrl: `${ctx.origin}/account/orders/${order.key}`,
    shippingAddress: order.shippingAddress
      ? addressView(order.shippingAddress, `gid://shopify/MailingAddress/${order.id}1?model_name=Address`)
      : null,
    billingAddress: order.billingAddress
      ? addressView(order.billingAddress, `gid://shopify/MailingAddress/${order.id}2?model_name=Address`)
      : null,
    customAttributes: order.attributes,
    subtotalPrice: centsMoney(totals.subtotal),
    subtotalPriceV2: centsMoney(totals.subtotal),
    totalPrice: centsMoney(totals.total),
    totalPriceV2: centsMoney(totals.total),
    originalTotalPrice: centsMoney(totals.total),
    totalShippingPrice: centsMoney(totals.shipping),
    totalShippingPriceV2: centsMoney(totals.shipping),
    totalTax: centsMoney(totals.tax),
    totalTaxV2: centsMoney(totals.tax),
    totalRefunded: centsMoney(totals.refunded),
    totalRefundedV2: centsMoney(totals.refunded),
    currentSubtotalPrice: centsMoney(totals.currentSubtotal),
    currentTotalPrice: centsMoney(totals.currentTotal),
    currentTotalShippingPrice: centsMoney(totals.currentShipping),
    currentTotalTax: centsMoney(totals.currentTax),
    // No duties inside the EU: Shopify leaves them null.
    currentTotalDuties: null,
    originalTotalDuties: null,
    shippingDiscountAllocations: allocationViews(order, order.shippingAllocations),
    lineItems: (args: PageArgs & {reverse?: boolean | null}) =>
      listConnection(order.lines, args, (line) => lineItemView(ctx, order, line), {field: 'lineItems', max: MAX_PAGE}),
    discountApplications: (args: PageArgs & {reverse?: boolean | null}) =>
      listConnection(order.discountApplications, args, discountApplicationView, {
        field: 'discountApplications',
        max: MAX_PAGE,
      }),
    successfulFulfillments: (args: {first?: number | null}) => fulfilmentViews(ctx, order, args.first),
    ...noMetafields,
  };
}

/** An order by its gid: only with the key it was issued with, as Shopify's order ids work. */
export function orderByGid(ctx: RequestContext, id: {id: number; key: string | null}): Fields | null {
  const order = ctx.store.customers.order(id.id);
  return order && id.key !== null && id.key === order.key ? orderView(ctx, order) : null;
}
