// Add to cart from a product page, change the cart, apply a code (its amount and the total shown) and hand off to
// checkout — with and without JS; a mix-and-match box is added through the server-built bundle form.
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

  // What the shopper pays: 2 × 34,95 = 69,90, the code takes 6,99 off, the total is 62,91; a code that does
  // not apply says so and changes nothing.
  for (const [code, shown] of [['WELCOME10', 'WELCOME10 (angewendet)'], ['NOPE', 'NOPE (nicht anwendbar)']]) {
    await page.getByLabel('Rabattcode').fill(code!);
    await page.getByRole('button', {name: 'Anwenden'}).click();
    await expect(page.getByTestId('discount-codes')).toContainText(shown!);
    await expect(page.getByTestId('cart-subtotal')).toContainText('69,90');
    await expect(page.getByTestId('discount-codes')).toContainText('6,99');
    await expect(page.getByTestId('cart-total')).toContainText('62,91');
  }

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

test('nl: a mix-and-match box goes to the cart as one group', async ({page}) => {
  await page.goto('/producten/snacks/protein-bar');
  const builder = page.getByTestId('mix-and-match');
  await builder.getByRole('button', {name: 'Bekijk alle snacks'}).click();
  const add = builder.getByRole('button', {name: /toevoegen$/}).and(page.locator(':not([disabled])')).first();
  for (let pick = 0; pick < 3; pick++) await add.click();
  await expect(builder.getByTestId('bundle-progress')).toContainText('3 van 3');
  await builder.getByTestId('add-to-cart').click();
  await expect(builder.getByTestId('add-to-cart-status')).toContainText('Toegevoegd');

  await builder.getByTestId('add-to-cart-status').getByRole('link').click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-bundle')).toHaveCount(1);
});
