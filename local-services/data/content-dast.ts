// Builders for structured text (DAST) in the demo content, so texts read like the documents editors write:
// dast(p('Plain, ', strong('bold'), ' and ', link(url, 'a link')), table(...)).
import {
  block,
  StructuredText,
  type Block,
  type DastHeading,
  type DastInline,
  type DastList,
  type DastMark,
  type DastParagraph,
  type DastRootChild,
  type DastSpan,
} from '../datocms/records';

type Inline = string | DastInline;

const spanOf = (value: string, marks: DastMark[] = []): DastSpan =>
  marks.length ? {type: 'span', value, marks} : {type: 'span', value};

const inlines = (parts: Inline[]): DastInline[] => parts.map((part) => (typeof part === 'string' ? spanOf(part) : part));

export const dast = (...children: DastRootChild[]) => new StructuredText(children);

export const p = (...parts: Inline[]): DastParagraph => ({type: 'paragraph', children: inlines(parts)});
export const h = (level: DastHeading['level'], ...parts: Inline[]): DastHeading => ({type: 'heading', level, children: inlines(parts)});
export const strong = (value: string) => spanOf(value, ['strong']);
export const em = (value: string) => spanOf(value, ['emphasis']);
export const underline = (value: string) => spanOf(value, ['underline']);

/** A link to a free URL; `newTab` is stored as DatoCMS's link meta (target=_blank). */
export function link(url: string, text: string, newTab = false): DastInline {
  const meta = newTab ? {meta: [{id: 'target', value: '_blank'}]} : {};
  return {type: 'link', url, ...meta, children: [spanOf(text)]};
}

/** A link to one of our records (an id from `ids`), resolved in the field's `links`. */
export const itemLink = (recordId: string, text: string): DastInline => ({type: 'itemLink', item: recordId, children: [spanOf(text)]});

export function list(style: DastList['style'], ...items: Inline[][]): DastList {
  return {type: 'list', style, children: items.map((parts) => ({type: 'listItem', children: [p(...parts)]}))};
}

export const quote = (text: string, attribution?: string): DastRootChild => ({
  type: 'blockquote',
  ...(attribution ? {attribution} : {}),
  children: [p(text)],
});

export const rule = (): DastRootChild => ({type: 'thematicBreak'});

/** A block inside the text; it comes back in the field's `blocks`. */
export const embed = (item: Block): DastRootChild => ({type: 'block', item});

/** A table block: DatoCMS table fields store the column names and one object per row keyed by them. */
export function tableBlock(columns: string[], rows: string[][]): Block {
  const data = rows.map((cells) => Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? ''])));
  return block('table_block', {table: {columns, data}});
}
