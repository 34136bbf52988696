// README "Limits and bad requests": 4xx answers to data and resource requests say what happened in the market's
// words (app/http/error-answers.server.ts, applied in server.ts), like the request guard's refusals; documents,
// our own JSON answers and 5xx are left as they are. And the words of any status (app/http/status-text.ts).
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {describe, expect, test} from 'vitest';
import {withWordedErrors} from '~/http/error-answers.server';
import {statusText} from '~/http/status-text';
import {MARKETS} from '~/markets/markets';
import {stringsFor} from '~locales/index';

const market = (id: string) => MARKETS.find((m) => m.id === id)!;
const contextFor = (id = 'de_de') => ({market: market(id)}) as unknown as AppLoadContext;

async function read(response: Response) {
  return {status: response.status, headers: response.headers, body: await response.json()};
}

describe('4xx data and resource answers are worded', () => {
  test('a route’s thrown "Not Found" text becomes {message} in the market’s words, caught, never stored', async () => {
    const answer = await read(withWordedErrors(new Response('Not Found', {status: 404, headers: {'Content-Type': 'text/plain;charset=UTF-8'}}), contextFor()));
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({message: 'Die gesuchte Seite gibt es nicht (mehr).'});
    expect(answer.headers.get('X-Remix-Catch')).toBe('yes');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.has('Allow')).toBe(false);
  });

  test('an answer without a body or a type is worded too', async () => {
    const answer = await read(withWordedErrors(new Response(null, {status: 404}), contextFor('it_it')));
    expect(answer.body).toEqual({message: 'La pagina che cerchi non esiste (più).'});
  });

  test('Remix’s own errors ("Unexpected Server Error") are worded, their Allow kept', async () => {
    const remix405 = new Response('Unexpected Server Error', {
      status: 405,
      headers: {'Content-Type': 'application/json; charset=utf-8', 'X-Remix-Error': 'yes', Allow: 'GET, HEAD'},
    });
    const answer = await read(withWordedErrors(remix405, contextFor('eu_en')));
    expect(answer.status).toBe(405);
    expect(answer.body).toEqual({message: 'This address does not accept this kind of request.'});
    expect(answer.headers.get('Allow')).toBe('GET, HEAD');
  });

  test('a data request for a route the URL does not match (Remix’s 403) is a 404', async () => {
    const remix403 = new Response('{}', {status: 403, headers: {'Content-Type': 'text/plain', 'X-Remix-Error': 'yes'}});
    const answer = await read(withWordedErrors(remix403, contextFor()));
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({message: 'Die gesuchte Seite gibt es nicht (mehr).'});
    const ours403 = await read(withWordedErrors(new Response('Forbidden', {status: 403}), contextFor('eu_en')));
    expect(ours403.status).toBe(403);
    expect(ours403.body).toEqual({message: 'Please try again in a moment.'});
  });

  test('every 4xx from 400 to 499 is worded', async () => {
    for (const status of [400, 413, 499]) {
      expect((await read(withWordedErrors(new Response('x', {status}), contextFor()))).status).toBe(status);
    }
  });
});

describe('answers left as they are', () => {
  test('successes, redirects and 5xx', () => {
    for (const status of [200, 302, 399, 500, 503]) {
      const response = new Response('x', {status, headers: {'Content-Type': 'text/plain'}});
      expect(withWordedErrors(response, contextFor()), String(status)).toBe(response);
    }
  });

  test('documents (the shell renders their status page)', () => {
    for (const type of ['text/html', 'text/html; charset=utf-8']) {
      const response = new Response('<html></html>', {status: 404, headers: {'Content-Type': type}});
      expect(withWordedErrors(response, contextFor())).toBe(response);
    }
  });

  test('our own JSON answers (a cart form’s 400 with its problem)', () => {
    for (const type of ['application/json', 'application/json; charset=utf-8']) {
      const response = new Response('{"error":"note too long"}', {status: 400, headers: {'Content-Type': type}});
      expect(withWordedErrors(response, contextFor())).toBe(response);
    }
  });
});

describe('the words of a status', () => {
  test('a status without words of its own is "something went wrong"', () => {
    const en = stringsFor(market('eu_en'));
    for (const status of [500, 502, 403, 418]) {
      expect(statusText(status, en), String(status)).toEqual({title: 'Something went wrong', body: 'Please try again in a moment.'});
    }
    expect(statusText(404, en)).toEqual({title: 'Page not found', body: 'The page you are looking for does not exist (any more).'});
    expect(statusText(503, en)).toEqual({
      title: "We'll be right back",
      body: 'The shop is briefly unavailable. Please try again in a few minutes.',
    });
  });
});
