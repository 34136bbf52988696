// A Storefront (Shopify CDN) product image the way Hydrogen's <Image> renders a fluid one: the same URLs and
// attributes, so the server's HTML is unchanged. Written for the one case we have: Hydrogen's also handles
// fixed widths, custom loaders and unit parsing, none of which our images use, and was 1.8 KB gzip on every
// page with a product image.
import type {CSSProperties} from 'react';
import {narrowestSlot, usableWidths} from '~/content/image-sizes';

export type StorefrontImageData = {url: string; altText?: string | null; width?: number | null; height?: number | null};

type Props = {
  data: StorefrontImageData;
  /** width/height, e.g. "1/1": crops every candidate to it (centred), as Hydrogen's `aspectRatio` does. */
  aspectRatio: string;
  sizes?: string;
  loading?: 'eager' | 'lazy';
  className?: string;
};

// Hydrogen's defaults: candidates 200, 400, ... 3000 px wide and a 100 px `src` for browsers without srcset.
const CANDIDATE_WIDTHS = Array.from({length: 15}, (_, index) => 200 + index * 200);
const PLACEHOLDER_WIDTH = 100;
const PARSE_BASE = 'https://placeholder.shopify.com';

// Stand for the size in a source parsed once per image (as in content/image-srcset.ts): a URL parse per
// candidate was most of what Hydrogen's Image cost a render. Letters and underscores: serialized as they are.
const WIDTH_SLOT = '__W__';
const HEIGHT_SLOT = '__H__';

/** `src` resized by the CDN at any size: Hydrogen's shopifyLoader (root-relative sources stay root-relative). */
function resizedSources(src: string, crop = 'center'): (width: number, height: number) => string {
  const url = new URL(src, PARSE_BASE);
  url.searchParams.append('width', WIDTH_SLOT);
  url.searchParams.append('height', HEIGHT_SLOT);
  url.searchParams.append('crop', crop);
  const template = url.href.replace(PARSE_BASE, '');
  const at = template.lastIndexOf(`width=${WIDTH_SLOT}&height=${HEIGHT_SLOT}`);
  const [before, after] = [template.slice(0, at), template.slice(at + `width=${WIDTH_SLOT}&height=${HEIGHT_SLOT}`.length)];
  return (width, height) => `${before}width=${Math.round(width)}&height=${Math.round(height)}${after}`;
}

/** The CDN's resized URL of `src` at one size. */
export function storefrontImageUrl(src: string, width: number, height: number, crop = 'center'): string {
  return resizedSources(src, crop)(width, height);
}

/** Height over width of "w/h". */
function heightRatio(aspectRatio: string): number {
  const [width, height] = aspectRatio.split('/');
  return Number(height) / Number(width);
}

/**
 * Hydrogen's srcset: the candidates the source is large enough for (three of them are written 1x, 2x, 3x), less
 * those narrower than the narrowest slot `sizes` allows, which no browser picks (see content/image-sizes).
 */
export function storefrontSrcSet(data: StorefrontImageData, aspectRatio: string, sizes?: string): string {
  const ratio = heightRatio(aspectRatio);
  const candidates = CANDIDATE_WIDTHS.map((width) => ({width, height: width * ratio})).filter(
    ({width, height}) => !(data.width && width > data.width) && !(data.height && height > data.height),
  );
  if (!candidates.length) return data.url;
  const at = resizedSources(data.url);
  if (candidates.length === 3) return candidates.map(({width, height}, index) => `${at(width, height)} ${index + 1}x`).join(', ');
  const kept = new Set(usableWidths(candidates.map(({width}) => width), narrowestSlot(sizes)));
  return candidates
    .filter(({width}) => kept.has(width))
    .map(({width, height}) => `${at(width, height)} ${width}w`)
    .join(', ');
}

export function StorefrontImage({data, aspectRatio, sizes, loading = 'lazy', className}: Props) {
  const placeholderHeight = PLACEHOLDER_WIDTH * heightRatio(aspectRatio);
  const style: CSSProperties = {width: '100%', aspectRatio};
  return (
    <img
      alt={data.altText || ''}
      decoding="async"
      height={placeholderHeight}
      loading={loading}
      sizes={sizes}
      src={storefrontImageUrl(data.url, PLACEHOLDER_WIDTH, placeholderHeight)}
      srcSet={storefrontSrcSet(data, aspectRatio, sizes)}
      width={PLACEHOLDER_WIDTH}
      className={className}
      style={style}
    />
  );
}
