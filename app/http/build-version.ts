// A tab opened before a deploy keeps running the earlier build's code, while its next client-side navigation
// asks the new worker for loader data, whose shape may have changed (a field renamed, cards built on the
// server): the old components would throw on it and the shopper would see the error page. So every loader-data
// answer names the build that made it, and a tab of another build loads the page as a document instead
// (app/http/build-skew.client.ts), from the new build. Remix compares builds only with lazy route discovery,
// which this app leaves off.

/** The header naming the build on every loader-data answer (`?_data`). */
export const BUILD_HEADER = 'X-Build-Version';

/** The sessionStorage key holding the build a tab last reloaded for: one reload per build, never a loop. */
export const RELOADED_FOR_KEY = 'reloaded-for-build';

/**
 * Whether a tab of build `tab` loads the page anew for data from build `served` (null: the answer names none,
 * e.g. a cache kept it from before this header). Not when it already reloaded for that build: the document
 * it got was still an older one (a cache, a rolling deploy), and reloading again would loop.
 */
export function reloadsForBuild(tab: string, served: string | null, reloadedFor: string | null): boolean {
  return served !== null && served !== '' && served !== tab && served !== reloadedFor;
}

/** A loader-data answer with the name of the build that made it; any other answer as it is. */
export function withBuildVersion(response: Response, request: Request, version: string): Response {
  if (!new URL(request.url).searchParams.has('_data') || !version) return response;
  const answer = new Response(response.body, response);
  answer.headers.set(BUILD_HEADER, version);
  return answer;
}
