// The header fits every market's words (issue 8 item 9: the search field was squeezed to a few pixels at
// 1280 px in Dutch). In all seven markets, at phone, tablet and desktop widths, the header's controls are
// measured: nothing overflows the viewport, no two controls overlap, no menu item is clipped or broken over two
// lines, and the search field is wide enough to type in. The widths are set here, so it runs in one project.
import {expect, test} from '@playwright/test';
import {pageReady} from '../support/page-ready';

const MARKET_HOMES = ['/', '/de', '/en', '/it', '/fr', '/nl-be', '/fr-be'];
const WIDTHS = [375, 768, 1024, 1260, 1280, 1440];
const MIN_SEARCH_WIDTH = 160;

type Box = {name: string; left: number; right: number; top: number; bottom: number; lines: number; clippedBy: string | null};

/** The header's visible controls with their boxes, the search field's width and the page's scroll width. */
function measureHeader() {
  const header = document.querySelector('header')!;
  const visible = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const controls = [...header.querySelectorAll('a, button, input')].filter(visible);
  const boxes: Box[] = controls.map((element) => {
    const rect = element.getBoundingClientRect();
    // An ancestor that hides overflow and does not hold the whole control clips it.
    let clippedBy: string | null = null;
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflow === 'visible') continue;
      const outer = parent.getBoundingClientRect();
      if (rect.left < outer.left - 0.5 || rect.right > outer.right + 0.5 || rect.top < outer.top - 0.5 || rect.bottom > outer.bottom + 0.5) {
        clippedBy = parent.tagName;
      }
    }
    const name = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('placeholder') || element.tagName).trim();
    return {name, left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom, lines: element.getClientRects().length, clippedBy};
  });
  const search = header.querySelector('input[type="search"]');
  return {
    boxes,
    searchWidth: search && visible(search) ? search.getBoundingClientRect().width : 0,
    scrollWidth: document.documentElement.scrollWidth,
  };
}

const overlap = (a: Box, b: Box) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

for (const home of MARKET_HOMES) {
  test(`${home}: the header fits at ${WIDTHS.join(', ')} px`, async ({page}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'sets its own viewport widths: runs once, in the desktop project');
    await page.goto(home);
    await pageReady(page);
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({width, height: 800});
      await page.waitForFunction((expected) => window.innerWidth === expected, width);
      const {boxes, searchWidth, scrollWidth} = await page.evaluate(measureHeader);
      const at = `${home} at ${width}px`;
      if (scrollWidth > width) problems.push(`${at}: the page scrolls sideways (${scrollWidth}px)`);
      if (searchWidth < MIN_SEARCH_WIDTH) problems.push(`${at}: the search field is ${Math.round(searchWidth)}px wide`);
      expect(boxes.length, `${at}: header controls found`).toBeGreaterThan(3);
      for (const box of boxes) {
        if (box.left < -0.5 || box.right > width + 0.5) problems.push(`${at}: "${box.name}" sticks out (${Math.round(box.left)}–${Math.round(box.right)})`);
        if (box.right - box.left < 24) problems.push(`${at}: "${box.name}" is ${Math.round(box.right - box.left)}px wide`);
        if (box.lines > 1) problems.push(`${at}: "${box.name}" breaks over ${box.lines} lines`);
        if (box.clippedBy) problems.push(`${at}: "${box.name}" is clipped by a ${box.clippedBy}`);
      }
      boxes.forEach((a, index) => {
        for (const b of boxes.slice(index + 1)) if (overlap(a, b)) problems.push(`${at}: "${a.name}" overlaps "${b.name}"`);
      });
    }
    expect(problems).toEqual([]);
  });
}
