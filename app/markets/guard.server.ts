import type {AppLoadContext} from '@shopify/remix-oxygen';
import {localeParamMatches} from './resolve';

export function notFound(): Response {
  return new Response('Not Found', {status: 404});
}

/**
 * The route's optional locale segment must be the one the market was resolved from: `/xx/products` is a
 * path of the Dutch market that does not exist, so it is a 404 (with the shell), not an error.
 */
export function assertMarketPath(params: {locale?: string}, context: AppLoadContext) {
  if (!localeParamMatches(params.locale, context.routing)) throw notFound();
}
