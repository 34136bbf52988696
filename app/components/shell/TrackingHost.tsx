// Spec §7 Tracking in the shell: reports each page view (first load and every client-side navigation) to the
// tracking queue, and once the page is idle loads the tracking module (app/tracking/runtime.ts, a chunk of its
// own) — only when the root loader says a tag is configured. Without one, the queue becomes a sink: nothing is
// kept, loaded or sent. Everything else about tracking lives in that module, off the first view.
import {useLocation, useMatches} from '@remix-run/react';
import {useEffect} from 'react';
import {useRouteContext} from '~/context/route-context';
import type {TrackingConfig} from '~/tracking/config';
import {track, type TrackingWindow} from '~/tracking/queue';

export function TrackingHost({config}: {config: TrackingConfig | null | undefined}) {
  const {key} = useLocation();
  const matches = useMatches();
  const {market} = useRouteContext();

  useEffect(() => {
    const leaf = matches[matches.length - 1];
    track(['page', {routeId: leaf?.id ?? '', data: leaf?.data, root: matches[0]?.data, market, url: location.href, title: document.title}]);
    // Once per navigation (a new location key); the matches and market are those of that location.
  }, [key]);

  const on = Boolean(config);
  useEffect(() => {
    if (!config) {
      (window as TrackingWindow).ofTracking = {push: () => 0};
      return;
    }
    const start = () =>
      import('~/tracking/runtime').then(
        (module) => module.startTracking(config),
        (error: unknown) => console.error('[tracking] module not loaded:', error),
      );
    if ('requestIdleCallback' in window) requestIdleCallback(start, {timeout: 2000});
    else setTimeout(start, 200);
    // Started once per document: the configuration comes from env and does not change between pages.
  }, [on]);
  return null;
}
