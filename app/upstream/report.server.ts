// Errors that outlive the retry policy go to Sentry (inactive without a DSN) and the log.
import {captureException} from '@sentry/cloudflare';

export function reportUpstreamError(service: 'storefront' | 'content', error: unknown) {
  console.error(`[${service}]`, error instanceof Error ? error.message : error);
  captureException(error, {tags: {upstream: service}});
}
