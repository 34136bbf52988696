// Lighthouse 12 audits (mobile form factor, simulated throttling: Lighthouse's defaults) in headless Chromium.
// One audit's scores swing by several points between runs of one build on this machine (TBT most), so each
// page is audited several times and the budgets take the median of each figure.
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname} from 'node:path';
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
    fcpMs: numeric('first-contentful-paint') == null ? null : Math.round(numeric('first-contentful-paint')),
    lcpMs: numeric('largest-contentful-paint') == null ? null : Math.round(numeric('largest-contentful-paint')),
    tbtMs: numeric('total-blocking-time') == null ? null : Math.round(numeric('total-blocking-time')),
    cls: numeric('cumulative-layout-shift') == null ? null : Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    failing: {
      performance: failing('performance'),
      accessibility: failing('accessibility'),
      bestPractices: failing('best-practices'),
      seo: failing('seo'),
    },
    lcp: lcpBreakdown(lhr),
    // Lighthouse's CPU benchmark of this machine at the time: low values (a busy machine) lower the scores.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/**
 * What the largest paint was and where its time went (Lighthouse's phases: time to first byte, load delay, load
 * time, render delay), the first place to look when LCP misses: a late image, or a paint that waits on the CPU.
 */
function lcpBreakdown(lhr) {
  const [elementTable, phaseTable] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = elementTable?.items?.[0]?.node;
  if (!node) return null;
  const phase = (name) => {
    const timing = phaseTable?.items?.find((item) => item.phase === name)?.timing;
    return typeof timing === 'number' ? Math.round(timing) : null;
  };
  return {
    element: node.selector ?? node.nodeLabel ?? null,
    snippet: typeof node.snippet === 'string' ? node.snippet.slice(0, 160) : null,
    phases: {ttfb: phase('TTFB'), loadDelay: phase('Load Delay'), loadTime: phase('Load Time'), renderDelay: phase('Render Delay')},
  };
}

const FIGURES = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'benchmarkIndex'];

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
    // The run whose LCP is the median's (the lower middle one for an even count): its largest paint, explained.
    lcp: medianRun(runs, 'lcpMs')?.lcp ?? null,
    failing,
  };
}

function medianRun(runs, figure) {
  const measured = runs.filter((run) => typeof run[figure] === 'number').sort((a, b) => a[figure] - b[figure]);
  return measured[Math.floor((measured.length - 1) / 2)];
}

/** One audit of `url` in its own fresh Chromium; `saveTo`: where to keep Lighthouse's whole report (JSON). */
export async function audit(url, {saveTo} = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? SYSTEM_CHROMIUM,
    chromeFlags: HEADLESS_FLAGS,
  });
  try {
    const result = await lighthouse(url, {port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES});
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (saveTo) {
      mkdirSync(dirname(saveTo), {recursive: true});
      writeFileSync(saveTo, JSON.stringify(result.lhr));
    }
    return summarizeLighthouse(result.lhr);
  } finally {
    await chrome.kill();
  }
}
