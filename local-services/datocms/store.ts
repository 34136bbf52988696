// The records as one request sees them: published only, or with drafts applied (X-Include-Drafts / preview).
// Built once per mode from the demo content; resolvers only read it.
import {CONTENT_RECORDS} from '../data/content';
import {DEMO_DRAFTS} from '../data/content-drafts';
import {
  isBlock,
  isUpload,
  LocalizedValue,
  SITE_LOCALES,
  type ContentRecord,
  type FieldValue,
  type Fields,
  type SiteLocale,
} from './records';

export type ItemStatus = 'draft' | 'updated' | 'published';

export type RecordView = {
  id: string;
  model: string;
  /** GraphQL type, e.g. 'ArticleRecord'. */
  typeName: string;
  status: ItemStatus;
  fields: Fields;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  firstPublishedAt: string | null;
  locales: SiteLocale[];
  /** A block inside a record: it shares its record's status and dates. */
  block: boolean;
};

export type ContentView = {
  byId: Map<string, RecordView>;
  /** Records of one GraphQL type in their stored order. */
  ofType(typeName: string): RecordView[];
};

/** 'home_page' → 'HomePageRecord', as DatoCMS names a model's GraphQL type. */
export function typeNameOf(model: string): string {
  return `${model.replace(/(^|_)([a-z0-9])/g, (_, __, char: string) => char.toUpperCase())}Record`;
}

const views = new Map<boolean, ContentView>();

/** Draft edits made through the admin (`POST /__admin/content/records`), on top of the demo drafts. */
const edits = new Map<string, Fields>();

/** An editor's change to one field of a record's draft; the views are built again on next use. */
export function editDraft(id: string, field: string, value: FieldValue): void {
  edits.set(id, {...edits.get(id), [field]: value});
  views.clear();
}

/** Back to the demo content's own drafts (`/__admin/reset`). */
export function resetContentEdits(): void {
  edits.clear();
  views.clear();
}

/** The record's draft as it stands: its own, the demo drafts' and the admin's edits. */
export function draftOf(record: ContentRecord): Fields | undefined {
  const parts = [record.draft, DEMO_DRAFTS[record.id], edits.get(record.id)].filter((part) => part !== undefined);
  return parts.length ? Object.assign({}, ...parts) : undefined;
}

export function contentView(includeDrafts: boolean): ContentView {
  let view = views.get(includeDrafts);
  if (!view) {
    view = buildView(CONTENT_RECORDS, includeDrafts);
    views.set(includeDrafts, view);
  }
  return view;
}

function buildView(records: ContentRecord[], includeDrafts: boolean): ContentView {
  const byId = new Map<string, RecordView>();
  const byType = new Map<string, RecordView[]>();
  for (const record of records) {
    if (byId.has(record.id)) throw new Error(`Duplicate content record id ${record.id} (${record.model})`);
    if (record.draftOnly && !includeDrafts) continue;
    const view = recordView(record, includeDrafts);
    byId.set(view.id, view);
    const ofType = byType.get(view.typeName) ?? [];
    ofType.push(view);
    byType.set(view.typeName, ofType);
  }
  return {byId, ofType: (typeName) => byType.get(typeName) ?? []};
}

function recordView(record: ContentRecord, includeDrafts: boolean): RecordView {
  const draft = draftOf(record);
  const fields = includeDrafts && draft ? {...record.fields, ...draft} : record.fields;
  const status: ItemStatus = record.draftOnly ? 'draft' : draft ? 'updated' : 'published';
  const updatedAt = record.updatedAt ?? record.createdAt;
  return {
    id: record.id,
    model: record.model,
    typeName: typeNameOf(record.model),
    status,
    fields,
    createdAt: record.createdAt,
    // A draft change is the newest edit; its time only shows where the draft does.
    updatedAt: includeDrafts && draft ? laterBy(updatedAt, 1) : updatedAt,
    publishedAt: record.draftOnly ? null : updatedAt,
    firstPublishedAt: record.draftOnly ? null : record.createdAt,
    locales: record.locales ?? localesOf(fields),
    block: false,
  };
}

function laterBy(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * 86_400_000).toISOString().replace('.000Z', 'Z');
}

/** A record's localizations: every locale that holds a value somewhere in it (blocks included). */
function localesOf(fields: Fields): SiteLocale[] {
  const found = new Set<SiteLocale>();
  let hasLocalizedFields = false;
  const visit = (value: FieldValue | undefined) => {
    if (value instanceof LocalizedValue) {
      hasLocalizedFields = true;
      for (const [locale, inner] of Object.entries(value.values) as [SiteLocale, FieldValue][]) {
        if (!isEmpty(inner)) found.add(locale);
        visit(inner);
      }
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (isBlock(value)) Object.values(value.fields).forEach(visit);
    else if (isUpload(value)) [value.alt, value.title].forEach((text) => visit(text as FieldValue | undefined));
  };
  Object.values(fields).forEach(visit);
  // A model without localized fields exists in every locale.
  if (!hasLocalizedFields) return [...SITE_LOCALES];
  return SITE_LOCALES.filter((locale) => found.has(locale));
}

/** DatoCMS falls back on missing and on empty values alike. */
export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

export type LocaleChoice = {locale: SiteLocale; fallbackLocales: readonly SiteLocale[]};

/** The value of a (possibly) localized field in the requested locale, else the first fallback that has one. */
export function localize(value: FieldValue | undefined, {locale, fallbackLocales}: LocaleChoice): FieldValue | undefined {
  if (!(value instanceof LocalizedValue)) return value;
  for (const candidate of [locale, ...fallbackLocales]) {
    const inner = value.values[candidate] as FieldValue | undefined;
    if (!isEmpty(inner)) return inner;
  }
  return value.values[locale] as FieldValue | undefined;
}
