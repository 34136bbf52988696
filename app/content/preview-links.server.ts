// The preview-links endpoint's HTTP side (README "Preview and live updates"): DatoCMS's Web Previews plugin calls
// it with `fetch` from its own origin, so it answers CORS (no credentials: it reads no cookie and sets none) and
// only to the preview secret in its URL (the plugin's "Previews webhook URL" holds it).
import {PREVIEW_PATHS} from './preview';

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

/** Only the unprefixed path: the endpoint is the same on every market's site. */
export function isPreviewLinksPath(pathname: string): boolean {
  return pathname.replace(/\/$/, '') === PREVIEW_PATHS.links;
}

/** The browser's preflight for the plugin's JSON POST. */
export function previewLinksPreflight(): Response {
  return new Response(null, {status: 204, headers: {...CORS_HEADERS, 'Cache-Control': 'no-store'}});
}

/** A JSON answer of the endpoint, readable by the plugin, stored by no one. */
export function previewLinksAnswer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {...CORS_HEADERS, 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store'},
  });
}
