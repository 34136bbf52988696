// Reviews (issue 12, spec §2 Reviews section, §5, §7, §8, §9): product reviews on the whey protein page, the
// business reviews where a product has none, the list dragged with the mouse and a finger (after 10 px), its
// scrollbar and thumb, the keyboard; the reviews page sorted and extended, with and without JavaScript; and a
// failing review service leaves the page whole, without reviews and without an error page.
import {expect, test, type Locator, type Page} from '@playwright/test';

const SERVICES = `http://127.0.0.1:${process.env.E2E_SERVICES_PORT ?? 4300}`;
const WHEY = '/producten/protein/whey-protein';
const WHEY_ISOLATE = '/producten/protein/whey-isolate';

/** The reviews section's list, once the section's code is here and its reviews arrived. */
async function reviewsList(page: Page, path: string, source: 'product' | 'business') {
  const answer = page.waitForResponse(
    (response) => response.url().includes(`/api/reviews/${source}/`) && response.ok(),
  );
  await page.goto(path);
  const section = page.locator('section[data-section="ReviewsSectionRecord"]');
  await reach(section);
  await answer;
  const list = section.getByRole('region', {name: 'Reviews van klanten'});
  await expect(list.locator('article[data-review]').first()).toBeVisible();
  return list;
}

/** Scrolled to, again if the page's lower part was swapped in while scrolling (it goes live as it comes near). */
async function reach(section: Locator) {
  await expect(async () => section.scrollIntoViewIfNeeded({timeout: 2000})).toPass();
}

/** A press at `from` moved `dx` pixels sideways in small steps, and let go: with the mouse or (phones) a finger. */
async function drag(page: Page, pointer: 'mouse' | 'finger', from: {x: number; y: number}, dx: number) {
  const steps = 15;
  if (pointer === 'mouse') {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + dx, from.y, {steps});
    await page.mouse.up();
    return;
  }
  const touch = await page.context().newCDPSession(page);
  const finger = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    touch.send('Input.dispatchTouchEvent', {type, touchPoints: type === 'touchEnd' ? [] : [{x, y: from.y}]});
  await finger('touchStart', from.x);
  for (let step = 1; step <= steps; step++) await finger('touchMove', from.x + (dx * step) / steps);
  await finger('touchEnd', from.x + dx);
}

const scrollLeft = (list: Locator) => list.evaluate((element) => Math.round(element.scrollLeft));

test('whey protein: the selected variant’s product reviews, 6 cards with name, stars and date', async ({page}) => {
  const productAnswer = page.waitForResponse((response) =>
    /\/api\/reviews\/product\/[^/]+\/reviews/.test(response.url()),
  );
  const list = await reviewsList(page, WHEY, 'product');
  const answer = await (await productAnswer).json();
  expect(answer.reviews.length).toBeGreaterThan(0);
  const cards = list.locator('article[data-review]');
  await expect(cards).toHaveCount(6);
  const first = cards.first();
  await expect(first).toContainText(answer.reviews[0].consumer.displayName);
  await expect(first.getByRole('img', {name: new RegExp(`^${answer.reviews[0].stars} van 5 sterren$`)})).toBeVisible();
  // The demo service's newest review of every list is today's.
  await expect(first.locator('time')).toHaveText('Vandaag');
  const box = await first.getByRole('img').first().boundingBox();
  expect([box?.width, box?.height]).toEqual([124, 24]);
});

test('whey isolate has no reviews of its own: the section shows the business reviews', async ({page}) => {
  const productAnswer = page.waitForResponse((response) =>
    /\/api\/reviews\/product\/[^/]+\/reviews/.test(response.url()),
  );
  const list = await reviewsList(page, WHEY_ISOLATE, 'business');
  expect((await (await productAnswer).json()).reviews).toEqual([]);
  await expect(list.locator('article[data-review]')).toHaveCount(20);
});

test('the list moves with the mouse (desktop) or a finger (phone) only past 10 px, and with the keyboard', async ({
  page,
}, testInfo) => {
  const list = await reviewsList(page, WHEY_ISOLATE, 'business');
  const box = (await list.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width * 0.8;
  if (testInfo.project.name === 'desktop') {
    // 8 px is a click, not a drag.
    await drag(page, 'mouse', {x, y}, -8);
    expect(await scrollLeft(list)).toBe(0);
  }
  await drag(page, testInfo.project.name === 'desktop' ? 'mouse' : 'finger', {x, y}, -210);
  await expect.poll(() => scrollLeft(list)).toBeGreaterThan(150);

  // Keyboard: the list is focusable; End and Home go to either end, arrows by a card.
  await list.focus();
  await page.keyboard.press('Home');
  await expect.poll(() => scrollLeft(list)).toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => scrollLeft(list)).toBeGreaterThan(100);
  await page.keyboard.press('End');
  const max = await list.evaluate((element) => element.scrollWidth - element.clientWidth);
  await expect.poll(() => scrollLeft(list)).toBeGreaterThanOrEqual(max - 1);
});

test('the custom scrollbar is at least 48 px high, its thumb at least 48 px wide and draggable', async ({
  page,
}, testInfo) => {
  const list = await reviewsList(page, WHEY_ISOLATE, 'business');
  const section = page.locator('section[data-section="ReviewsSectionRecord"]');
  const bar = (await section.locator('[data-review-scrollbar]').boundingBox())!;
  const thumb = (await section.locator('[data-review-thumb]').boundingBox())!;
  expect(bar.height).toBeGreaterThanOrEqual(48);
  expect(thumb.width).toBeGreaterThanOrEqual(48);
  const at = {x: thumb.x + thumb.width / 2, y: thumb.y + thumb.height / 2};
  await drag(page, testInfo.project.name === 'desktop' ? 'mouse' : 'finger', at, 100);
  await expect.poll(() => scrollLeft(list)).toBeGreaterThan(100);
});

