// The budgets of issue 5, checked against a run's figures. A figure that was not measured is SKIP.
import {LIMITS} from './config.mjs';

function check(name, limit, actual, passes) {
  if (actual === null || actual === undefined) return {name, limit, actual: null, status: 'SKIP'};
  return {name, limit, actual, status: passes(actual) ? 'PASS' : 'FAIL'};
}

/** [{name, limit, actual, status: PASS|FAIL|SKIP}] for a run's {pages, lighthouse, soak}. */
export function evaluateBudgets({pages, lighthouse, soak}, limits = LIMITS) {
  const budgets = [];
  for (const page of lighthouse ?? []) {
    const where = `${page.type} ${page.path}`;
    budgets.push(
      check(`Lighthouse performance, ${where}`, `>= ${limits.performance}`, page.performance, (v) => v >= limits.performance),
      check(`Lighthouse accessibility, ${where}`, `= ${limits.accessibility}`, page.accessibility, (v) => v === limits.accessibility),
      check(`CLS, ${where}`, `<= ${limits.cls}`, page.cls, (v) => v <= limits.cls),
      check(`TBT ms, ${where}`, `<= ${limits.tbtMs}`, page.tbtMs, (v) => v <= limits.tbtMs),
    );
  }
  if (!lighthouse) {
    for (const name of ['Lighthouse performance', 'Lighthouse accessibility', 'CLS', 'TBT ms']) {
      budgets.push(check(`${name} (Lighthouse not run)`, '', null));
    }
  }
  const productJs = pages.filter((p) => p.type === 'product' && p.weight).map((p) => p.weight.jsKb);
  budgets.push(
    check('JS gzip KB, product page', `<= ${limits.productJsKb}`, productJs.length ? Math.max(...productJs) : null, (v) => v <= limits.productJsKb),
  );
  const warm = pages.filter((p) => typeof p.upstreamWarm === 'number');
  budgets.push(
    check(
      'Upstream calls, warm view (all pages)',
      `= ${limits.warmUpstreamCalls}`,
      warm.length ? warm.reduce((sum, p) => sum + p.upstreamWarm, 0) : null,
      (v) => v === limits.warmUpstreamCalls,
    ),
  );
  budgets.push(check('Soak errors', `= ${limits.soakErrors}`, soak?.errors, (v) => v === limits.soakErrors));
  return budgets;
}
