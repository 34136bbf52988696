// The preview banner (README "Preview and live updates"): on every page while previewing. Only the check lives
// in the root's code; in the browser the bar and its live updates are a chunk of their own, so no visitor's page
// carries them. The server build bundles the bar (`import.meta.env.SSR` is false in the browser build, which
// drops the static import): the banner is in the document, and the browser hydrates it once its chunk is here.
import {useMatches} from '@remix-run/react';
import {lazy, Suspense} from 'react';
import {previewDataOf, type PreviewQuery} from '~/content/preview';
import BundledPreviewBar from './PreviewBar';

const PreviewBar = import.meta.env.SSR ? BundledPreviewBar : lazy(() => import('./PreviewBar'));

/** The content queries of every route on the page, while previewing; null otherwise. */
function usePreviewQueries(): PreviewQuery[] | null {
  const matches = useMatches();
  const previews = matches.map((match) => previewDataOf(match.data)).filter((data) => data !== null);
  return previews.length ? previews.flatMap((data) => data.queries) : null;
}

export function PreviewBanner() {
  const queries = usePreviewQueries();
  if (!queries) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBar queries={queries} />
    </Suspense>
  );
}
