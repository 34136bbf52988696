// Content sections on a generic page (issue 11 item 1, spec §2: sections hidden on desktop or mobile, breakpoint
// 768px): /about-us is built from sections, one of them only for phones and one only for desktops. Each project
// sees its own, before and after the sections' code has loaded; the phones' block links to the cart overlay.
import {expect, test} from '@playwright/test';
import {pageReady} from '../support/page-ready';

const PHONES_ONLY = {nl: 'Altijd bij de hand', de: 'Immer griffbereit'};
const DESKTOPS_ONLY = {nl: 'Volg onze community', de: 'Folge unserer Community'};

for (const [locale, path] of [
  ['nl', '/about-us'],
  ['de', '/de/about-us'],
] as const) {
  test(`${locale}: a section hidden on mobile shows on desktop only, one hidden on desktop on phones only`, async ({
    page,
  }, testInfo) => {
    const desktop = testInfo.project.name === 'desktop';
    await page.goto(path);
    const phonesOnly = page.getByRole('heading', {name: PHONES_ONLY[locale]});
    const desktopsOnly = page.getByRole('heading', {name: DESKTOPS_ONLY[locale]});
    // The server's markup: right at first paint, before any code has run.
    await expect(desktop ? desktopsOnly : phonesOnly).toBeVisible();
    await expect(desktop ? phonesOnly : desktopsOnly).toBeHidden();
    await pageReady(page);
    // Live (the sections' code loaded as they came near): still the same.
    await (desktop ? desktopsOnly : phonesOnly).scrollIntoViewIfNeeded();
    await expect(page.locator('[data-part="sections"][data-live="true"]')).toBeAttached();
    await expect(desktop ? desktopsOnly : phonesOnly).toBeVisible();
    await expect(desktop ? phonesOnly : desktopsOnly).toBeHidden();
    // The rest of the page's sections show in both: the story with its products link, the priced carousel.
    await expect(page.getByRole('heading', {level: 1})).toHaveText(locale === 'nl' ? 'Over ons' : 'Über uns');
    await expect(
      page.locator('main section[data-section="ProductCarouselSectionRecord"] article').first(),
    ).toBeVisible();
  });
}

test('the phones-only block opens the cart overlay on the same page; the desktop block opens the club in a new tab', async ({
  page,
}, testInfo) => {
  await page.goto('/about-us');
  await pageReady(page);
  if (testInfo.project.name === 'desktop') {
    const club = page.getByRole('link', {name: 'Naar de club'});
    await expect(club).toHaveAttribute('target', '_blank');
    await expect(club).toHaveAttribute('rel', 'noopener noreferrer');
    return;
  }
  await page.getByRole('link', {name: 'Naar je winkelwagen'}).click();
  await expect(page).toHaveURL(/\/about-us\?cart=1$/);
  await expect(page.getByRole('heading', {name: 'Altijd bij de hand'})).toBeVisible();
});
