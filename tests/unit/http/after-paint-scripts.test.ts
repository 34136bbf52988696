// The first view's scripts start after the first paint (app/http/after-paint-scripts.ts): the document names what
// Remix's <Scripts> would import, in its order, and preloads every module of the first view once, and nothing else.
import {gzipSync} from 'node:zlib';
import {describe, expect, test} from 'vitest';
import {
  afterPaintModules,
  heldModulesJson,
  STARTER_SOURCE,
  type ScriptsManifest,
} from '~/http/after-paint-scripts';

const MANIFEST: ScriptsManifest = {
  url: '/assets/manifest-1.js',
  entry: {module: '/assets/entry.client-1.js', imports: ['/assets/components-1.js']},
  routes: {
    root: {module: '/assets/root-1.js', imports: ['/assets/components-1.js', '/assets/Dialog-1.js']},
    'routes/($locale).products._index': {module: '/assets/(_locale).products._index-1.js'},
  },
};

describe('the modules of the first view, as Remix imports them', () => {
  test('manifest, then each matched route module under its id, then the entry', () => {
    const modules = afterPaintModules(MANIFEST, ['root', 'routes/($locale).products._index']);
    expect(modules.manifest).toBe('/assets/manifest-1.js');
    expect(modules.routes).toEqual([
      ['root', '/assets/root-1.js'],
      ['routes/($locale).products._index', '/assets/(_locale).products._index-1.js'],
    ]);
    expect(modules.entry).toBe('/assets/entry.client-1.js');
  });

  test('a match the manifest does not know is left out rather than imported as undefined', () => {
    const modules = afterPaintModules(MANIFEST, ['root', 'routes/gone']);
    expect(modules.routes).toEqual([['root', '/assets/root-1.js']]);
    expect(JSON.stringify(modules)).not.toMatch(/gone|undefined|null/);
  });

  test('every module once, preloaded together: manifest, entry and its imports, each route and its imports, extras', () => {
    expect(afterPaintModules(MANIFEST, ['root', 'routes/($locale).products._index'], ['/assets/nl-1.js']).preload).toEqual([
      '/assets/manifest-1.js',
      '/assets/entry.client-1.js',
      '/assets/components-1.js',
      '/assets/Dialog-1.js',
      '/assets/root-1.js',
      '/assets/(_locale).products._index-1.js',
      '/assets/nl-1.js',
    ]);
  });

  test('only same-origin paths: no other host, no scheme, nothing that needs escaping', () => {
    const extra = ['https://evil.test/x.js', '//evil.test/x.js', '/\\evil.test/x.js', '/assets/a b.js', '/assets/"x.js', 'javascript:alert(1)', '/assets/ok.js'];
    const {preload} = afterPaintModules(MANIFEST, [], extra);
    expect(preload).toContain('/assets/ok.js');
    for (const bad of extra.slice(0, 6)) expect(preload).not.toContain(bad);
    const hostile: ScriptsManifest = {...MANIFEST, routes: {root: {module: 'https://evil.test/root.js'}}};
    expect(afterPaintModules(hostile, ['root']).routes).toEqual([]);
  });
});

describe('the JSON element', () => {
  test('no text in it can end the element (`<` is escaped), and it reads back the same', () => {
    const modules = afterPaintModules(MANIFEST, ['root']);
    const hostile = {...modules, routes: [['</script><script>alert(1)//', '/assets/root-1.js']] as [string, string][]};
    const json = heldModulesJson(hostile);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(hostile);
  });
});

describe('the starter', () => {
  test('is plain script text: no `<` that could end its element, and it parses', () => {
    expect(STARTER_SOURCE).not.toContain('<');
    expect(() => new Function(STARTER_SOURCE)).not.toThrow();
  });

  test('stays small, as it is inline in every document: at most 4.4 KB, 2 KB gzip (2.8 and 1.3 before held submissions were sent on leaving and selects replayed)', () => {
    expect(Buffer.byteLength(STARTER_SOURCE)).toBeLessThanOrEqual(4400);
    expect(gzipSync(STARTER_SOURCE).length).toBeLessThanOrEqual(2000);
  });

  test('runs under the CSP nonce alone: no eval, no code in strings for timers, no inline event handler attributes', () => {
    expect(STARTER_SOURCE).not.toMatch(/\beval\b|new Function|setAttribute\(\s*['"]on|setTimeout\(\s*['"`]|innerHTML/);
    // The module script it adds carries the document's nonce.
    expect(STARTER_SOURCE).toContain('script.nonce=me.nonce');
  });
});
