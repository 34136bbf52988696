// A collection as a shopper meets it (issue 15): on a phone the count, the Filter button and the sort order come
// first, then the products, and the filters open in a sheet (a modal dialog: focus kept inside, Escape closes,
// focus returns); on a desktop the filters are a sidebar. Filters, price range, sort and paging live in the URL
// and work without JavaScript. Runs in every Playwright project; the phone/desktop split follows the viewport.
import {expect, test, type Page} from '@playwright/test';
import {pageReady} from '../support/page-ready';
import {BREAKPOINTS} from '../../styles/tokens';

const COLLECTION = '/en/products/all';

const isPhone = (page: Page) => page.viewportSize()!.width < BREAKPOINTS.desktop;
const cards = (page: Page) => page.locator('main article');
const filters = (page: Page) => page.locator('#collection-filters');

/**
 * The card prices in cents, in grid order, once the document has loaded: the URL changes when a navigation
 * commits, and the streamed page may not have reached its cards by then.
 */
async function cardPrices(page: Page): Promise<number[]> {
  await page.waitForLoadState('load');
  return cards(page).evaluateAll((articles) =>
    articles.map((article) => {
      const money = [...article.querySelectorAll('p span')].find((span) => span.textContent?.includes('€'));
      return Number((money?.textContent ?? '').replace(/[^\d]/g, ''));
    }),
  );
}

/** On a phone the filters are behind the Filter button; on a desktop they are already there. */
async function showFilters(page: Page) {
  if (!isPhone(page)) return;
  await page.getByRole('button', {name: /^Filter/}).click();
  await expect(page.getByRole('dialog', {name: 'Filters'})).toBeVisible();
}

