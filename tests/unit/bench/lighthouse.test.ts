import {describe, expect, test} from 'vitest';
import {summarizeLighthouse} from '../../../scripts/bench/lighthouse.mjs';

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
