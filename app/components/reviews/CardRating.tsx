import {useEffect, useRef, useState} from 'react';
import {useRouteContext} from '~/context/route-context';
import type {RatingLine} from './rating-strings';
import {RatingView} from './RatingView';

/**
 * A product card's rating line: reserved in the server's markup, filled after the first paint once the card comes
 * near the screen. The asking, the words and the number formats load lazily (./rating-fetch.ts) so a card's own
 * code stays a few hundred bytes.
 */
export function CardRating({sku}: {sku: string}) {
  const {basePath, market} = useRouteContext();
  const {language, siteLocale} = market;
  const box = useRef<HTMLDivElement>(null);
  const [line, setLine] = useState<RatingLine | null>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    import('./rating-fetch').then(
      (ratings) => {
        if (live && box.current)
          stop = ratings.whenVisible(box.current, basePath, sku, (rating) =>
            setLine(ratings.shownLine(rating, language, siteLocale)),
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
    <div ref={box}>
      <RatingView line={line} compact />
    </div>
  );
}
