// The tracking test layer (README "Tracking"): what the page pushed to GTM's data layer and queued for Klaviyo,
// read in the browser. The local env loads the local services' stand-in tag scripts, which keep both as arrays.
import {expect, type Page} from '@playwright/test';

export type DataLayerEntry = Record<string, unknown> & {event?: string};
export type KlaviyoCommand = [string, ...unknown[]];

type TagWindow = Window & {dataLayer?: unknown[]; _learnq?: unknown[]; ofTracking?: unknown};

export function dataLayer(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() => JSON.parse(JSON.stringify((window as TagWindow).dataLayer ?? [])));
}

export function klaviyoQueue(page: Page): Promise<KlaviyoCommand[]> {
  return page.evaluate(() => JSON.parse(JSON.stringify((window as TagWindow)._learnq ?? [])));
}

/** The tracking module has decided (consent asked, queue drained): the queue is no longer a plain array. */
export async function trackingSettled(page: Page) {
  await expect.poll(() => page.evaluate(() => typeof (window as TagWindow).ofTracking === 'object' && !Array.isArray((window as TagWindow).ofTracking))).toBe(true);
}

/** The data layer entries of one event, waiting until there are at least `count`. */
export async function dataLayerEvents(page: Page, event: string, count = 1): Promise<DataLayerEntry[]> {
  await expect.poll(async () => (await dataLayer(page)).filter((entry) => entry.event === event).length, {message: `data layer ${event}`}).toBeGreaterThanOrEqual(count);
  return (await dataLayer(page)).filter((entry) => entry.event === event);
}

/** Klaviyo commands of one kind (`track` with its event name, or `identify`), waiting until there are `count`. */
export async function klaviyoCommands(page: Page, kind: string, name?: string, count = 1): Promise<KlaviyoCommand[]> {
  const matching = (queue: KlaviyoCommand[]) => queue.filter((command) => command[0] === kind && (name === undefined || command[1] === name));
  await expect.poll(async () => matching(await klaviyoQueue(page)).length, {message: `klaviyo ${kind} ${name ?? ''}`}).toBeGreaterThanOrEqual(count);
  return matching(await klaviyoQueue(page));
}
