// The four review sections (spec §2 Reviews section, §3 Reviews list / Trust widget, §7 review calls). Their code
// is a lazy chunk of its own (section-types.ts); the server renders each frame at the height its reviews will take,
// and the browser fetches them after hydration (review-client.ts), so the first screen never waits on the review
// service and nothing shifts. When the service fails the sections show no reviews (the call is logged).
import {useId, useState, type ReactNode} from 'react';
import {ProviderLogo, ReviewCard} from '~/components/reviews/ReviewCard';
import {ReviewSortSelect} from '~/components/reviews/ReviewSort';
import {ReviewStrip} from '~/components/reviews/ReviewStrip';
import {useReviewFeed, type ReviewFeed} from '~/components/reviews/review-client';
import {useReviewStrings} from '~/components/reviews/strings';
import {ContentLink} from '~/components/ui/ContentLink';
import {useRouteContext} from '~/context/route-context';
import {formatDateRelative} from '~/markets/dates';
import {DEFAULT_REVIEW_SORT, reviewDate, reviewSortFromLabel, type Review, type ReviewSort} from '~/reviews/reviews';
import {SECTION_CONTAINER, type SectionProps} from './SectionFrame';
import {Headline, SectionHeading, headingLevel} from './SectionHeading';

type FrameProps = {
  kind: 'trust-widget' | 'reviews' | 'reviews-list' | 'reviews-animation';
  heading: string | null | undefined;
  level?: ReturnType<typeof headingLevel>;
  headline?: ReactNode;
  children: (label: string) => ReactNode;
  footer?: ReactNode;
};

function ReviewsFrame({kind, heading, level = 2, headline, children, footer}: FrameProps) {
  const strings = useReviewStrings();
  const headingId = useId();
  return (
    <div className={SECTION_CONTAINER} data-reviews={kind}>
      {headline}
      {heading ? (
        <SectionHeading level={level} id={headingId} className="mb-6">
          {heading}
        </SectionHeading>
      ) : null}
      {children(heading || strings.reviewsLabel)}
      {footer}
    </div>
  );
}

/** A review's card with its date in the market's relative format. */
function DatedCard({review, score}: {review: Review; score?: boolean}) {
  const {market} = useRouteContext();
  return (
    <ReviewCard review={review} score={score} dateLabel={formatDateRelative(reviewDate(review), market.language)} />
  );
}

/** The cards of a feed in the draggable list; nothing once the service failed. */
function FeedStrip({feed, label}: {feed: ReviewFeed; label: string}) {
  if (feed.status === 'failed') return null;
  return (
    <div aria-busy={feed.status === 'loading'}>
      <ReviewStrip
        label={label}
        items={feed.reviews.map((review) => ({key: review.id, node: <DatedCard review={review} />}))}
      />
    </div>
  );
}

export function ReviewsTrustWidgetSection({section}: SectionProps<'ReviewsTrustWidgetSectionRecord'>) {
  // The trust widget shows the business's reviews in the editors' order ("recency" or a spec §7 label).
  const feed = useReviewFeed(null, reviewSortFromLabel(section.sortingOrder));
  return (
    <ReviewsFrame
      kind="trust-widget"
      heading={section.heading}
      level={headingLevel(section.headingLevel)}
      headline={
        <div className="mb-2 flex flex-wrap items-center gap-4">
          <ProviderLogo />
          {section.headline ? <Headline>{section.headline}</Headline> : null}
        </div>
      }
      footer={
        section.ctaLabel && section.ctaHref ? (
          <ContentLink
            link={{label: section.ctaLabel, url: section.ctaHref}}
            className="mt-6 inline-block rounded-full border-2 border-current px-6 py-3 font-bold"
          />
        ) : null
      }
    >
      {(label) => <FeedStrip feed={feed} label={label} />}
    </ReviewsFrame>
  );
}

