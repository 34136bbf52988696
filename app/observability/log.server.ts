// README "Observability": server log lines start with `request_id=<id>`, the id of the request they belong to.
// The worker serves many requests at once and Oxygen offers no async context, so the logger travels with the
// request: the load context's `log`, or `logFor(request)` where only the request is at hand.
import {requestIdOf} from './request-id';

export type Logger = {
  info: (...args: unknown[]) => void;
  warn: (...args: unknown[]) => void;
  error: (...args: unknown[]) => void;
  /** The id this logger writes (Sentry tags reports with it). */
  requestId: string | undefined;
};

type Console = Pick<typeof console, 'info' | 'warn' | 'error'>;

/** Log lines of one request. `out` is the console (a test passes its own). */
export function requestLogger(requestId: string | undefined, out: Console = console): Logger {
  const prefix = requestId ? [`request_id=${requestId}`] : [];
  return {
    info: (...args) => out.info(...prefix, ...args),
    warn: (...args) => out.warn(...prefix, ...args),
    error: (...args) => out.error(...prefix, ...args),
    requestId,
  };
}

/** The logger of the request server.ts gave an id (its X-Request-Id header). */
export function logFor(request: Pick<Request, 'headers'>): Logger {
  return requestLogger(requestIdOf(request));
}
