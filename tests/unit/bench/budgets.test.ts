import {describe, expect, test} from 'vitest';
import {evaluateBudgets} from '../../../scripts/bench/budgets.mjs';

const goodAudit = {performance: 98, accessibility: 100, lcpMs: 1800, tbtMs: 40, cls: 0.01};
const lighthouse = [
  {type: 'home', market: 'nl', path: '/', ...goodAudit},
  {type: 'collection', market: 'nl', path: '/producten/protein', ...goodAudit},
  {type: 'product', market: 'nl', path: '/producten/protein/whey-protein', ...goodAudit},
  {type: 'product', market: 'de', path: '/de/produkte/protein/whey-protein', ...goodAudit},
];
const PUBLIC = {'cache-control': 'public, max-age=60', 'oxygen-cache-control': 'public, max-age=60', vary: 'Accept-Encoding'};
const publicData = {
  document: PUBLIC,
  answers: [
    {routeId: 'root', status: 200, headers: PUBLIC, verdict: 'same'},
    {routeId: 'leaf', status: 200, headers: PUBLIC, verdict: 'same'},
  ],
};
const productWeight = {jsKb: 114, htmlRawKb: 110, loaderDataKb: 35};
const pages = [
  {type: 'home', market: 'nl', path: '/', upstreamWarm: 0, weight: {jsKb: 105}, dataCaching: publicData},
  {type: 'product', market: 'nl', path: '/producten/protein/whey-protein', upstreamWarm: 0, weight: productWeight, dataCaching: publicData},
  {type: 'product', market: 'de', path: '/de/produkte/protein/whey-protein', upstreamWarm: 0, weight: productWeight, dataCaching: publicData},
  {
    type: 'cart',
    market: 'nl',
    path: '/cart',
    upstreamWarm: 0,
    weight: {jsKb: 100},
    // Private: not shared is what the cart's data must be; it is no public page for the ?_data budget.
    dataCaching: {document: {'cache-control': 'private, no-store'}, answers: [{routeId: 'root', status: 200, headers: {'cache-control': 'no-store'}, verdict: 'not shared'}]},
  },
];
const comparisons = [
  {type: 'product', market: 'nl', path: '/producten/protein/whey-protein', peerPath: '/products/whey-protein', ratio: 0.65},
  {type: 'collection', market: 'de', path: '/de/produkte/protein', peerPath: '/collections/protein', ratio: 0.85},
];
const soak = {errors: 0, rssEndMb: 200};

type Budget = {name: string; limit: string; actual: number | null; status: 'PASS' | 'FAIL' | 'SKIP'};
type Run = {pages: object[]; comparisons?: object[] | null; lighthouse: object[] | null; soak: object | null};
// The module is plain JS: its parameter types are not declared, so the test states the shapes it passes.
const evaluate = evaluateBudgets as (run: Run) => Budget[];
const byName = (budgets: Budget[], part: string) => budgets.filter((b) => b.name.includes(part));
const statuses = (budgets: Budget[]) => budgets.map((b) => b.status);
const failed = (budgets: Budget[]) => budgets.filter((b) => b.status === 'FAIL').map((b) => b.name);

