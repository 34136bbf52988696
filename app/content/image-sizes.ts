// What an image's `sizes` says about the narrowest box the layout gives it: a srcset candidate narrower than
// that box at DPR 1 is never the one a browser picks, so the srcset builders leave such candidates out.

/** The narrowest viewport the storefront is laid out for (CSS px). */
export const SMALLEST_VIEWPORT = 320;

type SizeEntry = {minViewport: number; px: number; vw: number};

// One entry of a `sizes` list: an optional `(min-width: Npx)` and a length in px or vw, the only forms our
// layouts write. Anything else (max-width, calc, em) makes the whole list unreadable here.
const ENTRY = /^(?:\(min-width:\s*(\d+(?:\.\d+)?)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)$/;

function parseSizes(sizes: string): SizeEntry[] | null {
  const entries: SizeEntry[] = [];
  for (const part of sizes.split(',')) {
    const match = ENTRY.exec(part.trim());
    if (!match) return null;
    const length = Number(match[2]);
    entries.push({
      minViewport: match[1] === undefined ? 0 : Number(match[1]),
      px: match[3] === 'px' ? length : 0,
      vw: match[3] === 'vw' ? length : 0,
    });
  }
  return entries;
}

/**
 * The slot width (CSS px) `entries` give a viewport `viewport` px wide: the first entry whose condition holds,
 * or the full width when none does (as browsers do).
 */
function slotAt(entries: SizeEntry[], viewport: number): number {
  const entry = entries.find(({minViewport}) => viewport >= minViewport);
  return entry ? entry.px + (entry.vw * viewport) / 100 : viewport;
}

/**
 * The narrowest slot (CSS px) `sizes` gives any viewport from `fromViewport` up, or 0 when `sizes` is missing or
 * in a form not read here (then nothing is left out). Slots only grow with the viewport between breakpoints, so
 * the narrowest is at `fromViewport` or at one of the breakpoints above it.
 */
export function narrowestSlot(sizes: string | null | undefined, fromViewport = SMALLEST_VIEWPORT): number {
  const entries = sizes ? parseSizes(sizes) : null;
  if (!entries) return 0;
  const viewports = [fromViewport, ...entries.map(({minViewport}) => minViewport).filter((at) => at > fromViewport)];
  return Math.min(...viewports.map((viewport) => slotAt(entries, viewport)));
}

/**
 * `widths` (ascending) without those a browser never picks for a slot at least `slot` px wide: those narrower
 * than it, except the widest when none is as wide (the browser would take that one).
 */
export function usableWidths(widths: number[], slot: number): number[] {
  const firstWideEnough = widths.findIndex((width) => width >= slot);
  if (firstWideEnough === -1) return widths.slice(-1);
  return widths.slice(firstWideEnough);
}
