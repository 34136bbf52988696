// The one way components report something to the trackers: `track([...])` pushes onto `window.ofTracking`, a plain
// array until the tracking module (./runtime.ts, loaded lazily and only when tags are configured and allowed)
// drains it and takes its place. When tracking is off the shell swaps in a sink, so nothing is kept or sent.
// Kept tiny on purpose: this is in the shell every page loads; building the events is the lazy module's work.
import type {PublicMarket} from '~/context/route-context';
import type {TrackedCustomer} from './identify';
import type {VitaminTestOutcome} from './vitamin-test';

/** What a page view hands over: its route and data as Remix matched them (the module reads product pages). */
export type PageSnapshot = {
  routeId: string;
  data: unknown;
  /** The root loader's data (brand name, base path). */
  root: unknown;
  market: PublicMarket;
  url: string;
  title: string;
};

/** The cart as `/api/cart` answers it (lines, totals, checkout URL), each time it is fetched; read by the module. */
export type CartSnapshot = unknown;

export type TrackingEvent =
  | ['page', PageSnapshot]
  | ['cart', CartSnapshot]
  | ['checkout', CartSnapshot]
  | ['identify', TrackedCustomer, string]
  | ['vitamin', VitaminTestOutcome];

export type TrackingSink = {push: (event: TrackingEvent) => unknown};
export type TrackingWindow = {ofTracking?: TrackingEvent[] | TrackingSink};

export function track(event: TrackingEvent, target: TrackingWindow = window as TrackingWindow) {
  (target.ofTracking ??= []).push(event);
}
