// The folders `npm run test:mutation` scores (issue 16), each with the files Stryker mutates. One table for the
// Stryker config (which mutates one folder per run) and the runner (which prints the score per folder).
import {createHash} from 'node:crypto';

/** At least this share of a folder's mutants must be detected (killed or timed out). */
export const MUTATION_BUDGET = 85;

export const FOLDERS = [
  {name: 'markets', mutate: ['app/markets/**/*.ts']},
  {name: 'commerce', mutate: ['app/commerce/**/*.ts']},
  {name: 'content', mutate: ['app/content/**/*.ts']},
  {name: 'security', mutate: ['app/security/**/*.ts']},
  {name: 'upstream', mutate: ['app/upstream/**/*.ts']},
  {name: 'http', mutate: ['app/http/**/*.ts']},
  {
    // The stand-ins' rules the suites rely on: prices and cart arithmetic, the free-gift discount, cart ids and
    // errors, paging, filters, sorting, the search syntax, content listing and locale scope, image parameters.
    // The demo data and the GraphQL plumbing around them hold no rule of their own.
    name: 'local-services',
    mutate: [
      'local-services/storefront/cart-errors.ts',
      'local-services/storefront/cart-ids.ts',
      'local-services/storefront/cart-lines.ts',
      'local-services/storefront/cart-pricing.ts',
      'local-services/storefront/connection.ts',
      'local-services/storefront/free-gift.ts',
      'local-services/storefront/resolvers/filters.ts',
      'local-services/storefront/resolvers/product-order.ts',
      'local-services/storefront/resolvers/query-syntax.ts',
      'local-services/storefront/resolvers/text-match.ts',
      'local-services/datocms/listing.ts',
      'local-services/datocms/scope.ts',
      'local-services/images/params.ts',
    ],
  },
];

export function folderNamed(name) {
  const folder = FOLDERS.find((f) => f.name === name);
  if (!folder) throw new Error(`Unknown mutation folder "${name}"; one of ${FOLDERS.map((f) => f.name).join(', ')}`);
  return folder;
}

/**
 * Where a run keeps its report and incremental file: the folder's name, or a name of its own for a narrowed run
 * (readable when short, else a digest: a long file list would pass the file system's 255-byte name limit).
 */
export function runName(folder, only) {
  const globs = (only ?? '').split(',').filter(Boolean);
  if (!globs.length) return folder.name;
  const readable = `${folder.name}-only-${globs.join('+').replace(/[^A-Za-z0-9.+-]+/g, '_')}`;
  if (readable.length <= 100) return readable;
  return `${folder.name}-only-${createHash('sha256').update(globs.join(',')).digest('hex').slice(0, 16)}`;
}
