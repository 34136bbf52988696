import {Media} from '~/components/media/Media';
import type {SectionOf} from '~/content/sections';
import {useRouteContext} from '~/context/route-context';
import {Carousel} from './Carousel';
import {SECTION_CONTAINER} from './SectionFrame';
import {SectionHeading} from './SectionHeading';

/** Spec §2 Lifestyle carousel: the product in use, images (or short loops) in a scrolling row. */
export function LifestyleCarouselSection({section}: {section: SectionOf<'LifestyleCarouselSectionRecord'>}) {
  const {strings} = useRouteContext();
  return (
    <div className={SECTION_CONTAINER}>
      {section.heading ? <SectionHeading className="mb-6">{section.heading}</SectionHeading> : null}
      <Carousel
        label={section.heading || strings.imageGallery}
        itemClassName="w-[80%] md:w-[calc((100%-2rem)/3)]"
        items={section.images.map((image, index) => ({
          key: `${image.id}-${index}`,
          node: (
            <div className="relative aspect-square overflow-hidden rounded-2xl bg-sand">
              <Media file={image} autoplay fill sizes="80vw" desktopSizes="(min-width: 1260px) 33vw, 50vw" />
            </div>
          ),
        }))}
      />
    </div>
  );
}
