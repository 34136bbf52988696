import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, test} from 'vitest';
import {digestFiles, peerEnv, sourceFiles} from '../../../scripts/bench/peer.mjs';

let dir: string;
afterEach(() => dir && rmSync(dir, {recursive: true, force: true}));

function tree(files: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'peer-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), {recursive: true});
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('the skeleton beside our worker', () => {
  test('its env points the Storefront client at our stand-in on the bench’s services port', () => {
    expect(peerEnv(4330)).toMatchObject({PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4330', SESSION_SECRET: expect.any(String)});
  });

  test('its sources are copied without what install and build make, or the .env the bench writes', () => {
    const root = tree({
      'package.json': '{}',
      'app/root.tsx': 'x',
      'node_modules/a/index.js': 'x',
      'dist/server/index.js': 'x',
      '.env': 'X=1',
      '.cache/vite': 'x',
    });
    expect(sourceFiles(root)).toEqual(['app/root.tsx', 'package.json']);
  });

  test('a changed file or file name changes the stamp; the same tree keeps it', () => {
    const root = tree({'a.txt': 'one', 'b.txt': 'two'});
    const stamp = digestFiles(root, ['a.txt', 'b.txt']);
    expect(digestFiles(root, ['a.txt', 'b.txt'])).toBe(stamp);
    writeFileSync(join(root, 'b.txt'), 'three');
    expect(digestFiles(root, ['a.txt', 'b.txt'])).not.toBe(stamp);
    expect(digestFiles(root, ['a.txt'])).not.toBe(digestFiles(root, ['b.txt']));
  });
});
