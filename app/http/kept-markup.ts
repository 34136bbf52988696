// Server-rendered markup of a page part kept in the isolate's memory for a few seconds, so the next views of the
// same part render it once instead of every time (README "Quality", issue 9). Only parts the browser does not
// hydrate from the server's markup take part (LoadWhenNear keeps that markup untouched, then renders the part
// live from its own data), and only under a key that holds everything the part renders from: its props, the
// market and the URL. A kept markup that were somehow out of date would show until the part goes live.
import {createContext, useContext} from 'react';

/** Parts kept at most (a product page's lower part is some 60 KB); the oldest is dropped first. */
export const KEPT_MARKUP_ENTRIES = 40;

type Kept = {html: string; expiresAt: number};

export type MarkupKeeper = {
  /** Whether it reads and keeps at all (off in preview and with MEMORY_CACHE_SECONDS=0): no key is made when not. */
  readonly on: boolean;
  /** The kept markup of the part under `key`, or null (then the part renders and `want` notes it). */
  lookup(key: string): string | null;
  want(name: string, key: string): void;
  /**
   * After the render: keeps the markup of every part rendered under a key that had none, except a part that
   * holds `nonce` (this response's CSP nonce): spliced into other responses it would hand them a nonce their
   * policy does not name (their inline scripts blocked) and show one response's nonce to another visitor.
   */
  keepFrom(html: string, nonce?: string): void;
};

export type MarkupStore = {
  /** One request's keeper; `off` (preview) neither reads nor keeps. */
  keeper(options?: {off?: boolean}): MarkupKeeper;
  readonly size: number;
  clear(): void;
};

export function createMarkupStore({
  seconds,
  maxEntries = KEPT_MARKUP_ENTRIES,
  now = Date.now,
}: {
  seconds: number;
  maxEntries?: number;
  now?: () => number;
}): MarkupStore {
  // Insertion order is age order: the first key is the oldest.
  const kept = new Map<string, Kept>();
  return {
    get size() {
      return kept.size;
    },
    clear: () => kept.clear(),
    keeper({off = false} = {}) {
      const wanted = new Map<string, string>();
      const on = seconds > 0 && !off;
      return {
        on,
        lookup(key) {
          if (!on) return null;
          const entry = kept.get(key);
          if (entry && entry.expiresAt > now()) return entry.html;
          if (entry) kept.delete(key);
          return null;
        },
        want(name, key) {
          if (on) wanted.set(name, key);
        },
        keepFrom(html, nonce) {
          for (const [name, key] of wanted) {
            const inner = partMarkup(html, name);
            if (inner === null || (nonce && inner.includes(nonce))) continue;
            kept.delete(key);
            while (kept.size >= maxEntries) kept.delete(kept.keys().next().value as string);
            kept.set(key, {html: inner, expiresAt: now() + seconds * 1000});
          }
        },
      };
    },
  };
}

/**
 * The inner markup of the one `<div ... data-part="name">` in React's server output, or null. React escapes `<`
 * in text and attribute values, so every `<div` and `</div>` in its output is a tag: counting them finds the end.
 */
export function partMarkup(html: string, name: string): string | null {
  const marker = ` data-part="${name}"`;
  const at = html.indexOf(marker);
  if (at < 0 || html.indexOf(marker, at + marker.length) >= 0) return null;
  const open = html.lastIndexOf('<div', at);
  const start = html.indexOf('>', at) + 1;
  if (open < 0 || start <= 0 || html.slice(open, at).includes('>')) return null;
  const tag = /<div[\s>]|<\/div>/g;
  tag.lastIndex = start;
  let depth = 1;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index);
  }
  return null;
}

/** The request's keeper, given by entry.server; none in the browser (and in tests rendering without it). */
export const MarkupKeeperContext = /* @__PURE__ */ createContext<MarkupKeeper | null>(null);

export function useMarkupKeeper(): MarkupKeeper | null {
  return useContext(MarkupKeeperContext);
}

let shared: {seconds: number; store: MarkupStore} | undefined;

/** The isolate's store, kept as long as parsed upstream answers (MEMORY_CACHE_SECONDS, app/upstream/memory-cache.ts). */
export function markupStoreFor(seconds: number): MarkupStore {
  if (shared?.seconds !== seconds) shared = {seconds, store: createMarkupStore({seconds})};
  return shared.store;
}
