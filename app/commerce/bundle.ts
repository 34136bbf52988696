// Mix and match (spec §3): the shopper picks `pickAmount` eligible items, the fixed components always come
// along, and the whole bundle goes to the cart as lines tagged with the bundle they belong to.
//
// Decisions:
// - Duplicates are allowed: a pick is a quantity per item, so "3 × chocolate, 3 × caramel" is a valid box of 6.
// - Sold-out items cannot be picked; a sold-out fixed component makes the bundle unavailable.
// - A subscription applies to the whole bundle or not at all: the shopper chooses a delivery frequency, and
//   only when every line has a selling plan with that frequency do the lines carry their own plan ids and
//   the total show subscription prices. Plans are matched by frequency because each product has its own
//   plan ids.
import type {CartLineInput} from '@shopify/hydrogen/storefront-api-types';
import type {ResponsiveImagePartsFragment} from '~graphql/content/content.generated';

/** Spec §9: a mix-and-match metafield holds at most 20 references. */
export const MAX_BUNDLE_REFERENCES = 20;
export const BUNDLE_ATTRIBUTE = '_bundle';
export const BUNDLE_PARENT_ATTRIBUTE = '_bundle_parent';

export type Money = {amount: string; currencyCode: string};
export type BundleImage = {url: string; altText?: string | null; width?: number | null; height?: number | null};

/** A selling plan a variant can be bought with; `frequency` (e.g. `MONTH:2`) matches plans across products. */
export type BundleSellingPlan = {id: string; name: string; frequency: string; price: Money};

export type BundleVariant = {
  id: string;
  title: string;
  productTitle: string;
  productHandle: string;
  availableForSale: boolean;
  requiresSellingPlan: boolean;
  price: Money;
  compareAtPrice: Money | null;
  image: BundleImage | null;
  sellingPlans: BundleSellingPlan[];
};

export type BundleItemPopup = {heading: string | null; body: string | null; buttonLabel: string | null};

/** A content item (eligible variant or fixed component) joined with its Storefront variant. */
export type BundleItem = {
  id: string;
  title: string;
  thumbnail: ResponsiveImagePartsFragment | null;
  popup: BundleItemPopup | null;
  variant: BundleVariant;
};

export type BundleData = {
  /** The mix-and-match content record. */
  id: string;
  /** The product the builder is shown on; tags the cart lines. */
  productHandle: string;
  pickAmount: number;
  eligible: BundleItem[];
  fixed: BundleItem[];
};

/** Quantity picked per eligible item id. */
export type BundlePicks = Readonly<Record<string, number>>;
export type BundleSelection = {bundle: BundleData; picks: BundlePicks};

export type BundleProblemCode =
  | 'INCOMPLETE'
  | 'TOO_MANY'
  | 'UNKNOWN_ITEM'
  | 'SOLD_OUT'
  | 'FIXED_SOLD_OUT'
  | 'TOO_MANY_REFERENCES'
  | 'PLAN_REQUIRED'
  | 'PLAN_UNSUPPORTED';

export class BundleError extends Error {
  constructor(readonly codes: BundleProblemCode[]) {
    super(`Invalid bundle selection: ${codes.join(', ')}`);
    this.name = 'BundleError';
  }
}

export function emptySelection(bundle: BundleData): BundleSelection {
  return {bundle, picks: {}};
}

export function pickedCount(picks: BundlePicks): number {
  return Object.values(picks).reduce((sum, quantity) => sum + quantity, 0);
}

function eligibleItem(bundle: BundleData, itemId: string): BundleItem | undefined {
  return bundle.eligible.find((item) => item.id === itemId);
}

export function isPickable(item: BundleItem): boolean {
  return item.variant.availableForSale;
}

/** One more of the item fits: it is eligible, in stock, and the box is not full yet. */
export function canPick({bundle, picks}: BundleSelection, itemId: string): boolean {
  const item = eligibleItem(bundle, itemId);
  return Boolean(item && isPickable(item) && pickedCount(picks) < bundle.pickAmount);
}

export function pick(selection: BundleSelection, itemId: string): BundleSelection {
  if (!canPick(selection, itemId)) return selection;
  const quantity = (selection.picks[itemId] ?? 0) + 1;
  return {...selection, picks: {...selection.picks, [itemId]: quantity}};
}

export function unpick(selection: BundleSelection, itemId: string): BundleSelection {
  const quantity = selection.picks[itemId] ?? 0;
  if (quantity === 0) return selection;
  const {[itemId]: _removed, ...rest} = selection.picks;
  return {...selection, picks: quantity > 1 ? {...rest, [itemId]: quantity - 1} : rest};
}

export type BundleProgress = {picked: number; required: number; remaining: number; complete: boolean};

export function bundleProgress({bundle, picks}: BundleSelection): BundleProgress {
  const picked = pickedCount(picks);
  return {
    picked,
    required: bundle.pickAmount,
    remaining: Math.max(0, bundle.pickAmount - picked),
    complete: picked === bundle.pickAmount,
  };
}

type BundleUnit = {variant: BundleVariant; quantity: number};

/** Fixed components (one each) then the picks, in the editors' order. */
function bundleUnits({bundle, picks}: BundleSelection): BundleUnit[] {
  const fixed = bundle.fixed.map((item) => ({variant: item.variant, quantity: 1}));
  const picked = bundle.eligible
    .filter((item) => (picks[item.id] ?? 0) > 0)
    .map((item) => ({variant: item.variant, quantity: picks[item.id]!}));
  return [...fixed, ...picked];
}

