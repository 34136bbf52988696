// Issue 15 on the built worker: the product page's video carries captions in every language with the market's
// on by default, the quick views sit in their card's corner, and no page renders an element whose classes
// fight (two positions, two paddings, …), which is how the quick view was hidden.
import {twMerge} from 'tailwind-merge';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {MARKETS} from '~/markets/markets';
import {segmentWord} from '~/markets/segments';
import {startWorker, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());

const prefixOf = (market: (typeof MARKETS)[number]) => (market.locale === 'nl' ? '' : `/${market.locale}`);
const productsOf = (market: (typeof MARKETS)[number]) => `${prefixOf(market)}/${segmentWord('products', market)}`;

async function html(path: string) {
  const response = await worker.fetch(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

describe('captions on the product page’s video', () => {
  test.each(MARKETS.map((market) => [market.id, market] as const))('%s: five caption tracks, the market’s language the default', async (_, market) => {
    const page = await html(`${productsOf(market)}/protein/whey-protein`);
    const video = /<video[^>]*controls[^>]*>([\s\S]*?)<\/video>/.exec(page);
    expect(video, 'a video with controls').not.toBeNull();
    expect(video![0]).toContain('crossorigin="anonymous"');
    const tracks = [...video![1]!.matchAll(/<track kind="captions" src="([^"]+)" srcLang="([^"]+)" label="([^"]+)"( default="")?\/>/g)];
    expect(tracks.map((track) => track[2]).sort()).toEqual(['de', 'en', 'fr', 'it', 'nl']);
    const defaults = tracks.filter((track) => track[4]);
    expect(defaults.map((track) => track[2])).toEqual([market.language]);
    // The default track is the first, and every file is a WebVTT upload of the content service.
    expect(tracks[0]![4]).toBeTruthy();
    for (const [, src] of tracks) expect(src).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/videos\/brand-loop-(nl|de|en|it|fr)\.vtt$/);
  });

  test('the tracks the page names are served as WebVTT in their language', async () => {
    const page = await html('/de/produkte/protein/whey-protein');
    const src = /<track kind="captions" src="([^"]+)" srcLang="de"/.exec(page)?.[1];
    const response = await fetch(src!);
    expect(response.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await response.text()).toContain('Shaker');
  });
});

describe('quick view on product carousels', () => {
  test('each quick-view button sits in an absolutely placed corner box above the card link, and is no longer relative', async () => {
    const page = await html('/producten/protein/whey-protein');
    const buttons = [...page.matchAll(/<div class="([^"]*)"><button type="button" aria-haspopup="dialog" aria-label="[^"]*"[^>]*class="([^"]*)"[^>]*data-testid="quick-view"/g)];
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.length).toBe((page.match(/data-testid="quick-view"/g) ?? []).length);
    for (const [, corner, button] of buttons) {
      expect(corner!.split(' ')).toEqual(expect.arrayContaining(['absolute', 'bottom-2', 'right-2', 'z-10']));
      expect(button!.split(' ')).not.toContain('relative');
      expect(button!.split(' ')).toContain('min-h-11');
    }
  });
});

/** Class attributes holding two classes that set the same thing (tailwind-merge would drop one). */
function conflictingClassLists(page: string): string[] {
  return [...new Set([...page.matchAll(/\sclass="([^"]*)"/g)].map((match) => match[1]!))].filter((value) => {
    const classes = value.split(/\s+/).filter(Boolean);
    return twMerge(classes.join(' ')).split(' ').filter(Boolean).length !== classes.length;
  });
}

describe('no element renders conflicting classes', () => {
  const CANONICAL = [
    '/',
    '/products',
    '/products/protein',
    '/products/all?sort=price-desc&minPrice=10&filter=%7B%22available%22%3Atrue%7D',
    '/products/protein/whey-protein',
    '/products/protein/vegan-protein',
    '/products/snacks/protein-bar',
    '/products/vitamins/vitamin-box-monthly',
    '/search?q=whey',
    '/fitblog',
    '/fitblog/nutrition/vitamin-d-in-winter',
    '/recipes',
    '/recipes/breakfast/overnight-protein-oats',
    '/about-us',
  ];
  for (const market of MARKETS.filter((candidate) => ['nl_nl', 'de_de'].includes(candidate.id))) {
    test(`${market.id}: every page type`, async () => {
      const found: string[] = [];
      for (const path of CANONICAL) {
        const localized = path.replace(/^\/(products|recipes)/, (_, key: 'products' | 'recipes') => `/${segmentWord(key, market)}`);
        const page = await html(`${prefixOf(market)}${localized === '/' && prefixOf(market) ? '' : localized}`);
        found.push(...conflictingClassLists(page).map((value) => `${path}: ${value}`));
      }
      expect(found).toEqual([]);
    });
  }
});
