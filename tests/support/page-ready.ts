// Browser tests act on a page once React handles it: network quiet alone is no proof on a loaded machine, where
// the scripts may still be parsing or hydrating (a click or a keystroke then reaches the server's markup only).
import type {Page} from '@playwright/test';

/** The page's requests have settled and it has hydrated (app/root.tsx sets `<html data-hydrated>`). */
export async function pageReady(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('html[data-hydrated]').waitFor({state: 'attached'});
}
