// The preview banner (README "Preview and live updates"): on every page while previewing, in the market's
// language, with the button that leaves preview (a plain form post: it works without JavaScript, and leaving
// reloads the page with published content). Live updates load with it, lazily: no visitor's page carries them.
import {useLocation, useMatches} from '@remix-run/react';
import {lazy, Suspense, useEffect, useState} from 'react';
import {PREVIEW_PATHS, previewDataOf, type PreviewQuery} from '~/content/preview';
import {useRouteContext} from '~/context/route-context';

const LiveUpdates = lazy(() => import('./LiveUpdates'));

/** The content queries of every route on the page, while previewing; null otherwise. */
function usePreviewQueries(): PreviewQuery[] | null {
  const matches = useMatches();
  const previews = matches.map((match) => previewDataOf(match.data)).filter((data) => data !== null);
  return previews.length ? previews.flatMap((data) => data.queries) : null;
}

export function PreviewBanner() {
  const queries = usePreviewQueries();
  const {strings} = useRouteContext();
  const location = useLocation();
  const [live, setLive] = useState(false);
  // Subscriptions start once the page is interactive (never during server rendering or hydration).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!queries) return null;
  return (
    <aside
      aria-label={strings.previewBanner}
      data-preview-banner=""
      className="sticky bottom-0 z-40 order-last flex flex-wrap items-center justify-center gap-x-4 gap-y-2 bg-neutral-900 px-4 py-3 text-sm text-white"
    >
      <p>
        <strong>{strings.previewBanner}</strong>
        {live ? <span data-preview-live=""> · {strings.previewLive}</span> : null}
      </p>
      <form method="post" action={PREVIEW_PATHS.exit}>
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <button type="submit" className="rounded-full bg-white px-4 py-1.5 font-bold text-neutral-900">
          {strings.previewExit}
        </button>
      </form>
      {hydrated ? (
        <Suspense fallback={null}>
          <LiveUpdates queries={queries} onLive={setLive} />
        </Suspense>
      ) : null}
    </aside>
  );
}
