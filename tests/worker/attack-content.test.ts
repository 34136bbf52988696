// Issue 11's new surface tried as an attacker and as a careless client would: the fit blog and recipe overviews and
// entries, the vitamin test, the nutrition advice form and its form service, and preview (entering, leaving, the
// cookie, the live-updates relay, the Web Previews endpoint). Inputs are generated from tables: every answer stays
// below 500 and on our own site, refuses what it cannot use, and carries no token, secret or draft where it
// should not. Fixed here: the form service's redirects followed (the shopper's details re-posted elsewhere), its
// 422 repeating a message per field without end, leaving preview to a path that decodes to another host, and a
// slug in other letters sent raw in the Location header.
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, beforeEach, describe, expect, test} from 'vitest';
import {previewCookie as signedPreviewCookie} from '~/content/preview-cookie.server';
import {
  expectNoStackTrace,
  expectStatusPage,
  marketByLocale,
  marketPath,
  routeIds,
  withData,
} from '../support/hardening';
import {adviceFormBody, VALID_ADVICE_REQUEST} from '../support/nutrition-advice';
import {startWorker, WORKER_ORIGIN, type WorkerHarness} from '../support/worker';

const SECRET = 'local-preview-secret';
const SESSION_SECRET = 'local-session-secret';
/** What no answer may carry (the preview secret only where its holder asked for preview links). */
const SECRETS = ['local-datocms-token', SESSION_SECRET, SECRET];
const ARTICLE = '/fitblog/all/protein-after-training';
const PUBLISHED_HEADING = 'Waarom eiwit na je training telt';
const DRAFT_HEADING = 'Eiwit na je training: zo haal je er alles uit';
const NL = marketByLocale('nl');
const VALID = VALID_ADVICE_REQUEST;
const SOME_MARKETS = ['nl', 'de', 'fr-be', 'it'].map(marketByLocale);

/** A stand-in form service whose answer each test picks, and a host nothing should ever reach. */
type ServiceMode = {status: number; headers?: Record<string, string>; body?: (sent: Record<string, string>) => string};
let serviceMode: ServiceMode = {status: 200};
let serviceReceived: string[] = [];
let elsewhereHits: string[] = [];
const servers: http.Server[] = [];
let elsewhere = '';

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

let worker: WorkerHarness;
beforeAll(async () => {
  elsewhere = await listen(async (request, response) => {
    elsewhereHits.push(`${request.method} ${request.url} ${await readBody(request)}`);
    response.writeHead(200, {'content-type': 'application/json'});
    response.end('{}');
  });
  const service = await listen(async (request, response) => {
    const body = await readBody(request);
    serviceReceived.push(body);
    const sent = (JSON.parse(body || '{}') ?? {}) as Record<string, string>;
    response.writeHead(serviceMode.status, {'content-type': 'application/json', ...serviceMode.headers});
    response.end(serviceMode.body?.(sent) ?? '{}');
  });
  worker = await startWorker(() => ({NUTRITION_ADVICE_URL: `${service}/forms/nutrition-advice`}));
});
afterAll(async () => {
  await worker?.dispose();
  for (const server of servers) server.close();
});
beforeEach(() => {
  serviceMode = {status: 200};
  serviceReceived = [];
  elsewhereHits = [];
});

async function get(path: string, init: RequestInit = {}) {
  const response = await worker.fetch(path, {redirect: 'manual', ...init});
  return {response, text: await response.text()};
}

/**
 * What holds for every answer: below 500 (or the form's 502 when its service failed), never blank, a redirect only
 * to a path of ours, no Set-Cookie on anything a cache may keep, no stack trace, no token or secret in the body or
 * any header. `sentSecret`: the request's own URL held the preview secret, and the shell's links repeat the URL.
 */
