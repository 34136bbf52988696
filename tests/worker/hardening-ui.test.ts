// What a shopper saw (issue 8 item 9), on the built worker: the market switcher of every page form a shopper
// can be on, in every market, links to the same page in each market's words (path mode and host mode), every
// such form renders instead of failing; booking links in the server's HTML are real links that announce the
// popup. Path forms are generated, not listed.
import {Miniflare} from 'miniflare';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {localEnv} from '../../scripts/local-env.mjs';
import {startWorker, WORKER_BUNDLE, type WorkerHarness} from '../support/worker';
import {BOOKING_ORIGINS} from '~/content/booking-links';
import {MARKETS, type MarketDefinition} from '~/markets/markets';
import {SEGMENTS, segmentWord, type SegmentKey} from '~/markets/segments';

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());

/** Canonical pages of several page types, each with the status every form of it must answer. */
const PAGES = [
  {page: '/', status: 200},
  {page: '/products/protein', status: 200},
  {page: '/products/protein/whey-protein/chocolate-1kg', status: 200},
  {page: '/customer-service/contact', status: 200},
  {page: '/about-us', status: 200},
  {page: '/cart', status: 200},
  {page: '/search?q=whey', status: 200},
  {page: '/nope/deeper', status: 404},
];

const BY_CANONICAL = new Map<string, SegmentKey>(Object.entries(SEGMENTS).map(([key, words]) => [words.canonical, key as SegmentKey]));
const prefixOf = (market: MarketDefinition) => (market.id === 'nl_nl' ? '' : `/${market.locale}`);

/** `page` with its first segment in `words`' language (or canonical) under `prefix`; query kept. */
function spell(page: string, words: MarketDefinition | null, prefix: string): string {
  const [, path = '/', query = ''] = /^([^?]*)(.*)$/.exec(page) ?? [];
  const segments = path.split('/').filter(Boolean);
  const key = BY_CANONICAL.get(segments[0] ?? '');
  if (key && words) segments[0] = segmentWord(key, words);
  return (`${prefix}${segments.length ? `/${segments.join('/')}` : ''}` || '/') + query;
}

/** Path forms of `page` in `market`: the market's own, explicit/upper-case prefix, trailing slash, other words. */
function forms(page: string, market: MarketDefinition): string[] {
  const [path = '/', query = ''] = page.split(/(?=\?)/);
  const own = spell(page, market, prefixOf(market));
  const explicit = spell(page, market, `/${market.locale}`);
  const other = MARKETS[(MARKETS.indexOf(market) + 3) % MARKETS.length]!;
  const ownPath = spell(path, market, prefixOf(market));
  return [
    ...new Set([
      own,
      explicit,
      explicit.replace(`/${market.locale}`, `/${market.locale.toUpperCase()}`),
      `${ownPath === '/' ? '' : ownPath}/${query}`,
      spell(page, null, prefixOf(market)),
      spell(page, other, prefixOf(market)),
    ]),
  ];
}

const decode = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'");

