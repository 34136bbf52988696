// The preview bar (README "Preview and live updates"): in the market's language, with the button that leaves
// preview (a plain form post: it works without JavaScript, and leaving reloads the page with published
// content). Loaded only while previewing (PreviewBanner); live updates load with it, lazily too.
import {useLocation} from '@remix-run/react';
import {lazy, Suspense, useEffect, useState} from 'react';
import {PREVIEW_PATHS, type PreviewQuery} from '~/content/preview';
import {useRouteContext} from '~/context/route-context';

const LiveUpdates = lazy(() => import('./LiveUpdates'));

export default function PreviewBar({queries}: {queries: PreviewQuery[]}) {
  const {strings} = useRouteContext();
  const location = useLocation();
  const [live, setLive] = useState(false);
  // Subscriptions start once the page is interactive (never during server rendering or hydration).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
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
