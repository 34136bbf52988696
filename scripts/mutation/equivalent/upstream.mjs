// Equivalent survivors in the upstream folder (see ../equivalent.mjs for the rules of this list).

const TYPE_ERROR_LINE =
  'The next line of isRetryable tests the same NETWORK_FAILURE pattern against the message of every Error, ' +
  'TypeError or not, so the TypeError-only check can neither add nor remove a retryable error.';

/** @type {import('../equivalent.mjs').EquivalentMutant[]} */
export default [
  {
    file: 'app/upstream/retry.ts',
    mutator: 'ConditionalExpression',
    original: "error.name === 'TypeError' && NETWORK_FAILURE.test(error.message)",
    replacement: 'false',
    reason: TYPE_ERROR_LINE,
  },
  {
    file: 'app/upstream/retry.ts',
    mutator: 'ConditionalExpression',
    original: "error.name === 'TypeError'",
    replacement: 'true',
    reason: TYPE_ERROR_LINE,
  },
  {
    file: 'app/upstream/retry.ts',
    mutator: 'EqualityOperator',
    original: "error.name === 'TypeError'",
    replacement: "error.name !== 'TypeError'",
    reason: TYPE_ERROR_LINE,
  },
  {
    file: 'app/upstream/retry.ts',
    mutator: 'StringLiteral',
    original: "'TypeError'",
    replacement: '""',
    reason: TYPE_ERROR_LINE,
  },
  {
    file: 'app/upstream/retry.ts',
    mutator: 'ConditionalExpression',
    original: "typeof error !== 'object'",
    replacement: 'false',
    reason:
      'statusOf only ever sees thrown values and caught errors. Once null and undefined are out (the !error half), a ' +
      'primitive (string, number, boolean) has no status, response or string message property, so it still gives ' +
      'undefined. Only a thrown function with a numeric status property would be read differently, and nothing in ' +
      'the program throws one.',
  },
  {
    file: 'app/upstream/retry.ts',
    mutator: 'ConditionalExpression',
    original: "typeof candidate.message === 'string'",
    replacement: 'true',
    reason:
      'RegExp#exec turns a non-string into a string: an undefined message becomes "undefined", which has no status. ' +
      'The Error constructor always makes message a string, and the GraphQL error objects the clients see have ' +
      'string messages, so no value the program gives reaches exec with a message that is not a string and matches.',
  },
  {
    file: 'app/upstream/kept-cache.ts',
    mutator: 'OptionalChaining',
    original: '(JSON.parse(body) as {value?: unknown} | null)?.value',
    replacement: '(JSON.parse(body) as { value?: unknown; } | null).value',
    reason:
      'The only non-object JSON.parse can give that lacks properties is null (a body of "null"). Without ?. reading ' +
      '.value on it throws a TypeError inside the same try, whose catch returns undefined: the same value as null?.value.',
  },
  {
    file: 'app/upstream/kept-cache.ts',
    mutator: 'BlockStatement',
    original: '{ return undefined; }',
    replacement: '{}',
    reason: 'The catch block is the last statement of entryValue; an empty catch falls off the end and returns undefined too.',
  },
  {
    file: 'app/upstream/unavailable.server.ts',
    mutator: 'ConditionalExpression',
    original: 'status !== undefined',
    replacement: 'true',
    reason: 'The guard only protects the comparison that follows, and undefined >= 500 is false, so the result is the same.',
  },
];
