import type {AppLoadContext} from '@shopify/remix-oxygen';
import {segmentsAfterLocale} from './paths';
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

/** The home route is mounted at every prefix: it only exists at the market's own one (or bare `/`). */
export function assertHomePath(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const first = url.pathname.split('/').filter(Boolean)[0];
  if (segmentsAfterLocale(url, context.routing).length || !localeParamMatches(first, context.routing)) throw notFound();
}
