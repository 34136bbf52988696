// The four review sections' frames: heading, call to action and the named region the reviews issue fills
// (spec §2 Reviews section, §3 Reviews list / Trust widget, §7 review calls). No reviews are fetched yet, so
// the regions are empty; they carry what the content asks for (review type, rating type, sort order,
// button labels) as data attributes so the reviews work can mount into them without touching the sections.
import {useId, type ReactNode} from 'react';
import {ContentLink} from '~/components/ui/ContentLink';
import type {SectionOf} from '~/content/sections';
import {SECTION_CONTAINER} from './SectionFrame';
import {Headline, SectionHeading, headingLevel} from './SectionHeading';

type RegionProps = {
  kind: 'trust-widget' | 'reviews' | 'reviews-list' | 'reviews-animation';
  heading: string | null | undefined;
  level?: ReturnType<typeof headingLevel>;
  headline?: string | null;
  attributes?: Record<`data-${string}`, string | undefined>;
  footer?: ReactNode;
};

function ReviewsFrame({kind, heading, level = 2, headline, attributes, footer}: RegionProps) {
  const headingId = useId();
  return (
    <div className={SECTION_CONTAINER}>
      {headline ? <Headline>{headline}</Headline> : null}
      {heading ? (
        <SectionHeading level={level} id={headingId} className="mb-6">
          {heading}
        </SectionHeading>
      ) : null}
      <div role="region" aria-labelledby={heading ? headingId : undefined} data-reviews={kind} {...attributes} />
      {footer}
    </div>
  );
}

export function ReviewsTrustWidgetSection({section}: {section: SectionOf<'ReviewsTrustWidgetSectionRecord'>}) {
  return (
    <ReviewsFrame
      kind="trust-widget"
      heading={section.heading}
      level={headingLevel(section.headingLevel)}
      headline={section.headline}
      attributes={{'data-sorting-order': section.sortingOrder ?? undefined}}
      footer={
        section.ctaLabel && section.ctaHref ? (
          <ContentLink
            link={{label: section.ctaLabel, url: section.ctaHref}}
            className="mt-6 inline-block rounded-full border-2 border-current px-6 py-3 font-bold"
          />
        ) : null
      }
    />
  );
}

export function ReviewsSection({section}: {section: SectionOf<'ReviewsSectionRecord'>}) {
  // Spec §2: product reviews when the product has them, else the business reviews.
  return <ReviewsFrame kind="reviews" heading={section.heading} />;
}

export function ReviewsListSection({section}: {section: SectionOf<'ReviewsListSectionRecord'>}) {
  return (
    <ReviewsFrame
      kind="reviews-list"
      heading={section.labelReviews}
      attributes={{
        'data-review-type': section.reviewType ?? undefined,
        'data-rating-type': section.ratingType ?? undefined,
        'data-load-more-label': section.buttonLoadMoreLabel ?? undefined,
        'data-write-review-label': section.buttonWriteReviewLabel ?? undefined,
      }}
    />
  );
}

export function ReviewsAnimationSection({section}: {section: SectionOf<'ReviewsAnimationSectionRecord'>}) {
  return <ReviewsFrame kind="reviews-animation" heading={section.heading} />;
}
