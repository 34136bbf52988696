// Nothing is wider than the screen (issue 15): on every page type, in markets with short and long words, the
// document never scrolls sideways. Wide content (tables, carousels, long words) wraps or scrolls inside its own
// container. Overlays stay closed: the page itself is measured. Runs in every Playwright project, so the phone
// project proves the phone width and a desktop project the desktop width.
import {expect, test, type Page} from '@playwright/test';
import {MARKETS} from '../../app/markets/markets';
import {PAGE_TYPES, pathIn} from '../support/page-types';
import {BREAKPOINTS} from '../../styles/tokens';

/** Dutch (unprefixed), German (long words) and Belgian French (a market subpath). */
const MARKET_IDS = ['nl_nl', 'de_de', 'fr_be'] as const;

/**
 * What sticks out past the right edge and is not inside a box that clips or scrolls: elements wider than the
 * viewport, and elements whose own content (a word that does not wrap) runs past it.
 */
async function overflowing(page: Page): Promise<{scrollWidth: number; clientWidth: number; culprits: string[]}> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    const inClippingBox = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (inClippingBox(element)) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const right = Math.max(box.right, style.overflowX === 'visible' ? box.left + element.scrollWidth : 0);
      if (box.width > 0 && right > width + 1 && style.position !== 'fixed') {
        const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 4).join('.') : '';
        const text = (element.textContent ?? '').trim().slice(0, 40);
        culprits.push(`${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} reaches ${Math.round(right)}px: "${text}"`);
      }
    }
    // The innermost offenders say most: the last few in document order.
    return {scrollWidth: root.scrollWidth, clientWidth: width, culprits: culprits.slice(-4)};
  });
}

/** Phones are measured at 360 px, the narrowest common width (Android), below the project's own device. */
const PHONE_WIDTH = 360;

test.describe.configure({mode: 'parallel', timeout: 180_000});

for (const id of MARKET_IDS) {
  const market = MARKETS.find((candidate) => candidate.id === id)!;
  test(`${market.locale}: no page type scrolls sideways`, async ({page}) => {
    const viewport = page.viewportSize()!;
    if (viewport.width < BREAKPOINTS.desktop) await page.setViewportSize({width: PHONE_WIDTH, height: viewport.height});
    const found: string[] = [];
    for (const pageType of PAGE_TYPES) {
      const path = pathIn(market, pageType);
      await page.goto(path, {waitUntil: 'load'});
      // Overlays closed: a promo or prompt that opened by itself is dismissed, as a shopper would.
      await page.keyboard.press('Escape');
      // Lazy parts (images, carousels) come in while scrolling down; then measure from the top.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(150);
      await page.evaluate(() => window.scrollTo(0, 0));
      const {scrollWidth, clientWidth, culprits} = await overflowing(page);
      if (scrollWidth > clientWidth) {
        found.push(`${pageType.name} ${path}: ${scrollWidth}px wide at ${clientWidth}px\n    ${culprits.join('\n    ')}`);
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}
