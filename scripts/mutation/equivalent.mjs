// Surviving mutants that are equivalent: the mutated code behaves exactly as the original for every input the
// program can give it, so no test can tell them apart. Each is matched by file, mutator, the original text and
// the replacement (not by line, so edits elsewhere keep the entry), and each says why. The runner takes them
// out of the score and prints how many; anything not listed counts as a survivor. One list per folder.
import commerce from './equivalent/commerce.mjs';
import content from './equivalent/content.mjs';
import http from './equivalent/http.mjs';
import localServices from './equivalent/local-services.mjs';
import markets from './equivalent/markets.mjs';
import security from './equivalent/security.mjs';
import upstream from './equivalent/upstream.mjs';

/**
 * @typedef {{file: string, mutator: string, original: string, replacement: string, reason: string}} EquivalentMutant
 * `original` and `replacement` are compared with runs of white space squeezed to one space.
 */

/** @type {EquivalentMutant[]} */
export const EQUIVALENT_MUTANTS = [...markets, ...commerce, ...content, ...security, ...upstream, ...http, ...localServices];
