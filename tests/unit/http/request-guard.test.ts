// README "Limits and bad requests": every route of the server build is wrapped by the request guard, so what it
// refuses never reaches route code. The table, rule by rule, on a build of three routes (the root, a page without
// an action, the cart with one), with the answer a data request gets: `{message}` in the market's words, no-store.
import type {AppLoadContext, ServerBuild} from '@shopify/remix-oxygen';
import {describe, expect, test, vi} from 'vitest';
import {withRequestGuard} from '~/http/request-guard.server';
import {MARKETS} from '~/markets/markets';

const DE = MARKETS.find((market) => market.id === 'de_de')!;
const NL = MARKETS.find((market) => market.id === 'nl_nl')!;

// The German words of each refusal (locales/de.ts).
const WORDS = {
  400: 'Wir konnten nicht lesen, was gesendet wurde. Geh zurück zur Seite und versuche es erneut.',
  404: 'Die gesuchte Seite gibt es nicht (mehr).',
  405: 'Diese Adresse nimmt diese Art von Anfrage nicht an.',
  413: 'Es wurde mehr gesendet, als wir annehmen. Sende bitte weniger auf einmal.',
  415: 'Diese Adresse nimmt nur Formulare an.',
};

/** The load context parts the guard reads: the market (for its words) and what the HTTP boundary found. */
function contextFor(method: string, dataRoute: string | null = null, market = DE) {
  return {market, http: {method, dataRoute, clearCookies: [], upstreamFailures: []}} as unknown as AppLoadContext;
}

type Answer = {status: number; headers: Headers; body: unknown};

/** A returned or thrown Response as the client reads it; anything else is what the route code returned. */
async function outcome(run: () => unknown): Promise<Answer> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    const text = await result.text();
    return {status: result.status, headers: result.headers, body: text.startsWith('{') ? JSON.parse(text) : text};
  }
  if (result instanceof Error) throw result;
  return {status: 200, headers: new Headers(), body: result};
}

function makeBuild() {
  const seen: {route: string; request: Request; form?: [string, FormDataEntryValue][]}[] = [];
  const loaderOf = (route: string) => vi.fn(async ({request}: {request: Request}) => (seen.push({route, request}), `${route} data`));
  const cartAction = vi.fn(async ({request}: {request: Request}) => {
    const form = [...(await request.formData()).entries()];
    seen.push({route: 'cart', request, form});
    return {ok: true, fields: form.length};
  });
  const build = {
    entry: {module: {}},
    routes: {
      root: {id: 'root', path: '', module: {loader: loaderOf('root'), default: () => null}},
      'routes/page': {id: 'routes/page', parentId: 'root', path: ':locale?/products', module: {loader: loaderOf('page')}},
      'routes/cart': {id: 'routes/cart', parentId: 'root', path: ':locale?/cart', module: {loader: loaderOf('cart'), action: cartAction}},
      'routes/static': {id: 'routes/static', parentId: 'root', path: 'about', module: {default: () => null}},
    },
  } as unknown as ServerBuild;
  const guarded = withRequestGuard(build);
  const route = (id: string) => guarded.routes[id]!.module;
  return {seen, cartAction, route};
}

const SITE = 'http://localhost:3000';
const loaderArgs = (path: string, context: AppLoadContext) => ({request: new Request(SITE + path), context, params: {}});
const post = (path: string, init: RequestInit = {}, market = DE) => ({
  request: new Request(SITE + path, {method: 'POST', ...init}),
  context: contextFor('POST', null, market),
  params: {},
});
const FORM = {'Content-Type': 'application/x-www-form-urlencoded'};

/** A body sent in chunks without a Content-Length (chunked transfer). */
function chunked(...chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}
const streamed = (body: ReadableStream<Uint8Array>, headers: Record<string, string> = FORM): RequestInit =>
  ({body, headers, duplex: 'half'}) as RequestInit;

