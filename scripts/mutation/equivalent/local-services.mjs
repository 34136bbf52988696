// Equivalent survivors in the local-services folder (see ../equivalent.mjs for the rules of this list).

const IMAGE_PARAMS = 'local-services/images/params.ts';
const POSITIVE_GUARD =
  'The guard only returns undefined early for null and "": Number(null) and Number("") are 0, which the `number > 0` check right below turns into undefined as well.';

/** @type {import('../equivalent.mjs').EquivalentMutant[]} */
export default [
  // images/params.ts: positiveInt(value)
  {file: IMAGE_PARAMS, mutator: 'ConditionalExpression', original: "value == null || value === ''", replacement: 'false', reason: POSITIVE_GUARD},
  {
    file: IMAGE_PARAMS,
    mutator: 'LogicalOperator',
    original: "value == null || value === ''",
    replacement: "value == null && value === ''",
    reason: POSITIVE_GUARD,
  },
  {file: IMAGE_PARAMS, mutator: 'ConditionalExpression', original: 'value == null', replacement: 'false', reason: POSITIVE_GUARD},
  {file: IMAGE_PARAMS, mutator: 'ConditionalExpression', original: "value === ''", replacement: 'false', reason: POSITIVE_GUARD},
  {file: IMAGE_PARAMS, mutator: 'StringLiteral', original: "''", replacement: '"Stryker was here!"', reason: `In positiveInt: ${POSITIVE_GUARD} In positionFrom, a missing crop becomes "stryker was here!", which names no side either, so the position stays centre. In the auto= check, a missing auto becomes "Stryker was here!", which does not list "format" either.`},
  {
    file: IMAGE_PARAMS,
    mutator: 'ConditionalExpression',
    original: 'default: return undefined;',
    replacement: 'default:',
    reason: 'The default case is the last statement of formatFrom: falling out of the switch returns undefined too.',
  },
  // datocms/listing.ts
  {
    file: 'local-services/datocms/listing.ts',
    mutator: 'ArithmeticOperator',
    original: '(emptyA ? 1 : -1) * direction',
    replacement: '(emptyA ? 1 : -1) / direction',
    reason: 'direction is always 1 or -1, and dividing by ±1 equals multiplying by it.',
  },
];
