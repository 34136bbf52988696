// Code loaded on demand that cannot be loaded (a dropped connection, assets gone after a deploy) leaves the
// page working: the cart overlay offers the cart page, the search panel the results page, and no error page.
import {expect, test} from '@playwright/test';
import {pageReady} from '../support/page-ready';

test('nl: the cart overlay offers the cart page when its contents cannot be loaded', async ({page}) => {
  await page.route(/\/assets\/CartContents-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/producten?cart=1');
  const overlay = page.getByTestId('cart-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('link', {name: 'Bekijk winkelwagen'})).toHaveAttribute('href', '/cart');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('de: the search panel offers the results page when its results cannot be loaded', async ({page}) => {
  await page.route(/\/assets\/SearchPanelResults-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/de');
  const field = page.getByRole('searchbox').first();
  await field.click();
  await field.fill('whey');
  const link = page.getByTestId('search-panel').getByRole('link');
  await expect(link).toHaveAttribute('href', '/de/search?q=whey');
});

test('en: the product page keeps its lower part and footnote when their code cannot load and adding to cart reloads the data', async ({page}) => {
  await page.route(/\/assets\/(?:ProductMore|Footnote)-[^/]+\.js$/, (route) => route.fulfill({status: 404, body: ''}));
  await page.goto('/en/products/protein/whey-protein');
  await pageReady(page);
  const lower = page.locator('[data-part="product-more"]');
  const footnote = page.locator('[data-part="product-footnote"]');
  const footnoteText = await footnote.textContent();
  expect(footnoteText?.trim()).toBeTruthy();
  await expect(page.getByRole('region', {name: 'Get more from your training'})).toHaveCount(1);

  // The cart action revalidates the page: the same data again, as new objects.
  const revalidated = page.waitForResponse((response) => /[?&]_data=routes%2F.*products/.test(response.url()));
  await page.getByTestId('add-to-cart').first().click();
  await revalidated;
  await expect(page.getByTestId('add-to-cart-status').first()).toContainText(/added/i);
  await expect(page.getByRole('region', {name: 'Get more from your training'})).toHaveCount(1);
  await expect(lower).not.toBeEmpty();
  await expect(footnote).toHaveText(footnoteText!);
});
