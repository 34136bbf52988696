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
    'largest-contentful-paint': {score: 0.8, numericValue: 2412.6},
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
      lcpMs: 2413,
      tbtMs: 50,
      cls: 0.012,
      benchmarkIndex: 1500,
      runtimeError: null,
    });
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

  test('a run that measured nothing (a runtime error) does not count toward a median', () => {
    expect(medianOfRuns([run(90, 100), {performance: null, failing: {}}, run(96, 20)]).performance).toBe(93);
  });
});
