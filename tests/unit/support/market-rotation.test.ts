import {describe, expect, test} from 'vitest';
import {MARKETS} from '~/markets/markets';
import {marketsToAudit, rotationMarkets} from '../../support/market-rotation';

describe('the accessibility suite’s market rotation', () => {
  test('seven consecutive runs audit every market exactly twice, two different markets per run', () => {
    for (const start of [0, 1, 5, 118, 999]) {
      const audits = new Map<string, number>();
      for (let run = start; run < start + MARKETS.length; run++) {
        const pair = rotationMarkets(run);
        expect(pair).toHaveLength(2);
        expect(pair[0]!.id).not.toBe(pair[1]!.id);
        for (const market of pair) audits.set(market.id, (audits.get(market.id) ?? 0) + 1);
      }
      expect([...audits.keys()].sort()).toEqual(MARKETS.map((market) => market.id).sort());
      expect(new Set(audits.values())).toEqual(new Set([2]));
    }
  });

  test('the run number decides (same run, same markets), and the rotation moves on with the next run', () => {
    expect(marketsToAudit({AUDIT_RUN: '3'})).toEqual(rotationMarkets(3));
    expect(marketsToAudit({AUDIT_RUN: '3'})).toEqual(marketsToAudit({AUDIT_RUN: '3'}));
    expect(rotationMarkets(4)[0]!.id).not.toBe(rotationMarkets(3)[0]!.id);
    expect(rotationMarkets(0).map((market) => market.locale)).toEqual(['nl', 'de']);
  });

  test('the run number is pinned in the environment on first use, so worker processes started later agree', () => {
    const env: Record<string, string | undefined> = {};
    const first = marketsToAudit(env);
    expect(env.AUDIT_RUN).toMatch(/^\d+$/);
    expect(marketsToAudit(env)).toEqual(first);
    expect(first).toEqual(rotationMarkets(Number(env.AUDIT_RUN)));
  });

  test('markets chosen by hand: all, or a list of locale prefixes; an unknown name is an error', () => {
    expect(marketsToAudit({MARKETS_TO_AUDIT: 'all'})).toHaveLength(7);
    expect(marketsToAudit({MARKETS_TO_AUDIT: 'de, fr-be'}).map((market) => market.id)).toEqual(['de_de', 'fr_be']);
    expect(() => marketsToAudit({MARKETS_TO_AUDIT: 'de,xx'})).toThrow(/no market "xx"/);
  });
});
