// Below the first screen, sections and the footer are laid out and painted only when they come near the
// viewport (issue 9: the product page's first layout, styles/app.css `content-visibility`). What a shopper sees
// must not change: the first screen is drawn at once, a link to a section far down lands on it and stays there
// when the lower part goes live around it, scrolling down draws every section with its content, and the footer
// is reached.
import {expect, test, type Page} from '@playwright/test';
import {HYDRATING_EVENT} from '~/http/after-paint-scripts';

const PRODUCT = {nl: '/producten/protein/whey-protein', de: '/de/produkte/protein/whey-protein'} as const;

/** The computed `content-visibility` of the page's sections (in order) and of its footer. */
function visibilities(page: Page) {
  return page.evaluate(() => ({
    sections: [...document.querySelectorAll('main section.section-frame')].map((section) => ({
      id: section.id,
      first: section === section.parentElement?.firstElementChild,
      value: getComputedStyle(section).contentVisibility,
    })),
    // The site's footer (review cards have footers of their own, inside main).
    footer: getComputedStyle(document.querySelector('footer:not(main footer)')!).contentVisibility,
  }));
}

for (const [locale, path] of Object.entries(PRODUCT)) {
  test(`${locale}: the product page draws its first screen at once and the sections below when near`, async ({page}) => {
    await page.goto(path);
    const {sections, footer} = await visibilities(page);
    expect(sections.length, 'the every-section product has many sections').toBeGreaterThan(10);
    for (const section of sections) expect(section.value, section.id).toBe(section.first ? 'visible' : 'auto');
    expect(footer).toBe('auto');
    // The first screen is not held back: title, price and the add-to-cart button are drawn.
    await expect(page.getByRole('heading', {level: 1})).toBeInViewport();
    await expect(page.locator('form button[type="submit"]').first()).toBeVisible();
  });

  const WAYS = ['a link on the page', 'a link on the page while it hydrates', 'a page opened at it'] as const;
  for (const way of WAYS) {
    test(`${locale}: ${way}: a section of the lower part is landed on and kept in place when the part goes live`, async ({page}) => {
      // React drops a still-hydrating page's server markup when an update outside a transition reaches it
      // (error #421, reported as a page error): the page is then rendered anew, without the lower part's markup.
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.addInitScript((event) => {
        document.addEventListener(event, () => Object.assign(window, {testHydrating: true}));
      }, HYDRATING_EVENT);
      await page.goto(path);
      const last = (await visibilities(page)).sections.at(-1)!;
      // A link on the page is a same-page navigation (a popstate once Remix listens). Followed as soon as the
      // page is there, it usually comes before the page's scripts start (after the first paint,
      // app/http/after-paint-scripts.ts); followed right when hydration begins, Remix handles it while React is
      // still hydrating. A page opened at the section loads anew.
      if (way === 'a link on the page while it hydrates') {
        await page.waitForFunction(() => 'testHydrating' in window, null, {polling: 'raf'});
      }
      if (way === 'a page opened at it') await page.goto('about:blank');
      await page.goto(`${path}#${last.id}`);
      const section = page.locator(`[id="${last.id}"]`);
      await expect(section).toBeInViewport();
      // The screen is inside the lower part: it goes live at once, its live markup replacing the server's, and
      // grows (reviews arrive, a carousel the server leaves out) above the section.
      const lower = page.locator('[data-part="product-more"]');
      await expect(lower).toHaveAttribute('data-live', 'true');
      await expect(lower.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await expect(section).toBeInViewport();
      // At the top of the screen where the link left it, not pushed down the page: against where scrolling to it
      // again puts it (its scroll margin clear of the sticky header). The phone's browser may leave a linked
      // section at the very top before the part goes live (README); that place is kept too.
      const {top, linked} = await page.evaluate((id) => {
        const element = document.getElementById(id)!;
        const now = element.getBoundingClientRect().top;
        element.scrollIntoView();
        return {top: now, linked: element.getBoundingClientRect().top};
      }, last.id);
      expect(top, `at ${top}, a link puts it at ${linked}`).toBeGreaterThanOrEqual(-1);
      expect(top, `at ${top}, a link puts it at ${linked}`).toBeLessThanOrEqual(linked + 40);
      expect(pageErrors, 'no server markup dropped (#421) nor any other page error').toEqual([]);
    });
  }

  test(`${locale}: scrolling down shows every section with its content and reaches the footer`, async ({page}) => {
    await page.goto(path);
    // The lower part goes live (its code and data loaded) when scrolled near, and replaces the server's markup.
    const lower = page.locator('[data-part="product-more"]');
    await lower.scrollIntoViewIfNeeded();
    await expect(lower).toHaveAttribute('data-live', 'true');
    // Section by section, as a thumb would: each is drawn with its content when it comes into view.
    for (const {id} of (await visibilities(page)).sections) {
      const section = page.locator(`[id="${id}"]`);
      if (!(await section.isVisible())) continue; // hidden at this width by the editors (mobile or desktop only)
      await section.scrollIntoViewIfNeeded();
      await expect(section).toBeInViewport();
      expect((await section.boundingBox())!.height, id).toBeGreaterThan(0);
    }
    // The footer's first link, not the footer: on a phone its 44 px rows make it taller than the screen, and
    // scrolling a box taller than the screen into view shows its middle.
    const firstLink = page.getByRole('contentinfo').getByRole('link').first();
    await firstLink.scrollIntoViewIfNeeded();
    await expect(firstLink).toBeInViewport();
  });
}
