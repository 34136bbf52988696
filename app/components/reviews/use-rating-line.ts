import {useEffect, useState, type ReactNode} from 'react';
import {useRouteContext} from '~/context/route-context';
import type {Rating} from '~/reviews/reviews';

type RatingFetch = typeof import('./rating-fetch');

/**
 * A rating's full line (stars, average, count), asked after the first paint through the lazily loaded fetcher
 * (./rating-fetch: asking, words and markup load only then); nothing until it comes, or when it cannot be had.
 * `ask` picks the rating (a product's, the business's); `key` names it, so another one is asked when it changes.
 */
export function useRatingLine(ask: (ratings: RatingFetch, basePath: string) => Promise<Rating | null>, key: string) {
  const {basePath, market} = useRouteContext();
  const {language, siteLocale} = market;
  const [shown, setShown] = useState<ReactNode>(null);
  useEffect(() => {
    let live = true;
    import('./rating-fetch').then(
      async (ratings) => {
        const rating = await ask(ratings, basePath);
        if (live) setShown(ratings.lineRating(rating, language, siteLocale));
      },
      // Without its code (a dropped connection, a deploy) the line stays empty.
      () => undefined,
    );
    return () => {
      live = false;
    };
    // `ask` is named by `key`: a new function for the same rating asks nothing again.
  }, [basePath, key, language, siteLocale]);
  return shown;
}
