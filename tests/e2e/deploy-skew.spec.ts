// A tab opened before a deploy (app/http/build-version.ts): the worker names its build on every loader-data
// answer; the tab's code, of another build, does not render that data but loads the page the shopper was going
// to as a document, from the new build. Once per build: were the document still an older one (a cache, a rolling
// deploy), the next answers are rendered as usual, never a reload loop.
import {expect, test, type Page} from '@playwright/test';
import {BUILD_HEADER} from '~/http/build-version';
import {pageReady} from '../support/page-ready';

/** The guard is in place: entry.client loads it once the page is idle after hydrating, and it wraps fetch. */
async function guardInPlace(page: Page) {
  await page.waitForFunction(() => !/\[native code\]/.test(String(window.fetch)));
}

/** Every loader-data answer from now on names another build than the page's. */
async function deployMeanwhile(page: Page) {
  await page.route(/[?&]_data=/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({response, headers: {...response.headers(), [BUILD_HEADER.toLowerCase()]: 'a-later-build'}});
  });
}

/** The paths of the documents the tab loads from now on. */
function documentLoads(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** The page is hydrated and its guard wraps fetch (entry.client loads it once the page is idle after hydrating). */
async function readyWithGuard(page: Page) {
  await pageReady(page);
  await guardInPlace(page);
}

/** The opened page ready, then a deploy: the paths of the documents the tab loads from then on. */
async function deployAfterOpening(page: Page): Promise<string[]> {
  await readyWithGuard(page);
  await deployMeanwhile(page);
  return documentLoads(page);
}

const cards = (page: Page) => page.locator('main article');

// A loader-data request still on its way through the route when a test ends is no failure of the page.
test.afterEach(async ({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));

test('nl: after a deploy the next navigation loads its page as a document; later ones are client-side again', async ({page}) => {
  await page.goto('/producten/protein');
  const documents = await deployAfterOpening(page);

  const product = cards(page).first().locator('a').first();
  const target = new URL((await product.getAttribute('href'))!, page.url()).pathname;
  await product.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect.poll(() => documents).toEqual([target]);
  await expect(page.getByTestId('add-to-cart').first()).toBeVisible();
  await readyWithGuard(page);

  // The document came back (here) still of another build than the data: no second reload, the breadcrumb's
  // link to the collection is followed in the page.
  const collection = page.getByRole('navigation', {name: 'Kruimelpad'}).getByRole('link').nth(1);
  const back = (await collection.getAttribute('href'))!;
  await collection.click();
  await expect(page).toHaveURL(new RegExp(`${back}$`));
  await expect(cards(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(documents).toEqual([target]);
});

test('nl: add to cart answered by a newer build: the page reloads and the cart holds the line once, not lost, not twice', async ({page}) => {
  await page.goto('/producten/protein/clear-whey');
  const documents = await deployAfterOpening(page);

  await page.getByTestId('add-to-cart').first().click();
  await expect.poll(() => documents).toEqual(['/producten/protein/clear-whey']);
  await readyWithGuard(page);
  await expect(page).toHaveURL(/\/producten\/protein\/clear-whey$/);
  const cart = await (await page.request.get('/api/cart')).json();
  expect(cart.count).toBe(1);
});

test('en: a sort chosen on a collection after a deploy lands on the sorted URL as a document', async ({page}) => {
  await page.goto('/en/products/all');
  const documents = await deployAfterOpening(page);

  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/\/en\/products\/all\?(.*&)?sort=price-asc/);
  await expect.poll(() => documents).toEqual(['/en/products/all']);
  await readyWithGuard(page);
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
});
