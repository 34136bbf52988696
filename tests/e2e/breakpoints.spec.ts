// Spec §9 breakpoints: below 768 px is mobile, 768 px and up desktop (1260 px wide). The CSS (Tailwind's `md`)
// and the JavaScript viewport (useViewport) must switch at the same pixel: at 767 px both say mobile, at 768 px
// both say desktop. The collection's filters show it: on mobile a Filter button opens them as a sheet that
// stays open (the JavaScript closes the sheet once the viewport is desktop); on desktop they are a sidebar.
import {expect, test, type Page} from '@playwright/test';
import {pageReady} from '../support/page-ready';

const COLLECTION = '/en/products/all';

async function openAt(page: Page, width: number) {
  await page.setViewportSize({width, height: 900});
  await page.goto(COLLECTION);
  await pageReady(page);
}

test('767 px is mobile in the CSS and in the JavaScript', async ({page}) => {
  await openAt(page, 767);
  expect(await page.evaluate(() => window.matchMedia('(min-width: 768px)').matches)).toBe(false);
  const filters = page.locator('#collection-filters');
  await expect(filters).toBeHidden();
  const button = page.getByRole('button', {name: /^Filter/});
  await expect(button).toBeVisible();
  await button.click();
  const sheet = page.getByRole('dialog', {name: 'Filters'});
  await expect(sheet).toBeVisible();
  // Past the viewport store's 250 ms throttle: a JavaScript breakpoint of 767 would have closed the sheet.
  await page.waitForTimeout(600);
  await expect(sheet).toBeVisible();
});

test('768 px is desktop in the CSS and in the JavaScript', async ({page}) => {
  await openAt(page, 768);
  expect(await page.evaluate(() => window.matchMedia('(min-width: 768px)').matches)).toBe(true);
  await expect(page.locator('#collection-filters')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', {name: /^Filter/})).toBeHidden();
});

test('growing from 767 to 768 px closes the open sheet and shows the sidebar', async ({page}) => {
  await openAt(page, 767);
  await page.getByRole('button', {name: /^Filter/}).click();
  await expect(page.getByRole('dialog', {name: 'Filters'})).toBeVisible();
  await page.setViewportSize({width: 768, height: 900});
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('#collection-filters')).toBeVisible();
});
