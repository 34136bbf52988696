// Issue 13 §1 on the built worker: the announcement bar is in the server's HTML (first paint, no shift), above the
// header, on the home page and other pages in nl and de; Italian shows it on its home page only (homepage-only);
// the Belgian French shop has it switched off; never on a path containing /emails/preview. README "Announcement bar".
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {startWorker, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());

async function page(path: string) {
  const response = await worker.fetch(path);
  return {status: response.status, html: await response.text()};
}

/** The bar's markup as the server sent it: the part the browser keeps until its code arrives. */
function bar(html: string): string | null {
  const start = html.indexOf('<div data-part="announcement">');
  if (start < 0) return null;
  return html.slice(start, html.indexOf('</section></div>', start) + '</section></div>'.length);
}

describe('spec §3/§4 announcement bar in the server’s HTML', () => {
  test.each([
    ['/', 'Aankondigingen', 'Gratis verzending vanaf € 50', 'Shop eiwit', 'crossfade'],
    ['/producten/protein', 'Aankondigingen', 'Gratis verzending vanaf € 50', 'Shop eiwit', 'crossfade'],
    ['/de', 'Ankündigungen', 'Kostenloser Versand ab 50 €', 'Protein shoppen', 'slide'],
    ['/de/produkte/protein/whey-protein', 'Ankündigungen', 'Kostenloser Versand ab 50 €', 'Protein shoppen', 'slide'],
  ])('%s: the bar above the header, in its language, the first item showing and labelled links', async (path, label, first, link, animation) => {
    const {status, html} = await page(path);
    expect(status).toBe(200);
    const markup = bar(html);
    expect(markup, path).not.toBeNull();
    expect(html.indexOf('data-part="announcement"')).toBeLessThan(html.indexOf('<header'));
    expect(markup).toContain(`aria-label="${label}"`);
    expect(markup).toContain(`data-animation="${animation}"`);
    // The bar's fixed height: the same box before and after its code arrives.
    expect(markup).toMatch(/class="announcement-bar relative h-11 /);
    // The first item shows ("on"), the second waits hidden; the region is silent while it turns by itself.
    const slides = [...markup!.matchAll(/data-phase="(\w+)"[^>]*>(.*?)<\/div>/g)].map(([, phase, body]) => [phase, body]);
    expect(slides[0]![0]).toBe('on');
    expect(slides[0]![1]).toContain(first);
    expect(slides.slice(1).every(([phase]) => phase === 'off')).toBe(true);
    expect(markup).toContain('aria-live="off"');
    expect(markup).toMatch(new RegExp(`<a [^>]*href="[^"]+"[^>]*>${link}</a>`));
    // Bad input never shows: the switched-off item, nor the one whose only window cannot be read.
    expect(markup).not.toMatch(/Uitverkoop|Ausverkauf|Nachtactie|Nachtaktion/);
  });

  test('homepage-only (Italian): on the home page, not on the others', async () => {
    expect(bar((await page('/it')).html)).toContain('Spedizione gratuita da 50 €');
    expect(bar((await page('/it/prodotti/protein')).html)).toBeNull();
  });

  test('switched off (the Belgian French shop): no bar on any page', async () => {
    for (const path of ['/fr-be', '/fr-be/produits/protein']) {
      const {status, html} = await page(path);
      expect(status).toBe(200);
      expect(html).not.toContain('data-part="announcement"');
      expect(html).toContain('<header');
    }
  });

  test('never on a path containing /emails/preview', async () => {
    for (const path of ['/emails/preview', '/de/emails/preview/order', '/account/emails/preview']) {
      const {html} = await page(path);
      expect(html, path).toContain('<header');
      expect(html, path).not.toContain('data-part="announcement"');
    }
  });
});
