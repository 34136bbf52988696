// Spec §3 Selling plan group: subscriptions as Storefront selling plans (≤ 10 groups of ≤ 10 plans, intervals
// DAY, WEEK, MONTH, YEAR). Pure rules: what a plan costs, how often it delivers, how that reads, and which
// purchase tab opens first.
import type {Strings} from '~locales/index';
import type {MoneyLike} from '~/markets/format';

export type IntervalUnit = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
export type Interval = {unit: IntervalUnit; count: number};

/** A plan's price adjustment, JSON-safe. */
export type PriceAdjustment =
  | {kind: 'percentage'; percentage: number}
  | {kind: 'fixedAmount'; amount: MoneyLike}
  | {kind: 'price'; price: MoneyLike};

/** Storefront `SellingPlanPriceAdjustmentValue`, with or without __typename. */
export type AdjustmentValue = {adjustmentPercentage: number} | {adjustmentAmount: MoneyLike} | {price: MoneyLike};

export function priceAdjustmentFrom(value: AdjustmentValue | null | undefined): PriceAdjustment | null {
  if (!value) return null;
  if ('adjustmentPercentage' in value) return {kind: 'percentage', percentage: value.adjustmentPercentage};
  if ('adjustmentAmount' in value) return {kind: 'fixedAmount', amount: value.adjustmentAmount};
  return {kind: 'price', price: value.price};
}

const toCents = (amount: string) => Math.round(Number(amount) * 100);
const fromCents = (cents: number) => (Math.max(0, cents) / 100).toFixed(2);

/** The price per delivery after the adjustment: a percentage off, an amount off (never below zero), or a set price. */
export function adjustedPrice(price: MoneyLike, adjustment: PriceAdjustment | null): MoneyLike {
  if (!adjustment) return price;
  const cents = toCents(price.amount);
  switch (adjustment.kind) {
    case 'percentage':
      return {amount: fromCents(Math.round((cents * (100 - adjustment.percentage)) / 100)), currencyCode: price.currencyCode};
    case 'fixedAmount':
      return {amount: fromCents(cents - toCents(adjustment.amount.amount)), currencyCode: price.currencyCode};
    case 'price':
      return adjustment.price;
  }
}

/** Whole percent saved against the one-time price (0 when nothing is saved). */
export function savingsPercent(price: MoneyLike, subscriptionPrice: MoneyLike): number {
  const full = toCents(price.amount);
  if (full <= 0) return 0;
  return Math.max(0, Math.round(((full - toCents(subscriptionPrice.amount)) / full) * 100));
}

const UNIT_WORDS: Record<IntervalUnit, string[]> = {
  DAY: ['day', 'days', 'dag', 'dagen', 'tag', 'tage', 'tagen', 'jour', 'jours', 'giorno', 'giorni'],
  WEEK: ['week', 'weeks', 'weken', 'woche', 'wochen', 'semaine', 'semaines', 'settimana', 'settimane'],
  MONTH: ['month', 'months', 'maand', 'maanden', 'monat', 'monate', 'monaten', 'mois', 'mese', 'mesi'],
  YEAR: ['year', 'years', 'jaar', 'jaren', 'jahr', 'jahre', 'jahren', 'année', 'années', 'an', 'ans', 'anno', 'anni'],
};
const UNIT_BY_WORD = new Map(
  Object.entries(UNIT_WORDS).flatMap(([unit, words]) => words.map((word) => [word, unit as IntervalUnit] as const)),
);
/** French "an" is also an English article: it only counts after a number ("tous les 2 ans"). */
const NEEDS_NUMBER = new Set(['an', 'ans']);

/** "Every 2 months", "1 Month(s)", "Elke maand", "MONTH" → an interval; null when the text names none. */
export function parseInterval(text: string): Interval | null {
  for (const match of text.toLowerCase().matchAll(/(?:(\d+)\s*)?(\p{L}+)/gu)) {
    const [, number, word = ''] = match;
    const unit = UNIT_BY_WORD.get(word);
    if (!unit || (NEEDS_NUMBER.has(word) && !number)) continue;
    return {unit, count: number ? Number(number) : 1};
  }
  return null;
}

