// Add to cart from a product page, change the cart, apply a code and hand off to checkout — with and without JS.
import {expect, test} from '@playwright/test';

test('de: add to cart, change quantity, apply a discount code, go to checkout with the market locale', async ({page}) => {
  await page.goto('/de/produkte/protein/whey-protein/vanilla-1kg');
  await page.locator('[data-testid="purchase-options"] label', {hasText: /Einmal/}).click();
  await page.getByTestId('add-to-cart').first().click();
  await expect(page.getByTestId('add-to-cart-status').first()).toContainText('Zum Warenkorb hinzugefügt');

  await page.getByTestId('add-to-cart-status').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/de\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('line-quantity')).toHaveText('1');

  await page.getByRole('button', {name: 'Eins mehr'}).click();
  await expect(page.getByTestId('line-quantity')).toHaveText('2');
  await expect(page.getByTestId('cart-subtotal')).toContainText('€');

  await page.getByLabel('Rabattcode').fill('WELCOME10');
  await page.getByRole('button', {name: 'Anwenden'}).click();
  await expect(page.getByTestId('discount-codes')).toContainText('WELCOME10 (angewendet)');

  await page.getByTestId('checkout').click();
  await expect(page).toHaveURL(/\/cart\/c\/.+locale=de/);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('nl: the add-to-cart form posts and the server answers with the cart page; remove works too', async ({page}) => {
    await page.goto('/producten/protein/clear-whey');
    await page.getByTestId('add-to-cart').first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Winkelwagen');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.getByRole('button', {name: 'Verwijderen'}).click();
    await expect(page.getByText('Je winkelwagen is leeg.')).toBeVisible();
  });
});
