import {useEffect, useRef, useState, type ReactNode} from 'react';
import {useRouteContext} from '~/context/route-context';

/**
 * A product card's rating line: reserved (empty) in the server's markup, filled after the first paint once the
 * card comes near the screen. Asking, words, number formats and the filled line's markup all load lazily
 * (./rating-fetch.ts): a card's own code is this line and its effect.
 */
export function CardRating({sku}: {sku: string}) {
  const {basePath, market} = useRouteContext();
  const {language, siteLocale} = market;
  const line = useRef<HTMLParagraphElement>(null);
  const [shown, setShown] = useState<ReactNode>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    import('./rating-fetch').then(
      (ratings) => {
        if (live && line.current)
          stop = ratings.whenVisible(line.current, basePath, sku, (rating) =>
            setShown(ratings.cardRating(rating, language, siteLocale)),
          );
      },
      // Without its code (a dropped connection, a deploy) the card simply has no rating.
      () => undefined,
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [basePath, sku, language, siteLocale]);
  return (
    <p ref={line} className="card-rating" data-testid="rating">
      {shown}
    </p>
  );
}
