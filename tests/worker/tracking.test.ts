// README "Tracking" on the built worker: with the container and company ids the page says which tags load (the
// local stand-in scripts) and the policy allows them; without the ids the page carries no tracking
// configuration, so the browser never loads the tracking module or a tag, and the policy names no tag host.
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {remixContextJson} from '../../scripts/bench/assets.mjs';
import {startWorker, type WorkerHarness} from '../support/worker';

const PAGES = ['/', '/producten/protein/whey-protein/chocolate-1kg', '/de/cart', '/fr-be/produits'];

function rootData(html: string): {tracking?: unknown} {
  const context = JSON.parse(remixContextJson(html) ?? '{}') as {state?: {loaderData?: Record<string, {tracking?: unknown}>}};
  return context.state?.loaderData?.root ?? {};
}

describe('tracking configured (the local env: both ids, stand-in scripts)', () => {
  let worker: WorkerHarness;
  beforeAll(async () => void (worker = await startWorker()));
  afterAll(() => worker?.dispose());

  test('every page names both tags and their stand-in scripts; the policy allows the scripts’ origin', async () => {
    const origin = worker.services.url;
    for (const path of PAGES) {
      const response = await worker.fetch(path);
      expect(response.status, path).toBe(200);
      expect(rootData(await response.text()).tracking, path).toEqual({
        gtm: {id: 'GTM-LOCAL01', src: `${origin}/tags/gtm.js`},
        klaviyo: {id: 'LocalK', src: `${origin}/tags/klaviyo.js`},
      });
      const scripts = /script-src ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
      expect(scripts.split(' '), path).toEqual(expect.arrayContaining([origin, 'https://www.googletagmanager.com', 'https://static.klaviyo.com']));
    }
  });

  test('the stand-in scripts are served as JavaScript', async () => {
    for (const name of ['gtm.js', 'klaviyo.js']) {
      const response = await fetch(`${worker.services.url}/tags/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
    }
  });
});

describe('no ids: no tracking', () => {
  let worker: WorkerHarness;
  beforeAll(
    async () =>
      void (worker = await startWorker(() => ({
        PUBLIC_GTM_CONTAINER_ID: '',
        PUBLIC_KLAVIYO_COMPANY_ID: '',
        // Script URLs alone configure nothing.
        PUBLIC_GTM_SCRIPT_URL: 'https://www.googletagmanager.com/gtm.js',
      }))),
  );
  afterAll(() => worker?.dispose());

  test('no tracking configuration in any page, no tag URL, no tag host in the policy', async () => {
    for (const path of PAGES) {
      const response = await worker.fetch(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(rootData(html).tracking, path).toBeNull();
      expect(html, path).not.toMatch(/\/tags\/(gtm|klaviyo)\.js|googletagmanager|klaviyo\.com|GTM-/);
      expect(response.headers.get('content-security-policy'), path).not.toMatch(/googletagmanager|google-analytics|klaviyo/);
    }
  });
});
