// Root fields the stand-in has no data for, answered as a real shop without such data answers them, derived from
// the 2024-10 schema so no root field is left to graphql-js's default (null, which for a non-null field such as
// `blogs` or `sitemap` became an INTERNAL_SERVER_ERROR with `data: null`, issue 14 §6):
// - a connection (a type with `pageInfo`): empty, with its pageInfo, still requiring `first` or `last`;
// - a deprecated alias whose reason names its successor (`productByHandle` → `product`): the successor's answer;
// - any other nullable field (`blog`, `page`, `article`, `cartCompletionAttempt`): null, "not found";
// - a non-null object that is no connection (`sitemap`): its empty form from EMPTY_OBJECTS.
// These are fallbacks only: `withEmptyRoots` never replaces a field the specific resolvers answer, so a module that
// resolves `sitemap` or `urlRedirects` with real data wins over the empty answer.
import {
  getNamedType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import {emptyConnection, type PageArgs} from '../connection';
import type {RequestContext} from '../context';

type Resolver = (args: never, ctx: RequestContext, info: never) => unknown;
type Roots = Record<string, Resolver>;

/**
 * Empty forms of the non-null objects that are no connection. A sitemap without resources has zero pages (Hydrogen's
 * getSitemapIndex reads `pagesCount.count`) and an empty, last page of items.
 */
const EMPTY_OBJECTS: Record<string, () => unknown> = {
  Sitemap: () => ({
    pagesCount: {count: 0, precision: 'EXACT'},
    resources: () => ({hasNextPage: false, items: []}),
  }),
};

function isConnection(type: GraphQLObjectType): boolean {
  return 'pageInfo' in type.getFields() && 'edges' in type.getFields();
}

/** `Use \`product\` instead.` → 'product'. */
function successorOf(field: GraphQLField<unknown, unknown>): string | undefined {
  return field.deprecationReason?.match(/^Use `(\w+)` instead/)?.[1];
}

/** The generic answer of one root field, or undefined when the schema gives no way to derive one. */
export function emptyAnswer(field: GraphQLField<unknown, unknown>, resolved: Roots): Resolver | undefined {
  const successor = successorOf(field);
  const delegate = successor ? resolved[successor] : undefined;
  if (delegate) return delegate;
  const named = getNamedType(field.type);
  if (isObjectType(named) && isConnection(named)) {
    return (args: PageArgs) => emptyConnection(args, field.name);
  }
  if (!isNonNullType(field.type)) return () => null;
  return EMPTY_OBJECTS[named.name];
}

/** Root fields of `type` that `resolved` lacks, each with its generic answer. */
export function emptyRootResolvers(type: GraphQLObjectType, resolved: Roots): Roots {
  const roots: Roots = {};
  for (const field of Object.values(type.getFields())) {
    if (field.name in resolved) continue;
    const answer = emptyAnswer(field, resolved);
    if (!answer) throw new Error(`empty-roots: no empty answer for ${type.name}.${field.name}: ${String(field.type)}`);
    roots[field.name] = answer;
  }
  return roots;
}

/**
 * The resolved roots plus a generic answer for every other QueryRoot field. Mutations are left out on purpose: a
 * mutation that pretends to succeed would mislead, and the unresolved ones (Shop Pay sessions, cart payment and
 * completion) have nullable payloads, so they answer null without an error.
 */
export function withEmptyRoots<T extends Roots>(schema: GraphQLSchema, resolved: T): T {
  const query = schema.getQueryType();
  if (!query) return resolved;
  return {...emptyRootResolvers(query, resolved), ...resolved};
}
