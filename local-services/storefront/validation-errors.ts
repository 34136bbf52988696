// Validation errors in the Storefront API's words. Shopify runs graphql-ruby, whose static validation words and codes
// differ from graphql-js's: `Field 'foo' doesn't exist on type 'QueryRoot'` with extensions
// {code: 'undefinedField', typeName, fieldName} where graphql-js says `Cannot query field "foo" on type "QueryRoot".`
// Sources: graphql-ruby lib/graphql/static_validation/rules/*.rb (messages and `*_error.rb` extensions) and its
// specs (paths: "query Name" / "fragment Name", then field aliases or names, argument names, list indexes);
// Shopify runs it without "Did you mean" suggestions. graphql-js still does the validating; this only rewords its
// findings, locating each one in the document (TypeInfo) for the names graphql-ruby reports.
import {
  getNamedType,
  isEnumType,
  Kind,
  print,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type VariableDefinitionNode,
} from 'graphql';

export type ValidationError = {
  message: string;
  locations?: {line: number; column: number}[];
  path?: (string | number)[];
  extensions: {code: string; [key: string]: unknown};
};

/** What graphql-ruby names an argument (a field's, a directive's, or an input object's field) in its messages. */
type ArgumentSite = {
  name: string;
  /** `Field`, `Directive` or `InputObject`: graphql-ruby's node class. */
  ownerKind: 'Field' | 'Directive' | 'InputObject';
  /** The field's alias or name, the directive's name, the input object type's name. */
  ownerName: string;
  /** The node graphql-ruby locates the error at: the field, directive or input object holding the argument. */
  ownerNode: ASTNode;
  type: string;
  value: ASTNode;
};

type NodeInfo = {path: (string | number)[]; argument?: ArgumentSite; variable?: string};

/** Every node of the document with its graphql-ruby path and, inside arguments, the argument it belongs to. */
function describeNodes(schema: GraphQLSchema, document: DocumentNode): Map<ASTNode, NodeInfo> {
  const infos = new Map<ASTNode, NodeInfo>();
  const typeInfo = new TypeInfo(schema);
  const path: (string | number)[] = [];
  const pushed: boolean[] = [];
  const sites: ArgumentSite[] = [];
  let variable: string | undefined;

  const segment = (node: ASTNode, parent: unknown, key: unknown): string | number | undefined => {
    switch (node.kind) {
      case Kind.OPERATION_DEFINITION:
        return node.name ? `${node.operation} ${node.name.value}` : node.operation;
      case Kind.FRAGMENT_DEFINITION:
        return `fragment ${node.name.value}`;
      case Kind.INLINE_FRAGMENT:
        return node.typeCondition ? `... on ${node.typeCondition.name.value}` : '...';
      case Kind.FRAGMENT_SPREAD:
        return `... ${node.name.value}`;
      case Kind.FIELD:
        return node.alias?.value ?? node.name.value;
      case Kind.ARGUMENT:
      case Kind.OBJECT_FIELD:
        return node.name.value;
      default:
        // An item of a list value.
        return Array.isArray(parent) && typeof key === 'number' && sites.length ? key : undefined;
    }
  };

  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      enter(node, key, parent, _path, ancestors) {
        const part = segment(node, parent, key);
        pushed.push(part !== undefined);
        if (part !== undefined) path.push(part);
        if (node.kind === Kind.VARIABLE_DEFINITION) variable = node.variable.name.value;
        if (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) {
          const owner = [...ancestors].reverse().find((a): a is ASTNode => !Array.isArray(a) && typeof a === 'object' && a !== null && 'kind' in a);
          const inputObject = node.kind === Kind.OBJECT_FIELD ? getNamedType(typeInfo.getParentInputType()) : undefined;
          const ownerKind = node.kind === Kind.OBJECT_FIELD ? 'InputObject' : owner?.kind === Kind.DIRECTIVE ? 'Directive' : 'Field';
          const ownerName =
            ownerKind === 'InputObject'
              ? (inputObject?.name ?? '')
              : owner?.kind === Kind.FIELD
                ? (owner.alias?.value ?? owner.name.value)
                : owner?.kind === Kind.DIRECTIVE
                  ? owner.name.value
                  : '';
          const type = typeInfo.getInputType();
          sites.push({name: node.name.value, ownerKind, ownerName, ownerNode: owner ?? node, type: type ? String(type) : '', value: node.value});
        }
        infos.set(node, {
          path: [...path],
          argument: sites.at(-1),
          variable,
        });
      },
      leave(node) {
        if (pushed.pop()) path.pop();
        if (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) sites.pop();
        if (node.kind === Kind.VARIABLE_DEFINITION) variable = undefined;
      },
    }),
  );
  return infos;
}

