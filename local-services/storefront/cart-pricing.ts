// What a cart costs: line prices from the catalogue (subscription lines at their selling plan's percentage off) and
// the demo discount codes. Everything in cents; prices are EUR in every market and include VAT, so there is no
// separate tax amount.
import type {CartLineRecord, CartRecord} from './cart-store';
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

export type LinePricing = {
  line: CartLineRecord;
  entry: VariantEntry;
  plan: SellingPlanEntry | null;
  unitCents: number;
  compareAtUnitCents: number | null;
  /** Before line-level discounts; the demo has none, so it equals the line total. */
  subtotalCents: number;
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
    totalCents: subtotalCents,
  };
}

export function discountCodeFor(code: string): DemoDiscountCode | undefined {
  return DEMO_DISCOUNT_CODES[code.trim().toUpperCase()];
}

export function priceCart(cart: Pick<CartRecord, 'lines' | 'discountCodes'>, catalogue: Catalogue): CartPricing {
  const lines = cart.lines.flatMap((line) => priceLine(line, catalogue) ?? []);
  const totalQuantity = lines.reduce((sum, l) => sum + l.line.quantity, 0);
  const subtotalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  // Applicable means "applies to the current contents": an empty cart has nothing for a code to apply to.
  const discountCodes = cart.discountCodes.map((code) => ({
    code,
    applicable: totalQuantity > 0 && !!discountCodeFor(code),
  }));
  const discounts = discountCodes
    .filter((c) => c.applicable)
    .map((c) => ({code: c.code, amountCents: Math.round((subtotalCents * discountCodeFor(c.code)!.percentOff) / 100)}))
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
