import {describe, expect, test} from 'vitest';
import {formatTable, renderReport} from '../../../scripts/bench/report.mjs';

describe('tables', () => {
  test('columns are as wide as their widest cell, numbers right-aligned, missing values shown as "-"', () => {
    const table = formatTable(
      [{title: 'page'}, {title: 'ms', right: true}],
      [
        ['home', 12.5],
        ['product', null],
      ],
    );
    expect(table.split('\n')).toEqual(['page       ms', '-------  ----', 'home     12.5', 'product     -']);
  });

  test('the report names each definition, every page and every budget with its result', () => {
    const run = {
      startedAt: '2026-01-01T00:00:00.000Z',
      commit: 'abc1234',
      settleMs: 500,
      options: {connections: 10, duration: 10},
      pages: [{type: 'home', market: 'nl', path: '/', coldMs: 300, upstreamCold: 3, upstreamWarm: 0, load: {rps: 50, p50Ms: 20, p99Ms: 80, errors: 0}}],
      lighthouse: null,
      soak: null,
      budgets: [{name: 'Soak errors', limit: '= 0', actual: null, status: 'SKIP'}],
      problems: ['/cart answered 500'],
    };
    const text = renderReport(run);
    expect(text).toContain('freshly started worker');
    expect(text).toContain('10 connections for 10 s');
    expect(text).toMatch(/home \(nl\)\s+\/\s+300\s+50\s+20\s+80/);
    expect(text).toContain('Lighthouse: not run');
    expect(text).toMatch(/Soak errors\s+= 0\s+-\s+SKIP/);
    expect(text).toContain('Could not measure:\n  /cart answered 500');
  });
});
