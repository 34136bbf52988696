// Keyboard use of the buying journey (README "Cart"): a shopper who adds to cart and changes the quantity with
// Enter keeps the focus where it was. A button that is `disabled` while its post is under way drops the focus to
// the page's start (the browser blurs it), so the next Tab starts from the top of the page again.
import {expect, test} from '@playwright/test';
import {pageReady} from '../support/page-ready';

test('it: add to cart by Enter, then + twice in the cart by Enter — the focus stays on the button each time', async ({page}) => {
  await page.goto('/it/prodotti/protein/whey-protein/vanilla-1kg');
  await pageReady(page);
  await page.locator('[data-testid="purchase-options"] label', {hasText: 'Acquisto singolo'}).first().click();

  const add = page.getByTestId('add-to-cart').first();
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('add-to-cart-status').first()).toContainText('Aggiunto al carrello');
  await expect(add).toBeFocused();

  await page.goto('/it/cart');
  await pageReady(page);
  await expect(page.getByTestId('line-quantity')).toHaveText('1');
  const more = page.getByRole('button', {name: 'Uno in più'});
  await more.focus();
  for (const quantity of ['2', '3']) {
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('line-quantity')).toHaveText(quantity);
    await expect(more).toBeFocused();
    // Dimmed (aria-disabled) until the cart has been read again; then the next press counts.
    await expect(more).not.toHaveAttribute('aria-disabled');
  }
});

test('nl: Enter pressed twice on add to cart while the first is under way adds one, not two', async ({page}) => {
  await page.goto('/producten/protein/whey-protein/vanilla-1kg');
  await pageReady(page);
  await page.locator('[data-testid="purchase-options"] label', {hasText: /Eenmalig/}).first().click();
  const add = page.getByTestId('add-to-cart').first();
  await add.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('add-to-cart-status').first()).toContainText('Toegevoegd');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('line-quantity')).toHaveText('1');
});

test('fr: the header’s cart button is named in the singular for one line item and in the plural for two', async ({page}) => {
  await page.goto('/fr/produits/protein/whey-protein/vanilla-1kg');
  await pageReady(page);
  await page.locator('[data-testid="purchase-options"] label', {hasText: 'Achat unique'}).first().click();
  await page.getByTestId('add-to-cart').first().click();
  await expect(page.getByTestId('add-to-cart-status').first()).toContainText('Ajouté à votre panier');
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Panier, 1 article');

  await page.goto('/fr/cart');
  await pageReady(page);
  await page.getByRole('button', {name: 'Un de plus'}).click();
  await expect(page.getByTestId('line-quantity')).toHaveText('2');
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Panier, 2 articles');
});
