// Hydrogen's Storefront client for one market, with the spec §8 retry policy around every call. A query the
// schema rejects (errors and no data) becomes a thrown StorefrontError: logged clearly, shown as an error
// page with the shell, never a blank page.
import {createStorefrontClient, type CachingStrategy, type Storefront} from '@shopify/hydrogen';
import {getStorefrontHeaders} from '@shopify/remix-oxygen';
import {CATALOGUE_SUBREQUEST} from '~/http/cache-control';
import type {MarketConfig} from '~/markets/config.server';
import {reportUpstreamError} from '~/upstream/report.server';
import {RetryableError, withRetry} from '~/upstream/retry';

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

/** Throttling in a 200 is retried; errors without any data are a broken query and thrown. */
export function checkStorefrontResult<T>(result: T): T {
  const {errors, ...data} = (result ?? {}) as StorefrontResult;
  if (!errors?.length) return result;
  const codes = errors.map((error) => error.extensions?.code ?? '').filter(Boolean);
  const message = errors.map((error) => error.message).join('\n');
  if (codes.includes('THROTTLED')) throw new RetryableError(message, 429);
  const hasData = Object.values(data).some((value) => value !== null && value !== undefined);
  if (!hasData) throw new StorefrontError(message, codes);
  console.warn('[storefront] partial result:', message);
  return result;
}

export function createMarketStorefront(options: {
  market: MarketConfig;
  request: Request;
  cache?: Cache;
  waitUntil?: (promise: Promise<unknown>) => void;
}): Storefront {
  const {market, request, cache, waitUntil} = options;
  const {storefront} = createStorefrontClient({
    cache,
    waitUntil,
    i18n: {language: market.shopifyLanguageCode, country: market.shopifyCountryCode},
    storeDomain: market.storeDomain,
    publicStorefrontToken: market.publicStorefrontToken,
    privateStorefrontToken: market.privateStorefrontToken,
    storefrontApiVersion: market.storefrontApiVersion,
    storefrontId: market.storefrontId,
    storefrontHeaders: getStorefrontHeaders(request),
  });
  return withStorefrontRetry(storefront);
}

export function withStorefrontRetry(storefront: Storefront): Storefront {
  const report = (error: unknown) => reportUpstreamError('storefront', error);
  // Catalogue queries get the deliberate default (Hydrogen's own is fresh for 1 s); a query that passes its
  // own strategy keeps it (the cart handler passes CacheNone, and mutations are never cached).
  const query = ((document: string, options?: {cache?: CachingStrategy}) =>
    withRetry(
      async () =>
        checkStorefrontResult(
          await storefront.query(document, {...options, cache: options?.cache ?? CATALOGUE_SUBREQUEST} as never),
        ),
      {report},
    )) as Storefront['query'];
  const mutate = ((document: string, options?: object) =>
    withRetry(async () => checkStorefrontResult(await storefront.mutate(document, options as never)), {
      report,
    })) as Storefront['mutate'];
  return {...storefront, query, mutate};
}
