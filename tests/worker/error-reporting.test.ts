// With a DSN, failures in the worker reach Sentry (here: the local services' envelope endpoint).
import {afterAll, beforeAll, expect, test} from 'vitest';
import {startWorker, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker((servicesUrl) => ({
    SENTRY_DSN: servicesUrl.replace('http://', 'http://publickey@') + '/1',
    SENTRY_ENVIRONMENT: 'test',
  }));
});
afterAll(async () => worker?.dispose());

type Counters = {sentry?: {total?: number}};

test('a Storefront failure after the retry policy is reported to Sentry, and the page still answers', async () => {
  await worker.admin('faults', {service: 'storefront', kind: '500', count: 1});
  const response = await worker.fetch('/producten/protein/whey-isolate');
  // An upstream outage answers 503 (app/upstream/unavailable.server.ts); the client has reported it.
  expect(response.status).toBe(503);
  expect(await response.text()).toContain('We zijn zo terug');
  await expect
    .poll(async () => ((await worker.admin('counters')) as Counters).sentry?.total ?? 0, {timeout: 5000})
    .toBeGreaterThan(0);
});

test('without failures nothing is reported', async () => {
  await worker.admin('reset', {});
  const response = await worker.fetch('/de/produkte/protein/whey-isolate');
  expect(response.status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(((await worker.admin('counters')) as Counters).sentry?.total ?? 0).toBe(0);
});
