import {CacheCustom, CacheLong, CacheNone, CacheShort, type CachingStrategy} from '@shopify/hydrogen';
import {describe, expect, test, vi} from 'vitest';
import {CATALOGUE_SUBREQUEST, CONTENT_SUBREQUEST} from '~/http/cache-control';
import {answerKey, createMemoryCache, freezeDeep, keptMilliseconds, memoryCacheFor} from '~/upstream/memory-cache';

const PUBLIC_60: CachingStrategy = CacheCustom({mode: 'public', maxAge: 60});

function clock(start = 1_000_000) {
  let time = start;
  return {now: () => time, advance: (ms: number) => void (time += ms)};
}

function counted<T>(value: () => T) {
  const load = vi.fn(async () => value());
  return load;
}

describe('README "Quality" memory cache: parsed answers reused for a few seconds in front of the sub-request cache', () => {
  test('a repeated query within the seconds is answered from memory, with the same (frozen) answer', async () => {
    const {now} = clock();
    const cache = createMemoryCache({seconds: 5, now});
    const load = counted(() => ({product: {title: 'Whey'}}));
    const first = await cache.read('k', PUBLIC_60, load);
    const second = await cache.read('k', PUBLIC_60, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(Object.isFrozen(second)).toBe(true);
    expect(Object.isFrozen((second as {product: object}).product)).toBe(true);
  });

  test('after the seconds have passed the query goes to the sub-request cache again, and that answer is kept', async () => {
    const time = clock();
    const cache = createMemoryCache({seconds: 5, now: time.now});
    let version = 0;
    const load = counted(() => ({version: ++version}));
    await cache.read('k', PUBLIC_60, load);
    time.advance(4_999);
    expect(await cache.read('k', PUBLIC_60, load)).toEqual({version: 1});
    time.advance(1);
    expect(await cache.read('k', PUBLIC_60, load)).toEqual({version: 2});
    time.advance(4_999);
    expect(await cache.read('k', PUBLIC_60, load)).toEqual({version: 2});
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('never longer than the strategy keeps the answer fresh', async () => {
    const time = clock();
    const cache = createMemoryCache({seconds: 5, now: time.now});
    const load = counted(() => ({}));
    const twoSeconds = CacheCustom({mode: 'public', maxAge: 2});
    await cache.read('k', twoSeconds, load);
    time.advance(1_999);
    await cache.read('k', twoSeconds, load);
    time.advance(1);
    await cache.read('k', twoSeconds, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test.each([
    ['no strategy', undefined],
    ['CacheNone (carts, customers)', CacheNone()],
    ['a private strategy', CacheCustom({mode: 'private', maxAge: 60})],
    ['max-age 0', CacheCustom({mode: 'public', maxAge: 0})],
  ])('%s is never kept', async (_, strategy) => {
    const cache = createMemoryCache({seconds: 5, now: clock().now});
    const load = counted(() => ({}));
    await cache.read('k', strategy, load);
    await cache.read('k', strategy, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  test('the app\'s strategies are kept for the cache\'s seconds: catalogue (60 s fresh), content (an hour), Hydrogen\'s short (1 s)', () => {
    expect(keptMilliseconds(5, CATALOGUE_SUBREQUEST)).toBe(5_000);
    expect(keptMilliseconds(5, CONTENT_SUBREQUEST)).toBe(5_000);
    expect(keptMilliseconds(5, CacheLong())).toBe(5_000);
    expect(keptMilliseconds(5, CacheShort())).toBe(1_000);
    expect(keptMilliseconds(0, CATALOGUE_SUBREQUEST)).toBe(0);
  });

  test('a failed load is not kept: the next read loads again', async () => {
    const cache = createMemoryCache({seconds: 5, now: clock().now});
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ok: true});
    await expect(cache.read('k', PUBLIC_60, load)).rejects.toThrow('down');
    expect(await cache.read('k', PUBLIC_60, load)).toEqual({ok: true});
    expect(await cache.read('k', PUBLIC_60, load)).toEqual({ok: true});
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('an answer `keep` refuses (a partial answer) is served once and not kept', async () => {
    const cache = createMemoryCache({seconds: 5, now: clock().now});
    const load = counted(() => ({data: 1, errors: [{message: 'partial'}]}));
    const keep = (value: {errors?: unknown[]}) => !value.errors?.length;
    await cache.read('k', PUBLIC_60, load, keep);
    await cache.read('k', PUBLIC_60, load, keep);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('a null key (no id for the document) is never kept', async () => {
    const cache = createMemoryCache({seconds: 5, now: clock().now});
    const load = counted(() => ({}));
    await cache.read(null, PUBLIC_60, load);
    await cache.read(null, PUBLIC_60, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('at most maxEntries answers: the oldest is dropped first', async () => {
    const cache = createMemoryCache({seconds: 5, maxEntries: 3, now: clock().now});
    const loads = new Map<string, number>();
    const read = (key: string) =>
      cache.read(key, PUBLIC_60, async () => {
        loads.set(key, (loads.get(key) ?? 0) + 1);
        return {key};
      });
    for (const key of ['a', 'b', 'c', 'd']) await read(key);
    expect(cache.size).toBe(3);
    for (const key of ['b', 'c', 'd', 'a']) await read(key);
    expect(Object.fromEntries(loads)).toEqual({a: 2, b: 1, c: 1, d: 1});
    expect(cache.size).toBe(3);
  });
});

describe('answer keys: scope, document and variables', () => {
  const DOC_A = '#graphql\n query ProductA($handle: String!) { product(handle: $handle) { id } }';
  const DOC_B = '#graphql\n query ProductB($handle: String!) { product(handle: $handle) { title } }';

  test('every part tells answers apart: scope (market, shop), document, each variable', () => {
    const keys = [
      answerKey('storefront shop NL NL', DOC_A, {handle: 'whey'}),
      answerKey('storefront shop DE DE', DOC_A, {handle: 'whey'}),
      answerKey('storefront shop NL NL', DOC_B, {handle: 'whey'}),
      answerKey('storefront shop NL NL', DOC_A, {handle: 'whey-isolate'}),
      answerKey('storefront shop NL NL', DOC_A, {handle: 'whey', first: 1}),
      answerKey('storefront shop NL NL', DOC_A, undefined),
      answerKey('content endpoint main', DOC_A, {handle: 'whey'}),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(answerKey('storefront shop NL NL', DOC_A, {handle: 'whey'})).toBe(keys[0]);
  });

  test('the key holds a short id, not the document', () => {
    const document = `query Long { ${'field '.repeat(5_000)} }`;
    expect(answerKey('s', document, {})!.length).toBeLessThan(100);
  });

  test('a scope or variables that contain the separator cannot pose as another key', () => {
    expect(answerKey('a\n0', DOC_A, {})).not.toBe(answerKey('a', DOC_A, {x: '\n0'}));
  });
});

describe('freezeDeep', () => {
  test('objects and arrays at every depth are frozen; a write fails', () => {
    const value = freezeDeep({a: [{b: {c: 1}}], d: null, e: 'x'});
    expect(Object.isFrozen(value.a[0]!.b)).toBe(true);
    expect(() => {
      (value.a[0]!.b as {c: number}).c = 2;
    }).toThrow(TypeError);
  });
});

describe('MEMORY_CACHE_SECONDS', () => {
  test.each([
    [undefined, true],
    ['', true],
    ['5', true],
    ['0', false],
    ['-3', false],
    ['five', false],
  ])('%j keeps answers: %s', async (setting, keeps) => {
    const cache = memoryCacheFor(setting);
    const load = counted(() => ({}));
    const key = `setting ${String(setting)}`;
    await cache.read(key, PUBLIC_60, load);
    await cache.read(key, PUBLIC_60, load);
    expect(load).toHaveBeenCalledTimes(keeps ? 1 : 2);
  });
});
