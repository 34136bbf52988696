// Forwarding a nutrition advice request: what the form service's answers become for the shopper.
import {afterEach, describe, expect, test, vi} from 'vitest';
import {submitNutritionAdvice} from '~/service/nutrition-advice.server';

const VALUES = {name: 'Sanne', email: 'sanne@example.com', goal: 'energy', message: 'Often tired.', consent: true};
const market = {id: 'de_de', language: 'de'} as never;
const contextWith = (url: string | undefined) => ({env: {NUTRITION_ADVICE_URL: url} as never, market});

function answering(response: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('submitNutritionAdvice', () => {
  test('no endpoint, or one that is no http(s) URL: unavailable, nothing sent', async () => {
    const fetch = answering(() => new Response('{}'));
    for (const url of [undefined, '', '  ', 'ftp://example.com/x', 'javascript:alert(1)']) {
      expect(await submitNutritionAdvice(contextWith(url), VALUES)).toEqual({status: 'unavailable', values: VALUES});
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  test('sends the allowed fields and the market as JSON; a 2xx is sent', async () => {
    const fetch = answering(() => new Response('{"id":"1"}', {status: 201}));
    expect(await submitNutritionAdvice(contextWith('https://forms.example/advice'), VALUES)).toEqual({status: 'sent'});
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://forms.example/advice');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({...VALUES, language: 'de', market: 'de_de'});
    // A redirect is not followed (it would send the details wherever it points): the runtime hands it back.
    expect(init.redirect).toBe('manual');
  });

  test('a redirect handed back is a failure, not a success', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const status of [301, 302, 303, 307, 308]) {
      answering(() => new Response(null, {status, headers: {location: 'https://elsewhere.example/'}}));
      expect(await submitNutritionAdvice(contextWith('https://forms.example/advice'), VALUES), String(status)).toEqual({
        status: 'failed',
        values: VALUES,
      });
    }
  });

  test('a 422 with errors comes back by field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answering(() => Response.json({errors: {email: ['Ungültig.'], phone: ['Pflicht.']}}, {status: 422}));
    expect(await submitNutritionAdvice(contextWith('https://forms.example/advice'), VALUES)).toEqual({
      status: 'invalid',
      values: VALUES,
      errors: {email: ['Ungültig.']},
      formErrors: ['Pflicht.'],
    });
  });

  test('a 422 without readable errors, a 5xx, a 404, or no answer at all: failed, with the values kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failures: (() => Response | Promise<Response>)[] = [
      () => new Response('<html>oops</html>', {status: 422}),
      () => Response.json({errors: {}}, {status: 422}),
      () => new Response('down', {status: 503}),
      () => new Response('nope', {status: 404}),
      () => Promise.reject(new TypeError('fetch failed')),
      () => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    ];
    for (const failure of failures) {
      answering(failure);
      expect(await submitNutritionAdvice(contextWith('http://127.0.0.1:9/x'), VALUES)).toEqual({
        status: 'failed',
        values: VALUES,
      });
    }
  });
});
