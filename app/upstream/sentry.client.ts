// Sentry in the browser, loaded only when a DSN is configured, so shoppers without it never download it.
type SentryModule = typeof import('@sentry/remix');

let sentry: Promise<SentryModule> | undefined;

export function startClientSentry(dsn: string | undefined) {
  if (!dsn || sentry) return;
  sentry = import('@sentry/remix').then((module) => {
    module.init({dsn, tracesSampleRate: 0.1});
    return module;
  });
}

export function reportClientError(error: unknown) {
  void sentry?.then((module) => module.captureRemixErrorBoundaryError(error));
}
