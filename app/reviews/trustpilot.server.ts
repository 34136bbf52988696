// The one client of Trustpilot's public API (API-SHAPES.md §4), on the server only: the API key and business
// unit come from env (TRUSTPILOT_API_KEY, TRUSTPILOT_BUSINESS_UNIT_ID) and the key goes in the `apikey` header,
// never in a URL we answer with or cache under. Answers are mapped to the shapes of reviews.ts and kept briefly
// in the worker's sub-request cache (REVIEWS_CACHE), per URL (language, sort and page are in it).
import {createWithCache} from '@shopify/hydrogen';
import type {AppLoadContext} from '~/context.server';
import {REVIEWS_CACHE} from '~/http/cache-control';
import {reportError} from '~/upstream/sentry.server';
import {
  checkSku,
  MAX_REVIEWS_PER_PAGE,
  pageOf,
  sortReviews,
  type ProductRating,
  type Review,
  type ReviewPage,
  type ReviewQuery,
  type ReviewStars,
  type StarCounts,
} from './reviews';

export const DEFAULT_TRUSTPILOT_API_URL = 'https://api.trustpilot.com/v1';
/** A reviews route waits no longer than this for Trustpilot, then answers 502. */
export const TRUSTPILOT_TIMEOUT_MS = 4000;
/** A page's loader gives up on a product's rating after this; the page renders without it. */
export const RATING_TIMEOUT_MS = 1000;
/**
 * Trustpilot's product reviews take no sort order: a product's reviews are read whole (up to this many pages of
 * 100) and sorted and paged here.
 */
export const MAX_PRODUCT_REVIEW_PAGES = 5;

/** Trustpilot did not answer in time, refused, or answered something that is no answer. */
export class TrustpilotError extends Error {
  constructor(message: string, readonly status?: number, options?: ErrorOptions) {
    super(message, options);
    this.name = 'TrustpilotError';
  }
}

export type TrustpilotSettings = {apiUrl: string; apiKey: string; businessUnitId: string};

type TrustpilotEnv = Pick<Env, 'TRUSTPILOT_API_URL' | 'TRUSTPILOT_API_KEY' | 'TRUSTPILOT_BUSINESS_UNIT_ID'>;

/** The settings from env, or null when the key or the business unit is missing (the routes then answer 503). */
export function trustpilotSettings(env: TrustpilotEnv): TrustpilotSettings | null {
  const apiKey = env.TRUSTPILOT_API_KEY?.trim();
  const businessUnitId = env.TRUSTPILOT_BUSINESS_UNIT_ID?.trim();
  if (!apiKey || !businessUnitId) return null;
  const apiUrl = (env.TRUSTPILOT_API_URL?.trim() || DEFAULT_TRUSTPILOT_API_URL).replace(/\/+$/, '');
  return {apiUrl, apiKey, businessUnitId};
}

export type TrustpilotClient = {
  businessReviews(query: ReviewQuery): Promise<ReviewPage>;
  productReviews(sku: string, query: ReviewQuery): Promise<ReviewPage>;
  productRating(sku: string): Promise<ProductRating>;
};

type Options = {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The worker's cache; without one (unit tests) every call goes to Trustpilot. */
  cache?: Cache;
  waitUntil?: (promise: Promise<unknown>) => void;
  request?: Request;
};

