// The built worker on workerd against the local services: pages render per market with the shell.
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {startWorker, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());

async function page(path: string) {
  const response = await worker.fetch(path);
  return {status: response.status, html: await response.text(), headers: response.headers};
}

describe('home page', () => {
  test('renders in Dutch at / with the shell and html lang nl-NL', async () => {
    const {status, html} = await page('/');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="nl-NL"');
    expect(html).toMatch(/<header[\s\S]*<nav/);
    expect(html).toContain('<footer');
    expect(html).toContain('href="/producten');
  });

  test('renders in German at /de with German links', async () => {
    const {status, html} = await page('/de');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="de-DE"');
    expect(html).toContain('href="/de/produkte');
    expect(html).not.toContain('href="/producten');
  });
});

describe('product page', () => {
  test('each image carries one srcset (the CDN picks webp by Accept): no second webp srcset in markup or loader data', async () => {
    for (const path of ['/producten/protein/whey-protein', '/de/produkte/protein/whey-protein', '/', '/producten/protein']) {
      const {status, html} = await page(path);
      expect(status).toBe(200);
      expect(html).toMatch(/srcSet="[^"]*auto=format[^"]*"|srcset="[^"]*auto=format[^"]*"/i);
      expect(html).not.toContain('type="image/webp"');
      expect(html).not.toContain('webpSrcSet');
    }
  });

  test('images carry their srcset in the markup only: the loader data holds one rendition per image', async () => {
    for (const path of ['/producten/protein/whey-protein', '/de/produkte/protein/whey-protein']) {
      const {html} = await page(path);
      const context = /window\.__remixContext = (.*?);<\/script>/s.exec(html)?.[1] ?? '';
      expect(context).toContain('"src":');
      expect(context).not.toContain('srcSet');
      expect(context).not.toMatch(/dpr=/);
      expect(html).toMatch(/srcSet="[^"]*dpr=0\.5 \d+w/);
    }
  });

  test('the page sends its SEO once: the head has title, canonical and JSON-LD, the loader data no second copy', async () => {
    for (const path of ['/producten/protein/whey-protein', '/de/produkte/protein/whey-protein']) {
      const {status, html} = await page(path);
      expect(status).toBe(200);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<link rel="canonical" href="[^"]+"/);
      expect(html).toContain('application/ld+json');
      const context = /window\.__remixContext = (.*?);<\/script>/s.exec(html)?.[1];
      const loaderData = JSON.parse(context!).state.loaderData as Record<string, Record<string, unknown>>;
      const route = Object.entries(loaderData).find(([id]) => id.includes('$product'))![1];
      expect(Object.keys(route)).toEqual(['page']);
      expect((route.page as {seo?: {canonical?: string}}).seo?.canonical).toBeTruthy();
    }
  });

  test('the part below the first screen is in the markup, its data only in the route’s own data request', async () => {
    for (const path of ['/producten/protein/whey-protein', '/de/produkte/protein/whey-protein']) {
      const {html} = await page(path);
      expect(html).toContain('data-section="FaqSectionRecord"');
      const context = /window\.__remixContext = (.*?);<\/script>/s.exec(html)?.[1] ?? '';
      expect(context).not.toContain('FaqSectionRecord');
      expect(context).not.toContain('"unhydrated"');
      const routeId = Object.keys(JSON.parse(context).state.loaderData as object).find((id) => id.includes('$product'))!;
      const response = await worker.fetch(`${path}?_data=${encodeURIComponent(routeId)}`);
      expect(response.headers.get('cache-control')).toMatch(/^public, max-age=60/);
      const data = (await response.json()) as {page: object; unhydrated: {lower: {sections: {sections: {__typename: string}[]}}}};
      expect(data.unhydrated.lower.sections.sections.map((section) => section.__typename)).toContain('FaqSectionRecord');
      expect(Object.keys(data.page)).not.toContain('sections');
    }
  });

  test('Dutch product page through the translated path, with a market-formatted price', async () => {
    const {status, html} = await page('/producten/protein/whey-protein');
    expect(status).toBe(200);
    expect(html).toContain('<h1');
    expect(html).toMatch(/€\s?\d+,\d{2}/);
    expect(html).toContain('rel="canonical" href="http://localhost:8787/producten/protein/whey-protein"');
  });

  test('German product page with a variant slug: price formatted as in Germany', async () => {
    const {status, html} = await page('/de/produkte/protein/whey-protein/chocolate-1kg');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="de-DE"');
    expect(html).toMatch(/\d+,\d{2}\s€/);
    expect(html).toContain('hrefLang="x-default"');
  });

  test('an unknown product or variant is a 404 with the shell, in the market’s language', async () => {
    const unknownProduct = await page('/de/produkte/protein/does-not-exist');
    expect(unknownProduct.status).toBe(404);
    expect(unknownProduct.html).toContain('Seite nicht gefunden');
    expect(unknownProduct.html).toContain('<footer');
    const unknownVariant = await page('/producten/protein/whey-protein/no-such-variant');
    expect(unknownVariant.status).toBe(404);
    expect(unknownVariant.html).toContain('Pagina niet gevonden');
  });
});

