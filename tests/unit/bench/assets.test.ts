import {gzipSync} from 'node:zlib';
import {describe, expect, test} from 'vitest';
import {
  assetUrlsFromHtml,
  endOfJsonObject,
  gzipBytes,
  hydratedRouteIds,
  kb,
  loaderDataBytes,
  pageWeight,
  parseRemixManifest,
  withManifestImports,
} from '../../../scripts/bench/assets.mjs';
import {rewriteBrowserManifest} from '../../../scripts/vite-browser-route-manifest';

const HTML = `<!DOCTYPE html><html><head>
<link rel="canonical" href="http://shop.test/producten"/>
<link rel="stylesheet" href="/assets/app-1.css"/>
<link rel="icon" type="image/svg+xml" href="/favicon.svg"/>
<link rel="modulepreload" href="/assets/entry.client-1.js"/>
<link rel="modulepreload" href="/assets/components-1.js"/>
<link rel="preload" as="image" href="http://images.test/a.webp"/>
</head><body>
<script type="module" async="">;
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/(_locale).products._index-1.js";
window.__remixManifest = {};
</script></body></html>`;

const MANIFEST = {
  entry: {module: '/assets/entry.client-1.js', imports: ['/assets/components-1.js', '/assets/sentry-1.js'], css: []},
  routes: {
    root: {id: 'root', module: '/assets/root-1.js', imports: ['/assets/components-1.js', '/assets/Dialog-1.js'], css: []},
    'routes/($locale).products._index': {
      id: 'routes/($locale).products._index',
      module: '/assets/(_locale).products._index-1.js',
      imports: ['/assets/ProductCard-1.js'],
      css: ['/assets/products-1.css'],
    },
    'routes/($locale).cart': {id: 'routes/($locale).cart', module: '/assets/(_locale).cart-1.js', imports: ['/assets/Cart-1.js']},
  },
};

describe('the assets a first view loads', () => {
  test('the HTML gives its stylesheets, module preloads and inline module imports, only from /assets/', () => {
    expect(assetUrlsFromHtml(HTML)).toEqual({
      js: ['/assets/entry.client-1.js', '/assets/components-1.js', '/assets/root-1.js', '/assets/(_locale).products._index-1.js'],
      css: ['/assets/app-1.css'],
    });
  });

  test('modules held for after the first paint count as loaded: every one its JSON element lists', () => {
    const held = `<html><body><script>window.__remixContext = {};</script>
<script type="application/json" nonce="n">{"preload":["/assets/manifest-1.js","/assets/entry.client-1.js","/assets/root-1.js","/assets/nl-1.js","https://cdn.test/x.js"],"manifest":"/assets/manifest-1.js","routes":[["root","/assets/root-1.js"]],"entry":"/assets/entry.client-1.js"}</script>
<script type="application/json">{not json</script><script>(()=>{})()</script></body></html>`;
    expect(assetUrlsFromHtml(held)).toEqual({
      js: ['/assets/manifest-1.js', '/assets/entry.client-1.js', '/assets/root-1.js', '/assets/nl-1.js'],
      css: [],
    });
  });

  test('the manifest adds the entry and the imported route modules, not the routes the page does not use', () => {
    const {js, css} = withManifestImports(assetUrlsFromHtml(HTML), MANIFEST);
    expect(js).toContain('/assets/sentry-1.js');
    expect(js).toContain('/assets/Dialog-1.js');
    expect(js).toContain('/assets/ProductCard-1.js');
    expect(js).not.toContain('/assets/Cart-1.js');
    expect(new Set(js).size).toBe(js.length);
    expect(css).toEqual(['/assets/app-1.css', '/assets/products-1.css']);
  });

  test('the manifest file is read from its window.__remixManifest assignment', () => {
    const source = `window.__remixManifest=${JSON.stringify(MANIFEST)};`;
    expect(parseRemixManifest(source)).toEqual(MANIFEST);
    expect(() => parseRemixManifest('export {}')).toThrow(/no manifest/);
  });

  test('routes written as copies after the object are read as the browser expands them', () => {
    const page = {id: 'routes/page', parentId: 'root', path: 'page', hasLoader: true, module: '/assets/page-1.js', imports: ['/assets/Shared-1.js']};
    const routes = {root: {id: 'root', path: '', module: '/assets/root-1.js'}, [page.id]: page, 'alias/seite': {...page, id: 'alias/seite', path: 'seite'}};
    const {source} = rewriteBrowserManifest({entry: MANIFEST.entry, routes, url: '/assets/manifest-1.js', version: '1'}, new Set());
    expect(source).toContain('[["alias/seite","routes/page","seite"]]');
    expect(parseRemixManifest(source).routes).toEqual(routes);
  });

  test('sizes are the sum of each file compressed on its own', () => {
    const files: Record<string, Buffer> = {'/a.js': Buffer.from('a'.repeat(5000)), '/b.js': Buffer.from('let b = 1;')};
    const expected = gzipSync(files['/a.js']!).byteLength + gzipSync(files['/b.js']!).byteLength;
    expect(gzipBytes(['/a.js', '/b.js'], (url: string) => files[url])).toBe(expected);
    expect(kb(2048)).toBe(2);
    expect(kb(1100)).toBe(1.1);
  });

  test('a page weight reports JS, CSS and HTML in gzip KB and the file counts', () => {
    const read = (url: string) => Buffer.from(`/* ${url} */ `.repeat(200));
    const weight = pageWeight(HTML, MANIFEST, read);
    expect(weight.jsFiles).toBe(7);
    expect(weight.cssFiles).toBe(2);
    expect(weight.jsKb).toBeGreaterThan(0);
    expect(weight.htmlKb).toBe(kb(gzipSync(Buffer.from(HTML), {level: 6}).byteLength));
  });
});

