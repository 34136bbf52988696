// schema.graphql made executable: one generic resolver per kind of field, driven by the SDL's types, so a new
// model or field needs SDL and data only. Root fields map to models by their return or filter type.
import {readFileSync} from 'node:fs';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLInt,
  GraphQLScalarType,
  isAbstractType,
  isCompositeType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import {filterRecords, listRecords, sortRecords, type Filter, type ListArgs} from './listing';
import {blockNode, linkedNode, nodeOf} from './nodes';
import {isBlock, isUpload, SITE_LOCALES, StructuredText, type FieldValue, type SiteLocale} from './records';
import type {RecordNode, RequestContext, Scope} from './scope';
import {seoMetaTags, SITE_FIELD_RESOLVERS, type SiteNode} from './seo';
import {localize} from './store';
import {RICH_TEXT_FIELD_RESOLVERS, type RichTextNode} from './structured-text';
import {UPLOAD_VIDEO_RESOLVERS} from './upload-video';
import {FILE_FIELD_RESOLVERS} from './uploads';

const DEFAULT_LOCALE: SiteLocale = SITE_LOCALES[0];

type Resolver = GraphQLFieldResolver<unknown, RequestContext>;
type Args = Record<string, unknown>;

export function createSchema(sdl: string): GraphQLSchema {
  const schema = buildSchema(sdl);
  coerceScalarsLikeBuiltIns(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isAbstractType(type)) type.resolveType = (node: RecordNode) => node.record.typeName;
    if (!isObjectType(type)) continue;
    const fields = Object.values(type.getFields());
    if (type === schema.getQueryType()) {
      for (const field of fields) field.resolve = rootResolver(field);
    } else if (isRecordType(type)) {
      for (const field of fields) field.resolve = resolveRecordField as Resolver;
    } else {
      // Value types with resolvers of their own; any other object type (VideoField, focalPoint…) is plain data.
      const resolvers = VALUE_TYPE_RESOLVERS[type.name];
      if (!resolvers) continue;
      for (const field of fields) {
        const resolve = requireResolver(resolvers, type.name, field.name);
        field.resolve = (node, args) => resolve(node as never, args);
      }
    }
  }
  return schema;
}

type ValueResolver = (node: never, args: Args) => unknown;

/** Object types computed from what the content stores, by the node their parent hands down. */
const VALUE_TYPE_RESOLVERS: Record<string, Record<string, ValueResolver>> = {
  FileField: FILE_FIELD_RESOLVERS,
  Site: SITE_FIELD_RESOLVERS,
  RichTextField: RICH_TEXT_FIELD_RESOLVERS,
  UploadVideoField: UPLOAD_VIDEO_RESOLVERS,
};

/** A field added to the SDL without its resolver fails at startup rather than on the first query using it. */
function requireResolver<T>(resolvers: Record<string, T>, typeName: string, fieldName: string): T {
  const resolver = resolvers[fieldName];
  if (!resolver) throw new Error(`schema.graphql: no resolver for ${typeName}.${fieldName}`);
  return resolver;
}

/** IntType, FloatType and BooleanType are DatoCMS's names for Int, Float and Boolean: same coercion rules. */
function coerceScalarsLikeBuiltIns(schema: GraphQLSchema) {
  const rules: Record<string, GraphQLScalarType> = {IntType: GraphQLInt, FloatType: GraphQLFloat, BooleanType: GraphQLBoolean};
  for (const [name, builtIn] of Object.entries(rules)) {
    const scalar = schema.getType(name) as GraphQLScalarType;
    Object.assign(scalar, {
      serialize: builtIn.serialize,
      parseValue: builtIn.parseValue,
      parseLiteral: builtIn.parseLiteral,
    });
  }
  // Ids are strings on the wire, though the CDA also accepts numbers for them. A string that cannot be a record
  // id is refused as the CDA refuses it (a GraphQL error, not a null record): `cannot coerce ... to ItemId`.
  const itemIdScalar = schema.getType('ItemId') as GraphQLScalarType;
  Object.assign(itemIdScalar, {
    parseValue: (value: unknown) => {
      const id = String(value);
      if (!couldBeItemId(id)) throw new TypeError(`cannot coerce \`${JSON.stringify(id)}\` to ItemId`);
      return id;
    },
  });
}

/**
 * The ids DatoCMS gives records: the older integers (at most 48 bits), or an RFC 4122 version 4 UUID in URL-safe
 * base64 without padding (22 characters).
 */