describe('bad input', () => {
  test('/xx/products is a Dutch 404 with the shell', async () => {
    const {status, html} = await page('/xx/products');
    expect(status).toBe(404);
    expect(html).toContain('<html lang="nl-NL"');
    expect(html).toContain('Pagina niet gevonden');
  });

  test('a malformed cursor or filter renders the first page', async () => {
    const {status, html} = await page('/producten/all?cursor=%%%garbage&direction=next&filter=%7Bbroken');
    expect(status).toBe(200);
    expect(html).toContain('<h1');
  });
});

describe('app proxy', () => {
  test('/de/apps/* goes to the market’s store domain with method, query and body kept', async () => {
    const response = await worker.fetch('/de/apps/loyalty/ping?x=1', {
      method: 'POST',
      body: 'hello',
      headers: {'content-type': 'text/plain', connection: 'keep-alive', 'x-custom': 'kept'},
    });
    const echo = (await response.json()) as {method: string; path: string; search: string; body: string; headers: Record<string, string>};
    expect(echo).toMatchObject({method: 'POST', path: '/apps/loyalty/ping', body: 'hello'});
    expect(echo.search).toBe('?x=1');
    expect(echo.headers['x-custom']).toBe('kept');
    expect(echo.headers.connection ?? 'none').not.toBe('keep-alive');
  });
});

