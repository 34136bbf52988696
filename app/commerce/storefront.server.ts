// Hydrogen's Storefront client for one market, with the spec §8 retry policy around every call. A query the
// schema rejects (errors and no data) becomes a thrown StorefrontError: logged clearly, shown as an error
// page with the shell, never a blank page. A 2xx that is no GraphQL answer (HTML, truncated or empty JSON,
// no data) is an InvalidAnswerError (an outage, 503), and the sub-request cache never stores one.
import {createStorefrontClient, type CachingStrategy, type Storefront} from '@shopify/hydrogen';
import {getStorefrontHeaders} from '@shopify/remix-oxygen';
import {CATALOGUE_SUBREQUEST} from '~/http/cache-control';
import type {MarketConfig} from '~/markets/config.server';
import {hasFieldData, InvalidAnswerError, isPlainObject, isWellFormedAnswer} from '~/upstream/answers';
import {cacheKeepingOnly} from '~/upstream/kept-cache';
import {answerKey, type MemoryCache} from '~/upstream/memory-cache';
import {reportUpstreamError} from '~/upstream/report.server';
import {logFor, type Logger} from '~/observability/log.server';
import {noticed} from '~/upstream/failures';
import {isRetryable, RetryableError, withRetry} from '~/upstream/retry';

export class StorefrontError extends Error {
  constructor(
    message: string,
    readonly codes: string[] = [],
  ) {
    super(message);
    this.name = 'StorefrontError';
  }
}

type GraphQLErrorLike = {message: string; extensions?: {code?: string}};
type StorefrontResult = Record<string, unknown> & {errors?: GraphQLErrorLike[]};

/**
 * Throttling in a 200 is retried; errors without any data are a broken query and thrown; a result without
 * errors and without data came from a body that was no GraphQL answer.
 */
export function checkStorefrontResult<T>(result: T, log: Pick<Logger, 'warn'> = console): T {
  const {errors, ...data} = (result ?? {}) as StorefrontResult;
  if (!errors?.length) {
    if (!hasFieldData(result)) throw new InvalidAnswerError('Storefront', 'no data in a 2xx answer');
    return result;
  }
  const codes = errors.map((error) => error.extensions?.code ?? '').filter(Boolean);
  const message = errors.map((error) => error.message).join('\n');
  if (codes.includes('THROTTLED')) throw new RetryableError(message, 429);
  const hasData = Object.values(data).some((value) => value !== null && value !== undefined);
  if (!hasData) throw new StorefrontError(message, codes);
  log.warn('[storefront] partial result:', message);
  return result;
}

export function createMarketStorefront(options: {
  market: MarketConfig;
  request: Request;
  cache?: Cache;
  waitUntil?: (promise: Promise<unknown>) => void;
  /** Told of every call that failed after its retries (the page built without it must not be shared). */
  onFailure?: (error: unknown) => void;
  /** Answers kept parsed for a few seconds in front of `cache` (app/upstream/memory-cache.ts). */
  memory?: MemoryCache;
}): Storefront {
  const {market, request, cache, waitUntil, onFailure, memory} = options;
  const {storefront} = createStorefrontClient({
    cache: cache && cacheKeepingOnly(cache, isCacheableStorefrontEntry),
    waitUntil,
    i18n: {language: market.shopifyLanguageCode, country: market.shopifyCountryCode},
    storeDomain: market.storeDomain,
    publicStorefrontToken: market.publicStorefrontToken,
    privateStorefrontToken: market.privateStorefrontToken,
    storefrontApiVersion: market.storefrontApiVersion,
    storefrontId: market.storefrontId,
    storefrontHeaders: getStorefrontHeaders(request),
  });
  const retried = withStorefrontRetry(storefront, onFailure, logFor(request));
  if (!memory || !cache) return retried;
  // Hydrogen adds the market's country and language to every query: they are part of the key, as is the shop.
  const scope = `storefront ${market.storeDomain} ${market.storefrontApiVersion} ${market.shopifyCountryCode} ${market.shopifyLanguageCode}`;
  const query = ((document: string, queryOptions?: {variables?: unknown; cache?: CachingStrategy}) =>
    memory.read(
      answerKey(scope, document, queryOptions?.variables),
      queryOptions?.cache ?? CATALOGUE_SUBREQUEST,
      () => retried.query(document, queryOptions as never),
      isWholeAnswer,
    )) as Storefront['query'];
  return {...retried, query};
}

/** A partial answer (data with errors) is served once, never kept. */
function isWholeAnswer(result: unknown): boolean {
  return isPlainObject(result) && !(Array.isArray(result.errors) && result.errors.length > 0);
}

/**
 * Hydrogen 2024.10 stores a Storefront entry as `[body, {status, statusText, headers}]` (its
 * toSerializableResponse) and skips only bodies with `errors`; we keep only well-formed 2xx answers.
 */
export function isCacheableStorefrontEntry(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  const [body, init] = value as [unknown, unknown];
  const status = isPlainObject(init) ? init.status : undefined;
  return typeof status === 'number' && status >= 200 && status < 300 && isWellFormedAnswer(body);
}

/**
 * Hydrogen reads a 2xx body itself; one that is `null` or carries `errors` that are not a list makes it throw
 * a TypeError (a failed connection is a TypeError too, and stays one: it is retried).
 */
async function readAnswer<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof TypeError && !isRetryable(error)) {
      throw new InvalidAnswerError('Storefront', error.message, {cause: error});
    }
    throw error;
  }
}

/**
 * The platform read the query and refused what the URL gave it (a cursor it cannot place, a filter it
 * rejects): the same answer for every visitor of that URL, and the page built from the fallback is whole.
 */
export function isRefusedInput(error: unknown): boolean {
  return error instanceof StorefrontError && error.codes.length > 0 && error.codes.every((code) => code === 'BAD_REQUEST');
}

export function withStorefrontRetry(storefront: Storefront, onFailure?: (error: unknown) => void, log?: Logger): Storefront {
  const report = (error: unknown) => reportUpstreamError('storefront', error, log);
  // A refused input is no outage: it does not keep the page out of shared caches.
  const failed = onFailure && ((error: unknown) => void (isRefusedInput(error) || onFailure(error)));
  // Catalogue queries get the deliberate default (Hydrogen's own is fresh for 1 s); a query that passes its
  // own strategy keeps it (the cart handler passes CacheNone, and mutations are never cached).
  const query = ((document: string, options?: {cache?: CachingStrategy}) =>
    noticed(
      withRetry(
        async () =>
          checkStorefrontResult(
            await readAnswer(() =>
              storefront.query(document, {...options, cache: options?.cache ?? CATALOGUE_SUBREQUEST} as never),
            ),
            log,
          ),
        {report},
      ),
      failed,
    )) as Storefront['query'];
  const mutate = ((document: string, options?: object) =>
    noticed(
      withRetry(async () => checkStorefrontResult(await readAnswer(() => storefront.mutate(document, options as never)), log), {
        report,
      }),
      failed,
    )) as Storefront['mutate'];
  return {...storefront, query, mutate};
}
