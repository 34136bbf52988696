import {ResponsiveImage} from '~/components/media/ResponsiveImage';
import type {ImageRendition} from '~/content/image-srcset';

/** A DatoCMS responsive image at its own proportions, lazy unless it is the page's priority image. */
export function ContentImage({
  data,
  priority = false,
  cover = false,
  className,
}: {
  data: ImageRendition | null | undefined;
  priority?: boolean;
  /** Cover the box it is in (cropping) instead of keeping its own proportions. */
  cover?: boolean;
  className?: string;
}) {
  if (!data) return null;
  return <ResponsiveImage image={data} priority={priority} cover={cover} className={className} />;
}
