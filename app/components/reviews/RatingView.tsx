import type {CSSProperties} from 'react';
import type {RatingLine} from './rating-strings';

/**
 * A rating as five stars filled to the average, the average and the count ("4,6 · 12 reviews"; on a card, whose
 * line must fit half a phone, "4,6 (12)" with the words for screen readers). The line around it (a box of fixed
 * height, there before the rating is) is the caller's: no layout shift when it arrives.
 */
export function RatingStars({line, compact = false}: {line: RatingLine; compact?: boolean}) {
  return (
    <>
      <span
        role="img"
        aria-label={line.label}
        className="rating-stars"
        style={{'--rating': `${line.percent}%`} as CSSProperties}
      />
      <span aria-hidden>{compact ? `${line.average} (${line.total})` : `${line.average} ·`}</span>
      <span className={compact ? 'sr-only' : undefined}>{line.count}</span>
    </>
  );
}