type PlanLike = {
  recurringDeliveries?: boolean;
  deliveryPolicy?: {interval?: IntervalUnit; intervalCount?: number} | null;
  options: {name?: string | null; value?: string | null}[];
};

/** How often a plan delivers: its recurring delivery policy, else the interval its option values name. */
export function planInterval(plan: PlanLike): Interval | null {
  const policy = plan.deliveryPolicy;
  if (policy?.interval) return {unit: policy.interval, count: Math.max(1, policy.intervalCount ?? 1)};
  for (const option of plan.options) {
    const interval = option.value ? parseInterval(option.value) : null;
    if (interval) return interval;
  }
  return null;
}

/** The shell's strings that name intervals (locales/*.ts: `everyMonth`, `everyMonthMany`, ...). */
export type IntervalStrings = Pick<
  Strings,
  | 'everyDay'
  | 'everyDayMany'
  | 'everyWeek'
  | 'everyWeekMany'
  | 'everyMonth'
  | 'everyMonthMany'
  | 'everyYear'
  | 'everyYearMany'
>;

const UNIT_KEYS = {
  DAY: ['everyDay', 'everyDayMany'],
  WEEK: ['everyWeek', 'everyWeekMany'],
  MONTH: ['everyMonth', 'everyMonthMany'],
  YEAR: ['everyYear', 'everyYearMany'],
} as const satisfies Record<IntervalUnit, readonly [keyof IntervalStrings, keyof IntervalStrings]>;

/** "Every month", "Every 2 months" in the market's words. */
export function intervalLabel(interval: Interval, strings: IntervalStrings): string {
  const [one, many] = UNIT_KEYS[interval.unit];
  return interval.count === 1 ? strings[one] : strings[many].replace('{n}', String(interval.count));
}

export type PurchaseTab = 'oneTime' | 'subscription';

/**
 * The tab open on load: subscription when the product requires a plan, else the editors' `initialTab`
 * ('subscription' | 'oneTime'; anything else means one-time). Without plans there is only one-time.
 */
export function initialPurchaseTab({
  contentTab,
  requiresSellingPlan,
  hasPlans,
}: {
  contentTab: string | null | undefined;
  requiresSellingPlan: boolean;
  hasPlans: boolean;
}): PurchaseTab {
  if (!hasPlans) return 'oneTime';
  if (requiresSellingPlan) return 'subscription';
  return contentTab?.trim().toLowerCase() === 'subscription' ? 'subscription' : 'oneTime';
}

type StorefrontPlan = PlanLike & {
  id: string;
  name: string;
  description?: string | null;
  priceAdjustments: {orderCount?: number | null; adjustmentValue: AdjustmentValue}[];
};
type StorefrontPlanGroup = {name: string; appName?: string | null; sellingPlans: {nodes: StorefrontPlan[]}};

export type SubscriptionPlan = {
  id: string;
  name: string;
  description: string | null;
  interval: Interval | null;
  /** What one delivery costs for the selected variant (the first price adjustment: the first deliveries' price). */
  price: MoneyLike;
  savingsPercent: number;
};
export type SubscriptionGroup = {name: string; plans: SubscriptionPlan[]};

/** The product's plan groups with each plan priced for one variant. Groups without plans are left out. */
export function subscriptionGroups(groups: StorefrontPlanGroup[], variantPrice: MoneyLike): SubscriptionGroup[] {
  return groups
    .map((group) => ({
      name: group.name,
      plans: group.sellingPlans.nodes.map((plan): SubscriptionPlan => {
        const price = adjustedPrice(variantPrice, priceAdjustmentFrom(plan.priceAdjustments[0]?.adjustmentValue));
        return {
          id: plan.id,
          name: plan.name,
          description: plan.description || null,
          interval: planInterval(plan),
          price,
          savingsPercent: savingsPercent(variantPrice, price),
        };
      }),
    }))
    .filter((group) => group.plans.length > 0);
}
