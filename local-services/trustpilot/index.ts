// Trustpilot public API stand-in (API-SHAPES.md §4), under /trustpilot/v1/: the API key in the `apikey` header
// or query, service reviews of the business unit, product reviews and the product summary, with the demo
// reviews of local-services/data/reviews.ts. What API-SHAPES leaves unconfirmed is chosen here and settable
// through env, read per request like the other stand-ins' tokens:
// - LOCAL_TRUSTPILOT_API_KEY / LOCAL_TRUSTPILOT_BUSINESS_UNIT_ID: the accepted key and business unit
//   (default local-trustpilot-key / local-business-unit);
// - LOCAL_TRUSTPILOT_UNAUTHORIZED_BODY: the 401 body (default the Apigee-style Invalid ApiKey fault);
// - LOCAL_TRUSTPILOT_PAGE_RELS: the `rel` names of the paging links, `next,prev` (default `next-page,prev-page`).
import {BUSINESS_REVIEWS, PRODUCT_REVIEWS, type DemoProductReview, type DemoReview} from '../data/reviews';

export const TRUSTPILOT_PREFIX = '/trustpilot/v1';

const DEFAULT_UNAUTHORIZED =
  '{"fault":{"faultstring":"Invalid ApiKey","detail":{"errorcode":"oauth.v2.InvalidApiKey"}}}';
const SORTS = ['createdat.desc', 'createdat.asc', 'stars.asc', 'stars.desc'] as const;

// Widened: the app's env.d.ts narrows the global `process.env`.
const env = (): Record<string, string | undefined> => process.env;
const apiKey = () => env().LOCAL_TRUSTPILOT_API_KEY || 'local-trustpilot-key';
const businessUnitId = () => env().LOCAL_TRUSTPILOT_BUSINESS_UNIT_ID || 'local-business-unit';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json; charset=utf-8'}});
}

const error = (message: string, status: number) => json({message, errorCode: status}, status);

function unauthorized(): Response {
  const body = env().LOCAL_TRUSTPILOT_UNAUTHORIZED_BODY || DEFAULT_UNAUTHORIZED;
  return new Response(body, {status: 401, headers: {'content-type': 'application/json; charset=utf-8'}});
}

/** page ≥ 1 and perPage 1–100 (default 20), or the 400 Trustpilot answers. */
function paging(url: URL): {page: number; perPage: number} | Response {
  const page = Number(url.searchParams.get('page') ?? 1);
  const perPage = Number(url.searchParams.get('perPage') ?? 20);
  if (!Number.isInteger(page) || page < 1) return error('page must be a positive integer', 400);
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
    return error('perPage must be between 1 and 100', 400);
  return {page, perPage};
}

/** `stars=5&stars=4` or `stars=4,5`; null for all. */
function starsFilter(url: URL): Set<number> | null {
  const values = url.searchParams.getAll('stars').flatMap((value) => value.split(','));
  return values.length ? new Set(values.map(Number)) : null;
}

function select<T extends DemoReview>(reviews: T[], url: URL): T[] {
  const language = url.searchParams.get('language');
  const stars = starsFilter(url);
  return reviews.filter(
    (review) =>
      (!language || language === 'all' || review.language === language) && (!stars || stars.has(review.stars)),
  );
}

const byAge = (a: DemoReview, b: DemoReview) => a.ageMs - b.ageMs;
const ORDER: Record<(typeof SORTS)[number], (a: DemoReview, b: DemoReview) => number> = {
  'createdat.desc': byAge,
  'createdat.asc': (a, b) => b.ageMs - a.ageMs,
  'stars.desc': (a, b) => b.stars - a.stars || byAge(a, b),
  'stars.asc': (a, b) => a.stars - b.stars || byAge(a, b),
};

function pageLinks(url: URL, page: number, hasNext: boolean) {
  const [next = 'next-page', prev = 'prev-page'] = (env().LOCAL_TRUSTPILOT_PAGE_RELS || '').split(',').filter(Boolean);
  const at = (n: number) => {
    const target = new URL(url);
    target.searchParams.delete('apikey');
    target.searchParams.set('page', String(n));
    return target.toString();
  };
  return [
    ...(page > 1 ? [{href: at(page - 1), method: 'GET', rel: prev}] : []),
    ...(hasNext ? [{href: at(page + 1), method: 'GET', rel: next}] : []),
  ];
}

const iso = (ms: number) => new Date(ms).toISOString();

function serviceReview(review: DemoReview, now: number) {
  const createdAt = iso(now - review.ageMs);
  return {
    id: review.id,
    stars: review.stars,
    title: review.title,
    text: review.text,
    language: review.language,
    createdAt,
    updatedAt: null,
    experiencedAt: review.experiencedBeforeMs === null ? null : iso(now - review.ageMs - review.experiencedBeforeMs),
    consumer: {
      id: review.consumerId,
      displayName: review.displayName,
      displayLocation: review.displayLocation,
      numberOfReviews: 1,
    },
    businessUnit: {id: businessUnitId(), displayName: 'Original Fuel', identifyingName: 'originalfuel.eu'},
    location: null,
    companyReply: null,
    isVerified: review.stars % 2 === 1,
    numberOfLikes: 0,
    status: 'active',
    reviewVerificationLevel: 'invited',
    countsTowardsTrustScore: true,
    countsTowardsLocationTrustScore: false,
    source: 'InvitationApi',
    links: [],
  };
}

