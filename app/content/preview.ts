// Preview mode (issue 11 §6; README "Preview and live updates"): the rules, pure. An editor enters with the
// secret (DATOCMS_PREVIEW_SECRET) and a target on our own site; the signed cookie that follows makes every page
// read drafts, uncached and private. The cookie itself is made and checked in preview-cookie.server.ts.
import {ownSitePath} from '~/commerce/login-target';
import {localizePath, type LinkRouting} from '~/markets/links';

export const PREVIEW_COOKIE = 'of_preview';
/** A working day: an editor who left preview on finds it off the next morning. */
export const PREVIEW_MAX_AGE_SECONDS = 8 * 60 * 60;
/** The preview routes (resource routes, the same on every market's site). */
export const PREVIEW_PATHS = {
  enter: '/api/preview',
  exit: '/api/preview/exit',
  links: '/api/preview/links',
  listen: '/api/preview/listen',
} as const;

/** A slug as editors write them: words of letters, digits and dashes, optionally in `/`-separated parts. */
const SLUG = /^[\p{L}\p{N}_-]+(?:\/[\p{L}\p{N}_-]+)*$/u;

/**
 * Where entering preview leads: `path`, when it is a path on our own origin (the safe-redirect rule of logins,
 * app/commerce/login-target.ts: no `//host`, `/\host`, absolute URL, control character or dot-segment escape,
 * checked again after decoding), else `slug` as a page of the request's market. Null: nowhere we would go.
 */
export function previewTarget(fields: {path: unknown; slug: unknown}, routing: LinkRouting): string | null {
  if (fields.path !== null && fields.path !== undefined) return previewReturnPath(fields.path);
  if (typeof fields.slug !== 'string' || !SLUG.test(fields.slug)) return null;
  // Through the path rule too: a slug in other letters (`über-uns`) is percent-encoded for the Location header,
  // and one longer than any path we take is refused.
  return ownSitePath(localizePath(`/${fields.slug}`, routing));
}

/**
 * A path on our own origin that stays one after decoding: where entering and leaving preview may lead.
 * `/%2F%2Fevil.example` is a harmless path, but one that any later decoding would turn into `//evil.example`.
 */
export function previewReturnPath(path: unknown): string | null {
  const own = ownSitePath(path);
  if (!own) return null;
  let decoded = own;
  try {
    for (let round = 0; round < 3; round++) decoded = decodeURIComponent(decoded);
  } catch {
    return null;
  }
  return ownSitePath(decoded) ? own : null;
}

/**
 * Whether `given` is the configured secret, compared in constant time: both are hashed first, so the comparison
 * takes as long whatever the length or the first differing character. No secret configured: never.
 */
export async function isPreviewSecret(given: unknown, secret: string | undefined): Promise<boolean> {
  if (!secret || typeof given !== 'string' || !given) return false;
  const [a, b] = await Promise.all([digest(given), digest(secret)]);
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a[index]! ^ b[index]!;
  return difference === 0;
}

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** One content query a page ran while previewing: what the browser subscribes to for live updates. */
export type PreviewQuery = {query: string; variables: Record<string, unknown>};

/** What every loader's data carries while previewing (and never otherwise). */
export type PreviewData = {queries: PreviewQuery[]};

/** The key under which loaders' data carries PreviewData while previewing. */
export const PREVIEW_DATA_KEY = 'contentPreview';

export function previewDataOf(data: unknown): PreviewData | null {
  if (!data || typeof data !== 'object') return null;
  const preview = (data as Record<string, unknown>)[PREVIEW_DATA_KEY];
  if (!preview || typeof preview !== 'object' || !Array.isArray((preview as PreviewData).queries)) return null;
  return preview as PreviewData;
}
