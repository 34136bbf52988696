// A review as a card (spec §2 Reviews section, §5 green card rule, §9 star image 124×24), the provider's logo
// (§9 144×36) and the stars they both draw. Inline SVG: no request, no external URL.
import {cn} from '~/components/ui/class-names';
import {isHighlightedReview, reviewDate, type Review} from '~/reviews/reviews';
import {ProviderMark, STAR_GREEN, STAR_PATH} from './ProviderMark';
import {starsLabel, useReviewStrings} from './strings';

const STAR_EMPTY = '#dcdce6';

/** Five 24 px squares with 1 px between them: the 124×24 star image, filled up to `stars`. */
export function Stars({stars, className}: {stars: number; className?: string}) {
  const strings = useReviewStrings();
  return (
    <svg
      role="img"
      aria-label={starsLabel(stars, strings)}
      width={124}
      height={24}
      viewBox="0 0 124 24"
      className={cn('shrink-0', className)}
      data-stars={stars}
    >
      {[0, 1, 2, 3, 4].map((index) => (
        <g key={index} transform={`translate(${index * 25} 0)`}>
          <rect width={24} height={24} fill={index < stars ? STAR_GREEN : STAR_EMPTY} />
          <path d={STAR_PATH} fill="#fff" />
        </g>
      ))}
    </svg>
  );
}

/** The review provider's mark, 144×36, named in the market's language. */
export function ProviderLogo({className}: {className?: string}) {
  return <ProviderMark label={useReviewStrings().provider} className={className} />;
}

type CardProps = {
  review: Review;
  /**
   * `reviewDate` in the relative Today/Yesterday format (formatDateRelative): the caller formats it, so the reviews
   * page, whose loader does, carries no date library in its JavaScript.
   */
  dateLabel: string;
  /** Spec ratingType "score": the stars' number next to them. */
  score?: boolean;
  className?: string;
};

export function ReviewCard({review, dateLabel, score = false, className}: CardProps) {
  const highlighted = isHighlightedReview(review);
  const date = reviewDate(review);
  return (
    <article
      className={cn('flex h-full flex-col gap-3 rounded-xl p-5', highlighted ? 'bg-green-100' : 'bg-sand', className)}
      data-review={review.id}
      data-highlighted={highlighted ? '' : undefined}
    >
      <div className="flex items-center gap-2">
        <Stars stars={review.stars} />
        {score ? <span className="font-bold">{review.stars}/5</span> : null}
      </div>
      <p className="line-clamp-5 grow">{review.text}</p>
      <footer className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-bold">{review.consumer.displayName}</span>
        <time dateTime={date} className="text-muted">
          {dateLabel}
        </time>
      </footer>
    </article>
  );
}
