// What a cart costs: line prices from the catalogue (subscription lines at their selling plan's percentage off),
// the free-gift automatic discount on the gift line (free-gift.ts) and the demo discount codes on the cart.
// Everything in cents; prices are EUR in every market and include VAT, so there is no separate tax amount.
// As in Storefront 2024-10: a line's discounts are its own (CartLine.discountAllocations, line totalAmount after
// them), codes are order discounts (Cart.discountAllocations), the subtotal is the sum of the line totals and the
// cart total is the subtotal less the order discounts.
import type {CartLineRecord, CartRecord} from './cart-store';
import {FREE_GIFT_DISCOUNT_TITLE, FREE_GIFT_THRESHOLD_CENTS, hasGiftMarker, isGiftCandidate} from './free-gift';
import {cents} from './resolvers/common';
import {discountedPrice} from './resolvers/selling-plans';
import type {Catalogue, SellingPlanEntry, VariantEntry} from './store';

type DemoDiscountCode = {percentOff: number};

/** Codes the demo shop knows, by upper-case code; any other code is kept on the cart but not applicable. */
export const DEMO_DISCOUNT_CODES: Record<string, DemoDiscountCode> = {
  WELCOME10: {percentOff: 10},
  // Free shipping: applicable, but a cart carries no shipping cost for it to take off.
  FREESHIP: {percentOff: 0},
};

/** An automatic discount on one line. */
export type LineDiscount = {title: string; amountCents: number};

export type LinePricing = {
  line: CartLineRecord;
  entry: VariantEntry;
  plan: SellingPlanEntry | null;
  unitCents: number;
  compareAtUnitCents: number | null;
  /** Before the line's own discounts. */
  subtotalCents: number;
  discounts: LineDiscount[];
  /** After the line's own discounts. */
  totalCents: number;
};

export type CodeDiscount = {code: string; amountCents: number};

export type CartPricing = {
  lines: LinePricing[];
  totalQuantity: number;
  subtotalCents: number;
  discountCodes: {code: string; applicable: boolean}[];
  /** Cart-level (order) discounts from codes, only those that take something off. */
  discounts: CodeDiscount[];
  totalCents: number;
};

function priceLine(line: CartLineRecord, catalogue: Catalogue): LinePricing | undefined {
  const entry = catalogue.variantById.get(line.merchandiseId);
  if (!entry) return undefined;
  const {variant} = entry;
  const plan = (line.sellingPlanId && catalogue.sellingPlanById.get(line.sellingPlanId)) || null;
  const unitCents = cents(plan ? discountedPrice(variant.price, plan.plan) : variant.price);
  // A subscription line is compared with what the same variant costs without the plan.
  const compareAt = variant.compareAtPrice ?? (plan ? variant.price : null);
  const subtotalCents = unitCents * line.quantity;
  return {
    line,
    entry,
    plan,
    unitCents,
    compareAtUnitCents: compareAt === null ? null : cents(compareAt),
    subtotalCents,
    discounts: [],
    totalCents: subtotalCents,
  };
}

export function discountCodeFor(code: string): DemoDiscountCode | undefined {
  return DEMO_DISCOUNT_CODES[code.trim().toUpperCase()];
}

const percentOf = (amountCents: number, percent: number) => Math.round((amountCents * percent) / 100);

/**
 * The free gift: the newest candidate line becomes free while the other lines' subtotal (before order
 * discounts such as codes) reaches the minimum spend. Lines marked as gifts never count towards it.
 */
function withFreeGift(lines: LinePricing[]): LinePricing[] {
  const otherCents = lines.filter((l) => !hasGiftMarker(l.line.attributes)).reduce((sum, l) => sum + l.totalCents, 0);
  const gift = otherCents >= FREE_GIFT_THRESHOLD_CENTS ? lines.find((l) => isGiftCandidate(l.line)) : undefined;
  if (!gift) return lines;
  return lines.map((l) =>
    l === gift ? {...l, discounts: [{title: FREE_GIFT_DISCOUNT_TITLE, amountCents: l.subtotalCents}], totalCents: 0} : l,
  );
}

export function priceCart(cart: Pick<CartRecord, 'lines' | 'discountCodes'>, catalogue: Catalogue): CartPricing {
  const priced = cart.lines.flatMap((line) => priceLine(line, catalogue) ?? []);
  const totalQuantity = priced.reduce((sum, l) => sum + l.line.quantity, 0);
  // Applicable means "applies to the current contents": an empty cart has nothing for a code to apply to.
  const discountCodes = cart.discountCodes.map((code) => ({
    code,
    applicable: totalQuantity > 0 && !!discountCodeFor(code),
  }));
  const applicable = discountCodes.filter((c) => c.applicable);
  const lines = withFreeGift(priced);
  const subtotalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  const discounts = applicable
    .map((c) => ({code: c.code, amountCents: percentOf(subtotalCents, discountCodeFor(c.code)!.percentOff)}))
    .filter((d) => d.amountCents > 0);
  const discountCents = discounts.reduce((sum, d) => sum + d.amountCents, 0);
  return {
    lines,
    totalQuantity,
    subtotalCents,
    discountCodes,
    discounts,
    totalCents: Math.max(0, subtotalCents - discountCents),
  };
}
