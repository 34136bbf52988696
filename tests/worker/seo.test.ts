// Issue 14 §3 and §4 on the built worker: robots.txt per host, sitemaps per market (valid XML, hreflang alternates
// and x-default), Shopify's standard URLs as 301s in every market, the policies, legacy URLs through the shop's URL
// redirects before the 404 page, and discount links and cart permalinks adding to the shopper's own cart.
import {XMLValidator} from 'fast-xml-parser';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {PRODUCTS} from '../../local-services/data/catalogue';
import {POLICIES} from '../../local-services/data/shop-policies';
import {caseSpellings} from '~/markets/sitemaps';
import {useHostWorker} from '../support/host-worker';
import {disallowRules, isDisallowed} from '../support/robots';
import {startWorker, WORKER_ORIGIN, type WorkerHarness} from '../support/worker';

const MARKETS = [
  {id: 'nl_nl', prefix: '', hreflang: 'nl-NL', lang: 'nl', products: 'producten', account: 'account'},
  {id: 'de_de', prefix: '/de', hreflang: 'de-DE', lang: 'de', products: 'produkte', account: 'konto'},
  {id: 'eu_en', prefix: '/en', hreflang: 'en', lang: 'en', products: 'products', account: 'account'},
  {id: 'it_it', prefix: '/it', hreflang: 'it-IT', lang: 'it', products: 'prodotti', account: 'account'},
  {id: 'fr_fr', prefix: '/fr', hreflang: 'fr-FR', lang: 'fr', products: 'produits', account: 'compte'},
  {id: 'nl_be', prefix: '/nl-be', hreflang: 'nl-BE', lang: 'nl', products: 'producten', account: 'account'},
  {id: 'fr_be', prefix: '/fr-be', hreflang: 'fr-BE', lang: 'fr', products: 'produits', account: 'compte'},
] as const;
const HREFLANGS = [...MARKETS.map((market) => market.hreflang), 'x-default'];

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());

const get = (path: string, init: RequestInit = {}) => worker.fetch(path, {redirect: 'manual', ...init});

function expectValidXml(label: string, xml: string) {
  expect(XMLValidator.validate(xml), label).toBe(true);
}

/** Every <url> of a urlset: its loc and its alternates by hreflang. */
function urlsOf(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!,
    alternates: Object.fromEntries([...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1]!, match[2]!])),
  }));
}

describe('issue 14 §3 robots.txt', () => {
  test('one origin (no market hosts): every market’s sitemap index, its cart, account, search, discount and API paths kept out', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    const body = await response.text();
    for (const market of MARKETS) {
      expect(body).toContain(`Sitemap: ${WORKER_ORIGIN}${market.prefix}/sitemap.xml\n`);
      for (const path of ['cart', market.account, 'search', 'discount/', 'api/']) expect(body).toContain(`Disallow: ${market.prefix}/${path}\n`);
    }
    expect(body).not.toMatch(/^Disallow: \/$/m);
  });

  test('every prefix spelling the router answers (`/nl/...`, `/DE/...`, `/Fr-Be/...`) has its cart, account, search, discount and API paths kept out', async () => {
    const rules = disallowRules(await (await get('/robots.txt')).text());
    const checked: string[] = [];
    for (const market of MARKETS) {
      const prefixes = market.prefix ? caseSpellings(market.prefix) : ['', ...caseSpellings('/nl')];
      for (const prefix of prefixes) {
        // The router answers the spelling: the cart page itself, the account as a redirect to its login.
        expect((await get(`${prefix}/cart`)).status, `${prefix}/cart`).toBe(200);
        expect((await get(`${prefix}/${market.account}`)).status, `${prefix}/${market.account}`).toBe(302);
        for (const path of ['/cart', `/${market.account}`, `/${market.account}/orders`, '/search?q=whey', '/discount/WELCOME10', '/api/cart', `/${market.products}/protein?cart=1`]) {
          expect(isDisallowed(rules, `${prefix}${path}`), `${prefix}${path}`).toBe(true);
          checked.push(`${prefix}${path}`);
        }
        expect(isDisallowed(rules, `${prefix}/${market.products}/protein`), `${prefix}/${market.products}/protein`).toBe(false);
      }
    }
    expect(checked.length).toBe(7 * (4 + 4 + 4 + 4 + 4 + 16 + 16 + 1));
  });

  test('robots.txt lives at the host’s root only: under a market prefix it is a 404', async () => {
    for (const market of MARKETS.filter((candidate) => candidate.prefix)) expect((await get(`${market.prefix}/robots.txt`)).status).toBe(404);
  });
});

