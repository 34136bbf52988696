// The browser's side of spec §7's review calls: our own /api/reviews/* routes (A's resource routes, under the
// market's prefix so the language defaults to the market's), and the hooks the review sections load with. A failed
// call rejects with the HTTP status text and is logged (spec §8); the sections then show no reviews.
import {useCallback, useEffect, useRef, useState} from 'react';
import {useRouteContext} from '~/context/route-context';
import {DEFAULT_REVIEW_SORT, REVIEW_PAGE_SIZE, type Review, type ReviewPage, type ReviewSort} from '~/reviews/reviews';

/** Whose reviews: the business unit's, or one product's (its trustpilotId). */
export type ReviewSource = {kind: 'business'} | {kind: 'product'; sku: string};

export type ReviewRequest = {page?: number; perPage?: number; orderBy?: ReviewSort};

export function reviewsPath(basePath: string, source: ReviewSource, request: ReviewRequest = {}): string {
  const path =
    source.kind === 'business'
      ? `${basePath}/api/reviews/business/reviews`
      : `${basePath}/api/reviews/product/${encodeURIComponent(source.sku)}/reviews`;
  const query = new URLSearchParams();
  query.set('orderBy', request.orderBy ?? DEFAULT_REVIEW_SORT);
  query.set('page', String(request.page ?? 1));
  query.set('perPage', String(request.perPage ?? REVIEW_PAGE_SIZE[source.kind]));
  return `${path}?${query}`;
}

export async function fetchReviews(
  basePath: string,
  source: ReviewSource,
  request: ReviewRequest = {},
  signal?: AbortSignal,
): Promise<ReviewPage> {
  const path = reviewsPath(basePath, source, request);
  const response = await fetch(path, {headers: {Accept: 'application/json'}, signal});
  if (!response.ok) {
    // HTTP/2 answers carry no reason phrase: the status number stands in for it.
    const statusText = response.statusText || `HTTP ${response.status}`;
    console.error('[reviews]', path, statusText);
    throw new Error(statusText);
  }
  const answer = reviewPageOf(await response.json());
  if (!answer) {
    console.error('[reviews]', path, 'not a reviews answer');
    throw new Error('Not a reviews answer');
  }
  return answer;
}

/** An answer as the browser received it, or null when it is none (a proxy's page, another release's shape). */
export function reviewPageOf(answer: unknown): ReviewPage | null {
  const page = answer as Partial<ReviewPage> | null;
  if (!page || !Array.isArray(page.reviews) || typeof page.hasMore !== 'boolean') return null;
  return page.reviews.every(isReview) ? (page as ReviewPage) : null;
}

function isReview(value: unknown): value is Review {
  const review = (value ?? {}) as Partial<Review>;
  return (
    typeof review.id === 'string' &&
    typeof review.text === 'string' &&
    typeof review.createdAt === 'string' &&
    typeof review.consumer?.displayName === 'string' &&
    [1, 2, 3, 4, 5].includes(review.stars as number)
  );
}

export type ReviewFeed = {
  reviews: Review[];
  status: 'loading' | 'ready' | 'failed';
  hasMore: boolean;
  /** The source shown: a product's, or the business's when the product has none. */
  source: ReviewSource | null;
  loadMore: () => void;
};

/**
 * Reviews of `sku` when it has any, else the business's (spec §2 Reviews section), in `orderBy`, a page at a
 * time. Loads after hydration only: the server renders the frame and the browser fills it.
 */
export function useReviewFeed(sku: string | null, orderBy: ReviewSort = DEFAULT_REVIEW_SORT): ReviewFeed {
  const {basePath} = useRouteContext();
  const [state, setState] = useState<Omit<ReviewFeed, 'loadMore'>>({
    reviews: [],
    status: 'loading',
    hasMore: false,
    source: null,
  });
  const page = useRef(1);
  const busy = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    busy.current = controller;
    page.current = 1;
    setState((current) => ({...current, status: 'loading'}));
    const business: ReviewSource = {kind: 'business'};
    const first = sku
      ? fetchReviews(basePath, {kind: 'product', sku}, {orderBy}, controller.signal).then((answer) =>
          answer.reviews.length ? {answer, source: {kind: 'product', sku} as ReviewSource} : null,
        )
      : Promise.resolve(null);
    first
      .then(
        async (found) =>
          found ?? {answer: await fetchReviews(basePath, business, {orderBy}, controller.signal), source: business},
      )
      .then(({answer, source}) => {
        if (controller.signal.aborted) return;
        setState({reviews: answer.reviews, status: 'ready', hasMore: answer.hasMore, source});
      })
      .catch(() => {
        // Logged by fetchReviews; the section stays without reviews.
        if (!controller.signal.aborted) setState({reviews: [], status: 'failed', hasMore: false, source: null});
      });
    return () => controller.abort();
  }, [basePath, sku, orderBy]);

  const {source, hasMore, status} = state;
  const loadMore = useCallback(() => {
    if (!source || !hasMore || status === 'loading') return;
    const signal = busy.current?.signal;
    const next = page.current + 1;
    setState((current) => ({...current, status: 'loading'}));
    fetchReviews(basePath, source, {orderBy, page: next}, signal)
      .then((answer) => {
        if (signal?.aborted) return;
        page.current = next;
        setState((current) => ({
          ...current,
          reviews: [
            ...current.reviews,
            ...answer.reviews.filter((review) => !current.reviews.some((shown) => shown.id === review.id)),
          ],
          status: 'ready',
          hasMore: answer.hasMore,
        }));
      })
      .catch(() => {
        // The reviews shown stay; the button offers the page again.
        if (!signal?.aborted) setState((current) => ({...current, status: 'ready'}));
      });
  }, [basePath, source, hasMore, status, orderBy]);

  return {...state, loadMore};
}
