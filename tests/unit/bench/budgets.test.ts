import {describe, expect, test} from 'vitest';
import {evaluateBudgets} from '../../../scripts/bench/budgets.mjs';

const goodPage = {performance: 98, accessibility: 100, cls: 0.01, tbtMs: 40};
const lighthouse = [
  {type: 'home', path: '/', ...goodPage},
  {type: 'collection', path: '/producten/protein', ...goodPage},
  {type: 'product', path: '/producten/protein/whey-protein', ...goodPage},
];
const pages = [
  {type: 'home', path: '/', upstreamWarm: 0, weight: {jsKb: 110}},
  {type: 'product', path: '/producten/protein/whey-protein', upstreamWarm: 0, weight: {jsKb: 140}},
  {type: 'product', path: '/de/produkte/protein/whey-protein', upstreamWarm: 0, weight: {jsKb: 141}},
];
const soak = {errors: 0};

type Budget = {name: string; limit: string; actual: number | null; status: 'PASS' | 'FAIL' | 'SKIP'};
// The module is plain JS: its parameter types are not declared, so the test states the shapes it passes.
const evaluate = evaluateBudgets as (run: {pages: object[]; lighthouse: object[] | null; soak: object | null}) => Budget[];
const byName = (budgets: Budget[], part: string) => budgets.filter((b) => b.name.includes(part));
const statuses = (budgets: Budget[]) => budgets.map((b) => b.status);

describe('budgets', () => {
  test('a run within every limit passes every budget', () => {
    const budgets = evaluate({pages, lighthouse, soak});
    expect(budgets).toHaveLength(12 + 3);
    expect(budgets.every((b) => b.status === 'PASS')).toBe(true);
  });

  test('limits are inclusive where the issue says "at most" or "at least"', () => {
    const edge = [{type: 'home', path: '/', performance: 95, accessibility: 100, cls: 0.02, tbtMs: 100}];
    const budgets = evaluate({pages: [{type: 'product', upstreamWarm: 0, weight: {jsKb: 150}}], lighthouse: edge, soak});
    expect(statuses(budgets)).toEqual(Array(7).fill('PASS'));
  });

  test('each page is judged on its own, and accessibility must be exactly 100', () => {
    const mixed = [...lighthouse.slice(0, 2), {...lighthouse[2], accessibility: 99, performance: 94}];
    const budgets = evaluate({pages, lighthouse: mixed, soak});
    const failed = budgets.filter((b) => b.status === 'FAIL').map((b) => b.name);
    expect(failed).toEqual([
      'Lighthouse performance, product /producten/protein/whey-protein',
      'Lighthouse accessibility, product /producten/protein/whey-protein',
    ]);
  });

  test('the heaviest product page counts for the JS budget, warm calls are summed over all pages', () => {
    const heavy = [...pages, {type: 'product', path: '/x', upstreamWarm: 2, weight: {jsKb: 151.2}}];
    const budgets = evaluate({pages: heavy, lighthouse, soak: {errors: 3}});
    expect(byName(budgets, 'JS gzip')[0]).toMatchObject({actual: 151.2, status: 'FAIL'});
    expect(byName(budgets, 'warm view')[0]).toMatchObject({actual: 2, status: 'FAIL'});
    expect(byName(budgets, 'Soak')[0]).toMatchObject({actual: 3, status: 'FAIL'});
  });

  test('what was not measured is SKIP, never PASS', () => {
    const budgets = evaluate({pages, lighthouse: null, soak: null});
    expect(statuses(byName(budgets, 'Lighthouse not run'))).toEqual(Array(4).fill('SKIP'));
    expect(byName(budgets, 'Soak')[0]).toMatchObject({status: 'SKIP', actual: null});
    const unmeasured = evaluate({pages, lighthouse: [{type: 'home', path: '/'}], soak});
    expect(statuses(byName(unmeasured, 'home'))).toEqual(Array(4).fill('SKIP'));
  });
});