describe('refusals are {message} in the market’s words, never stored', () => {
  test('a data request for a path with broken percent-encoding is a 404 before the loader runs', async () => {
    const {route, seen} = makeBuild();
    const answer = await outcome(() => route('routes/page').loader!(loaderArgs('/de/produkte/%zz', contextFor('GET')) as never));
    expect(answer).toMatchObject({status: 404, body: {message: WORDS[404]}});
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(seen).toEqual([]);
  });

  test('loader data of a page (?_data=) is refused like its document', async () => {
    const {route, seen} = makeBuild();
    const data = contextFor('GET', 'routes/page');
    expect(await outcome(() => route('routes/page').loader!(loaderArgs('/de/produkte/%zz?_data=routes/page', data) as never))).toMatchObject({
      status: 404,
      body: {message: WORDS[404]},
    });
    const put = await outcome(() => route('routes/page').loader!(loaderArgs('/de/produkte?_data=routes/page', contextFor('PUT', 'routes/page')) as never));
    expect(put.status).toBe(405);
    expect(seen).toEqual([]);
  });

  test('the words follow the market', async () => {
    const {route} = makeBuild();
    const answer = await outcome(() => route('routes/page').loader!(loaderArgs('/%zz', contextFor('PUT', null, NL)) as never));
    expect(answer).toMatchObject({status: 404, body: {message: 'De pagina die je zoekt bestaat niet (meer).'}});
  });
});

describe('methods (405 with Allow)', () => {
  test('a page or resource route takes GET and HEAD; its loader runs for them', async () => {
    const {route, seen} = makeBuild();
    for (const method of ['GET', 'HEAD']) {
      expect(await outcome(() => route('routes/page').loader!(loaderArgs('/de/produkte', contextFor(method)) as never))).toMatchObject({
        status: 200,
        body: 'page data',
      });
    }
    for (const method of ['PUT', 'DELETE', 'OPTIONS', 'TRACE', 'POST']) {
      const answer = await outcome(() => route('routes/page').loader!(loaderArgs('/de/produkte', contextFor(method)) as never));
      expect(answer, method).toMatchObject({status: 405, body: {message: WORDS[405]}});
      expect(answer.headers.get('Allow'), method).toBe('GET, HEAD');
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
    }
    expect(seen.map((entry) => entry.route)).toEqual(['page', 'page']);
  });

  test('a route with an action also takes POST', async () => {
    const {route} = makeBuild();
    expect(await outcome(() => route('routes/cart').loader!(loaderArgs('/de/cart', contextFor('POST')) as never))).toMatchObject({
      status: 200,
      body: 'cart data',
    });
    const answer = await outcome(() => route('routes/cart').loader!(loaderArgs('/de/cart', contextFor('PATCH')) as never));
    expect(answer.status).toBe(405);
    expect(answer.headers.get('Allow')).toBe('GET, HEAD, POST');
  });

  test('a POST to a page without an action is our 405, not Remix’s', async () => {
    const {route} = makeBuild();
    const answer = await outcome(() => route('routes/page').action!(post('/de/produkte', {headers: FORM, body: 'a=1'}) as never));
    expect(answer).toMatchObject({status: 405, body: {message: WORDS[405]}});
    expect(answer.headers.get('Allow')).toBe('GET, HEAD');
    const none = await outcome(() => route('routes/static').action!(post('/about', {headers: FORM, body: 'a=1'}) as never));
    expect(none.status).toBe(405);
    expect(route('routes/static').loader).toBeUndefined();
  });

  test('the cart action refuses any method but POST', async () => {
    const {route, cartAction} = makeBuild();
    const args = {request: new Request(`${SITE}/de/cart`, {method: 'PUT', headers: FORM, body: 'a=1'}), context: contextFor('PUT'), params: {}};
    const answer = await outcome(() => route('routes/cart').action!(args as never));
    expect(answer.status).toBe(405);
    expect(answer.headers.get('Allow')).toBe('GET, HEAD, POST');
    expect(cartAction).not.toHaveBeenCalled();
  });
});

