import {useSyncExternalStore} from 'react';

const subscribeNever = () => () => undefined;

/**
 * False in the server render and during hydration, true once the page runs JavaScript: a control can render
 * its no-JavaScript form first (a link, a submit button) and become the scripted one without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
