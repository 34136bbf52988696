// Issue 8 item 3: what the shopper pays. The Storefront (2024-10) allocates discounts to the cart
// (`Cart.discountAllocations`: order discounts such as a 10% code) or to single lines
// (`CartLine.discountAllocations`: product discounts such as a free gift); a line's `cost.totalAmount` is after
// its own discounts, `cost.subtotalAmount` is the sum of those, and `cost.totalAmount` is after every discount.
// This derives the rows the cart shows: subtotal, each code (applied or not, with what it takes off), other
// cart-level discounts by title, and the total, which is always the Storefront's own. Pure, unit-tested.
import type {CartMoney} from './cart-lines';

export type DiscountAllocation = {
  discountedAmount: CartMoney;
  /** On CartCodeDiscountAllocation. */
  code?: string | null;
  /** On CartAutomaticDiscountAllocation and CartCustomDiscountAllocation. */
  title?: string | null;
};

export type CartForTotals = {
  cost: {subtotalAmount: CartMoney; totalAmount: CartMoney};
  discountCodes: {code: string; applicable: boolean}[];
  discountAllocations: DiscountAllocation[];
  lines: {nodes: {discountAllocations: DiscountAllocation[]}[]};
};

export type DiscountRow =
  | {kind: 'code'; code: string; applicable: boolean; /** What it takes off; null when nothing. */ amount: CartMoney | null}
  | {kind: 'automatic'; title: string; amount: CartMoney};

export type CartTotals = {
  /** Before discount codes: the Storefront subtotal plus what codes took off single lines. */
  subtotal: CartMoney;
  discounts: DiscountRow[];
  total: CartMoney;
};

const toCents = (amount: string) => Math.round(Number(amount) * 100);
const money = (cents: number, currencyCode: string): CartMoney => ({amount: (cents / 100).toFixed(2), currencyCode});
const isCode = (allocation: DiscountAllocation) => typeof allocation.code === 'string' && allocation.code !== '';

export function cartTotals(cart: CartForTotals): CartTotals {
  const currency = cart.cost.totalAmount.currencyCode;
  const lineAllocations = cart.lines.nodes.flatMap((line) => line.discountAllocations);
  const codeAllocations = [...cart.discountAllocations, ...lineAllocations].filter(isCode);
  const centsOfCode = (code: string) =>
    codeAllocations
      .filter((allocation) => allocation.code!.toUpperCase() === code.toUpperCase())
      .reduce((sum, allocation) => sum + toCents(allocation.discountedAmount.amount), 0);

  // Entered codes first; a code the Storefront allocated without listing it still shows what it took off.
  const entered = new Set(cart.discountCodes.map(({code}) => code.toUpperCase()));
  const unlisted = new Map<string, {code: string; applicable: boolean}>();
  for (const {code} of codeAllocations) {
    const key = code!.toUpperCase();
    if (!entered.has(key) && !unlisted.has(key)) unlisted.set(key, {code: code!, applicable: true});
  }
  const codes: DiscountRow[] = [...cart.discountCodes, ...unlisted.values()].map(({code, applicable}) => {
    const cents = applicable ? centsOfCode(code) : 0;
    return {kind: 'code', code, applicable, amount: cents > 0 ? money(cents, currency) : null};
  });

  const automaticCents = new Map<string, number>();
  for (const allocation of cart.discountAllocations) {
    if (isCode(allocation)) continue;
    const title = allocation.title || '';
    automaticCents.set(title, (automaticCents.get(title) ?? 0) + toCents(allocation.discountedAmount.amount));
  }
  const automatic: DiscountRow[] = [...automaticCents]
    .filter(([, cents]) => cents > 0)
    .map(([title, cents]) => ({kind: 'automatic', title, amount: money(cents, currency)}));

  const codesOnLines = lineAllocations.filter(isCode).reduce((sum, allocation) => sum + toCents(allocation.discountedAmount.amount), 0);
  return {
    subtotal: money(toCents(cart.cost.subtotalAmount.amount) + codesOnLines, currency),
    discounts: [...codes, ...automatic],
    total: cart.cost.totalAmount,
  };
}

/** A line the Storefront prices at nothing after its own discounts (a free gift, when the rule holds). */
export function isFreeLine(line: {cost: {totalAmount: CartMoney}}): boolean {
  return toCents(line.cost.totalAmount.amount) === 0;
}
