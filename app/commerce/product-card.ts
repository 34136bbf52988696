// A product as a card (collection grids, search, carousels): the Storefront's product joined with the
// editors' card content, on the server. Plain JSON, so a loader can send it; ProductCard renders it.
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
  /** The review service's id for the card's rating (fetched in the browser); none: no rating line. */
  ratingSku?: string;
};

type StorefrontCard = {
  id: string;
  handle: string;
  title: string;
  availableForSale: boolean;
  featuredImage?: StorefrontImage | null;
  priceRange: {minVariantPrice: MoneyLike};
  compareAtPriceRange: {minVariantPrice: MoneyLike};
  variants?: {nodes: Array<{sku?: string | null}>};
};

/** The editors' side of a card (content product record), when there is one. */
export type CardContent = {
  shortDescription?: string | null;
  new?: boolean | null;
  trustpilotId?: string | null;
  backgroundColor?: {hex: string} | null;
  imageProductOverall?: {responsiveImage?: ImageRendition | null} | null;
};

/**
 * A Storefront product as a card, linked within the collection it is shown in, with its content if any. Only
 * what the card shows goes in (grids send two dozen of these): no image id, no compare-at price that is no
 * discount, no empty badge, description or colour.
 */
export function storefrontCard(
  product: StorefrontCard,
  collectionSlug: string,
  content?: CardContent | null,
): ProductCardData {
  const contentImage = content?.imageProductOverall?.responsiveImage;
  const featured = product.featuredImage;
  const price = product.priceRange.minVariantPrice;
  const compareAtPrice = product.compareAtPriceRange.minVariantPrice;
  // The editors' Trustpilot id, else the first variant's SKU.
  const sku = content?.trustpilotId?.trim() || product.variants?.nodes[0]?.sku?.trim();
  return {
    id: product.id,
    path: `/products/${collectionSlug}/${product.handle}`,
    title: product.title,
    image: contentImage
      ? {content: contentImage}
      : featured
      ? {
          storefront: {
            url: featured.url,
            altText: featured.altText ?? null,
            width: featured.width ?? null,
            height: featured.height ?? null,
          },
        }
      : null,
    price,
    compareAtPrice: isDiscount(price, compareAtPrice) ? compareAtPrice : null,
    availableForSale: product.availableForSale,
    ...(content?.new ? {isNew: true} : {}),
    ...(content?.shortDescription ? {shortDescription: content.shortDescription} : {}),
    ...(content?.backgroundColor?.hex ? {color: content.backgroundColor.hex} : {}),
    ...(sku ? {ratingSku: sku} : {}),
  };
}

/**
 * A card in this build's shape. Paging keeps the cards on screen in the history entry, which outlives a deploy:
 * an entry saved by a build that kept other shapes (the Storefront's raw products, before cards were built on
 * the server) would render as cards with no image or price, linked to `/undefined`.
 */
export function isProductCard(node: unknown): node is ProductCardData {
  const card = node as Partial<Record<keyof ProductCardData, unknown>> | null;
  return (
    typeof card === 'object' &&
    card !== null &&
    typeof card.id === 'string' &&
    typeof card.path === 'string' &&
    typeof card.title === 'string' &&
    'image' in card &&
    'price' in card
  );
}

/** A compare-at price the card strikes through: one above the price (the Storefront sends 0.00 for none). */
export function isDiscount(
  price: MoneyLike | null,
  compareAtPrice: MoneyLike | null | undefined,
): compareAtPrice is MoneyLike {
  return Boolean(price && compareAtPrice && Number(compareAtPrice.amount) > Number(price.amount));
}
