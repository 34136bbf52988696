// The budgets (issue 5's, tightened and extended by issue 9), checked against a run's figures. A figure that was
// not measured is SKIP, never PASS.
import {LIMITS} from './config.mjs';
import {dataCachingMisses} from './data-caching.mjs';

function check(name, limit, actual, passes) {
  if (actual === null || actual === undefined) return {name, limit, actual: null, status: 'SKIP'};
  return {name, limit, actual, status: passes(actual) ? 'PASS' : 'FAIL'};
}

const atLeast = (limit) => (v) => v >= limit;
const atMost = (limit) => (v) => v <= limit;
const where = (page) => `${page.type} (${page.market ?? '?'}) ${page.path}`;

function lighthouseBudgets(lighthouse, limits) {
  if (!lighthouse) {
    return ['Lighthouse performance', 'Lighthouse accessibility', 'LCP ms', 'TBT ms', 'CLS'].map((name) =>
      check(`${name} (Lighthouse not run)`, '', null),
    );
  }
  return lighthouse.flatMap((page) => [
    check(`Lighthouse performance (median), ${where(page)}`, `>= ${limits.performance}`, page.performance, atLeast(limits.performance)),
    check(`Lighthouse accessibility (median), ${where(page)}`, `= ${limits.accessibility}`, page.accessibility, (v) => v === limits.accessibility),
    check(`LCP ms (median), ${where(page)}`, `<= ${limits.lcpMs}`, page.lcpMs, atMost(limits.lcpMs)),
    check(`TBT ms (median), ${where(page)}`, `<= ${limits.tbtMs}`, page.tbtMs, atMost(limits.tbtMs)),
    check(`CLS (median), ${where(page)}`, `<= ${limits.cls}`, page.cls, atMost(limits.cls)),
  ]);
}

/** Product pages: HTML and loader data per page; JS per page type, the heavier market counting. */
function weightBudgets(pages, limits) {
  const budgets = [];
  for (const page of pages.filter((p) => p.type === 'product')) {
    budgets.push(
      check(`HTML KB uncompressed, ${where(page)}`, `<= ${limits.productHtmlKb}`, page.weight?.htmlRawKb, atMost(limits.productHtmlKb)),
      check(`Loader data KB, ${where(page)}`, `<= ${limits.productLoaderDataKb}`, page.weight?.loaderDataKb, atMost(limits.productLoaderDataKb)),
    );
  }
  for (const type of [...new Set(pages.map((p) => p.type))]) {
    const limit = type === 'product' ? limits.productJsKb : limits.otherJsKb;
    const js = pages.filter((p) => p.type === type && p.weight).map((p) => p.weight.jsKb);
    budgets.push(check(`JS gzip KB, ${type} page`, `<= ${limit}`, js.length ? Math.max(...js) : null, atMost(limit)));
  }
  return budgets;
}

function throughputBudgets(comparisons, limits) {
  if (!comparisons) {
    return Object.keys(limits.throughputRatio).map((type) => check(`Throughput ours/skeleton, ${type} (skeleton not run)`, '', null));
  }
  return comparisons.map((c) => {
    const limit = limits.throughputRatio[c.type];
    return check(`Throughput ours/skeleton, ${c.type} (${c.market}) ${c.path} vs ${c.peerPath}`, `>= ${limit}`, c.ratio, atLeast(limit));
  });
}

/** [{name, limit, actual, status: PASS|FAIL|SKIP}] for a run's {pages, comparisons, lighthouse, soak}. */
export function evaluateBudgets({pages, comparisons, lighthouse, soak}, limits = LIMITS) {
  const warm = pages.filter((p) => typeof p.upstreamWarm === 'number');
  const checkedData = pages.filter((p) => p.type !== 'cart' && p.dataCaching);
  return [
    ...throughputBudgets(comparisons, limits),
    ...weightBudgets(pages, limits),
    ...lighthouseBudgets(lighthouse, limits),
    check(
      'Upstream calls, warm view (all pages)',
      `= ${limits.warmUpstreamCalls}`,
      warm.length ? warm.reduce((sum, p) => sum + p.upstreamWarm, 0) : null,
      (v) => v === limits.warmUpstreamCalls,
    ),
    check(
      `?_data answers (root + leaf) cached unlike their document, ${checkedData.length} public pages`,
      '= 0',
      checkedData.length ? dataCachingMisses(checkedData) : null,
      (v) => v === 0,
    ),
    check('Soak errors', `= ${limits.soakErrors}`, soak?.errors, (v) => v === limits.soakErrors),
    check('workerd RSS MB after the soak', `<= ${limits.soakRssEndMb}`, soak?.rssEndMb, atMost(limits.soakRssEndMb)),
  ];
}
