// The cache pages read without waiting (app/upstream/peek-cache.server.ts): a peek answers from the cache or with
// nothing at once, and leaves one background load to store the answer; `get` waits only on a miss; a stale entry
// is served and refreshed; a failed background load stores nothing and is reported.
import {InMemoryCache} from '@shopify/hydrogen';
import {describe, expect, test, vi} from 'vitest';
import {createPeekCache} from '~/upstream/peek-cache.server';

/** A load the test answers when it likes, counting its calls. */
function controlledLoad<T>() {
  const calls: Array<{resolve: (value: T) => void; reject: (error: unknown) => void}> = [];
  const load = vi.fn(() => new Promise<T>((resolve, reject) => void calls.push({resolve, reject})));
  return {load, calls};
}

function setup() {
  const pending: Promise<unknown>[] = [];
  const errors: unknown[] = [];
  let clock = 1_000_000;
  const store = createPeekCache({
    cache: new InMemoryCache() as unknown as Cache,
    strategy: {maxAge: 300, staleWhileRevalidate: 3600},
    waitUntil: (promise) => void pending.push(promise),
    onBackgroundError: (error) => void errors.push(error),
    now: () => clock,
  });
  const settled = async () => {
    for (let seen = -1; seen < pending.length; ) {
      seen = pending.length;
      await Promise.allSettled(pending.slice());
    }
  };
  return {store, errors, settled, advance: (seconds: number) => (clock += seconds * 1000)};
}

// Keys are unique per test: the "being refreshed" set is the isolate's, shared by every cache made here.
let n = 0;
const key = () => `key-${++n}-${Math.random()}`;

describe('peek', () => {
  test('a miss answers undefined without waiting; one background load stores the answer for the next peek', async () => {
    const {store, settled} = setup();
    const {load, calls} = controlledLoad<{stars: number}>();
    const k = key();
    // The load has not answered (and never would on its own): the peek does not wait for it.
    expect(await store.peek(k, load)).toBeUndefined();
    expect(await store.peek(k, load)).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1); // one load per key at a time
    calls[0]!.resolve({stars: 4});
    await settled();
    expect(await store.peek(k, load)).toEqual({stars: 4});
    expect(load).toHaveBeenCalledTimes(1); // fresh: nothing asked
  });

  test('a stale entry is served, and refreshed once in the background', async () => {
    const {store, settled, advance} = setup();
    const {load, calls} = controlledLoad<string>();
    const k = key();
    await store.peek(k, load);
    calls[0]!.resolve('first');
    await settled();
    advance(301);
    expect(await store.peek(k, load)).toBe('first');
    expect(await store.peek(k, load)).toBe('first');
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]!.resolve('second');
    await settled();
    expect(await store.peek(k, load)).toBe('second');
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('a background load that fails is reported, stores nothing, and the next peek tries again', async () => {
    const {store, errors, settled} = setup();
    const {load, calls} = controlledLoad<string>();
    const k = key();
    await store.peek(k, load);
    calls[0]!.reject(new Error('service down'));
    await settled();
    expect(errors).toEqual([new Error('service down')]);
    expect(await store.peek(k, load)).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('a falsy answer (0, empty list) is an answer, not a miss', async () => {
    const {store, settled} = setup();
    const {load, calls} = controlledLoad<number>();
    const k = key();
    await store.peek(k, load);
    calls[0]!.resolve(0);
    await settled();
    expect(await store.peek(k, load)).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('get', () => {
  test('a miss waits on the load and stores it; a fresh entry asks nothing; both share entries with peek', async () => {
    const {store, settled} = setup();
    const load = vi.fn(async () => ['a review']);
    const k = key();
    expect(await store.get(k, load)).toEqual(['a review']);
    await settled();
    expect(await store.get(k, load)).toEqual(['a review']);
    expect(await store.peek(k, load)).toEqual(['a review']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failing load fails the get (the caller answers its error), and nothing is stored', async () => {
    const {store, settled} = setup();
    const k = key();
    await expect(store.get(k, () => Promise.reject(new Error('502')))).rejects.toThrow('502');
    await settled();
    expect(await store.get(k, async () => 'later')).toBe('later');
  });

  test('stale: the old answer at once, the new one for the next request', async () => {
    const {store, settled, advance} = setup();
    const k = key();
    await store.get(k, async () => 1);
    await settled();
    advance(600);
    expect(await store.get(k, async () => 2)).toBe(1);
    await settled();
    expect(await store.get(k, async () => 3)).toBe(2);
  });

  test('keys are apart: an odd key (slashes, spaces, unicode) is its own entry', async () => {
    const {store, settled} = setup();
    const odd = `${key()} /a?b#c ü`;
    const plain = key();
    await store.get(odd, async () => 'odd');
    await store.get(plain, async () => 'plain');
    await settled();
    expect(await store.peek(odd, async () => 'x')).toBe('odd');
    expect(await store.peek(plain, async () => 'x')).toBe('plain');
  });
});
