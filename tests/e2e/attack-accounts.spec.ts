// The account panel as a keyboard user meets it (issue 10, spec §4 Modals): focus moves into the panel when it
// opens, stays there, and goes back to the header's account entry on Escape.
import {expect, test} from '@playwright/test';
import {pageReady} from '../support/page-ready';

test('nl: the account panel takes focus when it opens and gives it back on Escape', async ({page}) => {
  await page.goto('/producten');
  const entry = page.getByTestId('account-entry');
  await pageReady(page); // hydrated: the entry opens the panel instead of following its link
  await entry.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {name: 'Inloggen'});
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(entry).toBeFocused();
});
