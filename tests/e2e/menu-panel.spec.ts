// The header's menu panel: search results in the panel (nl, de), Escape closes the topmost layer and gives
// focus back, the results page without JavaScript, and the navigation dropdowns on a desktop viewport.
import {expect, test} from '@playwright/test';
import {pageReady} from '../support/page-ready';

test('nl: typing shows results in the panel; Escape closes them and focus stays in the field', async ({page}) => {
  await page.goto('/');
  await pageReady(page);
  const field = page.getByRole('searchbox', {name: 'Zoeken'});
  await field.fill('whey');
  const panel = page.getByRole('region', {name: 'Zoekresultaten'});
  await expect(panel.getByTestId('search-panel-result').first()).toBeVisible();
  expect(await panel.getByTestId('search-panel-result').count()).toBeLessThanOrEqual(8);
  await expect(page.locator('body')).toHaveAttribute('data-menu', 'open');
  await expect(panel.getByRole('link', {name: /Alle resultaten/})).toHaveAttribute('href', '/search?q=whey');

  // From a result back to the field: Escape closes the results and returns focus.
  await panel.getByTestId('search-panel-result').first().focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('whey');
  await expect(page.locator('body')).toHaveAttribute('data-menu', 'closed');
});

test('de: results in the panel lead to the German product page; an unknown word shows the empty state', async ({page}) => {
  await page.goto('/de');
  await pageReady(page);
  const field = page.getByRole('searchbox', {name: 'Suchen'});
  await field.fill('whey');
  const panel = page.getByRole('region', {name: 'Suchergebnisse'});
  const first = panel.getByTestId('search-panel-result').first();
  await expect(first).toHaveAttribute('href', /^\/de\/produkte\//);
  await expect(panel.getByRole('link', {name: /Alle Ergebnisse/})).toHaveAttribute('href', '/de/search?q=whey');

  await field.fill('zzzqqq');
  await expect(panel.getByTestId('search-panel-empty')).toContainText('Keine Produkte für „zzzqqq“ gefunden');

  await field.fill('whey');
  await first.click();
  await expect(page).toHaveURL(/\/de\/produkte\//);
  await expect(panel).toBeHidden();
});

test('the search resource route answers JSON, caps the query and caches briefly', async ({request}) => {
  const ok = await request.get('/de/api/search?q=whey');
  expect(ok.status()).toBe(200);
  expect(ok.headers()['cache-control']).toBe('public, max-age=60');
  const body = (await ok.json()) as {products: unknown[]; totalCount: number};
  expect(body.products.length).toBeGreaterThan(0);
  expect(body.products.length).toBeLessThanOrEqual(8);
  expect(((await (await request.get('/api/search?q=')).json()) as {products: unknown[]}).products).toEqual([]);
  expect((await request.get(`/api/search?q=${'a'.repeat(101)}`)).status()).toBe(400);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('nl: the header form leads to the results page; sorting by price works; empty state', async ({page}) => {
    await page.goto('/');
    await page.getByRole('searchbox', {name: 'Zoeken'}).fill('protein');
    await page.getByRole('searchbox', {name: 'Zoeken'}).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=protein/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Resultaten voor “protein”');
    await expect(page.getByTestId('search-results').locator('article').first()).toBeVisible();

    await page.getByLabel('Sorteren op').selectOption('price-asc');
    await page.locator('main').getByRole('button', {name: 'Zoeken'}).click();
    await expect(page).toHaveURL(/sort=price-asc/);
    // The URL changes when the navigation commits; the streamed page may not have reached its results by then.
    await page.waitForLoadState('load');
    const prices = await page.getByTestId('search-results').locator('article p > span:first-child').allTextContents();
    const numbers = prices.filter((text) => text.includes('€')).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    expect(numbers.length).toBeGreaterThan(1);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

    await page.goto('/search?q=zzzqqq');
    await expect(page.getByTestId('search-empty')).toContainText('Geen producten gevonden');
  });
});

test.describe('desktop navigation', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the dropdowns are the desktop navigation (from 1260 px); phones have the menu panel');
  });

  test('nl: a dropdown opens on hover and on click; Escape closes it and focus returns to its trigger', async ({page}) => {
    await page.goto('/');
    await pageReady(page);
    const nav = page.getByTestId('desktop-navigation');
    const trigger = nav.getByRole('button', {name: 'Producten'});
    const dropdown = page.locator(`#${await trigger.getAttribute('aria-controls')}`);

    await trigger.hover();
    await expect(dropdown).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The click that follows the hover keeps the dropdown open.
    await trigger.click();
    await expect(dropdown).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(dropdown).toBeHidden();

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dropdown.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

test('mobile: the menu panel opens, takes focus, locks the page and gives focus back on Escape', async ({page}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the menu panel is the phone navigation (below 1260 px); the desktop has dropdowns');
  await page.goto('/');
  await pageReady(page);
  const toggle = page.getByRole('button', {name: 'Menu openen'});
  await toggle.click();
  const panel = page.locator('#mobile-menu');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link').first()).toBeFocused();
  await expect(page.locator('body')).toHaveClass(/menu-open/);
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', {name: 'Menu openen'})).toBeFocused();
  await expect(page.locator('body')).toHaveClass(/menu-closed/);
});
