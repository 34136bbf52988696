import {Media} from '~/components/media/Media';
import type {SerializeFrom} from '@shopify/remix-oxygen';
import type {MixAndMatchPartsFragment} from '~graphql/content/content.generated';

type HeaderMedia = NonNullable<SerializeFrom<MixAndMatchPartsFragment>['headerMedia']>;

/** The builder's header: an image, or a silent looping video (spec §2 Media display). */
export function BundleHeaderMedia({media, className}: {media: HeaderMedia | null | undefined; className?: string}) {
  if (!media) return null;
  return (
    <div className={className}>
      <Media file={media} autoplay fill alt="" sizes="(min-width: 1260px) 1200px, 100vw" />
    </div>
  );
}
