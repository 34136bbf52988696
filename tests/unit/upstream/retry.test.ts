import {describe, expect, test, vi} from 'vitest';
import {isRetryable, RetryableError, statusOf, withRetry} from '~/upstream/retry';

const noSleep = vi.fn(async (_ms: number) => {});

describe('the GraphQL retry policy (spec §8)', () => {
  test('retries up to 3 times, 1000 ms apart, then reports and rethrows', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const report = vi.fn();
    const operation = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(withRetry(operation, {sleep, report})).rejects.toThrow('Failed to fetch');
    // The spec's numbers, written out: a test that imported them from the module would pass any delay.
    expect(operation).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 1000, 1000]);
    expect(report).toHaveBeenCalledOnce();
  });

  test('a success after two 429s returns the result without reporting', async () => {
    const report = vi.fn();
    let calls = 0;
    const result = await withRetry(
      async () => {
        calls += 1;
        if (calls <= 2) throw Object.assign(new Error('Too many requests'), {status: 429});
        return 'ok';
      },
      {sleep: noSleep, report},
    );
    expect(result).toBe('ok');
    expect(calls).toBe(3);
    expect(report).not.toHaveBeenCalled();
  });

  test('other errors are not retried', async () => {
    const operation = vi.fn(async () => {
      throw new Error('Field "nope" does not exist');
    });
    await expect(withRetry(operation, {sleep: noSleep})).rejects.toThrow('nope');
    expect(operation).toHaveBeenCalledOnce();
  });

  test('what counts as retryable: 429, network failures, our own error type', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new TypeError('Load failed'))).toBe(true);
    expect(isRetryable(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true);
    expect(isRetryable(new Error('URL: https://x/api/2024-10/graphql.json\nAPI response error: 429'))).toBe(true);
    expect(isRetryable({response: {status: 429}})).toBe(false);
    expect(isRetryable(Object.assign(new Error('Request failed with status 429'), {response: {status: 429}}))).toBe(true);
    expect(isRetryable(new RetryableError('Throttled', 429))).toBe(true);
    expect(isRetryable(new Error('API response error: 500'))).toBe(false);
    expect(statusOf(new Error('API response error: 503'))).toBe(503);
  });
});

describe('what the retry policy retries (spec §8: 429, network failed, load failed, failed to fetch, our own type)', () => {
  test('our RetryableError is retried whatever its status (502, 503, 504 from our clients)', () => {
    expect(isRetryable(new RetryableError('Bad gateway', 502))).toBe(true);
    expect(isRetryable(new RetryableError('Gateway timeout'))).toBe(true);
    // Its name is what the logs and Sentry show.
    expect(new RetryableError('Bad gateway', 502).name).toBe('RetryableError');
    expect(new RetryableError('Bad gateway', 502).status).toBe(502);
  });

  test('a network failure is retried whatever error type carries it', () => {
    expect(isRetryable(new Error('socket hang up'))).toBe(true);
    expect(isRetryable(new Error('connect ECONNREFUSED 127.0.0.1:443'))).toBe(true);
    expect(isRetryable(new Error('Network connection lost.'))).toBe(true);
  });

  test('a throttled answer is retried even without a status', () => {
    expect(isRetryable(new Error('Throttled'))).toBe(true);
    expect(isRetryable(new Error('THROTTLED: too many requests for this shop'))).toBe(true);
    expect(isRetryable(new Error('unthrottledness'))).toBe(false);
  });

  test('the status is read from the error, its response, or the message of Hydrogen and cda-client', () => {
    expect(statusOf(new Error('Request failed with status 503 (Service Unavailable): <html>'))).toBe(503);
    expect(statusOf(new Error('URL: https://shop/api\nAPI response error: 429'))).toBe(429);
    expect(statusOf({response: {status: 404}})).toBe(404);
    expect(statusOf(new Error('Field "nope" does not exist'))).toBeUndefined();
    expect(statusOf(null)).toBeUndefined();
    expect(statusOf(undefined)).toBeUndefined();
  });

  test('each retry is announced with its number', async () => {
    const attempts: number[] = [];
    await expect(
      withRetry(
        async () => {
          throw new TypeError('Failed to fetch');
        },
        {sleep: noSleep, onRetry: (_error, attempt) => attempts.push(attempt)},
      ),
    ).rejects.toThrow('Failed to fetch');
    expect(attempts).toEqual([1, 2, 3]);
  });
});
