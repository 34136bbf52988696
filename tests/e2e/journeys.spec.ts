// A shopper's way through the catalogue in a real Chromium, against the built worker and local services.
import {expect, test, type Page} from '@playwright/test';
import {pageReady} from '../support/page-ready';

/** Marks the window so a full page load (which would drop the mark) can be told from client navigation. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as {__spa: boolean}).__spa = true));
}
async function stillSameWindow(page: Page) {
  return page.evaluate(() => (window as unknown as {__spa?: boolean}).__spa === true);
}

/**
 * The header's link to `href`, shown the way a shopper reaches it: on phones the navigation sits behind the menu
 * button; on the desktop a link inside a dropdown shows when the pointer rests on the dropdown's trigger.
 */
async function headerLink(page: Page, href: string) {
  if (test.info().project.name === 'mobile') {
    await page.locator('header').getByRole('button', {name: /Menu openen|Menü öffnen|Open menu|Apri il menu|Ouvrir le menu/}).click();
  } else {
    const dropdown = page.locator(`header nav:visible li:has(a[href="${href}"]) > button[aria-controls]`);
    if (await dropdown.count()) await dropdown.first().hover();
  }
  return page.locator(`header nav:visible a[href="${href}"]:visible`).first();
}

test('nl: home → products → collection → product', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  await pageReady(page);
  await markWindow(page);

  await (await headerLink(page, '/producten')).click();
  await expect(page).toHaveURL(/\/producten$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();

  await page.locator('main a[href="/producten/protein"]').first().click();
  await expect(page).toHaveURL(/\/producten\/protein$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();

  await page.locator('main a[href^="/producten/protein/whey-protein"]').first().click();
  await expect(page).toHaveURL(/\/producten\/protein\/whey-protein/);
  await expect(page.getByRole('heading', {level: 1})).toContainText(/whey/i);
  await expect(page.getByTestId('price')).toContainText(/€\s?\d+,\d{2}/);
  expect(await stillSameWindow(page)).toBe(true);
});

test('de: the same journey through translated URLs, rendered client-side', async ({page}) => {
  await page.goto('/de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await pageReady(page);
  await markWindow(page);

  await (await headerLink(page, '/de/produkte')).click();
  await expect(page).toHaveURL(/\/de\/produkte$/);

  await page.locator('main a[href="/de/produkte/protein"]').first().click();
  await expect(page).toHaveURL(/\/de\/produkte\/protein$/);

  await page.locator('main a[href^="/de/produkte/protein/whey-protein"]').first().click();
  await expect(page).toHaveURL(/\/de\/produkte\/protein\/whey-protein/);
  await expect(page.getByTestId('price')).toContainText(/\d+,\d{2}\s€/);
  expect(await stillSameWindow(page)).toBe(true);

  // Choosing another variant updates the URL without a full reload.
  const option = page.locator('fieldset a:not([aria-current])').first();
  const href = await option.getAttribute('href');
  await option.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(await stillSameWindow(page)).toBe(true);
});

test('collection paging: the next page continues where the first ended', async ({page}) => {
  await page.goto('/en/products/all');
  const firstPage = await page.locator('main ul li article h3').allTextContents();
  expect(firstPage.length).toBe(50);
  await page.getByRole('link', {name: 'More products'}).click();
  await expect.poll(() => page.locator('main ul li article h3').count()).toBeGreaterThan(50);
});

const MARKETS = [
  {path: '/', lang: 'nl-NL', skip: 'Naar inhoud'},
  {path: '/de', lang: 'de-DE', skip: 'Zum Inhalt'},
  {path: '/en', lang: 'en', skip: 'Skip to content'},
  {path: '/it', lang: 'it-IT', skip: 'Vai al contenuto'},
  {path: '/fr', lang: 'fr-FR', skip: 'Aller au contenu'},
  {path: '/nl-be', lang: 'nl-BE', skip: 'Naar inhoud'},
  {path: '/fr-be', lang: 'fr-BE', skip: 'Aller au contenu'},
];

for (const market of MARKETS) {
  test(`${market.lang}: the home page speaks the market's language`, async ({page}) => {
    const response = await page.goto(market.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', market.lang);
    await expect(page.locator('a.skip-link')).toHaveText(market.skip);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
}

test('an unknown page is a 404 inside the shell', async ({page}) => {
  const response = await page.goto('/it/prodotti/protein/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Pagina non trovata');
  await expect(page.locator('footer')).toBeVisible();
});

/** On phones the filters open in a sheet from the Filter button (issue 15); the desktop shows them beside the list. */
async function openFiltersIfCollapsed(page: Page) {
  const toggle = page.getByRole('button', {name: /^Filter/});
  if (await toggle.isVisible()) await toggle.click();
}

test('collection filters: applying one narrows the list, and paging keeps the filter', async ({page}) => {
  await page.goto('/en/products/all');
  await pageReady(page);
  await openFiltersIfCollapsed(page);
  const outOfStock = page.getByRole('checkbox', {name: /Out of stock/});
  const count = Number((await page.locator('#collection-filters label', {hasText: 'Out of stock'}).textContent())?.match(/\((\d+)\)/)?.[1]);
  await outOfStock.check();
  await expect(page).toHaveURL(/filter=/);
  await expect(page.getByRole('checkbox', {name: /Out of stock/})).toBeChecked();
  await expect.poll(() => page.locator('main ul li article h3').count()).toBe(count);

  await page.goto('/en/products/all');
  await pageReady(page);
  await openFiltersIfCollapsed(page);
  await page.getByRole('checkbox', {name: /In stock/}).check();
  await expect(page).toHaveURL(/filter=/);
  await page.keyboard.press('Escape');
  await page.getByRole('link', {name: 'More products'}).click();
  await expect(page).toHaveURL(/filter=.*cursor=|cursor=.*filter=/);
  const titles = await page.locator('main ul li article h3').allTextContents();
  expect(new Set(titles).size).toBe(titles.length);
});
