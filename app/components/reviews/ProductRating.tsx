import {useEffect, useState} from 'react';
import {useRouteContext} from '~/context/route-context';
import {hasReviews} from '~/reviews/rating';
import type {ProductRating} from '~/reviews/reviews';
import {ratingLine} from './rating-strings';
import {RatingStars} from './RatingView';

/**
 * The product page's rating: the one the document came with, else (the review service did not answer in time,
 * `known` null) asked for in the browser after the first paint. No sku: none.
 */
export function useProductRating(sku: string | null, known: ProductRating | null): ProductRating | null {
  const {basePath} = useRouteContext();
  const [fetched, setFetched] = useState<{sku: string; rating: ProductRating | null} | null>(null);
  useEffect(() => {
    if (!sku || known) return;
    let live = true;
    import('./rating-fetch')
      .then((ratings) => ratings.productRating(basePath, sku))
      .then(
        (rating) => live && setFetched({sku, rating}),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [basePath, sku, known]);
  return known ?? (fetched && fetched.sku === sku ? fetched.rating : null);
}

/**
 * Under the product's title: stars, average and count. Its line is kept while the rating may still come (so
 * nothing below it moves) and stays empty when none does; a product the document already knows has no reviews
 * gets no line.
 */
export function ProductRatingLine({rating, pending}: {rating: ProductRating | null; pending: boolean}) {
  const {market} = useRouteContext();
  if (!hasReviews(rating) && !pending) return null;
  return (
    <p className="product-rating" data-testid="rating">
      {hasReviews(rating) ? <RatingStars line={ratingLine(rating, market.language, market.siteLocale)} /> : null}
    </p>
  );
}
