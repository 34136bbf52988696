import {describe, expect, test} from 'vitest';
import {clearLoyaltyCache, LOYALTY_CACHE_MS, loyaltyCacheKey, readLoyaltyCache, writeLoyaltyCache} from '~/components/loyalty/loyalty-cache';

/** sessionStorage's interface over a Map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const TIERS = [{id: 1, name: 'Bronze', description: '', entryThreshold: {pointsEarned: 0}}];

describe('spec §9: tiers and rewards cached in browser storage', () => {
  test('per market and kind, for a short time', () => {
    const storage = memoryStorage();
    writeLoyaltyCache('vip-tiers', 'de', TIERS, 1000, storage);
    expect(storage.getItem(loyaltyCacheKey('vip-tiers', 'de'))).toContain('Bronze');
    expect(readLoyaltyCache('vip-tiers', 'de', 1000 + LOYALTY_CACHE_MS - 1, storage)).toEqual(TIERS);
    expect(readLoyaltyCache('vip-tiers', 'de', 1000 + LOYALTY_CACHE_MS, storage)).toBeNull();
    expect(readLoyaltyCache('vip-tiers', 'nl', 1000, storage)).toBeNull();
    expect(readLoyaltyCache('rewards', 'de', 1000, storage)).toBeNull();
  });

  test('a stored value from the future, of another shape or not JSON is no cache', () => {
    const storage = memoryStorage();
    writeLoyaltyCache('rewards', 'nl', [], 5000, storage);
    expect(readLoyaltyCache('rewards', 'nl', 4000, storage)).toBeNull();
    storage.setItem(loyaltyCacheKey('rewards', 'nl'), '{"storedAt":1,"value":{"x":1}}');
    expect(readLoyaltyCache('rewards', 'nl', 2, storage)).toBeNull();
    storage.setItem(loyaltyCacheKey('rewards', 'nl'), '{nope');
    expect(readLoyaltyCache('rewards', 'nl', 2, storage)).toBeNull();
  });

  test('clearing (after an action, on logout) forgets every market and leaves other keys', () => {
    const storage = memoryStorage();
    writeLoyaltyCache('vip-tiers', 'nl', TIERS, 1, storage);
    writeLoyaltyCache('rewards', 'fr-be', [], 1, storage);
    storage.setItem('of_shopify-cart-token', 'keep');
    clearLoyaltyCache(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('of_shopify-cart-token')).toBe('keep');
  });

  test('without storage (server render, storage refused) nothing breaks', () => {
    expect(readLoyaltyCache('vip-tiers', 'nl', 1, null)).toBeNull();
    expect(() => writeLoyaltyCache('vip-tiers', 'nl', TIERS, 1, null)).not.toThrow();
    expect(() => clearLoyaltyCache(null)).not.toThrow();
    expect(() => clearLoyaltyCache()).not.toThrow();
  });
});
