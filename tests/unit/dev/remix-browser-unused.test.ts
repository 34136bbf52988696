// The client build without Remix's single-fetch client and lazy route discovery (scripts/vite-remix-browser-unused.ts):
// the browser gets stand-ins that answer as the real code does with the flags off, the worker the real modules.
import {describe, expect, test} from 'vitest';
import {withoutUnusedRemixBrowserCode} from '../../../scripts/vite-remix-browser-unused';

type Hook = (...args: unknown[]) => unknown;
const REMIX = '/app/node_modules/@remix-run/react/dist/esm/browser.js';

function hooks(off = {singleFetch: true, lazyRouteDiscovery: true}) {
  const plugin = withoutUnusedRemixBrowserCode(off);
  return {resolveId: plugin.resolveId as Hook, load: plugin.load as Hook};
}

async function standIn(id: string): Promise<Record<string, (...args: unknown[]) => unknown>> {
  const {resolveId, load} = hooks();
  const source = load(resolveId(id, REMIX, {ssr: false})) as string;
  return import(`data:text/javascript,${encodeURIComponent(source)}`);
}

describe('unused Remix browser code', () => {
  test("only Remix's own imports in the browser build are replaced, and only for a flag that is off", () => {
    const {resolveId} = hooks();
    expect(resolveId('./single-fetch.js', REMIX, {ssr: false})).toEqual(expect.stringContaining('single-fetch'));
    expect(resolveId('./fog-of-war.js', REMIX, {ssr: false})).toEqual(expect.stringContaining('fog-of-war'));
    expect(resolveId('./single-fetch.js', REMIX, {ssr: true})).toBeNull();
    expect(resolveId('./single-fetch.js', '/app/app/root.tsx', {ssr: false})).toBeNull();
    expect(resolveId('./routes.js', REMIX, {ssr: false})).toBeNull();
    const lazyOn = hooks({singleFetch: true, lazyRouteDiscovery: false});
    expect(lazyOn.resolveId('./fog-of-war.js', REMIX, {ssr: false})).toBeNull();
  });

  test('lazy route discovery answers "off" as the real module does with the flag off', async () => {
    const fogOfWar = await standIn('./fog-of-war.js');
    expect(fogOfWar.isFogOfWarEnabled!({v3_lazyRouteDiscovery: false}, false)).toBe(false);
    expect(fogOfWar.getPatchRoutesOnNavigationFunction!()).toBeUndefined();
    expect(fogOfWar.useFogOFWarDiscovery!()).toBeUndefined();
    expect(() => fogOfWar.getPartialManifest!()).toThrow(/v3_lazyRouteDiscovery is off/);
  });

  test('the single-fetch client refuses if it were ever called', async () => {
    const singleFetch = await standIn('./single-fetch.js');
    expect(Object.keys(singleFetch).sort()).toEqual([
      'StreamTransfer',
      'decodeViaTurboStream',
      'getSingleFetchDataStrategy',
      'singleFetchUrl',
    ]);
    expect(() => singleFetch.singleFetchUrl!('/x')).toThrow(/v3_singleFetch is off/);
  });
});
