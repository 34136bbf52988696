// The browser's route manifest without resource routes no browser code reaches through Remix, and without what
// Remix reads the same when absent (scripts/vite-browser-route-manifest.ts, the lists in scripts/browser-routes.ts).
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import {describe, expect, test} from 'vitest';
import {KEPT_IN_BROWSER_MANIFEST, LEFT_OUT_OF_BROWSER_MANIFEST} from '../../../scripts/browser-routes';
import {
  browserRouteManifest,
  browserRoutes,
  compactCopies,
  manifestHash,
  parseManifestFile,
  rewriteBrowserManifest,
  routeFileOfId,
  slimEntry,
  type BrowserManifest,
} from '../../../scripts/vite-browser-route-manifest';

const ROUTES_DIR = 'app/routes';
const LEFT_OUT = new Set(LEFT_OUT_OF_BROWSER_MANIFEST.map((route) => route.file));

function routeFiles(): {file: string; source: string}[] {
  return readdirSync(ROUTES_DIR)
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => ({file: name.replace(/\.tsx?$/, ''), source: readFileSync(join(ROUTES_DIR, name), 'utf8')}));
}

const isResourceRoute = (source: string) => !/^export default\b/m.test(source);

/** Comments name routes too; only code addresses them. */
const withoutCommentLines = (source: string) =>
  source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
    .join('\n');

/** Browser code: app/ without server modules and without the route modules of the left-out routes themselves. */
function browserSources(dir = 'app'): {path: string; source: string}[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === ROUTES_DIR ? [] : browserSources(path);
    if (!/\.tsx?$/.test(entry.name) || /\.server\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [{path: relative('.', path), source: withoutCommentLines(readFileSync(path, 'utf8'))}];
  });
}

