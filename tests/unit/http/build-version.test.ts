// A tab opened before a deploy meets loader data of the new build (app/http/build-version.ts,
// app/http/build-skew.client.ts): the worker names its build on every loader-data answer; the tab's code hands
// an answer of another build to nobody and loads the page as a document from the new build, once per build.
import {afterEach, describe, expect, test, vi} from 'vitest';
import {BUILD_HEADER, MAX_RELOADS_PER_TAB, RELOADED_FOR_KEY, reloadedForAfter, reloadsForBuild, withBuildVersion} from '~/http/build-version';
import {reloadOnNewBuild} from '~/http/build-skew.client';

describe('reloadsForBuild', () => {
  test.each([
    ['the same build', 'b1', 'b1', null, false],
    ['an answer naming no build (cached before the header)', 'b1', null, null, false],
    ['an empty name', 'b1', '', null, false],
    ['a new build, first time', 'b1', 'b2', null, true],
    ['a new build after a reload for an earlier one', 'b1', 'b3', 'b2', true],
    ['the build it already reloaded for (the document was still old): no loop', 'b1', 'b2', 'b2', false],
    ['a build it reloaded for before another one (answers alternating in a rolling deploy): no loop', 'b1', 'b2', 'b2 b3', false],
    ['a name with a space (would corrupt the list)', 'b1', 'b2 b3', null, false],
  ])('%s', (_, tab, served, reloadedFor, reloads) => {
    expect(reloadsForBuild(tab, served, reloadedFor)).toBe(reloads);
  });

  test('a tab whose document stays old while answers come from any mix of builds reloads at most once per build, and never more than the cap', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (const kinds of [1, 2, 3, MAX_RELOADS_PER_TAB + 4]) {
      for (let run = 0; run < 20; run += 1) {
        let reloadedFor: string | null = null;
        let reloads = 0;
        for (let answer = 0; answer < 200; answer += 1) {
          const served = `b${1 + Math.floor(random() * kinds)}`;
          if (!reloadsForBuild('old', served, reloadedFor)) continue;
          reloadedFor = reloadedForAfter(reloadedFor, served);
          reloads += 1;
        }
        expect(reloads).toBeLessThanOrEqual(Math.min(kinds, MAX_RELOADS_PER_TAB));
      }
    }
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

  function tab({served, navigation, storage = new Map<string, string>(), storageFails = false, headers = {}}: {
    served: () => string | null;
    navigation?: Navigation;
    storage?: Map<string, string>;
    storageFails?: boolean;
    headers?: Record<string, string>;
  }) {
    const assign = vi.fn();
    const reload = vi.fn();
    const fetch = vi.fn(async (_input: unknown, _init?: RequestInit) => {
      const name = served();
      return new Response(null, {status: 204, headers: {...headers, ...(name === null ? {} : {[BUILD_HEADER]: name})}});
    });
    const win: Record<string, unknown> = {fetch, __remixRouter: {state: {navigation: navigation ?? {state: 'idle'}}}};
    const failing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('window', win);
    vi.stubGlobal('location', {assign, reload, origin: 'https://shop.test', href: 'https://shop.test/producten'});
    vi.stubGlobal('sessionStorage', {
      getItem: storageFails ? failing : (key: string) => storage.get(key) ?? null,
      setItem: storageFails ? failing : (key: string, value: string) => void storage.set(key, value),
    });
    reloadOnNewBuild('old');
    const call = (input: Parameters<typeof globalThis.fetch>[0] = '/producten?_data=root', init?: RequestInit) =>
      (win.fetch as typeof globalThis.fetch)(input, init);
    return {assign, reload, storage, call, fetch};
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
      expect(response.status).toBe(204);
      expect(assign).not.toHaveBeenCalled();
      expect(reload).not.toHaveBeenCalled();
    }
  });

  test('during a GET navigation, another build’s answer loads its target as a document, and is never handed on', async () => {
    const location = {pathname: '/producten/protein', search: '?sort=price-asc', hash: '#grid'};
    for (const formMethod of [undefined, 'get', 'GET']) {
      const {assign, reload, storage, call} = tab({served: () => 'new', navigation: {state: 'loading', formMethod, location}});
      expect(await settles(call())).toBe(false);
      expect(assign).toHaveBeenCalledWith('https://shop.test/producten/protein?sort=price-asc#grid');
      expect(reload).not.toHaveBeenCalled();
      expect(storage.get(RELOADED_FOR_KEY)).toBe('new');
    }
  });

  test('a fetcher’s, a revalidation’s or a posted form’s action answer reloads the page the tab is on', async () => {
    const location = {pathname: '/cart', search: '', hash: ''};
    for (const navigation of [{state: 'idle'}, {state: 'submitting', formMethod: 'post', location}]) {
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

  test('after a posted form’s action (its loaders or its redirect’s target loading) the navigation’s target loads as a GET document', async () => {
    for (const formMethod of ['post', 'POST', 'delete']) {
      const {assign, reload, call} = tab({served: () => 'new', navigation: {state: 'loading', formMethod, location: {pathname: '/account', search: '', hash: ''}}});
      expect(await settles(call())).toBe(false);
      expect(assign).toHaveBeenCalledWith('https://shop.test/account');
      expect(reload).not.toHaveBeenCalled();
    }
  });

  test('a navigation target that is no path on our own origin (`//host`, `/\\host`) reloads the page instead of leading there', async () => {
    for (const pathname of ['//evil.example/x', '/\\evil.example/x', '///evil.example']) {
      const {assign, reload, call} = tab({served: () => 'new', navigation: {state: 'loading', location: {pathname, search: '', hash: ''}}});
      expect(await settles(call())).toBe(false);
      expect(assign).not.toHaveBeenCalled();
      expect(reload).toHaveBeenCalledTimes(1);
    }
  });

  test('only our own loader data counts: another origin’s answer or a non-loader request naming a build is handed on, no reload', async () => {
    for (const input of ['https://widget.example/reviews?_data=root', '//widget.example/x?_data=root', '/api/search?q=x', new URL('https://cdn.example/a?_data=root'), new Request('https://widget.example/b?_data=root')]) {
      const {assign, reload, storage, call} = tab({served: () => 'new'});
      expect((await call(input)).status).toBe(204);
      expect(reload).not.toHaveBeenCalled();
      expect(assign).not.toHaveBeenCalled();
      expect(storage.size).toBe(0);
    }
  });

  test('a redirect answer of the new build is handed on (Remix follows it; the target’s answer decides), nothing stored', async () => {
    const location = {pathname: '/account/login', search: '', hash: ''};
    for (const navigation of [{state: 'idle'}, {state: 'loading', formMethod: 'POST', location}, {state: 'loading', location}]) {
      const {assign, reload, storage, call} = tab({served: () => 'new', navigation, headers: {'X-Remix-Redirect': '/account'}});
      expect((await call()).headers.get('X-Remix-Redirect')).toBe('/account');
      expect(reload).not.toHaveBeenCalled();
      expect(assign).not.toHaveBeenCalled();
      expect(storage.size).toBe(0);
    }
  });

  test('a GET answer of another build kept by the browser’s cache is asked again past it; the server’s answer of the tab’s build is handed on, no reload', async () => {
    for (const fresh of ['old', null]) {
      const answers = ['cached-build', fresh];
      const {assign, reload, storage, call, fetch} = tab({served: () => answers.shift() ?? null});
      const response = await call('/producten?_data=root', {signal: new AbortController().signal});
      expect(response.headers.get(BUILD_HEADER)).toBe(fresh);
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(fetch.mock.calls[1]![1]).toMatchObject({cache: 'reload'});
      expect(reload).not.toHaveBeenCalled();
      expect(assign).not.toHaveBeenCalled();
      expect(storage.size).toBe(0);
    }
  });

  test('a GET answered by another build past the cache too reloads; a posted form is never sent twice', async () => {
    const get = tab({served: () => 'new'});
    expect(await settles(get.call())).toBe(false);
    expect(get.fetch).toHaveBeenCalledTimes(2);
    expect(get.reload).toHaveBeenCalledTimes(1);
    for (const method of ['POST', 'post', 'DELETE']) {
      const posted = tab({served: () => 'new'});
      expect(await settles(posted.call('/cart?_data=routes%2Fcart', {method, body: 'a=1'}))).toBe(false);
      expect(posted.fetch).toHaveBeenCalledTimes(1);
      expect(posted.reload).toHaveBeenCalledTimes(1);
    }
    const request = tab({served: () => 'new'});
    expect(await settles(request.call(new Request('https://shop.test/cart?_data=root', {method: 'POST', body: 'a=1'})))).toBe(false);
    expect(request.fetch).toHaveBeenCalledTimes(1);
  });

  test('no second reload for the same build (the document came back old): the answer is handed on', async () => {
    const {reload, call} = tab({served: () => 'new', storage: new Map([[RELOADED_FOR_KEY, 'new']])});
    expect((await call()).status).toBe(204);
    expect(reload).not.toHaveBeenCalled();
  });

  test('without sessionStorage it cannot tell a loop, so it never reloads', async () => {
    const {reload, assign, call} = tab({served: () => 'new', storageFails: true});
    expect((await call()).status).toBe(204);
    expect(reload).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});
