// One viewport store for the whole app: a single resize listener, throttled at 250 ms (spec §9), shared by
// every component through useSyncExternalStore. On the server the width is unknown (null).
import {useSyncExternalStore} from 'react';
import {BREAKPOINTS, RESIZE_THROTTLE_MS} from '~styles/tokens';

export type Viewport = {width: number | null; isMobile: boolean; isDesktop: boolean; isWide: boolean};

export function viewportFor(width: number | null): Viewport {
  return {
    width,
    isMobile: width !== null && width < BREAKPOINTS.desktop,
    isDesktop: width !== null && width >= BREAKPOINTS.desktop,
    isWide: width !== null && width >= BREAKPOINTS.wide,
  };
}

const SERVER_VIEWPORT = viewportFor(null);
let current: Viewport = SERVER_VIEWPORT;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function measure() {
  timer = undefined;
  if (current.width === window.innerWidth) return;
  current = viewportFor(window.innerWidth);
  listeners.forEach((listener) => listener());
}

function onResize() {
  timer ??= setTimeout(measure, RESIZE_THROTTLE_MS);
}

function subscribe(listener: () => void) {
  if (!listeners.size) window.addEventListener('resize', onResize);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) window.removeEventListener('resize', onResize);
  };
}

function getSnapshot(): Viewport {
  if (current.width === null) current = viewportFor(window.innerWidth);
  return current;
}

/** The shared store behind useViewport (exported for its tests). */
export const viewportStore = {subscribe, getSnapshot};

export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, getSnapshot, () => SERVER_VIEWPORT);
}
