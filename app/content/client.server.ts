// DatoCMS through @datocms/cda-client, cached at the edge with Hydrogen's createWithCache (CONTENT_SUBREQUEST:
// long cache with stale-while-revalidate, keyed by endpoint, environment, document and variables; no cache in
// preview), and the same retry policy as the Storefront. cda-client's own 429 retry has no cap, so it is switched off.
// A 2xx that is no GraphQL answer (HTML, truncated or empty JSON, no data object, `errors` not a list) is an
// InvalidAnswerError inside "Failed to fetch API" (an outage, 503) and never enters the cache.
import {executeQuery} from '@datocms/cda-client';
import {createWithCache} from '@shopify/hydrogen';
import type {ClientReturn, ClientVariablesInRestParams} from '@shopify/hydrogen-codegen';
import {CONTENT_SUBREQUEST} from '~/http/cache-control';
import {answerKey, type MemoryCache} from '~/upstream/memory-cache';
import type {MarketDefinition} from '~/markets';
import {InvalidAnswerError, isPlainObject} from '~/upstream/answers';
import {noticed} from '~/upstream/failures';
import {reportUpstreamError} from '~/upstream/report.server';
import {logFor, type Logger} from '~/observability/log.server';
import {isRetryable, statusOf, withRetry, type RetryOptions} from '~/upstream/retry';
import type {ContentQueries} from './operations';
import type {PreviewQuery} from './preview';

export const CONTENT_FETCH_FAILED = 'Failed to fetch API';
/**
 * How long one content request may take. DatoCMS answers in well under a second; a request that hangs would
 * otherwise hold the page until the platform kills the worker. A timeout is not retried: it ends as a
 * ContentFetchError, which a page shows as 503 (or renders without optional content).
 */
export const CONTENT_TIMEOUT_MS = 8000;
export const DEFAULT_CONTENT_ENDPOINT = 'https://graphql.datocms.com/';

export class ContentFetchError extends Error {
  constructor(options?: ErrorOptions) {
    super(CONTENT_FETCH_FAILED, options);
    this.name = 'ContentFetchError';
  }
}

export type ContentSettings = {
  token: string;
  environment: string;
  endpoint: string;
  /** Preview mode: drafts and no cache. */
  includeDrafts: boolean;
  /** Per request; CONTENT_TIMEOUT_MS unless set. */
  timeoutMs?: number;
};

type Variables = Record<string, unknown>;

/** One uncached fetch. Spec §7: fetching any content needs a locale. */
export async function fetchContent<T>(
  document: string,
  variables: Variables,
  settings: ContentSettings,
  retry: RetryOptions = {},
  log?: Logger,
): Promise<T> {
  if (!variables.locale || !/\$locale\b/.test(document)) {
    throw new Error('Content fetch needs a locale: declare $locale and pass one');
  }
  try {
    return await withRetry(
      () =>
        readAnswer<T>(() =>
          executeQuery<T>(document, {
            token: settings.token,
            environment: settings.environment,
            includeDrafts: settings.includeDrafts,
            graphqlEndpointUrl: settings.endpoint,
            autoRetry: false,
            requestInitOptions: {signal: AbortSignal.timeout(settings.timeoutMs ?? CONTENT_TIMEOUT_MS)},
            variables,
          }),
        ),
      {report: (error) => reportUpstreamError('content', error, log), ...retry},
    );
  } catch (error) {
    throw new ContentFetchError({cause: error});
  }
}

/** cda-client's data, with every way a 2xx can fail to be a GraphQL answer made an InvalidAnswerError. */
async function readAnswer<T>(call: () => Promise<T>): Promise<T> {
  let data: T;
  try {
    data = await call();
  } catch (error) {
    throw invalidAnswer(error) ?? error;
  }
  if (!isPlainObject(data)) throw new InvalidAnswerError('DatoCMS', 'no data object in a 2xx answer');
  return data;
}

