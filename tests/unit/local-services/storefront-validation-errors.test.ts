// Validation errors in the Storefront API's words and codes (graphql-ruby's static validation, which Shopify runs;
// issue 14 §6). Cases are generated over the schema's types and root fields, not picked.
import {getNamedType, isLeafType, isNonNullType, type GraphQLField} from 'graphql';
import {describe, expect, test} from 'vitest';
import {storefrontSchema} from '../../../local-services/storefront/schema';
import {storefront} from './storefront-helpers';

const schema = storefrontSchema();
const nodeTypes = schema.getPossibleTypes(schema.getType('Node') as never).map((t) => t.name);
const queryFields = Object.values(schema.getQueryType()!.getFields());
const mutationFields = Object.values(schema.getMutationType()!.getFields());

const requiredArgs = (field: GraphQLField<unknown, unknown>) =>
  field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined).map((a) => a.name);
const selection = (field: GraphQLField<unknown, unknown>) => (isLeafType(getNamedType(field.type)) ? '' : '{ __typename }');

async function errorsOf(query: string, variables: Record<string, unknown> = {}) {
  const result = await storefront(query, variables);
  expect(result.status).toBe(200);
  expect(result.data).toBeUndefined();
  return result.errors!;
}

describe("an unknown field: Field 'x' doesn't exist on type 'Y' (undefinedField)", () => {
  test.each(['QueryRoot', ...nodeTypes])('on %s', async (type) => {
    const query =
      type === 'QueryRoot'
        ? 'query Probe { flavourOfTheDay }'
        : `query Probe { node(id: "gid://shopify/${type}/1") { ... on ${type} { id flavourOfTheDay } } }`;
    const [error, ...rest] = await errorsOf(query);
    expect(rest).toEqual([]);
    expect(error).toEqual({
      message: `Field 'flavourOfTheDay' doesn't exist on type '${type}'`,
      locations: [{line: 1, column: expect.any(Number)}],
      path: type === 'QueryRoot' ? ['query Probe', 'flavourOfTheDay'] : ['query Probe', 'node', `... on ${type}`, 'flavourOfTheDay'],
      extensions: {code: 'undefinedField', typeName: type, fieldName: 'flavourOfTheDay'},
    });
  });

  test('on the Mutation root, in an anonymous mutation, suggesting nothing', async () => {
    const [error] = await errorsOf('mutation { cartCreat { cart { id } } }');
    expect(error).toMatchObject({
      message: "Field 'cartCreat' doesn't exist on type 'Mutation'",
      path: ['mutation', 'cartCreat'],
      extensions: {code: 'undefinedField', typeName: 'Mutation', fieldName: 'cartCreat'},
    });
  });
});

describe('arguments', () => {
  test.each(queryFields.filter((f) => !requiredArgs(f).length).map((f) => [f.name, f] as const))(
    "an unknown argument on %s: Field 'f' doesn't accept argument 'a' (argumentNotAccepted), named as written",
    async (name, field) => {
      const [error] = await errorsOf(`query Probe { aliased: ${name}(flavour: 1) ${selection(field)} }`);
      expect(error).toMatchObject({
        message: `Field 'aliased' doesn't accept argument 'flavour'`,
        path: ['query Probe', 'aliased', 'flavour'],
        extensions: {code: 'argumentNotAccepted', name: 'aliased', typeName: 'Field', argumentName: 'flavour'},
      });
    },
  );

  test.each(
    [...queryFields, ...mutationFields]
      .filter((f) => requiredArgs(f).length)
      .map((f) => [f.name, f, schema.getMutationType()!.getFields()[f.name] === f ? 'mutation' : 'query'] as const),
  )('%s without its required arguments: one error naming all of them (missingRequiredArguments)', async (name, field, kind) => {
    const errors = await errorsOf(`${kind} Probe { ${name} ${selection(field)} }`);
    const names = requiredArgs(field).join(', ');
    expect(errors).toEqual([
      {
        message: `Field '${name}' is missing required arguments: ${names}`,
        locations: [{line: 1, column: expect.any(Number)}],
        path: [`${kind} Probe`, name],
        extensions: {code: 'missingRequiredArguments', className: 'Field', name, arguments: names},
      },
    ]);
  });

  test.each([
    ['products(first: "ten")', 'first', 'products', '"ten"', 'Int'],
    ['products(first: 10, sortKey: PRICEY)', 'sortKey', 'products', 'PRICEY', 'ProductSortKeys'],
    ['collections(first: 1.5)', 'first', 'collections', '1.5', 'Int'],
    ['product(handle: 12)', 'handle', 'product', '12', 'String'],
    ['nodes(ids: [true, "gid://shopify/Product/1"])', 'ids', 'nodes', '[true, "gid://shopify/Product/1"]', '[ID!]!'],
    ['productRecommendations(productId: {id: 1})', 'productId', 'productRecommendations', '{id: 1}', 'ID'],
  ])('%s: Argument has an invalid value, with the expected type (argumentLiteralsIncompatible)', async (call, argument, field, value, type) => {
    const [error] = await errorsOf(`query Probe { ${call} { __typename } }`);
    expect(error).toMatchObject({
      message: `Argument '${argument}' on Field '${field}' has an invalid value (${value}). Expected type '${type}'.`,
      locations: [{line: 1, column: 15}],
      path: ['query Probe', field, argument],
      extensions: {code: 'argumentLiteralsIncompatible', typeName: 'Field', argumentName: argument},
    });
  });

  test('an input object field of the wrong type or unknown, and a missing required one', async () => {
    const errors = await errorsOf(
      'mutation Probe { a: cartCreate(input: {lines: [{merchandiseId: false}]}) { cart { id } } b: cartCreate(input: {nope: 1}) { cart { id } } c: cartLinesAdd(cartId: "x", lines: [{quantity: 1}]) { cart { id } } }',
    );
    expect(errors).toEqual([
      expect.objectContaining({
        message: "Argument 'merchandiseId' on InputObject 'CartLineInput' has an invalid value (false). Expected type 'ID!'.",
        extensions: {code: 'argumentLiteralsIncompatible', typeName: 'InputObject', argumentName: 'merchandiseId'},
      }),
      expect.objectContaining({
        message: "InputObject 'CartInput' doesn't accept argument 'nope'",
        extensions: {code: 'argumentNotAccepted', name: 'CartInput', typeName: 'InputObject', argumentName: 'nope'},
      }),
      expect.objectContaining({
        message: "Argument 'merchandiseId' on InputObject 'CartLineInput' is required. Expected type ID!",
        extensions: {code: 'missingRequiredInputObjectAttribute', argumentName: 'merchandiseId', argumentType: 'ID!', inputObjectType: 'CartLineInput'},
      }),
    ]);
  });
});

