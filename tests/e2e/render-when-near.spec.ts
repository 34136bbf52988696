// Below the first screen, sections and the footer are laid out and painted only when they come near the
// viewport (issue 9: the product page's first layout, styles/app.css `content-visibility`). What a shopper sees
// must not change: the first screen is drawn at once, scrolling down draws every section with its content, and
// the footer is reached. (A link into the lower part can land off its section when the part goes live while the
// screen is inside it: README "Issue 9, seventh session".)
import {expect, test, type Page} from '@playwright/test';

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
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('link').first()).toBeInViewport();
  });
}