function invalidAnswer(error: unknown): InvalidAnswerError | null {
  const invalid = (detail: string) => new InvalidAnswerError('DatoCMS', detail, {cause: error});
  // A JSON content type over a body that does not parse (truncated, empty).
  if (error instanceof SyntaxError) return invalid('the body is not JSON');
  const status = statusOf(error);
  if (status !== undefined && status >= 200 && status < 300) {
    // cda-client's ApiError for a 2xx: a body that is not JSON, or `errors` that are not GraphQL errors. A list of
    // errors is DatoCMS refusing the query (our bug), which stays as it is.
    const body = (error as {response?: {body?: unknown}}).response?.body;
    if (!isPlainObject(body) || !Array.isArray(body.errors)) return invalid('a 2xx that is no GraphQL answer');
  }
  // cda-client reading a `null` body (`'errors' in null`); a failed connection is retried instead.
  if (error instanceof TypeError && !isRetryable(error)) return invalid(error.message);
  return null;
}

export type ContentClient = {
  query<const Document extends string>(
    document: Document,
    ...options: ClientVariablesInRestParams<ContentQueries, Document, {}, 'locale' | 'fallbackLocales'>
  ): Promise<ClientReturn<ContentQueries, Document>>;
  /**
   * The same client, also noting each query it runs (document and the variables as sent) in `queries`: in
   * preview, what a page's live updates subscribe to (app/content/preview-queries.server.ts).
   */
  recording(queries: PreviewQuery[]): ContentClient;
};

export function createContentClient(options: {
  settings: ContentSettings;
  market: Pick<MarketDefinition, 'contentLocale' | 'contentFallbackLocales'>;
  cache?: Cache;
  waitUntil?: (promise: Promise<unknown>) => void;
  request: Request;
  /** Told of every query that failed after its retries (the page built without it must not be shared). */
  onFailure?: (error: unknown) => void;
  /** Answers kept parsed for a few seconds in front of `cache` (app/upstream/memory-cache.ts); not in preview. */
  memory?: MemoryCache;
}): ContentClient {
  const {settings, market, cache, waitUntil, request, onFailure, memory} = options;
  const log = logFor(request);
  const scope = `content ${settings.endpoint} ${settings.environment}`;
  const withCache = createWithCache({cache: cache as Cache, waitUntil: waitUntil ?? (() => {}), request});
  const clientFor = (record?: (query: PreviewQuery) => void): ContentClient => ({
    query(document, ...[queryOptions]) {
      const variables: Variables = {locale: market.contentLocale, ...queryOptions?.variables};
      // Only documents that declare $fallbackLocales get them: a document asks for exactly what it uses.
      if (/\$fallbackLocales\b/.test(document) && !('fallbackLocales' in variables)) {
        variables.fallbackLocales = market.contentFallbackLocales;
      }
      record?.({query: document, variables});
      const load = () => fetchContent<never>(document, variables, settings, {}, log);
      // The key holds the variables, so the market's locale (and fallbacks): markets never share an answer.
      const cached = () =>
        withCache.run(
          {
            cacheKey: ['content', settings.endpoint, settings.environment, document, variables],
            cacheStrategy: CONTENT_SUBREQUEST,
            // fetchContent only returns data objects; the check keeps the cache's rule visible where it applies.
            shouldCacheResult: (data) => isPlainObject(data),
          },
          load,
        );
      const answer =
        settings.includeDrafts || !cache
          ? load()
          : memory
            ? memory.read(answerKey(scope, document, variables), CONTENT_SUBREQUEST, cached, (data) => isPlainObject(data))
            : cached();
      return noticed(answer, onFailure);
    },
    recording(queries) {
      return clientFor((query) => {
        record?.(query);
        queries.push(query);
      });
    },
  });
  return clientFor();
}

/**
 * Content that only enriches a page whose substance comes from elsewhere (a product's colours, a collection's
 * intro): when it cannot be fetched, the page renders without it instead of failing.
 */
export async function optionalContent<T>(promise: Promise<T>, what: string): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (!(error instanceof ContentFetchError)) throw error;
    console.warn(`[content] ${what} unavailable, rendering without it`);
    return null;
  }
}