function expectSafeAnswer(
  response: Response,
  text: string,
  label: string,
  {serviceFailed = false, sentSecret = false} = {},
) {
  if (!(serviceFailed && response.status === 502)) expect(response.status, label).toBeLessThan(500);
  if (response.status >= 300 && response.status < 400) {
    const location = response.headers.get('location') ?? '';
    expect(location, label).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
    expect(new URL(location, WORKER_ORIGIN).origin, label).toBe(WORKER_ORIGIN);
  } else if (response.status !== 204 && response.status !== 304) {
    expect(text.trim().length, label).toBeGreaterThan(0);
  }
  const cacheControl = response.headers.get('cache-control') ?? '';
  if (/\bpublic\b/.test(cacheControl)) expect(response.headers.getSetCookie(), label).toEqual([]);
  expectNoStackTrace(text, label);
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
  for (const secret of SECRETS.filter((secret) => !sentSecret || secret !== SECRET)) {
    expect(text, `${label}: ${secret}`).not.toContain(secret);
    expect(headers, `${label}: ${secret}`).not.toContain(secret);
  }
}

/** The preview cookie as the browser sends it back after entering with the secret. */
async function enteredPreview(): Promise<string> {
  const response = await worker.fetch(`/api/preview?secret=${SECRET}&path=${encodeURIComponent(ARTICLE)}`, {
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return /^(of_preview=[^;]+)/.exec(response.headers.get('set-cookie') ?? '')![1]!;
}

/** `/` followed by `rest` percent-encoded `rounds` times: what a later decoding turns back into `rest`. */
const encodedRounds = (rest: string, rounds: number) => {
  let encoded = rest;
  for (let round = 0; round < rounds; round++) encoded = encodeURIComponent(encoded);
  return `/${encoded}`;
};

/** Targets that lead off our site: as given, and with everything after the first slash encoded once to three times. */
const OFF_SITE_TARGETS = [
  ...[
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\r\n/evil.example',
    '/.//evil.example',
    '/..//evil.example',
  ],
  ...['https://evil.example', 'http:evil.example', '\\\\evil.example', 'javascript:alert(1)', ' /evil', ''],
  ...['/evil.example', '\\evil.example', '\t/evil.example', '\r\nLocation: //evil.example'].flatMap((rest) =>
    [1, 2, 3].map((rounds) => encodedRounds(rest, rounds)),
  ),
  `/${'a'.repeat(3000)}`,
];

describe('fixed: the form service redirecting', () => {
  test.each([301, 302, 303, 307, 308])(
    'a %i to another host is a failure (502); the details never reach that host',
    async (status) => {
      serviceMode = {status, headers: {location: `${elsewhere}/collect`}};
      const {response, text} = await get('/en/nutrition-advise-submit', nutritionPost(VALID));
      expect(response.status).toBe(502);
      expect(text).toContain('our advice service did not answer');
      expect(text).toContain('value="Sanne de Vries"');
      expect(serviceReceived).toHaveLength(1);
      expect(elsewhereHits).toEqual([]);
      expectSafeAnswer(response, text, String(status), {serviceFailed: true});
    },
  );
});

describe('fixed: a 422 with endless messages', () => {
  test('at most ten messages per field are shown; the page stays the size of a page', async () => {
    serviceMode = {
      status: 422,
      body: () => JSON.stringify({errors: {name: Array.from({length: 5000}, (_, index) => `Name problem ${index}.`)}}),
    };
    const {response, text} = await get('/en/nutrition-advise-submit', nutritionPost(VALID));
    expect(response.status).toBe(422);
    expect(text).toContain('Name problem 9.');
    expect(text).not.toContain('Name problem 10.');
    expect(text.length).toBeLessThan(200_000);
  });
});

describe('fixed: leaving preview goes only where entering may go', () => {
  test.each(OFF_SITE_TARGETS.map((target) => [JSON.stringify(target).slice(0, 60), target]))(
    'redirectTo %s: back to the home page (link and form post)',
    async (_, redirectTo) => {
      const link = await get(`/api/preview/exit?${new URLSearchParams({redirectTo})}`);
      const post = await get('/api/preview/exit', {
        method: 'POST',
        headers: {'content-type': 'application/x-www-form-urlencoded', origin: WORKER_ORIGIN},
        body: new URLSearchParams({redirectTo}).toString(),
      });
      for (const {response, text} of [link, post]) {
        expect(response.status).toBe(303);
        expect(response.headers.get('location')).toBe('/');
        expect(response.headers.get('set-cookie')).toMatch(/^of_preview=;.*Max-Age=0/);
        expectSafeAnswer(response, text, redirectTo);
      }
    },
  );

  test.each([
    '/de/fitblog?tag=vegan&page=2',
    '/fr-be/recettes/all/overnight-protein-oats',
    '/fitblog#top',
    '/%C3%BCber',
  ])('an own path (%s) is kept', async (redirectTo) => {
    const {response} = await get(`/api/preview/exit?${new URLSearchParams({redirectTo})}`);
    expect(response.headers.get('location')).toBe(redirectTo);
  });
});

describe('fixed: entering preview by slug', () => {
  test.each([
    ['über-uns', '/%C3%BCber-uns'],
    ['ricette/più-proteine', '/ricette/pi%C3%B9-proteine'],
    ['日本', '/%E6%97%A5%E6%9C%AC'],
  ])('slug %s leads to %s, percent-encoded', async (slug, location) => {
    const {response} = await get(`/api/preview?${new URLSearchParams({secret: SECRET, slug})}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(location);
  });

  test('a slug longer than any path we take is refused (400), no cookie', async () => {
    const {response, text} = await get(`/api/preview?${new URLSearchParams({secret: SECRET, slug: 'a'.repeat(3000)})}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
    expectStatusPage(text, NL, 400, 'long slug');
  });
});

/** Page numbers nobody's link has: each goes to the first page. */
const UNREADABLE_PAGES = [
  ...['0', '-1', '2.5', '02', '1e3', '0x2', '+1', ' 1', '1 ', 'NaN', 'Infinity', '', '1,2', '١', '２', '1\u0000'],
  ...['10000', '9'.repeat(400), 'page', '<script>'],
];
/** Tag values no overview offers: each is a 404. */
const UNKNOWN_TAGS = [
  ...['', ' ', 'VEGAN', 'Vegan', 'vegan ', ' vegan', 'vegan\u0000', 'végan', '../vegan', 'vegan/..', 'vegan%2F'],
  ...['<script>alert(1)</script>', '"><img src=x>', 'x'.repeat(2000), '\u202evegan', 'all'],
];

describe('overviews: hostile query strings in several markets', () => {
  const views = SOME_MARKETS.flatMap((market) =>
    (['fitblog', 'recipes'] as const).map((kind) => ({market, kind, path: marketPath(market, `/${kind}`)})),
  );

  test.each(views.map((view) => [view.path, view]))(
    '%s: an unreadable page goes to the first page',
    async (_, view) => {
      for (const page of UNREADABLE_PAGES) {
        for (const [query, kept] of [
          [`page=${encodeURIComponent(page)}`, ''],
          [`tag=vegan&page=${encodeURIComponent(page)}`, '?tag=vegan'],
          [`page=2&page=${encodeURIComponent(page)}`, ''],
        ] as const) {
          const {response, text} = await get(`${view.path}?${query}`);
          const label = `${view.path}?${query}`.slice(0, 120);
          expect(response.status, label).toBe(302);
          expect(response.headers.get('location'), label).toBe(`${view.path}${kept}`);
          expect(response.headers.get('cache-control'), label).toBe('no-store');
          expectSafeAnswer(response, text, label);
        }
      }
    },
  );

  test.each(views.map((view) => [view.path, view]))(
    '%s: an unknown or malformed tag is a 404 in the shell',
    async (_, view) => {
      for (const tag of UNKNOWN_TAGS) {
        for (const query of [`tag=${encodeURIComponent(tag)}`, `tag=vegan&tag=${encodeURIComponent(tag)}&page=2`]) {
          const {response, text} = await get(`${view.path}?${query}`);
          const label = `${view.path}?${query}`.slice(0, 120);
          expect(response.status, label).toBe(404);
          expect(response.headers.get('cache-control'), label).toBe('no-store');
          expectStatusPage(text, view.market, 404, label);
          expect(text, label).not.toContain('<script>alert(1)');
          expect(text, label).not.toContain('<img src=x>');
          expectSafeAnswer(response, text, label);
        }
      }
    },
  );

  test.each(views.map((view) => [view.path, view]))(
    '%s: other parameters are ignored, repeated tags count once',
    async (_, view) => {
      const plain = await get(view.path);
      expect(plain.response.status).toBe(200);
      for (const query of [
        'tag[]=vegan',
        'tag%5B%5D=vegan',
        '%E0%A4%A=1',
        '&&&',
        'x=%00',
        'redirect=//evil.example',
        '_data=',
      ]) {
        const {response, text} = await get(`${view.path}?${query}`);
        expect(response.status, query).toBe(200);
        expectSafeAnswer(response, text, query);
      }
      const once = await get(`${view.path}?tag=vegan`);
      const twice = await get(`${view.path}?tag=vegan&tag=vegan`);
      expect(twice.response.status).toBe(200);
      const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical(twice.text)).toBe(canonical(once.text));
    },
  );
});

describe('path tricks on every new route, in several markets', () => {
  const routes = [
    '/fitblog',
    '/recipes',
    ARTICLE,
    '/recipes/all/overnight-protein-oats',
    '/vitamintest',
    '/nutrition-advise-submit',
  ];
  const tricks = (path: string) => [
    `/${path}`,
    `${path}/`,
    `${path}//`,
    path.toUpperCase(),
    `${path}/x`,
    `${path}/./x/..`,
    `${path}/%2e%2e/%2e%2e`,
    `${path}%2Fx`,
    `${path}/%00`,
    `${path}/%E0%A4%A`,
    `${path}/${'x'.repeat(3000)}`,
    `${path}%20`,
    `${path.replace(/\//g, '//')}`,
    `/xx${path}`,
    `/zz-zz${path}`,
  ];

  test.each(SOME_MARKETS.map((market) => [market.locale, market]))(
    '%s: below 500, never blank, redirects stay ours',
    async (_, market) => {
      for (const route of routes) {
        for (const path of tricks(marketPath(market, route))) {
          const {response, text} = await get(path);
          expectSafeAnswer(response, text, path.slice(0, 120));
        }
      }
    },
  );

  test('entries: another tag, another case or a second path segment is a 404', async () => {
    for (const market of SOME_MARKETS) {
      for (const path of [
        marketPath(market, '/fitblog/ALL/protein-after-training'),
        marketPath(market, '/fitblog/all/PROTEIN-AFTER-TRAINING'),
        marketPath(market, '/fitblog/breakfast/protein-after-training'),
        marketPath(market, '/recipes/training/overnight-protein-oats'),
        marketPath(market, '/fitblog/all/protein-after-training/x'),
        marketPath(market, '/vitamintest/vitamin-d/x'),
        marketPath(market, '/vitamintest/Vitamin-D'),
      ]) {
        const {response, text} = await get(path);
        expect(response.status, path).toBe(404);
        expectStatusPage(text, market, 404, path);
      }
    }
  });
});

describe('vitamin test: hostile answers', () => {
  const COMPLETE = {diet: 'everything', outdoors: 'rarely', training: 'rarely', energy: 'tired'};
  const HOSTILE = ['"><script>alert(1)</script>', '//evil.example', '\u0000', 'x'.repeat(5000), 'EVERYTHING', ''];

  test.each(SOME_MARKETS.map((market) => [market.locale, market]))(
    '%s: the test again or our own result, nothing reflected raw',
    async (_, market) => {
      const test = marketPath(market, '/vitamintest');
      const done = await get(`${test}?${new URLSearchParams(COMPLETE)}&redirect=//evil.example&path=//evil.example`);
      expect(done.response.status).toBe(302);
      expect(done.response.headers.get('location')).toBe(marketPath(market, '/vitamintest/vitamin-d'));
      for (const key of Object.keys(COMPLETE)) {
        for (const value of HOSTILE) {
          const query = `${new URLSearchParams({...COMPLETE, [key]: value})}`;
          const {response, text} = await get(`${test}?${query}`);
          const label = `${test} ${key}=${value.slice(0, 30)}`;
          expect(response.status, label).toBe(200);
          expect(text, label).not.toContain('<script>alert(1)');
          expectSafeAnswer(response, text, label);
        }
        const repeated = await get(
          `${test}?${new URLSearchParams(COMPLETE)}&${key}=${COMPLETE[key as keyof typeof COMPLETE]}`,
        );
        expect(repeated.response.status, `${key} twice`).toBe(200);
      }
    },
  );
});

function nutritionPost(fields: Record<string, string>, origin = WORKER_ORIGIN): RequestInit {
  return {
    method: 'POST',
    headers: {'content-type': 'application/x-www-form-urlencoded', origin},
    body: adviceFormBody(fields),
  };
}

describe('nutrition advice form: hostile input and a misbehaving service', () => {
  const MARKUP = [
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '</textarea><script>alert(1)</script>',
  ];

  test.each(['name', 'email', 'goal', 'message'])(
    'markup in %s is never reflected raw (typed values and the service’s words)',
    async (field) => {
      // The service echoes what it got in its messages: by field, and for a field we do not have.
      serviceMode = {
        status: 422,
        body: (sent) => JSON.stringify({errors: {[field]: [sent[field]], phone: [sent[field]]}}),
      };
      for (const markup of MARKUP) {
        for (const path of ['/en/nutrition-advise-submit', '/de/ernaehrungsberatung-anmeldung']) {
          const {response, text} = await get(
            path,
            nutritionPost({...VALID, [field]: markup.slice(0, field === 'goal' ? 40 : 100)}),
          );
          const label = `${path} ${field} ${markup}`;
          expect([400, 404, 422], label).toContain(response.status);
          expect(text, label).not.toContain('<script>alert(1)');
          expect(text, label).not.toContain('<img src=x');
          expect(response.headers.get('cache-control'), label).toBe('no-store');
          expectSafeAnswer(response, text, label);
        }
      }
    },
  );

  test('an answer that is no JSON, a 500 or a 200 of HTML: below 500 for the shopper, never a blank page', async () => {
    const modes: ServiceMode[] = [
      {status: 422, headers: {'content-type': 'text/html'}, body: () => '<html><script>alert(1)</script></html>'},
      {status: 422, body: () => '{"errors":'},
      {status: 422, body: () => JSON.stringify({errors: {name: [{nested: true}], email: 5}})},
      {status: 500, body: () => 'boom'},
      {status: 404},
      {status: 429},
      {status: 200, headers: {'content-type': 'text/html'}, body: () => '<html>ok</html>'},
    ];
    for (const mode of modes) {
      serviceMode = mode;
      const {response, text} = await get('/fr/conseil-nutritionnel-inscription', nutritionPost(VALID));
      const label = `${mode.status} ${mode.headers?.['content-type'] ?? ''}`;
      expect([200, 502], label).toContain(response.status);
      expect(text, label).not.toContain('<script>alert(1)');
      expectSafeAnswer(response, text, label, {serviceFailed: true});
    }
  });

  test('bodies no honest form sends: 4xx, nothing forwarded', async () => {
    const file = new FormData();
    file.set('form', 'nutrition-advice');
    file.set('message', new Blob(['x']), 'x.txt');
    const cases: [string, RequestInit][] = [
      ...Object.keys(VALID).map((field): [string, RequestInit] => [
        `${field} twice`,
        {...nutritionPost(VALID), body: `${adviceFormBody(VALID)}&${field}=x`},
      ]),
      ...Object.entries({name: 101, email: 255, goal: 41, message: 2001}).map(
        ([field, length]): [string, RequestInit] => [
          `${field} of ${length}`,
          nutritionPost({...VALID, [field]: 'x'.repeat(length)}),
        ],
      ),
      [
        'marker twice',
        {
          ...nutritionPost(VALID),
          body: `${adviceFormBody(VALID)}&form=nutrition-advice`,
        },
      ],
      ['another marker', nutritionPost({...VALID, form: 'newsletter'})],
      ['a file', {method: 'POST', headers: {origin: WORKER_ORIGIN}, body: file}],
      [
        'JSON',
        {
          method: 'POST',
          headers: {'content-type': 'application/json', origin: WORKER_ORIGIN},
          body: JSON.stringify(VALID),
        },
      ],
      [
        'text',
        {method: 'POST', headers: {'content-type': 'text/plain', origin: WORKER_ORIGIN}, body: 'form=nutrition-advice'},
      ],
    ];
    for (const [label, init] of cases) {
      const {response, text} = await get('/en/nutrition-advise-submit', init);
      expect(response.status, label).toBeGreaterThanOrEqual(400);
      expect(response.status, label).toBeLessThan(500);
      expectSafeAnswer(response, text, label);
    }
    expect(serviceReceived).toEqual([]);
  });

  test.each([
    'https://evil.example',
    'null',
    'http://localhost:8787.evil.example',
    'http://localhost:8788',
    'http://localhost',
  ])('a cross-site post from %s is refused (403) and never forwarded', async (origin) => {
    const {response} = await get('/en/nutrition-advise-submit', nutritionPost(VALID, origin));
    expect(response.status).toBe(403);
    expect(serviceReceived).toEqual([]);
  });
});

describe('entering preview: hostile targets and secrets', () => {
  test.each(OFF_SITE_TARGETS.map((target) => [JSON.stringify(target).slice(0, 60), target]))(
    'path %s: 400 in the shell, no cookie',
    async (_, path) => {
      const {response, text} = await get(`/api/preview?${new URLSearchParams({secret: SECRET, path})}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('set-cookie')).toBeNull();
      expectStatusPage(text, NL, 400, path);
      expectSafeAnswer(response, text, path, {sentSecret: true});
    },
  );

  const wrongSecrets = [
    ...[
      '',
      ' ',
      SECRET.toUpperCase(),
      `${SECRET} `,
      ` ${SECRET}`,
      SECRET.slice(0, -1),
      `${SECRET}x`,
      `${SECRET}\u0000`,
    ],
    ...[SECRET.replace(/-/g, '%2D'), `${SECRET}\n`, 'x'.repeat(4000), SECRET.replace('-', '\u2010')],
  ].map((secret) => `secret=${encodeURIComponent(secret)}`);
  test.each([
    ...wrongSecrets,
    `secret[]=${SECRET}`,
    `secret%5B%5D=${SECRET}`,
    `x=${SECRET}`,
    `secret=x&secret=${SECRET}`,
    '',
  ])('%s: 401 in the shell, no cookie', async (query) => {
    const {response, text} = await get(`/api/preview?${query}&path=%2F`);
    expect(response.status, query.slice(0, 60)).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
    expectStatusPage(text, NL, 401, query.slice(0, 60));
  });
});

describe('preview cookies: forged, tampered, expired, replayed', () => {
  test('only the cookie we signed, unexpired, shows drafts; every other one is published content, cleared, not stored', async () => {
    const good = await enteredPreview();
    const value = good.slice(good.indexOf('=') + 1);
    const [payload, signature] = decodeURIComponent(value).split('.') as [string, string];
    const reencode = (json: object) => `of_preview=${encodeURIComponent(`${btoa(JSON.stringify(json))}.${signature}`)}`;
    const signed = async (secret: string, now: number) =>
      (await signedPreviewCookie(secret, false, now)).split(';')[0]!;
    const bad = [
      await signed(SESSION_SECRET, Date.now() - 9 * 60 * 60 * 1000),
      await signed('another-secret', Date.now()),
      reencode({...JSON.parse(atob(payload)), expiresAt: Date.now() + 10 ** 12}),
      reencode({preview: true}),
      `of_preview=${encodeURIComponent(`${payload}.`)}`,
      `of_preview=${encodeURIComponent(payload)}`,
      'of_preview=true',
      'of_preview=',
      'of_preview=%%%',
      `of_preview=${'A'.repeat(600)}`,
      good.replace('of_preview', '__Host-of_preview'),
    ];
    const dataPath = withData(ARTICLE, 'routes/($locale).fitblog.$tag.$slug');
    for (const cookie of bad) {
      for (const path of [ARTICLE, dataPath]) {
        const {response, text} = await get(path, {headers: {cookie}});
        const label = `${cookie.slice(0, 60)} ${path}`;
        expect(response.status, label).toBe(200);
        expect(text, label).toContain(PUBLISHED_HEADING);
        expect(text, label).not.toContain(DRAFT_HEADING);
        expect(text, label).not.toContain('contentPreview');
        expect(response.headers.get('cache-control'), label).toMatch(/no-store/);
        expect(response.headers.get('oxygen-cache-control'), label).toBeNull();
        expect(response.headers.get('set-cookie'), label).toMatch(/of_preview=;.*Max-Age=0/);
        expectSafeAnswer(response, text, label);
      }
    }
    // The good one, sent again (a replay within its day) alongside junk: drafts, private, never stored.
    for (const cookie of [good, `junk=1; ${good}`]) {
      const {response, text} = await get(ARTICLE, {headers: {cookie}});
      expect(text).toContain(DRAFT_HEADING);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expectSafeAnswer(response, text, `good ${cookie.slice(0, 20)}`);
    }
  });

  test('no answer with drafts is public, and no token or secret reaches a page or its loader data', async () => {
    const cookie = await enteredPreview();
    const pages = [
      ARTICLE,
      '/fitblog?tag=vegan',
      '/de/rezepte',
      '/recipes/all/overnight-protein-oats',
      '/vitamintest',
      '/nutrition-advise-submit',
    ];
    for (const path of pages) {
      for (const headers of [{cookie}, {}] as Record<string, string>[]) {
        const {response, text} = await get(path, {headers});
        expectSafeAnswer(response, text, `${path} ${headers.cookie ? 'preview' : 'public'}`);
        if (headers.cookie) expect(response.headers.get('cache-control'), path).toBe('private, no-store');
        for (const routeId of routeIds(text)) {
          const data = await get(withData(path, routeId), {headers});
          expectSafeAnswer(data.response, data.text, `${path} ${routeId}`);
          if (headers.cookie) expect(data.response.headers.get('cache-control'), routeId).toBe('private, no-store');
          else expect(data.text, routeId).not.toContain('contentPreview');
        }
      }
    }
  });

  test('a cross-site post carrying the cookie is refused before anything reads it', async () => {
    const cookie = await enteredPreview();
    for (const path of ['/api/preview/listen', '/api/preview/exit', '/api/preview', '/en/nutrition-advise-submit']) {
      const response = await worker.fetch(path, {
        method: 'POST',
        headers: {
          cookie,
          origin: 'https://evil.example',
          'content-type': 'application/json',
          'sec-fetch-site': 'cross-site',
        },
        body: '{"query":"{ a }"}',
      });
      expect(response.status, path).toBe(403);
      expect(response.headers.get('set-cookie'), path).toBeNull();
    }
  });
});

describe('the live-updates relay', () => {
  const json = {'content-type': 'application/json', origin: WORKER_ORIGIN};

  test('without preview: 403 for registrations and channels, the listen API never asked', async () => {
    await worker.admin('reset', {});
    for (const cookie of [
      undefined,
      'of_preview=forged.x',
      (await signedPreviewCookie('another-secret', false)).split(';')[0]!,
    ]) {
      const headers: Record<string, string> = cookie ? {cookie} : {};
      const post = await worker.fetch('/api/preview/listen', {
        method: 'POST',
        headers: {...json, ...headers},
        body: '{"query":"{ a }"}',
      });
      expect(post.status).toBe(403);
      const channel = await worker.fetch(`/api/preview/listen?channel=${encodeURIComponent(`${elsewhere}/x`)}`, {
        headers,
      });
      expect(channel.status).toBe(403);
    }
    const counters = (await worker.admin('counters')) as {datocms?: Record<string, number>};
    expect(counters.datocms?.['/datocms/listen'] ?? 0).toBe(0);
    expect(elsewhereHits).toEqual([]);
  });

  test('channels off the listen API’s origin are refused (400) and never fetched', async () => {
    const cookie = await enteredPreview();
    const listen = new URL(worker.services.url);
    const channels = [
      `${elsewhere}/x`,
      `${elsewhere.replace('127.0.0.1', 'localhost')}/x`,
      `http://localhost:${listen.port}/datocms/listen/channels/x`,
      `http://[::1]:${listen.port}/x`,
      `https://127.0.0.1:${listen.port}/x`,
      `http://127.0.0.1:${Number(listen.port) + 1}/x`,
      `http://user:pass@127.0.0.1:${listen.port}/datocms/listen/channels/x`,
      `http://127.0.0.1:${listen.port}@${elsewhere.slice('http://'.length)}/x`,
      'file:///etc/passwd',
      'data:text/event-stream,event: update',
      `//127.0.0.1:${listen.port}/x`,
      '/api/preview/listen',
      'javascript:alert(1)',
      '',
    ];
    for (const channel of channels) {
      const {response, text} = await get(`/api/preview/listen?${new URLSearchParams({channel})}`, {headers: {cookie}});
      expect(response.status, channel).toBe(400);
      expectSafeAnswer(response, text, channel);
    }
    for (const query of ['channel[]=x', `channel=x&channel=${encodeURIComponent(`${elsewhere}/x`)}`, '']) {
      expect((await worker.fetch(`/api/preview/listen?${query}`, {headers: {cookie}})).status, query).toBe(400);
    }
    expect(elsewhereHits).toEqual([]);
  });

  test('registrations that are no query: 4xx, never forwarded', async () => {
    await worker.admin('reset', {});
    const cookie = await enteredPreview();
    const bodies = [
      ...['null', '[]', '"x"', '5', '{', '', '{"query":5}', '{"query":null}', '{"variables":{}}'],
      ...['{"query":"x","variables":[]}', '{"query":"x","variables":"a"}', JSON.stringify({query: 'x'.repeat(60_001)})],
    ];
    for (const body of bodies) {
      const response = await worker.fetch('/api/preview/listen', {method: 'POST', headers: {...json, cookie}, body});
      const text = await response.text();
      expect(response.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.status, body.slice(0, 40)).toBeLessThan(500);
      expectSafeAnswer(response, text, body.slice(0, 40));
    }
    const counters = (await worker.admin('counters')) as {datocms?: Record<string, number>};
    expect(counters.datocms?.['/datocms/listen'] ?? 0).toBe(0);
  });
});

describe('the preview-links endpoint: garbage from anywhere', () => {
  const send = (body: string, query = `secret=${SECRET}`, headers: Record<string, string> = {}) =>
    worker.fetch(`/api/preview/links?${query}`, {
      method: 'POST',
      headers: {'content-type': 'application/json', origin: 'https://plugins-cdn.datocms.com', ...headers},
      body,
    });
  const model = (apiKey: unknown, slug: unknown = 'x') =>
    JSON.stringify({item: {attributes: {slug}}, itemType: {attributes: {api_key: apiKey}}});

  test('bodies of every wrong shape: below 500, and links only for models with pages', async () => {
    const bodies = [
      ...['null', '[]', '"x"', '5', 'true', '{', '', '{}', '{"itemType":null}', '{"itemType":{"attributes":null}}'],
      ...['{"item":null,"itemType":{"attributes":{"api_key":"article"}}}', '{"item":5,"itemType":5,"locale":[]}'],
      ...[model('article', null), model('article', ['a']), model('article', {nl: 5, de: {}}), model('article', '   ')],
      ...[
        model('constructor'),
        model('__proto__'),
        model('toString'),
        model('Article'),
        model('ARTICLE'),
        model(5),
        model(null),
      ],
      ...[model('article_record'), model('unknown_model'), model('x'.repeat(10_000))],
    ];
    for (const body of bodies) {
      const response = await send(body);
      const text = await response.text();
      const label = body.slice(0, 60);
      expect(response.status, label).toBeLessThan(500);
      expectNoStackTrace(text, label);
      expect(response.headers.get('access-control-allow-credentials'), label).toBeNull();
      expect(response.headers.get('set-cookie'), label).toBeNull();
      // None of these names a page: an answer that is read has no links.
      if (response.status === 200)
        expect((JSON.parse(text) as {previewLinks: unknown[]}).previewLinks, label).toEqual([]);
    }
  });

  test('without the right secret: 401 and no links, whatever the body; never credentials', async () => {
    for (const query of [
      '',
      'secret=',
      'secret=wrong',
      `secret=${SECRET.toUpperCase()}`,
      `secret[]=${SECRET}`,
      `secret=x&secret=${SECRET}`,
    ]) {
      const response = await send(model('article', 'protein-after-training'), query);
      const text = await response.text();
      expect(response.status, query).toBe(401);
      expect(text, query).not.toContain('previewLinks');
      expect(text, query).not.toContain(SECRET);
      expect(response.headers.get('access-control-allow-origin'), query).toBe('*');
      expect(response.headers.get('access-control-allow-credentials'), query).toBeNull();
    }
  });
});
