// A product's rating where shoppers and search engines see it (issue 12 §3): on product cards, on the product
// page and in its JSON-LD; and the business's, by the hero grid. Pure: shared by the product loader, the page and
// the lazily loaded fetcher.
import {checkSku, type ProductRating, type Rating} from './reviews';

export const BEST_RATING = 5;
export const WORST_RATING = 1;

/** A rating worth showing: at least one review (an unknown sku answers total 0). */
export function hasReviews<T extends Rating>(rating: T | null | undefined): rating is T {
  return Boolean(rating && rating.numberOfReviews.total > 0 && rating.starsAverage > 0);
}

/** The average as shown and as schema.org gets it: one decimal, within 1-5. */
export function roundedAverage(average: number): number {
  return Math.round(Math.min(BEST_RATING, Math.max(WORST_RATING, average)) * 10) / 10;
}

/** schema.org AggregateRating for a product with reviews, else nothing (Google refuses a reviewCount of 0). */
export function aggregateRating(rating: ProductRating | null | undefined) {
  if (!hasReviews(rating)) return null;
  return {
    '@type': 'AggregateRating',
    ratingValue: roundedAverage(rating.starsAverage),
    reviewCount: rating.numberOfReviews.total,
    bestRating: BEST_RATING,
    worstRating: WORST_RATING,
  } as const;
}

/**
 * The review service's id for a product: the selected variant's trustpilotId over the product's (spec §3), else
 * the Storefront SKU (the id the review service is given for products without content). One our rating route
 * would refuse (not a sku) is passed over: asking for it could only fail.
 */
export function ratingSku(...candidates: Array<string | null | undefined>): string | null {
  return (
    candidates.map((candidate) => candidate?.trim()).find((candidate) => checkSku(candidate || undefined).ok) ?? null
  );
}

/** A rating answer from our /api/reviews/business/rating route (or the product one), or null for anything else. */
export function readRating(value: unknown): Rating | null {
  if (!value || typeof value !== 'object') return null;
  const {starsAverage, numberOfReviews} = value as Partial<Rating>;
  if (typeof starsAverage !== 'number' || !Number.isFinite(starsAverage)) return null;
  if (!numberOfReviews || typeof numberOfReviews !== 'object') return null;
  const total = numberOfReviews.total;
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 0) return null;
  return {starsAverage, numberOfReviews};
}

/** A rating answer from our /api/reviews/product/{sku}/rating route, or null for anything else. */
export function readProductRating(value: unknown): ProductRating | null {
  const rating = readRating(value);
  const sku = (value as Partial<ProductRating> | null)?.sku;
  return rating && typeof sku === 'string' ? {sku, ...rating} : null;
}
