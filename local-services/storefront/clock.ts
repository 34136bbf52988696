// The services' clock: real time plus an offset the admin can move (POST /__admin/clock), so tests can let tokens,
// links and carts expire without waiting. Every time-dependent store reads it.
import type {Clock} from './cart-store';

export type ServiceClock = {
  now: Clock;
  /** Moves the clock forward (or back, with a negative value). */
  advance(ms: number): void;
  offsetMs(): number;
  reset(): void;
};

export function createServiceClock(base: Clock = Date.now): ServiceClock {
  let offset = 0;
  return {
    now: () => base() + offset,
    advance(ms) {
      offset += ms;
    },
    offsetMs: () => offset,
    reset() {
      offset = 0;
    },
  };
}
