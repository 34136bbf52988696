// The fit blog and recipes on the built worker (README "Fit blog and recipes"): overviews with tag filters and
// paging in the market's words, 404s inside the shell, redirects for pages beyond the last, bad parameters
// never a 500, and the article and recipe pages.
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {startWorker, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());

async function page(path: string) {
  const response = await worker.fetch(path, {redirect: 'manual'});
  return {status: response.status, html: await response.text(), headers: response.headers};
}

const cardLinks = (html: string, prefix: string) =>
  [...html.matchAll(/<h2[^>]*><a[^>]*href="([^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((href) => href.startsWith(prefix));

describe('overviews in several markets', () => {
  test.each([
    ['/fitblog', '/fitblog/', 'nl-NL', '15 artikelen · Pagina 1 van 3'],
    ['/de/fitblog', '/de/fitblog/', 'de-DE', '15 Artikel · Seite 1 von 3'],
    ['/it/fitblog', '/it/fitblog/', 'it-IT', '15 articoli · Pagina 1 di 3'],
    ['/fr-be/fitblog', '/fr-be/fitblog/', 'fr-BE', '15 articles · Page 1 sur 3'],
    ['/en/recipes', '/en/recipes/', 'en', '8 recipes · Page 1 of 2'],
    ['/de/rezepte', '/de/rezepte/', 'de-DE', '8 Rezepte · Seite 1 von 2'],
    ['/nl-be/recepten', '/nl-be/recepten/', 'nl-BE', '8 recepten · Pagina 1 van 2'],
  ])('%s: six cards in the market words, the count and page', async (path, prefix, lang, count) => {
    const {status, html} = await page(path);
    expect(status).toBe(200);
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(count);
    expect(cardLinks(html, prefix)).toHaveLength(6);
  });

  test('filter links and paging links are plain links in the market words, with their state in the URL', async () => {
    const {html} = await page('/de/fitblog?tag=training');
    expect(html).toContain('7 Artikel · Seite 1 von 2');
    // The selected tag is current and its link removes it; another adds itself; "all" clears the filters.
    expect(html).toMatch(
      /<a[^>]*aria-current="true"[^>]*href="\/de\/fitblog"|<a[^>]*href="\/de\/fitblog"[^>]*aria-current="true"/,
    );
    expect(html).toContain('href="/de/fitblog?tag=training&amp;tag=vegan"');
    expect(html).toContain('href="/de/fitblog?tag=training&amp;page=2"');
    expect(html).toMatch(/<nav[^>]*aria-label="Seitennavigation"/);
    expect(html).toMatch(/<nav[^>]*aria-label="Themen"/);
    const second = await page('/de/fitblog?tag=training&page=2');
    expect(second.html).toContain('Seite 2 von 2');
    expect(cardLinks(second.html, '/de/fitblog/')).toHaveLength(1);
    expect(second.html).toContain('rel="canonical" href="http://localhost:8787/de/fitblog?tag=training&amp;page=2"');
  });

  test('the recipe filter in Italian: ricette with a tag', async () => {
    const {status, html} = await page('/it/ricette?tag=vegan');
    expect(status).toBe(200);
    expect(html).toContain('5 ricette');
    expect(cardLinks(html, '/it/ricette/')).toContain('/it/ricette/snacks/peanut-butter-energy-balls');
  });
});

describe('bad input', () => {
  test.each([
    '/fitblog?tag=nope',
    '/de/fitblog?tag=breakfast',
    '/fitblog?tag=',
    '/fitblog?tag=Training',
    '/fr/recettes?tag=training',
  ])('%s: an unknown tag is a 404 in the shell', async (path) => {
    const {status, html} = await page(path);
    expect(status).toBe(404);
    expect(html).toContain('<footer');
  });

  test.each([
    ['/fitblog?page=4', '/fitblog?page=3'],
    ['/fitblog?page=9999', '/fitblog?page=3'],
    ['/de/fitblog?tag=training&page=3', '/de/fitblog?tag=training&page=2'],
    ['/fr/recettes?page=5', '/fr/recettes?page=2'],
    ['/fitblog?page=0', '/fitblog'],
    ['/fitblog?page=-2', '/fitblog'],
    ['/fitblog?page=abc', '/fitblog'],
    ['/fitblog?page=1.5&tag=vegan', '/fitblog?tag=vegan'],
    ['/fitblog?page=%zz', '/fitblog'],
    ['/de/rezepte?page=2&page=2', '/de/rezepte'],
    ['/it/fitblog?page=99999999999999999999', '/it/fitblog'],
  ])('%s → %s, never an empty list or a 500', async (path, location) => {
    const {status, headers} = await page(path);
    expect(status).toBe(302);
    expect(headers.get('location')).toBe(location);
    expect(headers.get('cache-control')).toBe('no-store');
  });

  test('loader data for a page beyond the last redirects too (client-side navigation)', async () => {
    const response = await worker.fetch('/de/fitblog?page=8&_data=routes%2F(%24locale).fitblog._index', {
      redirect: 'manual',
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('x-remix-redirect')).toBe('/de/fitblog?page=3');
  });
});

describe('article and recipe pages by their localized URLs', () => {
  test('an article in German: heading, long date, time to read, tags to the filtered overview, highlights', async () => {
    const {status, html} = await page('/de/fitblog/training/protein-after-training');
    expect(status).toBe(200);
    expect(html).toContain('Warum Eiweiß nach dem Training zählt');
    expect(html).toContain('4 November 2024');
    expect(html).toContain('5 Min. Lesezeit');
    expect(html).toContain('href="/de/fitblog?tag=nutrition"');
    expect(html).toContain('href="/de/produkte/protein/whey-protein"');
    expect(html).toContain('Whey Protein ansehen');
    expect(html).toMatch(/data-highlight="proteinBar" data-white="true"/);
    expect(html).toContain('rel="canonical" href="http://localhost:8787/de/fitblog/training/protein-after-training"');
  });

  test('an article with a video shows the video player instead of the image', async () => {
    const {status, html} = await page('/en/fitblog/all/strength-training-for-beginners');
    expect(status).toBe(200);
    expect(html).toContain('8 min read');
    expect(html).toContain('<video');
  });

  test('a recipe in French and in Dutch: no time to read', async () => {
    const french = await page('/fr/recettes/breakfast/chocolate-protein-pancakes');
    expect(french.status).toBe(200);
    expect(french.html).toContain('Pancakes protéinés au chocolat');
    expect(french.html).toContain('28 octobre 2024');
    expect(french.html).not.toContain('min de lecture');
    expect(french.html).toContain('Voir Protéine Whey');
    const dutch = await page('/recepten/all/protein-hummus');
    expect(dutch.status).toBe(200);
    expect(dutch.html).toContain('Eiwitrijke hummus');
  });

  test.each([
    '/fitblog/vegan/protein-after-training',
    '/de/fitblog/all/untitled-notes',
    '/fitblog/all/creatine-myths',
    '/fitblog/all/new-year-goals',
    '/fitblog/all/nope',
    '/de/rezepte/snacks/overnight-protein-oats',
    '/recepten/all/high-protein-granola',
    '/fr/recettes/all/protein-after-training',
  ])('%s: unknown, unlisted or under a tag not its own is a 404', async (path) => {
    expect((await page(path)).status).toBe(404);
  });
});
