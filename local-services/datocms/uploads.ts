// FileField: asset URLs on the local image service (imgix-style query parameters) and responsiveImage, computed
// the way DatoCMS does so srcsets, crops and webp behave as in production.
import {itemId, type SiteLocale, type Upload} from './records';
import type {FileNode} from './scope';
import {localize} from './store';
import type {VideoNode} from './upload-video';

export type ImgixParams = {
  w?: number | null;
  h?: number | null;
  fit?: string | null;
  crop?: string[] | null;
  auto?: string[] | null;
  fm?: string | null;
  dpr?: number | null;
  q?: number | null;
  ar?: string | null;
};

/** Spec §9: responsive image scales; widths under 50 px and over the original are skipped. */
export const SRCSET_SCALES = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4];
const MIN_SRCSET_WIDTH = 50;
const PARAM_ORDER = ['w', 'h', 'fit', 'crop', 'ar', 'auto', 'fm', 'q', 'dpr'] as const;

export function assetUrl(upload: Upload, origin: string, params: ImgixParams = {}): string {
  const query = new URLSearchParams();
  for (const key of PARAM_ORDER) {
    const value = params[key];
    if (value === undefined || value === null) continue;
    query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = query.toString();
  return `${origin}${upload.path}${search ? `?${search.replace(/%2C/g, ',').replace(/%3A/g, ':')}` : ''}`;
}

const EXTENSION_TYPES: Record<string, {format: string; mimeType: string}> = {
  png: {format: 'png', mimeType: 'image/png'},
  jpg: {format: 'jpg', mimeType: 'image/jpeg'},
  jpeg: {format: 'jpg', mimeType: 'image/jpeg'},
  webp: {format: 'webp', mimeType: 'image/webp'},
  svg: {format: 'svg', mimeType: 'image/svg+xml'},
  mp4: {format: 'mp4', mimeType: 'video/mp4'},
  vtt: {format: 'vtt', mimeType: 'text/vtt'},
};

function fileTypeOf(upload: Upload) {
  const extension = upload.path.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? {format: extension, mimeType: 'application/octet-stream'};
}

const filenameOf = (upload: Upload) => upload.path.split('/').pop() ?? upload.path;

type ResponsiveImageArgs = {imgixParams?: ImgixParams | null; sizes?: string | null; locale?: SiteLocale | null};

export const FILE_FIELD_RESOLVERS: Record<string, (node: FileNode, args: Record<string, unknown>) => unknown> = {
  id: ({upload}) => itemId(`upload:${upload.path}`),
  url: ({upload, scope}, args) => assetUrl(upload, scope.request.origin, (args.imgixParams as ImgixParams) ?? {}),
  alt: ({upload, scope}) => localize(upload.alt, scope) ?? null,
  title: ({upload, scope}) => localize(upload.title, scope) ?? null,
  // Files without dimensions (captions, documents) are stored as 0 × 0 and answered null, as DatoCMS does.
  width: ({upload}) => upload.width || null,
  height: ({upload}) => upload.height || null,
  // A plausible byte size; nothing reads it but it is non-null in the CDA.
  size: ({upload}) => Math.round(upload.width * upload.height * 0.15),
  mimeType: ({upload}) => fileTypeOf(upload).mimeType,
  format: ({upload}) => fileTypeOf(upload).format,
  filename: ({upload}) => filenameOf(upload),
  basename: ({upload}) => filenameOf(upload).replace(/\.[^.]+$/, ''),
  blurhash: () => null,
  focalPoint: ({upload}) => upload.focalPoint ?? null,
  customData: () => ({}),
  video: ({upload, scope}): VideoNode | null => (upload.video ? {video: upload.video, scope} : null),
  // As in DatoCMS, only images have a responsive image.
  responsiveImage: (node, args) => (node.upload.video ? null : responsiveImage(node, args as ResponsiveImageArgs)),
};

function responsiveImage({upload, scope}: FileNode, {imgixParams, sizes, locale}: ResponsiveImageArgs) {
  const params = imgixParams ?? {};
  const {width, height} = outputSize(upload, params);
  const origin = scope.request.origin;
  const choice = locale ? {...scope, locale} : scope;
  const srcSetWith = (extra: ImgixParams) =>
    srcSetScales(width, upload.width)
      .map((scale) => `${assetUrl(upload, origin, {...params, ...extra, dpr: scale})} ${Math.round(width * scale)}w`)
      .join(',');
  return {
    src: assetUrl(upload, origin, params),
    srcSet: srcSetWith({}),
    webpSrcSet: srcSetWith({fm: 'webp'}),
    sizes: sizes ?? `(max-width: ${width}px) 100vw, ${width}px`,
    width,
    height,
    aspectRatio: width / height,
    alt: localize(upload.alt, choice) ?? null,
    title: localize(upload.title, choice) ?? null,
    base64: placeholder(width, height, upload.bgColor),
    bgColor: upload.bgColor ?? null,
  };
}

function srcSetScales(width: number, originalWidth: number): number[] {
  const scales = SRCSET_SCALES.filter((scale) => {
    const scaled = Math.round(width * scale);
    return scaled >= MIN_SRCSET_WIDTH && scaled <= originalWidth;
  });
  return scales.length ? scales : [1];
}

/** The rendered size for imgix params: crop-like fits fill the box; the others fit inside it keeping the ratio. */
export function outputSize(upload: Upload, params: ImgixParams): {width: number; height: number} {
  const original = upload.width / upload.height;
  const ratio = parseAspectRatio(params.ar);
  let w = params.w ?? undefined;
  let h = params.h ?? undefined;
  const fit = params.fit ?? 'clip';
  if (ratio && (fit === 'crop' || fit === 'fill')) {
    if (w && !h) h = w / ratio;
    else if (h && !w) w = h * ratio;
    else if (!w && !h) [w, h] = original > ratio ? [upload.height * ratio, upload.height] : [upload.width, upload.width / ratio];
  }
  if (w && h) {
    if (['crop', 'fill', 'scale', 'fillmax', 'facearea'].includes(fit)) return rounded(w, h);
    let scale = Math.min(w / upload.width, h / upload.height);
    if (fit === 'max') scale = Math.min(scale, 1);
    if (fit === 'min') scale = Math.max(scale, 1);
    return rounded(upload.width * scale, upload.height * scale);
  }
  if (w) {
    const width = fit === 'max' ? Math.min(w, upload.width) : w;
    return rounded(width, width / original);
  }
  if (h) {
    const height = fit === 'max' ? Math.min(h, upload.height) : h;
    return rounded(height * original, height);
  }
  return {width: upload.width, height: upload.height};
}

function parseAspectRatio(ar: string | null | undefined): number | undefined {
  if (!ar) return undefined;
  const [a, b] = ar.split(':').map(Number);
  const ratio = b ? a! / b : a!;
  return Number.isFinite(ratio) && ratio > 0 ? ratio : undefined;
}

const rounded = (width: number, height: number) => ({width: Math.round(width), height: Math.round(height)});

/** A tiny solid placeholder in the image's dominant colour (the CDA sends a blurred thumbnail). */
function placeholder(width: number, height: number, color = '#e6e0d4'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${color}"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
