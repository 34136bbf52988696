import {StorefrontImage} from '~/components/media/StorefrontImage';
import {ContentImage} from '~/components/ui/ContentImage';
import type {BundleItem} from '~/commerce/bundle';

/** The editors' thumbnail, else the variant's Storefront image. */
export function BundleItemImage({item, sizes}: {item: BundleItem; sizes: string}) {
  if (item.thumbnail) return <ContentImage data={item.thumbnail} sizes={sizes} cover />;
  const image = item.variant.image;
  if (!image) return null;
  return (
    <StorefrontImage
      data={{...image, altText: image.altText || item.title}}
      aspectRatio="1/1"
      sizes={sizes}
      loading="lazy"
      className="h-full w-full object-cover"
    />
  );
}
