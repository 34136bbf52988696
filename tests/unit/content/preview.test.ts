// Preview mode's rules (README "Preview and live updates"): where entering preview may lead, the secret
// compared whole, the signed cookie, and the Web Previews plugin's links for a record in every market.
import {describe, expect, test} from 'vitest';
import {
  isPreviewSecret,
  previewDataOf,
  previewReturnPath,
  previewTarget,
  PREVIEW_MAX_AGE_SECONDS,
} from '~/content/preview';
import {isPreviewCookie, previewCookie, previewCookieCleared, previewCookieName} from '~/content/preview-cookie.server';
import {previewLinks} from '~/content/preview-links';
import {MARKETS} from '~/markets/markets';
import type {MarketSites} from '~/markets/links';

const NL = {basePath: '', market: MARKETS[0]!};
const DE = {basePath: '/de', market: MARKETS.find((market) => market.id === 'de_de')!};

describe('where entering preview leads', () => {
  test('a path on our own site, kept as given (query included)', () => {
    for (const path of ['/', '/de/fitblog/all/protein-after-training', '/about-us?x=1', '/fr-be/produits/all']) {
      expect(previewTarget({path, slug: null}, NL)).toBe(path);
    }
  });

  test('anything that leaves our origin is refused', () => {
    const hostile = [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'http:evil.example',
      'javascript:alert(1)',
      '/.//evil.example',
      '/%2F%2Fevil.example',
      '/%252F%252Fevil.example',
      '/%5Cevil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/%0a/evil.example',
      ' /x',
      'evil.example',
      '',
      `/${'a'.repeat(3000)}`,
    ];
    for (const path of hostile) expect(previewTarget({path, slug: null}, NL), JSON.stringify(path)).toBeNull();
    expect(previewTarget({path: ['/'], slug: null}, NL)).toBeNull();
  });

  test('a slug is a page of the market, in its base path; a slug that is no slug is refused', () => {
    expect(previewTarget({path: null, slug: 'about-us'}, NL)).toBe('/about-us');
    expect(previewTarget({path: null, slug: 'about-us'}, DE)).toBe('/de/about-us');
    for (const slug of ['', '/evil', '../x', 'a//b', '//evil.example', 'a?b', 'a b', null]) {
      expect(previewTarget({path: null, slug}, NL), String(slug)).toBeNull();
    }
  });

  test('a slug in other letters is percent-encoded; one longer than a path we take is refused', () => {
    expect(previewTarget({path: null, slug: 'über-uns'}, NL)).toBe('/%C3%BCber-uns');
    expect(previewTarget({path: null, slug: 'ricette/più'}, DE)).toBe('/de/ricette/pi%C3%B9');
    expect(previewTarget({path: null, slug: 'a'.repeat(3000)}, NL)).toBeNull();
  });

  test('leaving preview goes back only where entering may go', () => {
    expect(previewReturnPath('/de/fitblog?tag=vegan&page=2')).toBe('/de/fitblog?tag=vegan&page=2');
    for (const path of [
      '//evil.example',
      '/%2F%2Fevil.example',
      '/%252F%252Fevil.example',
      '/%5Cevil.example',
      '/%09/x',
    ]) {
      expect(previewReturnPath(path), path).toBeNull();
    }
  });

  test('neither path nor slug: nowhere', () => {
    expect(previewTarget({path: null, slug: null}, NL)).toBeNull();
  });
});

describe('the preview secret', () => {
  test('only the configured secret, whole', async () => {
    expect(await isPreviewSecret('s3cret-value', 's3cret-value')).toBe(true);
    for (const given of ['s3cret-valu', 's3cret-value ', 'S3CRET-VALUE', '', null, undefined, ['s3cret-value']]) {
      expect(await isPreviewSecret(given, 's3cret-value'), String(given)).toBe(false);
    }
  });

  test('no secret configured: preview is off', async () => {
    expect(await isPreviewSecret('', '')).toBe(false);
    expect(await isPreviewSecret('anything', undefined)).toBe(false);
  });
});

