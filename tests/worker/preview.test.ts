// Preview and live updates on the built worker (README "Preview and live updates"): entering needs the secret
// and a target on our own site; the cookie's flags; while previewing every answer (documents and loader data)
// is `private, no-store` and shows drafts, which nobody else sees; public pages stay cached as before; a bad
// cookie is no preview and is cleared; the relay needs the cookie and the token never reaches the browser; the
// Web Previews plugin's endpoint; and an edit reaching an open channel through the relay.
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {routeIds, withData} from '../support/hardening';
import {startWorker, WORKER_ORIGIN, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());

const SECRET = 'local-preview-secret';
const TOKEN = 'local-datocms-token';
const PUBLIC_PAGE = 'public, max-age=60, stale-while-revalidate=86400';
const ARTICLE = '/fitblog/all/protein-after-training';
const PUBLISHED_HEADING = 'Waarom eiwit na je training telt';
const DRAFT_HEADING = 'Eiwit na je training: zo haal je er alles uit';

const enter = (query: string, init: RequestInit = {}) =>
  worker.fetch(`/api/preview?${query}`, {redirect: 'manual', ...init});

/** The preview cookie, as the browser would send it back. */
async function previewCookie(): Promise<string> {
  const response = await enter(`secret=${SECRET}&path=${encodeURIComponent(ARTICLE)}`);
  expect(response.status).toBe(303);
  return /^(of_preview=[^;]+)/.exec(response.headers.get('set-cookie') ?? '')![1]!;
}

