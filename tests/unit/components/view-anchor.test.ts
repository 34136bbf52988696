import {describe, expect, test} from 'vitest';
import {pickAnchor, scrollCorrection, type AnchorBox} from '~/components/ui/view-anchor';

const VIEWPORT = 800;

/** Sections stacked from `start` (viewport pixels), with the given heights. */
function stack(start: number, heights: number[]): AnchorBox[] {
  let top = start;
  return heights.map((height, index) => {
    const box = {id: `s${index}`, top, bottom: top + height};
    top += height;
    return box;
  });
}

describe('the section a shopper looks at is the one held in place when a part goes live', () => {
  test('a section a link put on screen (beginning on screen) is picked over the one ending above it', () => {
    // The section above the linked one ends 96px down the screen, under the sticky header.
    expect(pickAnchor(stack(-456, [552, 300, 400]), VIEWPORT)).toEqual({id: 's1', top: 96});
  });

  test('with no section beginning on screen, the one spanning the top edge is picked', () => {
    expect(pickAnchor(stack(-300, [2000, 400]), VIEWPORT)).toEqual({id: 's0', top: -300});
  });

  test('a part wholly below or above the screen anchors nothing', () => {
    expect(pickAnchor(stack(VIEWPORT, [500, 500]), VIEWPORT)).toBeNull();
    expect(pickAnchor(stack(-1000, [500, 500]), VIEWPORT)).toBeNull();
    expect(pickAnchor([], VIEWPORT)).toBeNull();
  });

  test('sections hidden at this width (no height) and sections without an id are never picked', () => {
    const boxes: AnchorBox[] = [
      {id: 'hidden', top: 50, bottom: 50},
      {id: '', top: 60, bottom: 300},
      {id: 'shown', top: 300, bottom: 700},
    ];
    expect(pickAnchor(boxes, VIEWPORT)).toEqual({id: 'shown', top: 300});
  });

  test('for every scroll position over a page of sections, the pick is on screen and the first such section', () => {
    const heights = [640, 24, 0, 558, 1273, 100, 334, 663, 96];
    const total = heights.reduce((sum, height) => sum + height, 0);
    for (let scrolled = -VIEWPORT; scrolled <= total; scrolled += 7) {
      const boxes = stack(-scrolled, heights);
      const anchor = pickAnchor(boxes, VIEWPORT);
      const onScreen = boxes.filter((box) => box.bottom > box.top && box.bottom > 0 && box.top < VIEWPORT);
      if (onScreen.length === 0) {
        expect(anchor, `scrolled ${scrolled}`).toBeNull();
        continue;
      }
      expect(anchor, `scrolled ${scrolled}`).not.toBeNull();
      const picked = boxes.find((box) => box.id === anchor!.id)!;
      expect(onScreen, `scrolled ${scrolled}`).toContain(picked);
      expect(anchor!.top).toBe(picked.top);
      // A section beginning on screen wins; otherwise only one section can span the top edge.
      const starting = onScreen.filter((box) => box.top >= 0);
      expect(picked, `scrolled ${scrolled}`).toBe(starting[0] ?? onScreen[0]);
    }
  });
});

describe('the scroll that puts the held section back where it was', () => {
  test('is how far it moved, in whole pixels, either way', () => {
    for (const moved of [-1806, -392, -1, 1, 17, 392, 1872]) {
      expect(scrollCorrection({id: 's', top: 96}, 96 + moved)).toBe(moved);
    }
  });

  test('under a pixel is no scroll at all', () => {
    for (const moved of [0, 0.2, -0.4]) expect(scrollCorrection({id: 's', top: 96}, 96 + moved)).toBe(0);
  });
});