describe('issue 14 §3 sitemaps in every market', () => {
  test('the index names the market’s product, collection, fitblog, recipe and page sitemaps under its own prefix', async () => {
    for (const market of MARKETS) {
      const response = await get(`${market.prefix}/sitemap.xml`);
      expect(response.status, market.id).toBe(200);
      expect(response.headers.get('content-type'), market.id).toMatch(/^application\/xml/);
      const xml = await response.text();
      expectValidXml(market.id, xml);
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(locs, market.id).toEqual(
        ['products', 'collections', 'fitblog', 'recipes', 'pages'].map((type) => `${WORKER_ORIGIN}${market.prefix}/sitemap/${type}/1.xml`),
      );
    }
  });

  test('every child sitemap of every market is valid XML; each URL is in the market’s words with all seven alternates and x-default', async () => {
    for (const market of MARKETS) {
      for (const type of ['products', 'collections', 'fitblog', 'recipes', 'pages']) {
        const label = `${market.id} ${type}`;
        const response = await get(`${market.prefix}/sitemap/${type}/1.xml`);
        expect(response.status, label).toBe(200);
        const xml = await response.text();
        expectValidXml(label, xml);
        const urls = urlsOf(xml);
        expect(urls.length, label).toBeGreaterThan(0);
        for (const url of urls) {
          expect(url.loc.startsWith(`${WORKER_ORIGIN}${market.prefix}/`), `${label} ${url.loc}`).toBe(true);
          expect(Object.keys(url.alternates), label).toEqual(HREFLANGS);
          expect(url.alternates[market.hreflang], label).toBe(url.loc);
          expect(url.alternates['x-default'], label).toBe(url.alternates['nl-NL']);
        }
      }
    }
  });

  test('the product sitemap lists every product at its page in the market’s words, and that page exists', async () => {
    const xml = await (await get('/de/sitemap/products/1.xml')).text();
    const locs = urlsOf(xml).map((url) => url.loc);
    expect(locs).toEqual(PRODUCTS.map((product) => `${WORKER_ORIGIN}/de/produkte/all/${product.handle}`));
    expect((await get(new URL(locs[0]!).pathname)).status).toBe(200);
  });

  test('unknown sitemap types and pages are 404s, not errors', async () => {
    for (const path of ['/sitemap/blogs/1.xml', '/sitemap/products/0.xml', '/sitemap/products/x.xml', '/sitemap/fitblog/2.xml', '/de/sitemap/nope/1.xml', '/xx/sitemap.xml']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  test('a page past a type\'s last is a 404 stored by no shared cache, in every market (the attack pass found 200s)', async () => {
    for (const market of MARKETS) {
      const {prefix} = market;
      for (const path of [`${prefix}/sitemap/products/2.xml`, `${prefix}/sitemap/collections/2.xml`, `${prefix}/sitemap/products/9999.xml`]) {
        const response = await get(path);
        await response.text();
        expect(response.status, path).toBe(404);
        expect(response.headers.get('cache-control') ?? '', path).not.toMatch(/\bpublic\b/);
      }
      expect((await get(`${prefix}/sitemap/products/1.xml`)).status).toBe(200);
    }
  });
});

describe('issue 14 §4 Shopify’s standard URLs: a 301 to our page in the market’s words, in every market', () => {
  test('collections, a collection, a product in a collection, a product, pages and account pages', async () => {
    for (const market of MARKETS) {
      const p = market.prefix;
      const cases: [string, string][] = [
        [`${p}/collections`, `${p}/${market.products}`],
        [`${p}/collections/protein`, `${p}/${market.products}/protein`],
        [`${p}/collections/protein/products/whey-protein`, `${p}/${market.products}/protein/whey-protein`],
        [`${p}/products/whey-protein`, `${p}/${market.products}/all/whey-protein`],
        [`${p}/products/whey-protein?variant=1`, `${p}/${market.products}/all/whey-protein?variant=1`],
        [`${p}/pages/about-us`, `${p}/about-us`],
      ];
      if (market.account !== 'account') {
        cases.push([`${p}/account`, `${p}/${market.account}`], [`${p}/account/login`, `${p}/${market.account}/login`]);
      }
      for (const [from, to] of cases) {
        const response = await get(from);
        expect(response.status, from).toBe(301);
        expect(response.headers.get('location'), from).toBe(to);
        expect(response.headers.get('cache-control'), from).toMatch(/no-store/);
        // Where it points is a page (the account page sends a signed-out shopper on to its login).
        expect([200, 302], to).toContain((await get(to)).status);
      }
    }
  });

  test('where the market’s word is "account" the account pages answer as before; our collection URLs stay collections', async () => {
    expect((await get('/account/login')).status).toBe(200);
    expect((await get('/en/account/login')).status).toBe(200);
    expect((await get('/products/protein')).status).toBe(200);
    expect((await get('/en/products/protein')).status).toBe(200);
  });

  test('a handle that is no product, collection or page stays a 404 in the shell; malformed handles are no redirect', async () => {
    for (const path of ['/products/nope', '/de/products/nope', '/pages/nope', '/collections/nope/products/x/y', '/collections/%2F%2Fevil.example', '/pages/..%2F..']) {
      const response = await get(path);
      expect([404, 301], path).toContain(response.status);
      if (response.status === 301) expect(response.headers.get('location'), path).toMatch(/^\/[^/\\]/);
      else expect(await response.text(), path).toContain('<html lang="');
    }
  });

  test('a POST to an account URL in English words is no redirect (forms keep working)', async () => {
    const response = await get('/de/account/login', {method: 'POST', headers: {'content-type': 'application/x-www-form-urlencoded'}, body: 'email=x'});
    expect(response.status).not.toBe(301);
  });
});

describe('issue 14 §4 policies from the Storefront API', () => {
  test('privacy, refund, shipping and terms render in each market’s language, public and without a script from the body', async () => {
    for (const market of MARKETS) {
      for (const policy of POLICIES) {
        const path = `${market.prefix}/policies/${policy.handle}`;
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cache-control'), path).toMatch(/^public/);
        const html = await response.text();
        expect(html, path).toContain(`>${policy.title[market.lang]}</h1>`);
        expect(html, path).toContain('mailto:service@originalfuel.example');
        expect(html, path).toContain(`<link rel="canonical" href="${WORKER_ORIGIN}${market.prefix}/policies/${policy.handle}"/>`);
        expect(html, path).not.toMatch(/<script(?![^>]*nonce)/);
      }
    }
  });

  test('an unknown policy handle is the 404 page in the market’s language', async () => {
    const response = await get('/de/policies/cookie-policy');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<html lang="de-DE"');
  });
});

describe('issue 14 §3 legacy URLs: the shop’s URL redirects before the 404 page', () => {
  test('a legacy path of the shop’s redirects is a 301 to its target (query kept); any other unknown path is the 404 page', async () => {
    const legacy = await get('/shop/whey-protein-chocolade?utm_source=mail');
    expect(legacy.status).toBe(301);
    expect(legacy.headers.get('location')).toBe('/producten/protein/whey-protein?utm_source=mail');
    const german = await get('/de/shop/whey-protein-schokolade');
    expect(german.headers.get('location')).toBe('/de/produkte/protein/whey-protein');
    const plain = await get('/de/shop/nothing-here');
    expect(plain.status).toBe(404);
    expect(await plain.text()).toContain('<html lang="de-DE"');
  });
});

// ---------------------------------------------------------------------------------------------------------
const variantNumber = (index: number) => PRODUCTS[index]!.variants[0]!.id.split('/').pop()!;
const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? null;

async function cartLines(cookie: string | null, prefix = '') {
  const html = await (await get(`${prefix}/cart`, {headers: cookie ? {cookie} : {}})).text();
  return (html.match(/data-testid="cart-line"/g) ?? []).length;
}

describe('issue 14 §4 cart permalinks /cart/{variant}:{qty},...', () => {
  test('without a cart: a cart is made with the lines, its cookie set, and the shopper lands on the cart page', async () => {
    const response = await get(`/de/cart/${variantNumber(0)}:2,${variantNumber(5)}:1`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/de/cart');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const cookie = cookieOf(response);
    expect(cookie).toMatch(/^of_shopify-cart-token=/);
    expect(await cartLines(cookie, '/de')).toBe(2);
  });

  test('with a cart: the lines join the lines already there, the cookie names the same cart', async () => {
    const first = cookieOf(await get(`/cart/${variantNumber(0)}:1`))!;
    const second = await get(`/cart/${variantNumber(8)}:3`, {headers: {cookie: first}});
    expect(second.status).toBe(303);
    expect(cookieOf(second)).toBe(first);
    expect(await cartLines(first)).toBe(2);
  });

  test('malformed, oversized and unknown permalinks: a 400 cart page with the reason, never a 500, the cart unchanged', async () => {
    const cookie = cookieOf(await get(`/cart/${variantNumber(0)}:1`))!;
    const bad = [
      'abc:x', 'abc', `${variantNumber(0)}`, `${variantNumber(0)}:0`, `${variantNumber(0)}:-1`, `${variantNumber(0)}:1.5`,
      `${variantNumber(0)}:251`, `${variantNumber(0)}:99999999999999999999`, `${variantNumber(0)}:1:2`, ':1', ',', `${variantNumber(0)}:1,`,
      '0:1', '99999999999:1', Array.from({length: 251}, (_, index) => `${index + 1}:1`).join(','), '%E2%82', '<script>:1',
    ];
    for (const segment of bad) {
      const response = await get(`/cart/${segment}`, {headers: {cookie}});
      expect(response.status, segment).toBeGreaterThanOrEqual(400);
      expect(response.status, segment).toBeLessThan(500);
      const html = await response.text();
      // The cart page with the reason; a segment that is no URL at all (`%E2%82`) is the 404 page in the shell.
      expect(html, segment).toMatch(segment === '%E2%82' ? /data-status="404"/ : /role="alert"/);
      expect(response.headers.get('set-cookie') ?? '', segment).not.toMatch(/Max-Age=0/);
    }
    expect(await cartLines(cookie)).toBe(1);
  });
});

describe('issue 14 §4 discount links /discount/{code}', () => {
  test('without a cart: a cart is made with the code; the cart page shows it', async () => {
    const response = await get('/discount/WELCOME10');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart');
    const cookie = cookieOf(response)!;
    expect(cookie).toMatch(/^of_shopify-cart-token=/);
    expect(await (await get('/cart', {headers: {cookie}})).text()).toContain('WELCOME10');
  });

  test('with a cart: lines and cookie kept, the code added; ?redirect= lands on a path of ours only', async () => {
    const cookie = cookieOf(await get(`/fr/cart/${variantNumber(0)}:2`))!;
    const response = await get('/fr/discount/WELCOME10?redirect=/fr/produits', {headers: {cookie}});
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/fr/produits');
    expect(cookieOf(response)).toBe(cookie);
    const html = await (await get('/fr/cart', {headers: {cookie}})).text();
    expect(html).toContain('WELCOME10');
    expect((html.match(/data-testid="cart-line"/g) ?? []).length).toBe(1);
    for (const target of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      const foreign = await get(`/fr/discount/WELCOME10?redirect=${encodeURIComponent(target)}`, {headers: {cookie}});
      expect(foreign.headers.get('location'), target).toBe('/fr/cart');
    }
  });

  test('a link whose code has white space or a control character around it is refused in the market’s words, never trimmed into another code, never a 500', async () => {
    const MESSAGES = {'': 'Deze kortingscode is te lang of bevat tekens die we niet kunnen gebruiken.', '/de': 'Dieser Rabattcode ist zu lang oder enthält Zeichen, die wir nicht verwenden können.'};
    for (const [prefix, message] of Object.entries(MESSAGES)) {
      const cookie = cookieOf(await get(`${prefix}/cart/${variantNumber(0)}:1`))!;
      for (const code of ['%0AWELCOME10', 'WELCOME10%0A', '%0D%0AWELCOME10', '%09WELCOME10', '%20WELCOME10', 'WELCOME10%20', '%20WELCOME10%20', '%C2%A0WELCOME10', '%20', '%0A']) {
        const response = await get(`${prefix}/discount/${code}`, {headers: {cookie}});
        expect(response.status, `${prefix} ${code}`).toBe(400);
        const html = await response.text();
        expect(html, `${prefix} ${code}`).toContain('role="alert"');
        expect(html.replace(/&#x27;|&#39;/g, "'"), `${prefix} ${code}`).toContain(message);
      }
      // Also without a cart: the same refusal, and no cart made.
      const fresh = await get(`${prefix}/discount/%0AWELCOME10`);
      expect(fresh.status).toBe(400);
      expect(await cartLines(cookie, prefix)).toBe(1);
      const codes = await (await get(`${prefix}/api/cart`, {headers: {cookie}})).text();
      expect(codes).not.toContain('WELCOME10');
    }
  });

  test('a code with control characters or over 255 characters is refused on the cart page, the cart as it was', async () => {
    const cookie = cookieOf(await get(`/cart/${variantNumber(0)}:1`))!;
    for (const code of ['%01X', 'A'.repeat(256)]) {
      const response = await get(`/discount/${code}`, {headers: {cookie}});
      expect(response.status, code).toBe(400);
      expect(await response.text(), code).toContain('role="alert"');
    }
    expect(await cartLines(cookie)).toBe(1);
  });
});

describe('issue 14 §3 robots.txt and sitemaps with a host per market (production)', () => {
  const at = useHostWorker({redirect: 'manual'});

  test('each host names its own markets’ sitemaps (the Belgian host: nl-be and fr-be under /fr-be) and no other', async () => {
    const german = await at('https://www.originalfuel-de.test/robots.txt');
    expect(german.body).toContain('Sitemap: https://www.originalfuel-de.test/sitemap.xml\n');
    expect(german.body).toContain('Disallow: /konto\n');
    expect(german.body.match(/^Sitemap:/gm)).toHaveLength(1);
    const belgian = await at('https://www.originalfuel-be.test/robots.txt');
    expect(belgian.body.match(/^Sitemap: .*$/gm)).toEqual([
      'Sitemap: https://www.originalfuel-be.test/sitemap.xml',
      'Sitemap: https://www.originalfuel-be.test/fr-be/sitemap.xml',
    ]);
    expect(belgian.body).toContain('Disallow: /fr-be/compte\n');
  });

  test('a host no market claims (a platform or preview domain) keeps every crawler out', async () => {
    for (const host of ['shop.myshopify.example', 'localhost:8787', 'www.originalfuel.test.evil.example']) {
      expect((await at(`https://${host}/robots.txt`)).body, host).toBe('User-agent: *\nDisallow: /\n');
    }
  });

  test('sitemaps name the configured hosts only, whatever Host the request came with', async () => {
    const index = await at('https://www.originalfuel-be.test/fr-be/sitemap.xml');
    expect(index.body).toContain('<loc>https://www.originalfuel-be.test/fr-be/sitemap/products/1.xml</loc>');
    const products = await at('https://www.originalfuel-de.test/sitemap/products/1.xml');
    expectValidXml('de host', products.body);
    const url = urlsOf(products.body)[0]!;
    expect(url.loc).toBe(`https://www.originalfuel-de.test/produkte/all/${PRODUCTS[0]!.handle}`);
    expect(url.alternates['fr-BE']).toBe(`https://www.originalfuel-be.test/fr-be/produits/all/${PRODUCTS[0]!.handle}`);
    expect(url.alternates['x-default']).toBe(`https://www.originalfuel.test/producten/all/${PRODUCTS[0]!.handle}`);
  });

  test('Shopify’s URLs on a market’s own host redirect in its words (/account → /konto on the German host)', async () => {
    expect((await at('https://www.originalfuel-de.test/account/login')).location).toBe('/konto/login');
    expect((await at('https://www.originalfuel-be.test/fr-be/collections/protein')).location).toBe('/fr-be/produits/protein');
    expect((await at('https://www.originalfuel-be.test/collections')).location).toBe('/producten');
  });
});

describe('issue 14 bad input: production without a market’s host or site URL', () => {
  test('the worker answers 503 naming the market and the field, on every path (robots and sitemaps included)', async () => {
    const partial = await startWorker(() => ({DEPLOY_ENV: 'production', SITE_ORIGIN: '', MARKET_HOST_NL_NL: 'www.originalfuel.test', MARKET_HOST_DE_DE: 'www.originalfuel-de.test'}));
    try {
      for (const path of ['/robots.txt', '/sitemap.xml', '/']) {
        const response = (await partial.miniflare.dispatchFetch(`https://www.originalfuel.test${path}`)) as unknown as Response;
        expect(response.status, path).toBe(503);
        expect(await response.text(), path).toBe('Service unavailable: Market eu_en is missing site URL (MARKET_HOST_EU_EN or SITE_ORIGIN)');
      }
    } finally {
      await partial.dispose();
    }
  });
});
