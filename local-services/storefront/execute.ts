// Runs one GraphQL request against the official schema: parse, validate, read @inContext, execute, and shape
// errors the way the Storefront API reports them (always HTTP 200, with `extensions.code`).
import {
  execute,
  getDirectiveValues,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
} from 'graphql';
import {languageFor, type RequestContext} from './context';
import {StorefrontError} from './errors';
import {rootValue} from './resolvers';
import {withEmptyRoots} from './resolvers/empty-roots';
import {storefrontSchema} from './schema';
import {getStore} from './store';
import {shopifyValidationErrors, shopifyVariableErrors, type VariableError} from './validation-errors';

export type GraphQLRequestBody = {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
};

export type FormattedError = {
  message: string;
  locations?: {line: number; column: number}[];
  path?: (string | number)[];
  extensions: {code: string; [key: string]: unknown};
};

export type GraphQLResponseBody = {data?: unknown; errors?: (FormattedError | VariableError)[]};

function baseError(error: GraphQLError, code: string): FormattedError {
  return {
    message: error.message,
    ...(error.locations ? {locations: error.locations.map(({line, column}) => ({line, column}))} : {}),
    ...(error.path ? {path: [...error.path]} : {}),
    extensions: {code},
  };
}

function executionError(error: GraphQLError, requestId: string): FormattedError {
  const original = error.originalError;
  if (original instanceof StorefrontError) return baseError(error, original.code);
  if (!error.path) return baseError(error, 'BAD_REQUEST'); // variable coercion and operation selection
  // Anything else is a bug in the stand-in: report it like Shopify's internal errors, and log it for us.
  console.error(`[storefront] ${requestId}`, original ?? error);
  return {
    ...baseError(error, 'INTERNAL_SERVER_ERROR'),
    message: `Internal error. Looks like something went wrong on our end.\nRequest ID: ${requestId} (include this in support requests).`,
    extensions: {code: 'INTERNAL_SERVER_ERROR', requestId},
  };
}

type InContext = {country?: string; language?: string};

/**
 * @inContext arguments of the operation that will run, from literals or variables (with their declared defaults,
 * e.g. Hydrogen's `$country: CountryCode = ZZ`); absent values are fine.
 */
function inContextOf(document: DocumentNode, body: GraphQLRequestBody): InContext {
  const schema = storefrontSchema();
  const operation = getOperationAST(document, body.operationName ?? undefined);
  const directive = schema.getDirective('inContext');
  if (!operation || !directive) return {};
  const variables = getVariableValues(schema, operation.variableDefinitions ?? [], body.variables ?? {});
  // Bad variable values are reported by execution itself.
  if (!variables.coerced) return {};
  try {
    return (getDirectiveValues(directive, operation, variables.coerced) ?? {}) as InContext;
  } catch {
    return {};
  }
}

// Every root field answers: the resolvers' own, else the schema-derived empty answer (resolvers/empty-roots.ts).
let roots: typeof rootValue | undefined;
const allRoots = () => (roots ??= withEmptyRoots(storefrontSchema(), rootValue));

export async function executeStorefrontRequest(
  body: GraphQLRequestBody,
  options: {origin: string; requestId: string},
): Promise<GraphQLResponseBody> {
  const schema = storefrontSchema();
  let document: DocumentNode;
  try {
    document = parse(body.query);
  } catch (error) {
    if (error instanceof GraphQLError) return {errors: [baseError(error, 'GRAPHQL_PARSE_FAILED')]};
    throw error;
  }

  const validationErrors = validate(schema, document);
  if (validationErrors.length) {
    return {errors: shopifyValidationErrors(schema, document, validationErrors)};
  }

  // Variables that do not fit their types, in Shopify's words (graphql-js would report them from execute).
  const operation = getOperationAST(document, body.operationName ?? undefined);
  if (operation) {
    const variables = body.variables ?? {};
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables, {maxErrors: 50});
    const errors = coerced.errors && shopifyVariableErrors(schema, operation.variableDefinitions ?? [], variables, coerced.errors);
    if (errors?.length) return {errors};
  }

  const context = inContextOf(document, body);
  const contextValue: RequestContext = {
    language: languageFor(context.language),
    languageCode: context.language ?? 'EN',
    country: context.country ?? 'ZZ',
    origin: options.origin,
    requestId: options.requestId,
    store: getStore(),
  };

  const result = await execute({
    schema,
    document,
    rootValue: allRoots(),
    contextValue,
    variableValues: body.variables ?? undefined,
    operationName: body.operationName ?? undefined,
  });
  const response: GraphQLResponseBody = {};
  if (result.errors?.length) response.errors = result.errors.map((e) => executionError(e, options.requestId));
  if ('data' in result) response.data = result.data ?? null;
  return response;
}
