import {SRCImage, type ResponsiveImageType} from 'react-datocms';

/** A DatoCMS responsive image: srcset + webp, lazy unless it is the page's priority image. */
export function ContentImage({
  data,
  priority = false,
  className,
}: {
  data: ResponsiveImageType | null | undefined;
  priority?: boolean;
  className?: string;
}) {
  if (!data) return null;
  return <SRCImage data={data} priority={priority} imgClassName={className} />;
}
