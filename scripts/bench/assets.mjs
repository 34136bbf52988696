// JavaScript and CSS a page makes the browser load on first view, measured gzip-compressed from dist/client,
// and the weight of the page itself (its HTML and the serialized loader data inside it).
// The set is what the page's HTML references (stylesheets, module preloads, module imports, the modules held for
// after the first paint) plus, from the Remix client manifest, the imports and CSS of the entry and of each route
// module the page imports.
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {parseRemixManifest} from '../remix-manifest-file.mjs';

export {parseRemixManifest};

const CLIENT_DIR = 'dist/client';

/** Same-origin /assets/ URLs in a page: {js, css} (each listed once, in document order). */
export function assetUrlsFromHtml(html) {
  const js = new Set();
  const css = new Set();
  for (const tag of html.match(/<(?:link|script)\b[^>]*>/g) ?? []) {
    const url = /\b(?:href|src)="([^"]+)"/.exec(tag)?.[1];
    if (!url?.startsWith('/assets/')) continue;
    if (/\brel="stylesheet"/.test(tag) || url.endsWith('.css')) css.add(url);
    else if (/\brel="modulepreload"/.test(tag) || /^<script/.test(tag)) js.add(url);
  }
  // Modules the page starts after its first paint (app/http/after-paint-scripts.ts): the `preload` list of its
  // JSON element names every one.
  for (const [, text] of html.matchAll(/<script\b[^>]*\btype="application\/json"[^>]*>([^<]*)<\/script>/g)) {
    let held;
    try {
      held = JSON.parse(text);
    } catch {
      continue;
    }
    for (const url of Array.isArray(held?.preload) ? held.preload : []) if (String(url).startsWith('/assets/')) js.add(url);
  }
  // Static imports in inline module scripts (Remix imports the matched route modules this way).
  for (const match of html.matchAll(/\bimport\s+(?:[^'";]*?\s+from\s+)?["'](\/assets\/[^"']+)["']/g)) js.add(match[1]);
  return {js: [...js], css: [...css]};
}

/** Adds the entry's and the imported route modules' own imports and CSS from the manifest. */
export function withManifestImports({js, css}, manifest) {
  const allJs = new Set(js);
  const allCss = new Set(css);
  const add = (entry) => {
    allJs.add(entry.module);
    for (const url of entry.imports ?? []) allJs.add(url);
    for (const url of entry.css ?? []) allCss.add(url);
  };
  add(manifest.entry);
  for (const route of Object.values(manifest.routes)) if (allJs.has(route.module)) add(route);
  return {js: [...allJs], css: [...allCss]};
}

/** Sum of the gzip sizes (bytes, level 6 like a typical CDN) of `urls`, read through `read(url)`. */
export function gzipBytes(urls, read) {
  return urls.reduce((sum, url) => sum + gzipSync(read(url), {level: 6}).byteLength, 0);
}

export function kb(bytes) {
  return Math.round((bytes / 1024) * 10) / 10;
}

export function loadManifest(dir = CLIENT_DIR) {
  const file = readdirSync(join(dir, 'assets')).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`no Remix manifest (manifest-*.js) in ${dir}/assets`);
  return parseRemixManifest(readFileSync(join(dir, 'assets', file), 'utf8'));
}

/**
 * JS, CSS and HTML gzip KB of one page from its HTML, the HTML's uncompressed KB and the part of it that is
 * serialized loader data; `read` defaults to files under dist/client.
 */
export function pageWeight(html, manifest, read = (url) => readFileSync(join(CLIENT_DIR, url))) {
  const {js, css} = withManifestImports(assetUrlsFromHtml(html), manifest);
  return {
    jsKb: kb(gzipBytes(js, read)),
    cssKb: kb(gzipBytes(css, read)),
    htmlKb: kb(gzipSync(Buffer.from(html), {level: 6}).byteLength),
    htmlRawKb: kb(Buffer.byteLength(html)),
    loaderDataKb: kb(loaderDataBytes(html)),
    jsFiles: js.length,
    cssFiles: css.length,
  };
}

const CONTEXT_START = 'window.__remixContext = ';

/** Index just past the JSON object that starts at `start` (strings and their escapes skipped), or -1. */
export function endOfJsonObject(text, start) {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (char === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** The text of `window.__remixContext = {...}` in a Remix page (what hydration reads), or null. */
export function remixContextJson(html) {
  const at = html.indexOf(CONTEXT_START);
  if (at < 0) return null;
  const start = at + CONTEXT_START.length;
  const end = endOfJsonObject(html, start);
  return end < 0 ? null : html.slice(start, end);
}

/** Route ids whose loader data the page hydrates with (root first, the leaf last); [] without a context. */
export function hydratedRouteIds(html) {
  const json = remixContextJson(html);
  return json ? Object.keys(JSON.parse(json).state?.loaderData ?? {}) : [];
}

/**
 * Bytes of serialized loader data in a page: the `window.__remixContext` JSON (loader data and the little
 * router state around it), plus the inline scripts that stream deferred data into it
 * (`__remixContext.r(...)`, `__remixContext.e(...)`) when a loader defers.
 */
export function loaderDataBytes(html) {
  const context = remixContextJson(html);
  let bytes = context ? Buffer.byteLength(context) : 0;
  for (const [, script] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    if (!script.includes(CONTEXT_START) && /__remixContext\.[re]\(/.test(script)) bytes += Buffer.byteLength(script);
  }
  return bytes;
}