// What Remix's browser code matches against the route manifest: fetchers, forms, links, navigation.
const REMIX_ADDRESSING = /useFetcher|fetcher\.|\.load\(|\bload\(|useSubmit|\bsubmit\(|<Form\b|<fetcher\.Form|<Link\b|<NavLink\b|navigate\(|useLoadedResource/;

describe('which resource routes the browser manifest leaves out', () => {
  test('every resource route (no default export) is either left out or kept, with a reason; nothing else is in the lists', () => {
    const resource = routeFiles().filter((route) => isResourceRoute(route.source)).map((route) => route.file);
    const listed = [...LEFT_OUT, ...Object.keys(KEPT_IN_BROWSER_MANIFEST)];
    expect([...listed].sort()).toEqual([...resource].sort());
    expect(new Set(listed).size).toBe(listed.length);
    for (const route of LEFT_OUT_OF_BROWSER_MANIFEST) expect(route.why).not.toBe('');
    for (const why of Object.values(KEPT_IN_BROWSER_MANIFEST)) expect(why).not.toBe('');
  });

  test('a route with a default export (a page, or a redirect route Remix may navigate to) is never left out', () => {
    const pages = routeFiles().filter((route) => !isResourceRoute(route.source));
    expect(pages.length).toBeGreaterThan(30);
    for (const page of pages) expect(LEFT_OUT.has(page.file), page.file).toBe(false);
  });

  test('browser code names a left-out route only in the files reviewed for it, and never next to a fetcher, Form or Link', () => {
    const sources = browserSources();
    expect(sources.length).toBeGreaterThan(100);
    for (const route of LEFT_OUT_OF_BROWSER_MANIFEST) {
      const naming = sources.filter((file) => file.source.includes(route.names)).map((file) => file.path);
      expect(naming.sort(), `${route.file} (${route.names})`).toEqual([...route.reachedFrom].sort());
    }
    // The names reach other files through helpers and constants: each use of those is plain fetch or a plain form.
    const helpers = /PREVIEW_PATHS\.(exit|links|listen)|loyaltyPath\(|recommendationsPath\(|askRating\(|reviewsPath\(/;
    for (const file of sources) {
      for (const line of file.source.split('\n')) {
        if (helpers.test(line)) expect(REMIX_ADDRESSING.test(line), `${file.path}: ${line.trim()}`).toBe(false);
      }
    }
  });

  test('the routes kept are the ones browser code addresses through Remix', () => {
    const sources = browserSources();
    const addressed = (fragment: string) =>
      sources.some((file) => file.source.split('\n').some((line) => line.includes(fragment) && REMIX_ADDRESSING.test(line)));
    expect(addressed('/api/cart')).toBe(true);
    expect(addressed('/api/account')).toBe(true);
    expect(addressed('/api/search')).toBe(true);
    expect(sources.some((file) => /<Form[^>]*action=\{path\('\/account\/logout'\)\}/.test(file.source))).toBe(true);
  });
});

describe('route ids and entries', () => {
  test('an id names its route file, a translated alias the file it mounts, the root none', () => {
    expect(routeFileOfId('routes/[robots.txt]')).toBe('[robots.txt]');
    expect(routeFileOfId('routes/($locale).api.cart')).toBe('($locale).api.cart');
    expect(routeFileOfId('alias/konto/($locale).account.logout')).toBe('($locale).account.logout');
    expect(routeFileOfId('root')).toBeNull();
  });

  // Every combination of the flags: Remix 2.15's browser code reads each as truthy or not, React Router compares
  // index and caseSensitive with `=== true`, and the lists with `|| []` / `if (route.css)`.
  const FLAGS = ['index', 'caseSensitive', 'hasAction', 'hasLoader', 'hasClientAction', 'hasClientLoader', 'hasErrorBoundary'] as const;
  const combinations = Array.from({length: 2 ** FLAGS.length}, (_, bits) =>
    Object.fromEntries(FLAGS.map((flag, i) => [flag, Boolean(bits & (1 << i))])) as Record<(typeof FLAGS)[number], boolean>,
  );

  test.each(combinations.map((flags) => [JSON.stringify(flags), flags]))(
    'a slimmed entry reads the same to the browser as the full one: %s',
    (_, flags) => {
      for (const lists of [{imports: [], css: []}, {imports: ['/assets/a.js'], css: ['/assets/a.css']}]) {
        const entry = {id: 'routes/x', parentId: 'root', path: 'x', module: '/assets/x.js', ...flags, ...lists};
        const slim = slimEntry(entry);
        for (const flag of FLAGS) expect(Boolean(slim[flag]), flag).toBe(entry[flag]);
        expect(slim.index === true).toBe(entry.index === true);
        expect(slim.caseSensitive === true).toBe(entry.caseSensitive === true);
        expect((slim.imports as string[] | undefined) ?? []).toEqual(entry.imports);
        expect((slim.css as string[] | undefined) ?? []).toEqual(entry.css);
        expect([slim.id, slim.parentId, slim.path, slim.module]).toEqual([entry.id, entry.parentId, entry.path, entry.module]);
        for (const key of Object.keys(slim)) expect(slim[key], key).not.toBe(false);
      }
    },
  );
});

const entry = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  parentId: id === 'root' ? undefined : 'root',
  path: id,
  hasLoader: true,
  hasAction: false,
  module: `/assets/${id.replace(/\W/g, '_')}.js`,
  imports: [],
  ...extra,
});

const MANIFEST: BrowserManifest = {
  entry: {module: '/assets/entry.client.js', imports: ['/assets/shell.js']},
  routes: {
    root: entry('root', {hasErrorBoundary: true}),
    'routes/[robots.txt]': entry('routes/[robots.txt]'),
    'routes/($locale).api.cart': entry('routes/($locale).api.cart'),
    'routes/($locale).account.logout': entry('routes/($locale).account.logout', {hasAction: true}),
    'alias/konto/($locale).account.logout': entry('alias/konto/($locale).account.logout', {hasAction: true}),
    'routes/($locale).account_.authorize': entry('routes/($locale).account_.authorize'),
    'alias/konto/($locale).account_.authorize': entry('alias/konto/($locale).account_.authorize'),
  },
  url: '/assets/manifest-0123abcd.js',
  version: '0123abcd',
};

describe('the browser manifest file', () => {
  test('left-out routes and their translated aliases are gone; every other route stays, root included', () => {
    expect(Object.keys(browserRoutes(MANIFEST.routes, LEFT_OUT))).toEqual([
      'root',
      'routes/($locale).api.cart',
      'routes/($locale).account.logout',
      'alias/konto/($locale).account.logout',
    ]);
  });

  test('the file gets a name hashed from its new content; the version and the entry stay', () => {
    const {url, source} = rewriteBrowserManifest(MANIFEST, LEFT_OUT);
    const written = parseManifestFile(source);
    expect(url).toBe(`/assets/manifest-${manifestHash({entry: MANIFEST.entry, routes: written.routes})}.js`);
    expect(url).not.toBe(MANIFEST.url);
    expect(written).toEqual({...MANIFEST, routes: browserRoutes(MANIFEST.routes, LEFT_OUT), url});
    // Other content, other name; the same content, the same name.
    expect(rewriteBrowserManifest(MANIFEST, new Set()).url).not.toBe(url);
    expect(rewriteBrowserManifest(MANIFEST, LEFT_OUT).url).toBe(url);
  });

  test('the server build points at the rewritten file, which replaces the old one; the browser build and other modules are untouched', () => {
    const dir = mkdtempSync(join(tmpdir(), 'browser-manifest-'));
    const assets = join(dir, 'assets');
    mkdirSync(assets);
    writeFileSync(join(assets, 'manifest-0123abcd.js'), `window.__remixManifest=${JSON.stringify(MANIFEST)};`);
    const plugin = browserRouteManifest({clientDir: dir, leftOut: [...LEFT_OUT]});
    const transform = plugin.transform as (code: string, id: string, options?: {ssr?: boolean}) => {code: string} | null;
    const serverCode = `export default {'entry':{},'url':'/assets/manifest-0123abcd.js','version':'0123abcd'};`;

    expect(transform(serverCode, '\0virtual:remix/server-manifest', {ssr: false})).toBeNull();
    expect(transform(serverCode, '\0virtual:remix/server-build', {ssr: true})).toBeNull();

    const {url} = rewriteBrowserManifest(MANIFEST, LEFT_OUT);
    const result = transform(serverCode, '\0virtual:remix/server-manifest', {ssr: true});
    expect(result?.code).toBe(serverCode.replace('/assets/manifest-0123abcd.js', url));
    expect(existsSync(join(assets, 'manifest-0123abcd.js'))).toBe(false);
    const written = parseManifestFile(readFileSync(join(dir, url), 'utf8'));
    expect(Object.keys(written.routes)).not.toContain('routes/[robots.txt]');
    expect(written.version).toBe('0123abcd');
  });
});

describe('routes that copy another route are written as copies (translated aliases, the markets’ home pages)', () => {
  const route = (id: string, path: string | undefined, extra: Record<string, unknown> = {}) => ({
    id,
    parentId: 'root',
    ...(path === undefined ? {} : {path}),
    hasLoader: true,
    module: `/assets/${id.replace(/\W/g, '')}.js`,
    imports: ['/assets/entry.client.js', '/assets/Shared.js'],
    ...extra,
  });
  const page = route('routes/($locale).reviews', ':locale?/reviews');
  const home = route('routes/_index', undefined, {index: true});
  const routes = {
    root: {id: 'root', path: '', hasLoader: true, module: '/assets/root.js'},
    [page.id]: page,
    [home.id]: home,
    'routes/($locale).cart': route('routes/($locale).cart', ':locale?/cart', {hasAction: true}),
    'home/de': {...home, id: 'home/de', path: 'de'},
    'alias/bewertungen/($locale).reviews': {...page, id: 'alias/bewertungen/($locale).reviews', path: ':locale?/bewertungen'},
    'alias/recensioni/($locale).reviews': {...page, id: 'alias/recensioni/($locale).reviews', path: ':locale?/recensioni'},
  };

  /** What the browser ends up with: the written file run with a window of its own. */
  function runInBrowser(source: string) {
    const window = {} as {__remixManifest: BrowserManifest};
    new Function('window', source)(window);
    return window.__remixManifest;
  }

  test('the browser expands them into the routes the server wrote, in the same order', () => {
    const manifest = {...MANIFEST, routes};
    const {source} = rewriteBrowserManifest(manifest, new Set());
    const expanded = runInBrowser(source);
    expect(Object.keys(expanded.routes)).toEqual(Object.keys(routes));
    expect(expanded.routes).toEqual(routes);
    expect(parseManifestFile(source).routes).toEqual(routes);
    expect(compactCopies(routes).copies.map(([id, copied]) => [id, copied])).toEqual([
      ['home/de', 'routes/_index'],
      ['alias/bewertungen/($locale).reviews', 'routes/($locale).reviews'],
      ['alias/recensioni/($locale).reviews', 'routes/($locale).reviews'],
    ]);
  });

  test('only a run of copies at the end is written short (the order of equal routes decides their ranking)', () => {
    const withWholeLast = {...routes, last: {...routes['routes/($locale).cart'], id: 'last', path: ':locale?/last', hasClientLoader: true}};
    const {full, copies} = compactCopies(withWholeLast);
    expect(copies).toEqual([]);
    expect(Object.keys(full)).toEqual(Object.keys(withWholeLast));
    expect(runInBrowser(rewriteBrowserManifest({...MANIFEST, routes: withWholeLast}, new Set()).source).routes).toEqual(withWholeLast);
  });

  test('a route that differs in more than its id and path, or has no path, stays whole', () => {
    const {full, copies} = compactCopies({
      [page.id]: page,
      other: {...page, id: 'other', path: ':locale?/other', hasAction: true},
      nopath: {...page, id: 'nopath', path: undefined},
    });
    expect(copies).toEqual([]);
    expect(Object.keys(full)).toEqual([page.id, 'other', 'nopath']);
  });
});