const locationOf = (node: ASTNode | undefined) =>
  node?.loc ? [{line: node.loc.startToken.line, column: node.loc.startToken.column}] : undefined;

type Rule = {
  pattern: RegExp;
  reword: (match: RegExpExecArray, error: GraphQLError, info: NodeInfo | undefined) => Omit<ValidationError, 'path'> & {
    path?: (string | number)[];
  };
};

const operationName = (name: string | undefined) => name ?? 'anonymous query';

// graphql-js 16's messages (src/validation/rules/*.ts), each with graphql-ruby's wording of the same finding.
const RULES: Rule[] = [
  {
    pattern: /^Cannot query field "(\w+)" on type "(\w+)"\./,
    reword: ([, field, type]) => ({
      message: `Field '${field}' doesn't exist on type '${type}'`,
      extensions: {code: 'undefinedField', typeName: type, fieldName: field},
    }),
  },
  {
    pattern: /^Unknown argument "(\w+)" on (field "\w+\.(\w+)"|directive "@(\w+)")\./,
    reword: ([, argument, , field, directive], _error, info) => {
      const kind = directive ? 'Directive' : 'Field';
      // The owner of the unknown argument is the field as written (its alias) or the directive.
      const name = directive ?? (info?.path.at(-2) as string | undefined) ?? field!;
      return {
        message: `${kind} '${name}' doesn't accept argument '${argument}'`,
        extensions: {code: 'argumentNotAccepted', name, typeName: kind, argumentName: argument},
      };
    },
  },
  {
    pattern: /^Field "(\w+)" is not defined by type "(\w+)"\./,
    reword: ([, argument, type]) => ({
      message: `InputObject '${type}' doesn't accept argument '${argument}'`,
      extensions: {code: 'argumentNotAccepted', name: type, typeName: 'InputObject', argumentName: argument},
    }),
  },
  {
    pattern: /^(Field|Directive) "@?(\w+)" argument "(\w+)" of type "[^"]+" is required, but it was not provided\./,
    reword: ([, kind, name, argument]) => ({
      message: `${kind} '${name}' is missing required arguments: ${argument}`,
      extensions: {code: 'missingRequiredArguments', className: kind, name, arguments: argument},
    }),
  },
  {
    pattern: /^Field "(\w+)\.(\w+)" of required type "([^"]+)" was not provided\./,
    reword: ([, inputObject, field, type]) => {
      return {
        message: `Argument '${field}' on InputObject '${inputObject}' is required. Expected type ${type}`,
        extensions: {code: 'missingRequiredInputObjectAttribute', argumentName: field, argumentType: type, inputObjectType: inputObject},
      };
    },
  },
  {
    pattern: /^Variable "\$(\w+)" is not defined(?: by operation "(\w+)")?\./,
    reword: ([, variable, operation]) => ({
      message: `Variable $${variable} is used by ${operationName(operation)} but not declared`,
      extensions: {code: 'variableNotDefined', variableName: variable},
    }),
  },
  {
    pattern: /^Variable "\$(\w+)" is never used(?: in operation "(\w+)")?\./,
    reword: ([, variable, operation]) => ({
      message: `Variable $${variable} is declared by ${operationName(operation)} but not used`,
      extensions: {code: 'variableNotUsed', variableName: variable},
    }),
  },
  {
    pattern: /^Unknown type "(\w+)"\./,
    reword: ([, type], _error, info) =>
      info?.variable
        ? {
            message: `${type} isn't a defined input type (on $${info.variable})`,
            extensions: {code: 'variableRequiresValidType', typeName: type, variableName: info.variable},
          }
        : {
            message: `No such type ${type}, so it can't be a fragment condition`,
            extensions: {code: 'undefinedType', typeName: type},
          },
  },
  {
    pattern: /^Field "(\w+)" of type "([^"]+)" must have a selection of subfields\./,
    reword: ([, field, type = '']) => {
      const named = type.replace(/[[\]!]/g, '');
      return {
        message: `Field must have selections (field '${field}' returns ${named} but has no selections. Did you mean '${field} { ... }'?)`,
        extensions: {code: 'selectionMismatch', nodeName: `field '${field}'`, typeName: named},
      };
    },
  },
  {
    pattern: /^Field "(\w+)" must not have a selection since type "([^"]+)" has no subfields\./,
    reword: ([, field, type = ''], error) => {
      const named = type.replace(/[[\]!]/g, '');
      const selectionSet = error.nodes?.[0];
      const selections =
        selectionSet?.kind === Kind.SELECTION_SET
          ? selectionSet.selections.map((s) =>
              s.kind === Kind.INLINE_FRAGMENT ? `"... on ${s.typeCondition?.name.value ?? ''} { ... }"` : `"${s.name.value}"`,
            )
          : [];
      return {
        message: `Selections can't be made on scalars (field '${field}' returns ${named} but has selections [${selections.join(', ')}])`,
        extensions: {code: 'selectionMismatch', nodeName: `field '${field}'`, typeName: named},
      };
    },
  },
  {
    pattern: /^Unknown directive "@(\w+)"\./,
    reword: ([, directive]) => ({
      message: `Directive @${directive} is not defined`,
      extensions: {code: 'undefinedDirective', directiveName: directive},
    }),
  },
  {
    pattern: /^Fragment "(\w+)" is never used\./,
    reword: ([, fragment]) => ({
      message: `Fragment ${fragment} was defined, but not used`,
      extensions: {code: 'useAndDefineFragment', fragmentName: fragment},
    }),
  },
  {
    pattern: /^Unknown fragment "(\w+)"\./,
    reword: ([, fragment]) => ({
      message: `Fragment ${fragment} was used, but not defined`,
      extensions: {code: 'useAndDefineFragment', fragmentName: fragment},
    }),
  },
  {
    // ValuesOfCorrectType: graphql-ruby names the argument (or input object field) and prints its whole value.
    pattern: /cannot represent|^Expected value of type|^Value ".*" does not exist in "\w+" enum/,
    reword: (_match, _error, info) => {
      const site = info?.argument;
      if (!site) return {message: _error.message, extensions: {code: 'argumentLiteralsIncompatible'}};
      return {
        message: `Argument '${site.name}' on ${site.ownerKind} '${site.ownerName}' has an invalid value (${print(site.value)}). Expected type '${site.type}'.`,
        locations: locationOf(site.ownerNode),
        path: infoPathOfSite(info),
        extensions: {code: 'argumentLiteralsIncompatible', typeName: site.ownerKind, argumentName: site.name},
      };
    },
  },
];

