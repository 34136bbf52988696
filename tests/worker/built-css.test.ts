// The built stylesheet (styles/app.css through Tailwind 4) is valid CSS: Tailwind 4 scans every file of the project
// for class candidates unless told where to look, and a Playwright locator in a test
// (`[data-testid="quick-view"]:visible`) became a rule with an empty `:is()` that the minifier warned about
// ("Unexpected ')'"). The sources are app/ only (`source('../app')`), as tailwind.config.ts's `content` says.
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {transform} from 'esbuild';
import {expect, test} from 'vitest';

const ASSETS = 'dist/client/assets';
const stylesheets = () => readdirSync(ASSETS).filter((name) => name.endsWith('.css'));

test('the built stylesheet parses without a warning and has no empty :is() or :where()', async () => {
  expect(stylesheets().length).toBeGreaterThan(0);
  for (const name of stylesheets()) {
    const css = readFileSync(join(ASSETS, name), 'utf8');
    const {warnings} = await transform(css, {loader: 'css', minify: true});
    expect(warnings.map((warning) => warning.text), name).toEqual([]);
    expect(css, name).not.toMatch(/:(is|where)\(\)/);
  }
});

test('class candidates come from app/ only: a selector written in a test is no rule', () => {
  for (const name of stylesheets()) expect(readFileSync(join(ASSETS, name), 'utf8'), name).not.toContain('quick-view');
});
