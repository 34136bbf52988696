// Spec §9 responsive images: the candidates a rendition offers the browser. The content API's own srcSet
// repeats the whole URL once per scale and was a third of the product page's loader data, so pages carry only
// the rendition (src, width, height) and the srcset is written from it, on the server and in the browser alike.
import {IMAGE_SCALES, MIN_IMAGE_WIDTH} from '~styles/tokens';

/** A DatoCMS responsive image as pages receive it: one rendition, its srcset left to `imageSrcSet`. */
export type ImageRendition = {
  src: string;
  width: number;
  height?: number | null;
  alt?: string | null;
  bgColor?: string | null;
  sizes?: string | null;
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

/** `src` at `scale`: the image CDN's `dpr` parameter (scale 1 is `src` itself, so the browser can reuse it). */
export function scaledSource(src: string, scale: number): string {
  if (scale === 1) return src;
  let url: URL;
  try {
    url = new URL(src, PARSE_BASE);
  } catch {
    return src;
  }
  url.searchParams.set('dpr', String(scale));
  const text = url.toString();
  return text.startsWith(PARSE_BASE) ? text.slice(PARSE_BASE.length) : text;
}

/** The `srcset` of a rendition, or undefined when it has no usable width. */
export function imageSrcSet({src, width}: Pick<ImageRendition, 'src' | 'width'>): string | undefined {
  const scales = renditionScales(width);
  if (!src || !scales.length) return undefined;
  return scales.map((scale) => `${scaledSource(src, scale)} ${Math.floor(width * scale)}w`).join(',');
}