/** The path up to and including the argument the value belongs to (graphql-ruby stops at the argument). */
function infoPathOfSite(info: NodeInfo | undefined): (string | number)[] | undefined {
  if (!info?.argument) return info?.path;
  const at = info.path.lastIndexOf(info.argument.name);
  return at === -1 ? info.path : info.path.slice(0, at + 1);
}

/** graphql-js's validation errors as the Storefront API words them; unknown findings keep graphql-js's message. */
export function shopifyValidationErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  errors: readonly GraphQLError[],
): ValidationError[] {
  const infos = describeNodes(schema, document);
  const out: ValidationError[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const node = error.nodes?.[0];
    const info = node ? infos.get(node) : undefined;
    let worded: ValidationError | undefined;
    for (const rule of RULES) {
      const match = rule.pattern.exec(error.message);
      if (!match) continue;
      const {path, locations, ...rest} = rule.reword(match, error, info);
      worded = {
        ...rest,
        locations: locations ?? error.locations?.map(({line, column}) => ({line, column})),
        path: path ?? info?.path,
      };
      break;
    }
    worded ??= {
      message: error.message,
      locations: error.locations?.map(({line, column}) => ({line, column})),
      extensions: {code: 'GRAPHQL_VALIDATION_FAILED'},
    };
    if (!worded.locations) delete worded.locations;
    if (!worded.path) delete worded.path;
    // graphql-js reports some findings once per offending part (each missing argument, each bad list item);
    // graphql-ruby once per node: keep the first of identical ones.
    const key = JSON.stringify([worded.message, worded.locations]);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(worded);
  }
  return mergeMissingArguments(out);
}

/** graphql-ruby lists every missing argument of a field in one error (`is missing required arguments: a, b`). */
function mergeMissingArguments(errors: ValidationError[]): ValidationError[] {
  const merged: ValidationError[] = [];
  const byNode = new Map<string, ValidationError>();
  for (const error of errors) {
    if (error.extensions.code !== 'missingRequiredArguments') {
      merged.push(error);
      continue;
    }
    const key = JSON.stringify([error.extensions.className, error.extensions.name, error.locations]);
    const first = byNode.get(key);
    if (!first) {
      byNode.set(key, error);
      merged.push(error);
      continue;
    }
    const names = `${String(first.extensions.arguments)}, ${String(error.extensions.arguments)}`;
    first.extensions.arguments = names;
    first.message = `${String(first.extensions.className)} '${String(first.extensions.name)}' is missing required arguments: ${names}`;
  }
  return merged;
}

