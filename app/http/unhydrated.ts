// Loader data that the server renders but the document does not hand to the browser: a part of the page that
// keeps its server markup until the shopper comes near it (app/components/ui/LoadWhenNear.tsx) needs its data
// only then, and asks for it with the route's own data request (`?_data=`), which carries it. A route puts
// such data under this key of its loader's answer; entry.server.tsx leaves it out of the document's
// hydration data (`window.__remixContext`). Everything else reads the answer as it is: the server render
// (from Remix's context), client-side navigations and revalidations (their `?_data=` answers are untouched).
export const UNHYDRATED = 'unhydrated';

// Remix writes its handoff with these characters escaped for an inline script (`escapeHtml` in
// @remix-run/server-runtime's markup.ts); a handoff written back keeps them escaped.
const ESCAPES: Record<string, string> = {'&': '\\u0026', '>': '\\u003e', '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029'};

/**
 * Remix's server handoff (a JSON object as an inline script's text) without the `UNHYDRATED` field of any
 * route's loader data; returned as it is when no route has one, or when it is not what Remix writes.
 */
export function withoutUnhydrated(handoff: string): string {
  if (!handoff.includes(`"${UNHYDRATED}"`)) return handoff;
  let parsed: unknown;
  try {
    parsed = JSON.parse(handoff);
  } catch {
    return handoff;
  }
  const loaderData = (parsed as {state?: {loaderData?: Record<string, unknown>}} | null)?.state?.loaderData;
  if (!loaderData || typeof loaderData !== 'object') return handoff;
  let removed = false;
  for (const data of Object.values(loaderData)) {
    if (data && typeof data === 'object' && UNHYDRATED in data) {
      delete (data as Record<string, unknown>)[UNHYDRATED];
      removed = true;
    }
  }
  return removed ? JSON.stringify(parsed).replace(/[&><\u2028\u2029]/g, (character) => ESCAPES[character]!) : handoff;
}
