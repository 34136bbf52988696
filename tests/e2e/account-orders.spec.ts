// The signed-in customer's orders (issue 10 item 3) against the local Storefront's demo customers: the list ten a
// page with older/newer links, an edited order's detail (totals before and now, tracking linked to the carrier),
// and the same order's URL answered 404 to another customer. With and without JavaScript.
import {expect, test, type Page} from '@playwright/test';

const DEMO = {email: 'demo@originalfuel.example', password: 'demo-password-1'};
const OTHER = {email: 'other@originalfuel.example', password: 'other-password-1'};

/** Opens `path`, which sends a signed-out visitor to the login page; signs in there and comes back. */
async function signInAt(page: Page, path: string, who: {email: string; password: string}) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/account\/login\?return_to=/);
  const form = page.locator('main form[action$="/account/login"]');
  await form.locator('input[name="email"]').fill(who.email);
  await form.locator('input[name="password"]').fill(who.password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({javaScriptEnabled});

    test('orders ten a page, older and newer by link; an order’s detail; another customer gets a 404', async ({page, browser}) => {
      await signInAt(page, '/account/orders', DEMO);
      const orders = page.locator('main ol > li');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Bestellingen');
      await expect(orders).toHaveCount(10);
      await expect(orders.first()).toContainText('#1015');

      await page.getByRole('link', {name: 'Oudere bestellingen'}).click();
      await expect(orders.first()).toContainText('#1005');
      await page.getByRole('link', {name: 'Nieuwere bestellingen'}).click();
      await expect(orders).toHaveCount(10);
      await expect(orders.first()).toContainText('#1015');

      // #1009 was edited after it was placed: one item fewer, totals then and now.
      await page.getByRole('link', {name: 'Bekijk bestelling #1009'}).click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Bestelling #1009');
      await expect(page.getByText('Deze bestelling is na het plaatsen gewijzigd.')).toBeVisible();
      await expect(page.getByRole('columnheader', {name: 'Bij bestelling'})).toBeVisible();
      await expect(page.locator('main time').first()).toHaveAttribute('dateTime', /^2024-10-14/);
      await expect(page.getByRole('link', {name: /^Volg pakket/})).toHaveAttribute('href', /^https:\/\//);
      // Phone first: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      const orderUrl = page.url();

      const otherContext = await browser.newContext({javaScriptEnabled});
      const otherPage = await otherContext.newPage();
      await signInAt(otherPage, '/account/orders', OTHER);
      const answer = await otherPage.goto(orderUrl);
      expect(answer?.status()).toBe(404);
      await expect(otherPage.locator('main')).not.toContainText('#1009');
      await otherContext.close();
    });
  });
}
