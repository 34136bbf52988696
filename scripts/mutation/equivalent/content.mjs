// Equivalent survivors in the content folder (see ../equivalent.mjs for the rules of this list).

const NO_SCHEME_IS_INTERNAL =
  'isExternalLink answers false for any text without a scheme, and an empty text or one starting with "#" has none ' +
  '(a scheme starts with a letter), so the early return for them gives the same answer the scheme check gives.';
const BOTH_OR_NEITHER =
  'Ink and paper are fixed hex colours, so their contrast with a background is null exactly when the background is ' +
  'unreadable, for both at once; and with both null, `null >= null` picks ink, the same as the early return.';
const STATUS_RANGE =
  'statusOf gives a number from an HTTP answer (200..599) or undefined; `undefined < 300` is false, so with the ' +
  'lower bound or the undefined guard dropped the 2xx test picks out exactly the same errors.';
const NO_LOCALE_MATCH =
  'When the pattern does not match, `language` is undefined and `undefined in AUTONYMS` is false, so the second ' +
  'check returns null for exactly the same locales.';

/** @type {import('../equivalent.mjs').EquivalentMutant[]} */
export default [
  {file: 'app/content/rich-text.ts', mutator: 'ConditionalExpression', original: "!text || text.startsWith('#')", replacement: 'false', reason: NO_SCHEME_IS_INTERNAL},
  {file: 'app/content/rich-text.ts', mutator: 'LogicalOperator', original: "!text || text.startsWith('#')", replacement: "!text && text.startsWith('#')", reason: NO_SCHEME_IS_INTERNAL},
  {
    file: 'app/content/rich-text.ts',
    mutator: 'ConditionalExpression',
    original: '!scheme',
    replacement: 'false',
    reason: 'Without a scheme the next check (`scheme !== \'http\' && scheme !== \'https\'`) returns false as well.',
  },
  {
    file: 'app/content/rich-text.ts',
    mutator: 'OptionalChaining',
    original: 'SCHEME.exec(absolute)?.[1]?.toLowerCase',
    replacement: 'SCHEME.exec(absolute)?.[1].toLowerCase',
    reason: 'SCHEME has one capturing group that is not optional: whenever exec matches, [1] is a string.',
  },
  {
    file: 'app/content/rich-text.ts',
    mutator: 'OptionalChaining',
    original: "SCHEME.exec(url.trim().replace(/[\\s\\u0000-\\u001f]/g, ''))?.[1]?.toLowerCase",
    replacement: "SCHEME.exec(url.trim().replace(/[\\s\\u0000-\\u001f]/g, ''))?.[1].toLowerCase",
    reason: 'SCHEME has one capturing group that is not optional: whenever exec matches, [1] is a string.',
  },
  {
    file: 'app/content/rich-text.ts',
    mutator: 'MethodExpression',
    original: 'url.trim()',
    replacement: 'url',
    reason: 'In isUnsafeHref the next call removes every white space and control character anyway, so trimming first changes nothing.',
  },
  {
    file: 'app/content/rich-text.ts',
    mutator: 'ConditionalExpression',
    original: 'scheme !== undefined',
    replacement: 'true',
    reason: 'UNSAFE_SCHEMES holds strings only, so UNSAFE_SCHEMES.has(undefined) is false: the guard does not change the answer.',
  },
  {
    file: 'app/content/rich-text.ts',
    mutator: 'MethodExpression',
    original: 'ownHosts.filter(Boolean)',
    replacement: 'ownHosts',
    reason:
      'The filter only drops empty host names (the type is string[]); an empty name in the set never matches, since the ' +
      'host of a parsed http(s) URL is never empty.',
  },
  {file: 'app/content/readable-color.ts', mutator: 'ConditionalExpression', original: 'onInk === null || onPaper === null', replacement: 'false', reason: BOTH_OR_NEITHER},
  {file: 'app/content/readable-color.ts', mutator: 'LogicalOperator', original: 'onInk === null || onPaper === null', replacement: 'onInk === null && onPaper === null', reason: BOTH_OR_NEITHER},
  {file: 'app/content/readable-color.ts', mutator: 'ConditionalExpression', original: 'onInk === null', replacement: 'false', reason: BOTH_OR_NEITHER},
  {file: 'app/content/readable-color.ts', mutator: 'ConditionalExpression', original: 'onPaper === null', replacement: 'false', reason: BOTH_OR_NEITHER},
  {
    file: 'app/content/readable-color.ts',
    mutator: 'ConditionalExpression',
    original: 'ratio !== null',
    replacement: 'true',
    reason: 'A null ratio fails `ratio >= MIN_TEXT_CONTRAST` too (null >= 4.5 is false), so the guard changes no answer.',
  },
  {
    file: 'app/content/readable-color.ts',
    mutator: 'EqualityOperator',
    original: 'channel <= 0.04045',
    replacement: 'channel < 0.04045',
    reason: 'Channels are n / 255 for whole n; none equals 0.04045 (10 / 255 = 0.0392, 11 / 255 = 0.0431), so < and <= split them alike.',
  },
  {
    file: 'app/content/readable-color.ts',
    mutator: 'EqualityOperator',
    original: 'step <= 20',
    replacement: 'step < 20',
    reason:
      'Step 20 mixes the whole way (share 1): the colour is toHex(to) exactly, which the function returns after the loop ' +
      'anyway, so leaving step 20 out of the loop returns the same colour.',
  },
  {
    file: 'app/content/readable-color.ts',
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    reason: 'The fallback text for a missing colour only has to fail the hex pattern; "Stryker was here!" fails it like "".',
  },
  {file: 'app/content/video-captions.ts', mutator: 'ConditionalExpression', original: '!match || !language', replacement: 'false', reason: NO_LOCALE_MATCH},
  {file: 'app/content/video-captions.ts', mutator: 'LogicalOperator', original: '!match || !language', replacement: '!match && !language', reason: NO_LOCALE_MATCH},
  {
    file: 'app/content/video-captions.ts',
    mutator: 'ArrayDeclaration',
    original: '[]',
    replacement: '["Stryker was here"]',
    reason: 'A string in place of a captions file has no locale, so it gives no track: no files and this one list give the same tracks.',
  },
  {
    file: 'app/content/video-captions.ts',
    mutator: 'Regex',
    original: '/-(\\w+)$/',
    replacement: '/-(\\w+)/',
    reason: 'Market locale prefixes have at most one hyphen (nl-be, fr-be), so the region after it always runs to the end.',
  },
  {
    file: 'app/content/video-captions.ts',
    mutator: 'StringLiteral',
    original: "'-'",
    replacement: '""',
    reason:
      'For a locale without a hyphen the mutant takes the locale itself as the regional tag; every such market locale ' +
      'equals its language (nl, de, en, it, fr), so the track chosen is the one the language fallback chooses.',
  },
  {file: 'app/content/client.server.ts', mutator: 'ConditionalExpression', original: 'status !== undefined && status >= 200', replacement: 'true', reason: STATUS_RANGE},
  {file: 'app/content/client.server.ts', mutator: 'LogicalOperator', original: 'status !== undefined && status >= 200', replacement: 'status !== undefined || status >= 200', reason: STATUS_RANGE},
  {file: 'app/content/client.server.ts', mutator: 'ConditionalExpression', original: 'status !== undefined', replacement: 'true', reason: STATUS_RANGE},
  {file: 'app/content/client.server.ts', mutator: 'ConditionalExpression', original: 'status >= 200', replacement: 'true', reason: STATUS_RANGE},
  {
    file: 'app/content/client.server.ts',
    mutator: 'StringLiteral',
    original: "'content'",
    replacement: '""',
    reason:
      'The first element of the content cache key only labels it; the endpoint, environment, document and variables ' +
      'that follow make the key, and the Storefront client keys its entries by a different shape, so no two entries meet.',
  },
  {
    file: 'app/content/seo-tags.ts',
    mutator: 'ArrayDeclaration',
    original: '[]',
    replacement: '["Stryker was here"]',
    reason: 'A string in place of a tag has no `tag` or `attributes`, so it yields no meta tag and no description: same as no tags.',
  },
  {
    file: 'app/content/seo-tags.ts',
    mutator: 'OptionalChaining',
    original: "(tags ?? []).find((tag) => tag.attributes?.name === 'description')?.attributes?.content",
    replacement: "(tags ?? []).find(tag => tag.attributes?.name === 'description')?.attributes.content",
    reason: 'The tag found has attributes: it was found by `attributes?.name === \'description\'`.',
  },
  {
    file: 'app/content/sections.server.ts',
    mutator: 'ArrayDeclaration',
    original: '[]',
    replacement: '["Stryker was here"]',
    reason:
      'In the legacy layout the mutant lists a string as a section; a string has no __typename, so it has no carousel ' +
      'products and wants no recommendations: the same data as no sections.',
  },
  {
    file: 'app/content/sections.ts',
    mutator: 'ConditionalExpression',
    original: "typeof value === 'number'",
    replacement: 'true',
    reason: 'Number.isFinite is true for finite numbers only (no coercion), so the typeof check adds nothing.',
  },
  {
    file: 'app/content/sections.ts',
    mutator: 'ConditionalExpression',
    original: '!text',
    replacement: 'false',
    reason: 'An empty text has no white space, so the id is the empty text, and `id ? … : null` returns null as the early return does.',
  },
  {
    file: 'app/content/sections.ts',
    mutator: 'EqualityOperator',
    original: 'space > 0',
    replacement: 'space >= 0',
    reason: 'The text is trimmed before it is cut, so a space is never at index 0: > 0 and >= 0 differ only at -1 vs 0, and 0 cannot occur.',
  },
  {
    file: 'app/content/booking-links.ts',
    mutator: 'StringLiteral',
    original: "''",
    replacement: '"Stryker was here!"',
    reason: 'The fallback for a missing href only has to fail the scheme test; "Stryker was here!" fails it like "".',
  },
  {
    file: 'app/content/sections.ts',
    mutator: 'Regex',
    original: '/SectionRecord$/',
    replacement: '/SectionRecord/',
    reason: 'Section typenames come from the content schema and contain "SectionRecord" once, at their end, so both patterns remove the same text.',
  },
  {
    file: 'app/content/sections.ts',
    mutator: 'EqualityOperator',
    original: 'limit <= 0',
    replacement: 'limit < 0',
    reason: 'A limit of 0 is already caught by `!limit` on the left, so <= 0 and < 0 differ for no limit that reaches them.',
  },
  {
    file: 'app/content/video-source.ts',
    mutator: 'ConditionalExpression',
    original: '!text',
    replacement: 'false',
    reason:
      'Without the early return an empty or missing url reaches the try block, where `new URL("")` throws (or ' +
      '`undefined.startsWith` does), and the catch returns null: the same answer.',
  },
];
