// Issue 8 §5 on the built worker: no absolute URL a page emits (canonical, hreflang, og:url, JSON-LD, links,
// headers, loader data) comes from the request's Host, X-Forwarded-Host, Forwarded or the request URL's
// authority. Without market hosts every URL starts with the configured SITE_ORIGIN; with MARKET_HOST_* set, a
// host no market claims is answered as the Dutch market with the configured hosts.
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {localizePath} from '~/markets/links';
import {MARKETS, type MarketDefinition} from '~/markets/markets';
import {basePathFor} from '~/markets/resolve';
import {MARKET_HOSTS, useHostWorker} from '../support/host-worker';
import {startWorker, WORKER_ORIGIN, type WorkerHarness} from '../support/worker';

/** Every hostile name contains this marker, so one search of a body or header finds any echo of it. */
const MARKER = 'evil';
const HOSTILE_NAMES = ['evil.example', 'www.originalfuel.nl.evil.example', 'localhost.evil.test', 'evil'];

/** Spellings of one hostile host: case, the DNS root's trailing dot, ports, userinfo-free IDN-style labels. */
function spellings(name: string): string[] {
  return [name, name.toUpperCase(), `${name}.`, `${name}:8443`, `${name}:80`, `${name.toUpperCase()}.:3000`];
}

const HOSTILE_HOSTS = HOSTILE_NAMES.flatMap(spellings);

/** Headers that proxies and frameworks read as "the host the client asked for". */
function hostileHeaders(name: string): Record<string, string>[] {
  return [
    {host: name},
    {'x-forwarded-host': name},
    {'x-forwarded-host': `${name}, localhost:8787`},
    {'x-forwarded-host': name, 'x-forwarded-proto': 'https', 'x-forwarded-port': '443'},
    {forwarded: `host=${name};proto=https`},
    {forwarded: `for=1.2.3.4;host="${name}:443";proto=https`},
    {'x-original-host': name, 'x-host': name, 'x-forwarded-server': name},
    {origin: `https://${name}`, referer: `https://${name}/x`},
  ];
}

const market = (id: string) => MARKETS.find((candidate) => candidate.id === id) as MarketDefinition;
const pathIn = (canonicalPath: string, target: MarketDefinition) =>
  localizePath(canonicalPath, {market: target, basePath: basePathFor(target)});

/** Page types in canonical words; each is visited in every market below, in the market's own words. */
const PAGES = [
  '/',
  '/products',
  '/products/protein',
  '/products/protein/whey-protein/chocolate-1kg',
  '/fitblog/training/protein-after-training',
  '/recipes/breakfast/overnight-protein-oats',
  '/about-us',
  '/how-can-we-help-you',
  '/search?q=whey',
  '/products/protein/no-such-product',
];
const MARKETS_VISITED = [market('nl_nl'), market('de_de'), market('fr_be'), market('it_it')];

/** Loader data requests (client navigation) at canonical words; `seo` when the data holds absolute URLs. */
const DATA_REQUESTS = [
  {path: `/de/products/protein/whey-protein?_data=${encodeURIComponent('routes/($locale).products.$collection.$product.($variant)')}`, seo: true},
  {path: `/recipes/breakfast/overnight-protein-oats?_data=${encodeURIComponent('routes/($locale).recipes.$tag.$slug')}`, seo: true},
  {path: '/fr-be/products/protein?_data=root', seo: false},
];

type Answer = {status: number; headers: Headers; body: string};

function expectNoEcho(label: string, {headers, body}: Answer) {
  expect(body.toLowerCase().includes(MARKER), `${label}: the body names the hostile host`).toBe(false);
  for (const [name, value] of headers) {
    expect(value.toLowerCase().includes(MARKER), `${label}: header ${name}: ${value}`).toBe(false);
  }
}

