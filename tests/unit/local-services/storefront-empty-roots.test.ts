// Every root field of the Storefront API 2024-10 answers as a shop without such data would (issue 14 §6): the
// field list, the arguments and the selections are generated from the schema the stand-in executes against.
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import {describe, expect, test} from 'vitest';
import {rootValue} from '../../../local-services/storefront/resolvers';
import {emptyAnswer, withEmptyRoots} from '../../../local-services/storefront/resolvers/empty-roots';
import {storefrontSchema} from '../../../local-services/storefront/schema';
import {ORIGIN, storefront} from './storefront-helpers';

const schema = storefrontSchema();
const queryRoot = schema.getQueryType()!;
const rootFields = Object.values(queryRoot.getFields());
/** Root fields no specific resolver answers: the ones the generic answers cover. */
const unresolved = rootFields.filter((field) => !(field.name in rootValue));

/** A literal of an input type: a value of its kind that names nothing in the shop. */
function literal(type: GraphQLInputType): string {
  const inner = getNullableType(type);
  if (isListType(inner)) return `[${literal(inner.ofType)}]`;
  if (isEnumType(inner)) return inner.getValues()[0]!.name;
  if (isInputObjectType(inner)) {
    const required = Object.values(inner.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return `{${required.map((f) => `${f.name}: ${literal(f.type)}`).join(', ')}}`;
  }
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'Int':
        return '1';
      case 'Float':
        return '1.5';
      case 'Boolean':
        return 'false';
      case 'ID':
        return '"gid://shopify/Unknown/1"';
      case 'URL':
        return '"https://example.com/nothing"';
      default:
        return '"nothing-here"';
    }
  }
  throw new Error(`no literal for ${String(type)}`);
}

/** Required arguments, plus `first` where the field pages (Shopify requires `first` or `last` on a connection). */
function argumentsOf(field: GraphQLField<unknown, unknown>): string {
  const asked = field.args.filter(
    (arg: GraphQLArgument) => (isNonNullType(arg.type) && arg.defaultValue === undefined) || arg.name === 'first',
  );
  return asked.length ? `(${asked.map((arg) => `${arg.name}: ${arg.name === 'first' ? '5' : literal(arg.type)}`).join(', ')})` : '';
}

