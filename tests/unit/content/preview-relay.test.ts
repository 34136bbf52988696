// The live-preview relay's answers as datocms-listen (the browser's client) classifies them, spec §8: a
// registration refused with 300-499 is final (Response400Error, no retry), >= 500 is retried
// (Response500Error), an answer that is not exactly `application/json` is an invalid response (retried), and a
// registration comes back as our own channel URL. The token is added by the relay, never by the browser.
import {InvalidResponseError, Response400Error, Response500Error, subscribeToQuery} from 'datocms-listen';
import {describe, expect, test} from 'vitest';
import {relayChannel, relayRegistration, type RelaySettings} from '~/content/preview-relay.server';

const LISTEN = 'https://graphql-listen.datocms.com';
const QUERY = {
  query: 'query Home($locale: SiteLocale) { homePage(locale: $locale) { id } }',
  variables: {locale: 'nl'},
};

type Sent = {url: string; headers: Headers; body: string};

function settings(upstream: () => Response | Promise<Response>, sent: Sent[] = [], preview = true): RelaySettings {
  return {
    preview,
    token: 'server-token',
    environment: 'main',
    listenUrl: LISTEN,
    fetch: (async (url: string, init: RequestInit) => {
      sent.push({url, headers: new Headers(init.headers), body: String(init.body ?? '')});
      return upstream();
    }) as typeof fetch,
  };
}

/** The browser's registration, as datocms-listen sends it (token placeholder, no Content-Type of its own). */
function browserRequest(init: RequestInit): Request {
  return new Request('https://shop.example/api/preview/listen', {
    method: 'POST',
    headers: {...(init.headers as Record<string, string>), 'Content-Type': 'application/json'},
    body: init.body,
  });
}

/** What datocms-listen makes of the relay's answers: the error events it reports, and how it ended. */
async function classify(relay: RelaySettings, attempts = 3) {
  const errors: unknown[] = [];
  let registrations = 0;
  let channelUrl: string | undefined;
  const outcome = await subscribeToQuery({
    ...QUERY,
    token: 'relay',
    includeDrafts: true,
    baseUrl: 'https://shop.example/api/preview/listen',
    reconnectionPeriod: 1,
    // After `attempts` registrations the relay is asked without preview: a 403 ends the retries.
    fetcher: (async (_url: string, init: RequestInit) => {
      registrations += 1;
      return relayRegistration(browserRequest(init), registrations > attempts ? {...relay, preview: false} : relay);
    }) as never,
    eventSourceClass: class {
      static CLOSED = 2;
      static CONNECTING = 0;
      static OPEN = 1;
      readyState = 1;
      constructor(url: string) {
        channelUrl = url;
      }
      addEventListener(type: string, listener: () => void) {
        if (type === 'open') setTimeout(listener, 0);
      }
      close() {
        this.readyState = 2;
      }
    } as never,
    onError: (event) => errors.push((event as MessageEvent).data),
    onUpdate: () => {},
  }).then(
    (unsubscribe) => {
      unsubscribe();
      return 'connected';
    },
    (error: unknown) => error,
  );
  return {errors, registrations, outcome, channelUrl};
}

const jsonAnswer = (body: unknown, status = 200, type = 'application/json') =>
  new Response(JSON.stringify(body), {status, headers: {'Content-Type': type}});

