import clsx from 'clsx';
import {RichText} from '~/components/content/RichText';
import {Media} from '~/components/media/Media';
import type {SectionOf} from '~/content/sections';
import {SECTION_CONTAINER} from './SectionFrame';
import {SectionHeading} from './SectionHeading';

// The image column from 768px: half the section, at most 690px once the section is at its widest; below 768px
// the image (when there is no mobile one) spans the section.
const DESKTOP_IMAGE_SIZES = '(min-width: 1260px) 690px, 50vw';
const IMAGE_SIZES = '(min-width: 1260px) 690px, (min-width: 768px) 50vw, 100vw';

/**
 * Spec §2 Content image: text beside an image (left or right from 768px), its own image on mobile (at most
 * 750px wide) and an optional decorative background band (768x254, at most 254px high) behind the top.
 */
export function ContentImageSection({section}: {section: SectionOf<'ContentImageSectionRecord'>}) {
  const imageLeft = section.imagePosition?.toLowerCase() !== 'right';
  const desktop = section.image ?? section.imageMobile;
  const mobile = section.imageMobile ?? section.image;
  return (
    // isolate: the background band sits behind the content but in front of the section's colour.
    <div className="relative isolate">
      {section.backgroundImage ? (
        // A band, not a full background: its 768x254 rendition would blur stretched over a tall section.
        <div className="absolute inset-x-0 top-0 -z-10 aspect-[768/254] max-h-[254px] overflow-hidden" aria-hidden="true">
          <Media file={section.backgroundImage} fill alt="" sizes="100vw" />
        </div>
      ) : null}
      <div className={clsx(SECTION_CONTAINER, 'grid items-center gap-6 md:grid-cols-2 md:gap-12')}>
        {desktop ? (
          <div className={clsx('overflow-hidden rounded-2xl', !imageLeft && 'md:order-last')}>
            {/* Each image only loads at the width it is displayed at (a hidden image never intersects). */}
            {mobile && mobile !== desktop ? (
              <>
                <div className="mx-auto max-w-[750px] md:hidden">
                  <Media file={mobile} alt="" sizes="100vw" />
                </div>
                <div className="hidden md:block">
                  <Media file={desktop} alt="" sizes={DESKTOP_IMAGE_SIZES} />
                </div>
              </>
            ) : (
              <Media file={desktop} alt="" sizes={IMAGE_SIZES} />
            )}
          </div>
        ) : null}
        <div>
          {section.heading ? <SectionHeading className="mb-3">{section.heading}</SectionHeading> : null}
          <RichText data={section.body} />
        </div>
      </div>
    </div>
  );
}
