// The first view's JavaScript starts after the first paint and the eager images (app/http/after-paint-scripts.ts,
// README "JavaScript on the first view"): the hero image and the CSS have the connection to themselves, the page
// then hydrates as before; a stalled image holds the scripts back EAGER_IMAGE_WAIT_MS at most, and a key press or a
// tap starts them at once; a click made before hydration is held and replayed to React.
import {expect, test, type Page} from '@playwright/test';
import {EAGER_IMAGE_WAIT_MS} from '~/http/after-paint-scripts';

type Timing = {firstPaint: number; firstScript: number; eagerImagesIn: number};

const hydrated = () => typeof (window as {__remixRouter?: unknown}).__remixRouter === 'object';

/** Notes when the last eager image of the server's markup (the ones the starter waits for) arrived. */
async function watchEagerImages(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as {__eagerImagesIn: number};
    state.__eagerImagesIn = 0;
    document.addEventListener('DOMContentLoaded', () => {
      for (const image of document.images) {
        if (image.loading === 'lazy') continue;
        if (image.complete) continue;
        // Its first arrival only: a later one (another srcset candidate once the layout changes) is a new load.
        let arrived = false;
        const arrive = () => {
          if (!arrived) state.__eagerImagesIn = Math.max(state.__eagerImagesIn, performance.now());
          arrived = true;
        };
        for (const type of ['load', 'error']) image.addEventListener(type, arrive);
      }
    });
  });
}

/** When the first paint was shown, the first /assets/ module was asked for, the last eager image arrived. */
async function timing(page: Page): Promise<Timing> {
  return page.evaluate(() => {
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
      /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname),
    );
    return {
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      eagerImagesIn: (window as unknown as {__eagerImagesIn: number}).__eagerImagesIn,
    };
  });
}

const PAGES = ['/producten/protein/whey-protein', '/producten/protein', '/de/produkte/protein/whey-protein', '/de/produkte/protein', '/'];

for (const path of PAGES) {
  test(`${path}: the modules are asked for after the first paint and the eager images, then the page hydrates`, async ({page}) => {
    await watchEagerImages(page);
    await page.goto(path);
    await page.waitForFunction(hydrated);
    const {firstPaint, firstScript, eagerImagesIn} = await timing(page);
    expect(firstScript).toBeGreaterThanOrEqual(firstPaint);
    expect(firstScript).toBeGreaterThanOrEqual(eagerImagesIn);
  });
}

/** Holds every eager image of the page's first screen (the product gallery's) until the test lets it go. */
async function stallEagerImages(page: Page) {
  await page.route(/\/images\/catalogue\//, () => {
    // Never answered: the image stays on its way.
  });
}

test('a stalled eager image holds the scripts back at most EAGER_IMAGE_WAIT_MS after the first paint', async ({page}) => {
  await stallEagerImages(page);
  await page.goto('/producten/protein/whey-protein', {waitUntil: 'commit'});
  await page.waitForFunction(hydrated, null, {timeout: EAGER_IMAGE_WAIT_MS + 10_000});
  const {firstPaint, firstScript} = await timing(page);
  expect(firstScript - firstPaint).toBeGreaterThanOrEqual(EAGER_IMAGE_WAIT_MS - 50);
});

test('a key press before the scripts started starts them at once', async ({page}) => {
  await stallEagerImages(page);
  await page.goto('/producten/protein/whey-protein', {waitUntil: 'domcontentloaded'});
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const pressedAt = await page.evaluate(() => performance.now());
  await page.keyboard.press('Shift');
  await page.waitForFunction(hydrated);
  const {firstScript} = await timing(page);
  expect(firstScript).toBeGreaterThanOrEqual(pressedAt);
  expect(firstScript - pressedAt).toBeLessThan(EAGER_IMAGE_WAIT_MS / 2);
});

test('a click on add to cart before hydration is held and replayed to React: the shopper stays on the page', async ({page}) => {
  await stallEagerImages(page);
  await page.goto('/producten/protein/clear-whey', {waitUntil: 'domcontentloaded'});
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  expect(await page.evaluate(hydrated)).toBe(false);
  await page.getByTestId('add-to-cart').first().click();
  await expect(page.getByTestId('add-to-cart-status').first()).toContainText(/Toegevoegd/);
  await expect(page).toHaveURL(/\/producten\/protein\/clear-whey$/);
});
