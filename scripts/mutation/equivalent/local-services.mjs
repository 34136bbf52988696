// Equivalent survivors in the local-services folder (see ../equivalent.mjs for the rules of this list).
// Several rest on the fixed demo data the stand-ins serve (75 products, one product metafield, no variant
// metafields, gift choices without selling plans): no request can change that data, so no request tells these apart.

const IMAGE_PARAMS = 'local-services/images/params.ts';
const LISTING = 'local-services/datocms/listing.ts';
const CONNECTION = 'local-services/storefront/connection.ts';
const CART_LINES = 'local-services/storefront/cart-lines.ts';
const CART_PRICING = 'local-services/storefront/cart-pricing.ts';
const FREE_GIFT = 'local-services/storefront/free-gift.ts';
const FILTERS = 'local-services/storefront/resolvers/filters.ts';
const PRODUCT_ORDER = 'local-services/storefront/resolvers/product-order.ts';
const QUERY_SYNTAX = 'local-services/storefront/resolvers/query-syntax.ts';
const TEXT_MATCH = 'local-services/storefront/resolvers/text-match.ts';

const POSITIVE_GUARD =
  'positiveInt: the early return only covers null and "", and Number(null) and Number("") are 0, which the `number > 0` check below turns into undefined as well.';
const TYPED_OPERANDS =
  'The schema types every filter operand like its field (and a field has one type in every record), so compareValues only ever compares two numbers, two booleans or two strings; the mutant differs only for mixed pairs.';
const BOOLEAN_ORDER =
  'Two booleans that miss this branch reach the collator, which orders "false" before "true" just as Number(false) - Number(true) does; only the sign of the result is used. A non-boolean paired with a boolean never reaches it (typed operands).';
const UNIT_DIRECTION = 'direction is always 1 or -1, and dividing by ±1 is multiplying by it.';
const NO_METAFIELD_VARIETY =
  'The demo data has one product metafield (custom.mix_and_match on protein-bar) and no variant metafields, so each owner has at most one metafield, with a string value, and variant owners never match.';