export function ReviewsSection({section, data}: SectionProps<'ReviewsSectionRecord'>) {
  // Spec §2: product reviews when the product has them, else the business reviews.
  const feed = useReviewFeed(data.reviewSku ?? null);
  return (
    <ReviewsFrame kind="reviews" heading={section.heading}>
      {(label) => <FeedStrip feed={feed} label={label} />}
    </ReviewsFrame>
  );
}

export function ReviewsListSection({section, data}: SectionProps<'ReviewsListSectionRecord'>) {
  const strings = useReviewStrings();
  const [orderBy, setOrderBy] = useState<ReviewSort>(DEFAULT_REVIEW_SORT);
  // reviewType picks the source: a product page's own reviews (the business's when it has none) or the business's.
  const sku = section.reviewType?.trim().toLowerCase() === 'business' ? null : data.reviewSku ?? null;
  const feed = useReviewFeed(sku, orderBy);
  return (
    <ReviewsFrame kind="reviews-list" heading={section.labelReviews}>
      {(label) => (
        <>
          <div className="mb-4 flex min-w-0 flex-wrap items-center gap-2">
            <ReviewSortSelect
              value={orderBy}
              onChange={(event) => setOrderBy(event.currentTarget.value as ReviewSort)}
            />
          </div>
          <ReviewGrid
            feed={feed}
            label={label}
            score={section.ratingType?.trim().toLowerCase() === 'score'}
            loadMoreLabel={section.buttonLoadMoreLabel || strings.loadMore}
          />
        </>
      )}
    </ReviewsFrame>
  );
}

/** Reviews in a grid with a load-more button (the reviews list section and the reviews page). */
function ReviewGrid({
  feed,
  label,
  score = false,
  loadMoreLabel,
}: {
  feed: ReviewFeed;
  label: string;
  score?: boolean;
  loadMoreLabel: string;
}) {
  const strings = useReviewStrings();
  if (feed.status === 'failed') return null;
  return (
    <div aria-busy={feed.status === 'loading'}>
      <ul aria-label={label} className="grid min-h-60 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {feed.reviews.map((review) => (
          <li key={review.id}>
            <DatedCard review={review} score={score} />
          </li>
        ))}
      </ul>
      {feed.status === 'ready' && !feed.reviews.length ? <p role="status">{strings.none}</p> : null}
      {feed.hasMore ? (
        <button
          type="button"
          onClick={feed.loadMore}
          disabled={feed.status === 'loading'}
          className="mt-6 rounded-full border-2 border-current px-6 py-3 font-bold disabled:opacity-50"
        >
          {feed.status === 'loading' ? strings.loading : loadMoreLabel}
        </button>
      ) : null}
    </div>
  );
}

export function ReviewsAnimationSection({section, data}: SectionProps<'ReviewsAnimationSectionRecord'>) {
  const feed = useReviewFeed(data.reviewSku ?? null);
  return (
    <ReviewsFrame kind="reviews-animation" heading={section.heading}>
      {(label) =>
        feed.status === 'failed' ? null : (
          // Shoppers who ask for less motion get a still list they can scroll themselves.
          <div
            role="region"
            aria-label={label}
            // Focusable: where it stands still (reduced motion) the keyboard scrolls it.
            tabIndex={0}
            className="-mx-4 h-60 overflow-hidden motion-reduce:overflow-x-auto md:mx-0"
          >
            <ul className="review-marquee h-full">
              {[0, 1].map((copy) =>
                feed.reviews.map((review) => (
                  <li
                    key={`${copy}-${review.id}`}
                    // The second copy only closes the loop: hidden from screen readers, and gone when nothing moves.
                    aria-hidden={copy === 1 || undefined}
                    className={copy === 1 ? 'w-72 shrink-0 pr-4 motion-reduce:hidden' : 'w-72 shrink-0 pr-4'}
                  >
                    <DatedCard review={review} />
                  </li>
                )),
              )}
            </ul>
          </div>
        )
      }
    </ReviewsFrame>
  );
}
