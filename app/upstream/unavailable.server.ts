// An upstream outage (Storefront or DatoCMS down, still throttled after the spec §8 retries, unreachable) is
// the shop being briefly unavailable, not a bug in the page: loaders and actions answer 503 with
// `Cache-Control: no-store` and `Retry-After`, so no cache keeps the error and crawlers come back later, and the
// error page says "we'll be right back" inside the shell. A request the service refuses (a query its schema
// rejects, a bad token) stays a 500: that one is ours to fix, and trying again will not help.
// The clients keep throwing their own errors; this is the one place that decides which of them mean "down".
import type {ServerBuild} from '@shopify/remix-oxygen';
import {StorefrontError} from '~/commerce/storefront.server';
import {ContentFetchError} from '~/content/client.server';
import {oncePerBuild, wrapRouteModules} from '~/http/server-build';
import {isRetryable, statusOf} from './retry';

export const UNAVAILABLE_STATUS = 503;
/** Seconds a shopper (or crawler) is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;

// Storefront API codes that report a failure on Shopify's side in a 200 answer.
const STOREFRONT_OUTAGE_CODES = new Set(['INTERNAL_SERVER_ERROR', 'SERVICE_UNAVAILABLE', 'TIMEOUT']);

/** Whether an error thrown by a loader or action means that a hosted service is down (a 503, not a 500). */
export function isUpstreamUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  if (error instanceof StorefrontError) return error.codes.some((code) => STOREFRONT_OUTAGE_CODES.has(code));
  // "Failed to fetch API" wraps whatever went wrong: down unless DatoCMS answered and refused our request.
  if (error instanceof ContentFetchError) return !isRefusedRequest(error.cause);
  if (isOutage(error)) return true;
  // Code that catches an upstream error and throws its own keeps the original as the cause.
  return isUpstreamUnavailable(error.cause, depth + 1);
}

/** Throttled past the retries, a failed connection, a timeout or a 5xx answer. */
function isOutage(error: Error): boolean {
  if (isRetryable(error)) return true;
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return true;
  const status = statusOf(error);
  return status !== undefined && status >= 500;
}

/**
 * The service answered and refused what we sent: a 4xx (429 aside), or GraphQL errors in a JSON body. A 2xx
 * whose body is not JSON (cda-client's ApiError keeps it as a string) came from something in between.
 */
function isRefusedRequest(error: unknown): boolean {
  if (!(error instanceof Error) || isOutage(error)) return false;
  const status = statusOf(error);
  if (status === undefined) return false;
  if (status >= 400) return true;
  const body = (error as {response?: {body?: unknown}}).response?.body;
  return typeof body === 'object' && body !== null;
}

/** The answer for "a hosted service is down": a data request gets it as is, a page renders its error boundary. */
export function unavailableResponse(): Response {
  return new Response(JSON.stringify({message: 'Service Unavailable'}), {
    status: UNAVAILABLE_STATUS,
    statusText: 'Service Unavailable',
    headers: {'Content-Type': 'application/json', ...unavailableHeaders()},
  });
}

function unavailableHeaders(): Record<string, string> {
  return {'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS)};
}

type DataFunction = (args: never) => unknown;

function answerUnavailableWith503<Fn extends DataFunction>(fn: Fn): Fn {
  return (async (args: never) => {
    try {
      return await fn(args);
    } catch (error) {
      // The client already logged and reported the failure (report.server.ts); the shopper gets the 503 page.
      if (isUpstreamUnavailable(error)) throw unavailableResponse();
      throw error;
    }
  }) as Fn;
}

/**
 * The Remix server build with every route's loader and action answering 503 for upstream outages, and the
 * document of a 503 page sent with the same no-store and Retry-After headers (a route's `headers` export does
 * not see a thrown response's headers). Wrapped once per build.
 */
export const withUnavailablePages = oncePerBuild((build: ServerBuild) => {
  const wrapped = wrapRouteModules(build, (module) => ({
    ...module,
    ...(module.loader ? {loader: answerUnavailableWith503(module.loader)} : {}),
    ...(module.action ? {action: answerUnavailableWith503(module.action)} : {}),
  }));
  const entryModule = build.entry.module;
  const renderDocument: typeof entryModule.default = (request, status, headers, context, loadContext) => {
    if (status === UNAVAILABLE_STATUS) {
      for (const [name, value] of Object.entries(unavailableHeaders())) headers.set(name, value);
    }
    return entryModule.default(request, status, headers, context, loadContext);
  };
  return {...wrapped, entry: {...build.entry, module: {...entryModule, default: renderDocument}}};
});
