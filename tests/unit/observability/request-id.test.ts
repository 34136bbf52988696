// README "Observability": one request id per request (Oxygen's request id, else Cloudflare's ray id, else a fresh
// UUID), written at the start of every server log line and handed back in X-Request-Id.
import {describe, expect, test, vi} from 'vitest';
import {logFor, requestLogger} from '~/observability/log.server';
import {
  REQUEST_ID_HEADER,
  requestIdFor,
  requestIdOf,
  withRequestId,
  withRequestIdHeader,
} from '~/observability/request-id';

const generated = () => 'generated-id';
const headers = (entries: Record<string, string>) => new Headers(entries);

describe('the request id (README "Observability")', () => {
  test("Oxygen's request-id comes first, then oxygen-request-id, then Cloudflare's cf-ray, else a generated one", () => {
    expect(requestIdFor(headers({'request-id': 'oxy-0', 'oxygen-request-id': 'oxy-1', 'cf-ray': 'ray-1'}), generated)).toBe('oxy-0');
    expect(requestIdFor(headers({'oxygen-request-id': 'oxy-1', 'cf-ray': 'ray-1'}), generated)).toBe('oxy-1');
    expect(requestIdFor(headers({'cf-ray': '8f1c2a3b4c5d6e7f-AMS'}), generated)).toBe('8f1c2a3b4c5d6e7f-AMS');
    expect(requestIdFor(headers({}), generated)).toBe('generated-id');
  });

  test('a client-sent X-Request-Id is never taken: it would let anyone name their request after another', () => {
    expect(requestIdFor(headers({[REQUEST_ID_HEADER]: 'chosen-by-client'}), generated)).toBe('generated-id');
  });

  // Every kind of value a platform header could carry that does not belong in a log line.
  const UNSAFE = ['', '   ', 'two words', 'line\u2028break', 'quote"d', "it's", 'a;b', 'a,b', '-leading-dash', 'x'.repeat(129), '<script>', 'ïd'];
  test.each(UNSAFE)('an unusable platform id (%j) is replaced by a generated one', (value) => {
    const bag = new Headers();
    // Headers refuses some values outright (line breaks); those cannot arrive at all.
    try {
      bag.set('request-id', value);
      bag.set('oxygen-request-id', value);
      bag.set('cf-ray', value);
    } catch {
      return;
    }
    expect(requestIdFor(bag, generated)).toBe('generated-id');
  });

  test('an unusable Oxygen id falls through to a usable ray id', () => {
    expect(requestIdFor(headers({'oxygen-request-id': 'bad id', 'cf-ray': 'ray-2'}), generated)).toBe('ray-2');
  });

  test('without a generator the id is a UUID, a new one each time', () => {
    const first = requestIdFor(new Headers());
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(requestIdFor(new Headers())).not.toBe(first);
  });

  test('the app reads the id from the request server.ts hands on, which replaces any id the client sent', async () => {
    const sent = new Request('http://localhost/x', {method: 'POST', body: 'a=1', headers: {[REQUEST_ID_HEADER]: 'forged', cookie: 'c=1'}});
    const request = withRequestId(sent, 'id-7');
    expect(requestIdOf(request)).toBe('id-7');
    expect(request.headers.get('cookie')).toBe('c=1');
    expect(request.method).toBe('POST');
    expect(await request.text()).toBe('a=1');
    expect(requestIdOf(new Request('http://localhost/'))).toBeUndefined();
  });

  test('the answer carries it, also when its headers are immutable', async () => {
    expect(withRequestIdHeader(new Response('ok'), 'id-8').headers.get('x-request-id')).toBe('id-8');
    const frozen = Response.redirect('http://localhost/elsewhere', 302);
    const answer = withRequestIdHeader(frozen, 'id-9');
    expect(answer.headers.get('x-request-id')).toBe('id-9');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('http://localhost/elsewhere');
  });
});

describe('log lines carry the request id (README "Observability")', () => {
  test.each(['info', 'warn', 'error'] as const)('%s lines start with request_id=<id>, then what was logged', (level) => {
    const out = {info: vi.fn(), warn: vi.fn(), error: vi.fn()};
    const error = new Error('boom');
    requestLogger('id-1', out)[level]('[cart]', 'failed:', error);
    expect(out[level]).toHaveBeenCalledWith('request_id=id-1', '[cart]', 'failed:', error);
  });

  test('a logger made from the request writes the id server.ts set on it', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      logFor(withRequestId(new Request('http://localhost/'), 'id-2')).warn('[cookies] dropped');
      expect(spy).toHaveBeenCalledWith('request_id=id-2', '[cookies] dropped');
      expect(logFor(withRequestId(new Request('http://localhost/'), 'id-3')).requestId).toBe('id-3');
    } finally {
      spy.mockRestore();
    }
  });

  test('outside a request (no id: unit tests, scripts) lines are written as they are', () => {
    const out = {info: vi.fn(), warn: vi.fn(), error: vi.fn()};
    requestLogger(undefined, out).error('[layout]', 'down');
    expect(out.error).toHaveBeenCalledWith('[layout]', 'down');
  });
});
