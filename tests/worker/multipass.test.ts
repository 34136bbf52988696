// Multipass in workerd (issue 10 §5): the token module's Web Crypto runs in the worker runtime and Node reads its
// token back; the built worker's route takes JSON through the request guard, refuses visitors who are not signed
// in, and sends a form post without JavaScript back to the cart naming why.
import {createDecipheriv, createHash, createHmac} from 'node:crypto';
import {build} from 'esbuild';
import {Miniflare} from 'miniflare';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {startWorker, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());

describe('the Multipass token in workerd', () => {
  test('is made with Web Crypto there and read by Node', async () => {
    const bundled = await build({
      stdin: {
        contents: `import {multipassCheckoutUrl} from './app/commerce/multipass.server.ts';
          export default {async fetch() {
            return new Response(await multipassCheckoutUrl('workerd-secret', {email: 'w@example.com', firstName: 'W'},
              'https://checkout.example/cart/c/abc?locale=de', new Date('2024-10-01T00:00:00Z')));
          }};`,
        resolveDir: process.cwd(),
        loader: 'ts',
      },
      bundle: true,
      format: 'esm',
      write: false,
    });
    const miniflare = new Miniflare({modules: true, script: bundled.outputFiles[0]!.text, compatibilityDate: '2022-10-31'});
    try {
      const url = await (await miniflare.dispatchFetch('http://localhost/')).text();
      const token = /^https:\/\/checkout\.example\/account\/login\/multipass\/([A-Za-z0-9_=-]+)$/.exec(url)![1]!;
      const bytes = Buffer.from(token.replace(/=+$/, ''), 'base64url');
      const key = createHash('sha256').update('workerd-secret').digest();
      const signed = bytes.subarray(0, -32);
      expect(createHmac('sha256', key.subarray(16)).update(signed).digest().equals(bytes.subarray(-32))).toBe(true);
      const decipher = createDecipheriv('aes-128-cbc', key.subarray(0, 16), signed.subarray(0, 16));
      const json = Buffer.concat([decipher.update(signed.subarray(16)), decipher.final()]).toString('utf8');
      expect(JSON.parse(json)).toEqual({
        email: 'w@example.com',
        created_at: '2024-10-01T00:00:00+00:00',
        first_name: 'W',
        return_to: 'https://checkout.example/cart/c/abc?locale=de',
      });
    } finally {
      await miniflare.dispose();
    }
  });
});

describe('POST /api/shopify/multipass on the built worker', () => {
  const json = (body: unknown) => ({
    method: 'POST',
    headers: {'content-type': 'application/json', accept: 'application/json'},
    body: JSON.stringify(body),
  });

  test('JSON passes the request guard; no signed-in customer is a 401 in the market’s words, never stored', async () => {
    const response = await worker.fetch('/de/api/shopify/multipass', json({email: 'a@example.com', returnTo: 'http://x/cart/c/a'}));
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      success: false,
      error: 'Du bist nicht mehr angemeldet. Melde dich erneut an, um zur Kasse zu gehen.',
    });
  });

  test('a JSON body that is no object is a 400, a GET a 405', async () => {
    expect((await worker.fetch('/api/shopify/multipass', {...json(null), body: '"text"'})).status).toBe(400);
    expect((await worker.fetch('/api/shopify/multipass')).status).toBe(405);
  });

  test('a form post without JavaScript goes back to the cart naming the problem', async () => {
    const response = await worker.fetch('/fr-be/api/shopify/multipass', {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-dest': 'document'},
      body: new URLSearchParams({email: 'a@example.com', returnTo: 'http://x/cart/c/a'}),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/fr-be/cart?checkout_error=signedOut');
    const cart = await (await worker.fetch('/fr-be/cart?checkout_error=signedOut')).text();
    expect(cart).toContain('data-testid="cart-problem"');
    expect(cart).toContain('Vous n&#x27;êtes plus connecté(e)');
  });

  test('another site’s page cannot post it', async () => {
    const response = await worker.fetch('/api/shopify/multipass', {
      ...json({returnTo: 'http://x/cart/c/a'}),
      headers: {'content-type': 'application/json', 'sec-fetch-site': 'cross-site'},
    });
    expect(response.status).toBe(403);
  });
});
