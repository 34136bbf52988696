// Ratings asked for in the browser, after the first paint (issue 12 §3): the cards' ratings, a product page's when
// its document came without one, and the business's for the hero grid. Imported lazily, so none of this is in a
// page's first-view code.
// Each sku is asked for once per page life (deduplicated, kept in memory), and cards only once they come near
// the screen: a grid of 24 cards asks for the handful a shopper sees, not all of them.
import type {Language} from '~/markets/markets';
import {hasReviews, readProductRating, readRating} from '~/reviews/rating';
import type {ProductRating, Rating} from '~/reviews/reviews';
import {ratingLine} from './rating-strings';
import {RatingStars} from './RatingView';

const answers = new Map<string, Promise<Rating | null>>();

/** The rating at `path` (one of our edge-cached rating routes), or null when it cannot be had (logged). */
function askRating<T extends Rating>(path: string, read: (value: unknown) => T | null): Promise<T | null> {
  let answer = answers.get(path) as Promise<T | null> | undefined;
  if (!answer) {
    answer = fetch(path, {headers: {Accept: 'application/json'}})
      .then(async (response) => {
        if (!response.ok) throw new Error(`${path}: ${response.status} ${response.statusText}`);
        const rating = read(await response.json());
        if (!rating) throw new Error(`${path}: not a rating`);
        return rating;
      })
      .catch((error: unknown) => {
        // Asked again by the next card or page that wants it: the service may be back by then.
        answers.delete(path);
        console.error('[ratings]', error instanceof Error ? error.message : error);
        return null;
      });
    answers.set(path, answer);
  }
  return answer;
}

/** The product's rating from our edge-cached route, or null when it cannot be had (logged; nothing is shown). */
export function productRating(basePath: string, sku: string): Promise<ProductRating | null> {
  return askRating(`${basePath}/api/reviews/product/${encodeURIComponent(sku)}/rating`, readProductRating);
}

/** The business's TrustScore and count (the hero grid's badge), or null when it cannot be had. */
export function businessRating(basePath: string): Promise<Rating | null> {
  return askRating(`${basePath}/api/reviews/business/rating`, readRating);
}

/** What a card's rating line shows: nothing without reviews. */
export function cardRating(rating: ProductRating | null, language: Language, siteLocale: string) {
  return hasReviews(rating) ? <RatingStars line={ratingLine(rating, language, siteLocale)} compact /> : null;
}

/**
 * A rating's full line (stars, average, count in words), or nothing: the hero grid's badge after the provider's
 * mark (the shop's TrustScore) and the quick view under the title.
 */
export function lineRating(rating: Rating | null, language: Language, siteLocale: string) {
  return hasReviews(rating) ? <RatingStars line={ratingLine(rating, language, siteLocale)} /> : null;
}

let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, () => void>();

/** Asks for `sku`'s rating once `element` comes within 200 px of the screen; the returned function stops it. */
export function whenVisible(
  element: Element,
  basePath: string,
  sku: string,
  onRating: (rating: ProductRating | null) => void,
): () => void {
  let live = true;
  const ask = () => void productRating(basePath, sku).then((rating) => live && onRating(rating));
  if (typeof IntersectionObserver === 'undefined') {
    ask();
    return () => (live = false);
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        const start = waiting.get(entry.target);
        waiting.delete(entry.target);
        start?.();
      }
    },
    {rootMargin: '200px'},
  );
  waiting.set(element, ask);
  observer.observe(element);
  return () => {
    live = false;
    waiting.delete(element);
    observer?.unobserve(element);
  };
}