export function createTrustpilotClient(settings: TrustpilotSettings, options: Options = {}): TrustpilotClient {
  const {fetch: send = fetch, timeoutMs = TRUSTPILOT_TIMEOUT_MS, cache, waitUntil, request} = options;
  // Hydrogen reads the request only for its debug headers and copes without one (a loader's rating call).
  const withCache = cache
    ? createWithCache({cache, waitUntil: waitUntil ?? (() => {}), request: request as Request})
    : null;
  const unit = encodeURIComponent(settings.businessUnitId);

  /** `deadline` (epoch ms): a call made of several requests waits no longer in all than one would. */
  async function get(path: string, params: Record<string, string | number>, deadline: number): Promise<unknown> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), Math.max(0, deadline - Date.now()));
    try {
      // Inside the try: a TRUSTPILOT_API_URL that is no URL is a failing service, not our crash.
      const url = new URL(`${settings.apiUrl}${path}`);
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
      const response = await send(url, {
        headers: {Accept: 'application/json', apikey: settings.apiKey},
        signal: controller.signal,
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new TrustpilotError(`GET ${path}: status ${response.status}`, response.status);
      }
      const raw = await response.text();
      try {
        return JSON.parse(raw) as unknown;
      } catch (error) {
        throw new TrustpilotError(`GET ${path}: the answer is not JSON`, response.status, {cause: error});
      }
    } catch (error) {
      if (error instanceof TrustpilotError) throw error;
      const reason = controller.signal.aborted ? `no answer within ${timeoutMs} ms` : String(error);
      throw new TrustpilotError(`GET ${path}: ${reason}`, undefined, {cause: error});
    } finally {
      clearTimeout(timer);
    }
  }

  /** A call whose well-formed answer (what `read` makes of it) is kept in the sub-request cache. */
  function cached<T>(
    path: string,
    params: Record<string, string | number>,
    read: (raw: unknown) => T,
    deadline = Date.now() + timeoutMs,
  ): Promise<T> {
    const load = async () => read(await get(path, params, deadline));
    if (!withCache) return load();
    // The key never holds the API key: the URL has none (it travels in a header).
    const cacheKey = ['trustpilot', settings.apiUrl, path, Object.entries(params).sort()];
    return withCache.run({cacheKey, cacheStrategy: REVIEWS_CACHE, shouldCacheResult: () => true}, load);
  }

  return {
    async businessReviews({page, perPage, orderBy, language}) {
      return cached(`/business-units/${unit}/reviews`, {language, orderBy, page, perPage}, (raw) => {
        const wire = listOf(raw, 'reviews');
        const reviews = wire.items.map((item) => reviewFromWire(item, 'text')).filter((review) => review !== null);
        return {reviews, page, perPage, hasMore: wire.hasNext ?? reviews.length === perPage};
      });
    },
    async productReviews(sku, {page, perPage, orderBy, language}) {
      const all: Review[] = [];
      // One time box for all the pages: a Trustpilot slow on each is given up as one that hangs.
      const deadline = Date.now() + timeoutMs;
      for (let upstreamPage = 1; upstreamPage <= MAX_PRODUCT_REVIEW_PAGES; upstreamPage++) {
        const params = {sku, language, page: upstreamPage, perPage: MAX_REVIEWS_PER_PAGE};
        const wire = await cached(
          `/product-reviews/business-units/${unit}/reviews`,
          params,
          (raw) => {
            const list = listOf(raw, 'productReviews');
            return {reviews: list.items.map((item) => reviewFromWire(item, 'content')), hasNext: list.hasNext};
          },
          deadline,
        );
        all.push(...wire.reviews.filter((review) => review !== null));
        if (!(wire.hasNext ?? wire.reviews.length === MAX_REVIEWS_PER_PAGE)) break;
      }
      return pageOf(sortReviews(all, orderBy), page, perPage);
    },
    async productRating(sku) {
      return cached(`/product-reviews/business-units/${unit}`, {sku}, (raw) => ({sku, ...ratingFromWire(raw)}));
    },
  };
}

/** The client for this request, or null when Trustpilot is not configured. */
export async function trustpilotFor(
  context: Pick<AppLoadContext, 'env' | 'waitUntil'>,
  request?: Request,
  options: Pick<Options, 'timeoutMs'> = {},
): Promise<TrustpilotClient | null> {
  const settings = trustpilotSettings(context.env);
  if (!settings) return null;
  const cache = typeof caches === 'undefined' ? undefined : await caches.open('hydrogen');
  return createTrustpilotClient(settings, {...options, cache, waitUntil: context.waitUntil, request});
}

