// The reviews page while its reviews are on their way (app/reviews/page.server.ts `pending`): the server asked
// the review service in the background, so the route's data is loaded again shortly, a few times at growing
// intervals, until the reviews are there. Past the last try the page stays without them (spec §8).
import {useRevalidator} from '@remix-run/react';
import {useEffect, useRef, useState} from 'react';

/** The waits before each reload: about 12 s in all, long enough for the service's own time box (4 s). */
export const PENDING_RELOAD_DELAYS_MS = [700, 1500, 3000, 6000] as const;

/** True while reloads are still to come; false once the data is no longer pending or the tries are spent. */
export function useReloadWhilePending(pending: boolean, resetKey: string): boolean {
  const {revalidate} = useRevalidator();
  const reload = useRef(revalidate);
  reload.current = revalidate;
  const [tries, setTries] = useState({key: resetKey, count: 0});
  // Another sort or page is another wait: its tries start again.
  const count = tries.key === resetKey ? tries.count : 0;

  useEffect(() => {
    const delay = PENDING_RELOAD_DELAYS_MS[count];
    if (!pending || delay === undefined) return;
    const timer = setTimeout(() => {
      setTries({key: resetKey, count: count + 1});
      reload.current();
    }, delay);
    return () => clearTimeout(timer);
  }, [pending, count, resetKey]);

  return pending && count < PENDING_RELOAD_DELAYS_MS.length;
}
