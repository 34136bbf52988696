// Nothing is wider than the screen (issue 15): on every page type, in markets with short and long words, the
// document never scrolls sideways. Wide content (tables, carousels, long words) wraps or scrolls inside its own
// container. Overlays stay closed: the page itself is measured. Runs in every Playwright project, so the phone
// project proves the phone width and a desktop project the desktop width.
import {expect, test, type Page} from '@playwright/test';
import {MARKETS, type MarketDefinition} from '../../app/markets/markets';
import {segmentWord, type SegmentKey} from '../../app/markets/segments';
import {BREAKPOINTS} from '../../styles/tokens';

/** Page types by canonical path (the first segment is translated per market), with the demo data's records. */
const PAGE_TYPES: Array<{name: string; path: string; segment?: SegmentKey}> = [
  {name: 'home', path: '/'},
  {name: 'products overview', path: '', segment: 'products'},
  {name: 'collection (all)', path: '/all', segment: 'products'},
  {name: 'collection (filtered, sorted)', path: '/protein?sort=price-desc&minPrice=10', segment: 'products'},
  {name: 'product (every section)', path: '/protein/whey-protein', segment: 'products'},
  {name: 'product (variant)', path: '/protein/whey-protein/vanilla-500g', segment: 'products'},
  {name: 'product (legacy layout)', path: '/protein/vegan-protein', segment: 'products'},
  {name: 'product (single variant)', path: '/all/shaker', segment: 'products'},
  {name: 'product (subscription required)', path: '/vitamins/vitamin-box-monthly', segment: 'products'},
  {name: 'product (bundle)', path: '/snacks/protein-bar', segment: 'products'},
  {name: 'search results', path: '/search?q=whey'},
  {name: 'search without results', path: '/search?q=zzzqqq'},
  {name: 'cart page', path: '', segment: 'cart'},
  {name: 'fit blog', path: '', segment: 'fitblog'},
  {name: 'article', path: '/nutrition/vitamin-d-in-winter', segment: 'fitblog'},
  {name: 'recipes', path: '', segment: 'recipes'},
  {name: 'recipe', path: '/breakfast/overnight-protein-oats', segment: 'recipes'},
  {name: 'contact', path: '', segment: 'contact'},
  {name: 'wholesale', path: '', segment: 'wholesale'},
  {name: 'customer service', path: '/contact', segment: 'customerService'},
  {name: 'reviews', path: '', segment: 'reviews'},
  {name: 'vitamin test', path: '', segment: 'vitaminTest'},
  {name: 'plant-based guide', path: '', segment: 'plantBasedGuide'},
  {name: 'nutrition advice', path: '', segment: 'nutritionAdviceSubmit'},
  {name: 'content page', path: '/about-us'},
  {name: '404', path: '/this-page-does-not-exist'},
];

/** Dutch (unprefixed), German (long words) and Belgian French (a market subpath). */
const MARKET_IDS = ['nl_nl', 'de_de', 'fr_be'] as const;

function pathIn(market: MarketDefinition, {path, segment}: (typeof PAGE_TYPES)[number]): string {
  const base = market.locale === 'nl' ? '' : `/${market.locale}`;
  const localized = segment ? `/${segmentWord(segment, market)}${path}` : path;
  return `${base}${localized}` || '/';
}

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
