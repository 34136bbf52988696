// The results page (`/search?q=`) as a careless client writes its URL: a query longer than the field takes is
// searched by its first 100 characters, and the cut never falls inside a character (README "Search").
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {MARKETS} from '~/markets/markets';
import {MAX_SEARCH_QUERY_LENGTH} from '~/commerce/search-options';
import {marketPath, withData} from '../support/hardening';
import {startWorker, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());

const SEARCH_ROUTE = 'routes/($locale).search';
/** Characters of two UTF-16 units (emoji, a flag's halves, a mathematical letter). */
const ASTRAL = ['😀', '🇳🇱', '𝔸', '🥤'];
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('a query longer than the search field: the first 100 characters, never half a character', () => {
  test.each(MARKETS.map((market) => [market.locale, market] as const))('%s: astral characters at both offsets of the cut', async (_, market) => {
    for (const [index, char] of ASTRAL.entries()) {
      // An odd lead puts the cut inside a character, an even one between two; markets alternate.
      const lead = 'a'.repeat((index + MARKETS.indexOf(market)) % 2 ? 1 : 2);
      const words = `${lead}${char.repeat(70)}`;
      const path = `${marketPath(market, '/search')}?q=${encodeURIComponent(words)}`;
      const label = `${market.locale}: ${lead.length} + 70 × ${char}`;
      const data = await worker.fetch(withData(path, SEARCH_ROUTE));
      expect(data.status, label).toBe(200);
      const {result} = (await data.json()) as {result: {query: string}};
      expect(result.query, label).not.toMatch(LONE_SURROGATE);
      expect(words.startsWith(result.query), label).toBe(true);
      expect(result.query.length, label).toBeGreaterThanOrEqual(MAX_SEARCH_QUERY_LENGTH - 1);
      expect(result.query.length, label).toBeLessThanOrEqual(MAX_SEARCH_QUERY_LENGTH);

      const page = await worker.fetch(path);
      expect(page.status, label).toBe(200);
      const html = await page.text();
      expect(html, label).toContain(`<html lang="${market.siteLocale}"`);
      // A half character reaches the page as U+FFFD (the replacement character) in the field and the heading.
      expect(html, label).not.toContain('\uFFFD');
    }
  });
});