describe('the relay as datocms-listen sees it', () => {
  test('a registration: the token added on the server, drafts, and our own channel URL with exactly application/json', async () => {
    const sent: Sent[] = [];
    const relay = settings(() => jsonAnswer({url: `${LISTEN}/channels/abc-123`}), sent);
    const answer = await relayRegistration(browserRequest({body: JSON.stringify(QUERY)}), relay);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('application/json');
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await answer.json()).toEqual({
      url: `/api/preview/listen?channel=${encodeURIComponent(`${LISTEN}/channels/abc-123`)}`,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(LISTEN);
    expect(sent[0]!.headers.get('Authorization')).toBe('Bearer server-token');
    expect(sent[0]!.headers.get('X-Include-Drafts')).toBe('true');
    expect(JSON.parse(sent[0]!.body)).toEqual(QUERY);

    const seen = await classify(relay);
    expect(seen.outcome).toBe('connected');
    expect(seen.errors).toEqual([]);
    expect(seen.channelUrl).toMatch(/^\/api\/preview\/listen\?channel=/);
  });

  test.each([301, 400, 401, 404, 422, 429, 499])(
    'a %i from the listen API is final: Response400Error, no retry',
    async (status) => {
      const seen = await classify(settings(() => jsonAnswer({data: []}, status)));
      expect(seen.outcome).toBeInstanceOf(Response400Error);
      expect((seen.outcome as Response400Error).response.status).toBe(status);
      expect(seen.registrations).toBe(1);
    },
  );

  test.each([500, 502, 503])('a %i from the listen API is retried: Response500Error', async (status) => {
    const seen = await classify(settings(() => new Response('down', {status})));
    expect(seen.errors.slice(0, 3).every((error) => error instanceof Response500Error)).toBe(true);
    expect(seen.registrations).toBe(4);
    expect(seen.outcome).toBeInstanceOf(Response400Error); // the 403 once preview ended
  });

  test('a listen API that cannot be reached: 502, retried', async () => {
    const seen = await classify(
      settings(() => {
        throw new TypeError('fetch failed');
      }),
    );
    expect(seen.errors.slice(0, 3).every((error) => error instanceof Response500Error)).toBe(true);
    expect(seen.registrations).toBe(4);
  });

  test('an answer that is no registration (HTML, JSON without url, a channel elsewhere): invalid response, retried', async () => {
    for (const upstream of [
      () => new Response('<html>proxy</html>', {headers: {'Content-Type': 'text/html'}}),
      () => jsonAnswer({nope: true}),
      () => jsonAnswer({url: 'https://evil.example/channels/1'}),
    ]) {
      const seen = await classify(settings(upstream), 2);
      expect(seen.errors.slice(0, 2).every((error) => error instanceof InvalidResponseError)).toBe(true);
      expect(seen.registrations).toBe(3);
    }
  });

  test('without preview: 403, final, and the listen API is never asked', async () => {
    const sent: Sent[] = [];
    const answer = await relayRegistration(
      browserRequest({body: JSON.stringify(QUERY)}),
      settings(() => jsonAnswer({}), sent, false),
    );
    expect(answer.status).toBe(403);
    const seen = await classify(settings(() => jsonAnswer({}), sent, false));
    expect(seen.outcome).toBeInstanceOf(Response400Error);
    expect(sent).toEqual([]);
  });

  test('a body that is no query: 400', async () => {
    for (const body of ['null', '[]', '{"query": 1}', '{"query": "x", "variables": "y"}', 'not json']) {
      expect(
        (
          await relayRegistration(
            browserRequest({body}),
            settings(() => jsonAnswer({})),
          )
        ).status,
        body,
      ).toBe(400);
    }
  });
});

describe('the channel', () => {
  const channelRequest = (channel: string) =>
    new Request(`https://shop.example/api/preview/listen?${new URLSearchParams({channel})}`);

  test("streams the listen API's events, only from its own origin, only in preview", async () => {
    const sent: Sent[] = [];
    const events = 'event: update\ndata: {"response":{"data":{}}}\n\n';
    const relay = settings(() => new Response(events, {headers: {'Content-Type': 'text/event-stream'}}), sent);
    const answer = await relayChannel(channelRequest(`${LISTEN}/channels/1`), relay);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/event-stream');
    expect(await answer.text()).toBe(events);
    expect(sent[0]!.url).toBe(`${LISTEN}/channels/1`);
    expect(sent[0]!.headers.get('Authorization')).toBeNull();

    for (const channel of [
      'https://evil.example/channels/1',
      'file:///etc/passwd',
      `https://user:pw@graphql-listen.datocms.com/x`,
      'x',
    ]) {
      expect((await relayChannel(channelRequest(channel), relay)).status, channel).toBe(400);
    }
    expect((await relayChannel(channelRequest(`${LISTEN}/channels/1`), {...relay, preview: false})).status).toBe(403);
    expect(sent).toHaveLength(1);
  });

  test('an expired channel (404) passes through, so the browser registers again', async () => {
    const answer = await relayChannel(
      channelRequest(`${LISTEN}/channels/1`),
      settings(() => new Response('gone', {status: 404})),
    );
    expect(answer.status).toBe(404);
  });
});
