// The shape of the stand-in's content: records, blocks, uploads and localized values, as the demo content in
// local-services/data/content*.ts writes them. The resolvers read this shape; the wire shape comes from
// schema.graphql.

export const SITE_LOCALES = ['nl', 'de', 'en', 'it', 'fr', 'nl_BE', 'fr_BE'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];

/** A localized field: one value per locale. Locales without a value fall back per query (`fallbackLocales`). */
export class LocalizedValue<T = unknown> {
  constructor(readonly values: Partial<Record<SiteLocale, T>>) {}
}

export function localized<T>(values: Partial<Record<SiteLocale, T>>): LocalizedValue<T> {
  return new LocalizedValue(values);
}

/** The five content languages in the project's usual order; Belgian locales stay empty (they fall back). */
export function translated<T>(nl: T, de: T, en: T, it: T, fr: T): LocalizedValue<T> {
  return new LocalizedValue({nl, de, en, it, fr});
}

/** An asset in the media area; `path` is on the local image service, e.g. /images/content/hero.jpg. */
export type Upload = {
  path: string;
  width: number;
  height: number;
  alt?: string | LocalizedValue<string>;
  title?: string | LocalizedValue<string>;
  /** Dominant colour, used for the placeholder. */
  bgColor?: string;
  focalPoint?: {x: number; y: number};
  /** Set for video uploads (DatoCMS hands them to Mux): what FileField.video reports. */
  video?: UploadVideo;
};

/**
 * A video upload's renditions: /videos/<name>-<low|medium|high>.mp4 on the local services (datocms/videos.ts).
 * The poster is a content image name on the image service, standing in for Mux's thumbnail.
 */
export type UploadVideo = {name: string; duration: number; framerate: number; poster: string};

/** A DatoCMS external video field (YouTube / Vimeo): plain data, served as stored. */
export type ExternalVideo = {
  url: string;
  provider: 'youtube' | 'vimeo';
  providerUid: string;
  thumbnailUrl: string;
  title: string;
  width: number;
  height: number;
};

/** Free-form JSON (JsonField values such as a table block's table), served as stored. */
export type JsonObject = {[key: string]: unknown};

/**
 * A modular-content block, stored inline in its record. Blocks get their ids from their place in the record
 * (see store.ts), so the demo content does not have to name them.
 */
export type Block = {block: string; fields: Fields};

/**
 * A field value. Links to other records are their ids (strings); whether a string is a link or text is decided
 * by the field's GraphQL type. Colours are hex strings, decoded the same way.
 */
export type FieldValue =
  | string
  | number
  | boolean
  | null
  | Upload
  | Block
  | LocalizedValue
  | StructuredText
  | ExternalVideo
  | JsonObject
  | FieldValue[];

export type Fields = Record<string, FieldValue | undefined>;

/**
 * A structured text (DAST) value. In the content, `block` nodes hold their block itself; on the wire they hold
 * the block's id and the block comes back in `blocks` (see structured-text.ts). `itemLink` nodes hold record ids.
 */
export class StructuredText {
  constructor(readonly children: DastRootChild[]) {}
}

export type DastMark = 'strong' | 'emphasis' | 'underline' | 'strikethrough' | 'code' | 'highlight';
export type DastSpan = {type: 'span'; value: string; marks?: DastMark[]};
export type DastMeta = {id: string; value: string}[];
export type DastLink = {type: 'link'; url: string; meta?: DastMeta; children: DastSpan[]};
export type DastItemLink = {type: 'itemLink'; item: string; meta?: DastMeta; children: DastSpan[]};
export type DastInline = DastSpan | DastLink | DastItemLink;
export type DastParagraph = {type: 'paragraph'; children: DastInline[]};
export type DastHeading = {type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: DastInline[]};
export type DastListItem = {type: 'listItem'; children: (DastParagraph | DastList)[]};
export type DastList = {type: 'list'; style: 'bulleted' | 'numbered'; children: DastListItem[]};
export type DastBlockquote = {type: 'blockquote'; attribution?: string; children: DastParagraph[]};
export type DastCode = {type: 'code'; code: string; language?: string};
export type DastThematicBreak = {type: 'thematicBreak'};
export type DastBlockNode = {type: 'block'; item: Block};
export type DastRootChild =
  | DastParagraph
  | DastHeading
  | DastList
  | DastBlockquote
  | DastCode
  | DastThematicBreak
  | DastBlockNode;

export type ContentRecord = {
  id: string;
  /** Model API key, e.g. 'article', 'home_page'. */
  model: string;
  createdAt: string;
  /** Last published change; defaults to createdAt. */
  updatedAt?: string;
  /** Published values (for a draft-only record: its draft values). */
  fields: Fields;
  /** Unpublished changes on top of `fields`, only visible with drafts. Their presence makes the status 'updated'. */
  draft?: Fields;
  /** Never published: visible only with drafts. */
  draftOnly?: boolean;
  /** The record's own localizations; derived from its localized values when omitted. */
  locales?: SiteLocale[];
};

export function block(model: string, fields: Fields): Block {
  return {block: model, fields};
}

export function isBlock(value: unknown): value is Block {
  return typeof value === 'object' && value !== null && 'block' in value && 'fields' in value;
}

export function isUpload(value: unknown): value is Upload {
  return typeof value === 'object' && value !== null && 'path' in value && 'width' in value;
}

/**
 * A stable item id from a readable key. DatoCMS ids are opaque strings; these look like its older numeric ids
 * so nobody is tempted to parse them, and they stay the same across runs.
 */
export function itemId(key: string): string {
  let hash = 0x811c9dc5;
  for (const char of key) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return String(10_000_000 + (hash % 89_999_999));
}

/** The project's global SEO settings (a localized field of the site). */
export type GlobalSeo = {
  siteName: string;
  /** Appended to every page title, e.g. ' | Original Fuel'. */
  titleSuffix: string;
  twitterAccount?: string;
  facebookPageUrl?: string;
  fallbackSeo: {title: string; description: string; image?: Upload; twitterCard?: 'summary' | 'summary_large_image'};
};

export type SiteSettings = {globalSeo: LocalizedValue<GlobalSeo>; favicon: Upload; noIndex?: boolean};
