// Live updates while previewing (issue 11 §7): each content query the page ran is subscribed with datocms-listen
// through our relay (its `baseUrl`; the relay adds the token), and an update makes Remix run the page's loaders
// again (drafts, uncached): the page re-renders without a reload. datocms-listen does the spec's reconnecting
// (1000 ms doubling with jitter, capped at 20000 ms) and its error classes (300-499 final, >= 500 and a
// non-JSON answer retried). Loaded lazily, by the preview banner only.
import {useRevalidator} from '@remix-run/react';
import {subscribeToQuery} from 'datocms-listen';
import {useEffect, useRef} from 'react';
import {PREVIEW_PATHS, type PreviewQuery} from '~/content/preview';

/** Several queries of one page change together (one edit): one revalidation for them all. */
const SETTLE_MS = 150;

/**
 * datocms-listen sends its body without a Content-Type; our relay takes JSON as JSON. Once the page left these
 * queries, a registration still to come (a reconnect) ends as a refusal would: datocms-listen only hands out
 * `unsubscribe` once connected, so this is how a subscription that never connected stops.
 */
function fetcherUntil(stopped: () => boolean): typeof fetch {
  return (input, init) =>
    stopped()
      ? Promise.resolve(new Response(null, {status: 410}))
      : fetch(input, {
          ...init,
          credentials: 'same-origin',
          headers: {...(init?.headers as object), 'Content-Type': 'application/json'},
        });
}

export default function LiveUpdates({queries, onLive}: {queries: PreviewQuery[]; onLive: (live: boolean) => void}) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  // The same queries after a revalidation are the same subscriptions: keyed by their text.
  const key = JSON.stringify(queries);

  useEffect(() => {
    const subscribed: PreviewQuery[] = JSON.parse(key);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connected = new Set<number>();
    const refused = new Set<number>();
    // Live once every query that can be subscribed is: an edit made before its own query connected would be
    // taken for that query's current result, and missed.
    const report = () => {
      if (!stopped) onLive(connected.size > 0 && connected.size + refused.size === subscribed.length);
    };
    const unsubscribers = subscribed.map((query, index) => {
      // The listen API sends the current result first: only what differs from it is an edit.
      let last: string | undefined;
      return subscribeToQuery({
        query: query.query,
        variables: query.variables,
        // The relay puts the real token in; the browser never has one.
        token: 'relay',
        includeDrafts: true,
        baseUrl: `${window.location.origin}${PREVIEW_PATHS.listen}`,
        fetcher: fetcherUntil(() => stopped),
        onStatusChange: (status) => {
          if (status === 'connected') connected.add(index);
          else connected.delete(index);
          report();
        },
        onUpdate: ({response}) => {
          const data = JSON.stringify(response.data);
          const changed = last !== undefined && data !== last;
          last = data;
          if (!changed || stopped) return;
          clearTimeout(timer);
          timer = setTimeout(() => revalidate.current(), SETTLE_MS);
        },
      }).catch(() => {
        // Refused (4xx): no live updates for this query, the page still works.
        refused.add(index);
        report();
        return () => {};
      });
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      onLive(false);
      for (const unsubscribe of unsubscribers) unsubscribe.then((stop) => stop()).catch(() => {});
    };
  }, [key, onLive]);

  return null;
}
