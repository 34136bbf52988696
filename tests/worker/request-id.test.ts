// README "Observability": every answer of the built worker carries its request id (X-Request-Id): Oxygen's
// request-id (or oxygen-request-id), else Cloudflare's cf-ray, else a fresh UUID; the worker's log lines of that request start
// with request_id=<id>. Issue 14 bad input: in production a market without a host or site URL answers 503 naming
// the market and the field, with the log line.
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {startWorker, type WorkerHarness} from '../support/worker';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let worker: WorkerHarness;
const lines: string[] = [];
beforeAll(async () => {
  worker = await startWorker(undefined, (line) => lines.push(line));
});
afterAll(async () => worker?.dispose());

/** Every kind of answer the worker gives: documents, data, resource routes, redirects, errors, the app proxy. */
const ANSWERS: [string, string, RequestInit, number][] = [
  ['home document', '/', {}, 200],
  ['product document', '/de/produkte/protein/whey-protein/chocolate-1kg', {}, 200],
  ["root's loader data", '/producten?_data=root', {}, 200],
  ['resource route', '/api/cart', {}, 200],
  ['redirect', '/account/orders', {redirect: 'manual'}, 302],
  ['404 page', '/de/nope', {}, 404],
  ['cross-site post refused', '/cart', {method: 'POST', headers: {origin: 'https://evil.example'}, body: 'x=1'}, 403],
  ['app proxy', '/apps/loyalty/ping', {}, 0],
];

describe('every answer carries X-Request-Id (README "Observability")', () => {
  test.each(ANSWERS)('%s (%s)', async (_, path, init, status) => {
    const first = await worker.fetch(path, init);
    const second = await worker.fetch(path, init);
    if (status) expect(first.status).toBe(status);
    await Promise.all([first.body?.cancel(), second.body?.cancel()]);
    // Without a platform id each request gets a fresh UUID.
    expect(first.headers.get('x-request-id')).toMatch(UUID);
    expect(second.headers.get('x-request-id')).toMatch(UUID);
    expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
  });

  test("Oxygen's request id is taken first, then Cloudflare's ray id; a client's X-Request-Id is not", async () => {
    const oxygen = await worker.fetch('/', {headers: {'request-id': 'oxy-abc-123', 'oxygen-request-id': 'oxy-2', 'cf-ray': 'ray-1'}});
    expect(oxygen.headers.get('x-request-id')).toBe('oxy-abc-123');
    const ray = await worker.fetch('/', {headers: {'cf-ray': '8f1c2a3b4c5d6e7f-AMS'}});
    expect(ray.headers.get('x-request-id')).toBe('8f1c2a3b4c5d6e7f-AMS');
    const forged = await worker.fetch('/', {headers: {'x-request-id': 'chosen'}});
    expect(forged.headers.get('x-request-id')).toMatch(UUID);
    await Promise.all([oxygen, ray, forged].map((response) => response.body?.cancel()));
  });

  test('an upstream outage (503) carries it, and the log line of that failure starts with it', async () => {
    await worker.admin('faults', {service: 'storefront', kind: '500', count: 1});
    const response = await worker.fetch('/producten/protein/whey-isolate', {headers: {'oxygen-request-id': 'outage-1'}});
    expect(response.status).toBe(503);
    expect(response.headers.get('x-request-id')).toBe('outage-1');
    await response.body?.cancel();
    await expect.poll(() => lines.find((line) => line.includes('request_id=outage-1')), {timeout: 5000}).toMatch(
      /request_id=outage-1 \[storefront\]/,
    );
  });

  test('a dropped cookie is logged with the id of the request that brought it', async () => {
    const response = await worker.fetch('/', {headers: {'oxygen-request-id': 'cookie-1', cookie: 'of_shopify-cart-token=not a token'}});
    await response.body?.cancel();
    expect(response.headers.get('x-request-id')).toBe('cookie-1');
    await expect.poll(() => lines.find((line) => line.includes('request_id=cookie-1')), {timeout: 5000}).toMatch(
      /request_id=cookie-1 \[cookies\] dropped/,
    );
  });
});

describe('production without a site URL (issue 14 bad input)', () => {
  let production: WorkerHarness;
  const productionLines: string[] = [];
  beforeAll(async () => {
    production = await startWorker(() => ({DEPLOY_ENV: 'production', SITE_ORIGIN: '', MARKET_HOST_NL_NL: 'shop.example.nl'}), (line) =>
      productionLines.push(line),
    );
  });
  afterAll(async () => production?.dispose());

  test('answers 503 naming the first market without one and its field, logged with the request id', async () => {
    const response = await production.fetch('/', {headers: {'oxygen-request-id': 'config-1'}});
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-request-id')).toBe('config-1');
    expect(await response.text()).toBe('Service unavailable: Market de_de is missing site URL (MARKET_HOST_DE_DE or SITE_ORIGIN)');
    await expect.poll(() => productionLines.find((line) => line.includes('request_id=config-1')), {timeout: 5000}).toContain(
      'Market de_de is missing site URL (MARKET_HOST_DE_DE or SITE_ORIGIN)',
    );
  });
});