describe('budgets', () => {
  test('a run within every limit passes every budget', () => {
    const budgets = evaluate({pages, comparisons, lighthouse, soak});
    // 2 throughput, 2 product pages x (HTML, loader data), JS for 3 page types, 4 audited pages x 5, warm calls, ?_data, soak x 2.
    expect(budgets).toHaveLength(2 + 4 + 3 + 20 + 1 + 1 + 2);
    expect(failed(budgets)).toEqual([]);
  });

  test('limits are inclusive where the issue says "at most" or "at least"', () => {
    const edgeAudit = [{type: 'home', market: 'nl', path: '/', performance: 95, accessibility: 100, lcpMs: 2000, tbtMs: 50, cls: 0.02}];
    const edgePages = [
      {type: 'product', market: 'nl', path: '/p', upstreamWarm: 0, weight: {jsKb: 115, htmlRawKb: 120, loaderDataKb: 40}},
      {type: 'home', market: 'nl', path: '/', upstreamWarm: 0, weight: {jsKb: 110}},
    ];
    const edgeRatios = [
      {type: 'product', market: 'nl', path: '/p', peerPath: '/products/p', ratio: 0.6},
      {type: 'collection', market: 'nl', path: '/c', peerPath: '/collections/c', ratio: 0.8},
    ];
    const budgets = evaluate({pages: edgePages, comparisons: edgeRatios, lighthouse: edgeAudit, soak: {errors: 0, rssEndMb: 250}});
    expect(failed(budgets)).toEqual([]);
    expect(statuses(budgets).filter((s) => s === 'SKIP')).toEqual(['SKIP']); // no page's ?_data was checked
  });

  test('each figure fails on its own, just past its limit', () => {
    const heavy = {jsKb: 115.1, htmlRawKb: 120.1, loaderDataKb: 40.1};
    const run = {
      pages: [
        {...pages[1], weight: heavy},
        {...pages[0], weight: {jsKb: 110.1}},
      ],
      comparisons: [{...comparisons[0], ratio: 0.59}, {...comparisons[1], ratio: 0.79}],
      lighthouse: [{...lighthouse[0], performance: 94, accessibility: 99, lcpMs: 2001, tbtMs: 51, cls: 0.021}],
      soak: {errors: 1, rssEndMb: 250.1},
    };
    expect(failed(evaluate(run))).toEqual([
      'Throughput ours/skeleton, product (nl) /producten/protein/whey-protein vs /products/whey-protein',
      'Throughput ours/skeleton, collection (de) /de/produkte/protein vs /collections/protein',
      'HTML KB uncompressed, product (nl) /producten/protein/whey-protein',
      'Loader data KB, product (nl) /producten/protein/whey-protein',
      'JS gzip KB, product page',
      'JS gzip KB, home page',
      'Lighthouse performance (median), home (nl) /',
      'Lighthouse accessibility (median), home (nl) /',
      'LCP ms (median), home (nl) /',
      'TBT ms (median), home (nl) /',
      'CLS (median), home (nl) /',
      'Soak errors',
      'workerd RSS MB after the soak',
    ]);
  });

  test('the heavier market counts for a page type’s JS; warm calls are summed over all pages', () => {
    const mixed = [...pages, {type: 'product', market: 'de', path: '/x', upstreamWarm: 2, weight: {...productWeight, jsKb: 116}}];
    const budgets = evaluate({pages: mixed, comparisons, lighthouse, soak});
    expect(byName(budgets, 'JS gzip KB, product')[0]).toMatchObject({actual: 116, status: 'FAIL'});
    expect(byName(budgets, 'warm view')[0]).toMatchObject({actual: 2, status: 'FAIL'});
  });

  test('?_data: a public page whose data is cached unlike its document fails; the private cart does not count', () => {
    const differs = {
      document: PUBLIC,
      answers: [
        {routeId: 'root', status: 200, headers: {'cache-control': null}, verdict: 'DIFFERS'},
        {routeId: 'leaf', status: 200, headers: PUBLIC, verdict: 'same'},
      ],
    };
    const budgets = evaluate({pages: [...pages, {...pages[0], dataCaching: differs}], comparisons, lighthouse, soak});
    expect(byName(budgets, '?_data')[0]).toMatchObject({name: expect.stringContaining('4 public pages'), actual: 1, status: 'FAIL'});
    const notPublic = {document: {'cache-control': 'no-store'}, answers: publicData.answers};
    expect(byName(evaluate({pages: [{...pages[0], dataCaching: notPublic}], lighthouse, soak}), '?_data')[0]).toMatchObject({actual: 1, status: 'FAIL'});
  });

  test('what was not measured is SKIP, never PASS', () => {
    const budgets = evaluate({pages, comparisons: null, lighthouse: null, soak: null});
    expect(statuses(byName(budgets, 'Lighthouse not run'))).toEqual(Array(5).fill('SKIP'));
    expect(statuses(byName(budgets, 'skeleton not run'))).toEqual(['SKIP', 'SKIP']);
    expect(statuses(byName(budgets, 'oak'))).toEqual(['SKIP', 'SKIP']);
    const unmeasured = evaluate({pages: [{type: 'product', market: 'nl', path: '/p'}], comparisons: [{...comparisons[0], ratio: null}], lighthouse: [{type: 'home', market: 'nl', path: '/'}], soak: {errors: 0, rssEndMb: null}});
    expect(statuses(byName(unmeasured, 'home'))).toEqual(Array(5).fill('SKIP'));
    expect(statuses(byName(unmeasured, 'product'))).toEqual(['SKIP', 'SKIP', 'SKIP', 'SKIP']);
    expect(byName(unmeasured, 'RSS')[0]!.status).toBe('SKIP');
  });
});
