// Announcement bar (issue 13 §1, spec §3/§4/§9; README "Announcement bar"), with the demo bar of
// local-services/data/content-announcement-bar.ts: the server's bar is the first paint and keeps its box when its
// code arrives; it turns every 5 s with the record's animation (nl crossfade 0.5 s, de slide 0.8 s, en scroll
// 0.6 s); it pauses on hover, focus and its button; without motion the slides swap at once.
import {expect, test, type Page} from '@playwright/test';

const bar = (page: Page) => page.locator('[data-part="announcement"] section');
const showing = (page: Page) => bar(page).locator('.announcement-slide[data-phase="on"], .announcement-slide[data-phase="in"]');

/** Holds the bar's chunk until `release` is called, so the server's markup can be measured on its own. */
async function holdBarCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/assets\/AnnouncementBar-[\w-]+\.js$/, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return {release, requested: () => requested};
}

test('spec §4: the server’s bar is the first paint; its box and the header’s stay put when its code arrives', async ({page}) => {
  const code = await holdBarCode(page);
  await page.goto('/');
  await expect.poll(code.requested).toBe(true);
  await expect(bar(page)).toBeVisible();
  await expect(bar(page)).not.toHaveAttribute('data-live', 'true');
  await expect(showing(page)).toContainText('Gratis verzending vanaf € 50');
  const before = await bar(page).boundingBox();
  const headerBefore = await page.locator('header').boundingBox();
  expect(before?.height).toBe(44);

  code.release();
  await expect(bar(page)).toHaveAttribute('data-live', 'true');
  expect(await bar(page).boundingBox()).toEqual(before);
  expect(await page.locator('header').boundingBox()).toEqual(headerBefore);
  await expect(showing(page)).toContainText('Gratis verzending vanaf € 50');
  // Still the same box once it has turned.
  await expect(showing(page)).toContainText('Nieuw: 20 eiwitrijke recepten', {timeout: 8_000});
  expect(await bar(page).boundingBox()).toEqual(before);
  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as PerformanceEntry & {value: number}).value;
        }).observe({type: 'layout-shift', buffered: true});
        setTimeout(() => resolve(total), 200);
      }),
  );
  expect(shifts).toBe(0);
});

test.describe('spec §4: it turns every 5 s with the record’s animation', () => {
  for (const [path, first, second, animation, duration] of [
    ['/', 'Gratis verzending vanaf € 50', 'Nieuw: 20 eiwitrijke recepten', 'announcement-fade-in', '0.5s'],
    ['/de/produkte', 'Kostenloser Versand ab 50 €', 'Neu: 20 proteinreiche Rezepte', 'announcement-slide-in', '0.8s'],
    ['/en', 'Free shipping from € 50', 'New: 20 high-protein recipes', 'announcement-scroll-in', '0.6s'],
  ] as const) {
    test(`${path}: ${animation} at ${duration}, after about 5 s, silent while it turns`, async ({page}) => {
      await page.goto(path);
      await expect(bar(page)).toHaveAttribute('data-live', 'true');
      const live = Date.now();
      await expect(showing(page)).toContainText(first);
      await expect(bar(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
      const arriving = bar(page).locator('.announcement-slide[data-phase="in"]');
      await expect(arriving).toContainText(second, {timeout: 8_000});
      expect(Date.now() - live).toBeGreaterThan(4_000);
      const style = await arriving.evaluate((element) => {
        const computed = getComputedStyle(element);
        return [computed.animationName, computed.animationDuration];
      });
      expect(style).toEqual([animation, duration]);
      // The slide that left is hidden from assistive technology and the keyboard.
      const left = bar(page).locator('.announcement-slide[data-phase="out"]');
      await expect(left).toHaveAttribute('aria-hidden', 'true');
      await expect(left).toContainText(first);
    });
  }
});

test('WAI carousel: the pause button stops it and the region turns polite; playing again turns it after 5 s', async ({page}) => {
  await page.goto('/');
  await expect(bar(page)).toHaveAttribute('data-live', 'true');
  await page.getByRole('button', {name: 'Aankondigingen pauzeren'}).click();
  const play = page.getByRole('button', {name: 'Aankondigingen afspelen'});
  await expect(play).toBeVisible();
  await expect(bar(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  // Moving the pointer away (a hover pause) does not undo the button's.
  await page.mouse.move(5, 600);
  await page.waitForTimeout(6_000);
  await expect(showing(page)).toContainText('Gratis verzending vanaf € 50');
  await play.click();
  await page.mouse.move(5, 600);
  await page.locator('main').focus();
  await expect(showing(page)).toContainText('Nieuw: 20 eiwitrijke recepten', {timeout: 8_000});
});

test('paused while focus is inside: the link keeps its slide, and it is named by its label', async ({page}) => {
  await page.goto('/');
  await expect(bar(page)).toHaveAttribute('data-live', 'true');
  const link = showing(page).getByRole('link', {name: 'Shop eiwit'});
  await link.focus();
  await expect(bar(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  await page.waitForTimeout(6_000);
  await expect(showing(page)).toContainText('Gratis verzending vanaf € 50');
  await expect(link).toBeFocused();
});

test('paused while the pointer is over it (desktop)', async ({page}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a pointer that hovers: desktop only');
  await page.goto('/');
  await expect(bar(page)).toHaveAttribute('data-live', 'true');
  await bar(page).hover({position: {x: 20, y: 20}});
  await page.waitForTimeout(6_000);
  await expect(showing(page)).toContainText('Gratis verzending vanaf € 50');
  await page.mouse.move(5, 600);
  await expect(showing(page)).toContainText('Nieuw: 20 eiwitrijke recepten', {timeout: 8_000});
});

test('reduced motion: the slides swap without animation', async ({page}) => {
  await page.emulateMedia({reducedMotion: 'reduce'});
  await page.goto('/de');
  await expect(bar(page)).toHaveAttribute('data-live', 'true');
  const arriving = bar(page).locator('.announcement-slide[data-phase="in"]');
  await expect(arriving).toContainText('Neu: 20 proteinreiche Rezepte', {timeout: 8_000});
  expect(await arriving.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  await expect(bar(page).locator('.announcement-slide[data-phase="out"]')).toBeHidden();
});

test('homepage-only (Italian) and switched off (Belgian French): where the bar is not', async ({page}) => {
  await page.goto('/it');
  await expect(bar(page)).toBeVisible();
  await page.goto('/it/prodotti');
  await expect(page.locator('header')).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
  await page.goto('/fr-be');
  await expect(page.locator('header')).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
});
