// Issue 9 §4: data shapes and rules live in the domain. The domain folders build what loaders send (cards,
// popups, colours) and never import from app/components; components import the types they render from them.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, test} from 'vitest';

const DOMAIN_FOLDERS = [
  'markets',
  'commerce',
  'content',
  'security',
  'upstream',
  'http',
  'loyalty',
  'tracking',
  'service',
  'reviews',
  'overlays',
];
const APP = join(__dirname, '../../app');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every module specifier a file imports or re-exports (static and dynamic). */
function specifiers(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

describe('domain modules never import from app/components', () => {
  for (const folder of DOMAIN_FOLDERS) {
    test(`app/${folder}`, () => {
      const files = sourceFiles(join(APP, folder));
      expect(files.length).toBeGreaterThan(0);
      const offending = files.flatMap((file) =>
        specifiers(readFileSync(file, 'utf8'))
          .filter((specifier) => specifier.startsWith('~/components') || /(^|\/)components\//.test(specifier))
          .map((specifier) => `${relative(APP, file)} imports ${specifier}`),
      );
      expect(offending).toEqual([]);
    });
  }

  test('the check sees an import from components when there is one', () => {
    expect(specifiers("import {x} from '~/components/ui/Thing';\nexport {y} from '../components/z';")).toEqual([
      '~/components/ui/Thing',
      '../components/z',
    ]);
  });
});