/** One line per variant: an item listed twice (or fixed and picked) becomes one line with the sum. */
function mergedUnits(selection: BundleSelection): BundleUnit[] {
  const byVariant = new Map<string, BundleUnit>();
  for (const unit of bundleUnits(selection)) {
    const existing = byVariant.get(unit.variant.id);
    byVariant.set(unit.variant.id, {variant: unit.variant, quantity: (existing?.quantity ?? 0) + unit.quantity});
  }
  return [...byVariant.values()];
}

function planFor(variant: BundleVariant, frequency: string): BundleSellingPlan | undefined {
  return variant.sellingPlans.find((plan) => plan.frequency === frequency);
}

export type BundlePlanChoice = {frequency: string; name: string};

/**
 * The delivery frequencies the bundle offers as it stands: any frequency of its variants that the fixed
 * components and every pick so far support. It narrows as items without that plan are picked.
 */
export function bundlePlanChoices(selection: BundleSelection): BundlePlanChoice[] {
  const {bundle} = selection;
  const units = bundleUnits(selection);
  const choices = new Map<string, BundlePlanChoice>();
  for (const item of [...bundle.fixed, ...bundle.eligible]) {
    for (const plan of item.variant.sellingPlans) {
      if (!choices.has(plan.frequency)) choices.set(plan.frequency, {frequency: plan.frequency, name: plan.name});
    }
  }
  return [...choices.values()].filter((choice) => units.every((unit) => planFor(unit.variant, choice.frequency)));
}

/** Whether the chosen frequency (if any) applies: every line supports it. */
function appliedFrequency(selection: BundleSelection, frequency: string | null | undefined): string | null {
  if (!frequency) return null;
  return bundleUnits(selection).every((unit) => planFor(unit.variant, frequency)) ? frequency : null;
}

/** Everything that keeps the selection from going to the cart; empty when it can. */
export function bundleProblems(selection: BundleSelection, frequency?: string | null): BundleProblemCode[] {
  const {bundle, picks} = selection;
  const problems = new Set<BundleProblemCode>();
  const picked = pickedCount(picks);
  if (picked < bundle.pickAmount) problems.add('INCOMPLETE');
  if (picked > bundle.pickAmount) problems.add('TOO_MANY');
  for (const [itemId, quantity] of Object.entries(picks)) {
    const item = eligibleItem(bundle, itemId);
    if (!item || !Number.isInteger(quantity) || quantity < 0) problems.add('UNKNOWN_ITEM');
    else if (quantity > 0 && !isPickable(item)) problems.add('SOLD_OUT');
  }
  if (bundle.fixed.some((item) => !item.variant.availableForSale)) problems.add('FIXED_SOLD_OUT');
  const units = mergedUnits(selection);
  if (units.length > MAX_BUNDLE_REFERENCES) problems.add('TOO_MANY_REFERENCES');
  const applied = appliedFrequency(selection, frequency);
  if (frequency && !applied) problems.add('PLAN_UNSUPPORTED');
  if (!applied && units.some((unit) => unit.variant.requiresSellingPlan)) problems.add('PLAN_REQUIRED');
  return [...problems];
}

export function isBundleValid(selection: BundleSelection, frequency?: string | null): boolean {
  return bundleProblems(selection, frequency).length === 0;
}

export type BundleTotal = {
  price: Money;
  /** What the same items cost one-time at their compare-at prices; shown struck through when higher. */
  compareAtPrice: Money;
  subscription: boolean;
};

// Money is summed in cents so 0.1 + 0.2 stays 0.30.
const toCents = (amount: string) => Math.round(Number(amount) * 100);
const fromCents = (cents: number) => (cents / 100).toFixed(2);

/** Spec §3: picked items plus fixed components; subscription prices when a plan applies to every line. */
export function bundleTotal(selection: BundleSelection, frequency?: string | null): BundleTotal {
  const applied = appliedFrequency(selection, frequency);
  const units = bundleUnits(selection);
  const currencyCode =
    units[0]?.variant.price.currencyCode ?? selection.bundle.eligible[0]?.variant.price.currencyCode ?? 'EUR';
  let price = 0;
  let compareAt = 0;
  for (const {variant, quantity} of units) {
    const unitPrice = applied ? planFor(variant, applied)!.price : variant.price;
    const unitCompareAt = variant.compareAtPrice ?? variant.price;
    price += toCents(unitPrice.amount) * quantity;
    compareAt += Math.max(toCents(unitCompareAt.amount), toCents(variant.price.amount)) * quantity;
  }
  return {
    price: {amount: fromCents(price), currencyCode},
    compareAtPrice: {amount: fromCents(compareAt), currencyCode},
    subscription: Boolean(applied),
  };
}

export type BundleCartOptions = {
  /** Groups these lines in the cart; one id per bundle added, so two boxes stay two groups. */
  bundleId: string;
  /** The chosen delivery frequency, or none for a one-time purchase. */
  frequency?: string | null;
};

/** The Storefront cart lines for a valid selection; throws a BundleError naming what is wrong otherwise. */
export function bundleCartLines(selection: BundleSelection, options: BundleCartOptions): CartLineInput[] {
  const problems = bundleProblems(selection, options.frequency);
  if (problems.length) throw new BundleError(problems);
  const applied = appliedFrequency(selection, options.frequency);
  const attributes = [
    {key: BUNDLE_ATTRIBUTE, value: options.bundleId},
    {key: BUNDLE_PARENT_ATTRIBUTE, value: selection.bundle.productHandle},
  ];
  return mergedUnits(selection).map(({variant, quantity}) => {
    const plan = applied ? planFor(variant, applied) : undefined;
    return {
      merchandiseId: variant.id,
      quantity,
      ...(plan ? {sellingPlanId: plan.id} : {}),
      attributes,
    };
  });
}
