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

describe('nothing the request carries reaches the starter or its module list', () => {
  test('a hostile query, path and cookies leave both exactly as for a plain request, and nothing of them unescaped', async () => {
    const hostile = '</script><script>alert(1)</script>';
    const plain = heldModules(await (await worker.fetch('/search?q=whey')).text());
    const response = await worker.fetch(`/search?q=${encodeURIComponent(hostile)}&x=%22%27%3C`, {
      headers: {cookie: `of_shopify-cart-token=${encodeURIComponent(hostile)}; x="</script>"`, referer: `http://evil.test/${hostile}`},
    });
    const html = await response.text();
    const attacked = heldModules(html);
    expect(attacked.held).toEqual(plain.held);
    expect(attacked.starter).toBe(plain.starter);
    expect(html).not.toContain('<script>alert(1)');
  });
});

// A submission held when the shopper leaves the page is sent by the starter with fetch(keepalive) from the page:
// same origin, multipart, no document destination. The cross-site guard still judges it (README "Security").
describe('a held add to cart sent on leaving the page', () => {
  const variant = async () => {
    const html = await (await worker.fetch('/producten/protein/whey-protein/chocolate-1kg')).text();
    return /name="cartFormInput" value="([^"]+)"/.exec(html)![1]!.replace(/&quot;/g, '"');
  };
  const keepaliveFrom = async (origin: string, site: string) => {
    const body = new FormData();
    body.append('cartFormInput', await variant());
    return worker.fetch('/cart', {
      method: 'POST',
      body,
      headers: {origin, 'sec-fetch-site': site, 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty'},
      redirect: 'manual',
    });
  };

  test('from our own page it is taken: the line is added and the cart cookie set', async () => {
    const response = await keepaliveFrom('http://localhost:8787', 'same-origin');
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^of_shopify-cart-token=/);
    const cart = await (await worker.fetch('/cart', {headers: {cookie: cookie.split(';')[0]!}})).text();
    expect(cart).toContain('data-testid="cart-line"');
  });

  test('the same request from another site is still refused by the cross-site guard (403)', async () => {
    for (const [origin, site] of [['https://evil.test', 'cross-site'], ['https://evil.test', 'same-site'], ['null', 'same-origin']] as const) {
      const response = await keepaliveFrom(origin, site);
      expect(response.status, `${origin} ${site}`).toBe(403);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });
});