test('reviews page: 20 business reviews, sorted by the select, 20 more with the button', async ({page}) => {
  await page.goto('/reviews');
  const cards = page.locator('[data-reviews-list] article[data-review]');
  await expect(cards).toHaveCount(20);
  await page.getByLabel('Sorteer op').selectOption({label: 'Laagste beoordeling'});
  await expect(page).toHaveURL(/orderBy=stars\.asc/);
  await expect(cards.first().getByRole('img')).toHaveAccessibleName('1 van 5 sterren');
  await page.getByLabel('Sorteer op').selectOption({label: 'Hoogste beoordeling'});
  await expect(cards.first().getByRole('img')).toHaveAccessibleName('5 van 5 sterren');
  const first = await cards.first().getAttribute('data-review');
  await page.getByRole('link', {name: 'Meer reviews'}).click();
  await expect(cards).toHaveCount(40);
  await expect(page).toHaveURL(/page=2/);
  // The list grew: the first review is still the first.
  await expect(cards.first()).toHaveAttribute('data-review', first!);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  /**
   * The reviews page never waits on the review service: reviews not in the worker's cache yet are on their way,
   * and the page offers a link that loads it again. Followed until the list is there.
   */
  async function untilReviewsShown(page: Page) {
    const again = page.getByRole('link', {name: 'Bewertungen anzeigen'});
    for (let attempt = 0; attempt < 20 && (await again.count()); attempt++) {
      await expect(page.getByRole('status')).toContainText('Bewertungen werden geladen…');
      await page.waitForTimeout(250);
      await again.click();
    }
    await expect(again).toHaveCount(0);
  }

  test('the reviews page sorts with its button and shows more with its link (de)', async ({page}) => {
    await page.goto('/de/bewertungen');
    await untilReviewsShown(page);
    const cards = page.locator('[data-reviews-list] article[data-review]');
    await expect(cards).toHaveCount(20);
    await page.getByLabel('Sortieren nach').selectOption({label: 'Älteste zuerst'});
    await page.getByRole('button', {name: 'Sortieren'}).click();
    await expect(page).toHaveURL(/orderBy=createdat\.asc/);
    await untilReviewsShown(page);
    await page.getByRole('link', {name: 'Mehr Bewertungen'}).click();
    await expect(page).toHaveURL(/page=2/);
    await untilReviewsShown(page);
    await expect(cards).toHaveCount(40);
    await expect(page.getByLabel('Sortieren nach')).toHaveValue('createdat.asc');
  });
});

test('a reviews page the cache does not hold yet says the reviews are coming, then shows them by itself', async ({
  page,
}, testInfo) => {
  // A sort and page no other test (nor the other project) asks for, in Italian: not in the worker's cache.
  const orderBy = testInfo.project.name === 'mobile' ? 'stars.desc' : 'createdat.asc';
  const response = await page.goto(`/it/recensioni?orderBy=${orderBy}&page=3`);
  expect(response?.status()).toBe(200);
  const cards = page.locator('[data-reviews-list] article[data-review]');
  const html = await response!.text();
  expect(html).toContain('data-reviews-pending');
  expect(html).not.toContain('data-review="');
  // The browser loads the route's data again until the reviews are there: 3 pages of 20, no reload of the page.
  await expect(cards).toHaveCount(60, {timeout: 15_000});
  await expect(page.getByRole('status').filter({hasText: 'Caricamento delle recensioni'})).toHaveCount(0);
  if (orderBy === 'stars.desc') await expect(cards.first().getByRole('img')).toHaveAccessibleName('5 stelle su 5');
  await expect(page).toHaveURL(new RegExp(`orderBy=${orderBy.replace('.', '\\.')}&page=3$`));
});

test('a failing review service leaves the product page whole: no reviews, no error page, the failure logged', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // Italian, used by no other test here: no cached answer stands in for the failing service.
  const fault = await page.request.post(`${SERVICES}/__admin/faults`, {
    data: {service: 'trustpilot', kind: '500', count: 20},
  });
  expect(fault.ok()).toBe(true);
  try {
    const failed = page.waitForResponse(
      (response) => response.url().includes('/api/reviews/') && response.status() === 502,
    );
    const response = await page.goto('/it/prodotti/protein/whey-isolate');
    expect(response?.status()).toBe(200);
    const section = page.locator('section[data-section="ReviewsSectionRecord"]');
    await reach(section);
    await failed;
    await expect(page.getByRole('heading', {level: 1})).toContainText('Whey');
    await expect(section.getByRole('heading', {name: 'Recensioni dei clienti'})).toBeVisible();
    await expect(page.locator('article[data-review]')).toHaveCount(0);
    await expect.poll(() => errors.some((text) => text.includes('[reviews]'))).toBe(true);
  } finally {
    // Use up what is left of the fault, so nothing after this test meets it.
    for (let attempt = 0; attempt < 25; attempt++) {
      const probe = await page.request.get(`${SERVICES}/trustpilot/v1/business-units/local-business-unit/reviews`, {
        headers: {apikey: 'local-trustpilot-key'},
      });
      if (probe.ok()) break;
    }
  }
});
