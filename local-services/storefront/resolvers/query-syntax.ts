// The search syntax of `products(query:)` and `collections(query:)`: terms are ANDed, `OR` separates alternatives,
// `-term` / `NOT term` negate, `field:value` filters a field (with `*` prefix wildcards and `<`, `>`, `<=`, `>=` for
// numbers and dates). Parentheses are not nested here; the storefront's own queries never need them.
import type {DemoProduct} from '../../data/catalogue';
import {numericId} from '../connection';
import {text, type RequestContext} from '../context';
import {cents} from './common';
import {normalize, relevance, terms} from './text-match';

type Term = {negate: boolean; field?: string; value: string};

function tokenize(query: string): string[] {
  const tokens: string[] = [];
  const pattern = /(-?[\w.]+:(?:"[^"]*"|'[^']*'|[^\s()]+))|("[^"]*")|([^\s()]+)/g;
  for (const match of query.matchAll(pattern)) tokens.push(match[0]);
  return tokens;
}

function parse(query: string): Term[][] {
  const alternatives: Term[][] = [[]];
  let negateNext = false;
  for (const token of tokenize(query)) {
    if (token === 'OR') {
      alternatives.push([]);
      continue;
    }
    if (token === 'AND') continue;
    if (token === 'NOT') {
      negateNext = true;
      continue;
    }
    let raw = token;
    let negate = negateNext;
    negateNext = false;
    if (raw.startsWith('-') && raw.length > 1) {
      negate = true;
      raw = raw.slice(1);
    }
    const colon = raw.indexOf(':');
    const unquote = (v: string) => v.replace(/^["']|["']$/g, '');
    const term: Term =
      colon > 0 ? {negate, field: raw.slice(0, colon).toLowerCase(), value: unquote(raw.slice(colon + 1))} : {negate, value: unquote(raw)};
    alternatives.at(-1)!.push(term);
  }
  return alternatives.filter((a) => a.length > 0);
}

function compare(actual: number, expression: string, parseValue: (v: string) => number): boolean {
  const match = /^(<=|>=|<|>)?(.*)$/.exec(expression)!;
  const expected = parseValue(match[2]!);
  if (Number.isNaN(expected)) return false;
  switch (match[1]) {
    case '<':
      return actual < expected;
    case '>':
      return actual > expected;
    case '<=':
      return actual <= expected;
    case '>=':
      return actual >= expected;
    default:
      return actual === expected;
  }
}

/** Text fields match on the whole value or on one of its words; a trailing `*` makes it a prefix match. */
function textMatches(candidate: string, pattern: string): boolean {
  const value = normalize(candidate);
  const wanted = normalize(pattern);
  const words = value.split(/[^a-z0-9]+/);
  if (wanted.endsWith('*')) {
    const prefix = wanted.slice(0, -1);
    return value.startsWith(prefix) || words.some((w) => w.startsWith(prefix));
  }
  return value === wanted || words.includes(wanted);
}

/** Whole-value match for keyword fields, or a prefix match with a trailing `*`. */
function exactOrPrefix(candidate: string, pattern: string): boolean {
  const wanted = normalize(pattern);
  return wanted.endsWith('*') ? normalize(candidate).startsWith(wanted.slice(0, -1)) : normalize(candidate) === wanted;
}

function productTermMatches(ctx: RequestContext, product: DemoProduct, term: Term): boolean {
  const value = term.value;
  switch (term.field) {
    case undefined:
      return relevance(ctx, product, terms(value)) > 0;
    case 'title':
      return textMatches(text(ctx, product.title), value);
    case 'handle':
      return product.handle === value;
    case 'product_type':
      return exactOrPrefix(product.productType, value);
    case 'vendor':
      return exactOrPrefix(product.vendor, value);
    case 'tag':
      return product.tags.some((t) => exactOrPrefix(t, value));
    case 'tag_not':
      return !product.tags.some((t) => normalize(t) === normalize(value));
    case 'available_for_sale':
      return product.variants.some((v) => v.availableForSale) === (value === 'true');
    case 'id':
      return compare(numericId(product.id), value, (v) => numericId(v));
    case 'created_at':
      return compare(Date.parse(product.createdAt), value, Date.parse);
    case 'updated_at':
    case 'published_at':
      return compare(Date.parse(product.publishedAt), value, Date.parse);
    case 'variants.price':
      return product.variants.some((v) => compare(cents(v.price), value, (p) => Math.round(Number(p) * 100)));
    case 'sku':
    case 'variants.sku':
      return product.variants.some((v) => v.sku.toLowerCase() === value.toLowerCase());
    default:
      // Unknown fields match nothing, like a filter on a field the shop does not index.
      return false;
  }
}

export type ProductQuery = {matches: (product: DemoProduct) => boolean; freeTextTerms: string[]};

export function compileProductQuery(ctx: RequestContext, query: string | null | undefined): ProductQuery {
  const alternatives = query?.trim() ? parse(query) : [];
  const freeTextTerms = alternatives.flat().filter((t) => !t.field && !t.negate).flatMap((t) => terms(t.value));
  return {
    freeTextTerms,
    matches: (product) =>
      alternatives.length === 0 ||
      alternatives.some((all) => all.every((term) => productTermMatches(ctx, product, term) !== term.negate)),
  };
}

/** For collections(query:): free text and `title:` / `handle:` match. */
export function collectionQueryMatches(title: string, handle: string, query: string | null | undefined): boolean {
  const alternatives = query?.trim() ? parse(query) : [];
  if (alternatives.length === 0) return true;
  return alternatives.some((all) =>
    all.every((term) => {
      const hit =
        term.field === 'handle'
          ? handle === term.value
          : term.field === 'title' || term.field === undefined
            ? textMatches(title, term.value) || normalize(title).includes(normalize(term.value))
            : false;
      return hit !== term.negate;
    }),
  );
}
