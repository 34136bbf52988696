// `npm run test:mutation` scores each folder as the budget counts: killed and timed-out mutants are
// detected, survivors and uncovered mutants are not, errors are no mutants, and only listed equivalents leave.
import {describe, expect, test} from 'vitest';
import {runName} from '../../../scripts/mutation/folders.mjs';
import {originalText, scoreReport} from '../../../scripts/mutation/score.mjs';

const SOURCE = 'export const limit = 250;\nexport function over(n) {\n  return n > limit;\n}\n';
const at = (line: number, column: number, endLine: number, endColumn: number) => ({
  start: {line, column},
  end: {line: endLine, column: endColumn},
});
const mutant = (status: string, mutatorName = 'EqualityOperator', replacement = 'n >= limit', location = at(3, 10, 3, 19)) => ({
  id: String(Math.random()),
  mutatorName,
  replacement,
  location,
  status,
});
const report = (...mutants: ReturnType<typeof mutant>[]) => ({files: {'app/limits.ts': {source: SOURCE, mutants}}});

describe('mutation score per folder', () => {
  test('killed and timed-out mutants count as detected; survived and not covered as undetected', () => {
    const score = scoreReport(report(mutant('Killed'), mutant('Timeout'), mutant('Survived'), mutant('NoCoverage')));
    expect(score).toMatchObject({killed: 1, timeout: 1, survived: 1, noCoverage: 1, valid: 4, detected: 2, score: 50});
  });

  test('compile and runtime errors and ignored (static, left out) mutants are not mutants of the score', () => {
    const score = scoreReport(report(mutant('Killed'), mutant('CompileError'), mutant('RuntimeError'), mutant('Ignored')));
    expect(score).toMatchObject({valid: 1, errors: 2, ignored: 1, score: 100});
  });

  test('a folder with no mutant scores 100', () => {
    expect(scoreReport({files: {}}).score).toBe(100);
  });

  test('the text a mutant replaced, on one line and across lines', () => {
    expect(originalText(SOURCE, at(3, 10, 3, 19))).toBe('n > limit');
    expect(originalText(SOURCE, at(2, 25, 4, 2))).toBe('{\n  return n > limit;\n}');
  });

  test('a survivor listed as equivalent (same file, mutator, original and replacement) leaves the score', () => {
    const listed = [{file: 'app/limits.ts', mutator: 'EqualityOperator', original: 'n  >  limit', replacement: 'n >= limit', reason: 'test'}];
    const score = scoreReport(report(mutant('Killed'), mutant('Survived')), listed);
    expect(score).toMatchObject({equivalent: 1, valid: 1, score: 100});
    expect(score.equivalentsSeen).toEqual([{file: 'app/limits.ts', line: 3, mutator: 'EqualityOperator'}]);
  });

  test('an entry that differs in file, mutator or replacement does not excuse a survivor', () => {
    const base = {file: 'app/limits.ts', mutator: 'EqualityOperator', original: 'n > limit', replacement: 'n >= limit', reason: 'test'};
    for (const entry of [{...base, file: 'app/other.ts'}, {...base, mutator: 'ConditionalExpression'}, {...base, replacement: 'n < limit'}]) {
      const score = scoreReport(report(mutant('Survived')), [entry]);
      expect(score).toMatchObject({equivalent: 0, survived: 1, score: 0});
      expect(score.survivors[0]).toMatchObject({file: 'app/limits.ts', line: 3, original: 'n > limit', replacement: 'n >= limit'});
    }
  });
});

describe('where a run keeps its results', () => {
  const commerce = {name: 'commerce', mutate: ['app/commerce/**/*.ts']};
  test('a whole folder under its name; a narrowed run under a name of its own', () => {
    expect(runName(commerce, undefined)).toBe('commerce');
    expect(runName(commerce, 'app/commerce/gifts.ts')).toBe('commerce-only-app_commerce_gifts.ts');
  });

  test('a long file list still makes a short folder name, one per list', () => {
    const files = Array.from({length: 18}, (_, i) => `app/commerce/module-${i}.ts`).join(',');
    const name = runName(commerce, files);
    expect(name.length).toBeLessThan(60);
    expect(name).not.toBe(runName(commerce, `${files},app/commerce/another.ts`));
  });
});
