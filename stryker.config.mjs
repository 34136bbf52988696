// @ts-check
// StrykerJS: mutation testing of the modules that hold spec rules. Run it through `npm run test:mutation`
// (scripts/mutation/run.mjs), which mutates one folder of scripts/mutation/folders.mjs per run and prints the
// score per folder; MUTATION_FOLDER picks the folder when Stryker is called by hand.
import {folderNamed, runName as runNameOf} from './scripts/mutation/folders.mjs';

const folder = folderNamed(process.env.MUTATION_FOLDER ?? 'markets');
// MUTATION_ONLY (comma-separated globs inside the folder) narrows a run to some files, with its own results.
const only = process.env.MUTATION_ONLY?.split(',').filter(Boolean);
const runName = runNameOf(folder, process.env.MUTATION_ONLY);
const out = `.cache/mutation/${runName}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The unit layer only: the worker and e2e layers run the built bundle, which a mutant in the source never reaches.
  vitest: {configFile: 'vitest.mutation.config.ts', related: true},
  coverageAnalysis: 'perTest',
  // Two test runners fill this machine's two cores; MUTATION_CONCURRENCY=1 leaves one for other work.
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  timeoutMS: 10000,
  // One sandbox folder per mutated folder, so runs of different folders can go side by side.
  tempDirName: `.cache/stryker-tmp/${runName}`,
  cleanTempDir: 'always',
  ignorePatterns: ['dist', '.cache', 'test-results', 'playwright-report', 'public/build', '.mf', 'tests/e2e', 'tests/worker'],
  reporters: ['progress', 'html', 'json'],
  htmlReporter: {fileName: `${out}/index.html`},
  jsonReporter: {fileName: `${out}/report.json`},
  // A rerun tests only the mutants whose code or covering tests changed since the last run of this folder.
  incremental: true,
  incrementalFile: `${out}/incremental.json`,
  mutate: only ?? folder.mutate,
  // Static mutants (module-level code such as the market and segment tables) run once at import, so Stryker
  // cannot tell which test covers them and reruns every related test for each: markets alone would take hours
  // on two cores. They are left out unless MUTATION_STATIC=1 (`npm run test:mutation -- --static`); the runner
  // prints how many each folder left out, and the tables are asserted as literals (market-table, spec-constants).
  ignoreStatic: process.env.MUTATION_STATIC !== '1',
};
