// The one client of Trustpilot's public API (API-SHAPES.md §4), on the server only: the API key and business
// unit come from env (TRUSTPILOT_API_KEY, TRUSTPILOT_BUSINESS_UNIT_ID) and the key goes in the `apikey` header,
// never in a URL we answer with or cache under. Answers are mapped to the shapes of reviews.ts and kept briefly
// in the worker's sub-request cache (REVIEWS_CACHE), per URL (language, sort and page are in it). Pages `peek`
// (ratings, the reviews page): they read that cache and never wait on Trustpilot; a miss is loaded in the
// background for the next request, and the browser asks our routes meanwhile.
import type {AppLoadContext} from '~/context.server';
import {REVIEWS_CACHE} from '~/http/cache-control';
import {createPeekCache, type PeekCache} from '~/upstream/peek-cache.server';
import {reportError} from '~/upstream/sentry.server';
import {requestLogger, type Logger} from '~/observability/log.server';
import {
  checkSku,
  MAX_REVIEWS_PER_PAGE,
  pageOf,
  sortReviews,
  type ProductRating,
  type Rating,
  type Review,
  type ReviewPage,
  type ReviewQuery,
  type ReviewStars,
  type StarCounts,
} from './reviews';

export const DEFAULT_TRUSTPILOT_API_URL = 'https://api.trustpilot.com/v1';
/** A reviews route waits no longer than this for Trustpilot, then answers 502. */
export const TRUSTPILOT_TIMEOUT_MS = 4000;
/** A product's rating is asked in the background (pages peek) or by a card's browser: given up after this. */
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
  /** The business unit's TrustScore and counts, over every language. */
  businessRating(): Promise<Rating>;
  /** What the cache holds, else undefined at once (a miss is loaded in the background): for pages. */
  peek: {
    businessReviews(query: ReviewQuery): Promise<ReviewPage | undefined>;
    productRating(sku: string): Promise<ProductRating | undefined>;
  };
};

type Options = {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The worker's cache; without one (unit tests) every call goes to Trustpilot and a peek finds nothing. */
  store?: PeekCache;
};

export function createTrustpilotClient(settings: TrustpilotSettings, options: Options = {}): TrustpilotClient {
  const {fetch: send = fetch, timeoutMs = TRUSTPILOT_TIMEOUT_MS, store} = options;
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

  type Call<T> = {path: string; params: Record<string, string | number>; read: (raw: unknown) => T};

  /** The call's key in the cache: never the API key (the URL has none, it travels in a header). */
  const keyOf = ({path, params}: Call<unknown>) =>
    JSON.stringify(['trustpilot', settings.apiUrl, path, Object.entries(params).sort()]);
  /** `deadline`: see `get`; a call's own time box by default, from when it starts. */
  const loader =
    <T>(call: Call<T>, deadline?: number) =>
    async () =>
      call.read(await get(call.path, call.params, deadline ?? Date.now() + timeoutMs));

  /** A call whose well-formed answer (what `read` makes of it) is kept in the sub-request cache. */
  function cached<T>(call: Call<T>, deadline?: number): Promise<T> {
    const load = loader(call, deadline);
    return store ? store.get(keyOf(call), load) : load();
  }

  async function peeked<T>(call: Call<T>): Promise<T | undefined> {
    return store?.peek(keyOf(call), loader(call));
  }

  const businessCall = ({page, perPage, orderBy, language}: ReviewQuery): Call<ReviewPage> => ({
    path: `/business-units/${unit}/reviews`,
    params: {language, orderBy, page, perPage},
    read(raw) {
      const wire = listOf(raw, 'reviews');
      const reviews = wire.items.map((item) => reviewFromWire(item, 'text')).filter((review) => review !== null);
      return {reviews, page, perPage, hasMore: wire.hasNext ?? reviews.length === perPage};
    },
  });

  const ratingCall = (sku: string): Call<ProductRating> => ({
    path: `/product-reviews/business-units/${unit}`,
    params: {sku},
    read: (raw) => ({sku, ...ratingFromWire(raw)}),
  });

  return {
    businessReviews: (query) => cached(businessCall(query)),
    async productReviews(sku, {page, perPage, orderBy, language}) {
      const all: Review[] = [];
      // One time box for all the pages: a Trustpilot slow on each is given up as one that hangs.
      const deadline = Date.now() + timeoutMs;
      for (let upstreamPage = 1; upstreamPage <= MAX_PRODUCT_REVIEW_PAGES; upstreamPage++) {
        const params = {sku, language, page: upstreamPage, perPage: MAX_REVIEWS_PER_PAGE};
        const wire = await cached(
          {
            path: `/product-reviews/business-units/${unit}/reviews`,
            params,
            read(raw) {
              const list = listOf(raw, 'productReviews');
              return {reviews: list.items.map((item) => reviewFromWire(item, 'content')), hasNext: list.hasNext};
            },
          },
          deadline,
        );
        all.push(...wire.reviews.filter((review) => review !== null));
        if (!(wire.hasNext ?? wire.reviews.length === MAX_REVIEWS_PER_PAGE)) break;
      }
      return pageOf(sortReviews(all, orderBy), page, perPage);
    },
    productRating: (sku) => cached(ratingCall(sku)),
    businessRating: () =>
      cached({path: `/business-units/${unit}`, params: {}, read: (raw) => businessRatingFromWire(raw)}),
    peek: {
      businessReviews: (query) => peeked(businessCall(query)),
      productRating: (sku) => peeked(ratingCall(sku)),
    },
  };
}

