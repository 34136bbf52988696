import {describe, expect, test} from 'vitest';
import {cappedBalance, currentTier, nextTier, tierFraction, tierProgress} from '~/loyalty/tiers';
import type {VipTier} from '~/loyalty/types';

const tier = (id: number, name: string, points: number): VipTier => ({id, name, description: '', entryThreshold: {pointsEarned: points}});
// Listed out of order on purpose: Yotpo's order is not the thresholds' order.
const TIERS = [tier(3, 'Gold', 1500), tier(1, 'Bronze', 0), tier(2, 'Silver', 500)];

describe('spec §4 Loyalty: tier progress', () => {
  test('the current tier is the highest whose threshold is at or below the balance', () => {
    expect(currentTier(TIERS, 0)?.name).toBe('Bronze');
    expect(currentTier(TIERS, 499)?.name).toBe('Bronze');
    expect(currentTier(TIERS, 500)?.name).toBe('Silver');
    expect(currentTier(TIERS, 1499)?.name).toBe('Silver');
    expect(currentTier(TIERS, 1500)?.name).toBe('Gold');
  });

  test('a balance above the top threshold stays in the top tier, capped there', () => {
    expect(cappedBalance(TIERS, 9000)).toBe(1500);
    expect(currentTier(TIERS, 9000)?.name).toBe('Gold');
    expect(nextTier(TIERS, 9000)).toBeNull();
  });

  test('the next tier is the first above, and the points to it are the difference', () => {
    expect(tierProgress(TIERS, 620)).toMatchObject({
      current: {name: 'Silver'},
      next: {name: 'Gold'},
      pointsToNext: 880,
      maxLevelReached: false,
    });
    expect(tierProgress(TIERS, 0)).toMatchObject({current: {name: 'Bronze'}, next: {name: 'Silver'}, pointsToNext: 500});
  });

  test('max level reached when there is no next tier', () => {
    expect(tierProgress(TIERS, 1500)).toMatchObject({current: {name: 'Gold'}, next: null, pointsToNext: 0, maxLevelReached: true});
  });

  test('below the lowest threshold there is no current tier, only a next one', () => {
    const noFreeTier = [tier(2, 'Silver', 500), tier(3, 'Gold', 1500)];
    expect(tierProgress(noFreeTier, 100)).toMatchObject({current: null, next: {name: 'Silver'}, pointsToNext: 400});
  });

  test('negative or non-finite balances count as 0; no tiers means nothing to reach', () => {
    expect(currentTier(TIERS, -50)?.name).toBe('Bronze');
    expect(currentTier(TIERS, Number.NaN)?.name).toBe('Bronze');
    expect(tierProgress([], 300)).toEqual({current: null, next: null, pointsToNext: 0, maxLevelReached: true});
  });

  test('the progress bar runs from the current threshold to the next', () => {
    expect(tierFraction(TIERS, 1000)).toBe(0.5);
    expect(tierFraction(TIERS, 250)).toBe(0.5);
    expect(tierFraction(TIERS, 5000)).toBe(1);
  });
});
