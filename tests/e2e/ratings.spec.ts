// Issue 12 §3 in a real Chromium: the product's rating under its title, on collection cards and in the quick view
// (arriving after the first paint into a line kept for it), the shop's TrustScore on the hero grid's badge, and a
// failing review service leaving the page without a rating and without an error.
import {expect, test, type APIRequestContext} from '@playwright/test';
import {pageReady} from '../support/page-ready';
import {waitForLiveProductMore} from '../support/product-more';

const SERVICES = `http://127.0.0.1:${process.env.E2E_SERVICES_PORT ?? 4300}`;

for (const market of [
  {
    name: 'nl',
    path: '/producten/protein/whey-protein',
    label: /^Beoordeeld met \d,\d van de 5 sterren$/,
    count: /\d+ reviews?/,
  },
  {
    name: 'de',
    path: '/de/produkte/protein/whey-protein',
    label: /^Mit \d,\d von 5 Sternen bewertet$/,
    count: /\d+ Bewertung(en)?/,
  },
]) {
  test(`${market.name}: the product page shows its rating under the title`, async ({page}) => {
    await page.goto(market.path);
    const panel = page.getByTestId('purchase-panel');
    const stars = panel.getByRole('img', {name: market.label});
    await expect(stars).toBeVisible();
    const line = panel.getByTestId('rating');
    await expect(line).toContainText(market.count);
    // Right under the title (and the variant's name), above the price.
    const [title, rating, price] = await Promise.all(
      [panel.locator('h1'), line, page.getByTestId('price')].map((locator) => locator.boundingBox()),
    );
    expect(rating!.y).toBeGreaterThan(title!.y);
    expect(price!.y).toBeGreaterThan(rating!.y);
  });
}

test('collection cards: ratings arrive into the line kept for them; a product without reviews keeps it empty', async ({
  page,
}) => {
  await page.goto('/producten/protein');
  const cards = page.locator('article.card');
  await expect(cards.first()).toBeVisible();
  const whey = cards.filter({has: page.getByRole('link', {name: 'Whey Proteïne', exact: true})});
  await whey.scrollIntoViewIfNeeded();
  await expect(whey.getByRole('img', {name: /^Beoordeeld met \d,\d van de 5 sterren$/})).toBeVisible();
  await expect(whey.getByTestId('rating')).toContainText(/\d,\d \(\d+\)/);
  const isolate = cards.filter({has: page.getByRole('link', {name: 'Whey Isolaat', exact: true})});
  await isolate.scrollIntoViewIfNeeded();
  await pageReady(page);
  await expect(isolate.getByTestId('rating')).toBeEmpty();
  // Every card's line has the same height, filled or not: nothing moved when the ratings arrived.
  const heights = await page
    .locator('article.card [data-testid="rating"]')
    .evaluateAll((lines) => lines.map((line) => line.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(3);
  expect(new Set(heights)).toEqual(new Set([20]));
});

for (const market of [
  {
    path: '/producten/protein/whey-protein',
    mark: 'Beoordelingen op Trustpilot',
    label: /^Beoordeeld met \d,\d van de 5 sterren$/,
    count: /\d+ reviews/,
    reviews: /\/reviews$/,
  },
  {
    path: '/fr-be/produits/protein/whey-protein',
    mark: 'Avis sur Trustpilot',
    label: /^Noté \d,\d sur 5$/,
    count: /\d+ avis/,
    reviews: /\/fr-be\/commentaires$/,
  },
]) {
  test(`${market.path}: the hero grid's badge shows the shop's TrustScore and leads to the reviews page`, async ({
    page,
  }) => {
    await page.goto(market.path);
    const badge = page.getByTestId('business-rating');
    await badge.scrollIntoViewIfNeeded();
    await expect(badge.getByRole('img', {name: market.mark})).toBeVisible();
    // The badge's box, read again should its section go live (LoadWhenNear replaces the server's markup) meanwhile.
    const height = () => badge.boundingBox().then((box) => box?.height);
    // The badge is as high before its rating as with it: nothing under it moves.
    await expect.poll(height).toBe(36);
    // After the first paint: the section's code, then the rating route (cold on a fresh worker).
    await expect(badge.getByRole('img', {name: market.label})).toBeVisible({timeout: 15_000});
    await expect(badge).toContainText(market.count);
    await expect.poll(height).toBe(36);
    await badge.click();
    await expect(page).toHaveURL(market.reviews);
    await expect(page.locator('[data-reviews-list] article[data-review]')).toHaveCount(20, {timeout: 15_000});
  });
}

test('the quick view shows the product’s rating', async ({page}) => {
  await page.goto('/de/produkte/protein/whey-protein');
  const buttons = page.locator('[data-testid="quick-view"]');
  await buttons.first().scrollIntoViewIfNeeded();
  await waitForLiveProductMore(page);
  // A product with reviews (whey isolate and the shaker have none).
  const button = page
    .locator('[data-testid="quick-view"]:not([aria-label*="Isolat" i]):not([aria-label*="Shaker" i])')
    .first();
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', {name: /^Mit \d,\d von 5 Sternen bewertet$/})).toBeVisible();
  await expect(dialog.getByTestId('rating')).toContainText(/\d+ Bewertung(en)?/);
});

/**
 * The review service answers 500 to its next requests (more than the page and its cards make); what the page
 * left is drained afterwards, so the other tests meet a working service.
 */
const FAULTS = 40;

async function faultReviews(request: APIRequestContext) {
  const answer = await request.post(`${SERVICES}/__admin/faults`, {
    data: {service: 'trustpilot', kind: '500', count: FAULTS},
  });
  expect(answer.ok()).toBe(true);
}

async function drainReviewFaults() {
  for (let attempt = 0; attempt < FAULTS; attempt++) {
    const answer = await fetch(`${SERVICES}/trustpilot/v1/drain-faults`);
    if (answer.status !== 500) return;
  }
}

test('the review service failing: the product page has no rating and no error', async ({page, request}, testInfo) => {
  // A variant no other test visits, per project (cards ask for a product's first variant): no rating the worker
  // cached earlier stands in for the failing service.
  const path = testInfo.project.name === 'mobile' ? 'casein-protein/vanilla-1kg' : 'rice-protein/1kg';
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await faultReviews(request);
  try {
    // The document came without a rating, so the browser asks for it after the first paint, and gets the failure.
    const asked = page.waitForResponse((answer) => /\/api\/reviews\/product\/[^/]+\/rating$/.test(answer.url()));
    const response = await page.goto(`/fr/produits/protein/${path}`);
    expect(response?.status()).toBe(200);
    const panel = page.getByTestId('purchase-panel');
    await expect(panel.locator('h1')).toBeVisible();
    await expect(page.getByTestId('price')).toBeVisible();
    expect((await asked).status()).toBe(502);
    // The line kept for the rating stays empty, and nothing says anything went wrong.
    await expect(panel.getByTestId('rating')).toBeEmpty();
    await expect(page.getByRole('img', {name: /^Noté/})).toHaveCount(0);
    await expect(page.locator('[data-status="500"], [data-status="503"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    await drainReviewFaults();
  }
});
