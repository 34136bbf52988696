// A Storefront (Shopify CDN) product image the way Hydrogen's <Image> renders a fluid one: the same URLs and
// attributes, so the server's HTML is unchanged. Written for the one case we have: Hydrogen's also handles
// fixed widths, custom loaders and unit parsing, none of which our images use, and was 1.8 KB gzip on every
// page with a product image.
import type {CSSProperties} from 'react';

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

/** The CDN's resized URL: Hydrogen's shopifyLoader (root-relative sources stay root-relative). */
export function storefrontImageUrl(src: string, width: number, height: number, crop = 'center'): string {
  const url = new URL(src, PARSE_BASE);
  url.searchParams.append('width', String(Math.round(width)));
  url.searchParams.append('height', String(Math.round(height)));
  url.searchParams.append('crop', crop);
  return url.href.replace(PARSE_BASE, '');
}

/** Height over width of "w/h". */
function heightRatio(aspectRatio: string): number {
  const [width, height] = aspectRatio.split('/');
  return Number(height) / Number(width);
}

/** Hydrogen's srcset: the candidates the source is large enough for (three of them are written 1x, 2x, 3x). */
export function storefrontSrcSet(data: StorefrontImageData, aspectRatio: string): string {
  const ratio = heightRatio(aspectRatio);
  const candidates = CANDIDATE_WIDTHS.map((width) => ({width, height: width * ratio})).filter(
    ({width, height}) => !(data.width && width > data.width) && !(data.height && height > data.height),
  );
  if (!candidates.length) return data.url;
  return candidates
    .map(({width, height}, index) => `${storefrontImageUrl(data.url, width, height)} ${candidates.length === 3 ? `${index + 1}x` : `${width}w`}`)
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
      srcSet={storefrontSrcSet(data, aspectRatio)}
      width={PLACEHOLDER_WIDTH}
      className={className}
      style={style}
    />
  );
}
