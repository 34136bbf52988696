// Spec §4 Announcement bar, §9: the bar's clock in the browser. Every 10 s the items' windows are checked again
// (and once at the start: a cached page may be older than a window); with two slides or more the next one shows
// after 5 s, unless the shopper paused it (pointer over the bar, focus inside, or the pause button).
import {RECHECK_MS, ROTATION_MS, slidesOf, type LoadedAnnouncementBar} from './announcement';
import {currentItemIds} from './announcement-schedule';

export type PauseReason = 'hover' | 'focus' | 'button';

export type RotationState = {
  /** Ids of the current items (the bar's own text when none). */
  current: string[];
  /** The slide showing, an index into `slidesOf(bar, current)`. */
  index: number;
  /** The slide that just left (it animates out); null on the first view and after the items changed. */
  previous: number | null;
  paused: PauseReason[];
};

export type AnnouncementClock = {
  pause(reason: PauseReason): void;
  resume(reason: PauseReason): void;
  stop(): void;
};

export function initialRotation(bar: Pick<LoadedAnnouncementBar, 'current'>): RotationState {
  return {current: bar.current, index: 0, previous: null, paused: []};
}

/**
 * Starts the clock on `bar` from `state` (what the page shows now); `onChange` gets every new state.
 * A check that finds other items current swaps the content in place: the slide showing stays when it is
 * still current, else the first one shows, without a transition.
 */
export function startAnnouncementClock(
  bar: Pick<LoadedAnnouncementBar, 'items' | 'content'>,
  start: RotationState,
  onChange: (state: RotationState) => void,
  now: () => number = Date.now,
): AnnouncementClock {
  let state = start;
  let rotation: ReturnType<typeof setTimeout> | undefined;

  const set = (next: RotationState) => {
    state = next;
    onChange(next);
    schedule();
  };
  const count = () => slidesOf(bar, state.current).length;
  // The next slide 5 s after the last change (or after the shopper let go of the bar).
  const schedule = () => {
    clearTimeout(rotation);
    if (count() < 2 || state.paused.length) return;
    rotation = setTimeout(() => set({...state, index: (state.index + 1) % count(), previous: state.index}), ROTATION_MS);
  };
  const recheck = () => {
    const current = currentItemIds(bar.items, now());
    if (current.join() === state.current.join()) return;
    const showing = slidesOf(bar, state.current)[state.index]?.id;
    const index = Math.max(0, slidesOf(bar, current).findIndex((slide) => slide.id === showing));
    set({...state, current, index, previous: null});
  };

  const checks = setInterval(recheck, RECHECK_MS);
  recheck();
  schedule();
  return {
    pause(reason) {
      if (!state.paused.includes(reason)) set({...state, paused: [...state.paused, reason]});
    },
    resume(reason) {
      if (state.paused.includes(reason)) set({...state, paused: state.paused.filter((paused) => paused !== reason)});
    },
    stop() {
      clearInterval(checks);
      clearTimeout(rotation);
    },
  };
}
