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

  test('the comparison with the skeleton shows both sides and the ratio, and each ?_data answer beside its document', () => {
    const side = (rps: number, path: string) => ({path, rps, p50Ms: 100, p99Ms: 300, errors: 0, upstreamCalls: 0, htmlRawKb: 16.1});
    const run = {
      startedAt: '2026-01-01T00:00:00.000Z',
      commit: 'abc1234',
      settleMs: 500,
      options: {connections: 10, duration: 3, rounds: 3, lighthouseRuns: 3},
      pages: [
        {
          type: 'product',
          market: 'de',
          path: '/de/produkte/protein/whey-protein',
          weight: {jsKb: 145, cssKb: 8, htmlKb: 31, htmlRawKb: 270.4, loaderDataKb: 109.4},
          dataCaching: {
            document: {'cache-control': 'public, max-age=60'},
            answers: [{routeId: 'root', status: 200, headers: {'cache-control': 'public, max-age=60'}, verdict: 'same'}],
          },
        },
      ],
      comparisons: [
        {type: 'product', market: 'de', path: '/de/produkte/protein/whey-protein', peerPath: '/products/whey-protein', ours: side(21, '/de'), peer: side(139.5, '/p'), ratio: 0.15},
      ],
      lighthouse: [
        {
          type: 'product',
          market: 'de',
          path: '/de/produkte/protein/whey-protein',
          performance: 95,
          fcpMs: 1490,
          lcpMs: 2210,
          runs: [{performance: 93}, {performance: 95}, {performance: 97}],
          lcp: {element: 'main#main > picture > img', snippet: '<img>', phases: {ttfb: 480, loadDelay: 20, loadTime: 30, renderDelay: 1680}},
          failing: {},
        },
      ],
      peerLighthouse: [{type: 'product', market: 'skeleton', path: '/products/whey-protein', performance: 97, fcpMs: 1200, lcpMs: 1900, runs: [{performance: 97}], lcp: null, failing: {performance: ['largest-contentful-paint']}}],
      soak: null,
      budgets: [],
      problems: [],
    };
    const text = renderReport(run);
    expect(text).toContain('3 alternated rounds per side of 10 connections for 3 s');
    expect(text).toMatch(/product \(de\)\s+\/de\/produkte\/protein\/whey-protein\s+\/products\/whey-protein\s+21\s+139.5\s+0.15/);
    expect(text).toMatch(/270.4\s+109.4/);
    expect(text).toMatch(/root\s+200\s+public, max-age=60\s+public, max-age=60\s+same/);
    expect(text).toMatch(/95\s+93\/95\/97/);
    expect(text).toMatch(/93\/95\/97(\s+\S+){3}\s+1490\s+2210/);
    expect(text).toContain(
      '/de/produkte/protein/whey-protein largest paint (median run): main#main > picture > img (TTFB 480, load delay 20, load time 30, render delay 1680)',
    );
    expect(text).toMatch(/skeleton product\s+\/products\/whey-protein\s+97\s+97(\s+\S+){3}\s+1200\s+1900/);
    expect(text).toContain('skeleton /products/whey-protein audits below 1 in some run: performance: largest-contentful-paint');
  });
  test("the soak shows ours and, when measured, the skeleton's beside it, each with its status codes", () => {
    const soaked = (requests: number, rssEndMb: number, paths: string[]) => ({
      paths,
      connections: 50,
      durationS: 60,
      requests,
      rps: requests / 60,
      p50Ms: 90,
      p99Ms: 400,
      errors: 0,
      timeouts: 0,
      statusCodes: {200: requests},
      rssStartMb: 80,
      rssEndMb,
      rssPeakMb: rssEndMb,
    });
    const run = {
      startedAt: '2026-01-01T00:00:00.000Z',
      commit: 'abc1234',
      settleMs: 500,
      options: {connections: 10, duration: 3},
      pages: [{type: 'home', market: 'nl', path: '/'}],
      lighthouse: null,
      soak: soaked(15000, 310.5, ['/']),
      peerSoak: soaked(12000, 536.2, ['/', '/products/whey-protein']),
      budgets: [],
      problems: [],
    };
    const text = renderReport(run);
    expect(text).toMatch(/ours\s+15000\s+250\s+90\s+400\s+0\s+0\s+80\s+310.5\s+310.5/);
    expect(text).toMatch(/skeleton \(yardstick\)\s+12000\s+200\s+90\s+400\s+0\s+0\s+80\s+536.2/);
    expect(text).toContain('skeleton (yardstick) status codes: 200 x12000');
    expect(text).toContain('cycling through / /products/whey-protein');
    expect(renderReport({...run, peerSoak: null})).not.toContain('skeleton (yardstick)');
  });
});
