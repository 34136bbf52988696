// Booking links open the booking popup wherever they appear (spec §2; issue 8 item 9): the header's menu (the
// desktop navigation or the phone menu), the footer, a content block's rich text (spelled http://www.…), the
// product's booking consult and its FAQ. The page stays where it is, no tab opens, the popup frames the https
// booking page, and Escape or the close button give focus back to the link. Without JavaScript they are
// ordinary links to the booking page in a new tab.
import {expect, test, type Locator, type Page} from '@playwright/test';
import {pageReady} from '../support/page-ready';

const BOOKING = 'https://calendly.com/original-fuel/consult';

/** The framed page answers locally (there is no network here); CSP still decides whether it may be framed. */
async function fakeBookingPage(page: Page) {
  await page.route('https://calendly.com/**', (route) => route.fulfill({contentType: 'text/html', body: '<h1>Booking</h1>'}));
  const tabs: string[] = [];
  page.context().on('page', (opened) => tabs.push(opened.url()));
  return tabs;
}

/** Clicks (or presses Enter on) a booking link and checks the popup; closes it the given way. */
async function expectPopupFrom(page: Page, link: Locator, {via, close}: {via: 'click' | 'Enter'; close: 'Escape' | 'button'}) {
  const url = page.url();
  await link.scrollIntoViewIfNeeded();
  if (via === 'click') await link.click();
  else {
    await link.focus();
    await page.keyboard.press('Enter');
  }
  const dialog = page.getByRole('dialog', {name: 'Afspraak maken'});
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('src', new RegExp(`^${BOOKING}\\?embed_type=Inline`));
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  expect(page.url()).toBe(url);
  if (close === 'Escape') await page.keyboard.press('Escape');
  else await dialog.getByRole('button', {name: 'Sluiten'}).click();
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
}

test('nl: the booking link in the header menu opens the popup, not a tab', async ({page}, testInfo) => {
  const tabs = await fakeBookingPage(page);
  await page.goto('/');
  await pageReady(page);
  if (testInfo.project.name === 'mobile') await page.getByRole('button', {name: 'Menu openen'}).click();
  const link = page.locator('header nav:visible').getByRole('link', {name: 'Plan een adviesgesprek'});
  await expectPopupFrom(page, link, {via: 'click', close: 'Escape'});
  await expectPopupFrom(page, link, {via: 'Enter', close: 'button'});
  expect(tabs).toEqual([]);
});

test('nl: the footer booking link opens the popup', async ({page}) => {
  const tabs = await fakeBookingPage(page);
  await page.goto('/producten');
  await pageReady(page);
  await expectPopupFrom(page, page.locator('footer').getByRole('link', {name: 'Plan een adviesgesprek'}), {via: 'click', close: 'button'});
  expect(tabs).toEqual([]);
});

test('nl: product page — booking consult, the content block’s rich text and the FAQ answer all open the popup', async ({page}) => {
  const tabs = await fakeBookingPage(page);
  await page.goto('/producten/protein/whey-protein');
  await pageReady(page);
  const main = page.locator('main');
  await expectPopupFrom(page, main.getByRole('link', {name: 'Plan een gesprek', exact: true}), {via: 'click', close: 'Escape'});
  // Rich text in the customer service content block, spelled http://www.calendly.com by the editors.
  await expectPopupFrom(page, main.getByRole('link', {name: 'Plan een belafspraak'}), {via: 'Enter', close: 'Escape'});
  // The answer sits in a closed <details>, perhaps past the questions shown at first.
  const question = page.locator('details', {has: page.locator('a', {hasText: 'Plan een gratis gesprek'})});
  const faq = main.locator(question).first();
  const showMore = page.locator(`button[aria-controls="${await main.locator('ul', {has: question}).first().getAttribute('id')}"]`);
  while (!(await faq.isVisible())) await showMore.click();
  await faq.locator('summary').click();
  await expectPopupFrom(page, faq.getByRole('link', {name: 'Plan een gratis gesprek'}), {via: 'click', close: 'button'});
  expect(tabs).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('nl: booking links are real links to the https booking page in a new tab', async ({page}) => {
    await page.goto('/producten/protein/whey-protein');
    const links = page.locator('a[aria-haspopup="dialog"][href^="https://calendly.com"]');
    // Header menu, footer, booking consult, content block and FAQ.
    expect(await links.count()).toBeGreaterThanOrEqual(5);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', BOOKING);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