describe('entering preview', () => {
  test('with the secret: a signed cookie and a redirect to the path, stored by no one', async () => {
    const response = await enter(
      `secret=${SECRET}&path=${encodeURIComponent('/de/fitblog/all/protein-after-training?x=1')}`,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/de/fitblog/all/protein-after-training?x=1');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^of_preview=[A-Za-z0-9%._=+/-]+; Max-Age=28800; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('clear-site-data')).toBe('"cache"');
  });

  test('on https: __Host- and Secure', async () => {
    const response = (await worker.miniflare.dispatchFetch(
      `https://localhost:8787/api/preview?secret=${SECRET}&path=%2F`,
      {redirect: 'manual'} as never,
    )) as unknown as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toMatch(
      /^__Host-of_preview=[^;]+; Max-Age=28800; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  test('a wrong or missing secret: 401 in the shell, no cookie', async () => {
    for (const query of [
      'path=%2F',
      `secret=wrong&path=%2F`,
      `secret=${SECRET}x&path=%2F`,
      `secret=&path=%2F`,
      `secret=${SECRET.toUpperCase()}&path=%2F`,
    ]) {
      const response = await enter(query);
      expect(response.status, query).toBe(401);
      expect(response.headers.get('set-cookie'), query).toBeNull();
      expect(response.headers.get('cache-control'), query).toMatch(/no-store/);
      expect(await response.text(), query).toContain('Geen toegang');
    }
    const data = await enter(`secret=nope&path=%2F&_data=${encodeURIComponent('routes/api.preview._index')}`);
    expect(data.status).toBe(401);
    expect(data.headers.get('set-cookie')).toBeNull();
  });

  test('a target off our origin, or none: 400, no cookie', async () => {
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      '/%2F%2Fevil.example',
      '/.//evil.example',
      '/%0d%0aSet-Cookie:x',
      'javascript:alert(1)',
    ]) {
      const response = await enter(`secret=${SECRET}&path=${encodeURIComponent(path)}`);
      expect(response.status, path).toBe(400);
      expect(response.headers.get('set-cookie'), path).toBeNull();
      expect(response.headers.get('location'), path).toBeNull();
    }
    expect((await enter(`secret=${SECRET}`)).status).toBe(400);
    const slug = await enter(`secret=${SECRET}&slug=about-us`);
    expect(slug.headers.get('location')).toBe('/about-us');
  });
});

describe('while previewing', () => {
  test('drafts, in every document and its loader data, all private and never stored', async () => {
    const cookie = await previewCookie();
    const page = await worker.fetch(ARTICLE, {headers: {cookie}});
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('oxygen-cache-control')).toBeNull();
    const html = await page.text();
    // The draft heading; the published one is left only in the image's alt text (the image is not edited).
    expect(html).toMatch(new RegExp(`<h1[^>]*>${DRAFT_HEADING}</h1>`));
    expect(html).not.toMatch(new RegExp(`<h1[^>]*>${PUBLISHED_HEADING}</h1>`));
    // The banner, in the market's language, with its exit button.
    expect(html).toContain('data-preview-banner');
    expect(html).toContain('Preview verlaten');

    for (const routeId of routeIds(html)) {
      const data = await worker.fetch(withData(ARTICLE, routeId), {headers: {cookie}});
      expect(data.status, routeId).toBe(200);
      expect(data.headers.get('cache-control'), routeId).toBe('private, no-store');
      expect(data.headers.get('oxygen-cache-control'), routeId).toBeNull();
      const body = (await data.json()) as {contentPreview?: {queries: {query: string; variables: object}[]}};
      // Each route's content queries, for live updates.
      expect(body.contentPreview?.queries.length, routeId).toBeGreaterThan(0);
    }

    const german = await worker.fetch('/de/fitblog/all/protein-after-training', {headers: {cookie}});
    expect(await german.text()).toContain('Eiweiß nach dem Training: So holst du alles heraus');
    const home = await worker.fetch('/', {headers: {cookie}});
    expect(home.headers.get('cache-control')).toBe('private, no-store');
    expect(await home.text()).toContain('Brandstof voor je beste jaar');
  });

  test('without the cookie: published content, cached exactly as before, no preview data', async () => {
    await previewCookie(); // someone else previewing changes nothing for visitors
    for (const [path, heading, draft] of [
      [ARTICLE, PUBLISHED_HEADING, DRAFT_HEADING],
      ['/', 'Brandstof voor je beste dag', 'Brandstof voor je beste jaar'],
    ] as const) {
      const page = await worker.fetch(path);
      expect(page.headers.get('cache-control'), path).toBe(PUBLIC_PAGE);
      expect(page.headers.get('oxygen-cache-control'), path).toBe(PUBLIC_PAGE);
      const html = await page.text();
      expect(html, path).toContain(heading);
      expect(html, path).not.toContain(draft);
      expect(html, path).not.toContain('data-preview-banner');
      expect(html, path).not.toContain('contentPreview');
      for (const routeId of routeIds(html)) {
        const data = await worker.fetch(withData(path, routeId));
        expect(data.headers.get('cache-control'), routeId).toBe(PUBLIC_PAGE);
        expect(await data.text(), routeId).not.toContain('contentPreview');
      }
    }
  });

  test('a forged, tampered or foreign cookie is no preview, and is cleared', async () => {
    const cookie = await previewCookie();
    const [name, value] = cookie.split('=') as [string, string];
    for (const bad of [`${name}=${value.slice(0, -4)}AAAA`, `${name}=eyJwcmV2aWV3Ijp0cnVlfQ%3D%3D.x`, `${name}=true`]) {
      const page = await worker.fetch(ARTICLE, {headers: {cookie: bad}});
      const html = await page.text();
      expect(html, bad).toContain(PUBLISHED_HEADING);
      expect(html, bad).not.toContain('data-preview-banner');
      expect(page.headers.get('set-cookie'), bad).toMatch(
        /^of_preview=; Path=\/; Max-Age=0; HttpOnly; Secure; SameSite=Lax$/,
      );
      expect(page.headers.get('cache-control'), bad).toMatch(/no-store/);
      expect(page.headers.get('oxygen-cache-control'), bad).toBeNull();
    }
  });

  test('the content token reaches no page, loader data or relay answer', async () => {
    const cookie = await previewCookie();
    const html = await (await worker.fetch(ARTICLE, {headers: {cookie}})).text();
    expect(html).not.toContain(TOKEN);
    for (const routeId of routeIds(html)) {
      expect(await (await worker.fetch(withData(ARTICLE, routeId), {headers: {cookie}})).text(), routeId).not.toContain(
        TOKEN,
      );
    }
  });
});

describe('leaving preview', () => {
  test("the banner's form post and a link both clear the cookie and go back to our own path", async () => {
    const cookie = await previewCookie();
    const post = await worker.fetch('/api/preview/exit', {
      method: 'POST',
      redirect: 'manual',
      headers: {cookie, 'content-type': 'application/x-www-form-urlencoded', origin: WORKER_ORIGIN},
      body: new URLSearchParams({redirectTo: '/de/fitblog?page=2'}).toString(),
    });
    expect(post.status).toBe(303);
    expect(post.headers.get('location')).toBe('/de/fitblog?page=2');
    expect(post.headers.get('set-cookie')).toMatch(/^of_preview=; Path=\/; Max-Age=0; HttpOnly; Secure; SameSite=Lax$/);
    for (const redirectTo of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const link = await worker.fetch(`/api/preview/exit?${new URLSearchParams({redirectTo})}`, {redirect: 'manual'});
      expect(link.status, redirectTo).toBe(303);
      expect(link.headers.get('location'), redirectTo).toBe('/');
    }
  });
});

describe('the live-updates relay', () => {
  const QUERY = {
    query:
      'query LiveArticle($locale: SiteLocale, $slug: String) { article(locale: $locale, filter: {slug: {eq: $slug}}) { heading } }',
    variables: {locale: 'nl', slug: 'protein-after-training'},
  };
  const register = (headers: Record<string, string>) =>
    worker.fetch('/api/preview/listen', {
      method: 'POST',
      headers: {'content-type': 'application/json', origin: WORKER_ORIGIN, authorization: 'Bearer relay', ...headers},
      body: JSON.stringify(QUERY),
    });

  test('refused without the preview cookie (final for datocms-listen), and the listen API is never asked', async () => {
    await worker.admin('reset', {});
    const refused = await register({});
    expect(refused.status).toBe(403);
    expect((await worker.fetch('/api/preview/listen?channel=x')).status).toBe(403);
    const counters = (await worker.admin('counters')) as {datocms?: Record<string, number>};
    expect(counters.datocms?.['/datocms/listen'] ?? 0).toBe(0);
  });

  test('an edit made in the CMS arrives on the channel, through the relay, without the token', async () => {
    await worker.admin('reset', {});
    const cookie = await previewCookie();
    const registration = await register({cookie});
    expect(registration.status).toBe(200);
    expect(registration.headers.get('content-type')).toBe('application/json');
    const {url} = (await registration.json()) as {url: string};
    expect(url).toMatch(/^\/api\/preview\/listen\?channel=/);
    expect(url).not.toContain(TOKEN);

    const channel = await worker.fetch(url, {headers: {cookie, accept: 'text/event-stream'}});
    expect(channel.status).toBe(200);
    expect(channel.headers.get('content-type')).toBe('text/event-stream');
    expect(channel.headers.get('cache-control')).toBe('private, no-store');
    const reader = channel.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const until = async (text: string) => {
      while (!received.includes(text)) {
        const {value, done} = await reader.read();
        if (done) throw new Error(`stream ended before ${text}`);
        received += decoder.decode(value, {stream: true});
      }
    };
    await until(DRAFT_HEADING);
    await worker.admin('content/records', {
      model: 'article',
      slug: 'protein-after-training',
      locale: 'nl',
      field: 'heading',
      value: 'Live bewerkt',
    });
    await until('Live bewerkt');
    expect(received).toMatch(
      /event: update\ndata: \{"response":\{"data":\{"article":\{"heading":"Live bewerkt"\}\}\}\}/,
    );
    await reader.cancel();
    await worker.admin('reset', {});
  });
});

describe('the preview-links endpoint (Web Previews plugin)', () => {
  const payload = {
    item: {id: '1', type: 'item', attributes: {slug: {nl: 'protein-after-training', de: 'protein-after-training'}}},
    itemType: {id: '2', type: 'item_type', attributes: {api_key: 'article'}},
    currentUser: {id: '3'},
    siteId: '4',
    environmentId: 'main',
    locale: 'nl',
  };
  const post = (query: string, headers: Record<string, string> = {}) =>
    worker.fetch(`/api/preview/links?${query}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://plugins-cdn.datocms.com',
        'sec-fetch-site': 'cross-site',
        ...headers,
      },
      body: JSON.stringify(payload),
    });

  test("the record's page in every market, through the preview-cookie route, readable cross-origin", async () => {
    const response = await post(`secret=${SECRET}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    const {previewLinks} = (await response.json()) as {previewLinks: {label: string; url: string}[]};
    expect(previewLinks).toHaveLength(7);
    expect(previewLinks[0]!.url).toBe(
      `${WORKER_ORIGIN}/api/preview?secret=${SECRET}&path=%2Ffitblog%2Fall%2Fprotein-after-training`,
    );
    // Following one enters preview on that page.
    const entered = await worker.fetch(previewLinks[1]!.url.replace(WORKER_ORIGIN, ''), {redirect: 'manual'});
    expect(entered.status).toBe(303);
    expect(entered.headers.get('location')).toMatch(/^\/[a-z-]+\/fitblog\/all\/protein-after-training$/);
  });

  test('the preflight is answered; a wrong secret is a 401 without links', async () => {
    const preflight = await worker.fetch(`/api/preview/links?secret=x`, {
      method: 'OPTIONS',
      headers: {origin: 'https://plugins-cdn.datocms.com', 'access-control-request-method': 'POST'},
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
    const refused = await post('secret=wrong');
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toContain('previewLinks');
  });

  test('cross-site posts elsewhere are still refused', async () => {
    const response = await worker.fetch('/api/preview/listen', {
      method: 'POST',
      headers: {'content-type': 'application/json', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site'},
      body: '{}',
    });
    expect(response.status).toBe(403);
  });
});
