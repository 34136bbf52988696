// A tab opened before a deploy keeps running the earlier build's code, while its next client-side navigation
// asks the new worker for loader data, whose shape may have changed (a field renamed, cards built on the
// server): the old components would throw on it and the shopper would see the error page. So every loader-data
// answer names the build that made it, and a tab of another build loads the page as a document instead
// (app/http/build-skew.client.ts), from the new build. Remix compares builds only with lazy route discovery,
// which this app leaves off.

/** The header naming the build on every loader-data answer (`?_data`). */
export const BUILD_HEADER = 'X-Build-Version';

/**
 * The sessionStorage key holding the builds a tab reloaded for (space-separated): one reload per build, never a
 * loop, also when answers alternate between builds (a rolling deploy) while the document stays an older one.
 */
export const RELOADED_FOR_KEY = 'reloaded-for-build';

/** A tab reloads for this many builds at most: past that something keeps serving it old documents. */
export const MAX_RELOADS_PER_TAB = 8;

/**
 * Whether a tab of build `tab` loads the page anew for data from build `served` (null: the answer names none,
 * e.g. a cache kept it from before this header). Not when it already reloaded for that build: the document
 * it got was still an older one (a cache, a rolling deploy), and reloading again would loop.
 */
export function reloadsForBuild(tab: string, served: string | null, reloadedFor: string | null): boolean {
  if (served === null || served === '' || served === tab || /\s/.test(served)) return false;
  const builds = buildsIn(reloadedFor);
  return !builds.includes(served) && builds.length < MAX_RELOADS_PER_TAB;
}

/** The builds a tab reloaded for, with `served` added (the value kept under RELOADED_FOR_KEY). */
export function reloadedForAfter(reloadedFor: string | null, served: string): string {
  return [...buildsIn(reloadedFor), served].join(' ');
}

const buildsIn = (reloadedFor: string | null) => reloadedFor?.split(' ').filter(Boolean) ?? [];

/** A loader-data answer with the name of the build that made it; any other answer as it is. */
export function withBuildVersion(response: Response, request: Request, version: string): Response {
  if (!new URL(request.url).searchParams.has('_data') || !version) return response;
  const answer = new Response(response.body, response);
  answer.headers.set(BUILD_HEADER, version);
  return answer;
}
