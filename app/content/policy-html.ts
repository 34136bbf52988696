// Shopify's policy bodies are HTML written in the shop's admin. The project renders rich text as React elements,
// never as raw HTML, so the HTML is read here (on the server) into a small tree of allowed elements, which the
// page renders with React (text escaped, no dangerouslySetInnerHTML):
// - allowed elements: headings, paragraphs, lists, tables, emphasis, links, line breaks, quotes; <h1> becomes <h2>
//   (the page has its own <h1>); any other element is dropped but its text kept;
// - script, style, iframe, object, embed, template, svg, math, noscript, select, textarea, title and head are
//   dropped with everything inside them; comments, CDATA and processing instructions go;
// - no attribute survives except a link's href, and only http(s), mailto, tel, a path on our site or a fragment;
// - entities are decoded once into text (React escapes it again), and nesting deeper than 16 flattens to text.
// Pure, unit-tested over hostile inputs (tests/unit/content/policy-html.test.ts).

export type PolicyElement = {tag: PolicyTag; href?: string; children: PolicyNode[]};
export type PolicyNode = string | PolicyElement;

const TAGS = [
  'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 's', 'br', 'a', 'blockquote',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'sup', 'sub', 'small', 'hr',
] as const;
export type PolicyTag = (typeof TAGS)[number];

const ALLOWED: ReadonlySet<string> = new Set(TAGS);
const RENAMED: Readonly<Record<string, PolicyTag>> = {h1: 'h2'};
const VOID: ReadonlySet<string> = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'source', 'wbr', 'area', 'col', 'embed', 'param', 'track', 'base']);
/** Elements whose whole content is dropped, not only their tags. */
const DROPPED: ReadonlySet<string> = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'template', 'svg', 'math', 'noscript', 'noembed', 'noframes',
  'select', 'textarea', 'title', 'head', 'xmp', 'plaintext', 'frameset', 'frame', 'applet', 'audio', 'video', 'canvas',
]);
const MAX_DEPTH = 16;
/** Shopify's policy bodies are a few KB; anything past this is cut rather than parsed. */
export const MAX_POLICY_HTML = 200_000;

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>?|<\?[^>]*>?|<(\/?)([A-Za-z][A-Za-z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED: Readonly<Record<string, string>> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', euro: '€', copy: '©', reg: '®', ndash: '–', mdash: '—', hellip: '…', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“'};

/** HTML character references as text (unknown named ones stay as written). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,31});?/gi, (whole, body: string) => {
    if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? whole;
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : '\ufffd';
  });
}

/** A link target the page may render: http(s), mailto, tel, a path of ours or a fragment; else none. */
export function safePolicyHref(raw: string): string | undefined {
  // Browsers ignore tabs, newlines and control characters inside a scheme (`jav&#9;ascript:`).
  const href = decodeEntities(raw).replace(/[\u0000-\u0020\u007f]/g, (char) => (char === ' ' ? ' ' : '')).trim();
  if (!href || href.length > 2048) return undefined;
  if (href.startsWith('#')) return href;
  if (href.startsWith('/')) return /^\/[/\\]/.test(href) ? undefined : href;
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(href)?.[1]?.toLowerCase();
  return scheme && ['http', 'https', 'mailto', 'tel'].includes(scheme) ? href : undefined;
}

function hrefOf(attributes: string): string | undefined {
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    if (match[1]!.toLowerCase() === 'href') return safePolicyHref(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return undefined;
}

type Open = {name: string; element: PolicyElement | null; children: PolicyNode[]};

/** The policy's HTML as the tree the page renders. */
export function policyNodes(html: string): PolicyNode[] {
  const source = html.slice(0, MAX_POLICY_HTML);
  const root: Open = {name: '#root', element: null, children: []};
  const stack: Open[] = [root];
  let dropping: string | null = null;
  let last = 0;

  const top = () => stack[stack.length - 1]!;
  const text = (value: string) => {
    if (dropping || !value) return;
    const decoded = decodeEntities(value);
    const siblings = top().children;
    const previous = siblings[siblings.length - 1];
    if (typeof previous === 'string') siblings[siblings.length - 1] = previous + decoded;
    else siblings.push(decoded);
  };

  for (const match of source.matchAll(TOKEN)) {
    text(source.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[2]?.toLowerCase();
    if (!name) continue; // comment, CDATA, doctype, processing instruction
    const closing = match[1] === '/';
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROPPED.has(name)) {
      if (!closing && !VOID.has(name) && !match[3]?.trim().endsWith('/')) dropping = name;
      continue;
    }
    const tag = RENAMED[name] ?? (ALLOWED.has(name) ? (name as PolicyTag) : null);
    if (closing) {
      let at = stack.length - 1;
      while (at > 0 && stack[at]!.name !== name) at -= 1;
      if (at > 0) stack.length = at;
      continue;
    }
    if (!tag) continue; // an element we do not render: its text stays where it is
    if (VOID.has(tag)) {
      top().children.push({tag, children: []});
      continue;
    }
    if (stack.length > MAX_DEPTH) continue; // too deep: the text joins its parent
    const element: PolicyElement = {tag, children: []};
    if (tag === 'a') {
      const href = hrefOf(match[3] ?? '');
      if (href) element.href = href;
    }
    top().children.push(element);
    stack.push({name, element, children: element.children});
  }
  text(source.slice(last));
  return root.children;
}
