// Yotpo Loyalty API v2 answers (snake_case, API-SHAPES.md §3) read into our shapes (app/loyalty/types.ts).
// Every field is checked: an answer from something in between (a proxy's page, another version's shape) gives
// empty or default values, never a crash, and nothing we did not ask for reaches the browser.
import type {LoyaltyCampaign, LoyaltyCustomer, LoyaltyHistoryItem, LoyaltyReward, VipTier} from './types';

type Raw = Record<string, unknown>;

const record = (value: unknown): Raw => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** A finite number, or a number written as text ("250"); anything else is `fallback`. */
function numberOf(value: unknown, fallback = 0): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return fallback;
}

function numberOrNull(value: unknown): number | null {
  const parsed = numberOf(value, Number.NaN);
  return Number.isNaN(parsed) ? null : parsed;
}

function historyItem(raw: unknown): LoyaltyHistoryItem {
  const item = record(raw);
  const createdAt = text(item.created_at);
  return {
    date: text(item.date) || createdAt.slice(0, 10),
    action: text(item.action),
    actionName: textOrNull(item.action_name),
    points: numberOf(item.points),
    status: text(item.status),
  };
}

/** `GET /customers`; `email` is the address asked for (an unknown customer's answer may carry none). */
export function customerFromWire(raw: unknown, email: string): LoyaltyCustomer {
  const customer = record(raw);
  const day = numberOrNull(customer.birth_day);
  const month = numberOrNull(customer.birthday_month);
  const known = typeof customer.email === 'string' && customer.email.length > 0;
  return {
    email,
    pointsBalance: numberOf(customer.points_balance),
    pointsEarned: numberOf(customer.points_earned),
    vipTierName: textOrNull(customer.vip_tier_name),
    birthday: day && month ? {day, month, year: numberOrNull(customer.birthday_year)} : null,
    historyItems: list(customer.history_items).map(historyItem),
    referralLink: textOrNull(record(customer.referral_link).link),
    known,
  };
}

/**
 * A tier's entry threshold in points. Yotpo's key names are not settled (API-SHAPES.md §3): the current object's
 * `{points, ...}`, the legacy SDK's `requiredPointsEarned`, snake_case spellings, or a bare number.
 */
export function thresholdPoints(raw: unknown): number {
  if (typeof raw === 'number' || typeof raw === 'string') return Math.max(0, numberOf(raw));
  const threshold = record(raw);
  const candidate = [threshold.points, threshold.points_earned, threshold.requiredPointsEarned, threshold.required_points_earned].find(
    (value) => numberOrNull(value) !== null,
  );
  return Math.max(0, numberOf(candidate));
}

export function vipTierFromWire(raw: unknown): VipTier {
  const tier = record(raw);
  return {
    id: numberOf(tier.id),
    name: text(tier.name),
    description: text(tier.description),
    entryThreshold: {pointsEarned: thresholdPoints(tier.entry_threshold)},
  };
}

export function campaignFromWire(raw: unknown): LoyaltyCampaign {
  const campaign = record(raw);
  const max = numberOrNull(campaign.max_completions_per_user);
  return {
    id: numberOf(campaign.id),
    title: text(campaign.title) || text(campaign.unrendered_title),
    details: text(campaign.details),
    type: text(campaign.type),
    actionName: textOrNull(campaign.action_name),
    rewardText: text(campaign.reward_text),
    ctaText: text(campaign.cta_text),
    url: /^https:\/\/[^\s]+$/.test(text(campaign.url)) ? text(campaign.url) : null,
    maxCompletionsPerUser: max !== null && max > 0 ? max : null,
    status: {customerTimesCompleted: numberOf(record(campaign.status).customer_times_completed)},
  };
}

export function rewardFromWire(raw: unknown): LoyaltyReward {
  const reward = record(raw);
  return {
    id: numberOf(reward.id),
    name: text(reward.name) || text(reward.unrendered_name),
    description: text(reward.description) || text(reward.unrendered_description),
    amount: numberOf(reward.amount),
    costText: text(reward.cost_text),
  };
}

/** A list answer (`GET /campaigns`, `/vip_tiers`, `/redemption_options`); anything else is no list. */
export function listFromWire<T>(raw: unknown, read: (item: unknown) => T): T[] | null {
  return Array.isArray(raw) ? raw.map(read) : null;
}
