// The Storefront client's rules (app/commerce/storefront.server.ts; spec §8 "GraphQL retry", README "Fault
// tolerance"): throttling in a 200 is retried, a query the schema rejects is a StorefrontError carrying its
// codes, a partial result is used, a 2xx that is no GraphQL answer is an outage (InvalidAnswerError), only
// well-formed 2xx answers are cached, and a refused input (BAD_REQUEST) is no outage for the page's caching.
import type {Storefront} from '@shopify/hydrogen';
import {afterEach, describe, expect, test, vi} from 'vitest';
import {
  checkStorefrontResult,
  isCacheableStorefrontEntry,
  isRefusedInput,
  StorefrontError,
  withStorefrontRetry,
} from '~/commerce/storefront.server';
import {CATALOGUE_SUBREQUEST} from '~/http/cache-control';
import {InvalidAnswerError} from '~/upstream/answers';
import {RetryableError} from '~/upstream/retry';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const caught = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
};

describe('what a Storefront result is', () => {
  test('data without errors is the result', () => {
    const result = {product: {id: '1'}};
    expect(checkStorefrontResult(result)).toBe(result);
  });

  test('no errors and no data: an invalid answer (an outage, 502), named for the Storefront', () => {
    for (const result of [{}, null, {0: 'u'}]) {
      const error = caught(() => checkStorefrontResult(result));
      expect(error).toBeInstanceOf(InvalidAnswerError);
      expect((error as Error).message).toBe('Storefront sent an invalid answer: no data in a 2xx answer');
    }
  });

  test('errors without data: a StorefrontError with every message (one per line) and the codes that are given', () => {
    const error = caught(() =>
      checkStorefrontResult({
        product: null,
        errors: [{message: 'Field x does not exist', extensions: {code: 'BAD_REQUEST'}}, {message: 'Second problem'}, {message: 'Third', extensions: {}}],
      }),
    ) as StorefrontError;
    expect(error).toBeInstanceOf(StorefrontError);
    expect(error.name).toBe('StorefrontError');
    expect(error.message).toBe('Field x does not exist\nSecond problem\nThird');
    expect(error.codes).toEqual(['BAD_REQUEST']);
  });

  test('a StorefrontError made without codes carries none', () => {
    expect(new StorefrontError('x').codes).toEqual([]);
  });

  test('THROTTLED in a 200 is retryable, as a 429 (spec §8)', () => {
    const error = caught(() => checkStorefrontResult({errors: [{message: 'Throttled', extensions: {code: 'THROTTLED'}}]})) as RetryableError;
    expect(error).toBeInstanceOf(RetryableError);
    expect([error.message, error.status]).toEqual(['Throttled', 429]);
  });

  test('errors beside data: the partial result is used, and the errors are logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = {product: {id: '1'}, recommendations: null, errors: [{message: 'recommendations failed'}]};
    expect(checkStorefrontResult(result)).toBe(result);
    expect(warn).toHaveBeenCalledWith('[storefront] partial result:', 'recommendations failed');
  });

  test('errors beside only null or missing fields: no data, a StorefrontError', () => {
    expect(caught(() => checkStorefrontResult({a: null, b: undefined, errors: [{message: 'x'}]}))).toBeInstanceOf(StorefrontError);
  });
});

describe('what the sub-request cache may keep: well-formed 2xx answers only', () => {
  const body = {data: {product: {id: '1'}}};
  test.each([
    [[body, {status: 200}], true],
    [[body, {status: 299}], true],
    [[body, {status: 300}], false],
    [[body, {status: 199}], false],
    [[body, {status: '200'}], false],
    [[body, {}], false],
    [[body, null], false],
    [[{data: {product: null}, errors: []}, {status: 200}], false],
    [[{data: null}, {status: 200}], false],
    [body, false],
  ])('%j → %s', (entry, cacheable) => {
    expect(isCacheableStorefrontEntry(entry)).toBe(cacheable);
  });
});

describe('a refused input is no outage', () => {
  test('only a StorefrontError whose codes are all BAD_REQUEST', () => {
    expect(isRefusedInput(new StorefrontError('bad cursor', ['BAD_REQUEST']))).toBe(true);
    expect(isRefusedInput(new StorefrontError('bad cursor', ['BAD_REQUEST', 'BAD_REQUEST']))).toBe(true);
    expect(isRefusedInput(new StorefrontError('mixed', ['BAD_REQUEST', 'INTERNAL_SERVER_ERROR']))).toBe(false);
    expect(isRefusedInput(new StorefrontError('no code', []))).toBe(false);
    expect(isRefusedInput(new Error('BAD_REQUEST'))).toBe(false);
  });
});

describe('the client around Hydrogen (retry, failures, caching strategy)', () => {
  const fake = (query: (document: string, options?: object) => Promise<unknown>) => ({query, mutate: query}) as unknown as Storefront;

  test('a failure after the retries is reported as the Storefront’s and told to the page (onFailure)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failures: unknown[] = [];
    const client = withStorefrontRetry(
      fake(async () => ({product: null, errors: [{message: 'Internal', extensions: {code: 'INTERNAL_SERVER_ERROR'}}]})),
      (failure) => failures.push(failure),
    );
    await expect(client.query('query { product }')).rejects.toThrow('Internal');
    expect(failures).toHaveLength(1);
    expect(error).toHaveBeenCalledWith('[storefront]', 'Internal');
    await expect(client.mutate('mutation { x }')).rejects.toThrow('Internal');
    expect(failures).toHaveLength(2);
  });

  test('a refused input fails the call but is not told to the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failures: unknown[] = [];
    const client = withStorefrontRetry(fake(async () => ({collection: null, errors: [{message: 'Invalid cursor', extensions: {code: 'BAD_REQUEST'}}]})), (failure) =>
      failures.push(failure),
    );
    await expect(client.query('query { collection }')).rejects.toBeInstanceOf(StorefrontError);
    expect(failures).toEqual([]);
  });

  test('Hydrogen failing to read a 2xx body (a TypeError that is no network failure): an invalid answer, with its cause', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = new TypeError("Cannot read properties of null (reading 'errors')");
    const client = withStorefrontRetry(fake(async () => Promise.reject(cause)));
    const error = (await client.query('query { shop }').catch((thrown: unknown) => thrown)) as InvalidAnswerError;
    expect(error).toBeInstanceOf(InvalidAnswerError);
    expect(error.message).toBe("Storefront sent an invalid answer: Cannot read properties of null (reading 'errors')");
    expect(error.cause).toBe(cause);
    const mutation = await client.mutate('mutation { x }').catch((thrown: unknown) => thrown);
    expect(mutation).toBeInstanceOf(InvalidAnswerError);
  });

  test('THROTTLED is retried after 1000 ms and then answered (spec §8)', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const client = withStorefrontRetry(
      fake(async () => (++calls === 1 ? {errors: [{message: 'Throttled', extensions: {code: 'THROTTLED'}}]} : {shop: {name: 'x'}})),
    );
    const answer = client.query('query { shop }');
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toEqual({shop: {name: 'x'}});
    expect(calls).toBe(2);
  });

  test('catalogue queries get the catalogue caching strategy; a query passing its own keeps it', async () => {
    const seen: unknown[] = [];
    const client = withStorefrontRetry(
      fake(async (_document, options) => {
        seen.push((options as {cache?: unknown}).cache);
        return {shop: {name: 'x'}};
      }),
    );
    await client.query('query { shop }');
    const own = {mode: 'no-store'};
    await client.query('query { shop }', {cache: own} as never);
    expect(seen).toEqual([CATALOGUE_SUBREQUEST, own]);
  });
});
