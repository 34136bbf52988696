// Image and MediaImage objects pointing at the local image service (local-services/images).
import type {RequestContext} from '../context';
import type {Fields} from './common';

export type ImageSource = {id: string; path: string; altText: string | null; width: number; height: number};

type ImageTransform = {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  scale?: number | null;
  preferredContentType?: string | null;
};

/** Shopify's CDN takes transforms as query parameters; the local image service reads the same names. */
export function transformedUrl(url: string, transform: ImageTransform | null | undefined): string {
  if (!transform) return url;
  const target = new URL(url);
  const scale = transform.scale ?? 1;
  if (transform.maxWidth) target.searchParams.set('width', String(transform.maxWidth * scale));
  if (transform.maxHeight) target.searchParams.set('height', String(transform.maxHeight * scale));
  if (transform.crop) target.searchParams.set('crop', transform.crop.toLowerCase());
  if (transform.preferredContentType) target.searchParams.set('format', transform.preferredContentType.toLowerCase());
  return target.toString();
}

export function imageView(ctx: RequestContext, source: ImageSource): Fields {
  const url = `${ctx.origin}${source.path}`;
  return {
    __typename: 'Image',
    id: source.id,
    altText: source.altText,
    width: source.width,
    height: source.height,
    url: (args: {transform?: ImageTransform | null}) => transformedUrl(url, args.transform),
    src: url,
    originalSrc: url,
    transformedSrc: (args: ImageTransform) => transformedUrl(url, args),
  };
}

export function mediaImageView(ctx: RequestContext, source: ImageSource, mediaId: string): Fields {
  const image = imageView(ctx, source);
  return {
    __typename: 'MediaImage',
    id: mediaId,
    alt: source.altText,
    image,
    previewImage: image,
    mediaContentType: 'IMAGE',
    presentation: null,
  };
}
