// `npm run test:mutation [folder ...] [--force] [--list] [--only=glob,glob]`: StrykerJS over the folders that hold spec rules
// (scripts/mutation/folders.mjs), one Stryker run per folder so each keeps its own incremental file and HTML
// report under .cache/mutation/<folder>/. Prints the score per folder against the budget and exits non-zero
// when a folder is below it. --force retests every mutant (ignores the incremental file); --list prints the
// surviving mutants of each folder; --only narrows one folder's run to some of its files (results kept apart).
// --static also tests static mutants (module-level code; see stryker.config.mjs: hours for markets on two cores);
// MUTATION_CONCURRENCY sets the number of test runners (default 2).
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync} from 'node:fs';
import {EQUIVALENT_MUTANTS} from './equivalent.mjs';
import {FOLDERS, MUTATION_BUDGET, folderNamed, runName} from './folders.mjs';
import {scoreReport} from './score.mjs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const list = args.includes('--list');
const withStatic = args.includes('--static') || process.env.MUTATION_STATIC === '1';
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const named = args.filter((a) => !a.startsWith('--'));
const FLAGS = ['--force', '--list', '--static'];
const unknownFlag = args.find((a) => a.startsWith('--') && !FLAGS.includes(a) && !a.startsWith('--only='));

/** A mistake in the command line: said plainly, with the usage, and exit 2 (no Stryker run started). */
function usage(problem) {
  console.error(`test:mutation: ${problem}`);
  console.error(`usage: npm run test:mutation -- [${FOLDERS.map((f) => f.name).join('|')} ...] [--list] [--force] [--static] [--only=glob,glob]`);
  process.exit(2);
}
if (unknownFlag) usage(`unknown option ${unknownFlag}`);
const unknownFolder = named.find((name) => !FOLDERS.some((f) => f.name === name));
if (unknownFolder) usage(`no folder named "${unknownFolder}"`);
const folders = named.length ? named.map(folderNamed) : FOLDERS;
if (only !== undefined && (folders.length !== 1 || !only.split(',').some(Boolean))) usage('--only=<globs> narrows one named folder');
const outDir = (folder) => `.cache/mutation/${runName(folder, only)}`;

/** One run per results folder at a time: two would share Stryker's sandbox and incremental file. */
function lock(dir) {
  mkdirSync(dir, {recursive: true});
  const file = `${dir}/.lock`;
  try {
    writeFileSync(file, String(process.pid), {flag: 'wx'});
  } catch {
    const holder = Number(readFileSync(file, 'utf8'));
    let alive = false;
    try {
      alive = holder > 0 && process.kill(holder, 0);
    } catch {
      // no such process: the lock is stale
    }
    if (alive) return null;
    writeFileSync(file, String(process.pid));
  }
  return () => unlinkSync(file);
}

mkdirSync('.cache/mutation', {recursive: true});
const rows = [];
for (const folder of folders) {
  console.log(`\n=== mutation: ${folder.name} (${folder.mutate.join(', ')}) ===`);
  const release = lock(outDir(folder));
  if (!release) {
    rows.push({folder: folder.name, failed: 'another run of this folder is going on', seconds: 0});
    continue;
  }
  const started = Date.now();
  const run = spawnSync('npx', ['stryker', 'run', ...(force ? ['--force'] : [])], {
    stdio: 'inherit',
    env: {...process.env, MUTATION_FOLDER: folder.name, MUTATION_STATIC: withStatic ? '1' : '0', ...(only ? {MUTATION_ONLY: only} : {})},
  });
  release();
  const seconds = Math.round((Date.now() - started) / 1000);
  const reportFile = `${outDir(folder)}/report.json`;
  if (run.status !== 0 || !existsSync(reportFile)) {
    rows.push({folder: folder.name, failed: `Stryker exited ${run.status}`, seconds});
    continue;
  }
  const score = scoreReport(JSON.parse(readFileSync(reportFile, 'utf8')), EQUIVALENT_MUTANTS);
  rows.push({folder: folder.name, ...score, seconds});
  if (list) for (const s of score.survivors) console.log(`  ${s.status} ${s.file}:${s.line} ${s.mutator}: ${s.original} → ${s.replacement}`);
}

const pad = (value, width) => String(value).padStart(width);
console.log('\nfolder          mutants  killed  timeout  survived  no cov  equiv.  static*  score   budget  time');
for (const row of rows) {
  if (row.failed) {
    console.log(`${row.folder.padEnd(15)} ${row.failed}  FAIL`);
    continue;
  }
  const verdict = row.score >= MUTATION_BUDGET ? 'PASS' : 'FAIL';
  console.log(
    `${row.folder.padEnd(15)} ${pad(row.valid, 7)} ${pad(row.killed, 7)} ${pad(row.timeout, 8)} ${pad(row.survived, 9)} ${pad(row.noCoverage, 7)} ${pad(row.equivalent, 7)} ${pad(row.ignored, 8)} ${pad(row.score.toFixed(1) + '%', 7)}  ${verdict} ≥${MUTATION_BUDGET}%  ${row.seconds}s`,
  );
}
console.log(
  withStatic
    ? '\n* static mutants were tested (ignored ones, if any, are mutants Stryker skipped for another reason)'
    : '\n* static mutants (module-level code) left out of this run; --static tests them too',
);
console.log(`HTML reports: .cache/mutation/<folder>/index.html`);
if (!only) writeFileSync(
  '.cache/mutation/summary.json',
  JSON.stringify({date: new Date().toISOString(), budget: MUTATION_BUDGET, rows: rows.map(({survivors, ...r}) => r)}, null, 2),
);
process.exit(rows.every((r) => !r.failed && r.score >= MUTATION_BUDGET) ? 0 : 1);
