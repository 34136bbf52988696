// Spec §8: errors that outlive the retry policy are reported to the error-reporting service (Sentry) and logged;
// README "Data and caching": Sentry is inactive without a DSN, and the worker's client (built from @sentry/core,
// sending with fetch) delivers events to the DSN's envelope endpoint. msw stands in for Sentry.
import {flush, getClient, getCurrentScope, getIsolationScope} from '@sentry/core';
import {http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi} from 'vitest';
import {sentryHandleError} from '@sentry/remix/cloudflare';
import {requestLogger} from '~/observability/log.server';
import {withRequestId} from '~/observability/request-id';
import {reportUpstreamError} from '~/upstream/report.server';
import {artifactName, initWorkerSentry, reportError} from '~/upstream/sentry.server';

const DSN = 'https://public@sentry.test/42';
const ENVELOPES = 'https://sentry.test/api/42/envelope/';

type SentryEvent = {
  environment?: string;
  release?: string;
  platform?: string;
  contexts?: {runtime?: {name?: string}};
  tags?: Record<string, string>;
  exception?: {values?: {type?: string; value?: string; stacktrace?: {frames?: {filename?: string}[]}}[]};
};

const server = setupServer();
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const log = vi.spyOn(console, 'error').mockImplementation(() => {});
beforeEach(() => log.mockClear());

/** Sentry's answer to each envelope, and the events (and methods) it received. */
function sentry(answer: () => Response = () => HttpResponse.json({id: 'x'})) {
  const received: {method: string; event: SentryEvent}[] = [];
  server.use(
    http.all(ENVELOPES, async ({request}) => {
      // An envelope: a header line, then item header and item payload lines.
      const lines = (await request.text()).split('\n').filter(Boolean);
      const payloads = lines.slice(1).filter((_, index) => index % 2 === 1);
      for (const payload of payloads) received.push({method: request.method, event: JSON.parse(payload) as SentryEvent});
      return answer();
    }),
  );
  return received;
}

/** Starts the worker's Sentry afresh (the client lives in Sentry's global scope for the whole file). */
function restart(env: {SENTRY_DSN?: string; SENTRY_ENVIRONMENT?: string; SENTRY_RELEASE?: string}) {
  getCurrentScope().setClient(undefined);
  getIsolationScope().setClient(undefined);
  return initWorkerSentry(env as Env);
}

/** Reports through the worker's path and waits until the client has sent what it will send. */
async function report(error: unknown, tags?: Record<string, string>) {
  const flushed: Promise<unknown>[] = [];
  reportError(error, (promise) => void flushed.push(promise), tags);
  await Promise.all(flushed);
}

describe('without SENTRY_DSN', () => {
  test('Sentry stays off: nothing is started and nothing is sent', async () => {
    const received = sentry();
    expect(restart({})).toBe(false);
    expect(getClient()).toBeUndefined();
    const waitUntil = vi.fn();
    reportError(new Error('boom'), waitUntil);
    expect(waitUntil).not.toHaveBeenCalled();
    expect(received).toHaveLength(0);
  });

  test('an upstream failure is still logged, with its service', () => {
    restart({});
    reportUpstreamError('content', new Error('Failed to fetch API'));
    expect(log).toHaveBeenCalledWith('[content]', 'Failed to fetch API');
    reportUpstreamError('storefront', 'not an error');
    expect(log).toHaveBeenCalledWith('[storefront]', 'not an error');
  });
});