test.describe('with JavaScript', () => {
  test('products come first on a phone; the sidebar stays on a desktop', async ({page}) => {
    await page.goto(COLLECTION);
    await pageReady(page);
    await expect(page.getByText(/^\d+ products$/)).toBeVisible();
    await expect(page.getByLabel('Sort by')).toBeVisible();
    const firstCard = await cards(page).first().boundingBox();
    const viewport = page.viewportSize()!;
    // The first product starts on the first screen.
    expect(firstCard!.y).toBeLessThan(viewport.height);
    if (isPhone(page)) {
      await expect(filters(page)).toBeHidden();
      await expect(page.getByRole('button', {name: /^Filter/})).toBeVisible();
    } else {
      await expect(filters(page)).toBeVisible();
      await expect(page.getByRole('button', {name: /^Filter/})).toBeHidden();
      const sidebar = await filters(page).boundingBox();
      expect(sidebar!.x + sidebar!.width).toBeLessThanOrEqual(firstCard!.x);
    }
  });

  test('the filters: a modal sheet on a phone (focus inside, Tab wraps, Escape closes, focus returns), a plain sidebar on a desktop', async ({page}) => {
    await page.goto(COLLECTION);
    await pageReady(page);
    const button = page.getByRole('button', {name: /^Filter/});
    if (!isPhone(page)) {
      // The sidebar is part of the page: no dialog, nothing traps focus, Escape changes nothing.
      await expect(filters(page)).toBeVisible();
      await expect(filters(page)).not.toHaveAttribute('role', 'dialog');
      await filters(page).getByRole('checkbox').first().focus();
      await page.keyboard.press('Escape');
      await expect(filters(page)).toBeVisible();
      await expect(button).toBeHidden();
      return;
    }
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const dialog = page.getByRole('dialog', {name: 'Filters'});
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    await expect.poll(focusInside).toBe(true);
    // Forwards past the last control and backwards past the first, focus never leaves the sheet.
    const controls = await dialog.locator('a[href], button, input:not([type="hidden"]), select').count();
    for (let index = 0; index < controls + 2; index++) {
      await page.keyboard.press('Tab');
      expect(await focusInside()).toBe(true);
    }
    for (let index = 0; index < 3; index++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    // The close button closes it too, and focus comes back again.
    await button.click();
    await page.getByRole('button', {name: 'Close filters'}).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a ticked filter applies at once, stays in the URL and is counted on the Filter button', async ({page}) => {
    await page.goto(COLLECTION);
    await pageReady(page);
    const before = await cards(page).count();
    await showFilters(page);
    const outOfStock = filters(page).getByRole('checkbox', {name: /Out of stock/});
    const expected = Number((await filters(page).locator('label', {hasText: 'Out of stock'}).textContent())?.match(/\((\d+)\)/)?.[1]);
    await outOfStock.check();
    await expect(page).toHaveURL(/filter=%7B%22available%22%3Afalse%7D|filter=\{"available":false\}/);
    await expect(outOfStock).toBeChecked();
    await expect.poll(() => cards(page).count()).toBe(expected);
    expect(expected).toBeLessThan(before);
    await expect(page.getByText(expected === 1 ? '1 product' : `${expected} products`, {exact: true})).toBeVisible();
    if (isPhone(page)) {
      await page.getByRole('button', {name: 'Show products'}).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByRole('button', {name: /^Filter/})).toHaveAccessibleName(/^Filter\s*\(1 active\)$/);
    }
  });

  test('sort orders the products; the price range narrows them; both survive paging', async ({page}) => {
    await page.goto(COLLECTION);
    await pageReady(page);
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect.poll(async () => {
      const shown = await cardPrices(page);
      return shown.length > 1 && shown.every((price, index) => index === 0 || shown[index - 1]! <= price);
    }).toBe(true);

    await showFilters(page);
    await filters(page).getByLabel('Minimum (€)').fill('10');
    await filters(page).getByLabel('Maximum (€)').fill('25,50');
    await filters(page).getByLabel('Maximum (€)').press('Enter');
    await expect(page).toHaveURL(/minPrice=10/);
    await expect(page).toHaveURL(/maxPrice=25%2C50|maxPrice=25,50/);
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect.poll(async () => (await cardPrices(page)).every((price) => price <= 2550)).toBe(true);
    await expect(page.locator('[data-note]')).toHaveCount(0);
  });

  test('a link with a bad sort and price shows the products with a note, and the fields say what was wrong', async ({page}) => {
    const response = await page.goto(`${COLLECTION}?sort=cheapest&minPrice=50&maxPrice=10`);
    expect(response?.status()).toBe(200);
    const status = page.getByRole('status');
    await expect(status).toContainText('We do not know that sort order');
    await expect(status).toContainText('That price range could not be used');
    await expect(cards(page).first()).toBeVisible();
    await showFilters(page);
    await expect(filters(page).getByLabel('Minimum (€)')).toHaveValue('50');
    await expect(filters(page).getByLabel('Minimum (€)')).toHaveAttribute('aria-invalid', 'true');
  });

  /** A client navigation to the product page and back, which a loaded CI machine takes longer than 5 s for. */
  const NAVIGATION_MS = 15_000;

  test('paging keeps earlier pages; a history entry saved by an earlier build (Storefront products) shows the URL’s page, never broken cards', async ({page}) => {
    /** Every card links to a product page and shows a price (a card of another shape has neither). */
    const whole = async () =>
      cards(page).evaluateAll((articles) =>
        articles.every((article) => !/undefined/.test(article.querySelector('a')?.getAttribute('href') ?? 'undefined') && /€/.test(article.textContent ?? '')),
      );
    await page.goto(COLLECTION);
    await pageReady(page);
    const firstPage = await cards(page).count();
    await page.getByRole('link', {name: 'More products'}).click();
    await expect(page).toHaveURL(/cursor=/);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(firstPage);
    const both = await cards(page).count();
    await expect.poll(whole).toBe(true);
    // Back from a product: this build's entry brings both pages back.
    await cards(page).first().locator('a').first().click();
    await expect(page).not.toHaveURL(/cursor=/, {timeout: NAVIGATION_MS});
    await page.goBack();
    await expect(page).toHaveURL(/cursor=/, {timeout: NAVIGATION_MS});
    await expect.poll(() => cards(page).count(), {timeout: NAVIGATION_MS}).toBe(both);
    await expect.poll(whole).toBe(true);

    // The entry as the build before cards were made on the server left it: the Storefront's products. A reload
    // keeps it; the shopper opens a product and comes back.
    await page.evaluate(() => {
      const product = (n: number) => ({
        id: `gid://shopify/Product/old-${n}`,
        handle: `old-${n}`,
        title: `Saved by the old build ${n}`,
        availableForSale: true,
        featuredImage: {id: `gid://shopify/ProductImage/${n}`, url: 'https://cdn.shopify.com/old.png', altText: null, width: 600, height: 600},
        priceRange: {minVariantPrice: {amount: '19.95', currencyCode: 'EUR'}},
        compareAtPriceRange: {minVariantPrice: {amount: '0.00', currencyCode: 'EUR'}},
        variants: {nodes: [{sku: `OLD-${n}`}]},
      });
      const pageInfo = {hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: 'old'};
      history.replaceState({...history.state, usr: {pagination: {nodes: [product(1), product(2)], pageInfo}}}, '');
    });
    await page.reload();
    await pageReady(page);
    const urlPage = await cards(page).count();
    expect(urlPage).toBeLessThan(both);
    await cards(page).first().locator('a').first().click();
    await expect(page).not.toHaveURL(/cursor=/, {timeout: NAVIGATION_MS});
    await page.goBack();
    await expect(page).toHaveURL(/cursor=/, {timeout: NAVIGATION_MS});
    await expect(cards(page).first()).toBeVisible({timeout: NAVIGATION_MS});
    await expect(page.getByText(/Saved by the old build/)).toHaveCount(0);
    expect(await cards(page).count()).toBe(urlPage);
    await expect.poll(whole).toBe(true);
  });

  test('filters that match nothing say so and offer to clear them', async ({page}) => {
    await page.goto(`${COLLECTION}?minPrice=5000`);
    await expect(page.getByRole('status')).toContainText('No products match these filters.');
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole('status').getByRole('link', {name: 'Clear filters'}).click();
    await expect(page).not.toHaveURL(/minPrice/);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('filters, price range, sort and paging work with plain links and GET forms', async ({page}) => {
    await page.goto(COLLECTION);
    if (isPhone(page)) {
      await expect(filters(page)).toBeHidden();
      // The Filter link opens the sheet by its #target.
      await page.getByRole('link', {name: /^Filter/}).click();
      await expect(page).toHaveURL(/#collection-filters$/);
    }
    await expect(filters(page)).toBeVisible();
    await filters(page).getByRole('checkbox', {name: /In stock/}).check();
    await filters(page).getByLabel('Maximum (€)').fill('30');
    await filters(page).getByRole('button', {name: 'Show products'}).click();
    await expect(page).toHaveURL(/filter=/);
    await expect(page).toHaveURL(/maxPrice=30/);
    if (isPhone(page)) await expect(filters(page)).toBeHidden();
    expect((await cardPrices(page)).every((price) => price <= 3000)).toBe(true);

    // Sort keeps the filters; its button only exists without JavaScript.
    await page.getByLabel('Sort by').selectOption('price-desc');
    await page.getByRole('button', {name: 'Sort', exact: true}).click();
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(page).toHaveURL(/filter=/);
    await expect(page).toHaveURL(/maxPrice=30/);
    const firstPage = await cardPrices(page);
    expect(firstPage).toEqual([...firstPage].sort((a, b) => b - a));

  });

  test('paging keeps the sort and the filters', async ({page}) => {
    await page.goto(`${COLLECTION}?sort=price-desc&filter=${encodeURIComponent('{"available":true}')}`);
    const firstPage = await cardPrices(page);
    expect(firstPage).toHaveLength(50);
    await page.getByRole('link', {name: 'More products'}).click();
    await expect(page).toHaveURL(/cursor=/);
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(page).toHaveURL(/filter=/);
    const next = await cardPrices(page);
    expect(next.length).toBeGreaterThan(0);
    expect(Math.max(...next)).toBeLessThanOrEqual(Math.min(...firstPage));
  });

  test('the toolbar, with its extra Sort button, fits the screen (a phone at 360 px too)', async ({page}) => {
    const widths = isPhone(page) ? [page.viewportSize()!.width, 360] : [page.viewportSize()!.width];
    for (const width of widths) {
      await page.setViewportSize({width, height: page.viewportSize()!.height});
      await page.goto(`${COLLECTION}?sort=newest&minPrice=5`);
      const {scrollWidth, clientWidth} = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement!.scrollWidth,
        clientWidth: document.scrollingElement!.clientWidth,
      }));
      expect(scrollWidth, `at ${width}px`).toBeLessThanOrEqual(clientWidth);
    }
  });
});

