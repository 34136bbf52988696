// What the account's order pages show (issue 10; spec §3 Order, Order line item), built from the Storefront's order
// as plain data: statuses as word keys (the page puts them in the market's language), the totals table, each
// line's quantities and discounts, the order's discounts and its tracking. Pure: the loaders send these views,
// so loader data holds what is rendered and nothing else of the order.
import type {CustomerOrderQuery, OrderDiscountApplicationFragment, OrderSummaryFragment} from '~graphql/storefront/storefront.generated';
import {isGiftLine} from './gifts';
import {orderPath} from './order-urls';

export type Money = {amount: string; currencyCode: string};
export type StorefrontOrder = NonNullable<CustomerOrderQuery['order']>;
type StorefrontLine = StorefrontOrder['lineItems']['nodes'][number];
type StorefrontAddress = NonNullable<StorefrontOrder['shippingAddress']>;
type StorefrontFulfillment = NonNullable<StorefrontOrder['successfulFulfillments']>[number];

// Storefront 2024-10 enums; a value added later reads as UNKNOWN rather than as a missing word.
export const FINANCIAL_STATUSES = ['AUTHORIZED', 'PAID', 'PARTIALLY_PAID', 'PARTIALLY_REFUNDED', 'PENDING', 'REFUNDED', 'VOIDED'] as const;
export const FULFILLMENT_STATUSES = [
  'FULFILLED',
  'IN_PROGRESS',
  'ON_HOLD',
  'OPEN',
  'PARTIALLY_FULFILLED',
  'PENDING_FULFILLMENT',
  'RESTOCKED',
  'SCHEDULED',
  'UNFULFILLED',
] as const;
export const CANCEL_REASONS = ['CUSTOMER', 'DECLINED', 'FRAUD', 'INVENTORY', 'OTHER', 'STAFF'] as const;

export type FinancialStatusWord = (typeof FINANCIAL_STATUSES)[number] | 'UNKNOWN';
export type FulfillmentStatusWord = (typeof FULFILLMENT_STATUSES)[number] | 'UNKNOWN';
export type CancelReasonWord = (typeof CANCEL_REASONS)[number] | 'UNKNOWN';

function wordOf<Word extends string>(words: readonly Word[], value: string | null | undefined): Word | 'UNKNOWN' {
  return words.includes(value as Word) ? (value as Word) : 'UNKNOWN';
}

/** The financial status as a word key; null (the Storefront may omit it) and unknown values are UNKNOWN. */
export const financialStatusWord = (status: string | null | undefined): FinancialStatusWord => wordOf(FINANCIAL_STATUSES, status);
export const fulfillmentStatusWord = (status: string | null | undefined): FulfillmentStatusWord => wordOf(FULFILLMENT_STATUSES, status);
export const cancelReasonWord = (reason: string | null | undefined): CancelReasonWord => wordOf(CANCEL_REASONS, reason);

const amountOf = (money: Money | null | undefined) => (money ? Number(money.amount) : 0);
const sameAmount = (a: Money | null | undefined, b: Money | null | undefined) => amountOf(a) === amountOf(b);

// ---------------------------------------------------------------------------------------------------------
// Totals

export type TotalRowKey = 'subtotal' | 'shipping' | 'tax' | 'duties' | 'total';
export type TotalRow = {key: TotalRowKey; original: Money | null; current: Money | null};
export type TotalsTable = {
  /** Two columns, original and current: the order was edited or (partly) refunded. Else only current. */
  compare: boolean;
  rows: TotalRow[];
  /** What was refunded, when anything was. */
  refunded: Money | null;
};

/**
 * The totals as the order was placed (`subtotalPrice`, `totalShippingPrice`, `totalTax`, `originalTotalDuties`,
 * `originalTotalPrice`) beside what it is now (the `current…` fields: removed lines, refunded shipping and taxes
 * taken off). Both columns only when the order was edited or refunded; duties only when the order had any.
 */
