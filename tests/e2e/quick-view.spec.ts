// The quick view on product carousels is there to be tapped (issue 15): every button is fully visible, at
// least 24 × 24 px (WCAG 2.5.8), the topmost element at its centre, and it opens the product's dialog.
import {expect, test} from '@playwright/test';
import {pageReady} from '../support/page-ready';
import {waitForLiveProductMore} from '../support/product-more';

for (const path of ['/producten/protein/whey-protein', '/de/produkte/protein/whey-protein']) {
  test(`${path}: each quick view can be seen and tapped`, async ({page}) => {
    await page.goto(path);
    await pageReady(page);
    const buttons = page.locator('[data-testid="quick-view"]');
    const count = await buttons.count();
    expect(count).toBeGreaterThan(0);
    // The carousels' code loads when they come near (ui/LoadWhenNear): the server's markup is then replaced by the
    // same markup, live. Measured once that has happened, so no button is measured while it is being replaced.
    await buttons.first().scrollIntoViewIfNeeded();
    await waitForLiveProductMore(page);
    // Live, the part asks for recommendations, whose carousel (above the quick views) appears when they arrive.
    await expect(page.getByRole('region', {name: /Misschien ook lekker|Das könnte dir auch schmecken/})).toHaveCount(1);
    for (let index = 0; index < count; index++) {
      const button = buttons.nth(index);
      await button.scrollIntoViewIfNeeded();
      const box = await button.boundingBox();
      expect(box, `quick view ${index}`).not.toBeNull();
      expect(box!.width, `quick view ${index} width`).toBeGreaterThanOrEqual(24);
      expect(box!.height, `quick view ${index} height`).toBeGreaterThanOrEqual(24);
      // Nothing covers it and its image box does not clip it: the centre and both rounded ends hit the button.
      const hits = await button.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const middle = rect.top + rect.height / 2;
        const points = [
          [rect.left + rect.width / 2, middle],
          [rect.left + rect.height / 2, middle],
          [rect.right - rect.height / 2, middle],
        ];
        return points.map(([x, y]) => {
          const hit = document.elementFromPoint(x!, y!);
          return Boolean(hit && (hit === element || element.contains(hit)));
        });
      });
      expect(hits, `quick view ${index} is the element under the finger`).toEqual([true, true, true]);
    }
    // Tapping one opens its dialog; Escape gives focus back to it.
    const first = buttons.first();
    await first.scrollIntoViewIfNeeded();
    await first.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(first).toBeFocused();
  });
}
