// JavaScript budgets on the first view (README "JavaScript on the first view"): every page type loads at most 110 KB
// gzip of JavaScript, the product page 115, measured as the bench measures it (`pageWeight` of
// scripts/bench/assets.mjs: what the built worker's HTML references, with the Remix manifest's imports). The
// service pages in every market (their FAQ answers' rich text loads when used; their fixed words come as the market's
// data, not as all five languages' code), and every page type in the Dutch and German markets.
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {loadManifest, pageWeight} from '../../scripts/bench/assets.mjs';
import {MARKETS} from '~/markets/markets';
import {PAGE_TYPES, pathIn, SERVICE_PAGES} from '../support/page-types';
import {startWorker, type WorkerHarness} from '../support/worker';

const byLocale = (locale: string) => MARKETS.find((market) => market.locale === locale)!;

let worker: WorkerHarness;
let manifest: unknown;
beforeAll(async () => {
  worker = await startWorker();
  manifest = loadManifest();
});
afterAll(async () => worker?.dispose());

async function firstViewJsKb(path: string): Promise<number> {
  const response = await worker.fetch(path);
  expect(response.status, path).toBe(path.includes('does-not-exist') ? 404 : 200);
  return (pageWeight(await response.text(), manifest) as {jsKb: number}).jsKb;
}

describe('JavaScript budget of the first view: service pages <= 110 KB gzip in every market', () => {
  for (const market of MARKETS) {
    test(`${market.locale}: contact, wholesale, customer service, plant-based guide, nutrition advice, vitamin test and result`, async () => {
      const over: string[] = [];
      for (const pageType of PAGE_TYPES.filter(({name}) => SERVICE_PAGES.includes(name))) {
        const path = pathIn(market, pageType);
        const kb = await firstViewJsKb(path);
        if (kb > 110) over.push(`${path}: ${kb} KB`);
      }
      expect(over).toEqual([]);
    });
  }
});

describe('JavaScript budget of the first view: every page type <= 110 KB gzip, the product page <= 115', () => {
  for (const locale of ['nl', 'de']) {
    test(`${locale}: every page type`, async () => {
      const over: string[] = [];
      for (const pageType of PAGE_TYPES) {
        const path = pathIn(byLocale(locale), pageType);
        const limit = pageType.group === 'product' ? 115 : 110;
        const kb = await firstViewJsKb(path);
        if (kb > limit) over.push(`${path}: ${kb} KB (budget ${limit})`);
      }
      expect(over).toEqual([]);
    });
  }
});

describe('lazily loaded parts add no work of their own to the main thread', () => {
  // Vite's preload helper put a <link rel="modulepreload"> in the head for every dependency of every lazy
  // import (15-40 ms tasks as a long page's sections went live); the build leaves it out (vite.config.ts).
  test('no browser chunk carries the preload helper’s dependency lists', async () => {
    const {readdirSync, readFileSync} = await import('node:fs');
    const dir = new URL('../../dist/client/assets/', import.meta.url);
    const chunks = readdirSync(dir).filter((name) => name.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(20);
    const withHelper = chunks.filter((name) => readFileSync(new URL(name, dir), 'utf8').includes('__vite__mapDeps'));
    expect(withHelper).toEqual([]);
  });
});