export function orderTotals(
  order: Pick<
    StorefrontOrder,
    | 'edited'
    | 'subtotalPrice'
    | 'totalShippingPrice'
    | 'totalTax'
    | 'originalTotalDuties'
    | 'originalTotalPrice'
    | 'currentSubtotalPrice'
    | 'currentTotalShippingPrice'
    | 'currentTotalTax'
    | 'currentTotalDuties'
    | 'currentTotalPrice'
    | 'totalRefunded'
  >,
): TotalsTable {
  const refunded = amountOf(order.totalRefunded) > 0 ? order.totalRefunded : null;
  const rows: TotalRow[] = [
    {key: 'subtotal', original: order.subtotalPrice ?? null, current: order.currentSubtotalPrice},
    {key: 'shipping', original: order.totalShippingPrice, current: order.currentTotalShippingPrice},
    {key: 'tax', original: order.totalTax ?? null, current: order.currentTotalTax},
    {key: 'duties', original: order.originalTotalDuties ?? null, current: order.currentTotalDuties ?? null},
    {key: 'total', original: order.originalTotalPrice, current: order.currentTotalPrice},
  ];
  return {
    compare: Boolean(order.edited) || refunded !== null,
    rows: rows.filter((row) => row.key !== 'duties' || row.original || row.current),
    refunded,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Discounts

export type DiscountKind = 'code' | 'automatic' | 'manual' | 'script';
export type DiscountValue = {type: 'percentage'; percentage: number} | {type: 'amount'; money: Money};
export type DiscountView = {
  kind: DiscountKind;
  /** The code, or the discount's title; null when the Storefront gave neither. */
  label: string | null;
  value: DiscountValue;
  /** What it applies to: the items or the shipping. */
  target: 'items' | 'shipping';
};

const KINDS: Record<OrderDiscountApplicationFragment['__typename'], DiscountKind> = {
  DiscountCodeApplication: 'code',
  AutomaticDiscountApplication: 'automatic',
  ManualDiscountApplication: 'manual',
  ScriptDiscountApplication: 'script',
};

export function discountView(application: OrderDiscountApplicationFragment): DiscountView {
  const label = 'code' in application ? application.code : application.title;
  const value: DiscountValue =
    application.value.__typename === 'PricingPercentageValue'
      ? {type: 'percentage', percentage: application.value.percentage}
      : {type: 'amount', money: {amount: application.value.amount, currencyCode: application.value.currencyCode}};
  return {
    kind: KINDS[application.__typename] ?? 'manual',
    label: label?.trim() || null,
    value,
    target: application.targetType === 'SHIPPING_LINE' ? 'shipping' : 'items',
  };
}

export type LineDiscount = {label: string | null; kind: DiscountKind; amount: Money};

// ---------------------------------------------------------------------------------------------------------
// Lines

export type LineView = {
  title: string;
  variantTitle: string | null;
  sku: string | null;
  /** Ordered, and what is left after edits and refunds took items away. */
  quantity: number;
  currentQuantity: number;
  /** The line lost items after it was ordered (an edit or a refund with restock). */
  quantityChanged: boolean;
  gift: boolean;
  /** The shopper's own attributes; keys starting with `_` are the shop's markers and stay hidden. */
  attributes: {key: string; value: string}[];
  discounts: LineDiscount[];
  /** Before discounts, shown struck through only when discounts lowered it. */
  originalTotal: Money;
  discountedTotal: Money;
  discounted: boolean;
};

export function lineView(line: StorefrontLine): LineView {
  const attributes = line.customAttributes.flatMap(({key, value}) =>
    key.startsWith('_') || value == null ? [] : [{key, value}],
  );
  const variantTitle = line.variant?.title && !/default title/i.test(line.variant.title) ? line.variant.title : null;
  return {
    title: line.title,
    variantTitle,
    sku: line.variant?.sku || null,
    quantity: line.quantity,
    currentQuantity: line.currentQuantity,
    quantityChanged: line.currentQuantity !== line.quantity,
    gift: isGiftLine({attributes: line.customAttributes}),
    attributes,
    discounts: line.discountAllocations.map((allocation) => {
      const {kind, label} = discountView(allocation.discountApplication);
      return {kind, label, amount: allocation.allocatedAmount};
    }),
    originalTotal: line.originalTotalPrice,
    discountedTotal: line.discountedTotalPrice,
    discounted: !sameAmount(line.originalTotalPrice, line.discountedTotalPrice),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Tracking and links

/** A URL the page may link to: http or https only (no `javascript:`, `data:` or relative targets). */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export type TrackingEntry = {company: string | null; number: string | null; url: string | null};

/** One entry per tracking number of every successful fulfilment; a fulfilment without numbers shows its carrier. */
export function trackingEntries(fulfillments: StorefrontFulfillment[] | null | undefined): TrackingEntry[] {
  return (fulfillments ?? []).flatMap((fulfillment) => {
    const company = fulfillment.trackingCompany?.trim() || null;
    const infos = fulfillment.trackingInfo.filter((info) => info.number?.trim() || safeHttpUrl(info.url));
    if (!infos.length) return company ? [{company, number: null, url: null}] : [];
    return infos.map((info) => ({company, number: info.number?.trim() || null, url: safeHttpUrl(info.url)}));
  });
}

// ---------------------------------------------------------------------------------------------------------
// Whole views

export type AddressView = {name: string | null; company: string | null; lines: string[]; phone: string | null};

function addressView(address: StorefrontAddress | null | undefined): AddressView | null {
  if (!address) return null;
  const lines = address.formatted.map((line) => line.trim()).filter(Boolean);
  if (!lines.length && !address.name) return null;
  return {name: address.name?.trim() || null, company: address.company?.trim() || null, lines, phone: address.phone?.trim() || null};
}

export type OrderView = {
  id: string;
  name: string;
  number: number;
  processedAt: string;
  financialStatus: FinancialStatusWord;
  fulfillmentStatus: FulfillmentStatusWord;
  /** Set when the order was cancelled. */
  cancelled: {at: string; reason: CancelReasonWord | null} | null;
  edited: boolean;
  /** Shopify's order status page (http(s) only). */
  statusUrl: string | null;
  shippingAddress: AddressView | null;
  billingAddress: AddressView | null;
  totals: TotalsTable;
  /** Up to 250 lines and 250 discount applications (spec §9). */
  lines: LineView[];
  discounts: DiscountView[];
  tracking: TrackingEntry[];
};

export function orderView(order: StorefrontOrder): OrderView {
  return {
    id: order.id,
    name: order.name,
    number: order.orderNumber,
    processedAt: order.processedAt,
    financialStatus: financialStatusWord(order.financialStatus),
    fulfillmentStatus: fulfillmentStatusWord(order.fulfillmentStatus),
    cancelled: order.canceledAt ? {at: order.canceledAt, reason: order.cancelReason ? cancelReasonWord(order.cancelReason) : null} : null,
    edited: Boolean(order.edited),
    statusUrl: safeHttpUrl(order.statusUrl),
    shippingAddress: addressView(order.shippingAddress),
    billingAddress: addressView(order.billingAddress),
    totals: orderTotals(order),
    lines: order.lineItems.nodes.map(lineView),
    discounts: order.discountApplications.nodes.map(discountView),
    tracking: trackingEntries(order.successfulFulfillments),
  };
}

export type OrderSummaryView = {
  id: string;
  /** Canonical path of the order's page; null when the id is not an order id we can address. */
  path: string | null;
  name: string;
  number: number;
  processedAt: string;
  financialStatus: FinancialStatusWord;
  fulfillmentStatus: FulfillmentStatusWord;
  cancelled: boolean;
  total: Money;
};

export function orderSummaryView(order: OrderSummaryFragment): OrderSummaryView {
  return {
    id: order.id,
    path: orderPath(order.id),
    name: order.name,
    number: order.orderNumber,
    processedAt: order.processedAt,
    financialStatus: financialStatusWord(order.financialStatus),
    fulfillmentStatus: fulfillmentStatusWord(order.fulfillmentStatus),
    cancelled: Boolean(order.canceledAt),
    total: order.currentTotalPrice,
  };
}

/** A page of the order list (app/commerce/customer-orders.server.ts loadOrdersPage). */
export type OrdersPage = {
  orders: OrderSummaryView[];
  /** All the customer's orders (the Storefront's numberOfOrders). */
  total: number;
  /** The cursors of the pages around this one; null where there is none. */
  next: string | null;
  previous: string | null;
  /** The URL named a page that could not be shown: this is the first page instead. */
  note: 'badPage' | null;
};

/** The account overview's orders (loadOrdersSummary). */
export type OrdersSummary = {
  /** How many of the newest 50 orders there are (spec §7 "orders count (first 50)"); `more`: there are more. */
  count: number;
  more: boolean;
  /** The newest few, for the overview. */
  latest: OrderSummaryView[];
};
