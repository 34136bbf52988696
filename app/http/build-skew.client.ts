import {BUILD_HEADER, RELOADED_FOR_KEY, reloadedForAfter, reloadsForBuild} from './build-version';

type Navigation = {state: string; formMethod?: string; location?: {pathname: string; search: string; hash: string}};

/**
 * Watches the loader-data answers Remix fetches (app/http/build-version.ts): one from another build than the
 * tab's (`tab`, the browser manifest's version) is not handed to this build's code. The tab loads as a document
 * the page a loading navigation was going to (a link, a GET form, a posted form's redirect), else the page it is
 * on (a fetcher, a revalidation, a form's action), once per build (sessionStorage); without sessionStorage it
 * never reloads, as it could not tell a loop.
 */
export function reloadOnNewBuild(tab: string) {
  const fetchOriginal = window.fetch;
  // The page is on its way out: no answer of the new build (the navigation's other loaders, a fetcher's) is
  // rendered by the old code meanwhile.
  const leaving = () => new Promise<Response>(() => undefined);
  let left = false;
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    let response = await fetchOriginal(...args);
    let served = response.headers.get(BUILD_HEADER);
    if (served === null || served === tab) return response;
    // Only our own worker's loader data names this shop's build: the header on another origin's answer (a third
    // party's script or API exposing one) or on any other request is no deploy, and must not reload the page.
    if (!isOwnLoaderData(response.url || requestUrl(args[0]))) return response;
    if (left) return leaving();
    // Public loader data is kept by the browser's own cache (a minute fresh, a day stale-while-revalidate): an
    // answer of another build may be that copy, not the server's. A GET is asked once more past the cache first
    // (never a POST: its action would run twice).
    const [input, init] = args;
    if (/^(get)?$/i.test(init?.method ?? (input instanceof Request ? input.method : ''))) {
      // The cached copy is dropped: its body, left unread, would keep the request open.
      response.body?.cancel().catch(() => undefined);
      response = await fetchOriginal(input, {...init, cache: 'reload'});
      served = response.headers.get(BUILD_HEADER);
      if (served === null || served === tab) return response;
      if (left) return leaving();
    }
    // A redirect carries no loader data for the old code to render: Remix follows it, and the target's own
    // answer decides (a posted form's redirect, e.g. after signing in, lands where it leads, not back on the form).
    if (response.headers.has('X-Remix-Redirect')) return response;
    try {
      const reloadedFor = sessionStorage.getItem(RELOADED_FOR_KEY);
      if (!reloadsForBuild(tab, served, reloadedFor)) return response;
      sessionStorage.setItem(RELOADED_FOR_KEY, reloadedForAfter(reloadedFor, served));
    } catch {
      return response;
    }
    const next = (window as {__remixRouter?: {state: {navigation: Navigation}}}).__remixRouter?.state.navigation;
    // A loading navigation's target is a GET either way: a posted form's action has run by then (its loaders or
    // its redirect's target load), so the shopper lands where the form led, and nothing is sent twice.
    const to = next?.state === 'loading' && next.location;
    const target = to ? ownPage(to.pathname + to.search + to.hash) : null;
    left = true;
    if (target) location.assign(target);
    else location.reload();
    return leaving();
  };
}

function requestUrl(input: Parameters<typeof fetch>[0]): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

function isOwnLoaderData(url: string): boolean {
  try {
    const parsed = new URL(url, location.href);
    return parsed.origin === location.origin && parsed.searchParams.has('_data');
  } catch {
    return false;
  }
}

/** The navigation's target on this origin only (a `//host` or `/\host` path would lead elsewhere), else null. */
function ownPage(path: string): string | null {
  return /^\/(?![\\/])/.test(path) ? location.origin + path : null;
}
