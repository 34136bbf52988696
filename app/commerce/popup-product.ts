// What a quick view shows of a product (spec §3 Product popup: slug, collection, productId, variants (slug,
// variantId)), joined from the content product and its Storefront variants. Plain JSON, so a loader can send it.
import {variantSlug} from '~/commerce/variants';
import {ratingSku} from '~/reviews/rating';
import type {MoneyLike} from '~/markets/format';
import type {ResponsiveImagePartsFragment} from '~graphql/content/content.generated';
import type {SubscriptionVariantFragment} from '~graphql/storefront/storefront.generated';

export type PopupImage = {url: string; altText?: string | null; width?: number | null; height?: number | null};

export type PopupVariant = {
  variantId: string;
  /** The variant's URL slug: /products/{collection}/{product}/{slug}. */
  slug: string;
  title: string;
  price: MoneyLike;
  compareAtPrice: MoneyLike | null;
  availableForSale: boolean;
  image: PopupImage | null;
};

export type PopupProduct = {
  productId: string;
  slug: string;
  /** Primary collection slug; the product path uses `all` without one. */
  collection: string | null;
  title: string;
  shortDescription: string | null;
  image: ResponsiveImagePartsFragment | null;
  /** Such a product can only be bought on its page, where a plan is chosen. */
  requiresSellingPlan: boolean;
  variants: PopupVariant[];
  /** The review service's id of the product (its trustpilotId), whose rating the quick view shows; null: none. */
  ratingSku: string | null;
};

/**
 * The Storefront's side of a quick view: what the carousel's card does not already hold. The quick-view route
 * answers only this when a shopper opens one, and the dialog joins it with the card's content.
 */
export type PopupOffer = {
  /** Such a product can only be bought on its page, where a plan is chosen. */
  requiresSellingPlan: boolean;
  variants: PopupVariant[];
  /** The Storefront's title, for content without one. */
  title?: string;
};

/** The content fields a quick view shows around its offer (a carousel's SectionProduct has them). */
export type PopupCard = {
  id?: string;
  productId?: string | null;
  slug?: string | null;
  title?: string | null;
  shortDescription?: string | null;
  collection?: {slug?: string | null} | null;
  image?: {responsiveImage?: ResponsiveImagePartsFragment | null} | null;
  trustpilotId?: string | null;
};

/** The content fields an offer is made from: the product and its variants in the editors' order. */
export type PopupContent = PopupCard & {
  variants: readonly {id?: string; slug?: string | null; variantId?: string | null; name?: string | null}[];
};

/**
 * The content's variants in the editors' order, each with its Storefront price and stock; without content
 * variants, every Storefront variant of the product. Null when nothing can be sold.
 */
export function popupOffer(
  content: PopupContent,
  storefrontVariants: (SubscriptionVariantFragment | null | undefined)[],
): PopupOffer | null {
  if (!content.slug || !content.productId) return null;
  const ofProduct = storefrontVariants.filter(
    (variant): variant is SubscriptionVariantFragment => variant?.product.id === content.productId,
  );
  const byId = new Map(ofProduct.map((variant) => [variant.id, variant]));
  const contentVariants = content.variants.filter((variant) => variant.variantId && byId.has(variant.variantId));

  const variants = contentVariants.length
    ? contentVariants.map((entry) => popupVariant(byId.get(entry.variantId!)!, entry.slug, entry.name))
    : ofProduct.map((variant) => popupVariant(variant, null, null));
  const first = ofProduct[0];
  if (!variants.length || !first) return null;
  return {
    requiresSellingPlan: first.product.requiresSellingPlan,
    variants,
    ...(content.title ? {} : {title: first.product.title}),
  };
}

/** A quick view: the card's content joined with its offer. Null without a page to link to or anything to sell. */
export function joinPopup(content: PopupCard, offer: PopupOffer | null | undefined): PopupProduct | null {
  if (!offer || !content.slug || !content.productId) return null;
  return {
    productId: content.productId,
    slug: content.slug,
    collection: content.collection?.slug ?? null,
    title: content.title || offer.title || '',
    shortDescription: content.shortDescription ?? null,
    image: content.image?.responsiveImage ?? null,
    requiresSellingPlan: offer.requiresSellingPlan,
    variants: offer.variants,
    ratingSku: ratingSku(content.trustpilotId),
  };
}

/** Both steps at once (the offer and the join), for callers that hold the content and the variants. */
export function popupProduct(
  content: PopupContent,
  storefrontVariants: (SubscriptionVariantFragment | null | undefined)[],
): PopupProduct | null {
  return joinPopup(content, popupOffer(content, storefrontVariants));
}

function popupVariant(variant: SubscriptionVariantFragment, slug: string | null | undefined, name: string | null | undefined): PopupVariant {
  return {
    variantId: variant.id,
    slug: slug || variantSlug(variant),
    title: name || variant.title,
    price: {amount: variant.price.amount, currencyCode: variant.price.currencyCode},
    compareAtPrice: variant.compareAtPrice
      ? {amount: variant.compareAtPrice.amount, currencyCode: variant.compareAtPrice.currencyCode}
      : null,
    availableForSale: variant.availableForSale,
    image: variant.image
      ? {url: variant.image.url, altText: variant.image.altText ?? null, width: variant.image.width ?? null, height: variant.image.height ?? null}
      : null,
  };
}

/** Spec §2: /products/{collection or all}/{slug}/{variant slug}. */
export function popupProductPath(product: PopupProduct, variant: PopupVariant | undefined): string {
  const base = `/products/${product.collection || 'all'}/${product.slug}`;
  return variant ? `${base}/${variant.slug}` : base;
}

/** The card's product page (its quick view's way on when the quick view cannot be shown). */
export function cardProductPath(card: PopupCard): string {
  return `/products/${card.collection?.slug || 'all'}/${card.slug ?? ''}`;
}
