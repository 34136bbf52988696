// Issue 13 §3 in a real Chromium, phone and desktop: a visitor the edge places in Germany is offered the German
// shop on another market's page, in German, for the same page in German words; "stay here" is remembered by the
// browser; on the German shop nothing is offered.
import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {pageReady} from '../support/page-ready';

test.beforeEach(async ({page}) => {
  // What Oxygen's edge sends for a visitor in Germany.
  await page.setExtraHTTPHeaders({'oxygen-buyer-country': 'DE'});
});

test('the prompt offers the same page in the German shop, and takes the visitor there', async ({page}) => {
  await page.goto('/producten/protein');
  const prompt = page.getByRole('region', {name: 'Kaufst du aus Deutschland ein?'});
  await expect(prompt).toBeVisible();
  await expect(prompt).toHaveAttribute('lang', 'de-DE');
  await expect(prompt).toContainText('Deutschland (Deutsch)');
  const go = prompt.getByRole('link', {name: 'Zum Shop'});
  await expect(go).toHaveAttribute('href', '/de/produkte/protein');
  // The page under it stays usable: focus was not taken.
  await expect(page.locator('body')).toBeFocused();
  const {violations} = await new AxeBuilder({page})
    .include('[data-testid="market-suggestion"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await go.click();
  await expect(page).toHaveURL(/\/de\/produkte\/protein$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await pageReady(page);
  await expect(page.getByTestId('market-suggestion')).toHaveCount(0);
});

test('“stay here” closes it, and this browser is not asked again', async ({page}) => {
  await page.goto('/fr/produits/protein');
  const prompt = page.getByTestId('market-suggestion');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', {name: 'Hier bleiben'}).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await pageReady(page);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.getByTestId('market-suggestion')).toHaveCount(0);
  await page.goto('/it/prodotti');
  await pageReady(page);
  await expect(page.getByTestId('market-suggestion')).toHaveCount(0);
});