function couldBeItemId(id: string): boolean {
  if (/^\d+$/.test(id)) return BigInt(id) <= 2n ** 48n - 1n;
  if (!/^[A-Za-z0-9_-]{22}$/.test(id)) return false;
  const bytes = Buffer.from(id.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === 16 && bytes[6]! >> 4 === 4 && (bytes[8]! & 0xc0) === 0x80;
}

// ---------------------------------------------------------------------------------------------------------------
// Roots

function scopeOf(args: Args, request: RequestContext): Scope {
  return {
    locale: (args.locale as SiteLocale | undefined) ?? DEFAULT_LOCALE,
    fallbackLocales: (args.fallbackLocales as SiteLocale[] | undefined) ?? [],
    request,
  };
}

function rootResolver(field: GraphQLField<unknown, unknown>): Resolver {
  if (field.name === '_site') return (_, args, request): SiteNode => ({scope: scopeOf(args, request)});

  const filterArg = field.args.find((arg) => arg.name === 'filter');
  if (/^_all\w+Meta$/.test(field.name) && filterArg) {
    const typeName = getNamedType(filterArg.type).name.replace(/ModelFilter$/, 'Record');
    return (_, args, request) => ({
      count: filterRecords(request.view.ofType(typeName), args.filter as Filter, scopeOf(args, request)).length,
    });
  }

  const typeName = getNamedType(field.type).name;
  if (isListType(getNullableType(field.type))) {
    return (_, args, request) => {
      const scope = scopeOf(args, request);
      return listRecords(request.view.ofType(typeName), args as ListArgs, scope).map((record) => nodeOf(record, scope));
    };
  }
  return (_, args, request) => {
    const scope = scopeOf(args, request);
    const matching = filterRecords(request.view.ofType(typeName), args.filter as Filter, scope);
    const [record] = sortRecords(matching, args.orderBy as string[], scope);
    return record ? nodeOf(record, scope) : null;
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Record and block fields

const META_FIELDS: Record<string, (node: RecordNode, args: Args) => unknown> = {
  id: ({record}) => record.id,
  _modelApiKey: ({record}) => record.model,
  _status: ({record}) => record.status,
  _createdAt: ({record}) => record.createdAt,
  _updatedAt: ({record}) => record.updatedAt,
  _publishedAt: ({record}) => record.publishedAt,
  _firstPublishedAt: ({record}) => record.firstPublishedAt,
  _isValid: () => true,
  _locales: ({record}) => record.locales,
  _seoMetaTags: (node, args) => seoMetaTags(node, args.locale as SiteLocale | undefined),
};

function resolveRecordField(node: RecordNode, args: Args, _request: RequestContext, info: GraphQLResolveInfo) {
  const meta = META_FIELDS[info.fieldName];
  if (meta) return meta(node, args);
  const allLocales = /^_all(\w+)Locales$/.exec(info.fieldName);
  if (allLocales) return allLocalesOf(node, allLocales[1]!, info.returnType);
  return present(node.record.fields[info.fieldName], info.returnType, node, info.fieldName);
}

/**
 * `_all<Field>Locales`: the field's value in each site locale that has one, as `{locale, value}` (no fallback,
 * as in DatoCMS), so a page can offer every language (caption tracks) and know which is which.
 */
function allLocalesOf(node: RecordNode, fieldName: string, type: GraphQLOutputType): unknown[] {
  const field = fieldName.charAt(0).toLowerCase() + fieldName.slice(1);
  const itemType = getNullableType(type);
  const valueField = isListType(itemType) ? (getNamedType(itemType) as GraphQLObjectType).getFields().value : undefined;
  if (!valueField) throw new Error(`schema.graphql: ${fieldName} locales need a [..MultiLocaleField] type with a value`);
  return SITE_LOCALES.flatMap((locale) => {
    const owner = {...node, scope: {...node.scope, locale, fallbackLocales: []}};
    const value = present(node.record.fields[field], valueField.type, owner, field);
    return value === null || value === undefined ? [] : [{locale, value}];
  });
}

/**
 * A stored value in the shape its GraphQL type asks for: localized values in the scope's locale, ids of linked
 * records as records (dropped when not visible, e.g. unpublished), blocks as records, hex strings as colours.
 */
function present(value: FieldValue | undefined, type: GraphQLOutputType, owner: RecordNode, path: string): unknown {
  const current = localize(value, owner.scope);
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    if (!Array.isArray(current)) return isNonNullType(type) ? [] : null;
    return current
      .map((item, index) => present(item, nullable.ofType, owner, `${path}.${index}`))
      .filter((item) => item !== null && item !== undefined);
  }
  if (current === undefined || current === null) return null;
  const named = getNamedType(type);
  if (named.name === 'ColorField') return typeof current === 'string' ? colorField(current) : null;
  if (named.name === 'FileField') return isUpload(current) ? {upload: current, scope: owner.scope} : null;
  if (named.name === 'RichTextField') {
    return current instanceof StructuredText ? ({text: current, owner, path} satisfies RichTextNode) : null;
  }
  if (isObjectType(named) && !isRecordType(named)) return typeof current === 'object' ? current : null;
  if (isCompositeType(named)) {
    if (isBlock(current)) return blockNode(current, owner, path);
    return typeof current === 'string' ? linkedNode(current, owner.scope) : null;
  }
  return current;
}

const isRecordType = (type: GraphQLObjectType) => type.getInterfaces().some((i) => i.name === 'RecordInterface');

function colorField(hex: string) {
  const digits = hex.replace('#', '');
  const full = digits.length <= 4 ? [...digits].map((d) => d + d).join('') : digits;
  const [red, green, blue, alpha = 255] = (full.match(/../g) ?? []).map((pair) => parseInt(pair, 16));
  const rgb = `${red}, ${green}, ${blue}`;
  return {
    hex: `#${full.slice(0, 6).toLowerCase()}`,
    red,
    green,
    blue,
    alpha,
    cssRgb: alpha === 255 ? `rgb(${rgb})` : `rgba(${rgb}, ${(alpha / 255).toFixed(2)})`,
  };
}

// Last, so every resolver above is initialised when the schema is built.
export const SCHEMA: GraphQLSchema = createSchema(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));
