// The Content-Security-Policy (app/security/csp.ts) against the real pages in Chromium: home, a collection, the
// product page with its popups (video and booking iframes), the cart overlay, search and the checkout hand-off,
// in nl and de. Every CSP violation the browser reports (the `securitypolicyviolation` event, or its console
// message) fails the test, so a host missing from the allow-list shows up here.
import {expect, test, type Page} from '@playwright/test';
import {pageReady} from '../support/page-ready';

type Violation = {directive: string; blocked: string; source: string};

declare global {
  interface Window {
    __cspViolations: Violation[];
  }
}

/** Starts recording before any page script runs; returns what the page and the console reported. */
async function watchCsp(page: Page) {
  const consoleMessages: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) consoleMessages.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push({directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile});
    });
  });
  /** Fails with what was reported; `consoleOnly` after leaving our origin (the page's own record is gone). */
  return async (where: string, {consoleOnly = false} = {}) => {
    const violations = consoleOnly ? [] : await page.evaluate(() => window.__cspViolations);
    expect({where, violations, consoleMessages}).toEqual({where, violations: [], consoleMessages: []});
  };
}

const MARKETS = [
  {
    locale: 'nl',
    home: '/',
    collection: '/producten/protein',
    product: '/producten/protein/whey-protein/chocolate-1kg',
    search: 'Zoeken',
    results: 'Zoekresultaten',
    added: /Toegevoegd/,
  },
  {
    locale: 'de',
    home: '/de',
    collection: '/de/produkte/protein',
    product: '/de/produkte/protein/whey-protein/chocolate-1kg',
    search: 'Suchen',
    results: 'Suchergebnisse',
    added: /hinzugefügt/,
  },
];

for (const market of MARKETS) {
  test(`${market.locale}: home, collection, search and the cart overlay load without a CSP violation`, async ({page}) => {
    const expectNoViolations = await watchCsp(page);

    await page.goto(market.home);
    await pageReady(page);
    await expectNoViolations(`${market.home}`);

    // Search in the menu panel (fetches our search route after hydration).
    await page.getByRole('searchbox', {name: market.search}).fill('whey');
    await expect(page.getByRole('region', {name: market.results}).getByTestId('search-panel-result').first()).toBeVisible();
    await expectNoViolations(`${market.home} with search open`);

    // A collection, scrolled so lazy images load.
    await page.goto(market.collection);
    await pageReady(page);
    await page.mouse.wheel(0, 4000);
    await pageReady(page);
    await expectNoViolations(market.collection);

    // The cart overlay opened from the query.
    await page.goto(`${market.collection}?cart=1`);
    await expect(page.getByTestId('cart-overlay')).toBeVisible();
    await pageReady(page);
    await expectNoViolations(`${market.collection}?cart=1`);
  });

  test(`${market.locale}: the product page, its video and booking popups, add to cart and checkout`, async ({page}) => {
    const expectNoViolations = await watchCsp(page);
    await page.goto(market.product);
    await pageReady(page);
    // Scroll through the page so lazy images and videos load.
    for (let step = 0; step < 8; step++) await page.mouse.wheel(0, 1200);
    await pageReady(page);
    await expectNoViolations(market.product);

    // Every popup of the product's sections (video popup → YouTube/Vimeo/mp4, booking consult → Calendly).
    // Links that open a dialog: video popups (YouTube, Vimeo), the booking consult, rich-text booking links.
    // The same page framed again (a booking link in the header, the footer and a section) is checked once.
    const openers = page.locator('a[aria-haspopup="dialog"], a[data-booking-popup]');
    const count = await openers.count();
    const seen = new Set<string>();
    let framed = 0;
    for (let index = 0; index < count; index++) {
      const opener = openers.nth(index);
      const href = (await opener.getAttribute('href')) ?? String(index);
      if (seen.has(href) || !(await opener.isVisible())) continue;
      seen.add(href);
      // The part around it may go live (LoadWhenNear) as it comes near, replacing the element: scroll again then.
      await expect(() => opener.scrollIntoViewIfNeeded({timeout: 2_000})).toPass({timeout: 15_000});
      await opener.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      framed += await dialog.locator('iframe, video').count();
      // The framed page fails offline (no network), but the CSP check happens before the request.
      await page.waitForTimeout(300);
      await expectNoViolations(`${market.product}: popup ${index}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    expect(framed, 'the demo product has iframe/video popups').toBeGreaterThan(0);

    await page.getByTestId('add-to-cart').first().click();
    await expect(page.getByTestId('add-to-cart-status').first()).toContainText(market.added);
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('cart-overlay')).toBeVisible();
    await pageReady(page);
    await expectNoViolations(`${market.product} cart overlay`);

    // The checkout hand-off (a fetch, then a navigation to the checkout host).
    await page.getByTestId('cart-overlay').getByTestId('checkout').click();
    await expect(page).toHaveURL(new RegExp(`/cart/c/.+locale=${market.locale}`));
    await expectNoViolations(`${market.product} checkout hand-off`, {consoleOnly: true});
  });
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('nl: the no-JS checkout form post is redirected to the checkout host (form-action allows it)', async ({page}) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto('/producten/protein/clear-whey');
    await page.getByTestId('add-to-cart').first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByTestId('checkout').click();
    await expect(page).toHaveURL(/\/cart\/c\/.+locale=nl/);
    expect(blocked).toEqual([]);
  });
});
