// The content model as the local DatoCMS stand-in implements it, read from its own sources: the record types of
// schema.graphql (fields, their GraphQL types and descriptions, the Query roots) and the demo content (which
// models have records, which fields hold localized values). The migration test compares DatoCMS's result with it.
import {readFileSync} from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';
import {CONTENT_RECORDS} from '../../../local-services/data/content';
import {isBlock, LocalizedValue, StructuredText, type FieldValue} from '../../../local-services/datocms/records';
import {typeNameOf} from '../../../local-services/datocms/store';

export const schema = buildSchema(readFileSync('local-services/datocms/schema.graphql', 'utf8'));

export type LocalField = {
  name: string;
  /** The GraphQL type as written, e.g. `[FileField!]!`. */
  type: string;
  named: GraphQLNamedType;
  description: string | null;
};

export type LocalModel = {
  typeName: string;
  block: boolean;
  singleton: boolean;
  sortable: boolean;
  fields: LocalField[];
  /** Fields with an `_all<Field>Locales` companion (the CDA gives one to each localized field). */
  allLocalesCompanions: string[];
};

const roots = Object.values(schema.getQueryType()!.getFields());
const modelsWithRecords = new Set(CONTENT_RECORDS.map((record) => typeNameOf(record.model)));

/** Every `XRecord` type of schema.graphql: models (with roots or demo records of their own) and blocks. */
export function localContentModel(): LocalModel[] {
  const recordTypes = Object.values(schema.getTypeMap()).filter(
    (type): type is GraphQLObjectType => isObjectType(type) && type.name.endsWith('Record'),
  );
  return recordTypes.map((type) => {
    const rootsOfType = roots.filter((root) => getNamedType(root.type).name === type.name);
    const fields = Object.values(type.getFields());
    const own = fields.filter((field) => !field.name.startsWith('_') && field.name !== 'id' && field.name !== 'position');
    return {
      typeName: type.name,
      block: rootsOfType.length === 0 && !modelsWithRecords.has(type.name),
      singleton: rootsOfType.length > 0 && !rootsOfType.some((root) => root.name.startsWith('all')),
      sortable: fields.some((field) => field.name === 'position'),
      fields: own.map(localField),
      allLocalesCompanions: fields
        .map((field) => /^_all(\w+)Locales$/.exec(field.name)?.[1])
        .filter((name): name is string => name !== undefined)
        .map((name) => name.charAt(0).toLowerCase() + name.slice(1)),
    };
  });
}

function localField(field: GraphQLField<unknown, unknown>): LocalField {
  return {name: field.name, type: String(field.type), named: getNamedType(field.type), description: field.description ?? null};
}

/** The object types a field can hold: a union's members, or the one type. */
export function membersOf(type: GraphQLNamedType): string[] {
  return isUnionType(type) ? type.getTypes().map((member) => member.name) : [type.name];
}

export function siteLocales(): string[] {
  const type = schema.getType('SiteLocale');
  if (!isEnumType(type)) throw new Error('schema.graphql has no SiteLocale enum');
  return type.getValues().map((value) => value.name);
}

/** 'page_background_color' → 'pageBackgroundColor', as the CDA names a field. */
export function camelCase(apiKey: string): string {
  return apiKey.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}

/** `grid | carousel`: the values a field's description allows, when it lists nothing else. */
export function enumOfDescription(description: string | null): string[] | undefined {
  const match = /^([a-z0-9_-]+(?: \| [a-z0-9_-]+)+)$/.exec(description ?? '');
  return match?.[1]!.split(' | ');
}

/**
 * `model.field` for each record field of the demo content holding localized values, directly or in its blocks
 * (the stand-in localizes inside blocks; DatoCMS localizes the field holding them).
 */
export function localizedInContent(): Set<string> {
  const localized = new Set<string>();
  for (const record of CONTENT_RECORDS) {
    for (const [name, value] of Object.entries(record.fields)) {
      if (holdsLocalized(value)) localized.add(`${typeNameOf(record.model)}.${name}`);
    }
  }
  return localized;
}

function holdsLocalized(value: FieldValue | undefined): boolean {
  if (value instanceof LocalizedValue) return true;
  if (Array.isArray(value)) return value.some(holdsLocalized);
  if (value instanceof StructuredText) return JSON.stringify(value.children, (_, node) => (node instanceof LocalizedValue ? '\u0000' : node)).includes('\\u0000');
  if (isBlock(value)) return Object.values(value.fields).some(holdsLocalized);
  return false;
}

/** The demo values of one field of one model, a localized field's in each of its locales. */
export function demoValues(typeName: string, field: string): {record: string; locale?: string; value: unknown}[] {
  const values: {record: string; locale?: string; value: unknown}[] = [];
  for (const record of CONTENT_RECORDS) {
    if (typeNameOf(record.model) !== typeName) continue;
    const value = record.fields[field];
    if (value instanceof LocalizedValue) {
      for (const [locale, localeValue] of Object.entries(value.values)) values.push({record: record.id, locale, value: localeValue});
    } else {
      values.push({record: record.id, value});
    }
  }
  return values;
}
