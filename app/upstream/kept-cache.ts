// The sub-request cache with a gate on the way in. Hydrogen 2024.10 decides alone what its Storefront client
// stores (only `errors` in a body stops it) and takes no custom fetch, but it writes through the Cache it is
// given: this one stores an entry only when `keep` accepts the value Hydrogen serialized into it.

/** Hydrogen's sub-request entries are JSON `{value, debugInfo}`; `keep` sees `value`. */
export function cacheKeepingOnly(cache: Cache, keep: (value: unknown) => boolean): Cache {
  return new KeptCache(cache, keep);
}

class KeptCache implements Cache {
  constructor(
    private readonly cache: Cache,
    private readonly keep: (value: unknown) => boolean,
  ) {}

  match(request: RequestInfo | URL, options?: CacheQueryOptions) {
    return this.cache.match(request, options);
  }

  delete(request: RequestInfo | URL, options?: CacheQueryOptions) {
    return this.cache.delete(request, options);
  }

  async put(request: RequestInfo | URL, response: Response) {
    const body = await response.text();
    if (!this.keep(entryValue(body))) return;
    await this.cache.put(request, new Response(body, response));
  }

  // The DOM's Cache has these too; workerd's has not, and Hydrogen uses only match, put and delete.
  add(): Promise<void> {
    throw new Error('KeptCache: add is not supported');
  }
  addAll(): Promise<void> {
    throw new Error('KeptCache: addAll is not supported');
  }
  keys(): Promise<readonly Request[]> {
    throw new Error('KeptCache: keys is not supported');
  }
  matchAll(): Promise<readonly Response[]> {
    throw new Error('KeptCache: matchAll is not supported');
  }
}

function entryValue(body: string): unknown {
  try {
    return (JSON.parse(body) as {value?: unknown} | null)?.value;
  } catch {
    return undefined;
  }
}
