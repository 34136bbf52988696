// Errors that outlive the retry policy go to the log and to Sentry (a no-op without a DSN).
import {reportError} from './sentry.server';

export function reportUpstreamError(service: 'storefront' | 'content', error: unknown) {
  console.error(`[${service}]`, error instanceof Error ? error.message : error);
  reportError(error, undefined, {upstream: service});
}
