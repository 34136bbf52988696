// Spec §2 sitewide overlays: the announcement bar's place in the shell. The server renders the bar in full; the
// browser keeps the server's markup exactly as it is (not hydrated, nothing to shift) and loads the bar's own
// chunk right after hydration, then renders the same markup live (AnnouncementBar). The shell holds only this
// and the path rule: README "Announcement bar". It is LoadWhenNear's way, without its module (a chunk of its
// own that the shell would otherwise take in): the bar is at the top, so it is always near.
import {useLocation} from '@remix-run/react';
import {useEffect, useState, type ComponentType} from 'react';
import {useRouteContext} from '~/context/route-context';
import type {LoadedAnnouncementBar} from '~/overlays/announcement';
import {announcementBarShowsOn} from '~/overlays/announcement-paths';
import {AnnouncementBar, type AnnouncementBarProps} from './AnnouncementBar';

// The server build bundles the bar; the browser loads it once and keeps it.
let Bar: ComponentType<AnnouncementBarProps> | null = import.meta.env.SSR ? AnnouncementBar : null;

export function AnnouncementBarHost({bar}: {bar: LoadedAnnouncementBar | null | undefined}) {
  const {pathname} = useLocation();
  const {basePath} = useRouteContext();
  // The server's markup, read before hydration touches it (none on a page that had no bar).
  const [kept] = useState(() => (Bar ? '' : document.querySelector('[data-part=announcement]')?.innerHTML ?? ''));
  const [live, setLive] = useState(() => Bar);
  const shows = !!bar && announcementBarShowsOn(bar, pathname, basePath);

  useEffect(() => {
    if (shows && !live)
      import('./AnnouncementBar').then(
        (module) => setLive(() => (Bar = module.AnnouncementBar)),
        // No chunk (a dropped connection, a deploy): the server's bar stays, without rotation.
        (error: unknown) => console.error('[chunk]', error instanceof Error ? error.message : error),
      );
  }, [shows, live]);

  if (!bar || !shows) return null;
  const Live = live;
  return Live ? (
    <div key="live" data-part="announcement">
      <Live bar={bar} />
    </div>
  ) : (
    <div data-part="announcement" dangerouslySetInnerHTML={{__html: kept}} />
  );
}
