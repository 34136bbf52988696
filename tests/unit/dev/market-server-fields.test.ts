// README "JavaScript on the first view": the browser build's market table without the worker's fields
// (scripts/vite-market-server-fields.ts). Guards that the table keeps one field a line (the transform removes
// lines), that every market loses exactly those fields, and that no module the browser can load reads them.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, test} from 'vitest';
import {MARKETS} from '~/markets/markets';
import {SERVER_ONLY_MARKET_FIELDS, withoutServerFields} from '../../../scripts/vite-market-server-fields';

const TABLE = readFileSync('app/markets/markets.ts', 'utf8');

function appModules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? appModules(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the market table in the browser build: without the worker-only fields', () => {
  test('each server-only field is on a line of its own in every market, and the transform removes exactly those', () => {
    const stripped = withoutServerFields(TABLE);
    for (const field of SERVER_ONLY_MARKET_FIELDS) {
      expect(TABLE.match(new RegExp(`^\\s+${field}: [^\\n]*,$`, 'gm')), field).toHaveLength(MARKETS.length);
      expect(stripped.match(new RegExp(`^\\s+${field}: [^\\n]*,$`, 'gm')), field).toBeNull();
    }
    const kept = Object.keys(MARKETS[0]!).filter((field) => !(SERVER_ONLY_MARKET_FIELDS as readonly string[]).includes(field));
    for (const field of kept) expect(stripped.match(new RegExp(`^\\s+${field}: [^\\n]*,$`, 'gm')), field).toHaveLength(MARKETS.length);
  });

  test('no module the browser can load reads them (only .server modules and the server-side preview links do)', () => {
    const serverSide = new Set(['app/markets/markets.ts', 'app/content/preview-links.ts', 'app/markets/geolocation.ts']);
    const readers = appModules('app')
      .filter((path) => !/\.server\.tsx?$/.test(path) && !serverSide.has(path))
      .flatMap((path) => {
        const source = readFileSync(path, 'utf8');
        return SERVER_ONLY_MARKET_FIELDS.filter((field) => new RegExp(`\\b${field}\\b`).test(source)).map((field) => `${path}: ${field}`);
      });
    expect(readers).toEqual([]);
  });
});
