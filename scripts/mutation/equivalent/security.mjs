// Equivalent survivors in the security folder (see ../equivalent.mjs for the rules of this list).

/** @type {import('../equivalent.mjs').EquivalentMutant[]} */
export default [
  {
    file: 'app/security/csp.ts',
    mutator: 'BlockStatement',
    original: '{ return null; }',
    replacement: '{}',
    reason: 'originOf: an unparseable URL gives undefined instead of null; every caller drops both alike (`unique` filters falsy sources, `origin?.startsWith` is undefined for both, `sentryOrigin` goes through `unique`).',
  },
  {
    file: 'app/security/csp.ts',
    mutator: 'Regex',
    original: "/\\s*'nonce-[^']*'/g",
    replacement: "/\\s'nonce-[^']*'/g",
    reason: "Hydrogen's createContentSecurityPolicy writes each source after exactly one space, the nonce included, so `\\s*` and `\\s` remove the same text.",
  },
  {
    file: 'app/security/csp.ts',
    mutator: 'Regex',
    original: "/\\s*'nonce-[^']*'/g",
    replacement: "/\\S*'nonce-[^']*'/g",
    reason: "The nonce source is preceded by a space, so `\\S*` matches nothing before it and only the space before the removed nonce stays: a source list is split on any run of white space (CSP3 §2.2.1), so the policy is the same.",
  },
  {
    file: 'app/security/origin.ts',
    mutator: 'ArrayDeclaration',
    original: '[]',
    replacement: '["Stryker was here"]',
    reason: 'The default market host list only matters for an Origin equal to "https://stryker was here", which cannot be an origin (no spaces in a host); server.ts always passes the configured hosts.',
  },
  {
    file: 'app/security/origin.ts',
    mutator: 'MethodExpression',
    original: "request.headers.get('Origin')?.trim()",
    replacement: "request.headers.get('Origin')",
    reason: "Headers normalize a value by stripping leading and trailing HTTP white space (Fetch standard), so the Origin read from a request's Headers is already trimmed.",
  },
];