/** Every leaf of the type, and one level of each object field's leaves, each with its generated arguments. */
function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const parts = ['__typename'];
  for (const field of Object.values(named.getFields())) {
    const inner = getNamedType(field.type);
    if (isLeafType(inner)) parts.push(`${field.name}${argumentsOf(field)}`);
    else if (depth === 0) parts.push(`${field.name}${argumentsOf(field)} ${selectionOf(field.type, depth + 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

function rootQuery(field: GraphQLField<unknown, unknown>): string {
  return `query Root_${field.name} { ${field.name}${argumentsOf(field)} ${selectionOf(field.type)} }`;
}

const isConnection = (field: GraphQLField<unknown, unknown>) => {
  const named = getNamedType(field.type);
  return isObjectType(named) && 'pageInfo' in named.getFields();
};

describe('every QueryRoot field of the 2024-10 schema answers without errors', () => {
  test('the schema has root fields the specific resolvers do not answer (else this suite tests nothing generic)', () => {
    expect(rootFields.length).toBeGreaterThan(30);
    expect(unresolved.map((f) => f.name)).toEqual(expect.arrayContaining(['blogs', 'pages', 'articles', 'locations']));
  });

  test.each(rootFields.map((field) => [field.name, field] as const))('%s, asked with its required arguments', async (_name, field) => {
    const result = await storefront(rootQuery(field));
    expect(result.status).toBe(200);
    expect(result.errors).toBeUndefined();
    expect(result.data).toHaveProperty(field.name);
  });
});

describe('root fields without data answer as a shop without such data', () => {
  const connections = unresolved.filter(isConnection);
  const nullable = unresolved.filter((f) => !isNonNullType(f.type) && !f.deprecationReason);

  test.each(connections.map((f) => [f.name, f] as const))('%s is an empty connection with its pageInfo', async (name, field) => {
    const result = await storefront(
      `query Empty { ${name}${argumentsOf(field)} { edges { cursor } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect((result.data as Record<string, unknown>)[name]).toEqual({
      edges: [],
      pageInfo: {hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null},
    });
  });

  test.each(connections.filter((f) => f.args.some((a) => a.name === 'last')).map((f) => [f.name] as const))(
    '%s without first or last is refused, as every connection of the Storefront API',
    async (name) => {
      const result = await storefront(`query Unpaged { ${name} { pageInfo { hasNextPage } } }`);
      expect(result.errors?.[0]?.message).toBe('you must provide one of first or last');
      expect(result.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    },
  );

  test.each(nullable.map((f) => [f.name, f] as const))('%s is null (nothing found)', async (name, field) => {
    const result = await storefront(`query Lookup { ${name}${argumentsOf(field)} { __typename } }`);
    expect(result.errors).toBeUndefined();
    expect((result.data as Record<string, unknown>)[name]).toBeNull();
  });

  test.each(
    rootFields
      .filter((f) => f.deprecationReason?.startsWith('Use `'))
      .map((f) => [f.name, /`(\w+)`/.exec(f.deprecationReason!)![1]!] as const),
  )('the deprecated %s answers as %s does', async (deprecated, successor) => {
    // A handle the shop has, so the answer is real data where the successor has it.
    for (const handle of ['whey-protein', 'protein', 'no-such-handle']) {
      const result = await storefront(
        `query Alias { old: ${deprecated}(handle: "${handle}") { __typename id } current: ${successor}(handle: "${handle}") { __typename id } }`,
      );
      expect(result.errors).toBeUndefined();
      const data = result.data as {old: unknown; current: unknown};
      expect(data.old).toEqual(data.current);
    }
  });

  test('a sitemap of any type without resources has zero pages and an empty last page', async () => {
    const sitemap = queryRoot.getFields().sitemap!;
    const answer = emptyAnswer(sitemap, {}) as unknown as () => {pagesCount: unknown; resources: () => unknown};
    expect(answer().pagesCount).toEqual({count: 0, precision: 'EXACT'});
    expect(answer().resources()).toEqual({hasNextPage: false, items: []});
  });

  test('a specific resolver always wins over the generic answer of the same field', () => {
    const real = () => 'real data';
    const names = rootFields.map((f) => f.name);
    for (const name of names) {
      const roots = withEmptyRoots(schema, {...rootValue, [name]: real});
      expect(roots[name]).toBe(real);
      // And every other root field still has an answer.
      expect(names.filter((other) => !(other in roots))).toEqual([]);
    }
  });
});

describe('menus: the two every shop is created with', () => {
  const MENU = `query Menu($handle: String!) {
    menu(handle: $handle) { id handle title itemsCount items { id title type url resourceId tags items { id } resource { __typename ... on Collection { handle } } } }
  }`;
  type Menu = {
    handle: string;
    itemsCount: number;
    items: {title: string; type: string; url: string; resourceId: string | null; resource: {handle?: string} | null}[];
  };
  const menu = async (handle: string, language = 'EN') => {
    const result = await storefront<{menu: Menu | null}>(MENU.replace('query Menu($handle: String!)', `query Menu($handle: String!) @inContext(language: ${language})`), {handle});
    expect(result.errors).toBeUndefined();
    return result.data!.menu;
  };

  test('main-menu: Home, Catalog, then every collection, linked absolutely on the shop domain', async () => {
    const collections = await storefront<{collections: {nodes: {id: string; handle: string; title: string}[]}}>(
      'query All @inContext(language: DE) { collections(first: 250) { nodes { id handle title } } }',
    );
    const main = (await menu('main-menu', 'DE'))!;
    expect(main.items.slice(0, 2).map((i) => [i.title, i.type, i.url])).toEqual([
      ['Home', 'FRONTPAGE', `${ORIGIN}/`],
      ['Catalog', 'CATALOG', `${ORIGIN}/collections/all`],
    ]);
    const nodes = collections.data!.collections.nodes;
    expect(main.items.slice(2)).toEqual(
      nodes.map((c) => ({
        id: expect.stringMatching(/^gid:\/\/shopify\/MenuItem\/\d+$/),
        title: c.title,
        type: 'COLLECTION',
        url: `${ORIGIN}/collections/${c.handle}`,
        resourceId: c.id,
        tags: [],
        items: [],
        resource: {__typename: 'Collection', handle: c.handle},
      })),
    );
    expect(main.itemsCount).toBe(main.items.length);
  });

  test('footer: Search', async () => {
    expect((await menu('footer'))!.items.map((i) => [i.title, i.type, i.url])).toEqual([['Search', 'SEARCH', `${ORIGIN}/search`]]);
  });

  test.each(['', 'Main-Menu', 'main_menu', 'no-such-menu', 'footer '])('the handle %j names no menu: null', async (handle) => {
    expect(await menu(handle)).toBeNull();
  });
});
