// Query parameters of the two CDNs the storefront's images come from, reduced to one render spec:
// Shopify's CDN (width, height, crop, format) and imgix as DatoCMS uses it (w, h, fit, crop, fm, auto, dpr, q).
export type OutputFormat = 'webp' | 'jpeg' | 'png';
export type Fit = 'cover' | 'inside' | 'contain' | 'fill';
export type Position = 'centre' | 'top' | 'bottom' | 'left' | 'right' | 'left top' | 'right top' | 'left bottom' | 'right bottom';

export type RenderSpec = {
  width: number;
  height: number;
  fit: Fit;
  position: Position;
  /** Never upscale past the natural size (imgix fit=max). */
  withoutEnlargement: boolean;
  format: OutputFormat;
  quality: number;
  background: string;
};

const MAX_SIZE = 4000;
const MAX_DPR = 5;

function positiveInt(value: string | null): number | undefined {
  if (value == null || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

function formatFrom(value: string | null | undefined): OutputFormat | undefined {
  switch (value?.toLowerCase()) {
    case 'webp':
    case 'avif': // no AVIF encoder wanted here: webp is the modern format every browser in the tests reads
      return 'webp';
    case 'jpg':
    case 'jpeg':
    case 'pjpg':
    case 'pjpeg':
      return 'jpeg';
    case 'png':
      return 'png';
    default:
      return undefined;
  }
}

/** imgix crop=top,left / Shopify crop=center|top|bottom|left|right → a sharp position. */
function positionFrom(crop: string | null): Position {
  const parts = new Set((crop ?? '').toLowerCase().split(','));
  const vertical = parts.has('top') ? 'top' : parts.has('bottom') ? 'bottom' : undefined;
  const horizontal = parts.has('left') ? 'left' : parts.has('right') ? 'right' : undefined;
  if (vertical && horizontal) return `${horizontal} ${vertical}` as Position;
  return vertical ?? horizontal ?? 'centre';
}

export function renderSpec(
  params: URLSearchParams,
  natural: {width: number; height: number},
  extension: string,
  accept: string,
): RenderSpec {
  const dpr = Math.min(positiveInt(params.get('dpr')) ?? 1, MAX_DPR);
  const askedWidth = positiveInt(params.get('width')) ?? positiveInt(params.get('w'));
  const askedHeight = positiveInt(params.get('height')) ?? positiveInt(params.get('h'));
  const ratio = natural.width / natural.height;

  let width = askedWidth ?? (askedHeight ? askedHeight * ratio : natural.width);
  let height = askedHeight ?? (askedWidth ? askedWidth / ratio : natural.height);
  width = Math.max(1, Math.min(MAX_SIZE, Math.round(width * dpr)));
  height = Math.max(1, Math.min(MAX_SIZE, Math.round(height * dpr)));

  // imgix's default is fit=clip (fit inside the box); Shopify crops when asked to (crop=…), else fits inside too.
  const imgixFit = params.get('fit')?.toLowerCase();
  const shopifyCrop = params.has('crop') && !imgixFit && (params.has('width') || params.has('height'));
  let fit: Fit = 'inside';
  if (imgixFit === 'crop' || imgixFit === 'facearea' || shopifyCrop) fit = 'cover';
  else if (imgixFit === 'fill' || imgixFit === 'fillmax') fit = 'contain';
  else if (imgixFit === 'scale') fit = 'fill';

  const wantsWebp = (params.get('auto') ?? '').split(',').includes('format') && /image\/(webp|avif)/.test(accept);
  const format =
    formatFrom(params.get('fm')) ??
    formatFrom(params.get('format')) ??
    (wantsWebp ? 'webp' : undefined) ??
    formatFrom(extension) ??
    'png';

  const quality = Math.min(100, Math.max(1, positiveInt(params.get('q')) ?? 75));
  const fillColor = params.get('fill-color') ?? params.get('bg');
  const background = fillColor ? `#${fillColor.replace(/^#/, '')}` : '#ffffff';
  return {
    width,
    height,
    fit,
    position: positionFrom(params.get('crop')),
    withoutEnlargement: imgixFit === 'max',
    format,
    quality,
    background,
  };
}

/** Canonical form of a spec, for the cache key. */
export function specKey(spec: RenderSpec): string {
  return [spec.width, spec.height, spec.fit, spec.position, spec.withoutEnlargement, spec.format, spec.quality, spec.background].join('|');
}