describe('the preview cookie', () => {
  const SECRET = 'session-secret';
  const valueOf = (setCookie: string) => /^[^=]+=([^;]*)/.exec(setCookie)![1]!;

  test('HttpOnly, SameSite=Lax, path /, a working day; Secure and __Host- on https only', async () => {
    const secure = await previewCookie(SECRET, true);
    expect(secure).toMatch(/^__Host-of_preview=/);
    expect(secure).toMatch(/; HttpOnly/);
    expect(secure).toMatch(/; Secure/);
    expect(secure).toMatch(/; SameSite=Lax/);
    expect(secure).toMatch(/; Path=\//);
    expect(secure).toContain(`Max-Age=${PREVIEW_MAX_AGE_SECONDS}`);
    const plain = await previewCookie(SECRET, false);
    expect(plain).toMatch(/^of_preview=/);
    expect(plain).not.toMatch(/; Secure/);
    expect(previewCookieCleared(true)).toMatch(
      /^__Host-of_preview=; Path=\/; Max-Age=0; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  test('a cookie we signed is preview until it expires', async () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    const value = valueOf(await previewCookie(SECRET, false, now));
    expect(await isPreviewCookie(value, {secret: SECRET, secure: false, now})).toBe(true);
    expect(
      await isPreviewCookie(value, {secret: SECRET, secure: false, now: now + PREVIEW_MAX_AGE_SECONDS * 1000 - 1}),
    ).toBe(true);
    expect(
      await isPreviewCookie(value, {secret: SECRET, secure: false, now: now + PREVIEW_MAX_AGE_SECONDS * 1000}),
    ).toBe(false);
  });

  test('forged, tampered, signed with another secret, or garbage: no preview', async () => {
    const value = valueOf(await previewCookie(SECRET, false));
    const [payload, signature] = decodeURIComponent(value).split('.');
    const forgedPayload = btoa(JSON.stringify({preview: true, expiresAt: Date.now() + 1e12}));
    const forged = [
      valueOf(await previewCookie('another-secret', false)),
      encodeURIComponent(`${forgedPayload}.${signature}`),
      encodeURIComponent(`${payload}.${signature!.slice(0, -2)}AA`),
      encodeURIComponent(forgedPayload),
      'true',
      '%%%',
      '',
    ];
    for (const candidate of forged) {
      expect(await isPreviewCookie(candidate, {secret: SECRET, secure: false}), candidate).toBe(false);
    }
    expect(await isPreviewCookie(null, {secret: SECRET, secure: false})).toBe(false);
    expect(previewCookieName(false)).toBe('of_preview');
  });

  test('a customer session signed with the same secret is no preview cookie', async () => {
    const {createCookie} = await import('@shopify/remix-oxygen');
    const other = await createCookie('of_preview', {secrets: [SECRET]}).serialize({
      customerAccessToken: {accessToken: 'x'},
    });
    expect(await isPreviewCookie(valueOf(other), {secret: SECRET, secure: false})).toBe(false);
  });
});

describe('preview links for the Web Previews plugin', () => {
  const sites = Object.fromEntries(
    MARKETS.map((market) => [
      market.id,
      {origin: 'https://shop.example', basePath: market.locale === 'nl' ? '' : `/${market.locale}`},
    ]),
  ) as MarketSites;
  const payload = (apiKey: string, attributes: Record<string, unknown>, locale = 'en') => ({
    item: {id: '123', type: 'item', attributes},
    itemType: {id: '9', type: 'item_type', attributes: {api_key: apiKey}},
    currentUser: {id: '1'},
    siteId: '1',
    environmentId: 'main',
    locale,
  });
  const paths = (links: {url: string}[]) => links.map((link) => new URL(link.url).searchParams.get('path'));

  test('an article in every market, in its words, through the preview-cookie route with the secret', () => {
    const links = previewLinks(
      payload('article', {slug: {nl: 'eiwit', de: 'eiweiss', en: 'protein', it: 'proteine', fr: 'proteines'}}),
      {
        sites,
        secret: 'abc&d',
      },
    );
    expect(links).toHaveLength(7);
    // The editor's locale first.
    expect(links[0]!.label).toBe('Europe (en)');
    for (const link of links) {
      const url = new URL(link.url);
      expect(url.origin + url.pathname).toBe('https://shop.example/api/preview');
      expect(url.searchParams.get('secret')).toBe('abc&d');
    }
    expect(paths(links)).toEqual([
      '/en/fitblog/all/protein',
      '/fitblog/all/eiwit',
      '/de/fitblog/all/eiweiss',
      '/it/fitblog/all/proteine',
      '/fr/fitblog/all/proteines',
      // The Belgian markets fall back as their content does: nl-BE → nl, fr-BE → fr.
      '/nl-be/fitblog/all/eiwit',
      '/fr-be/fitblog/all/proteines',
    ]);
  });

  test("recipes, pages, contact and the home page in the markets' words", () => {
    expect(paths(previewLinks(payload('recipe', {slug: 'pancakes'}, 'de'), {sites, secret: 's'})).slice(0, 2)).toEqual([
      '/de/rezepte/all/pancakes',
      '/recepten/all/pancakes',
    ]);
    expect(paths(previewLinks(payload('page', {slug: {nl: 'over-ons'}}, 'nl'), {sites, secret: 's'}))).toEqual(
      MARKETS.map((market) => `${market.locale === 'nl' ? '' : `/${market.locale}`}/over-ons`),
    );
    expect(paths(previewLinks(payload('contact_page', {slug: 'contact'}, 'nl'), {sites, secret: 's'}))[0]).toBe(
      '/klantenservice/contact',
    );
    expect(paths(previewLinks(payload('home_page', {}, 'nl'), {sites, secret: 's'}))).toEqual(
      MARKETS.map((market) => (market.locale === 'nl' ? '/' : `/${market.locale}`)),
    );
  });

  test('a market without a slug, a model without pages, or a malformed payload: no link', () => {
    expect(paths(previewLinks(payload('article', {slug: {de: 'nur-de'}}, 'de'), {sites, secret: 's'}))).toEqual([
      '/de/fitblog/all/nur-de',
    ]);
    expect(previewLinks(payload('tag', {slug: 'x'}), {sites, secret: 's'})).toEqual([]);
    expect(previewLinks(payload('layout', {}), {sites, secret: 's'})).toEqual([]);
    expect(previewLinks(payload('article', {slug: '   '}), {sites, secret: 's'})).toEqual([]);
    expect(previewLinks({}, {sites, secret: 's'})).toEqual([]);
    expect(previewLinks({itemType: {attributes: {api_key: '__proto__'}}}, {sites, secret: 's'})).toEqual([]);
  });
});

describe("the preview part of loaders' data", () => {
  test('read only where it has the shape we put there', () => {
    expect(previewDataOf({contentPreview: {queries: []}})).toEqual({queries: []});
    for (const data of [null, 'x', {}, {contentPreview: true}, {contentPreview: {queries: 'x'}}]) {
      expect(previewDataOf(data)).toBeNull();
    }
  });
});