describe('with SENTRY_DSN', () => {
  test('an error is posted to the DSN with its environment and its cause chain', async () => {
    const received = sentry();
    expect(restart({SENTRY_DSN: DSN, SENTRY_ENVIRONMENT: 'staging'})).toBe(true);
    await report(new Error('Failed to fetch API', {cause: new Error('API response error: 503')}));
    expect(received).toHaveLength(1);
    const [{method, event}] = received as [(typeof received)[number]];
    expect(method).toBe('POST');
    expect(event.environment).toBe('staging');
    expect(event.platform).toBe('javascript');
    expect(event.contexts?.runtime?.name).toBe('workerd');
    expect(event.exception?.values?.map((value) => value.value)).toEqual(['API response error: 503', 'Failed to fetch API']);
  });

  test('an upstream failure reaches Sentry tagged with the service that failed, and the log', async () => {
    const received = sentry();
    restart({SENTRY_DSN: DSN});
    reportUpstreamError('storefront', new Error('API response error: 500'));
    await flush(2000);
    expect(log).toHaveBeenCalledWith('[storefront]', 'API response error: 500');
    expect(received.map(({event}) => event.tags)).toEqual([{upstream: 'storefront'}]);
  });

  test('starting again keeps the running client (the first DSN keeps receiving)', async () => {
    const received = sentry();
    restart({SENTRY_DSN: DSN});
    const other = vi.fn(() => HttpResponse.json({}));
    server.use(http.all('https://elsewhere.test/api/7/envelope/', other));
    expect(initWorkerSentry({SENTRY_DSN: 'https://key@elsewhere.test/7'} as Env)).toBe(true);
    await report(new Error('once more'));
    expect(received).toHaveLength(1);
    expect(other).not.toHaveBeenCalled();
  });

  test('the same error reported twice in a row (client and error boundary) is sent once', async () => {
    const received = sentry();
    restart({SENTRY_DSN: DSN});
    const error = new Error('API response error: 502');
    await report(error);
    await report(error);
    expect(received).toHaveLength(1);
  });

  test('Sentry asking to back off (X-Sentry-Rate-Limits) holds further errors back', async () => {
    const received = sentry(() => HttpResponse.json({}, {headers: {'X-Sentry-Rate-Limits': '60:error:organization'}}));
    restart({SENTRY_DSN: DSN});
    await report(new Error('first'));
    await report(new Error('second'));
    expect(received.map(({event}) => event.exception?.values?.[0]?.value)).toEqual(['first']);
  });

  test('Sentry answering 503 with Retry-After holds further errors back', async () => {
    const received = sentry(() => new HttpResponse(null, {status: 503, headers: {'Retry-After': '60'}}));
    restart({SENTRY_DSN: DSN});
    await report(new Error('first'));
    await report(new Error('second'));
    expect(received.map(({event}) => event.exception?.values?.[0]?.value)).toEqual(['first']);
  });
});

describe('request id and release (README "Observability")', () => {
  test("an upstream failure's log line and Sentry report both carry the request's id", async () => {
    const received = sentry();
    restart({SENTRY_DSN: DSN});
    reportUpstreamError('content', new Error('Failed to fetch API (id test)'), requestLogger('req-42'));
    await flush(2000);
    expect(log).toHaveBeenCalledWith('request_id=req-42', '[content]', 'Failed to fetch API (id test)');
    expect(received.map(({event}) => event.tags)).toEqual([{upstream: 'content', request_id: 'req-42'}]);
  });

  test('an error Remix hands to handleError is tagged with the X-Request-Id server.ts put on its request', async () => {
    const received = sentry();
    restart({SENTRY_DSN: DSN});
    const request = withRequestId(new Request('http://localhost:3000/products'), 'req-43');
    sentryHandleError(new Error('loader failed (id test)'), {request, params: {}, context: {}} as never);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]!.event.tags?.request_id).toBe('req-43');
  });

  test('events carry the release SENTRY_RELEASE names (the deployed commit), none without it', async () => {
    const received = sentry();
    restart({SENTRY_DSN: DSN, SENTRY_RELEASE: '3f2a9c1'});
    await report(new Error('with release'));
    restart({SENTRY_DSN: DSN});
    await report(new Error('without release'));
    expect(received.map(({event}) => event.release)).toEqual(['3f2a9c1', undefined]);
  });
});

describe('stack frames name the uploaded source maps (README "Observability": source maps on deploy)', () => {
  test.each([
    ['index.js', 'app:///index.js'],
    ['/index.js', 'app:///index.js'],
    ['/worker/dist/server/index.js', 'app:///index.js'],
    ['file:///srv/app/index.js', 'app:///index.js'],
    ['C:\\app\\dist\\server\\index.js', 'app:///index.js'],
    ['app:///index.js', 'app:///index.js'],
    [undefined, undefined],
    ['', ''],
  ])('%j is reported as %j', (filename, reported) => {
    expect(artifactName(filename)).toBe(reported);
  });

  test('every frame of a reported error is under app:///', async () => {
    const received = sentry();
    restart({SENTRY_DSN: DSN});
    await report(new Error('frames'));
    const frames = received[0]!.event.exception?.values?.[0]?.stacktrace?.frames ?? [];
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames) expect(frame.filename).toMatch(/^app:\/\/\/[^/\\]+$/);
  });
});
