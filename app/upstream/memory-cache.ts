// Parsed upstream answers kept in the isolate's memory for a few seconds, in front of Hydrogen's sub-request
// cache. A warm page read every Storefront and DatoCMS answer back from the Cache API on every view: Hydrogen
// builds each entry's key by URL-encoding the whole GraphQL document and its variables, then parses the stored
// JSON again. That was about a fifth of a product view's worker time (README "Quality", issue 9). Here a
// repeated query within `seconds` gets the answer already parsed; after that it goes through the sub-request
// cache as before (fresh, stale-while-revalidate, or the source). Only shared answers (a public strategy) are
// kept, never a failure or a partial answer, and every kept answer is frozen: requests share the object.
import type {CachingStrategy} from '@shopify/hydrogen';

/** A few seconds: at most this much later than the sub-request cache would have noticed a newer answer. */
export const DEFAULT_MEMORY_CACHE_SECONDS = 5;
/** Answers kept at most; the oldest is dropped first (a product page's answers are tens of KB each). */
export const MEMORY_CACHE_ENTRIES = 200;
/** Distinct documents given short ids; past this (no app has that many) queries are not kept. */
const MAX_DOCUMENTS = 1000;

export type MemoryCache = {
  /** Drops every kept answer (tests that empty the sub-request cache empty this too). */
  clear(): void;
  /**
   * The answer kept for `key` if it is younger than the cache's seconds and the strategy's max-age, else
   * `load()`'s, kept when the strategy is public and `keep` accepts it. A null key is never kept.
   */
  read<T>(key: string | null, strategy: CachingStrategy | undefined, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
  readonly size: number;
};

type Entry = {value: unknown; expiresAt: number};

export function createMemoryCache({
  seconds = DEFAULT_MEMORY_CACHE_SECONDS,
  maxEntries = MEMORY_CACHE_ENTRIES,
  now = Date.now,
}: {seconds?: number; maxEntries?: number; now?: () => number} = {}): MemoryCache {
  // Insertion order is age order: the first key is the oldest.
  const entries = new Map<string, Entry>();
  return {
    get size() {
      return entries.size;
    },
    clear: () => entries.clear(),
    async read(key, strategy, load, keep = () => true) {
      const keptMs = keptMilliseconds(seconds, strategy);
      if (key === null || keptMs <= 0) return load();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value as Awaited<ReturnType<typeof load>>;
      if (entry) entries.delete(key);
      const value = await load();
      if (keep(value)) {
        entries.delete(key);
        while (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, {value: freezeDeep(value), expiresAt: now() + keptMs});
      }
      return value;
    },
  };
}

/** How long an answer of this strategy may be served from memory: 0 for private or uncached ones. */
export function keptMilliseconds(seconds: number, strategy: CachingStrategy | undefined): number {
  if (!strategy || strategy.mode !== 'public' || !(seconds > 0)) return 0;
  const maxAge = strategy.maxAge ?? 0;
  return Math.max(0, Math.min(seconds, maxAge)) * 1000;
}

const documentIds = new Map<string, number>();

/**
 * A short key for one query: its scope (service, endpoint, market), the document by a short id, the
 * variables as JSON. Documents are the app's constants, so the id map stays small; null when it is full.
 */
export function answerKey(scope: string, document: string, variables: unknown): string | null {
  let id = documentIds.get(document);
  if (id === undefined) {
    if (documentIds.size >= MAX_DOCUMENTS) return null;
    id = documentIds.size;
    documentIds.set(document, id);
  }
  return `${scope}\n${id}\n${JSON.stringify(variables ?? null)}`;
}

/** Every object and array in `value` frozen, so no request can change what the next one reads. */
export function freezeDeep<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) freezeDeep(item);
  }
  return value;
}

let shared: {seconds: number; cache: MemoryCache} | undefined;

/** Empties the isolate's memory cache (the unit tests' harness, with the sub-request cache). */
export function clearMemoryCache(): void {
  shared?.cache.clear();
}

/** MEMORY_CACHE_SECONDS: unset or empty is the default, anything but a positive number turns it off, 60 at most. */
export function memorySeconds(setting: string | undefined): number {
  const parsed = setting === undefined || setting.trim() === '' ? DEFAULT_MEMORY_CACHE_SECONDS : Number(setting);
  return Number.isFinite(parsed) && parsed > 0 ? Math.min(parsed, 60) : 0;
}

/** The isolate's memory cache, for the seconds the env sets (MEMORY_CACHE_SECONDS; 0 turns it off). */
export function memoryCacheFor(setting: string | undefined): MemoryCache {
  const seconds = memorySeconds(setting);
  if (shared?.seconds !== seconds) shared = {seconds, cache: createMemoryCache({seconds})};
  return shared.cache;
}
