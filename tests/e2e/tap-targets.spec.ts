// Tap targets on a phone (README "Accessibility"): every link and button of the footer — its columns and the
// market switcher, the same on every page — is at least 44 × 44 CSS px to tap (WCAG 2.5.5, Apple's and Google's
// guidance), in every market, whatever the length of its words. A desktop (pointer) keeps the compact footer.
import {expect, test} from '@playwright/test';
import {MARKETS} from '../../app/markets/markets';
import {marketPath} from '../support/page-types';

const MIN_TARGET = 44;

test('phone: the footer’s links and the market switcher are at least 44 px tall in every market; a desktop keeps them compact', async ({page}, testInfo) => {
  if (testInfo.project.name !== 'mobile') {
    // From 768 px the footer's link rows keep the text's own height: the tall rows are for a finger only.
    await page.goto(marketPath(MARKETS[0]!, '/'), {waitUntil: 'domcontentloaded'});
    const heights = await page.locator('footer li a[href]').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(10);
    expect(Math.max(...heights)).toBeLessThan(MIN_TARGET);
    return;
  }
  const small: string[] = [];
  for (const market of MARKETS) {
    await page.goto(marketPath(market, '/'), {waitUntil: 'domcontentloaded'});
    const targets = page.locator('footer a[href], footer button');
    expect(await targets.count(), `${market.locale}: the footer has links`).toBeGreaterThan(10);
    const boxes = await targets.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return {text: (element.textContent ?? '').trim(), width: Math.round(box.width), height: Math.round(box.height)};
      }),
    );
    for (const {text, width, height} of boxes) {
      if (height < MIN_TARGET || width < MIN_TARGET) small.push(`${market.locale}: "${text}" ${width}×${height}`);
    }
  }
  expect(small).toEqual([]);
});
