// Remix 2's browser runtime bundles its single-fetch client and its lazy route discovery ("fog of war") whatever
// the future flags say: it reads them only at run time. With both flags off (vite.config.ts) that is 6 KB of
// minified code on every page that never runs, so the client build gets stand-ins for those two modules of
// @remix-run/react: what the runtime calls with the flags off answers as the real code does then ("off",
// nothing to patch, no effect); what it would call only with a flag on refuses loudly. The worker keeps the
// real modules (its renderer uses them).
import type {Plugin} from 'vite';

type Off = {singleFetch: boolean; lazyRouteDiscovery: boolean};

const PREFIX = '\0remix-browser-off:';
const REMIX_BROWSER_DIR = /[\\/]@remix-run[\\/]react[\\/]dist[\\/]esm[\\/]/;

const refuse = (flag: string) => `{ throw new Error('not in the browser build: ${flag} is off (vite.config.ts)'); }`;

/** The stand-ins by the module's name, each exporting every name Remix 2.15's browser code imports from it. */
const STAND_INS: Record<'single-fetch' | 'fog-of-war', string> = {
  'single-fetch': [
    `export function decodeViaTurboStream() ${refuse('v3_singleFetch')}`,
    `export function getSingleFetchDataStrategy() ${refuse('v3_singleFetch')}`,
    `export function singleFetchUrl() ${refuse('v3_singleFetch')}`,
    `export function StreamTransfer() ${refuse('v3_singleFetch')}`,
  ].join('\n'),
  'fog-of-war': [
    'export function isFogOfWarEnabled() { return false; }',
    // What the real function returns with the flag off: no routes to patch in on navigation.
    'export function getPatchRoutesOnNavigationFunction() { return undefined; }',
    // The real hook's only effect returns at once with the flag off.
    'export function useFogOFWarDiscovery() {}',
    `export function getPartialManifest() ${refuse('v3_lazyRouteDiscovery')}`,
    `export function fetchAndApplyManifestPatches() ${refuse('v3_lazyRouteDiscovery')}`,
  ].join('\n'),
};

export function withoutUnusedRemixBrowserCode(off: Off): Plugin {
  const replaced = new Set<string>([
    ...(off.singleFetch ? ['./single-fetch.js'] : []),
    ...(off.lazyRouteDiscovery ? ['./fog-of-war.js'] : []),
  ]);
  return {
    name: 'without-unused-remix-browser-code',
    enforce: 'pre',
    resolveId(id, importer, options) {
      if (options?.ssr || !importer || !REMIX_BROWSER_DIR.test(importer) || !replaced.has(id)) return null;
      return PREFIX + id.slice(2, -3);
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      return STAND_INS[id.slice(PREFIX.length) as keyof typeof STAND_INS] ?? null;
    },
  };
}
