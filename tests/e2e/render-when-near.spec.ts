// Below the first screen, sections and the footer are laid out and painted only when they come near the
// viewport (issue 9: the product page's first layout, styles/app.css `content-visibility`). What a shopper sees
// must not change: the first screen is drawn at once, a link to a section far down lands on it and stays there
// when the lower part goes live around it, scrolling down draws every section with its content, and the footer
// is reached.
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

  test(`${locale}: a link to a section of the lower part lands on it and keeps it in place when the part goes live`, async ({page}) => {
    await page.goto(path);
    const last = (await visibilities(page)).sections.at(-1)!;
    await page.goto(`${path}#${last.id}`);
    const section = page.locator(`[id="${last.id}"]`);
    await expect(section).toBeInViewport();
    // The screen is inside the lower part: it goes live at once, its live markup replacing the server's.
    await expect(page.locator('[data-part="product-more"]')).toHaveAttribute('data-live', 'true');
    // Settled: two frames after the swap (the sections drawn, their real heights in place).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(section).toBeInViewport();
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
