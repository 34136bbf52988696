// The built app's browser route manifest (scripts/vite-browser-route-manifest.ts): pages point at the rewritten
// file, every route a page can render or a fetcher can address is in it, the left-out resource routes are not and
// the worker still answers them; a client-side navigation to a left-out path gets the not-found answer.
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {hydratedRouteIds} from '../../scripts/bench/assets.mjs';
import {KEPT_IN_BROWSER_MANIFEST, LEFT_OUT_OF_BROWSER_MANIFEST} from '../../scripts/browser-routes';
import {parseManifestFile, routeFileOfId} from '../../scripts/vite-browser-route-manifest';
import {startWorker, type WorkerHarness} from '../support/worker';

const PAGES = ['/', '/producten', '/de/produkte/protein', '/producten/protein/whey-protein', '/de/cart', '/account/login', '/about-us'];
const LEFT_OUT = new Set(LEFT_OUT_OF_BROWSER_MANIFEST.map((route) => route.file));

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());

const get = (path: string, init: RequestInit = {}) => worker.fetch(path, {redirect: 'manual', ...init});
const clientFile = (url: string) => join('dist/client', url);

describe('the browser route manifest of the build', () => {
  test('each page imports the rewritten manifest, and every asset it names exists in the client build', async () => {
    for (const path of PAGES) {
      const html = await (await get(path)).text();
      const urls = [...new Set([...html.matchAll(/["'](\/assets\/[^"']+\.(?:js|css))["']/g)].map((match) => match[1]!))];
      const manifests = urls.filter((url) => /\/manifest-[^/]+\.js$/.test(url));
      expect(manifests, path).toHaveLength(1);
      for (const url of urls) expect(existsSync(clientFile(url)), `${path}: ${url}`).toBe(true);
      const manifest = parseManifestFile(readFileSync(clientFile(manifests[0]!), 'utf8'));
      expect(manifest.url).toBe(manifests[0]);
      // The routes the page hydrates with are in it (hydration builds the router from this file).
      for (const id of hydratedRouteIds(html)) expect(manifest.routes[id], `${path}: ${id}`).toBeDefined();
    }
  });

  test('the left-out resource routes (and their aliases) are not in it; the kept ones and every page route are', async () => {
    const html = await (await get('/')).text();
    const url = /["'](\/assets\/manifest-[^"']+\.js)["']/.exec(html)![1]!;
    const ids = Object.keys(parseManifestFile(readFileSync(clientFile(url), 'utf8')).routes);
    const files = new Set(ids.map(routeFileOfId));
    for (const file of LEFT_OUT) expect(files.has(file), file).toBe(false);
    for (const file of Object.keys(KEPT_IN_BROWSER_MANIFEST)) expect(files.has(file), file).toBe(true);
    for (const file of ['_index', '($locale).$', '($locale).cart', '($locale).collections.($handle)', '($locale).discount.$code', '($locale).cart_.$lines']) {
      expect(files.has(file), file).toBe(true);
    }
    expect(ids).toContain('root');
  });

  test('the worker still answers the left-out routes', async () => {
    expect((await get('/robots.txt')).status).toBe(200);
    expect((await get('/de/sitemap.xml')).status).toBe(200);
    expect((await get('/api/reviews/business/rating')).status).toBe(200);
  });

  test('a client-side navigation to a left-out path (the splat route asked for its data) answers not found, never a 500', async () => {
    for (const path of ['/sitemap.xml', '/de/sitemap.xml', '/robots.txt', '/account/authorize']) {
      const response = await get(`${path}?_data=${encodeURIComponent('routes/($locale).$')}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
  });
});
