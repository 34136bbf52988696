// Image service stand-in for Shopify's CDN and imgix (DatoCMS assets), backed by sharp:
//   GET /images/catalogue/<productHandle>/<variantSlug>.<png|jpg|webp>  packaging drawn in the product's colours
//   GET /images/content/<name>.<png|jpg|webp>                           abstract brand compositions
// Resizing, cropping and format negotiation are real, so srcsets, crops, webp and lazy loading can be measured.
import sharp from 'sharp';
import {productByHandle, variantBySlug} from '../data/catalogue';
import {LruCache} from './cache';
import {contentSize, contentSvg} from './content';
import {CATALOGUE_SIZE, packagingSvg} from './packaging';
import {renderSpec, specKey, type OutputFormat, type RenderSpec} from './params';

type ServiceContext = {origin: string};

type Source = {key: string; svg: () => string; natural: {width: number; height: number}};

const CONTENT_TYPES: Record<OutputFormat, string> = {webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png'};
const PATH = /^\/images\/(catalogue\/([a-z0-9-]+)\/([a-z0-9-]+)|content\/([A-Za-z0-9_-]+))\.(png|jpe?g|webp|avif|svg)$/;

/** Rendered buffers by source and spec; bounded so a crawl over every srcset width cannot grow memory unbounded. */
export const renderCache = new LruCache<Buffer>(200);

function sourceFor(pathname: string): {source: Source; extension: string} | undefined {
  const match = PATH.exec(pathname);
  if (!match) return undefined;
  const [, , handle, slug, contentName, extension] = match;
  if (handle && slug) {
    const product = productByHandle(handle);
    const variant = product && variantBySlug(product, slug);
    if (!product || !variant) return undefined;
    return {
      source: {key: `catalogue/${handle}/${slug}`, svg: () => packagingSvg(product, variant), natural: CATALOGUE_SIZE},
      extension: extension!,
    };
  }
  const name = contentName!;
  return {source: {key: `content/${name}`, svg: () => contentSvg(name), natural: contentSize(name)}, extension: extension!};
}

async function render(source: Source, spec: RenderSpec): Promise<Buffer> {
  // Rasterize the vector at the density the output needs, so large renders stay sharp instead of being upscaled.
  const scale = Math.max(spec.width / source.natural.width, spec.height / source.natural.height, 0.05);
  const density = Math.min(72 * Math.max(scale, 1), 72 * 8);
  let pipeline = sharp(Buffer.from(source.svg()), {density}).resize({
    width: spec.width,
    height: spec.height,
    fit: spec.fit,
    position: spec.position,
    withoutEnlargement: spec.withoutEnlargement,
    background: spec.background,
  });
  if (spec.format !== 'png') pipeline = pipeline.flatten({background: spec.background});
  switch (spec.format) {
    case 'webp':
      pipeline = pipeline.webp({quality: spec.quality});
      break;
    case 'jpeg':
      pipeline = pipeline.jpeg({quality: spec.quality, mozjpeg: true});
      break;
    case 'png':
      pipeline = pipeline.png();
      break;
  }
  return pipeline.toBuffer();
}

function notFound(): Response {
  return new Response(JSON.stringify({errors: 'Not Found'}), {
    status: 404,
    headers: {'content-type': 'application/json; charset=utf-8'},
  });
}

export async function handleImages(request: Request, _context?: ServiceContext): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, {status: 405, headers: {allow: 'GET, HEAD'}});
  }
  const url = new URL(request.url);
  const found = sourceFor(url.pathname);
  if (!found) return notFound();

  // SVG uploads are served as uploaded (vector), as DatoCMS's asset CDN does for an SVG without parameters.
  if (found.extension === 'svg') {
    const svg = found.source.svg();
    return new Response(request.method === 'HEAD' ? null : svg, {
      status: 200,
      headers: {
        'content-type': 'image/svg+xml',
        'cache-control': 'public, max-age=31536000, immutable',
        'access-control-allow-origin': '*',
      },
    });
  }

  const accept = request.headers.get('accept') ?? '';
  const spec = renderSpec(url.searchParams, found.source.natural, found.extension, accept);
  const key = `${found.source.key}|${specKey(spec)}`;
  let body = renderCache.get(key);
  const hit = body !== undefined;
  if (!body) {
    body = await render(found.source, spec);
    renderCache.set(key, body);
  }

  const headers: Record<string, string> = {
    'content-type': CONTENT_TYPES[spec.format],
    'content-length': String(body.length),
    'cache-control': 'public, max-age=31536000, immutable',
    'access-control-allow-origin': '*',
    'x-cache': hit ? 'HIT' : 'MISS',
  };
  // The format depends on Accept only with auto=format; caches must then key on it.
  if (url.searchParams.get('auto')?.split(',').includes('format')) headers.vary = 'Accept';
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {status: 200, headers});
}
