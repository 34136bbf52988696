import {describe, expect, test} from 'vitest';
import {medianOfRuns, summarizeLighthouse} from '../../../scripts/bench/lighthouse.mjs';

const lhr = {
  categories: {
    performance: {score: 0.954, auditRefs: [{id: 'largest-contentful-paint', weight: 25}, {id: 'total-blocking-time', weight: 30}]},
    accessibility: {score: 0.96, auditRefs: [{id: 'color-contrast', weight: 7}, {id: 'html-has-lang', weight: 7}, {id: 'unweighted', weight: 0}]},
    'best-practices': {score: 1, auditRefs: []},
    seo: {score: null, auditRefs: []},
  },
  audits: {
    'first-contentful-paint': {score: 0.9, numericValue: 1499.5},
    'largest-contentful-paint': {score: 0.8, numericValue: 2412.6},
    'largest-contentful-paint-element': {
      details: {
        items: [
          {items: [{node: {selector: 'main#main > div.relative > picture > img', snippet: `<img src="${'x'.repeat(300)}">`}}]},
          {
            items: [
              {phase: 'TTFB', timing: 480.4},
              {phase: 'Load Delay', timing: 20.6},
              {phase: 'Load Time', timing: 30},
              {phase: 'Render Delay', timing: 1881.2},
            ],
          },
        ],
      },
    },
    'total-blocking-time': {score: 1, numericValue: 49.5},
    'cumulative-layout-shift': {score: 1, numericValue: 0.01234},
    'color-contrast': {score: 0},
    'html-has-lang': {score: 1},
    unweighted: {score: 0},
  },
  environment: {benchmarkIndex: 1500},
};

describe('Lighthouse summary', () => {
  test('scores are 0-100, times whole ms, CLS to three places; a missing score stays missing', () => {
    expect(summarizeLighthouse(lhr)).toMatchObject({
      performance: 95,
      accessibility: 96,
      bestPractices: 100,
      seo: null,
      fcpMs: 1500,
      lcpMs: 2413,
      tbtMs: 50,
      cls: 0.012,
      benchmarkIndex: 1500,
      runtimeError: null,
    });
  });

  test('the largest paint: its element, a snippet cut to 160 characters, and its four phases in whole ms', () => {
    const {lcp} = summarizeLighthouse(lhr);
    expect(lcp).toMatchObject({
      element: 'main#main > div.relative > picture > img',
      phases: {ttfb: 480, loadDelay: 21, loadTime: 30, renderDelay: 1881},
    });
    expect(lcp?.snippet).toHaveLength(160);
    const withoutElement = {...lhr, audits: {...lhr.audits, 'largest-contentful-paint-element': {}}};
    expect(summarizeLighthouse(withoutElement).lcp).toBeNull();
  });

  test('the weighted audits below a full score are named per category', () => {
    expect(summarizeLighthouse(lhr).failing).toEqual({
      performance: ['largest-contentful-paint'],
      accessibility: ['color-contrast'],
      bestPractices: [],
      seo: [],
    });
  });
});

describe('several runs of one page', () => {
  const run = (performance: number, tbtMs: number, failing: string[] = []) => ({
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo: 92,
    lcpMs: 2000 + performance,
    tbtMs,
    cls: 0,
    benchmarkIndex: 1500,
    failing: {performance: failing, accessibility: [], bestPractices: [], seo: []},
  });

  test('each figure is the median of the runs, each on its own', () => {
    const summary = medianOfRuns([run(93, 300), run(97, 10), run(95, 40)]);
    expect(summary).toMatchObject({performance: 95, lcpMs: 2095, tbtMs: 40, accessibility: 100, seo: 92, cls: 0});
  });

  test('every run’s score, LCP and TBT are kept, and an audit that failed in any run is named once', () => {
    const summary = medianOfRuns([run(93, 300, ['total-blocking-time']), run(97, 10), run(95, 40, ['total-blocking-time', 'unused-javascript'])]);
    expect(summary.runs).toEqual([
      {performance: 93, lcpMs: 2093, tbtMs: 300},
      {performance: 97, lcpMs: 2097, tbtMs: 10},
      {performance: 95, lcpMs: 2095, tbtMs: 40},
    ]);
    expect(summary.failing.performance).toEqual(['total-blocking-time', 'unused-javascript']);
  });

  test('the largest paint explained is the median run’s (by LCP), so it matches the LCP figure', () => {
    const explained = (lcpMs: number) => ({...run(95, 10), lcpMs, lcp: {element: `run-${lcpMs}`, snippet: null, phases: {}}});
    expect(medianOfRuns([explained(3200), explained(2100), explained(2500)]).lcp?.element).toBe('run-2500');
    expect(medianOfRuns([explained(3200), explained(2100)]).lcp?.element).toBe('run-2100');
    expect(medianOfRuns([{performance: null, failing: {}}]).lcp).toBeNull();
  });

  test('a run that measured nothing (a runtime error) does not count toward a median', () => {
    expect(medianOfRuns([run(90, 100), {performance: null, failing: {}}, run(96, 20)]).performance).toBe(93);
  });
});
