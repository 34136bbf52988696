// A tab opened before a deploy meets loader data of the new build (app/http/build-version.ts,
// app/http/build-skew.client.ts): the worker names its build on every loader-data answer; the tab's code hands
// an answer of another build to nobody and loads the page as a document from the new build, once per build.
import {afterEach, describe, expect, test, vi} from 'vitest';
import {BUILD_HEADER, RELOADED_FOR_KEY, reloadsForBuild, withBuildVersion} from '~/http/build-version';
import {reloadOnNewBuild} from '~/http/build-skew.client';

describe('reloadsForBuild', () => {
  test.each([
    ['the same build', 'b1', 'b1', null, false],
    ['an answer naming no build (cached before the header)', 'b1', null, null, false],
    ['an empty name', 'b1', '', null, false],
    ['a new build, first time', 'b1', 'b2', null, true],
    ['a new build after a reload for an earlier one', 'b1', 'b3', 'b2', true],
    ['the build it already reloaded for (the document was still old): no loop', 'b1', 'b2', 'b2', false],
  ])('%s', (_, tab, served, reloadedFor, reloads) => {
    expect(reloadsForBuild(tab, served, reloadedFor)).toBe(reloads);
  });
});

describe('withBuildVersion', () => {
  const answer = () => new Response('{"a":1}', {status: 200, headers: {'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=60'}});

  test('loader data names the build, its body, status and headers kept', async () => {
    const named = withBuildVersion(answer(), new Request('https://shop.test/producten?_data=root'), 'f00d');
    expect(named.headers.get(BUILD_HEADER)).toBe('f00d');
    expect(named.status).toBe(200);
    expect(named.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(await named.text()).toBe('{"a":1}');
  });

  test('documents and other answers are left as they are', () => {
    for (const url of ['https://shop.test/producten', 'https://shop.test/api/cart', 'https://shop.test/x?data=1']) {
      const original = answer();
      expect(withBuildVersion(original, new Request(url), 'f00d')).toBe(original);
    }
    const original = answer();
    expect(withBuildVersion(original, new Request('https://shop.test/?_data=root'), '')).toBe(original);
  });
});

describe('reloadOnNewBuild (the tab’s side)', () => {
  type Navigation = {state: string; formMethod?: string; location?: {pathname: string; search: string; hash: string}};

  function tab({served, navigation, storage = new Map<string, string>(), storageFails = false}: {
    served: () => string | null;
    navigation?: Navigation;
    storage?: Map<string, string>;
    storageFails?: boolean;
  }) {
    const assign = vi.fn();
    const reload = vi.fn();
    const fetch = vi.fn(async () => {
      const name = served();
      return new Response('{}', {headers: name === null ? {} : {[BUILD_HEADER]: name}});
    });
    const win: Record<string, unknown> = {fetch, __remixRouter: {state: {navigation: navigation ?? {state: 'idle'}}}};
    const failing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('window', win);
    vi.stubGlobal('location', {assign, reload});
    vi.stubGlobal('sessionStorage', {
      getItem: storageFails ? failing : (key: string) => storage.get(key) ?? null,
      setItem: storageFails ? failing : (key: string, value: string) => void storage.set(key, value),
    });
    reloadOnNewBuild('old');
    const call = () => (win.fetch as typeof globalThis.fetch)('/producten?_data=root');
    return {assign, reload, storage, call};
  }

  /** Whether the promise settles within a few turns of the event loop. */
  async function settles(promise: Promise<unknown>): Promise<boolean> {
    return Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20))]);
  }

  afterEach(() => vi.unstubAllGlobals());

  test('an answer of the tab’s own build, or naming none, is handed on', async () => {
    for (const served of ['old', null]) {
      const {assign, reload, call} = tab({served: () => served});
      const response = await call();
      expect(response.status).toBe(200);
      expect(assign).not.toHaveBeenCalled();
      expect(reload).not.toHaveBeenCalled();
    }
  });

  test('during a GET navigation, another build’s answer loads its target as a document, and is never handed on', async () => {
    const location = {pathname: '/producten/protein', search: '?sort=price-asc', hash: '#grid'};
    for (const formMethod of [undefined, 'get', 'GET']) {
      const {assign, reload, storage, call} = tab({served: () => 'new', navigation: {state: 'loading', formMethod, location}});
      expect(await settles(call())).toBe(false);
      expect(assign).toHaveBeenCalledWith('/producten/protein?sort=price-asc#grid');
      expect(reload).not.toHaveBeenCalled();
      expect(storage.get(RELOADED_FOR_KEY)).toBe('new');
    }
  });

  test('a fetcher’s, a revalidation’s or a posted form’s answer reloads the page the tab is on', async () => {
    const location = {pathname: '/cart', search: '', hash: ''};
    for (const navigation of [{state: 'idle'}, {state: 'submitting', formMethod: 'post', location}, {state: 'loading', formMethod: 'POST', location}]) {
      const {assign, reload, call} = tab({served: () => 'new', navigation});
      expect(await settles(call())).toBe(false);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(assign).not.toHaveBeenCalled();
    }
  });

  test('once leaving, the other answers of the new build are held back too (the navigation’s other loaders)', async () => {
    const {reload, call} = tab({served: () => 'new'});
    const first = call();
    const second = call();
    expect(await settles(first)).toBe(false);
    expect(await settles(second)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('no second reload for the same build (the document came back old): the answer is handed on', async () => {
    const {reload, call} = tab({served: () => 'new', storage: new Map([[RELOADED_FOR_KEY, 'new']])});
    expect((await call()).status).toBe(200);
    expect(reload).not.toHaveBeenCalled();
  });

  test('without sessionStorage it cannot tell a loop, so it never reloads', async () => {
    const {reload, assign, call} = tab({served: () => 'new', storageFails: true});
    expect((await call()).status).toBe(200);
    expect(reload).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});
