// The market switcher in the footer (issue 8 item 9): from any path form a shopper can be on, each market's link
// leads to the same page in that market's words. The forms are generated exhaustively in
// tests/unit/markets/market-switch.test.ts and followed on the built worker in tests/worker/hardening-ui.test.ts;
// here a shopper clicks through the ones that went wrong, in a real browser.
import {expect, test} from '@playwright/test';
import {pageReady} from '../support/page-ready';

const CASES = [
  // The reported case: an explicitly prefixed default-market path.
  {from: '/nl/producten', pick: 'Deutschland (Deutsch)', to: '/de/produkte', lang: 'de-DE', heading: /Produkte/},
  {from: '/DE/produkte/protein/', pick: 'Nederland (Nederlands)', to: '/producten/protein', lang: 'nl-NL', heading: 'Proteïne'},
  {
    from: '/de/producten/protein/whey-protein/chocolate-1kg',
    pick: 'Belgique (Français)',
    to: '/fr-be/produits/protein/whey-protein/chocolate-1kg',
    lang: 'fr-BE',
    heading: /whey/i,
  },
  {from: '/en/search?q=whey', pick: 'Italia (Italiano)', to: '/it/search?q=whey', lang: 'it-IT', heading: /whey/},
  {from: '/it/nope', pick: 'France (Français)', to: '/fr/nope', lang: 'fr-FR', heading: 'Page introuvable'},
  {from: '/fr-be', pick: 'België (Nederlands)', to: '/nl-be', lang: 'nl-BE', heading: /België/},
];

for (const {from, pick, to, lang, heading} of CASES) {
  test(`from ${from}, "${pick}" leads to ${to}`, async ({page}) => {
    await page.goto(from);
    const link = page.locator('footer').getByRole('link', {name: pick, exact: true});
    await expect(link).toHaveAttribute('href', to);
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === to);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
  });
}

test('the hash a shopper followed on the page goes along once the page is live', async ({page}) => {
  await page.goto('/de/produkte/protein/whey-protein#faq');
  await pageReady(page);
  await expect(page.locator('footer').getByRole('link', {name: 'Europe (English)', exact: true})).toHaveAttribute(
    'href',
    '/en/products/protein/whey-protein#faq',
  );
});
