import {ResponsiveImage} from '~/components/media/ResponsiveImage';
import type {ImageRendition} from '~/content/image-srcset';

/** A DatoCMS responsive image at its own proportions, lazy unless it is the page's priority image. */
export function ContentImage({
  data,
  priority = false,
  className,
}: {
  data: ImageRendition | null | undefined;
  priority?: boolean;
  className?: string;
}) {
  if (!data) return null;
  return <ResponsiveImage image={data} priority={priority} className={className} />;
}
