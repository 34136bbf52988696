import {ResponsiveImage} from '~/components/media/ResponsiveImage';
import type {ImageRendition} from '~/content/image-srcset';

/** A DatoCMS responsive image at its own proportions, lazy unless it is the page's priority image. */
export function ContentImage({
  data,
  sizes,
  priority = false,
  cover = false,
  className,
}: {
  data: ImageRendition | null | undefined;
  /** The slot the layout gives the image (the `sizes` attribute). */
  sizes: string;
  priority?: boolean;
  /** Cover the box it is in (cropping) instead of keeping its own proportions. */
  cover?: boolean;
  className?: string;
}) {
  if (!data) return null;
  return <ResponsiveImage image={data} sizes={sizes} priority={priority} cover={cover} className={className} />;
}
