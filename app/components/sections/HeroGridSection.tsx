import clsx from 'clsx';
import {Media} from '~/components/media/Media';
import {BusinessRatingBadge} from '~/components/reviews/BusinessRating';
import type {SectionOf} from '~/content/sections';
import {useRouteContext} from '~/context/route-context';
import {SECTION_CONTAINER} from './SectionFrame';

/**
 * Spec §2 Hero grid: a main item and further items. Desktop: a grid with the main item over two rows and
 * columns. Mobile: the same grid, or with `mobileVariant: carousel` a row that scrolls and snaps (CSS only).
 */
export function HeroGridSection({section}: {section: SectionOf<'HeroGridSectionRecord'>}) {
  const {strings} = useRouteContext();
  const carousel = section.mobileVariant?.toLowerCase() === 'carousel';
  const items = [
    ...(section.mainItem ? [{item: section.mainItem, main: true}] : []),
    ...section.items.map((item) => ({item, main: false})),
  ];
  return (
    <div className={SECTION_CONTAINER}>
      <ul
        // As a scrolling row (phones) the list is focusable, so keyboard users can scroll it (WCAG 2.1.1).
        tabIndex={carousel ? 0 : undefined}
        aria-label={carousel ? strings.galleryImages : undefined}
        className={clsx(
          'gap-3 md:grid md:grid-cols-4 md:gap-4',
          carousel ? '-mx-4 flex snap-x snap-mandatory scroll-px-4 overflow-x-auto px-4 md:mx-0 md:overflow-visible md:px-0' : 'grid grid-cols-2',
        )}
      >
        {items.map(({item, main}) => (
          <li
            key={item.id}
            className={clsx(
              main && 'md:col-span-2 md:row-span-2',
              carousel ? 'w-[85%] shrink-0 snap-start md:w-auto' : main && 'col-span-2',
            )}
          >
            <HeroGridTile item={item} main={main} />
          </li>
        ))}
      </ul>
      {section.hideTrustpilot ? null : (
        <div className="mt-4">
          <BusinessRatingBadge />
        </div>
      )}
    </div>
  );
}

type HeroGridItem = SectionOf<'HeroGridSectionRecord'>['items'][number];

function HeroGridTile({item, main}: {item: HeroGridItem; main: boolean}) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-sand">
      {item.media ? (
        // The main tile spans two rows on desktop: its media fills what its text leaves.
        <div className={clsx('relative aspect-square', main && 'md:aspect-auto md:min-h-64 md:flex-1')}>
          <Media file={item.media} autoplay fill alt="" sizes="(min-width: 768px) 50vw, 85vw" />
        </div>
      ) : null}
      {item.heading || item.text ? (
        <div className="p-4">
          {item.heading ? <h3 className={clsx('font-extrabold', main ? 'text-2xl' : 'text-lg')}>{item.heading}</h3> : null}
          {item.text ? <p className="mt-1">{item.text}</p> : null}
        </div>
      ) : null}
    </article>
  );
}
