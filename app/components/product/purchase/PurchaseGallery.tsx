import {StorefrontImage} from '~/components/media/StorefrontImage';
import {ContentImage} from '~/components/ui/ContentImage';
import {useRouteContext} from '~/context/route-context';
import {format} from '~locales/index';
import type {PurchaseData} from './types';

/** An image's slot: 85% of a phone's width (the next one peeks in), half the page from 768px. */
const GALLERY_SIZES = '(min-width: 768px) 50vw, 85vw';

/** The selected variant's images (content first, Storefront as the fallback): a swipeable row on phones. */
export function PurchaseGallery({images, alt, max = 4}: {images: PurchaseData['images']; alt: string; max?: number}) {
  const {strings} = useRouteContext();
  return (
    // A row that scrolls on phones: focusable, so keyboard users can scroll it too (WCAG 2.1.1).
    <ul
      tabIndex={0}
      aria-label={format(strings.productImages, {title: alt})}
      className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 md:mx-0 md:grid md:gap-4 md:overflow-visible md:px-0"
    >
      {images.slice(0, max).map((image, index) => (
        <li
          key={image.key}
          className="w-[85%] shrink-0 snap-center overflow-hidden rounded-2xl bg-[var(--product-bg,var(--color-sand))] md:w-full"
        >
          {'content' in image ? (
            <ContentImage data={{...image.content, alt: image.content.alt || alt}} sizes={GALLERY_SIZES} priority={index === 0} />
          ) : (
            <StorefrontImage
              data={{...image.storefront, altText: image.storefront.altText || alt}}
              aspectRatio="1/1"
              sizes={GALLERY_SIZES}
              loading={index === 0 ? 'eager' : 'lazy'}
              className="w-full"
            />
          )}
        </li>
      ))}
    </ul>
  );
}
