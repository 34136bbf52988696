// Spec/issue 3 §9 SEO: schema.org Product with one Offer per variant (price, currency, availability) and gtin;
// issue 12: its AggregateRating when the product has reviews.
import {aggregateRating} from '~/reviews/rating';
import type {ProductRating} from '~/reviews/reviews';

export type JsonLdVariant = {
  sku?: string | null;
  price: {amount: string; currencyCode: string};
  availableForSale: boolean;
  url: string;
  title?: string | null;
};

export type ProductJsonLdInput = {
  name: string;
  description?: string | null;
  url: string;
  images: string[];
  brand: string;
  gtin?: string | null;
  variants: JsonLdVariant[];
  rating?: ProductRating | null;
};

/** The brand every product is sold under (schema.org `brand`). */
export const BRAND = 'Original Fuel';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

export function productJsonLd(input: ProductJsonLdInput) {
  const rating = aggregateRating(input.rating);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    ...(input.description ? {description: input.description} : {}),
    url: input.url,
    image: input.images,
    brand: {'@type': 'Brand', name: input.brand},
    ...(input.gtin ? {gtin: input.gtin} : {}),
    ...(input.variants[0]?.sku ? {sku: input.variants[0].sku} : {}),
    offers: input.variants.map((variant) => ({
      '@type': 'Offer',
      url: variant.url,
      ...(variant.sku ? {sku: variant.sku} : {}),
      ...(variant.title ? {name: variant.title} : {}),
      price: Number(variant.price.amount).toFixed(2),
      priceCurrency: variant.price.currencyCode,
      availability: variant.availableForSale ? IN_STOCK : OUT_OF_STOCK,
    })),
    ...(rating ? {aggregateRating: rating} : {}),
  };
}

/**
 * What the product page sends for its JSON-LD: the variants' offers in short form (the price's currency once,
 * each URL as its variant slug). The page writes the JSON-LD from it and the fields it shows anyway; the full
 * document in the loader data was 2 KB, mostly schema.org boilerplate.
 */
export type ProductOffers = {
  gtin?: string | null;
  currencyCode: string;
  variants: Array<{sku?: string | null; title?: string | null; price: string; available: boolean; slug: string}>;
};

/** What of a product page its JSON-LD is written from: the title and images it shows, its SEO and offers. */
export type JsonLdPage = {
  purchase: {title: string; images: ReadonlyArray<{content: {src: string}} | {storefront: {url: string}}>};
  seo: {description?: string | null; canonical: string};
  offers: ProductOffers;
};

/**
 * A product page's schema.org Product (`productJsonLd`): its offers as the loader sent them, at most 4 images, and
 * the rating the page shows (the document's, or the browser's once it has asked: the script is React's like the rest).
 */
export function productPageJsonLd({purchase, seo, offers}: JsonLdPage, rating?: ProductRating | null) {
  return productJsonLd({
    name: purchase.title,
    description: seo.description,
    url: seo.canonical,
    images: purchase.images
      .flatMap((image) => ('content' in image ? [image.content.src] : [image.storefront.url]))
      .slice(0, 4),
    brand: BRAND,
    gtin: offers.gtin,
    variants: offers.variants.map((variant) => ({
      sku: variant.sku,
      title: variant.title,
      price: {amount: variant.price, currencyCode: offers.currencyCode},
      availableForSale: variant.available,
      url: `${seo.canonical}/${variant.slug}`,
    })),
    rating,
  });
}
