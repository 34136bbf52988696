// The app's load context in Node, against the local services started in this process: unit tests call route
// loaders and actions and the server modules behind them as the worker would, without a build. Mutation runs
// (npm run test:mutation) see these tests, which they cannot see at the worker layer (the built bundle).
import {InMemoryCache} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {afterAll, beforeAll} from 'vitest';
import {createAppLoadContext} from '~/context.server';
import {clearMemoryCache} from '~/upstream/memory-cache';
import {startLocalServices, type LocalServices} from '../../local-services/server';
import {localEnv} from '../../scripts/local-env.mjs';

export const SITE = 'http://localhost:3000';

/** The edge cache Oxygen gives `caches.open`: in memory, one per test file unless a test resets it. */
function installCaches() {
  const opened = new Map<string, InMemoryCache>();
  const storage = {
    open: async (name: string) => {
      if (!opened.has(name)) opened.set(name, new InMemoryCache());
      return opened.get(name) as unknown as Cache;
    },
  };
  Object.defineProperty(globalThis, 'caches', {value: storage, configurable: true, writable: true});
  return () => {
    opened.clear();
    // Answers the app keeps parsed in memory in front of that cache (app/upstream/memory-cache.ts) go with it.
    clearMemoryCache();
  };
}

export type AppHarness = {
  readonly services: LocalServices;
  env: Env;
  /** A request to the app as a browser sends it (path relative to SITE). */
  request: (path: string, init?: RequestInit) => Request;
  /** The load context the worker builds for this request, and the promises it handed to waitUntil. */
  context: (request: Request, envOverrides?: Partial<Env>) => Promise<AppLoadContext & {settled: () => Promise<unknown>}>;
  /** The local services' admin API (counters, faults). */
  admin: (path: string, body?: unknown) => Promise<unknown>;
  /** Empties the edge cache, so the next call reaches the services. */
  clearCache: () => void;
};

/** Starts the local services for the test file (beforeAll) and stops them after it. */
export function useAppHarness(): AppHarness {
  let services: LocalServices | undefined;
  let env: Env | undefined;
  let clearCache = () => {};
  beforeAll(async () => {
    services = await startLocalServices({port: 0});
    env = localEnv(Number(new URL(services.url).port), SITE) as unknown as Env;
    clearCache = installCaches();
  });
  afterAll(async () => {
    await services?.close();
  });
  const ready = () => {
    if (!services || !env) throw new Error('useAppHarness: the local services are not started (use it at file level)');
    return {services, env};
  };
  return {
    get services() {
      return ready().services;
    },
    get env() {
      return ready().env;
    },
    set env(value) {
      env = value;
    },
    // The buyer's address Oxygen sends, which Hydrogen forwards to the Storefront (it warns without one).
    request: (path, init) => {
      const request = new Request(new URL(path, SITE), init);
      if (!request.headers.has('oxygen-buyer-ip')) request.headers.set('oxygen-buyer-ip', '192.0.2.1');
      return request;
    },
    context: async (request, envOverrides = {}) => {
      const pending: Promise<unknown>[] = [];
      const base = ready().env;
      const context = await createAppLoadContext(
        request,
        {...base, ...envOverrides} as Env,
        {waitUntil: (promise: Promise<unknown>) => void pending.push(promise), passThroughOnException: () => {}} as ExecutionContext,
      );
      // Background work may hand more to waitUntil (a load, then its cache write): settle until none is added.
      const settled = async () => {
        for (let seen = -1; seen < pending.length; ) {
          seen = pending.length;
          await Promise.allSettled(pending.slice());
        }
      };
      return Object.assign(context, {settled});
    },
    admin: async (path, body) => {
      const response = await fetch(`${ready().services.url}/__admin/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    clearCache: () => clearCache(),
  };
}

/** The value a loader or action returned or threw, as the client would read it. */
export async function settle(run: () => Promise<unknown> | unknown): Promise<{status: number; headers: Headers; body: unknown}> {
  let outcome: unknown;
  try {
    outcome = await run();
  } catch (thrown) {
    outcome = thrown;
  }
  if (outcome instanceof Response) {
    const text = await outcome.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return {status: outcome.status, headers: outcome.headers, body};
  }
  if (outcome instanceof Error) throw outcome;
  return {status: 200, headers: new Headers(), body: outcome};
}
