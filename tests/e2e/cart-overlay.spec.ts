// The cart overlay (spec §2, §4 Cart): the header count and the overlay get the cart from the private
// resource route after hydration; `?cart=1` opens the overlay on any page and removing it closes it; the free
// gift appears above 50 €, a chosen gift becomes a free gift line, and it goes again below the threshold.
import {expect, test, type Page} from '@playwright/test';

async function addClearWhey(page: Page, productPath: string, added: RegExp) {
  await page.goto(productPath);
  await page.getByTestId('add-to-cart').first().click();
  await expect(page.getByTestId('add-to-cart-status').first()).toContainText(added);
}

const overlay = (page: Page) => page.getByTestId('cart-overlay');

for (const {locale, productPath, added, closeLabel} of [
  {locale: 'nl', productPath: '/producten/protein/clear-whey', added: /Toegevoegd/, closeLabel: 'Winkelwagen sluiten'},
  {locale: 'de', productPath: '/de/produkte/protein/clear-whey', added: /hinzugefügt/, closeLabel: 'Warenkorb schließen'},
]) {
  test(`${locale}: add to cart, the header count follows, the header button opens the overlay with the line`, async ({page}) => {
    await addClearWhey(page, productPath, added);
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await page.getByTestId('cart-button').click();
    await expect(page).toHaveURL(/[?&]cart=1/);
    await expect(overlay(page)).toBeVisible();
    await expect(overlay(page).getByTestId('cart-line')).toHaveCount(1);
    await expect(overlay(page).getByTestId('cart-line-title')).toHaveText('Clear Whey');

    await page.getByRole('button', {name: closeLabel}).click();
    await expect(overlay(page)).toBeHidden();
    await expect(page).not.toHaveURL(/cart=1/);
  });
}

test('?cart=1 opens the overlay on any page; Escape closes it and removes cart=1', async ({page}) => {
  await page.goto('/de/produkte?cart=1');
  await expect(overlay(page)).toBeVisible();
  await expect(overlay(page).getByTestId('cart-empty')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();
  await expect(page).toHaveURL(/\/de\/produkte$/);
});

test('nl: above 50 € the gift picker shows, a chosen gift is a gift line, below 50 € it goes', async ({page}) => {
  await addClearWhey(page, '/producten/protein/clear-whey', /Toegevoegd/);
  await page.getByTestId('cart-button').click();
  const cart = overlay(page);
  await expect(cart.getByTestId('free-gift-remaining')).toBeVisible();
  await expect(cart.getByTestId('gift-picker')).toHaveCount(0);

  await cart.getByRole('button', {name: 'Eén meer'}).click();
  await expect(cart.getByTestId('line-quantity')).toHaveText('2');
  await expect(cart.getByTestId('gift-picker')).toBeVisible();

  await cart.getByTestId('choose-gift').first().click();
  await expect(cart.getByTestId('cart-gift-line')).toHaveCount(1);
  // The Storefront prices the gift at nothing: it shows as free and the total is the whey alone.
  await expect(cart.getByTestId('cart-gift-free')).toHaveText('Gratis');
  await expect(cart.getByTestId('cart-total')).toContainText('55,90');
  await expect(cart.getByTestId('choose-gift').first()).toHaveAttribute('aria-pressed', 'true');
  // Gift lines sort last.
  await expect(cart.locator('[data-testid="cart-lines"] > li').last()).toHaveAttribute('data-testid', 'cart-gift-line');

  await cart.getByRole('button', {name: 'Eén minder'}).click();
  await expect(cart.getByTestId('line-quantity')).toHaveText('1');
  await expect(cart.getByTestId('cart-gift-line')).toHaveCount(0);
  await expect(cart.getByTestId('gift-picker')).toHaveCount(0);
});