/** Every `<a>` of a piece of HTML as its attributes (names in lower case). */
function anchors(html: string): Record<string, string>[] {
  return [...html.matchAll(/<a\b([^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries([...attributes!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), decode(value!)])),
  );
}

/** The market switcher's links in the footer: hreflang → href. */
function switcherLinks(html: string): Record<string, string> {
  const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
  return Object.fromEntries(anchors(footer).filter((a) => a.hreflang).map((a) => [a.hreflang!, a.href!]));
}

async function render(fetcher: (path: string) => Promise<Response>, path: string) {
  const response = await fetcher(path);
  return {status: response.status, html: await response.text()};
}

/** Runs the checks a few at a time: the worker renders in parallel, the machine is shared. */
async function inBatches<T>(items: T[], check: (item: T) => Promise<void>, size = 4) {
  for (let index = 0; index < items.length; index += size) await Promise.all(items.slice(index, index + size).map(check));
}

describe('the market switcher on every path form (path mode)', () => {
  for (const {page, status} of PAGES) {
    test(`${page}: every form in every market renders and links to the same page in each market`, async () => {
      const cases = MARKETS.flatMap((market) => forms(page, market).map((path) => ({market, path})));
      const problems: string[] = [];
      await inBatches(cases, async ({market, path}) => {
        const {status: got, html} = await render(worker.fetch, path);
        if (got !== status) problems.push(`${path}: ${got}, expected ${status}`);
        if (!html.includes(`<html lang="${market.siteLocale}"`)) problems.push(`${path}: not rendered for ${market.id}`);
        const links = switcherLinks(html);
        for (const target of MARKETS) {
          const expected = spell(page, target, prefixOf(target));
          if (links[target.siteLocale] !== expected) problems.push(`${path} → ${target.id}: ${links[target.siteLocale]}, expected ${expected}`);
        }
      });
      expect(problems).toEqual([]);
    });
  }

  test('odd spellings of a path never fail the page and never leave the site', async () => {
    const odd = ['/nl//producten', '/NL-BE/PRODUCTEN/', '/de/produkte/protein/%E2%82%AC', '/fr-be/produits//protein/', '/DE/', '/en/products/protein?a=1&b=%22x%22'];
    const problems: string[] = [];
    await inBatches(odd, async (path) => {
      const {status, html} = await render(worker.fetch, path);
      if (status >= 500) problems.push(`${path}: ${status}`);
      for (const [lang, href] of Object.entries(switcherLinks(html))) {
        if (!/^\/(?![/\\])/.test(href) && href !== '/') problems.push(`${path} → ${lang}: ${href}`);
      }
    });
    expect(problems).toEqual([]);
  });
});

describe('the market switcher with MARKET_HOST_* configured (host mode)', () => {
  let production: Miniflare;
  const HOSTS = Object.fromEntries(MARKETS.map((market) => [`MARKET_HOST_${market.envSuffix}`, market.defaultHost]));

  beforeAll(async () => {
    production = new Miniflare({
      modules: [{type: 'ESModule', path: WORKER_BUNDLE}],
      compatibilityDate: '2022-10-31',
      compatibilityFlags: ['streams_enable_constructors'],
      bindings: {...localEnv(Number(new URL(worker.services.url).port)), ...HOSTS},
    });
    await production.ready;
  });
  afterAll(async () => production?.dispose());

  const onHost = (url: string) => production.dispatchFetch(url) as unknown as Promise<Response>;

  test('on each market’s own host, links go to the other markets’ hosts; fr-be under /fr-be on the Belgian host', async () => {
    const cases = PAGES.flatMap(({page, status}) => MARKETS.map((market) => ({page, status, market})));
    const problems: string[] = [];
    await inBatches(cases, async ({page, status, market}) => {
      const url = `https://${market.defaultHost}${spell(page, market, market.localeSubpath)}`;
      const {status: got, html} = await render(onHost, url);
      if (got !== status) problems.push(`${url}: ${got}, expected ${status}`);
      if (!html.includes(`<html lang="${market.siteLocale}"`)) problems.push(`${url}: not rendered for ${market.id}`);
      const links = switcherLinks(html);
      for (const target of MARKETS) {
        const expected = `https://${target.defaultHost}${spell(page, target, target.localeSubpath)}`;
        if (links[target.siteLocale] !== expected) problems.push(`${url} → ${target.id}: ${links[target.siteLocale]}, expected ${expected}`);
      }
    });
    expect(problems).toEqual([]);
  });
});

describe('booking links in the HTML', () => {
  const BOOKING_HOSTS = BOOKING_ORIGINS.map((origin) => new URL(origin).host.replace(/\./g, '\\.'));
  const pointsAtBooking = new RegExp(`^(https?:)?//(www\\.)?(${BOOKING_HOSTS.join('|')})\\.?(/|$)`, 'i');

  test('header, footer and product sections: every booking link is an https link that opens the popup', async () => {
    const problems: string[] = [];
    let found = 0;
    for (const path of ['/', '/de/produkte/protein/whey-protein', '/fr-be/produits/protein/whey-protein', '/en/about-us']) {
      const {status, html} = await render(worker.fetch, path);
      expect(status).toBe(200);
      for (const link of anchors(html).filter((a) => pointsAtBooking.test(a.href ?? ''))) {
        found++;
        const ok =
          BOOKING_ORIGINS.some((origin) => link.href!.startsWith(`${origin}/`)) &&
          link['aria-haspopup'] === 'dialog' &&
          link.target === '_blank' &&
          link.rel === 'noopener noreferrer';
        if (!ok) problems.push(`${path}: ${JSON.stringify(link)}`);
      }
    }
    expect(problems).toEqual([]);
    // Menu and footer on every page, plus the consult, the content block and the FAQ on product pages.
    expect(found).toBeGreaterThanOrEqual(4 * 2 + 2 * 3);
  });

  test('the policy lets the popup frame the booking pages', async () => {
    const response = await worker.fetch('/');
    await response.arrayBuffer();
    const frameSrc = /frame-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? [];
    for (const origin of BOOKING_ORIGINS) expect(frameSrc).toContain(origin);
  });
});
