// Spec §9 responsive images: the candidates a rendition offers the browser. The content API's own srcSet
// repeats the whole URL once per scale and was a third of the product page's loader data, so pages carry only
// the rendition (src, width, height) and the srcset is written from it, on the server and in the browser alike.
import {IMAGE_SCALES, MIN_IMAGE_WIDTH} from '~styles/tokens';
import {narrowestSlot, SMALLEST_VIEWPORT, usableWidths} from './image-sizes';

/**
 * A DatoCMS responsive image as pages receive it: one rendition, its srcset left to `imageSrcSet`. Its `sizes`
 * is the component's that lays it out (the slot is the layout's, not the content's).
 */
export type ImageRendition = {
  src: string;
  width: number;
  height?: number | null;
  alt?: string | null;
  bgColor?: string | null;
};

/**
 * Renditions are asked for at the widest the layout shows them at 1x (`w` in the content queries), so no screen
 * needs more than twice that: larger scales would only add candidates no layout can use.
 */
export const MAX_RENDITION_SCALE = 2;

/** The spec's scales a rendition of `width` px offers: none under 50 px wide, none over twice the rendition. */
export function renditionScales(width: number): number[] {
  if (!Number.isFinite(width) || width <= 0) return [];
  return IMAGE_SCALES.filter((scale) => Math.floor(width * scale) >= MIN_IMAGE_WIDTH && scale <= MAX_RENDITION_SCALE);
}

// Root-relative sources (a test fixture, a proxied path) stay root-relative: the base is only there to parse them.
const PARSE_BASE = 'https://base.invalid';

// Stands in for the scale in a source parsed once per image: a product page writes some 250 candidates, and a
// URL parse for each was a twentieth of its render time. Letters and underscores only, so it serializes as is.
const SCALE_SLOT = '__DPR__';

/**
 * `src` at any scale: the image CDN's `dpr` parameter (scale 1 is `src` itself, so the browser can reuse it).
 * An unparsable `src` is returned as it is at every scale.
 */
function scaledSources(src: string): (scale: number) => string {
  let url: URL;
  try {
    url = new URL(src, PARSE_BASE);
  } catch {
    return () => src;
  }
  url.searchParams.set('dpr', SCALE_SLOT);
  const text = url.toString();
  const template = text.startsWith(PARSE_BASE) ? text.slice(PARSE_BASE.length) : text;
  // The parameter as set, from the end: a path that happens to hold the slot's letters is left alone.
  const at = template.lastIndexOf(`dpr=${SCALE_SLOT}`) + 'dpr='.length;
  const [before, after] = [template.slice(0, at), template.slice(at + SCALE_SLOT.length)];
  return (scale) => (scale === 1 ? src : `${before}${scale}${after}`);
}

/** `src` at `scale` (see `scaledSources`). */
export function scaledSource(src: string, scale: number): string {
  return scaledSources(src)(scale);
}

// A server renders the same renditions view after view (a collection page writes some forty srcsets, each a URL
// parse and a slot computation): the srcset of a rendition at a slot is kept, keyed by everything it is written
// from. At most SRCSET_MEMO_MAX of them, then the memo starts anew. Only on the server (the browser writes each
// a few times; the check keeps the memo out of its build).
const SRCSET_MEMO_MAX = 2000;
const srcSetMemo = import.meta.env.SSR ? new Map<string, string | undefined>() : undefined;

/**
 * The `srcset` of a rendition shown at `sizes` (on viewports from `fromViewport` up), or undefined when it has
 * no usable width. Candidates narrower than the narrowest slot `sizes` allows are left out (see image-sizes).
 */
export function imageSrcSet(
  {src, width}: Pick<ImageRendition, 'src' | 'width'>,
  sizes?: string | null,
  fromViewport = SMALLEST_VIEWPORT,
): string | undefined {
  if (!srcSetMemo) return writeSrcSet(src, width, sizes, fromViewport);
  // The source last and the sizes with their length: no two different inputs make one key.
  const key = `${fromViewport} ${width} ${sizes == null ? -1 : sizes.length} ${sizes ?? ''}${src}`;
  if (srcSetMemo.has(key)) return srcSetMemo.get(key);
  const srcSet = writeSrcSet(src, width, sizes, fromViewport);
  if (srcSetMemo.size >= SRCSET_MEMO_MAX) srcSetMemo.clear();
  srcSetMemo.set(key, srcSet);
  return srcSet;
}

function writeSrcSet(src: string, width: number, sizes: string | null | undefined, fromViewport: number): string | undefined {
  const all = renditionScales(width).map((scale) => ({scale, width: Math.floor(width * scale)}));
  if (!src || !all.length) return undefined;
  const kept = new Set(usableWidths(all.map((candidate) => candidate.width), narrowestSlot(sizes, fromViewport)));
  const at = scaledSources(src);
  return all
    .filter((candidate) => kept.has(candidate.width))
    .map((candidate) => `${at(candidate.scale)} ${candidate.width}w`)
    .join(',');
}
