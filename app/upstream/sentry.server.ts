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
  rewriteFramesIntegration,
  ServerRuntimeClient,
  setCurrentClient,
} from '@sentry/core';
import {REQUEST_ID_HEADER} from '~/observability/request-id';

export function initWorkerSentry(env: Pick<Env, 'SENTRY_DSN' | 'SENTRY_ENVIRONMENT' | 'SENTRY_RELEASE'>): boolean {
  if (!env.SENTRY_DSN) return false;
  if (getClient()) return true;
  const client = new ServerRuntimeClient({
    dsn: env.SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT,
    // The deployed commit: the deploy workflow uploads the build's source maps under the same release.
    release: env.SENTRY_RELEASE || undefined,
    platform: 'javascript',
    runtime: {name: 'workerd'},
    stackParser: createStackParser(nodeStackLineParser()),
    integrations: [
      dedupeIntegration(),
      inboundFiltersIntegration(),
      functionToStringIntegration(),
      linkedErrorsIntegration(),
      rewriteFramesIntegration({iteratee: (frame) => ({...frame, filename: artifactName(frame.filename)})}),
    ],
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
  // Reports made by @sentry/remix (loaders, actions, handleError) carry the request they belong to: its
  // X-Request-Id (set by server.ts) becomes the report's request_id tag.
  client.addEventProcessor((event) => {
    const headers = (event.sdkProcessingMetadata?.normalizedRequest as {headers?: Record<string, string>} | undefined)?.headers;
    const requestId = headers && Object.entries(headers).find(([name]) => name.toLowerCase() === REQUEST_ID_HEADER.toLowerCase())?.[1];
    if (requestId && !event.tags?.request_id) event.tags = {...event.tags, request_id: requestId};
    return event;
  });
  setCurrentClient(client);
  client.init();
  return true;
}

/**
 * Stack frames name the bundle as the runtime loaded it (`index.js`, `/worker/index.js`, ...): each becomes
 * `app:///<file name>`, the name the deploy workflow uploads the build's source maps under
 * (`sentry-cli sourcemaps upload --url-prefix app:/// dist/server`), so Sentry finds the map of every frame.
 */
export function artifactName(filename: string | undefined): string | undefined {
  if (!filename || filename.startsWith('app:///')) return filename;
  const base = filename.split(/[\\/]/).pop();
  return base ? `app:///${base}` : filename;
}

/**
 * Reports and lets the worker finish sending after the response is out. `requestId` becomes the report's
 * request_id tag (README "Observability").
 */
export function reportError(
  error: unknown,
  waitUntil?: (promise: Promise<unknown>) => void,
  tags?: Record<string, string>,
  requestId?: string,
) {
  if (!getClient()) return;
  const allTags = requestId ? {...tags, request_id: requestId} : tags;
  captureException(error, allTags ? {tags: allTags} : undefined);
  waitUntil?.(flush(2000));
}
