// A sub-request cache that pages can read without waiting on the source (README "Reviews"). Hydrogen's
// withCache always awaits the load on a miss; a page whose first screen must not wait on an optional service
// (ratings, reviews) `peek`s instead: it gets what is stored, fresh or stale, or nothing, and a miss or a stale
// entry starts one load in the background (waitUntil) that stores the answer for the next request.
// `get` is the ordinary read-through for callers that do wait (the /api/reviews/* routes): both share entries.
import type {CachingStrategy} from '@shopify/hydrogen';

/** Entries live under this made-up origin in the worker's Cache, apart from Hydrogen's own. */
const KEY_ORIGIN = 'https://peek-cache.invalid/';

type Entry<T> = {value: T; storedAt: number};

export type PeekCache = {
  /** The stored value, fresh or stale, else undefined at once; a miss or a stale entry is loaded in the background. */
  peek<T>(key: string, load: () => Promise<T>): Promise<T | undefined>;
  /** The stored value when fresh; stale: served and refreshed in the background; a miss waits on `load`. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
};

type Options = {
  cache: Cache;
  strategy: Pick<CachingStrategy, 'maxAge' | 'staleWhileRevalidate'>;
  waitUntil: (promise: Promise<unknown>) => void;
  /** A background load that failed (logged by the caller; nothing is stored, the next request tries again). */
  onBackgroundError: (error: unknown) => void;
  now?: () => number;
};

// Keys being loaded in the background by this isolate: one load per key at a time. A Set of keys, never the
// promises: a worker must not await a promise another request's I/O settles.
const refreshing = new Set<string>();

export function createPeekCache({cache, strategy, waitUntil, onBackgroundError, now = Date.now}: Options): PeekCache {
  const freshMs = (strategy.maxAge ?? 0) * 1000;
  const keptSeconds = (strategy.maxAge ?? 0) + (strategy.staleWhileRevalidate ?? 0);
  const requestOf = (key: string) => new Request(KEY_ORIGIN + encodeURIComponent(key));

  async function read<T>(key: string): Promise<Entry<T> | undefined> {
    try {
      const response = await cache.match(requestOf(key));
      if (!response) return undefined;
      const entry = (await response.json()) as Entry<T>;
      return typeof entry?.storedAt === 'number' && 'value' in entry ? entry : undefined;
    } catch {
      return undefined; // an unreadable entry is a miss
    }
  }

  async function store<T>(key: string, value: T) {
    const body = JSON.stringify({value, storedAt: now()} satisfies Entry<T>);
    const headers = {'Content-Type': 'application/json', 'Cache-Control': `public, max-age=${keptSeconds}`};
    await cache.put(requestOf(key), new Response(body, {headers}));
  }

  async function loadAndStore<T>(key: string, load: () => Promise<T>): Promise<T> {
    const value = await load();
    waitUntil(store(key, value).catch(onBackgroundError));
    return value;
  }

  function refreshInBackground<T>(key: string, load: () => Promise<T>) {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    waitUntil(
      loadAndStore(key, load)
        .catch(onBackgroundError)
        .finally(() => refreshing.delete(key)),
    );
  }

  const isFresh = (entry: Entry<unknown>) => now() - entry.storedAt < freshMs;

  async function peek<T>(key: string, load: () => Promise<T>): Promise<T | undefined> {
    const entry = await read<T>(key);
    if (!entry || !isFresh(entry)) refreshInBackground(key, load);
    return entry?.value;
  }

  async function get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = await read<T>(key);
    if (!entry) return loadAndStore(key, load);
    if (!isFresh(entry)) refreshInBackground(key, load);
    return entry.value;
  }

  return {peek, get};
}
