// The built server bundle (dist/server/index.js) in Miniflare — workerd, the runtime Oxygen uses — wired to
// local services started in this process. Requires `npm run build` first.
import {existsSync} from 'node:fs';
import {createInterface} from 'node:readline';
import type {Readable} from 'node:stream';
import {Miniflare} from 'miniflare';
import {startLocalServices, type LocalServices} from '../../local-services/server';
import {localEnv} from '../../scripts/local-env.mjs';

export const WORKER_BUNDLE = 'dist/server/index.js';
/** Where tests dispatch requests, and so the SITE_ORIGIN the worker is configured with. */
export const WORKER_ORIGIN = 'http://localhost:8787';

export type WorkerHarness = {
  services: LocalServices;
  /** The worker itself, for what a test needs beyond fetch (its Cache API, for one). */
  miniflare: Miniflare;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  admin: (path: string, body?: unknown) => Promise<unknown>;
  dispose: () => Promise<void>;
};

export async function startWorker(
  extraBindings: (servicesUrl: string) => Record<string, string> = () => ({}),
  /** What the worker writes to stdout and stderr (its console), line by line; ignored when not given. */
  onOutput?: (line: string) => void,
): Promise<WorkerHarness> {
  if (!existsSync(WORKER_BUNDLE)) throw new Error(`${WORKER_BUNDLE} is missing: run npm run build first`);
  const services = await startLocalServices({port: 0});
  const port = Number(new URL(services.url).port);
  const miniflare = new Miniflare({
    modules: [{type: 'ESModule', path: WORKER_BUNDLE}],
    compatibilityDate: '2022-10-31',
    compatibilityFlags: ['streams_enable_constructors'],
    bindings: {...localEnv(port, WORKER_ORIGIN), ...extraBindings(services.url)},
    ...(onOutput && {
      handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
        for (const stream of [stdout, stderr]) createInterface({input: stream}).on('line', onOutput);
      },
    }),
  });
  await miniflare.ready;
  return {
    services,
    miniflare,
    fetch: (path, init) => miniflare.dispatchFetch(`${WORKER_ORIGIN}${path}`, init as never) as unknown as Promise<Response>,
    admin: async (path, body) => {
      const response = await fetch(`${services.url}/__admin/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    dispose: async () => {
      await miniflare.dispose();
      await services.close();
    },
  };
}
