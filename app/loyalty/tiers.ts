// Spec §4 Loyalty: where a points balance stands among the VIP tiers.
import type {VipTier} from './types';

export type TierProgress = {
  current: VipTier | null;
  next: VipTier | null;
  /** Points still needed for the next tier; 0 when there is none. */
  pointsToNext: number;
  /** True when there is no tier above the current one. */
  maxLevelReached: boolean;
};

const thresholdOf = (tier: VipTier) => tier.entryThreshold.pointsEarned;

/** The tiers from the lowest threshold up (ties keep their order). */
export function sortedTiers(tiers: readonly VipTier[]): VipTier[] {
  return [...tiers].sort((a, b) => thresholdOf(a) - thresholdOf(b));
}

/** The balance counted for tiers: never below 0, never above the top tier's threshold. */
export function cappedBalance(tiers: readonly VipTier[], balance: number): number {
  const sorted = sortedTiers(tiers);
  const top = sorted[sorted.length - 1];
  const safe = Number.isFinite(balance) ? Math.max(0, balance) : 0;
  return top ? Math.min(safe, thresholdOf(top)) : safe;
}

// Spec §4 Loyalty: the highest tier whose threshold is at or below the balance, balance capped at the top.
export function currentTier(tiers: readonly VipTier[], balance: number): VipTier | null {
  const capped = cappedBalance(tiers, balance);
  return sortedTiers(tiers).filter((tier) => thresholdOf(tier) <= capped).pop() ?? null;
}

// Spec §4 Loyalty: the next tier is the first one above the balance.
export function nextTier(tiers: readonly VipTier[], balance: number): VipTier | null {
  const capped = cappedBalance(tiers, balance);
  return sortedTiers(tiers).find((tier) => thresholdOf(tier) > capped) ?? null;
}

/** Current and next tier, the points between them, and whether the top is reached. */
export function tierProgress(tiers: readonly VipTier[], balance: number): TierProgress {
  const current = currentTier(tiers, balance);
  const next = nextTier(tiers, balance);
  return {
    current,
    next,
    pointsToNext: next ? thresholdOf(next) - cappedBalance(tiers, balance) : 0,
    maxLevelReached: next === null,
  };
}

/** How far from the current tier's threshold to the next one the balance is, 0 to 1 (1 at the top). */
export function tierFraction(tiers: readonly VipTier[], balance: number): number {
  const {current, next} = tierProgress(tiers, balance);
  if (!next) return 1;
  const from = current ? thresholdOf(current) : 0;
  const span = thresholdOf(next) - from;
  return span > 0 ? Math.min(1, Math.max(0, (cappedBalance(tiers, balance) - from) / span)) : 0;
}
