// What a shopper looks at stays where it is when a part of the page goes live around it (LoadWhenNear). The live
// markup replaces the server's: new elements, so the browser's own scroll anchoring loses its anchor at the
// swap, and sections with `content-visibility: auto` (styles/app.css) lose the heights they were drawn with
// (640px estimates again until drawn). Then the live part grows: reviews and carousels the server leaves out
// arrive. A link to a section far down (`#id`) landed hundreds of pixels off it, or out of view (README, issue 9).
// Loaded with the part's code (its own chunk), never with the page's first view.

/** A section of the part: its id and where it is, in viewport pixels. */
export type AnchorBox = {id: string; top: number; bottom: number};

/** The section the view is anchored to and where its top edge was on screen. */
export type ViewAnchor = {id: string; top: number};

/**
 * The section the shopper is looking at: the first that begins on screen (where a link to a section puts it, the
 * one being read), else the one that spans the top edge of the screen. None when no section is on screen (the
 * part below the screen: nothing above the view moves). Empty boxes (hidden at this width) are never picked.
 */
export function pickAnchor(boxes: readonly AnchorBox[], viewportHeight: number): ViewAnchor | null {
  const shown = boxes.filter((box) => box.id !== '' && box.bottom > box.top);
  const starting = shown.find((box) => box.top >= 0 && box.top < viewportHeight);
  const spanning = shown.find((box) => box.top < 0 && box.bottom > 0);
  const anchor = starting ?? spanning;
  return anchor ? {id: anchor.id, top: anchor.top} : null;
}

/** How far to scroll to bring the anchor back to where it was (whole pixels; under one is no move). */
export function scrollCorrection(anchor: ViewAnchor, currentTop: number): number {
  const delta = Math.round(currentTop - anchor.top);
  return Math.abs(delta) >= 1 ? delta : 0;
}

/** How long after going live the view is held while the part settles, unless the shopper scrolls first. */
export const HOLD_MS = 8000;

/**
 * What ends the hold at once: the shopper reaching for the page. Any scroll of theirs starts with one of these
 * (dragging the page's scrollbar is a pointerdown too); scroll events cannot tell theirs from ours.
 */
const SHOPPER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown', 'click'] as const;

/**
 * Follows the section the shopper looks at in the server's markup (`root`) until the swap: `restore` (called
 * in the commit that put the live markup in, before it is painted) scrolls that section back to where it was,
 * then keeps it there while the live part changes size above it (the browser's anchoring, which lost its anchor
 * at the swap, does not), until the shopper scrolls, types or clicks, or HOLD_MS have passed. A scroll by the
 * page itself moves what is held. `cancel` stops everything (the part never went live).
 */
export function holdView(root: Element): {restore(live: Element): void; cancel(): void} {
  let anchor = anchorIn(root);
  // The transition rendering the live part runs in slices: the shopper may scroll before it commits.
  const follow = () => (anchor = anchorIn(root));
  addEventListener('scroll', follow, {passive: true});
  let stop = () => removeEventListener('scroll', follow);
  return {
    restore(live) {
      stop();
      let held = anchor;
      if (!held) return;
      // Sizes change after layout, and the observer reports them before the frame is painted.
      const observer = new ResizeObserver(() => correct());
      const timer = setTimeout(() => release(), HOLD_MS);
      let ours = scrollY;
      const release = () => {
        observer.disconnect();
        clearTimeout(timer);
        removeEventListener('scroll', scrolled);
        for (const type of SHOPPER_INPUT) removeEventListener(type, release, true);
      };
      const correct = () => {
        const element = held && live.querySelector(`section[id="${CSS.escape(held.id)}"]`);
        if (!held || !element) return release();
        const delta = scrollCorrection(held, element.getBoundingClientRect().top);
        if (delta) scrollBy({top: delta, behavior: 'instant'});
        ours = scrollY;
      };
      // A scroll not ours (the page's script going to a #section, the browser's own anchoring) says where the
      // view is now: that is held from then on, rather than undone.
      const scrolled = () => {
        if (Math.abs(scrollY - ours) < 1) return;
        held = anchorIn(live);
        ours = scrollY;
      };
      addEventListener('scroll', scrolled, {passive: true});
      for (const type of SHOPPER_INPUT) addEventListener(type, release, {capture: true, passive: true});
      stop = release;
      correct();
      observer.observe(live);
    },
    cancel: () => stop(),
  };
}

function anchorIn(root: Element): ViewAnchor | null {
  const boxes = [...root.querySelectorAll('section[id]')].map((section) => {
    const {top, bottom} = section.getBoundingClientRect();
    return {id: section.id, top, bottom};
  });
  return pickAnchor(boxes, innerHeight);
}
