// Turns the demo orders of data/customers.ts into priced OrderRecords: unit prices from the catalogue, discount
// allocations computed per line the way Shopify stores them (percentages per line, fixed amounts spread across the
// entitled lines in proportion, the remainder on the last), and the VAT included in the prices of the destination.
import type {DemoAddress, DemoDiscount, DemoOrder} from '../../data/customers';
import {cents} from '../resolvers/common';
import type {Catalogue} from '../store';
import {stableOrderKey} from './customer-ids';
import type {AllocationRecord, DiscountApplicationRecord, OrderAddress, OrderLineRecord, OrderRecord} from './customer-records';

/** Reduced VAT rates for food and supplements by destination. */
const VAT: Record<string, number> = {NL: 0.09, DE: 0.07, BE: 0.06, FR: 0.055, IT: 0.1};
const DEFAULT_VAT = 0.09;

/** Seeded order ids: the order number on a fixed base, e.g. #1001 → gid://shopify/Order/6100000001001. */
export const ORDER_ID_BASE = 6_100_000_000_000;

export function orderAddress(address: DemoAddress): OrderAddress {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company ?? null,
    address1: address.address1,
    address2: address.address2 ?? null,
    city: address.city,
    province: address.province ?? null,
    provinceCode: address.province ?? null,
    zip: address.zip,
    countryCode: address.countryCode,
    phone: address.phone ?? null,
  };
}

function applicationRecord(discount: DemoDiscount): DiscountApplicationRecord {
  return {
    kind: discount.kind,
    label: discount.label,
    value: discount.percentage !== undefined ? {percentage: discount.percentage} : {amountCents: cents(discount.amount ?? '0')},
    targetType: discount.target,
    targetSelection: discount.selection,
    allocationMethod: 'ACROSS',
  };
}

/** Splits an amount over weights in proportion; rounding leftovers go to the last share. */
function spread(totalCents: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (!sum) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((totalCents * w) / sum));
  shares[shares.length - 1]! += totalCents - shares.reduce((a, b) => a + b, 0);
  return shares;
}

function allocateLines(order: DemoOrder, lines: OrderLineRecord[]): void {
  (order.discounts ?? []).forEach((discount, application) => {
    if (discount.target !== 'LINE_ITEM') return;
    const entitled = lines
      .map((line, index) => ({line, index}))
      .filter(({index}) => discount.selection === 'ALL' || (order.lines[index]!.discounts ?? []).includes(application));
    const originals = entitled.map(({line}) => line.unitCents * line.quantity);
    const amounts =
      discount.percentage !== undefined
        ? originals.map((original) => Math.round((original * discount.percentage!) / 100))
        : spread(Math.min(cents(discount.amount ?? '0'), originals.reduce((a, b) => a + b, 0)), originals);
    entitled.forEach(({line}, i) => line.allocations.push({application, cents: amounts[i]!}));
  });
}

function shippingAllocations(order: DemoOrder, shippingCents: number): AllocationRecord[] {
  return (order.discounts ?? []).flatMap((discount, application) => {
    if (discount.target !== 'SHIPPING_LINE') return [];
    const amount =
      discount.percentage !== undefined
        ? Math.round((shippingCents * discount.percentage) / 100)
        : Math.min(shippingCents, cents(discount.amount ?? '0'));
    return [{application, cents: amount}];
  });
}

const languageOf = (locale: string) => locale.slice(0, 2) as 'nl' | 'de' | 'en' | 'it' | 'fr';

export function buildOrder(
  order: DemoOrder,
  customer: {id: number; email: string; phone: string | null},
  catalogue: Catalogue,
): OrderRecord {
  const lines = order.lines.map((line): OrderLineRecord => {
    const entry = catalogue.variantById.get(line.variantId);
    if (!entry) throw new Error(`demo order #${order.number}: unknown variant ${line.variantId}`);
    return {
      variantId: line.variantId,
      title: entry.product.title[languageOf(order.locale)],
      quantity: line.quantity,
      currentQuantity: line.currentQuantity ?? line.quantity,
      unitCents: cents(entry.variant.price),
      attributes: line.attributes ?? [],
      allocations: [],
    };
  });
  allocateLines(order, lines);
  const shippingCents = cents(order.shipping);
  const shipping = orderAddress(order.shippingAddress);
  return {
    id: ORDER_ID_BASE + order.number,
    key: stableOrderKey(order.number),
    number: order.number,
    customerId: customer.id,
    email: customer.email,
    phone: customer.phone,
    locale: order.locale,
    processedAt: Date.parse(order.processedAt),
    financialStatus: order.financialStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    cancelReason: order.cancel?.reason ?? null,
    canceledAt: order.cancel ? Date.parse(order.cancel.at) : null,
    edited: order.edited ?? false,
    shippingAddress: shipping,
    billingAddress: order.billingAddress ? orderAddress(order.billingAddress) : shipping,
    attributes: order.attributes ?? [],
    lines,
    discountApplications: (order.discounts ?? []).map(applicationRecord),
    shippingCents,
    shippingAllocations: shippingAllocations(order, shippingCents),
    refundedCents: cents(order.refunded ?? '0'),
    taxRate: VAT[order.shippingAddress.countryCode] ?? DEFAULT_VAT,
    fulfilments: order.fulfilments ?? [],
  };
}

// Totals, derived from the record (spec §3 Order: current vs original).

const allocated = (allocations: AllocationRecord[]) => allocations.reduce((sum, a) => sum + a.cents, 0);

export const lineOriginalCents = (line: OrderLineRecord) => line.unitCents * line.quantity;
export const lineDiscountedCents = (line: OrderLineRecord) => lineOriginalCents(line) - allocated(line.allocations);

/** The line's discounted total for the units still on the order. */
function lineCurrentCents(line: OrderLineRecord): number {
  if (line.currentQuantity === line.quantity) return lineDiscountedCents(line);
  return Math.round((lineDiscountedCents(line) * line.currentQuantity) / line.quantity);
}

export type OrderTotals = {
  subtotal: number;
  shipping: number;
  total: number;
  tax: number;
  currentSubtotal: number;
  currentShipping: number;
  currentTotal: number;
  currentTax: number;
  refunded: number;
};

const includedTax = (gross: number, rate: number) => Math.round(gross - gross / (1 + rate));

export function orderTotals(order: OrderRecord): OrderTotals {
  const subtotal = order.lines.reduce((sum, line) => sum + lineDiscountedCents(line), 0);
  const shipping = order.shippingCents - allocated(order.shippingAllocations);
  const currentSubtotal = order.lines.reduce((sum, line) => sum + lineCurrentCents(line), 0);
  const allRemoved = order.lines.every((line) => line.currentQuantity === 0);
  const currentShipping = allRemoved ? 0 : shipping;
  const total = subtotal + shipping;
  const currentTotal = currentSubtotal + currentShipping;
  return {
    subtotal,
    shipping,
    total,
    tax: includedTax(total, order.taxRate),
    currentSubtotal,
    currentShipping,
    currentTotal,
    currentTax: includedTax(currentTotal, order.taxRate),
    refunded: order.refundedCents,
  };
}