/** The client for this request, or null when Trustpilot is not configured. */
export async function trustpilotFor(
  context: Pick<AppLoadContext, 'env' | 'waitUntil'> & {log?: Logger},
  options: Pick<Options, 'timeoutMs'> = {},
): Promise<TrustpilotClient | null> {
  const settings = trustpilotSettings(context.env);
  if (!settings) return null;
  const cache = typeof caches === 'undefined' ? undefined : await caches.open('hydrogen');
  const store = cache
    ? createPeekCache({
        cache,
        strategy: REVIEWS_CACHE,
        waitUntil: context.waitUntil,
        onBackgroundError: (error) => logTrustpilotFailure(error, context.log),
      })
    : undefined;
  return createTrustpilotClient(settings, {...options, store});
}

/**
 * A product's rating for a page's loader (the rating under the title, JSON-LD): what the worker's cache holds,
 * else null at once, never a wait on Trustpilot (issue 12: the first screen never waits on the review service).
 * A miss is asked in the background, so the next render has it; meanwhile the browser asks our rating route.
 * Trustpilot failing is logged there and does not touch the page: it is complete without a rating.
 */
export async function peekProductRating(
  context: Pick<AppLoadContext, 'env' | 'waitUntil'>,
  sku: string,
): Promise<ProductRating | null> {
  // A trustpilotId editors typed oddly has no rating; it is not Trustpilot failing.
  if (!checkSku(sku).ok) return null;
  const client = await trustpilotFor(context, {timeoutMs: RATING_TIMEOUT_MS});
  return (await client?.peek.productRating(sku)) ?? null;
}

export function logTrustpilotFailure(error: unknown, log: Logger = requestLogger(undefined)) {
  log.error('[trustpilot]', error instanceof Error ? error.message : error);
  reportError(error, undefined, {upstream: 'trustpilot'}, log.requestId);
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

/** A summary's average (the product's starsAverage, the business's score.trustScore) and counts per star. */
function summaryFromWire(average: unknown, counts: unknown, what: string): Rating {
  const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);
  const total = isObject(counts) ? count(counts.total) : null;
  if (!isObject(counts) || total === null || typeof average !== 'number' || !(average >= 0 && average <= 5)) {
    throw new TrustpilotError(`the ${what} has no average or numberOfReviews`, 200);
  }
  const numberOfReviews = {total} as StarCounts;
  for (const key of STAR_KEYS) numberOfReviews[key] = count(counts[key]) ?? 0;
  return {starsAverage: average, numberOfReviews};
}

function ratingFromWire(raw: unknown): Rating {
  return summaryFromWire(
    isObject(raw) ? raw.starsAverage : undefined,
    isObject(raw) ? raw.numberOfReviews : null,
    'product summary',
  );
}

function businessRatingFromWire(raw: unknown): Rating {
  const score = isObject(raw) && isObject(raw.score) ? raw.score : {};
  return summaryFromWire(score.trustScore, isObject(raw) ? raw.numberOfReviews : null, 'business unit');
}
