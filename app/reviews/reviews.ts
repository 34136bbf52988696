// Spec §3 Review, §5 (green card rule), §7 (reviews calls and sort keys), §9 (page sizes): the shapes our
// /api/reviews/* routes answer with, and the rules for their parameters. Pure: shared by the routes, the
// server client and the review components.
import {MARKETS, type Language} from '~/markets/markets';

export type ReviewStars = 1 | 2 | 3 | 4 | 5;

export type Review = {
  id: string;
  stars: ReviewStars;
  /** Service reviews' `text`; product reviews' `content`. */
  text: string;
  consumer: {displayName: string};
  /** ISO date-time. */
  createdAt: string;
  experiencedAt: string | null;
};

export type ReviewPage = {reviews: Review[]; page: number; perPage: number; hasMore: boolean};

export type StarCounts = {
  total: number;
  oneStar: number;
  twoStars: number;
  threeStars: number;
  fourStars: number;
  fiveStars: number;
};

/** A rating: the average of the stars (the business's: its TrustScore) and how many reviews have each. */
export type Rating = {starsAverage: number; numberOfReviews: StarCounts};
export type ProductRating = Rating & {sku: string};

export const REVIEW_SORT_KEYS = ['createdat.desc', 'createdat.asc', 'stars.asc', 'stars.desc'] as const;
export type ReviewSort = (typeof REVIEW_SORT_KEYS)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'createdat.desc';

/** Spec §7: the labels editors and shoppers see, and the sort key each stands for. */
export const REVIEW_SORT_LABELS = {
  'Oldest First': 'createdat.asc',
  'Highest Rated': 'stars.desc',
  'Lowest Rated': 'stars.asc',
} as const satisfies Record<string, ReviewSort>;

export const REVIEW_PAGE_SIZE = {business: 20, product: 6} as const;
export type ReviewKind = keyof typeof REVIEW_PAGE_SIZE;

/** Trustpilot's own limit on perPage. */
export const MAX_REVIEWS_PER_PAGE = 100;

/** Spec §5: green only for a short text with five stars. */
export const HIGHLIGHT_MAX_TEXT_LENGTH = 100;

export function isHighlightedReview(review: Pick<Review, 'stars' | 'text'>): boolean {
  return review.stars === 5 && review.text.length < HIGHLIGHT_MAX_TEXT_LENGTH;
}

/** The day a card shows: when the customer had the experience, else when they wrote. */
export function reviewDate(review: Pick<Review, 'createdAt' | 'experiencedAt'>): string {
  return review.experiencedAt || review.createdAt;
}

/** A sort label (spec §7) or a key as editors may have typed it; anything else is the default order. */
export function reviewSortFromLabel(value: string | null | undefined): ReviewSort {
  const text = (value ?? '').trim();
  if (text in REVIEW_SORT_LABELS) return REVIEW_SORT_LABELS[text as keyof typeof REVIEW_SORT_LABELS];
  const lower = text.toLowerCase();
  return (REVIEW_SORT_KEYS as readonly string[]).includes(lower) ? (lower as ReviewSort) : DEFAULT_REVIEW_SORT;
}

export const REVIEW_LANGUAGES: readonly Language[] = [...new Set(MARKETS.map((market) => market.reviewLanguage))];

/** A parameter's value, or why it was refused (worded for the 400 body). */
export type Checked<T> = {ok: true; value: T} | {ok: false; error: string};

const ok = <T>(value: T): Checked<T> => ({ok: true, value});
const refused = <T>(error: string): Checked<T> => ({ok: false, error});

/** Absent (null) gives the default; present must be written plainly: "2", not "2.0", "+2", " 2" or "2e0". */
function wholeNumber(value: string | null, fallback: number, name: string, min: number, max: number): Checked<number> {
  if (value === null) return ok(fallback);
  const number = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (Number.isNaN(number) || number < min || number > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `from ${min} to ${max}`;
    return refused(`${name} must be a whole number ${range}`);
  }
  return ok(number);
}

export function checkPage(value: string | null): Checked<number> {
  return wholeNumber(value, 1, 'page', 1, Number.MAX_SAFE_INTEGER);
}

export function checkPerPage(value: string | null, fallback: number): Checked<number> {
  return wholeNumber(value, fallback, 'perPage', 1, MAX_REVIEWS_PER_PAGE);
}

export function checkSort(value: string | null): Checked<ReviewSort> {
  if (value === null) return ok(DEFAULT_REVIEW_SORT);
  return (REVIEW_SORT_KEYS as readonly string[]).includes(value)
    ? ok(value as ReviewSort)
    : refused(`orderBy must be one of ${REVIEW_SORT_KEYS.join(', ')}`);
}

export function checkLanguage(value: string | null, fallback: Language): Checked<Language> {
  if (value === null) return ok(fallback);
  return (REVIEW_LANGUAGES as readonly string[]).includes(value)
    ? ok(value as Language)
    : refused(`language must be one of ${REVIEW_LANGUAGES.join(', ')}`);
}

const SKU = /^[A-Za-z0-9._-]{1,64}$/;

export function checkSku(value: string | undefined): Checked<string> {
  return value !== undefined && SKU.test(value)
    ? ok(value)
    : refused('sku must be 1 to 64 letters, digits, dots, dashes or underscores');
}

export type ReviewQuery = {page: number; perPage: number; orderBy: ReviewSort; language: Language};

/**
 * The query of a reviews route: page, perPage, orderBy and language, defaults filled in. A parameter given
 * twice is refused rather than one of them silently picked.
 */
export function checkReviewQuery(
  params: URLSearchParams,
  defaults: {perPage: number; language: Language},
): Checked<ReviewQuery> {
  for (const name of ['page', 'perPage', 'orderBy', 'language']) {
    if (params.getAll(name).length > 1) return refused(`${name} is given more than once`);
  }
  const page = checkPage(params.get('page'));
  if (!page.ok) return page;
  const perPage = checkPerPage(params.get('perPage'), defaults.perPage);
  if (!perPage.ok) return perPage;
  const orderBy = checkSort(params.get('orderBy'));
  if (!orderBy.ok) return orderBy;
  const language = checkLanguage(params.get('language'), defaults.language);
  if (!language.ok) return language;
  return ok({page: page.value, perPage: perPage.value, orderBy: orderBy.value, language: language.value});
}

const ORDER: Record<ReviewSort, (a: Review, b: Review) => number> = {
  'createdat.desc': (a, b) => b.createdAt.localeCompare(a.createdAt),
  'createdat.asc': (a, b) => a.createdAt.localeCompare(b.createdAt),
  // Equal stars: newest first, so a page boundary is stable.
  'stars.desc': (a, b) => b.stars - a.stars || b.createdAt.localeCompare(a.createdAt),
  'stars.asc': (a, b) => a.stars - b.stars || b.createdAt.localeCompare(a.createdAt),
};

/** Sorts a copy; for lists the review service cannot order itself (product reviews). */
export function sortReviews(reviews: readonly Review[], orderBy: ReviewSort): Review[] {
  return [...reviews].sort(ORDER[orderBy]);
}

/** One page of an already sorted list. */
export function pageOf(reviews: readonly Review[], page: number, perPage: number): ReviewPage {
  const start = (page - 1) * perPage;
  return {reviews: reviews.slice(start, start + perPage), page, perPage, hasMore: reviews.length > start + perPage};
}