/**
 * A product's rating for a page's loader (JSON-LD, a deferred rating): null when Trustpilot is not configured,
 * fails or takes longer than about a second. Never throws; a failure is logged and makes the page unshareable
 * like any upstream failure (README "Fault tolerance").
 */
export async function loadProductRating(
  context: Pick<AppLoadContext, 'env' | 'waitUntil' | 'http'>,
  sku: string,
): Promise<ProductRating | null> {
  // A trustpilotId editors typed oddly has no rating; it is not Trustpilot failing.
  if (!checkSku(sku).ok) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const client = await trustpilotFor(context, undefined, {timeoutMs: RATING_TIMEOUT_MS});
    if (!client) return null;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new TrustpilotError(`rating: no answer within ${RATING_TIMEOUT_MS} ms`)),
        RATING_TIMEOUT_MS,
      );
    });
    return await Promise.race([client.productRating(sku), late]);
  } catch (error) {
    logTrustpilotFailure(error);
    context.http.upstreamFailures.push('trustpilot');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export function logTrustpilotFailure(error: unknown) {
  console.error('[trustpilot]', error instanceof Error ? error.message : error);
  reportError(error, undefined, {upstream: 'trustpilot'});
}

// --- Trustpilot's answers, read defensively: a list that is no list is a failure; a review that is no review is left out.

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The list under `key`, and whether a next page is linked (undefined when the answer names no paging links). */
function listOf(raw: unknown, key: string): {items: unknown[]; hasNext: boolean | undefined} {
  const items = isObject(raw) ? raw[key] : undefined;
  if (!Array.isArray(items)) throw new TrustpilotError(`the answer has no ${key} list`, 200);
  const links = isObject(raw) && Array.isArray(raw.links) ? raw.links.filter(isObject) : [];
  // The rel names are unconfirmed (`next-page`, `next`, ...): any rel naming "next" is the next page.
  const rels = links.map((link) => String(link.rel ?? '').toLowerCase());
  const hasNext = rels.some((rel) => rel.includes('next')) ? true : rels.length ? false : undefined;
  return {items, hasNext};
}

function isoDate(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function reviewFromWire(raw: unknown, textKey: 'text' | 'content'): Review | null {
  if (!isObject(raw)) return null;
  const stars = raw.stars;
  const createdAt = isoDate(raw.createdAt);
  const text = raw[textKey];
  const consumer = isObject(raw.consumer) ? raw.consumer : {};
  if (typeof raw.id !== 'string' || typeof text !== 'string' || !createdAt) return null;
  if (typeof stars !== 'number' || !Number.isInteger(stars) || stars < 1 || stars > 5) return null;
  return {
    id: raw.id,
    stars: stars as ReviewStars,
    text,
    consumer: {displayName: typeof consumer.displayName === 'string' ? consumer.displayName : ''},
    createdAt,
    experiencedAt: isoDate(raw.experiencedAt),
  };
}

const STAR_KEYS = ['oneStar', 'twoStars', 'threeStars', 'fourStars', 'fiveStars'] as const;

function ratingFromWire(raw: unknown): Omit<ProductRating, 'sku'> {
  const counts = isObject(raw) && isObject(raw.numberOfReviews) ? raw.numberOfReviews : null;
  const average = isObject(raw) ? raw.starsAverage : undefined;
  const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);
  const total = count(counts?.total);
  if (!counts || total === null || typeof average !== 'number' || !(average >= 0 && average <= 5)) {
    throw new TrustpilotError('the product summary has no starsAverage or numberOfReviews', 200);
  }
  const numberOfReviews = {total} as StarCounts;
  for (const key of STAR_KEYS) numberOfReviews[key] = count(counts[key]) ?? 0;
  return {starsAverage: average, numberOfReviews};
}