/** Canonical, hreflang, og:url and JSON-LD urls of a page. */
function absoluteUrlsOf(html: string): string[] {
  const links = [...html.matchAll(/<link[^>]+rel="(?:canonical|alternate)"[^>]*>/g)].map((match) => /href="([^"]+)"/.exec(match[0])?.[1] ?? '');
  const og = [...html.matchAll(/<meta[^>]+property="og:url"[^>]+content="([^"]+)"/g)].map((match) => match[1]!);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].flatMap((match) =>
    [...match[1]!.matchAll(/"url":"([^"]+)"/g)].map((url) => url[1]!),
  );
  return [...links, ...og, ...jsonLd];
}

// ---------------------------------------------------------------------------------------------------------
describe('without market hosts: every absolute URL starts with SITE_ORIGIN', () => {
  let worker: WorkerHarness;
  beforeAll(async () => {
    worker = await startWorker();
  });
  afterAll(async () => worker?.dispose());

  const dispatch = async (url: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = (await worker.miniflare.dispatchFetch(url, {headers})) as unknown as Response;
    return {status: response.status, headers: response.headers, body: await response.text()};
  };

  test('the honest request names SITE_ORIGIN in canonical, hreflang, og:url and JSON-LD', async () => {
    const {status, body} = await dispatch(`${WORKER_ORIGIN}/de/produkte/protein/whey-protein/chocolate-1kg`);
    expect(status).toBe(200);
    const urls = absoluteUrlsOf(body);
    expect(urls).toContain(`${WORKER_ORIGIN}/de/produkte/protein/whey-protein`);
    expect(urls).toContain(`${WORKER_ORIGIN}/fr-be/produits/protein/whey-protein`);
    expect(body).toContain(`property="og:url" content="${WORKER_ORIGIN}/de/produkte/protein/whey-protein"`);
    expect(body).toMatch(/"@type":"Offer","url":"http:\/\/localhost:8787\/de\/produkte\/protein\/whey-protein\//);
  });

  test('a hostile Host (the request URL’s authority) in every spelling × page type × market', async () => {
    let checked = 0;
    for (const [index, host] of HOSTILE_HOSTS.entries()) {
      // Every host meets every page type; the market rotates so all markets meet all spellings.
      for (const [pageIndex, page] of PAGES.entries()) {
        const target = MARKETS_VISITED[(index + pageIndex) % MARKETS_VISITED.length]!;
        const scheme = index % 2 ? 'https' : 'http';
        const label = `${scheme}://${host} ${target.id} ${page}`;
        const answer = await dispatch(`${scheme}://${host}${pathIn(page, target)}`);
        expect(answer.status, label).toBeLessThan(500);
        expectNoEcho(label, answer);
        for (const url of absoluteUrlsOf(answer.body)) expect(url.startsWith(`${WORKER_ORIGIN}/`), `${label}: ${url}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBe(HOSTILE_HOSTS.length * PAGES.length);
  });

  test('hostile forwarding headers × page types × markets', async () => {
    for (const name of HOSTILE_NAMES) {
      for (const [index, headers] of hostileHeaders(name).entries()) {
        for (const target of MARKETS_VISITED) {
          const page = PAGES[(index + MARKETS_VISITED.indexOf(target)) % PAGES.length]!;
          const label = `${JSON.stringify(headers)} ${target.id} ${page}`;
          const answer = await dispatch(`${WORKER_ORIGIN}${pathIn(page, target)}`, headers);
          expect(answer.status, label).toBeLessThan(500);
          expectNoEcho(label, answer);
          for (const url of absoluteUrlsOf(answer.body)) expect(url.startsWith(`${WORKER_ORIGIN}/`), `${label}: ${url}`).toBe(true);
        }
      }
    }
  });

  test('loader data (?_data) for a hostile host or forwarding header names only SITE_ORIGIN', async () => {
    for (const {path, seo} of DATA_REQUESTS) {
      for (const host of spellings('evil.example')) {
        const answer = await dispatch(`http://${host}${path}`);
        expect(answer.status, `${host}${path}`).toBe(200);
        expectNoEcho(`${host}${path}`, answer);
        if (seo) expect(answer.body).toContain(`"canonical":"${WORKER_ORIGIN}/`);
      }
      for (const headers of hostileHeaders('evil.example')) {
        expectNoEcho(`${JSON.stringify(headers)} ${path}`, await dispatch(`${WORKER_ORIGIN}${path}`, headers));
      }
    }
  });

  test('a hostile host gets the very page an honest request gets (nothing to poison a cache with)', async () => {
    const path = '/de/produkte/protein/whey-protein';
    const strip = (html: string) => html.replace(/nonce="[^"]*"/g, '');
    const honest = await dispatch(`${WORKER_ORIGIN}${path}`);
    const hostile = await dispatch(`https://EVIL.example.:8443${path}`, {'x-forwarded-host': 'evil.example'});
    expect(hostile.status).toBe(200);
    expect(hostile.headers.get('cache-control')).toBe(honest.headers.get('cache-control'));
    expect(strip(hostile.body)).toBe(strip(honest.body));
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('with MARKET_HOST_* configured', () => {
  const configured = new Set(Object.values(MARKET_HOSTS).map((host) => `https://${host}`));
  const dispatch = useHostWorker();

  const expectConfiguredUrls = (label: string, html: string) => {
    const urls = absoluteUrlsOf(html);
    for (const url of urls) expect(configured.has(new URL(url).origin), `${label}: ${url}`).toBe(true);
    return urls;
  };

  test('a host no market claims is the Dutch market, with the configured hosts in every absolute URL', async () => {
    // Dutch words: the Dutch market's pages; other markets' prefixed paths are not pages of that market.
    const dutch = ['/', '/producten/protein', '/producten/protein/whey-protein', '/recepten/breakfast/overnight-protein-oats'];
    for (const host of [...HOSTILE_HOSTS, 'localhost:8787', '127.0.0.1', 'originalfuel.test', 'www.originalfuel.test.evil.example']) {
      for (const path of dutch) {
        const label = `${host}${path}`;
        const answer = await dispatch(`https://${host}${path}`);
        expect(answer.status, label).toBe(200);
        expect(answer.body, label).toContain('<html lang="nl-NL"');
        expectNoEcho(label.replace(host, 'host'), {...answer, body: answer.body.replace(/localhost:8787|127\.0\.0\.1/g, '')});
        const urls = expectConfiguredUrls(label, answer.body);
        expect(urls, label).toContain(`https://www.originalfuel.test${path === '/' ? '/' : path}`);
      }
      const german = await dispatch(`https://${host}/de/produkte`);
      expect(german.status, `${host}/de/produkte`).toBe(404);
      expect(german.body).toContain('<html lang="nl-NL"');
    }
  });

  test('forwarding headers never move a request to another market or into a URL', async () => {
    for (const headers of [...hostileHeaders('evil.example'), ...hostileHeaders('www.originalfuel-de.test')]) {
      const label = JSON.stringify(headers);
      const answer = await dispatch('https://www.originalfuel-it.test/prodotti/protein', headers);
      expect(answer.status, label).toBe(200);
      expect(answer.body, label).toContain('<html lang="it-IT"');
      expectNoEcho(label, answer);
      expect(expectConfiguredUrls(label, answer.body)).toContain('https://www.originalfuel-it.test/prodotti/protein');
    }
  });

  test('a market host in other spellings (case, trailing dot) is still that market, with its configured URL', async () => {
    for (const host of ['WWW.ORIGINALFUEL-DE.TEST', 'www.originalfuel-de.test.', 'Www.OriginalFuel-De.Test.']) {
      const answer = await dispatch(`https://${host}/produkte/protein`);
      expect(answer.status, host).toBe(200);
      expect(answer.body, host).toContain('<html lang="de-DE"');
      const urls = expectConfiguredUrls(host, answer.body);
      expect(urls).toContain('https://www.originalfuel-de.test/produkte/protein');
      expect(urls).toContain('https://www.originalfuel-be.test/fr-be/produits/protein');
    }
  });
});