describe('selections, variables, fragments, directives, types', () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ['query Probe { shop }', "Field must have selections (field 'shop' returns Shop but has no selections. Did you mean 'shop { ... }'?)", {code: 'selectionMismatch', nodeName: "field 'shop'", typeName: 'Shop'}],
    ['query Probe { shop { name { length } } }', `Selections can't be made on scalars (field 'name' returns String but has selections ["length"])`, {code: 'selectionMismatch', nodeName: "field 'name'", typeName: 'String'}],
    ['query Probe { product(handle: $handle) { id } }', 'Variable $handle is used by Probe but not declared', {code: 'variableNotDefined', variableName: 'handle'}],
    ['{ product(handle: $handle) { id } }', 'Variable $handle is used by anonymous query but not declared', {code: 'variableNotDefined', variableName: 'handle'}],
    ['query Probe($handle: String) { shop { name } }', 'Variable $handle is declared by Probe but not used', {code: 'variableNotUsed', variableName: 'handle'}],
    ['query Probe($handle: Handle) { product(handle: $handle) { id } }', "Handle isn't a defined input type (on $handle)", {code: 'variableRequiresValidType', typeName: 'Handle', variableName: 'handle'}],
    ['query Probe { shop { ...F } } fragment F on Store { name }', "No such type Store, so it can't be a fragment condition", {code: 'undefinedType', typeName: 'Store'}],
    ['query Probe { shop { name } } fragment F on Shop { name }', 'Fragment F was defined, but not used', {code: 'useAndDefineFragment', fragmentName: 'F'}],
    ['query Probe { shop { ...F } }', 'Fragment F was used, but not defined', {code: 'useAndDefineFragment', fragmentName: 'F'}],
    ['query Probe { shop @cached { name } }', 'Directive @cached is not defined', {code: 'undefinedDirective', directiveName: 'cached'}],
  ];
  test.each(cases)('%s → %s', async (query, message, extensions) => {
    const errors = await errorsOf(query);
    expect(errors[0]).toMatchObject({message, extensions});
  });
});

describe('variables that do not fit their types: Variable $x of type T was provided invalid value, with its problems', () => {
  const required = queryFields.flatMap((field) =>
    field.args
      .filter((a) => isNonNullType(a.type) && a.defaultValue === undefined)
      .map((a) => [field.name, a.name, String(a.type), field] as const),
  );

  test.each(required)('%s without $%s (%s): value null, "Expected value to not be null"', async (name, argument, type, field) => {
    const result = await storefront(`query Probe($v: ${type}) { ${name}(${argument}: $v) ${selection(field)} }`, {});
    expect(result.data).toBeUndefined();
    expect(result.errors).toEqual([
      {
        message: `Variable $v of type ${type} was provided invalid value`,
        locations: [{line: 1, column: 13}],
        extensions: {value: null, problems: [{path: [], explanation: 'Expected value to not be null'}]},
      },
    ]);
  });

  test('every problem of one input value in one error, each with its path', async () => {
    const result = await storefront('mutation Probe($input: CartInput) { cartCreate(input: $input) { cart { id } } }', {
      input: {lines: [{quantity: 'two', merchandiseId: 'gid://shopify/ProductVariant/1'}, {}], nope: 1},
    });
    expect(result.errors).toEqual([
      {
        message:
          'Variable $input of type CartInput was provided invalid value for lines.0.quantity (Could not coerce value "two" to Int), lines.1.merchandiseId (Expected value to not be null), nope (Field is not defined on CartInput)',
        locations: [{line: 1, column: 16}],
        extensions: {
          value: {lines: [{quantity: 'two', merchandiseId: 'gid://shopify/ProductVariant/1'}, {}], nope: 1},
          problems: [
            {path: ['lines', 0, 'quantity'], explanation: 'Could not coerce value "two" to Int'},
            {path: ['lines', 1, 'merchandiseId'], explanation: 'Expected value to not be null'},
            {path: ['nope'], explanation: 'Field is not defined on CartInput'},
          ],
        },
      },
    ]);
  });

  test.each(['PRICEY', 'price', ''])('an enum value %j that does not exist lists the values there are', async (value) => {
    const result = await storefront('query Probe($s: ProductSortKeys) { products(first: 1, sortKey: $s) { nodes { id } } }', {s: value});
    const values = (schema.getType('ProductSortKeys') as unknown as {getValues: () => {name: string}[]}).getValues().map((v) => v.name);
    expect(result.errors?.[0]?.extensions).toEqual({
      value,
      problems: [{path: [], explanation: `Expected ${JSON.stringify(value)} to be one of: ${values.join(', ')}`}],
    });
  });
});
