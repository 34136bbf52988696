import {expect, type Page} from '@playwright/test';

/**
 * Waits until the product page's lower part has gone live (ui/LoadWhenNear fetches and runs its chunk once it
 * comes near) and its recommendations request has settled, so nothing is clicked or measured while the
 * recommendations carousel arrives and moves what is below it. The chunk is fetched only now: on a loaded CI
 * machine that took over Playwright's default 5 s.
 */
export async function waitForLiveProductMore(page: Page) {
  await expect(page.locator('[data-part="product-more"][data-live]')).toHaveCount(1, {timeout: 15_000});
  await page.waitForLoadState('networkidle');
}
