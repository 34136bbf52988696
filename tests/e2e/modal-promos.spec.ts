// Modal promos (issue 13, spec §3 Modal promo, §4 Modals; README "Modal promos"), with the demo promos of
// local-services/data/content-modal-promos.ts: on load on the contact page (again after its 60-minute interval),
// after 400px of scrolling on the partner page (once per session, Escape only), exit intent on the fit blog
// (desktop only, outside click only), a phone-only promo on customer service that closes when the viewport
// grows; their code loads only on a page that has one, focus goes back where it was.
import {expect, test, type Page} from '@playwright/test';
import {pageReady} from '../support/page-ready';

const CONTACT = '/hoe-kunnen-we-je-helpen';
const WHOLESALE = '/partner-worden';
const FITBLOG = '/fitblog';
const SERVICE = '/klantenservice/contact';

const promo = (page: Page) => page.getByRole('dialog', {name: 'Aanbieding'});

/** Scripts the page loaded whose file name says they are promo code. */
function promoScripts(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/ModalPromo\w+-[\w-]+\.js$/.test(request.url())) loaded.push(request.url());
  });
  return loaded;
}

/** A click on the backdrop, above the dialog (a bottom sheet on phones, centred on desktops). */
async function clickOutside(page: Page) {
  await page.mouse.click(8, 8);
}

/** Exit intent as the browser reports it: the pointer leaves the document through its top edge. */
async function leaveThroughTop(page: Page) {
  await page.mouse.move(640, 200);
  await page.evaluate(() =>
    document.documentElement.dispatchEvent(
      new MouseEvent('mouseout', {bubbles: true, clientX: 640, clientY: -1, relatedTarget: null}),
    ),
  );
}

test('no promo on the home page, and no promo code loaded', async ({page}) => {
  const scripts = promoScripts(page);
  await page.goto('/');
  await pageReady(page);
  await expect(promo(page)).toHaveCount(0);
  expect(scripts).toEqual([]);
});

test('on load: the contact page shows its promo, closes by Escape and by outside click, and waits its interval', async ({
  page,
}, testInfo) => {
  const scripts = promoScripts(page);
  await page.goto(CONTACT);
  const dialog = promo(page);
  await expect(dialog).toBeVisible();
  const copy =
    testInfo.project.name === 'desktop'
      ? 'Nieuw: 20 eiwitrijke recepten voor elk moment van de dag'
      : 'Nieuw: 20 eiwitrijke recepten';
  await expect(dialog.getByText(copy, {exact: true})).toBeVisible();
  await expect(dialog.getByRole('img', {name: 'Een bord vol eiwit'})).toBeVisible();
  await expect(dialog.getByRole('link', {name: 'Bekijk recepten'})).toHaveAttribute('href', '/recepten');
  expect(scripts.some((url) => url.includes('ModalPromoRunner'))).toBe(true);
  expect(scripts.some((url) => url.includes('ModalPromoDialog'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Within the interval (60 minutes): not again, on a reload or a later visit.
  await page.reload();
  await pageReady(page);
  await expect(dialog).toHaveCount(0);

  // 61 minutes later (the visitor's timestamp moved back): shown again; the backdrop closes it too.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage).filter((name) => name.startsWith('modal-promo:'))) {
      localStorage.setItem(key, String(Date.now() - 61 * 60_000));
    }
  });
  await page.reload();
  await expect(dialog).toBeVisible();
  await clickOutside(page);
  await expect(dialog).toBeHidden();
});

test('on load in German: the same promo on /de/kontakt, in German', async ({page}) => {
  await page.goto('/de/kontakt');
  const dialog = page.getByRole('dialog', {name: 'Angebot'});
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', {name: 'Rezepte ansehen'})).toHaveAttribute('href', '/de/rezepte');
  await dialog.getByRole('button', {name: 'Schließen'}).click();
  await expect(dialog).toBeHidden();
});

test('on scroll: the partner page shows its promo past 400px, Escape closes it, an outside click does not', async ({
  page,
}) => {
  await page.goto(WHOLESALE);
  await pageReady(page);
  const dialog = promo(page);
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.waitForTimeout(300);
  await expect(dialog).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 450));
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/10% korting op je eerste bestelling/)).toBeVisible();
  await clickOutside(page);
  await page.waitForTimeout(500);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Once per session: scrolling again after a reload shows nothing.
  await page.reload();
  await pageReady(page);
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.waitForTimeout(500);
  await expect(dialog).toHaveCount(0);
});

test('exit intent on desktop: the fit blog promo, Escape does not close it, an outside click does, focus returns', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'exit intent is desktop only (the phone case is the next test)');
  await page.goto(FITBLOG);
  await pageReady(page);
  const dialog = promo(page);
  await expect(dialog).toHaveCount(0);
  const link = page.locator('main a[href]').first();
  await link.focus();
  // Moving about the page is no exit.
  await page.mouse.move(600, 400);
  await page.mouse.move(600, 5);
  await page.waitForTimeout(300);
  await expect(dialog).toHaveCount(0);

  await leaveThroughTop(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('video')).toHaveCount(1);
  await expect(dialog.getByRole('button', {name: 'Sluiten'})).toBeFocused();
  await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
  await expect(dialog).toBeVisible();
  await clickOutside(page);
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test('exit intent on a phone: nothing', async ({page}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the desktop case is the test above');
  const scripts = promoScripts(page);
  await page.goto(FITBLOG);
  await pageReady(page);
  await leaveThroughTop(page);
  await page.waitForTimeout(500);
  await expect(promo(page)).toHaveCount(0);
  expect(scripts.some((url) => url.includes('ModalPromoDialog'))).toBe(false);
});

test('mobile only: customer service shows its promo on a phone only, and closes it when the viewport grows', async ({
  page,
}, testInfo) => {
  await page.goto(SERVICE);
  await pageReady(page);
  const dialog = promo(page);
  if (testInfo.project.name === 'desktop') {
    await page.waitForTimeout(300);
    await expect(dialog).toHaveCount(0);
    return;
  }
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Onze klantenservice is op werkdagen open/)).toBeVisible();
  await page.setViewportSize({width: 1024, height: 800});
  await expect(dialog).toBeHidden();
});

test('focus: the close button has it while open, the page gets it back', async ({page}) => {
  await page.goto(CONTACT);
  const dialog = promo(page);
  await expect(dialog).toBeVisible();
  const close = dialog.getByRole('button', {name: 'Sluiten'});
  await expect(close).toBeFocused();
  // Tab stays inside: the close button and the recipes link, around.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('link', {name: 'Bekijk recepten'})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await close.click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
});

test('the dialog’s code cannot be loaded: the page works on, without the promo', async ({page}) => {
  await page.route(/\/assets\/ModalPromoDialog-[^/]+\.js$/, (route) => route.abort());
  await page.goto(CONTACT);
  await pageReady(page);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(promo(page)).toHaveCount(0);
  await expect(page.locator('footer')).toBeVisible();
});

test('a button of the promo navigates: the promo closes with the page it belonged to, the page scrolls again', async ({page}) => {
  await page.goto(CONTACT);
  const dialog = promo(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', {name: 'Bekijk recepten'}).click();
  await expect(page).toHaveURL(/\/recepten$/);
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
});