describe('the root loader (the shell of every page) refuses only when its own data is asked for', () => {
  test('a document or another route’s data: the shell renders, whatever the path or method', async () => {
    const {route} = makeBuild();
    for (const [path, method, dataRoute] of [
      ['/de/%zz', 'GET', null],
      ['/de/produkte', 'PUT', null],
      ['/de/produkte', 'PUT', 'routes/page'],
    ] as const) {
      expect(await outcome(() => route('root').loader!(loaderArgs(path, contextFor(method, dataRoute)) as never)), path).toMatchObject({
        status: 200,
        body: 'root data',
      });
    }
  });

  test('?_data=root is refused like any route’s data', async () => {
    const {route} = makeBuild();
    expect(await outcome(() => route('root').loader!(loaderArgs('/de/%zz?_data=root', contextFor('GET', 'root')) as never))).toMatchObject({
      status: 404,
    });
    const answer = await outcome(() => route('root').loader!(loaderArgs('/de?_data=root', contextFor('DELETE', 'root')) as never));
    expect(answer.status).toBe(405);
    expect(answer.headers.get('Allow')).toBe('GET, HEAD');
  });

  test('a bare ?_data (no route id) that reaches the root is refused like ?_data=root', async () => {
    const {route} = makeBuild();
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'POST']) {
      const answer = await outcome(() => route('root').loader!(loaderArgs('/de?_data=', contextFor(method, '')) as never));
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get('Allow'), method).toBe('GET, HEAD');
    }
    expect((await outcome(() => route('root').loader!(loaderArgs('/de?_data', contextFor('GET', '')) as never))).status).toBe(200);
  });
});

