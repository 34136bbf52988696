// `npm test`: every layer in order (type check, unit, build, worker, e2e), then one line
// "N passed, N failed" summed over all of them. The type check counts as one check.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';

const REPORTS = '.cache/test-reports';
mkdirSync(REPORTS, {recursive: true});
const totals = {passed: 0, failed: 0};
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  return result.status === 0;
}

function vitestLayer(project) {
  const report = `${REPORTS}/${project}.json`;
  const ok = run(`${project} tests`, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  count(project, ok, () => {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    return {passed: json.numPassedTests, failed: json.numFailedTests};
  });
}

function count(layer, ok, read) {
  let figures = {passed: 0, failed: ok ? 0 : 1};
  try {
    figures = read();
  } catch {
    // No report: the layer did not run at all, which counts as one failure.
  }
  if (!ok && figures.failed === 0) figures.failed = 1;
  totals.passed += figures.passed;
  totals.failed += figures.failed;
  if (figures.failed) failures.push(layer);
  console.log(`[${layer}] ${figures.passed} passed, ${figures.failed} failed`);
}

const typecheck = run('type check', 'npm', ['run', 'typecheck', '--silent']);
count('typecheck', typecheck, () => ({passed: typecheck ? 1 : 0, failed: typecheck ? 0 : 1}));

vitestLayer('unit');

const built = run('build', 'npm', ['run', 'build', '--silent']);
if (!built) count('build', false, () => ({passed: 0, failed: 1}));

if (built) {
  vitestLayer('worker');
  const report = `${REPORTS}/e2e.json`;
  const ok = run('e2e tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
    E2E_SKIP_BUILD: '1',
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  count('e2e', ok, () => {
    if (!existsSync(report)) throw new Error('no report');
    const {stats} = JSON.parse(readFileSync(report, 'utf8'));
    return {passed: stats.expected, failed: stats.unexpected + stats.flaky};
  });
}

if (failures.length) console.log(`\nFailed layers: ${failures.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
