// The patched React Router (patches/@remix-run+router+*.patch) against the unpatched package: matchRoutes on the
// built browser manifest's route tree, for paths generated from every route (optional, dynamic and splat forms,
// trailing and double slashes, case, extra segments, a basename), also on copies of the tree and a changed one.
// Needs `npm run build` and the npm registry (the unpatched package is fetched with `npm pack`).
// Usage: node scripts/check-router-patch.mjs
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {loadManifest} from './bench/assets.mjs';

const require = createRequire(import.meta.url);
const patched = require('@remix-run/router');
const {version} = require('@remix-run/router/package.json');
const dir = mkdtempSync(join(tmpdir(), 'router-'));
const tarball = execFileSync('npm', ['pack', `@remix-run/router@${version}`, '--silent'], {cwd: dir, encoding: 'utf8'}).trim();
execFileSync('tar', ['xzf', tarball], {cwd: dir});
const original = require(join(dir, 'package/dist/router.cjs.js'));
if (readFileSync(join(dir, 'package/dist/router.cjs.js'), 'utf8') === readFileSync(require.resolve('@remix-run/router'), 'utf8')) {
  throw new Error('the installed router is not patched (run npm install)');
}

const manifest = loadManifest();
function tree() {
  const byParent = new Map();
  for (const route of Object.values(manifest.routes)) {
    const parent = route.parentId ?? '';
    if (!byParent.has(parent)) byParent.set(parent, []);
    byParent.get(parent).push(route);
  }
  const make = (parent) =>
    (byParent.get(parent) ?? []).map((r) => ({id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive, children: make(r.id)}));
  return make('');
}

const values = ['de', 'fr-be', 'x'];
const paths = new Set(['/', '', '//', '///', '/de/', '/de//konto', '//de/konto', '/de/konto//', '/DE/Konto', '/products/', '/a/b/c/d/e/f']);
for (const route of Object.values(manifest.routes)) {
  if (!route.path) continue;
  let forms = [[]];
  for (const segment of route.path.split('/')) {
    const next = [];
    const base = segment.replace(/\?$/, '');
    for (const form of forms) {
      if (segment.endsWith('?')) next.push(form);
      if (base === '*') next.push(form, [...form, 'a'], [...form, 'a', 'b'], [...form, 'a', '', 'b']);
      else if (base.startsWith(':')) for (const value of values) next.push([...form, value]);
      else next.push([...form, base]);
    }
    forms = next.slice(0, 60);
  }
  for (const form of forms) {
    const path = `/${form.join('/')}`;
    for (const variant of [path, `${path}/`, `${path}//`, `${path}/extra`, path.replace(/\/[^/]*$/, ''), path.toUpperCase()]) paths.add(variant);
  }
}

const shape = (matches) =>
  matches?.map((m) => [m.route.id, m.pathname, m.pathnameBase, JSON.stringify(m.params)].join('|')).join(' > ') ?? null;
let compared = 0;
const differ = [];
const compare = (routes, location, basename) => {
  compared++;
  const a = shape(patched.matchRoutes(routes, location, basename));
  const b = shape(original.matchRoutes(routes, location, basename));
  if (a !== b) differ.push(`${location} (basename ${basename}): patched ${a}, unpatched ${b}`);
};
for (const basename of ['/', '/shop']) for (const path of paths) compare(tree(), basename === '/' ? path : basename + path, basename);
const [first, copy, changed] = [tree(), tree(), tree()];
changed[0].children.reverse();
for (const path of paths) for (const routes of [first, copy, changed]) compare(routes, path, '/');

console.log(`${compared} matches compared (${paths.size} paths), ${differ.length} differ`);
for (const line of differ.slice(0, 20)) console.log(`  ${line}`);
process.exit(differ.length ? 1 : 0);
