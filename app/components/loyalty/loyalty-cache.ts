// Spec §9: loyalty tiers and rewards are cached in browser storage. Kept in sessionStorage under a key per market
// (and kind) for a few minutes; cleared after each loyalty action and on logout (`clearLoyaltyCache`).
import type {LoyaltyReward, VipTier} from '~/loyalty/types';

/** Long enough to spare Yotpo on every account page view, short enough that a changed programme shows soon. */
export const LOYALTY_CACHE_MS = 5 * 60 * 1000;
const PREFIX = 'of_loyalty:';

export type LoyaltyCacheKind = 'vip-tiers' | 'rewards';
type Cached = {'vip-tiers': VipTier[]; rewards: LoyaltyReward[]};
type Entry = {storedAt: number; value: unknown};

export function loyaltyCacheKey(kind: LoyaltyCacheKind, locale: string): string {
  return `${PREFIX}${kind}:${locale}`;
}

/** The page's sessionStorage, or null where there is none (server render, storage disabled). */
function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The cached value while it is younger than LOYALTY_CACHE_MS and a list; null otherwise. */
export function readLoyaltyCache<K extends LoyaltyCacheKind>(
  kind: K,
  locale: string,
  now = Date.now(),
  storage: Storage | null = sessionStore(),
): Cached[K] | null {
  try {
    const raw = storage?.getItem(loyaltyCacheKey(kind, locale));
    if (!raw) return null;
    const entry = JSON.parse(raw) as Partial<Entry> | null;
    const age = now - Number(entry?.storedAt);
    if (!(age >= 0 && age < LOYALTY_CACHE_MS) || !Array.isArray(entry?.value)) return null;
    return entry.value as Cached[K];
  } catch {
    return null;
  }
}

export function writeLoyaltyCache<K extends LoyaltyCacheKind>(
  kind: K,
  locale: string,
  value: Cached[K],
  now = Date.now(),
  storage: Storage | null = sessionStore(),
) {
  try {
    storage?.setItem(loyaltyCacheKey(kind, locale), JSON.stringify({storedAt: now, value} satisfies Entry));
  } catch {
    // Storage full or refused: the next panel asks the route again.
  }
}

/** Forgets every market's cached tiers and rewards: after a loyalty action, and on logout (the lead's logout calls it). */
export function clearLoyaltyCache(storage: Storage | null = sessionStore()) {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    keys.forEach((key) => storage.removeItem(key));
  } catch {
    // Nothing to clear where storage cannot be read.
  }
}