function productReview(review: DemoProductReview, now: number) {
  return {
    id: review.id,
    createdAt: iso(now - review.ageMs),
    stars: review.stars,
    content: review.text,
    consumer: {id: review.consumerId, displayName: review.displayName},
    language: review.language,
    attributeRatings: [],
    attachments: [],
    firstCompanyComment: null,
  };
}

function businessReviews(url: URL): Response {
  const paged = paging(url);
  if (paged instanceof Response) return paged;
  const orderBy = url.searchParams.get('orderBy') ?? 'createdat.desc';
  if (!(SORTS as readonly string[]).includes(orderBy)) return error(`orderBy must be one of ${SORTS.join(', ')}`, 400);
  const sorted = select(BUSINESS_REVIEWS, url).sort(ORDER[orderBy as (typeof SORTS)[number]]);
  const start = (paged.page - 1) * paged.perPage;
  const now = Date.now();
  return json({
    links: pageLinks(url, paged.page, sorted.length > start + paged.perPage),
    reviews: sorted.slice(start, start + paged.perPage).map((review) => serviceReview(review, now)),
  });
}

function productReviews(url: URL): Response {
  const sku = url.searchParams.get('sku');
  if (!sku && !url.searchParams.get('productUrl')) return error('Either sku or productUrl is required', 400);
  const paged = paging(url);
  if (paged instanceof Response) return paged;
  // The demo products have no product URLs of their own: a productUrl alone matches nothing.
  const sorted = select(
    PRODUCT_REVIEWS.filter((review) => review.sku === sku),
    url,
  ).sort(byAge);
  const start = (paged.page - 1) * paged.perPage;
  const now = Date.now();
  return json({
    productReviews: sorted.slice(start, start + paged.perPage).map((review) => productReview(review, now)),
    links: pageLinks(url, paged.page, sorted.length > start + paged.perPage),
  });
}

/** Trustpilot's counts per star, and the plain average of `reviews`' stars. */
function starSummary(reviews: ReadonlyArray<{stars: number}>) {
  const count = (stars: number) => reviews.filter((review) => review.stars === stars).length;
  const total = reviews.length;
  const average = total ? reviews.reduce((sum, review) => sum + review.stars, 0) / total : 0;
  return {
    average,
    numberOfReviews: {
      total,
      oneStar: count(1),
      twoStars: count(2),
      threeStars: count(3),
      fourStars: count(4),
      fiveStars: count(5),
    },
  };
}

function productSummary(url: URL): Response {
  const skus = new Set((url.searchParams.get('sku') ?? '').split(',').filter(Boolean));
  if (!skus.size && !url.searchParams.get('productUrl')) return error('Either sku or productUrl is required', 400);
  const {average, numberOfReviews} = starSummary(PRODUCT_REVIEWS.filter((review) => skus.has(review.sku)));
  return json({starsAverage: Math.round(average * 10) / 10, numberOfReviews});
}

/** GET /business-units/{id} (API-SHAPES §4): the unit's profile, counts over every language, and its score. */
function businessUnit(unit: string): Response {
  const {average, numberOfReviews} = starSummary(BUSINESS_REVIEWS);
  return json({
    links: [],
    id: unit,
    displayName: 'Our Food',
    name: {identifying: 'ourfood.example', referring: []},
    websiteUrl: 'https://ourfood.example',
    country: 'NL',
    numberOfReviews: {...numberOfReviews, usedForTrustScoreCalculation: numberOfReviews.total},
    status: 'active',
    // TrustScore is one decimal; the stars shown for it are rounded to a half.
    score: {trustScore: Math.round(average * 10) / 10, stars: Math.round(average * 2) / 2},
    badFit: false,
  });
}

export async function handleTrustpilot(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (!url.pathname.startsWith(`${TRUSTPILOT_PREFIX}/`)) return error('Not Found', 404);
  const key = request.headers.get('apikey') ?? url.searchParams.get('apikey');
  if (key !== apiKey()) return unauthorized();
  if (request.method !== 'GET') return error('Method Not Allowed', 405);
  const path = url.pathname.slice(TRUSTPILOT_PREFIX.length).replace(/\/+$/, '');
  const unit = businessUnitId();
  if (path === `/business-units/${unit}`) return businessUnit(unit);
  if (path === `/business-units/${unit}/reviews`) return businessReviews(url);
  if (path === `/product-reviews/business-units/${unit}/reviews`) return productReviews(url);
  if (path === `/product-reviews/business-units/${unit}`) return productSummary(url);
  return error('Not Found', 404);
}
