import clsx from 'clsx';
import {Media} from '~/components/media/Media';
import {ContentBlock} from './ContentBlock';
import {SECTION_CONTAINER, type SectionProps} from './SectionFrame';

// The media column from 768px: half the section, at most 690px once the section is at its widest.
const MEDIA_SIZES = '(min-width: 1260px) 690px, (min-width: 768px) 50vw, 100vw';

/**
 * A content block (spec §3: headline, heading with its desktop copy, rich body in its font weight, primary
 * button) with media beside it: left or right from 768px (`mediaPosition`, right by default), above it below.
 */
export function ContentBlockSection({section, first}: SectionProps<'ContentBlockSectionRecord'>) {
  const mediaLeft = section.mediaPosition?.trim().toLowerCase() === 'left';
  if (!section.media) {
    return (
      <div className="reading-width">
        <ContentBlock block={section.content} />
      </div>
    );
  }
  return (
    <div className={clsx(SECTION_CONTAINER, 'grid items-center gap-6 md:grid-cols-2 md:gap-12')}>
      <div className={clsx('overflow-hidden rounded-2xl', !mediaLeft && 'md:order-last')}>
        <Media file={section.media} priority={first} sizes={MEDIA_SIZES} />
      </div>
      <ContentBlock block={section.content} />
    </div>
  );
}
