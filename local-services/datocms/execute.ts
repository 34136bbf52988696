// Runs one GraphQL request against the content schema and shapes errors the way the CDA (graphql-ruby) does:
// `{"errors":[{"message","locations","fields"}]}` on HTTP 200.
import {
  execute,
  GraphQLError,
  Kind,
  parse,
  validate,
  visit,
  type ASTNode,
  type DocumentNode,
  type ExecutionResult,
} from 'graphql';
import {SCHEMA} from './schema';
import type {RequestContext} from './scope';

export type GraphQLBody = {query?: unknown; variables?: unknown; operationName?: unknown};

export type CdaError = {message: string; locations?: {line: number; column: number}[]; path?: (string | number)[]; fields?: string[]};
export type CdaResult = {data?: unknown; errors?: CdaError[]};

export async function runQuery(body: GraphQLBody, context: RequestContext): Promise<CdaResult> {
  if (typeof body.query !== 'string' || !body.query.trim()) return {errors: [{message: 'No query string was present'}]};

  let document: DocumentNode;
  try {
    document = parse(body.query);
  } catch (error) {
    return {errors: [formatError(error as GraphQLError)]};
  }
  const invalid = validate(SCHEMA, document);
  if (invalid.length) return {errors: invalid.map((error) => formatError(error, document))};

  const result: ExecutionResult = await execute({
    schema: SCHEMA,
    document,
    contextValue: context,
    variableValues: isRecord(body.variables) ? body.variables : undefined,
    operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
  });
  if (!result.errors?.length) return {data: result.data};
  return {
    ...(result.data ? {data: result.data} : {}),
    errors: result.errors.map((error) => formatError(error, document)),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** graphql-js messages for the common case reworded as the CDA words them. */
const REWORDED: [RegExp, string][] = [[/^Cannot query field "(\w+)" on type "(\w+)"\.$/, "Field '$1' doesn't exist on type '$2'"]];

function formatError(error: GraphQLError, document?: DocumentNode): CdaError {
  const message = REWORDED.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), error.message);
  const formatted: CdaError = {message};
  if (error.locations?.length) formatted.locations = error.locations.map(({line, column}) => ({line, column}));
  if (error.path) formatted.path = [...error.path];
  const node = error.nodes?.[0];
  const fields = document && node && !error.path ? fieldPathOf(document, node) : undefined;
  if (fields) formatted.fields = fields;
  return formatted;
}

/** graphql-ruby's `fields`: the operation ("query Name") followed by the field names down to the failing node. */
function fieldPathOf(document: DocumentNode, target: ASTNode): string[] | undefined {
  let found: string[] | undefined;
  visit(document, {
    enter(node, _key, _parent, _path, ancestors) {
      if (found) return false;
      if (node !== target) return undefined;
      const chain = [...(ancestors.filter((a) => !Array.isArray(a)) as ASTNode[]), node];
      found = chain.flatMap((item) => {
        if (item.kind === Kind.OPERATION_DEFINITION) return [item.name ? `${item.operation} ${item.name.value}` : item.operation];
        if (item.kind === Kind.FRAGMENT_DEFINITION) return [`fragment ${item.name.value}`];
        if (item.kind === Kind.FIELD) return [item.alias?.value ?? item.name.value];
        return [];
      });
      return false;
    },
  });
  return found;
}