describe('form posts to an action', () => {
  test('a well-formed form reaches the action, read from the bytes the guard read', async () => {
    const {route, seen} = makeBuild();
    const answer = await outcome(() =>
      route('routes/cart').action!(post('/de/cart', {headers: {...FORM, 'Content-Length': '17'}, body: 'cartAction=add&q=1'}) as never),
    );
    expect(answer).toEqual({status: 200, headers: expect.any(Headers), body: {ok: true, fields: 2}});
    expect(seen[0]!.form).toEqual([
      ['cartAction', 'add'],
      ['q', '1'],
    ]);
    expect(seen[0]!.request.method).toBe('POST');
    expect(seen[0]!.request.headers.has('Content-Length')).toBe(false);
  });

  test('a chunked body (no Content-Length) is read in full, chunks in order', async () => {
    const {route, seen} = makeBuild();
    const init = {...streamed(chunked('first=one', '&second=', 'two&third=3')), headers: {...FORM, 'Transfer-Encoding': 'chunked'}};
    expect((await outcome(() => route('routes/cart').action!(post('/de/cart', init) as never))).status).toBe(200);
    expect(seen[0]!.form).toEqual([
      ['first', 'one'],
      ['second', 'two'],
      ['third', '3'],
    ]);
    expect(seen[0]!.request.headers.has('Transfer-Encoding')).toBe(false);
  });

  test('multipart/form-data with a boundary is a form too, its text not read as urlencoded', async () => {
    const {route, seen} = makeBuild();
    const body = '--b1\r\nContent-Disposition: form-data; name="note"\r\n\r\n100%zz sure\r\n--b1--\r\n';
    const answer = await outcome(() =>
      route('routes/cart').action!(post('/de/cart', {headers: {'Content-Type': 'multipart/form-data; boundary=b1'}, body}) as never),
    );
    expect(answer.status).toBe(200);
    expect(seen[0]!.form).toEqual([['note', '100%zz sure']]);
  });

  test('a path with broken percent-encoding is a 404 before the action runs', async () => {
    const {route, cartAction} = makeBuild();
    const answer = await outcome(() => route('routes/cart').action!(post('/de/%E0%A4%A', {headers: FORM, body: 'a=1'}) as never));
    expect(answer).toMatchObject({status: 404, body: {message: WORDS[404]}});
    expect(cartAction).not.toHaveBeenCalled();
  });

  test('415: anything but a form (no type, JSON, text, multipart without a boundary)', async () => {
    const {route, cartAction} = makeBuild();
    const contentTypes: Record<string, string>[] = [{}, {'Content-Type': 'application/json'}, {'Content-Type': 'text/plain'}, {'Content-Type': 'multipart/form-data'}];
    for (const headers of contentTypes) {
      const answer = await outcome(() => route('routes/cart').action!(post('/de/cart', {headers, body: 'a=1'}) as never));
      expect(answer, JSON.stringify(headers)).toMatchObject({status: 415, body: {message: WORDS[415]}});
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
    }
    expect(cartAction).not.toHaveBeenCalled();
  });

  test('413: a body over 64 KiB, by Content-Length or while reading a chunked one; 64 KiB exactly passes', async () => {
    const {route, cartAction} = makeBuild();
    const declared = await outcome(() =>
      route('routes/cart').action!(post('/de/cart', {headers: {...FORM, 'Content-Length': '65537'}, body: 'a=1'}) as never),
    );
    expect(declared).toMatchObject({status: 413, body: {message: WORDS[413]}});
    const field = (bytes: number) => `a=${'x'.repeat(bytes - 2)}`;
    const over = await outcome(() => route('routes/cart').action!(post('/de/cart', streamed(chunked(field(40_000), `&${field(25_537)}`))) as never));
    expect(over).toMatchObject({status: 413, body: {message: WORDS[413]}});
    expect(cartAction).not.toHaveBeenCalled();

    const exact = await outcome(() =>
      route('routes/cart').action!(post('/de/cart', {headers: {...FORM, 'Content-Length': '65536'}, body: field(65_536)}) as never),
    );
    expect(exact.status).toBe(200);
    const exactChunked = await outcome(() => route('routes/cart').action!(post('/de/cart', streamed(chunked(field(40_000), `&${field(25_535)}`))) as never));
    expect(exactChunked.status).toBe(200);
    expect(cartAction).toHaveBeenCalledTimes(2);
  });

  test('400: an invalid Content-Length, an empty or unreadable body, a body that is no form', async () => {
    const {route, cartAction} = makeBuild();
    // A connection that breaks after the first chunk: what arrived is no whole body.
    let pulls = 0;
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulls++ === 0) controller.enqueue(new TextEncoder().encode('a=1'));
        else controller.error(new Error('connection reset'));
      },
    });
    const cases: [string, RequestInit][] = [
      ['invalid length', {headers: {...FORM, 'Content-Length': '12abc'}, body: 'a=1'}],
      ['empty body', {headers: FORM}],
      ['empty string', {headers: FORM, body: ''}],
      ['unreadable', streamed(failing)],
      ['broken escape', {headers: FORM, body: 'a=%zz'}],
      ['not UTF-8', {headers: FORM, body: new Uint8Array([0x61, 0x3d, 0xff, 0xfe])}],
      ['no field', {headers: FORM, body: '&'}],
      ['cut-off multipart', {headers: {'Content-Type': 'multipart/form-data; boundary=b1'}, body: '--b1\r\nContent-Disposition: form-data; name="a"\r\n\r\nx'}],
      ['multipart without a part', {headers: {'Content-Type': 'multipart/form-data; boundary=b1'}, body: '--b1--\r\n'}],
    ];
    for (const [name, init] of cases) {
      const answer = await outcome(() => route('routes/cart').action!(post('/de/cart', init) as never));
      expect(answer, name).toMatchObject({status: 400, body: {message: WORDS[400]}});
      expect(answer.headers.get('Cache-Control'), name).toBe('no-store');
    }
    expect(cartAction).not.toHaveBeenCalled();
  });
});