describe('serialized loader data', () => {
  // As Remix writes it: the context in one inline script, braces and quotes inside strings included.
  const CONTEXT = '{"state":{"loaderData":{"root":{"title":"a } \\" {"},"routes/product":{"page":{"html":"<p>x</p>"}}}},"future":{}}';
  const page = (extra = '') =>
    `<html><body><p>{ not data }</p><script nonce="n">window.__remixContext = ${CONTEXT};</script>${extra}<script type="module">import "/assets/a.js";</script></body></html>`;

  test('the context object ends at its own closing brace, strings and escapes skipped', () => {
    const text = `x = ${CONTEXT};__remixContext.p = function(){}`;
    expect(text.slice(4, endOfJsonObject(text, 4))).toBe(CONTEXT);
    expect(endOfJsonObject('{"open": "}"', 0)).toBe(-1);
  });

  test('counts the context JSON, not the rest of the page', () => {
    expect(loaderDataBytes(page())).toBe(Buffer.byteLength(CONTEXT));
    expect(pageWeight(page(), {entry: {module: '/assets/a.js'}, routes: {}}, () => Buffer.from('x')).loaderDataKb).toBe(kb(Buffer.byteLength(CONTEXT)));
  });

  test('adds the scripts that stream deferred data, in bytes (UTF-8)', () => {
    const chunk = '__remixContext.r("routes/product", "reviews", {"text":"très bien"})';
    expect(loaderDataBytes(page(`<script>${chunk}</script>`))).toBe(Buffer.byteLength(CONTEXT) + Buffer.byteLength(chunk));
  });

  test('the route ids the page hydrates with, root first; none without a context', () => {
    expect(hydratedRouteIds(page())).toEqual(['root', 'routes/product']);
    expect(hydratedRouteIds('<html></html>')).toEqual([]);
    expect(loaderDataBytes('<html></html>')).toBe(0);
  });

  test('the uncompressed HTML is its UTF-8 size', () => {
    expect(pageWeight('é'.repeat(1024), {entry: {module: '/x.js'}, routes: {}}, () => Buffer.from('x')).htmlRawKb).toBe(2);
  });
});
