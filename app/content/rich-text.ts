// Pure rules behind <RichText> (spec §2 "Rich text"): which links leave the site, what a table block holds,
// and the plain text of a structured-text document (for truncation).

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Schemes that run code instead of navigating; such links render as plain text. */
const UNSAFE_SCHEMES = new Set(['javascript', 'data', 'vbscript']);

/** `www.` is the same site: www.originalfuel.nl and originalfuel.nl are one shop. */
function normalHost(host: string): string {
  return host.trim().toLowerCase().replace(/^www\./, '');
}

/**
 * Spec §2: a link opens in a new tab unless it is an anchor (`#...`), relative, or points to one of our own
 * hosts. Only web links count: mailto:/tel: open another app, a blank tab would be left behind.
 */
export function isExternalLink(url: string, ownHosts: readonly string[]): boolean {
  const text = url.trim();
  if (!text || text.startsWith('#')) return false;
  const absolute = text.startsWith('//') ? `https:${text}` : text;
  const scheme = SCHEME.exec(absolute)?.[1]?.toLowerCase();
  if (!scheme) return false;
  if (scheme !== 'http' && scheme !== 'https') return false;
  let parsed: URL;
  try {
    parsed = new URL(absolute);
  } catch {
    return false;
  }
  const own = new Set(ownHosts.filter(Boolean).map(normalHost));
  return !own.has(normalHost(parsed.host)) && !own.has(normalHost(parsed.hostname));
}

export function isUnsafeHref(url: string): boolean {
  const scheme = SCHEME.exec(url.trim().replace(/[\s\u0000-\u001f]/g, ''))?.[1]?.toLowerCase();
  return scheme !== undefined && UNSAFE_SCHEMES.has(scheme);
}

export type TableData = {columns: string[]; rows: string[][]};

/** A table block's JSON (`{columns: string[], data: Record<string, string>[]}`), or null when malformed. */
export function tableData(json: unknown): TableData | null {
  if (!isObject(json) || !Array.isArray(json.columns) || !Array.isArray(json.data)) return null;
  const columns = json.columns.map((column) => String(column ?? ''));
  if (!columns.length) return null;
  const rows = json.data.filter(isObject).map((row) => columns.map((column) => cellText(row[column])));
  return {columns, rows};
}

const cellText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The text of a structured-text (DAST) document, blocks left out, block-level nodes separated by a space. */
export function plainText(value: unknown): string {
  const document = isObject(value) && 'document' in value ? value.document : value;
  const parts: string[] = [];
  const walk = (node: unknown) => {
    if (!isObject(node)) return;
    if (node.type === 'span' && typeof node.value === 'string') parts.push(node.value);
    if (node.type === 'block' || node.type === 'inlineBlock') return;
    if (Array.isArray(node.children)) {
      const blockLevel = node.type === 'paragraph' || node.type === 'heading' || node.type === 'listItem';
      node.children.forEach(walk);
      if (blockLevel) parts.push(' ');
    }
  };
  walk(document);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Whether a field value is a DAST document StructuredText can render. */
export function isStructuredTextValue(value: unknown): value is {schema: 'dast'; document: {type: 'root'}} {
  return isObject(value) && value.schema === 'dast' && isObject(value.document) && value.document.type === 'root';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
