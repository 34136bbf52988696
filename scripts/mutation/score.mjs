// Scores a Stryker JSON report (mutation-testing-report-schema) the way the budget counts: detected = killed +
// timed out; undetected = survived + not covered; compile and runtime errors are no mutant at all, and ignored
// ones (static mutants left out of the run) are counted apart. Survivors
// listed as equivalent (equivalent.mjs, each with its reason) leave the count and are printed apart.

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** The source text a mutant replaced (locations are 1-based lines, 1-based columns, end exclusive). */
export function originalText(source, {start, end}) {
  const lines = source.split('\n');
  if (start.line === end.line) return lines[start.line - 1].slice(start.column - 1, end.column - 1);
  const first = lines[start.line - 1].slice(start.column - 1);
  const middle = lines.slice(start.line, end.line - 1);
  const last = lines[end.line - 1].slice(0, end.column - 1);
  return [first, ...middle, last].join('\n');
}

const squash = (text) => text.replace(/\s+/g, ' ').trim();

export function isListedEquivalent(equivalents, file, mutant, original) {
  return equivalents.some(
    (e) =>
      e.file === file &&
      e.mutator === mutant.mutatorName &&
      squash(e.original) === squash(original) &&
      squash(e.replacement) === squash(mutant.replacement ?? ''),
  );
}

export function scoreReport(report, equivalents = []) {
  const tally = {killed: 0, timeout: 0, survived: 0, noCoverage: 0, errors: 0, equivalent: 0, ignored: 0};
  const survivors = [];
  const equivalentsSeen = [];
  for (const [file, {source, mutants}] of Object.entries(report.files)) {
    for (const mutant of mutants) {
      if (mutant.status === 'Killed') tally.killed++;
      else if (mutant.status === 'Timeout') tally.timeout++;
      else if (UNDETECTED.has(mutant.status)) {
        const original = originalText(source, mutant.location);
        if (isListedEquivalent(equivalents, file, mutant, original)) {
          tally.equivalent++;
          equivalentsSeen.push({file, line: mutant.location.start.line, mutator: mutant.mutatorName});
        } else {
          if (mutant.status === 'Survived') tally.survived++;
          else tally.noCoverage++;
          survivors.push({
            file,
            line: mutant.location.start.line,
            status: mutant.status,
            mutator: mutant.mutatorName,
            original: squash(original),
            replacement: squash(mutant.replacement ?? ''),
          });
        }
      } else if (mutant.status === 'CompileError' || mutant.status === 'RuntimeError') tally.errors++;
      else if (mutant.status === 'Ignored') tally.ignored++;
    }
  }
  const detected = tally.killed + tally.timeout;
  const valid = detected + tally.survived + tally.noCoverage;
  const score = valid === 0 ? 100 : (detected / valid) * 100;
  return {...tally, valid, detected, score, survivors, equivalentsSeen};
}

export const isDetectedStatus = (status) => DETECTED.has(status);