// Variables whose values do not fit their declared types. Shopify's (graphql-ruby's) form, seen in Storefront and
// Admin API answers: `Variable $id of type ID! was provided invalid value` (plus ` for <path> (<explanation>)` per
// nested problem), at the variable's definition, with extensions {value, problems: [{path, explanation}]} and no
// code. Explanations follow graphql-ruby (schema/non_null.rb, input_object.rb, scalar.rb, enum.rb).
export type VariableError = {
  message: string;
  locations?: {line: number; column: number}[];
  extensions: {value: unknown; problems: {path: (string | number)[]; explanation: string}[]};
};

/** `input.lines[0].quantity` → ['lines', 0, 'quantity'] (the variable's own name left out). */
function problemPath(at: string | undefined): (string | number)[] {
  if (!at) return [];
  const parts = at.split(/\.|\[(\d+)\]/).filter((p) => p !== undefined && p !== '');
  return parts.slice(1).map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

function valueAt(value: unknown, path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) current = current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
  return current;
}

function explanation(schema: GraphQLSchema, reason: string, value: unknown, path: (string | number)[]) {
  let m: RegExpExecArray | null;
  if (/^Expected non-nullable type "[^"]+" not to be null\./.test(reason)) return {path, explanation: 'Expected value to not be null'};
  if ((m = /^Field "(\w+)" of required type "[^"]+" was not provided\./.exec(reason))) {
    return {path: [...path, m[1]!], explanation: 'Expected value to not be null'};
  }
  if ((m = /^Field "(\w+)" is not defined by type "(\w+)"\./.exec(reason))) {
    return {path: [...path, m[1]!], explanation: `Field is not defined on ${m[2]}`};
  }
  if ((m = /^Value ".*" does not exist in "(\w+)" enum\./.exec(reason))) {
    const type = schema.getType(m[1]!);
    const values = isEnumType(type) ? type.getValues().map((v) => v.name) : [];
    return {path, explanation: `Expected ${JSON.stringify(valueAt(value, path))} to be one of: ${values.join(', ')}`};
  }
  if ((m = /^(\w+) cannot represent/.exec(reason))) {
    return {path, explanation: `Could not coerce value ${JSON.stringify(valueAt(value, path))} to ${m[1]}`};
  }
  return {path, explanation: reason.replace(/ Did you mean .*$/, '')};
}

/** graphql-js's variable coercion errors (getVariableValues) as the Storefront API words them: one per variable. */
export function shopifyVariableErrors(
  schema: GraphQLSchema,
  definitions: readonly VariableDefinitionNode[],
  variables: Record<string, unknown>,
  errors: readonly GraphQLError[],
): VariableError[] {
  const byName = new Map<string, VariableError>();
  for (const error of errors) {
    const missing = /^Variable "\$(\w+)" of (?:required|non-null) type "[^"]+" (?:was not provided|must not be null)\./.exec(error.message);
    const invalid = /^Variable "\$(\w+)" got invalid value .*?(?: at "([^"]+)")?; (.*)$/s.exec(error.message);
    const name = missing?.[1] ?? invalid?.[1];
    const definition = definitions.find((d) => d.variable.name.value === name);
    if (!name || !definition) continue;
    const value = variables[name] ?? null;
    const problem = missing
      ? {path: [], explanation: 'Expected value to not be null'}
      : explanation(schema, invalid![3]!, value, problemPath(invalid![2]));
    const entry = byName.get(name) ?? {
      message: '',
      locations: locationOf(definition),
      extensions: {value, problems: []},
    };
    entry.extensions.problems.push(problem);
    byName.set(name, entry);
  }
  for (const [name, entry] of byName) {
    const type = print(definitions.find((d) => d.variable.name.value === name)!.type);
    const nested = entry.extensions.problems.filter((p) => p.path.length).map((p) => `${p.path.join('.')} (${p.explanation})`);
    entry.message = `Variable $${name} of type ${type} was provided invalid value${nested.length ? ` for ${nested.join(', ')}` : ''}`;
    if (!entry.locations) delete entry.locations;
  }
  return [...byName.values()];
}
