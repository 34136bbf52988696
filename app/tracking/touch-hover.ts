// Spec §9: hover detection ignores mouse moves within 500 ms of a touch (a tap also fires emulated mouse events,
// which must not count as a hover). One clock per page, fed by touchstart; pure apart from the clock it is given.
import {TOUCH_HOVER_IGNORE_MS} from '~styles/tokens';

export type TouchClock = {touched: () => void; isHover: () => boolean};

export function touchClock(now: () => number = Date.now, ignoreMs = TOUCH_HOVER_IGNORE_MS): TouchClock {
  let lastTouchAt = -Infinity;
  return {
    touched: () => {
      lastTouchAt = now();
    },
    /** A mouse move now is a real hover: no touch in the last `ignoreMs`. */
    isHover: () => now() - lastTouchAt >= ignoreMs,
  };
}
