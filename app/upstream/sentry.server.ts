// Sentry in the worker, built from @sentry/core alone: @sentry/cloudflare needs node:async_hooks, which the
// Oxygen runtime does not offer. Inactive without SENTRY_DSN. Events are sent with fetch.
import {
  captureException,
  createStackParser,
  createTransport,
  dedupeIntegration,
  flush,
  functionToStringIntegration,
  getClient,
  inboundFiltersIntegration,
  linkedErrorsIntegration,
  nodeStackLineParser,
  ServerRuntimeClient,
  setCurrentClient,
} from '@sentry/core';

export function initWorkerSentry(env: Pick<Env, 'SENTRY_DSN' | 'SENTRY_ENVIRONMENT'>): boolean {
  if (!env.SENTRY_DSN) return false;
  if (getClient()) return true;
  const client = new ServerRuntimeClient({
    dsn: env.SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT,
    platform: 'javascript',
    runtime: {name: 'workerd'},
    stackParser: createStackParser(nodeStackLineParser()),
    integrations: [dedupeIntegration(), inboundFiltersIntegration(), functionToStringIntegration(), linkedErrorsIntegration()],
    transport: (options) =>
      createTransport(options, async (request) => {
        const response = await fetch(options.url, {method: 'POST', body: request.body as BodyInit});
        return {
          statusCode: response.status,
          headers: {
            'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
            'retry-after': response.headers.get('retry-after'),
          },
        };
      }),
  });
  setCurrentClient(client);
  client.init();
  return true;
}

/** Reports and lets the worker finish sending after the response is out. */
export function reportError(error: unknown, waitUntil?: (promise: Promise<unknown>) => void, tags?: Record<string, string>) {
  if (!getClient()) return;
  captureException(error, tags ? {tags} : undefined);
  waitUntil?.(flush(2000));
}
