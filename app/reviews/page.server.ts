// The reviews page's business reviews (spec §2, §7; README "Reviews"), loaded with the page so it works without
// JavaScript: sort and "more" are plain GET parameters (`?orderBy=stars.desc&page=2` shows pages 1 and 2). The
// page never waits on the review service: it shows what the worker's cache holds. Pages not held are asked in the
// background; meanwhile the page is `pending`, stored by no shared cache, and the browser reloads its data.
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {formatDateRelative} from '~/markets/dates';
import {
  checkPage,
  checkSort,
  DEFAULT_REVIEW_SORT,
  REVIEW_PAGE_SIZE,
  reviewDate,
  type Review,
  type ReviewSort,
} from './reviews';
import {trustpilotFor} from './trustpilot.server';

/** "More" adds a page of 20 up to this many; past it the list stops growing (a link, not an endless page). */
export const MAX_REVIEWS_PAGES = 10;

/** A review with its date as the card shows it (formatted here: the page's JavaScript carries no date library). */
export type ShownReview = Review & {dateLabel: string};

export type ReviewsPageList = {
  orderBy: ReviewSort;
  page: number;
  reviews: ShownReview[];
  hasMore: boolean;
  /**
   * ready: the reviews as the service gave them (none is none); pending: not all pages in the worker's cache yet,
   * asked in the background; unavailable: the review service is not configured.
   */
  status: 'ready' | 'pending' | 'unavailable';
};

/** The sort and page asked for; anything unreadable is the default (a shared link never breaks the page). */
export function reviewsPageQuery(url: URL): {orderBy: ReviewSort; page: number} {
  const orderBy = checkSort(url.searchParams.get('orderBy'));
  const page = checkPage(url.searchParams.get('page'));
  return {
    orderBy: orderBy.ok ? orderBy.value : DEFAULT_REVIEW_SORT,
    page: page.ok ? Math.min(page.value, MAX_REVIEWS_PAGES) : 1,
  };
}

export async function loadReviewsPageList(context: AppLoadContext, request: Request): Promise<ReviewsPageList> {
  const {orderBy, page} = reviewsPageQuery(new URL(request.url));
  const empty = {orderBy, page, reviews: [], hasMore: false};
  const client = await trustpilotFor(context);
  if (!client) return {...empty, status: 'unavailable'};
  const language = context.market.reviewLanguage;
  const perPage = REVIEW_PAGE_SIZE.business;
  // Each page of 20 is its own cache entry: all are looked up (and the missing ones asked) at once.
  const pages = await Promise.all(
    Array.from({length: page}, (_, index) =>
      client.peek.businessReviews({page: index + 1, perPage, orderBy, language}),
    ),
  );
  if (pages.some((answer) => answer === undefined)) {
    // A page without its reviews is stored by no shared cache: the next request shows them (README "Caching").
    context.http.upstreamFailures.push('trustpilot');
    return {...empty, status: 'pending'};
  }
  const seen = new Set<string>();
  const reviews = pages
    .flatMap((answer) => answer?.reviews ?? [])
    .filter((review) => !seen.has(review.id) && seen.add(review.id))
    .map((review) => ({...review, dateLabel: formatDateRelative(reviewDate(review), context.market.language)}));
  return {orderBy, page, reviews, hasMore: page < MAX_REVIEWS_PAGES && Boolean(pages.at(-1)?.hasMore), status: 'ready'};
}
