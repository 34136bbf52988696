import {BUILD_HEADER, RELOADED_FOR_KEY, reloadsForBuild} from './build-version';

type Navigation = {state: string; formMethod?: string; location?: {pathname: string; search: string; hash: string}};

/**
 * Watches the loader-data answers Remix fetches (app/http/build-version.ts): one from another build than the
 * tab's (`tab`, the browser manifest's version) is not handed to this build's code. The tab loads as a document
 * the page a GET navigation was going to, else the page it is on (a fetcher, a revalidation, a form's
 * action), once per build (sessionStorage); without sessionStorage it never reloads, as it could not tell a loop.
 */
export function reloadOnNewBuild(tab: string) {
  const fetchOriginal = window.fetch;
  // The page is on its way out: no answer of the new build (the navigation's other loaders, a fetcher's) is
  // rendered by the old code meanwhile.
  const leaving = () => new Promise<Response>(() => undefined);
  let left = false;
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await fetchOriginal(...args);
    const served = response.headers.get(BUILD_HEADER);
    if (served === null || served === tab) return response;
    if (left) return leaving();
    try {
      if (!reloadsForBuild(tab, served, sessionStorage.getItem(RELOADED_FOR_KEY))) return response;
      sessionStorage.setItem(RELOADED_FOR_KEY, served);
    } catch {
      return response;
    }
    const next = (window as {__remixRouter?: {state: {navigation: Navigation}}}).__remixRouter?.state.navigation;
    const to = next?.state === 'loading' && (!next.formMethod || /^get$/i.test(next.formMethod)) && next.location;
    left = true;
    if (to) location.assign(to.pathname + to.search + to.hash);
    else location.reload();
    return leaving();
  };
}
