// A product as a card (collection grids, search, carousels): the Storefront's product joined with the
// editors' card content. Plain JSON, so a loader can send it; ProductCard renders it.
import type {ImageRendition} from '~/content/image-srcset';
import type {MoneyLike} from '~/markets/format';

type StorefrontImage = {url: string; altText?: string | null; width?: number | null; height?: number | null};

export type ProductCardData = {
  id: string;
  /** Canonical path of the product page. */
  path: string;
  title: string;
  image: {content: ImageRendition} | {storefront: StorefrontImage} | null;
  price: MoneyLike | null;
  compareAtPrice: MoneyLike | null;
  availableForSale: boolean;
  isNew?: boolean;
  shortDescription?: string | null;
  color?: string | null;
};


type StorefrontCard = {
  id: string;
  handle: string;
  title: string;
  availableForSale: boolean;
  featuredImage?: StorefrontImage | null;
  priceRange: {minVariantPrice: MoneyLike};
  compareAtPriceRange: {minVariantPrice: MoneyLike};
};

/** The editors' side of a card (content product record), when there is one. */
export type CardContent = {
  shortDescription?: string | null;
  new?: boolean | null;
  backgroundColor?: {hex: string} | null;
  imageProductOverall?: {responsiveImage?: ImageRendition | null} | null;
};

/** A Storefront product as a card, linked within the collection it is shown in, with its content if any. */
export function storefrontCard(product: StorefrontCard, collectionSlug: string, content?: CardContent | null): ProductCardData {
  const contentImage = content?.imageProductOverall?.responsiveImage;
  return {
    id: product.id,
    path: `/products/${collectionSlug}/${product.handle}`,
    title: product.title,
    image: contentImage ? {content: contentImage} : product.featuredImage ? {storefront: product.featuredImage} : null,
    price: product.priceRange.minVariantPrice,
    compareAtPrice: product.compareAtPriceRange.minVariantPrice,
    availableForSale: product.availableForSale,
    isNew: Boolean(content?.new),
    shortDescription: content?.shortDescription ?? null,
    color: content?.backgroundColor?.hex ?? null,
  };
}
