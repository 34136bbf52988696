// The browser's route manifest (`/assets/manifest-<hash>.js`, `window.__remixManifest`) is loaded by every page,
// and with lazy route discovery off (vite.config.ts) it lists every route. Two things in it the browser never
// reads (README "JavaScript on the first view"):
// - resource routes (no default export) that no browser code reaches through Remix: crawlers' files, redirects
//   reached by full navigation, and JSON routes the browser asks with plain `fetch()`. Remix's fetchers, forms and
//   links find their route by matching this manifest, so routes they address stay (scripts/browser-routes.ts
//   lists both, and tests/unit/dev/browser-route-manifest.test.ts checks the list against the route files and the
//   browser code);
// - `false` flags and empty `imports`/`css` lists: Remix 2.15's browser code reads the flags as truthy or not and
//   the lists with `|| []` / `if (route.css)` (node_modules/@remix-run/react/dist/esm/routes.js, links.js,
//   components.js), React Router compares `index` and `caseSensitive` with `=== true`.
// The server build keeps the full manifest (its renderer and matching need every route); only the file the
// browser loads is rewritten, under a name hashed from its new content, and the server's URL of it follows.
import {createHash} from 'node:crypto';
import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Plugin} from 'vite';
import {parseRemixManifest} from './remix-manifest-file.mjs';

type RouteEntry = {id: string; [key: string]: unknown};
export type BrowserManifest = {entry: unknown; routes: Record<string, RouteEntry>; url: string; version: string};

const FALSE_BY_DEFAULT = ['index', 'caseSensitive', 'hasAction', 'hasLoader', 'hasClientAction', 'hasClientLoader', 'hasErrorBoundary'];
const EMPTY_BY_DEFAULT = ['imports', 'css'];
const SERVER_MANIFEST_ID = '\0virtual:remix/server-manifest';
const PREFIX = 'window.__remixManifest=';

/**
 * The route file (without extension) a manifest id mounts: `routes/<file>`, or a translated alias of it
 * (`alias/<word>/<file>`, app/markets/route-manifest.ts); null for the root.
 */
export function routeFileOfId(id: string): string | null {
  const file = /^routes\/(.+)$/.exec(id)?.[1] ?? /^alias\/[^/]+\/(.+)$/.exec(id)?.[1];
  return file ?? null;
}

/** One route entry without what the browser reads the same when absent. */
export function slimEntry(entry: RouteEntry): RouteEntry {
  const slim: RouteEntry = {...entry};
  for (const key of FALSE_BY_DEFAULT) if (slim[key] === false) delete slim[key];
  for (const key of EMPTY_BY_DEFAULT) if (Array.isArray(slim[key]) && (slim[key] as unknown[]).length === 0) delete slim[key];
  return slim;
}

/** The routes the browser gets: those whose file is not in `leftOut`, each slimmed. */
export function browserRoutes(routes: Record<string, RouteEntry>, leftOut: ReadonlySet<string>): Record<string, RouteEntry> {
  const kept: Record<string, RouteEntry> = {};
  for (const [id, entry] of Object.entries(routes)) {
    const file = routeFileOfId(id);
    if (file && leftOut.has(file)) continue;
    kept[id] = slimEntry(entry);
  }
  return kept;
}

export function manifestHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 8);
}

/**
 * Runs in the browser right after the object: each `[id, copied id, path]` becomes the copied route's entry
 * under its own id and path (see `compactCopies`).
 */
const EXPAND_COPIES = '((m,c)=>{for(const[i,s,p]of c)m.routes[i]={...m.routes[s],id:i,path:p}})(window.__remixManifest,';

type Copy = [id: string, copiedId: string, path: string];

/**
 * The routes as full entries and copies: a route whose entry is an earlier one's but for its id and path (the
 * translated aliases, the markets' home pages: 78 of 119 routes) is written as `[id, copied id, path]`, about
 * 0.8 KB gzip less on every page. Only a run of such routes at the end is written so, which keeps the expanded
 * object's order (the ranking of equal routes follows it).
 */
export function compactCopies(routes: Record<string, RouteEntry>): {full: Record<string, RouteEntry>; copies: Copy[]} {
  const ids = Object.keys(routes);
  const sameBut = (entry: RouteEntry) => JSON.stringify({...entry, id: undefined, path: undefined});
  const firstOf = new Map<string, string>();
  const copyOf = ids.map((id) => {
    const entry = routes[id]!;
    const key = sameBut(entry);
    const earlier = firstOf.get(key);
    if (!earlier) firstOf.set(key, id);
    return earlier && typeof entry.path === 'string' ? earlier : undefined;
  });
  let start = ids.length;
  while (start > 0 && copyOf[start - 1]) start--;
  const full = Object.fromEntries(ids.slice(0, start).map((id) => [id, routes[id]!]));
  const copies = ids.slice(start).map((id, index): Copy => [id, copyOf[start + index]!, routes[id]!.path as string]);
  return {full, copies};
}

/** A manifest file as Remix writes it or as rewritten here (its copies expanded); anything else throws. */
export function parseManifestFile(source: string): BrowserManifest {
  if (!source.startsWith(PREFIX)) throw new Error('not a Remix browser manifest file');
  return parseRemixManifest(source) as BrowserManifest;
}

/**
 * The browser manifest without `leftOut`'s routes, at a URL hashed from that content (beside the old one):
 * `{url, source}`. The version stays: the server keeps it too, and with lazy discovery off nothing compares it.
 */
export function rewriteBrowserManifest(manifest: BrowserManifest, leftOut: ReadonlySet<string>): {url: string; source: string} {
  const routes = browserRoutes(manifest.routes, leftOut);
  const url = manifest.url.replace(/manifest-[^/]*\.js$/, `manifest-${manifestHash({entry: manifest.entry, routes})}.js`);
  const {full, copies} = compactCopies(routes);
  const expand = copies.length ? `\n${EXPAND_COPIES}${JSON.stringify(copies)});` : '';
  const source = `${PREFIX}${JSON.stringify({...manifest, routes: full, url})};${expand}`;
  return {url, source};
}

/**
 * Rewrites the client build's route manifest file when the server build loads Remix's server manifest (Remix
 * writes the browser file just before), and points the server's `assets.url` at the new file.
 */
export function browserRouteManifest({clientDir, leftOut}: {clientDir: string; leftOut: readonly string[]}): Plugin {
  const files = new Set(leftOut);
  return {
    name: 'browser-route-manifest',
    apply: 'build',
    transform(code, id, options) {
      if (!options?.ssr || id !== SERVER_MANIFEST_ID) return null;
      const oldUrl = /["']([^"']*\/manifest-[^"'/]+\.js)["']/.exec(code)?.[1];
      if (!oldUrl) throw new Error('browser-route-manifest: no manifest URL in the server manifest');
      const oldFile = join(clientDir, oldUrl.replace(/^.*?\/(?=assets\/)/, ''));
      const {url, source} = rewriteBrowserManifest(parseManifestFile(readFileSync(oldFile, 'utf8')), files);
      writeFileSync(join(clientDir, url.replace(/^.*?\/(?=assets\/)/, '')), source);
      if (url !== oldUrl) rmSync(oldFile);
      return {code: code.split(oldUrl).join(url), map: null};
    },
  };
}
