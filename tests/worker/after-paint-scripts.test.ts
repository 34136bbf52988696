// The first view's scripts start after the first paint (app/http/after-paint-scripts.ts, README "JavaScript on the
// first view"): a built page's document fetches no module while it is parsed (no module preload, no module script),
// names every module of its first view in one inert JSON element (each one in the client build), and starts them
// from an inline script that carries the response's CSP nonce. Every page type in two markets, and an error page.
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {MARKETS} from '~/markets/markets';
import {PAGE_TYPES, pathIn} from '../support/page-types';
import {startWorker, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());

type Held = {preload: string[]; manifest: string; routes: [string, string][]; entry: string};

function heldModules(html: string): {held: Held; starter: string; jsonAttrs: string; handoffBefore: boolean} {
  const match = /<script\b([^>]*\btype="application\/json"[^>]*)>([^<]*)<\/script><script\b[^>]*>([^<]*)<\/script>/.exec(html);
  expect(match, 'the JSON element, then the starter').not.toBeNull();
  const [, jsonAttrs, json, starter] = match!;
  return {held: JSON.parse(json!), starter: starter!, jsonAttrs: jsonAttrs!, handoffBefore: html.indexOf('window.__remixContext') < match!.index};
}

const paths = ['nl', 'de'].flatMap((locale) => PAGE_TYPES.map((pageType) => pathIn(MARKETS.find((market) => market.locale === locale)!, pageType)));

describe('a document fetches no module while it is parsed; the starter has them all', () => {
  test.each([...paths, '/de/does-not-exist'])('%s', async (path) => {
    const response = await worker.fetch(path);
    const html = await response.text();
    expect(html).not.toMatch(/<link\b[^>]*\brel="modulepreload"/);
    expect(html).not.toMatch(/<script\b[^>]*\btype="module"/);
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);

    const {held, starter, handoffBefore} = heldModules(html);
    expect(handoffBefore).toBe(true);
    expect(held.routes[0]?.[0]).toBe('root');
    expect(held.routes.length).toBeGreaterThanOrEqual(2);
    for (const url of [held.manifest, held.entry, ...held.routes.map(([, module]) => module)]) expect(held.preload).toContain(url);
    for (const url of held.preload) {
      expect(url).toMatch(/^\/assets\/[^/]+\.js$/);
      expect(existsSync(join('dist/client', url)), url).toBe(true);
    }
    // The market's language, which the entry awaits before hydrating, comes with the rest.
    expect(held.preload.some((url) => /\/assets\/(nl|de)-[^/]+\.js$/.test(url))).toBe(true);

    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy')!)![1]!;
    expect(html).toContain(`<script nonce="${nonce}">${starter}</script>`);
    expect(starter).toContain('modulepreload');
  });
});