/** @type {import('../equivalent.mjs').EquivalentMutant[]} */
export default [
  // images/params.ts
  {file: IMAGE_PARAMS, mutator: 'ConditionalExpression', original: "value == null || value === ''", replacement: 'false', reason: POSITIVE_GUARD},
  {file: IMAGE_PARAMS, mutator: 'LogicalOperator', original: "value == null || value === ''", replacement: "value == null && value === ''", reason: POSITIVE_GUARD},
  {file: IMAGE_PARAMS, mutator: 'ConditionalExpression', original: 'value == null', replacement: 'false', reason: POSITIVE_GUARD},
  {file: IMAGE_PARAMS, mutator: 'ConditionalExpression', original: "value === ''", replacement: 'false', reason: POSITIVE_GUARD},
  {
    file: IMAGE_PARAMS,
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    reason: `Three places, all alike. ${POSITIVE_GUARD} positionFrom: a missing crop becomes "stryker was here!", which names no side either, so the position stays centre. auto=: a missing auto becomes "Stryker was here!", which does not list "format" either.`,
  },
  {
    file: IMAGE_PARAMS,
    mutator: 'ConditionalExpression',
    original: 'default: return undefined;',
    replacement: 'default:',
    reason: 'The default case is the last statement of formatFrom: falling out of the switch returns undefined too.',
  },

  // datocms/listing.ts
  {
    file: LISTING,
    mutator: 'ConditionalExpression',
    original: "case '_isValid': return true;",
    replacement: "case '_isValid':",
    reason: '_isValid then falls through to record.locales, an array, which is truthy like true; the CDA offers only eq on _isValid (BooleanFilter) and no _isValid sort.',
  },
  {file: LISTING, mutator: 'LogicalOperator', original: "typeof a === 'number' && typeof b === 'number'", replacement: "typeof a === 'number' || typeof b === 'number'", reason: TYPED_OPERANDS},
  {file: LISTING, mutator: 'ConditionalExpression', original: "typeof a === 'number'", replacement: 'true', reason: TYPED_OPERANDS},
  {file: LISTING, mutator: 'ConditionalExpression', original: "typeof b === 'number'", replacement: 'true', reason: TYPED_OPERANDS},
  {file: LISTING, mutator: 'ConditionalExpression', original: "typeof a === 'boolean' && typeof b === 'boolean'", replacement: 'false', reason: BOOLEAN_ORDER},
  {file: LISTING, mutator: 'LogicalOperator', original: "typeof a === 'boolean' && typeof b === 'boolean'", replacement: "typeof a === 'boolean' || typeof b === 'boolean'", reason: BOOLEAN_ORDER},
  {file: LISTING, mutator: 'ConditionalExpression', original: "typeof a === 'boolean'", replacement: 'true', reason: BOOLEAN_ORDER},
  {file: LISTING, mutator: 'ConditionalExpression', original: "typeof b === 'boolean'", replacement: 'true', reason: BOOLEAN_ORDER},
  {file: LISTING, mutator: 'EqualityOperator', original: "typeof a === 'boolean'", replacement: "typeof a !== 'boolean'", reason: BOOLEAN_ORDER},
  {file: LISTING, mutator: 'EqualityOperator', original: "typeof b === 'boolean'", replacement: "typeof b !== 'boolean'", reason: BOOLEAN_ORDER},
  {file: LISTING, mutator: 'StringLiteral', original: "'boolean'", replacement: '""', reason: BOOLEAN_ORDER},
  {
    file: LISTING,
    mutator: 'ConditionalExpression',
    original: "typeof value === 'string'",
    replacement: 'true',
    reason: `isIsoDate only receives strings (numbers and booleans are compared before it): ${TYPED_OPERANDS}`,
  },
  {
    file: LISTING,
    mutator: 'Regex',
    original: '/^(.+)_(ASC|DESC)$/',
    replacement: '/(.+)_(ASC|DESC)$/',
    reason: 'exec returns the leftmost match, and (.+) can always start at the first character, so the match starts there with or without ^.',
  },
  {file: LISTING, mutator: 'ArithmeticOperator', original: '(emptyA ? 1 : -1) * direction', replacement: '(emptyA ? 1 : -1) / direction', reason: UNIT_DIRECTION},
  {file: LISTING, mutator: 'ArithmeticOperator', original: 'compareValues(valueA, valueB) * direction', replacement: 'compareValues(valueA, valueB) / direction', reason: UNIT_DIRECTION},
  {
    file: LISTING,
    mutator: 'ConditionalExpression',
    original: "typeof record.fields.position === 'number'",
    replacement: 'true',
    reason: 'Without any position the default order gains a position_ASC key on which every record is empty, so the next key (_createdAt_ASC) decides alone, as before.',
  },

  // storefront/connection.ts
  {file: CONNECTION, mutator: 'LogicalOperator', original: "typeof a === 'number' && typeof b === 'number'", replacement: "typeof a === 'number' || typeof b === 'number'", reason: 'A sorted list holds one type of sort value, and a cursor of another type is refused before any comparison, so a and b are both numbers or both text.'},
  {file: CONNECTION, mutator: 'ConditionalExpression', original: "typeof a === 'number'", replacement: 'true', reason: 'A sorted list holds one type of sort value, and a cursor of another type is refused before any comparison, so b is a number whenever a is.'},
  {file: CONNECTION, mutator: 'ConditionalExpression', original: "typeof b === 'number'", replacement: 'true', reason: 'A sorted list holds one type of sort value, and a cursor of another type is refused before any comparison, so a is a number whenever b is.'},
  {
    file: CONNECTION,
    mutator: 'ArithmeticOperator',
    original: 'sign * compareKeys(a, b)',
    replacement: 'sign / compareKeys(a, b)',
    reason: 'sign is ±1 and compareKeys is never 0 between two items of a list (ids are unique), so the quotient has the same sign as the product; the sort uses only the sign.',
  },
  {
    file: CONNECTION,
    mutator: 'ConditionalExpression',
    original: 'size == null',
    replacement: 'false',
    reason: 'null and undefined are neither < 0 nor > max, so the range check below lets them through just as the early return does.',
  },
  {
    file: CONNECTION,
    mutator: 'ArrowFunction',
    original: '(x) => x',
    replacement: '() => undefined',
    reason: 'emptyConnection pages an empty list, so toNode is never called.',
  },

  // storefront/cart-lines.ts
  {
    file: CART_LINES,
    mutator: 'LogicalOperator',
    original: '!line || !entry',
    replacement: '!line && !entry',
    reason: 'entry is looked up only when the line exists, and every line in a cart holds catalogue merchandise (checkPurchase admits nothing else), so entry is missing exactly when line is.',
  },
  {
    file: CART_LINES,
    mutator: 'ArrayDeclaration',
    original: '[]',
    replacement: '["Stryker was here"]',
    reason: 'Three places. unchanged() warnings: the mutation resolver answers warnings: [] itself whenever there are userErrors and never passes these on. addLines / updateLines `touched`: an id no line has is skipped by capToStock (no line found).',
  },

  // storefront/cart-pricing.ts
  {
    file: CART_PRICING,
    mutator: 'ConditionalExpression',
    original: '!entry',
    replacement: 'false',
    reason: 'Cart lines only ever hold catalogue merchandise (checkPurchase admits nothing else) and the catalogue is fixed, so priceLine always finds the variant.',
  },
  {
    file: CART_PRICING,
    mutator: 'ArrayDeclaration',
    original: '[]',
    replacement: '["Stryker was here"]',
    reason: 'The fallback of priceLine(...) ?? [] is never used: priceLine always finds the variant of a cart line (see !entry).',
  },
  {
    file: CART_PRICING,
    mutator: 'MethodExpression',
    original: 'code.trim()',
    replacement: 'code',
    reason: 'Codes are trimmed when they are stored (normalizeCodes in resolvers/cart-mutations.ts), so a stored code has nothing to trim.',
  },
  {
    file: CART_PRICING,
    mutator: 'ConditionalExpression',
    original: '!gift',
    replacement: 'false',
    reason: 'Without a gift line, lines.map(l => l === undefined ? … : l) returns the same lines, which is what the early return gives.',
  },

  // storefront/free-gift.ts
  {
    file: FREE_GIFT,
    mutator: 'ArrayDeclaration',
    original: '[]',
    replacement: '["Stryker was here"]',
    reason: 'Every gift choice of the demo content (shaker, protein-sample-box, rice-cakes) is a catalogue product, so the ?? [] fallback is never used (module-level table).',
  },
  {
    file: FREE_GIFT,
    mutator: 'ConditionalExpression',
    original: 'line.sellingPlanId === null',
    replacement: 'true',
    reason: 'No gift choice has selling plans, and a line with a plan of another product is refused, so a line of an eligible variant never carries a plan.',
  },

  // storefront/resolvers/filters.ts
  {file: FILTERS, mutator: 'ArrayDeclaration', original: '[product]', replacement: '[]', reason: 'optionKindNamed is only ever called with the product list (groupKey passes the universe), so the single-product branch never runs.'},
  {file: FILTERS, mutator: 'OptionalChaining', original: 'p.variants[0]?.options', replacement: 'p.variants[0].options', reason: 'Every demo product has at least one variant.'},
  {file: FILTERS, mutator: 'BooleanLiteral', original: 'true', replacement: 'false', reason: 'matchesFilter ends here only for an empty filter input, and empty inputs are dropped when the filters are grouped (groupKey "empty"); computeFilters never passes one.'},
  {file: FILTERS, mutator: 'ConditionalExpression', original: 'metafield', replacement: 'true', reason: 'Reached only for a non-empty filter that is none of the other kinds (empty inputs are dropped when grouped), i.e. always with a metafield.'},
  {file: FILTERS, mutator: 'StringLiteral', original: "'productVendor'", replacement: '""', reason: 'A group key only has to differ from the other groups\' keys, and "" is no other group\'s key.'},
  {file: FILTERS, mutator: 'StringLiteral', original: "'tag'", replacement: '""', reason: 'A group key only has to differ from the other groups\' keys, and "" is no other group\'s key.'},
  {
    file: FILTERS,
    mutator: 'StringLiteral',
    original: '`variantMetafield:${filter.variantMetafield.namespace}.${filter.variantMetafield.key}`',
    replacement: '``',
    reason: `Putting all variant metafield filters in one group only matters for filters that match something: ${NO_METAFIELD_VARIETY}`,
  },
  {
    file: FILTERS,
    mutator: 'MethodExpression',
    original: 'filter.variantOption.name.toLowerCase()',
    replacement: 'filter.variantOption.name.toUpperCase()',
    reason: 'This key is used only for option names no product has; such a filter matches nothing, so how those filters group with each other changes no result or count.',
  },
  {
    file: FILTERS,
    mutator: 'StringLiteral',
    original: "'empty'",
    replacement: '""',
    reason: 'Either way an empty filter input adds nothing: dropped as "empty", or kept in a group of its own where matchesFilter answers true for it.',
  },
  {
    file: FILTERS,
    mutator: 'ConditionalExpression',
    original: "key !== 'empty'",
    replacement: 'true',
    reason: 'A group of empty filter inputs passes every product (matchesFilter answers true for an empty input), so keeping it changes nothing.',
  },
  {file: FILTERS, mutator: 'ArrowFunction', original: '(v) => v.id', replacement: '() => undefined', reason: NO_METAFIELD_VARIETY},
  {
    file: FILTERS,
    mutator: 'MethodExpression',
    original:
      "owners.some((owner) => ctx.store.metafields.get(owner)?.some((f) => { const value = typeof f.value === 'string' ? f.value : f.value[ctx.language]; return f.namespace === metafield.namespace && f.key === metafield.key && value === metafield.value; }), )",
    replacement:
      "owners.every(owner => ctx.store.metafields.get(owner)?.some(f => { const value = typeof f.value === 'string' ? f.value : f.value[ctx.language]; return f.namespace === metafield.namespace && f.key === metafield.key && value === metafield.value; }))",
    reason: `A product filter has one owner (some = every); a variant filter matches no variant either way. ${NO_METAFIELD_VARIETY}`,
  },
  {
    file: FILTERS,
    mutator: 'MethodExpression',
    original:
      "ctx.store.metafields.get(owner)?.some((f) => { const value = typeof f.value === 'string' ? f.value : f.value[ctx.language]; return f.namespace === metafield.namespace && f.key === metafield.key && value === metafield.value; })",
    replacement:
      "ctx.store.metafields.get(owner)?.every(f => { const value = typeof f.value === 'string' ? f.value : f.value[ctx.language]; return f.namespace === metafield.namespace && f.key === metafield.key && value === metafield.value; })",
    reason: `some = every over a single metafield. ${NO_METAFIELD_VARIETY}`,
  },
  {file: FILTERS, mutator: 'ConditionalExpression', original: "typeof f.value === 'string'", replacement: 'true', reason: NO_METAFIELD_VARIETY},
  {
    file: FILTERS,
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    reason: 'handleize: no product type, option name or option value of the demo catalogue starts or ends with a character other than a letter or digit, so /^-|-$/ never matches.',
  },
  {file: FILTERS, mutator: 'MethodExpression', original: 'base.slice(0, FILTER_BASE_LIMIT)', replacement: 'base', reason: 'The demo catalogue has 75 products, fewer than the 250 the limit keeps.'},
  {
    file: FILTERS,
    mutator: 'ArrayDeclaration',
    original: '[]',
    replacement: '["Stryker was here"]',
    reason: 'A string in the active filter list has none of the filter keys, so it is grouped as "empty" and dropped, as no filters are.',
  },
  {
    file: FILTERS,
    mutator: 'ConditionalExpression',
    original: '!entries.has(v.value.en)',
    replacement: 'true',
    reason: 'A later product with the same option value overwrites the entry with the same name, translations and swatch colour (the catalogue defines each flavour and size once), and Map.set keeps the first position.',
  },

  // storefront/resolvers/product-order.ts
  {
    file: PRODUCT_ORDER,
    mutator: 'BooleanLiteral',
    original: 'false',
    replacement: 'true',
    reason: '`reverse ?? false`: every caller passes a boolean or null, and null only comes from a collection query that sends reverse: null; the schema default (false) covers an absent argument. Covered by no test because the right side is only evaluated for null.',
  },

  // storefront/resolvers/query-syntax.ts
  {
    file: QUERY_SYNTAX,
    mutator: 'Regex',
    original: '/(-?[\\w.]+:(?:"[^"]*"|\'[^\']*\'|[^\\s()]+))|("[^"]*")|([^\\s()]+)/g',
    replacement: '/(-?[\\w.]+:(?:"[^"]*"|\'[^\']*\'|[\\s()]+))|("[^"]*")|([^\\s()]+)/g',
    reason: 'An unquoted field value ends where a plain token ends ([^\\s()]+ both), so when this alternative fails the third one yields the same token.',
  },
  {
    file: QUERY_SYNTAX,
    mutator: 'Regex',
    original: '/(-?[\\w.]+:(?:"[^"]*"|\'[^\']*\'|[^\\s()]+))|("[^"]*")|([^\\s()]+)/g',
    replacement: '/(-?[\\w.]+:(?:"[^"]*"|\'[^\']*\'|[^\\S()]+))|("[^"]*")|([^\\s()]+)/g',
    reason: 'An unquoted field value ends where a plain token ends ([^\\s()]+ both), so when this alternative fails the third one yields the same token.',
  },
  {
    file: QUERY_SYNTAX,
    mutator: 'Regex',
    original: '/^(<=|>=|<|>)?(.*)$/',
    replacement: '/(<=|>=|<|>)?(.*)$/',
    reason: 'Both groups can match at the first character, so the leftmost match starts there with or without ^.',
  },
  {
    file: QUERY_SYNTAX,
    mutator: 'Regex',
    original: '/^(<=|>=|<|>)?(.*)$/',
    replacement: '/^(<=|>=|<|>)?(.*)/',
    reason: 'A query token holds no line break, so (.*) runs to the end of the value with or without $.',
  },
  {
    file: QUERY_SYNTAX,
    mutator: 'ConditionalExpression',
    original: 'Number.isNaN(expected)',
    replacement: 'false',
    reason: 'Every comparison with NaN is false, including the default actual === NaN, so compare answers false either way.',
  },
  {
    file: QUERY_SYNTAX,
    mutator: 'MethodExpression',
    original: 'query?.trim()',
    replacement: 'query',
    reason: 'A query of white space only tokenizes to nothing, and parse drops empty alternatives, so it gives no alternatives just as the trimmed check does.',
  },

  // storefront/resolvers/text-match.ts
  {
    file: TEXT_MATCH,
    mutator: 'Regex',
    original: '/[^a-z0-9]+/',
    replacement: '/[^a-z0-9]/',
    reason: 'terms() filters out the empty strings that splitting at each separator adds, so the words are the same.',
  },
];
