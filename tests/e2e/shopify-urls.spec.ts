// Issue 14 §4 in the browser (both projects): Shopify's cart permalink lands on the market's cart with its lines,
// and a policy page renders the shop's policy in the market's language.
import {expect, test} from '@playwright/test';
import {PRODUCTS} from '../../local-services/data/catalogue';

const wheyVanilla = PRODUCTS.find((product) => product.handle === 'whey-protein')!.variants.find((variant) => variant.slug === 'vanilla-1kg')!;
const variantNumber = wheyVanilla.id.split('/').pop()!;

test('issue 14 §4 a cart permalink (/de/cart/{variant}:{qty}) lands on the cart with the line and its quantity', async ({page}) => {
  await page.goto(`/de/cart/${variantNumber}:2`);
  await expect(page).toHaveURL(/\/de\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('line-quantity')).toHaveText('2');
  // A second permalink keeps the cart and adds to it.
  await page.goto(`/de/cart/${variantNumber}:1`);
  await expect(page.getByTestId('line-quantity')).toHaveText('3');
  // A malformed one says why and leaves the cart as it was.
  const response = await page.goto('/de/cart/abc:x');
  expect(response?.status()).toBe(400);
  await expect(page.getByTestId('cart-problem')).toBeVisible();
  await expect(page.getByTestId('line-quantity')).toHaveText('3');
});

test('issue 14 §4 /policies/{handle} renders the shop’s policy in the market’s language, with links to the others', async ({page}) => {
  await page.goto('/fr/policies/refund-policy');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Politique de remboursement');
  await expect(page.getByRole('heading', {level: 2, name: 'Droit de rétractation de 14 jours'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'service@originalfuel.example'})).toHaveAttribute('href', 'mailto:service@originalfuel.example');
  await page.getByRole('link', {name: 'Politique de confidentialité'}).click();
  await expect(page).toHaveURL(/\/fr\/policies\/privacy-policy$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Politique de confidentialité');
});
