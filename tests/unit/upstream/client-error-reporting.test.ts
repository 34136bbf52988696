// README "Data and caching": browser Sentry is loaded lazily and only when PUBLIC_SENTRY_DSN is set, so
// shoppers without it never download it; the error boundary's errors go to it once it is started.
import {beforeEach, describe, expect, test, vi} from 'vitest';

const sdk = vi.hoisted(() => ({init: vi.fn(), captureRemixErrorBoundaryError: vi.fn(), loaded: 0}));
vi.mock('@sentry/remix', () => {
  sdk.loaded += 1;
  return {init: sdk.init, captureRemixErrorBoundaryError: sdk.captureRemixErrorBoundaryError};
});

/** The module afresh (it keeps the started SDK for the page's lifetime). */
async function browserSentry() {
  vi.resetModules();
  return import('~/upstream/sentry.client');
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  sdk.init.mockClear();
  sdk.captureRemixErrorBoundaryError.mockClear();
  sdk.loaded = 0;
});

describe('browser Sentry', () => {
  test('without a DSN the SDK is never loaded and errors are not reported', async () => {
    const {startClientSentry, reportClientError} = await browserSentry();
    startClientSentry(undefined);
    startClientSentry('');
    reportClientError(new Error('boom'));
    await settled();
    expect(sdk.loaded).toBe(0);
    expect(sdk.init).not.toHaveBeenCalled();
    expect(sdk.captureRemixErrorBoundaryError).not.toHaveBeenCalled();
  });

  test('with a DSN it is started once, sampling a tenth of traces, and boundary errors are reported', async () => {
    const {startClientSentry, reportClientError} = await browserSentry();
    const dsn = 'https://public@sentry.test/42';
    startClientSentry(dsn);
    startClientSentry('https://other@sentry.test/7');
    const error = new Error('boom');
    reportClientError(error);
    // The SDK arrives by dynamic import: under load that takes more than one turn of the event loop.
    await vi.waitFor(() => expect(sdk.captureRemixErrorBoundaryError).toHaveBeenCalled());
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith({dsn, tracesSampleRate: 0.1});
    expect(sdk.captureRemixErrorBoundaryError).toHaveBeenCalledWith(error);
  });
});
