// The built worker with a Trustpilot key and business unit of its own (the stand-in in this process accepts only
// these, so a test sees a wrong key refused), and the warm-up pages need: pages read reviews and ratings only from
// the worker's cache (app/upstream/peek-cache.server.ts), so a test about a page's reviews asks our routes first.
import {randomBytes} from 'node:crypto';
import {afterAll, beforeAll} from 'vitest';
import {startWorker, type WorkerHarness} from './worker';

/** `worker` is there once the file's beforeAll has run. */
export type ReviewsWorker = {worker: WorkerHarness; apiKey: string; businessUnit: string};

/** A worker for this test file, started before its tests and disposed after, with a run-unique key and unit. */
export function useReviewsWorker(label: string): ReviewsWorker {
  const run = randomBytes(6).toString('hex');
  const businessUnit = `tp_${label}_unit_${run}`;
  const handle: ReviewsWorker = {apiKey: `tp_${label}_${run}`, businessUnit, worker: undefined as never};
  const saved = {
    LOCAL_TRUSTPILOT_API_KEY: process.env.LOCAL_TRUSTPILOT_API_KEY,
    LOCAL_TRUSTPILOT_BUSINESS_UNIT_ID: process.env.LOCAL_TRUSTPILOT_BUSINESS_UNIT_ID,
  };
  beforeAll(async () => {
    // The stand-in reads the key and business unit it accepts per request, from this process's environment.
    process.env.LOCAL_TRUSTPILOT_API_KEY = handle.apiKey;
    process.env.LOCAL_TRUSTPILOT_BUSINESS_UNIT_ID = businessUnit;
    handle.worker = await startWorker(() => ({
      TRUSTPILOT_API_KEY: handle.apiKey,
      TRUSTPILOT_BUSINESS_UNIT_ID: businessUnit,
    }));
  });
  afterAll(async () => {
    await handle.worker?.dispose();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  return handle;
}

async function trustpilotCalls(worker: WorkerHarness): Promise<number> {
  const counters = (await worker.admin('counters')) as Record<string, Record<string, number> | undefined>;
  return counters.trustpilot?.total ?? 0;
}

/**
 * Asks each of our review routes (the same cache entries the pages read) until a second ask reaches Trustpilot no
 * more: the answers are stored (after the response, waitUntil). Resets the local services' counters and faults.
 */
export async function warmReviews(worker: WorkerHarness, paths: readonly string[]): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    await worker.admin('reset', {});
    for (const path of paths) {
      const response = await worker.fetch(path);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`warming ${path}: ${response.status}`);
    }
    if ((await trustpilotCalls(worker)) === 0) {
      await worker.admin('reset', {});
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the review answers were not stored: ${paths.join(', ')}`);
}

export type ViewedPage = {status: number; headers: Headers; html: string};

/**
 * Whether a page was rendered before the review answers it reads were in the worker's cache: the reviews page's
 * "reviews are coming" status, or a product's rating line kept empty for the browser.
 */
export const awaitingReviews = (html: string) =>
  html.includes('data-reviews-pending') || html.includes('<p class="product-rating" data-testid="rating"></p>');

/**
 * A page that reads reviews or a rating from the worker's cache, viewed until `pending(html)` says they are in it:
 * the first view asks the review service in the background, a later one shows the answer. Throws after ~5 s.
 */
export async function viewOnceReviewsCached(
  worker: WorkerHarness,
  path: string,
  pending: (html: string) => boolean = awaitingReviews,
): Promise<ViewedPage> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await worker.fetch(path);
    const viewed = {status: response.status, headers: response.headers, html: await response.text()};
    if (!pending(viewed.html)) return viewed;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path}: the reviews never arrived`);
}
