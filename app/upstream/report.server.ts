// Errors that outlive the retry policy go to the log and to Sentry (a no-op without a DSN), both with the
// request's id (README "Observability").
import {requestLogger, type Logger} from '~/observability/log.server';
import {reportError} from './sentry.server';

export function reportUpstreamError(service: 'storefront' | 'content', error: unknown, log: Logger = requestLogger(undefined)) {
  log.error(`[${service}]`, error instanceof Error ? error.message : error);
  reportError(error, undefined, {upstream: service}, log.requestId);
}
