// Lighthouse 12 audits (mobile form factor, simulated throttling: Lighthouse's defaults) in headless Chromium.
// One audit's scores swing by several points between runs of one build on this machine (TBT most), so each
// page is audited several times and the budgets take the median of each figure.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {HEADLESS_FLAGS, SYSTEM_CHROMIUM} from '../chromium.mjs';
import {median} from './stats.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The figures the report keeps from a Lighthouse result (scores 0-100, times in ms). */
export function summarizeLighthouse(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  // Audits of a category that did not pass: the first place to look when its score drops.
  const failing = (id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint') == null ? null : Math.round(numeric('largest-contentful-paint')),
    tbtMs: numeric('total-blocking-time') == null ? null : Math.round(numeric('total-blocking-time')),
    cls: numeric('cumulative-layout-shift') == null ? null : Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    failing: {
      performance: failing('performance'),
      accessibility: failing('accessibility'),
      bestPractices: failing('best-practices'),
      seo: failing('seo'),
    },
    // Lighthouse's CPU benchmark of this machine at the time: low values (a busy machine) lower the scores.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

const FIGURES = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls', 'benchmarkIndex'];

/**
 * One page's figures over its audits (summaries as summarizeLighthouse makes them): the median of each figure,
 * each run's performance, LCP and TBT (to show the spread), and every audit that failed in any run.
 * @returns {Record<string, any>}
 */
export function medianOfRuns(runs) {
  const failing = Object.fromEntries(
    ['performance', 'accessibility', 'bestPractices', 'seo'].map((category) => [category, [...new Set(runs.flatMap((run) => run.failing?.[category] ?? []))]]),
  );
  return {
    ...Object.fromEntries(FIGURES.map((figure) => [figure, median(runs.map((run) => run[figure]))])),
    runs: runs.map((run) => ({performance: run.performance ?? null, lcpMs: run.lcpMs ?? null, tbtMs: run.tbtMs ?? null})),
    failing,
  };
}

/** One audit of `url` in its own fresh Chromium. */
export async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? SYSTEM_CHROMIUM,
    chromeFlags: HEADLESS_FLAGS,
  });
  try {
    const result = await lighthouse(url, {port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES});
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return summarizeLighthouse(result.lhr);
  } finally {
    await chrome.kill();
  }
}