describe('content pages at translated words', () => {
  test('recipes in French at /fr/recettes, listing only publishable recipes', async () => {
    const {status, html} = await page('/fr/recettes');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="fr-FR"');
    expect(html).toContain('href="/fr/recettes/breakfast/overnight-protein-oats"');
    expect(html).not.toContain('high-protein-granola');
  });

  test('a recipe under its tag, and under all; a wrong tag is a 404', async () => {
    expect((await page('/de/rezepte/breakfast/overnight-protein-oats')).status).toBe(200);
    expect((await page('/de/rezepte/all/overnight-protein-oats')).status).toBe(200);
    expect((await page('/de/rezepte/snacks/overnight-protein-oats')).status).toBe(404);
  });

  test('the vitamin test at /it/test-vitaminico', async () => {
    const {status, html} = await page('/it/test-vitaminico');
    expect(status).toBe(200);
    expect(html).toContain('Test vitaminico');
    expect(html).toContain('rel="canonical" href="http://localhost:8787/it/test-vitaminico"');
  });

  test('a contact record at /klantenservice/{slug} names the top-level contact page as canonical', async () => {
    const {status, html} = await page('/klantenservice/contact');
    expect(status).toBe(200);
    expect(html).toContain('rel="canonical" href="http://localhost:8787/hoe-kunnen-we-je-helpen"');
    expect((await page('/de/kontakt')).status).toBe(200);
    expect((await page('/de/partner-werden')).status).toBe(200);
  });

  test('generic pages at /{slug} in every market; unknown slugs 404', async () => {
    expect((await page('/about-us')).html).toContain('Over ons');
    expect((await page('/de/about-us')).html).toContain('Über uns');
    expect((await page('/nope')).status).toBe(404);
    expect((await page('/de/de')).status).toBe(404);
  });

  test('a generic page renders its sections in the market\'s language and words (nl, de): blocks, buttons, prices', async () => {
    const markets = [
      {path: '/about-us', heading: 'Begonnen in een Amsterdamse keuken, in 2015', products: '/producten', price: /€\s?\d+,\d{2}/},
      {path: '/de/about-us', heading: 'Angefangen in einer Amsterdamer Küche, 2015', products: '/de/produkte', price: /\d+,\d{2}\s?€/},
    ];
    for (const market of markets) {
      const {status, html} = await page(market.path);
      expect(status).toBe(200);
      const sections = [...html.matchAll(/<section id="[^"]+" data-section="(\w+)" class="([^"]*)"/g)].map(([, type, classes]) => [type, classes]);
      expect(sections).toEqual([
        ['ContentBlockSectionRecord', 'section-frame'],
        ['ContentBlockSectionRecord', 'section-frame md:hidden'],
        ['ContentBlockSectionRecord', 'section-frame hidden md:block'],
        ['ProductCarouselSectionRecord', 'section-frame'],
        ['UspSectionRecord', 'section-frame'],
      ]);
      expect(html).toContain(market.heading);
      // Rich text as elements, in the block's font weight; the button to the products overview in the market's words.
      expect(html).toMatch(/<div class="rich-text mt-3 font-medium"><p>[^<]*<strong>/);
      expect(html).toMatch(new RegExp(`<a class="[^"]*uppercase[^"]*"[^>]* href="${market.products}"`));
      // The cart button stays on the page and opens the overlay; the community link opens a new tab.
      expect(html).toContain(`href="${market.path}?cart=1"`);
      expect(html).toMatch(/href="https:\/\/www\.strava\.com\/clubs\/original-fuel"[^>]* target="_blank" rel="noopener noreferrer">(Naar de club|Zum Club)</);
      // The carousel's cards are priced for the market.
      expect(html).toMatch(market.price);
      // The page keeps its title as its heading; its intro is no longer shown (its sections are).
      expect(html).toMatch(/<h1 class="sr-only">(Over ons|Über uns)<\/h1>/);
    }
  });

  test('a generic page without sections still shows its title and intro', async () => {
    const {status, html} = await page('/plant-based-guide');
    expect(status).toBe(200);
    expect(html).toContain('Plantaardige gids</h1>');
    expect(html).toContain('Alles over eiwit uit planten.');
  });

  test('fit blog list and an article', async () => {
    const list = await page('/en/fitblog');
    expect(list.status).toBe(200);
    expect(list.html).toContain('href="/en/fitblog/');
    expect((await page('/fitblog/nutrition/vitamin-d-in-winter')).status).toBe(200);
  });
});

describe('upstream failures', () => {
  test('Storefront 429 twice, then success: the page renders after two retries', async () => {
    await worker.admin('reset', {});
    await worker.admin('faults', {service: 'storefront', kind: '429', count: 2});
    const {status, html} = await page('/producten/protein/clear-whey');
    expect(status).toBe(200);
    expect(html).toContain('<h1');
    const counters = (await worker.admin('counters')) as {storefront: Record<string, number>};
    expect(counters.storefront.ProductPage).toBe(3);
  });

  test('a Storefront failure that is not retried gives an error page inside the shell', async () => {
    await worker.admin('reset', {});
    await worker.admin('faults', {service: 'storefront', kind: '500', count: 1});
    const {status, html} = await page('/de/produkte/protein/egg-protein');
    // An upstream outage is a 503 "we'll be right back" page (app/upstream/unavailable.server.ts).
    expect(status).toBe(503);
    expect(html).toContain('Wir sind gleich wieder da');
    expect(html).toContain('<footer');
  });

  test('content down: a product page still renders from the Storefront, inside the shell', async () => {
    await worker.admin('reset', {});
    await worker.admin('faults', {service: 'datocms', kind: '500', count: 20});
    const {status, html} = await page('/it/prodotti/protein/soy-protein');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="it-IT"');
    expect(html).toContain('data-testid="price"');
    expect(html).toContain('<footer');
    await worker.admin('reset', {});
  });

  test('content down on a content page: the error page inside the shell', async () => {
    await worker.admin('reset', {});
    await worker.admin('faults', {service: 'datocms', kind: '500', count: 20});
    const {status, html} = await page('/fr/plant-based-guide-does-not-matter');
    expect(status).toBe(503);
    expect(html).toContain('<html lang="fr-FR"');
    expect(html).toContain('Nous revenons très vite');
    await worker.admin('reset', {});
  });
});

describe('product page content (issue 3)', () => {
  test('JSON-LD Product with an offer per variant, gtin and safe escaping', async () => {
    const {html} = await page('/de/produkte/protein/whey-protein');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeTruthy();
    const data = JSON.parse(json!) as {'@type': string; offers: {price: string; priceCurrency: string; availability: string; url: string}[]; gtin?: string};
    expect(data['@type']).toBe('Product');
    expect(data.offers.length).toBeGreaterThan(1);
    expect(data.offers[0]).toMatchObject({priceCurrency: 'EUR'});
    expect(data.offers.some((offer) => offer.availability.endsWith('OutOfStock'))).toBe(true);
    expect(data.offers.every((offer) => offer.url.startsWith('http://localhost:8787/de/produkte/protein/whey-protein/'))).toBe(true);
  });

  test('editors’ noIndex reaches the robots meta tag', async () => {
    const {status, html} = await page('/producten/all/protein-sample-box');
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex"');
  });

  test('the legacy layout renders its fixed sections; a product without content still renders', async () => {
    const legacy = await page('/en/products/protein/vegan-protein');
    expect(legacy.status).toBe(200);
    expect(legacy.html).toContain('data-section="SummarySectionRecord"');
    expect(legacy.html).toContain('data-section="FaqSectionRecord"');
    const plain = await page('/en/products/all/shaker');
    expect(plain.status).toBe(200);
    expect(plain.html).toContain('data-testid="add-to-cart"');
  });

  test('a variant marked sold out by the editors cannot be bought although the Storefront has stock', async () => {
    const {html} = await page('/en/products/protein/whey-isolate/vanilla-500g');
    expect(html).toMatch(/data-testid="add-to-cart"[^>]*disabled|disabled[^>]*data-testid="add-to-cart"/);
  });
});
