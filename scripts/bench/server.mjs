// Starts what the bench measures: the local services (their own Node process, so their work never shares
// the load generator's event loop) and the built worker (dist/server/index.js) in workerd via Miniflare, on
// a real port. For browser runs dist/client is served as static assets too, the way Oxygen's CDN would; load
// runs leave them out: Miniflare's asset router in front of the worker resets connections under heavy load
// (ECONNRESET with 50 connections on the product page, none without it), and on Oxygen the worker never
// serves assets anyway.
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {Miniflare} from 'miniflare';
import {localEnv} from '../local-env.mjs';
import {workerdPids} from './proc.mjs';

const WORKER_BUNDLE = 'dist/server/index.js';
const ASSETS_DIR = 'dist/client';

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The local services on `port`; `stop()` ends their process group. */
export async function startServices(port) {
  // Its own process group, so stop() reaches tsx's loader child too.
  const child = spawn(process.execPath, ['--import', 'tsx', 'local-services/main.ts'], {
    env: {...process.env, LOCAL_SERVICES_PORT: String(port)},
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`local services exited (${code}) before answering`))),
  );
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([waitFor(`${url}/__admin/counters`, 30_000), exited]);
  exited.catch(() => {});
  return {
    url,
    stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    },
  };
}

/** A fresh built worker (empty cache) on `port`, talking to the services on `servicesPort`. */
export function startWorker({port, servicesPort, assets = false}) {
  return startMiniflare({
    bundle: WORKER_BUNDLE,
    bindings: localEnv(servicesPort, `http://127.0.0.1:${port}`),
    port,
    assetsDir: assets ? ASSETS_DIR : undefined,
  });
}

/**
 * A built Hydrogen worker bundle in workerd on `port`. The peer (peer.mjs) runs through here too, so both apps
 * get the same runtime. Two may run at once: each keeps the workerd it started, for its memory figures.
 */
export async function startMiniflare({bundle, bindings, port, assetsDir}) {
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: build it first (npm run build)`);
  const before = new Set(workerdPids());
  const miniflare = new Miniflare({
    modules: [{type: 'ESModule', path: bundle}],
    // MiniOxygen's settings (TOOLCHAIN.md), so the bundle runs as under `shopify hydrogen preview`.
    compatibilityDate: '2022-10-31',
    compatibilityFlags: ['streams_enable_constructors'],
    bindings,
    host: '127.0.0.1',
    port,
    ...(assetsDir && {assets: {directory: assetsDir, routerConfig: {has_user_worker: true}}}),
  });
  const ready = await miniflare.ready;
  const pid = workerdPids().find((candidate) => !before.has(candidate));
  return {
    url: String(ready).replace(/\/$/, ''),
    /** The workerd process serving this worker, for its memory. */
    pid: () => pid,
    stop: () => miniflare.dispose(),
  };
}
