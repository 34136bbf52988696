// The fit blog and recipes against the local services (app/content/editorial.server.ts, spec §7 AllArticles /
// AllRecipes, README "Fit blog and recipes"): the demo content lists 15 articles (three pages of six) and 8
// recipes (two pages), and leaves out those without a publication date, with an empty slug or a blank heading,
// and drafts.
import {describe, expect, test} from 'vitest';
import {editorialListSeo, loadEditorialEntry, loadEditorialList} from '~/content/editorial.server';
import type {EditorialKind} from '~/content/editorial';
import {settle, useAppHarness} from '../../support/app-context';

const app = useAppHarness();

async function list(kind: EditorialKind, path: string) {
  const context = await app.context(app.request(path));
  return settle(() => loadEditorialList(context, kind, new URL(path, 'http://localhost:3000')));
}

type ListBody = Awaited<ReturnType<typeof loadEditorialList>>;

describe('the fit blog overview', () => {
  test('newest first, six a page, 15 articles on three pages; the excluded cases are nowhere', async () => {
    const slugs: string[] = [];
    for (const page of [1, 2, 3]) {
      const {status, body} = await list('fitblog', `/fitblog${page > 1 ? `?page=${page}` : ''}`);
      expect(status).toBe(200);
      const view = body as ListBody;
      expect(view).toMatchObject({count: 15, page, pageCount: 3, selected: []});
      slugs.push(...view.items.map((item) => item.slug!));
      const dates = view.items.map((item) => item.publicationDate!);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    expect(slugs).toHaveLength(15);
    expect(slugs[0]).toBe('vitamin-d-in-winter');
    for (const excluded of ['creatine-myths', 'fibre', 'untitled-notes', 'new-year-goals', ''])
      expect(slugs).not.toContain(excluded);
  });

  test('tags any-in: one tag, then two (the union), in the offered order whatever the URL order', async () => {
    const training = (await list('fitblog', '/fitblog?tag=training')).body as ListBody;
    expect(training.count).toBe(7);
    expect(training.items.every((item) => item.tags.some((tag) => tag.slug === 'training'))).toBe(true);
    const both = (await list('fitblog', '/fitblog?tag=vegan&tag=training')).body as ListBody;
    expect(both.count).toBe(8);
    expect(both.selected).toEqual(['training', 'vegan']);
    expect(both.canonicalPath).toBe('/fitblog?tag=training&tag=vegan');
    // Offered: the tags of listed articles only (no recipe tags), by their German names in de.
    // meal-prep-sunday exists in nl and de only: Italian lists it through the nl fallback, and counts it.
    const italian: string[] = [];
    for (const page of [1, 2, 3]) {
      const view = (await list('fitblog', `/it/fitblog?page=${page}`)).body as ListBody;
      expect(view).toMatchObject({count: 15, pageCount: 3});
      italian.push(...view.items.map((item) => item.slug!));
    }
    expect(italian).toHaveLength(15);
    expect(italian).toContain('meal-prep-sunday');
    const german = (await list('fitblog', '/de/fitblog')).body as ListBody;
    expect(german.tags.map((tag) => tag.name)).toEqual(['Ernährung', 'Lifestyle', 'Training', 'Vegan']);
  });

  test('an unknown tag is a 404; a page beyond the last or an unreadable one redirects in the market words', async () => {
    expect((await list('fitblog', '/fitblog?tag=breakfast')).status).toBe(404);
    expect((await list('fitblog', '/fitblog?tag=training&tag=nope')).status).toBe(404);
    const beyond = await list('fitblog', '/de/fitblog?tag=training&page=7');
    expect(beyond.status).toBe(302);
    expect(beyond.headers.get('location')).toBe('/de/fitblog?tag=training&page=2');
    const malformed = await list('fitblog', '/fitblog?page=abc&tag=nutrition');
    expect(malformed.headers.get('location')).toBe('/fitblog?tag=nutrition');
    expect((await list('fitblog', '/fitblog?page=1')).headers.get('location')).toBe(null);
  });

  test('title, canonical and robots per view', async () => {
    const path = '/de/fitblog?tag=training&page=2';
    const context = await app.context(app.request(path));
    const view = await loadEditorialList(context, 'fitblog', new URL(path, 'http://localhost:3000'));
    const seo = editorialListSeo(context, view);
    expect(seo.title).toBe('Fitblog – Training – Seite 2 von 2');
    expect(seo.canonical).toBe('http://localhost:3000/de/fitblog?tag=training&page=2');
    expect(seo.noIndex).toBe(false);
    const pair = '/fitblog?tag=vegan&tag=training';
    const pairContext = await app.context(app.request(pair));
    const pairSeo = editorialListSeo(
      pairContext,
      await loadEditorialList(pairContext, 'fitblog', new URL(pair, 'http://localhost:3000')),
    );
    expect(pairSeo.noIndex).toBe(true);
  });
});

describe('the recipe overview', () => {
  test('8 recipes on two pages; in French at /fr/recettes the redirect uses recettes', async () => {
    const first = (await list('recipes', '/fr/recettes')).body as ListBody;
    expect(first).toMatchObject({count: 8, pageCount: 2, page: 1});
    expect(first.items).toHaveLength(6);
    expect(first.items.every((item) => item.timeToRead === null)).toBe(true);
    const beyond = await list('recipes', '/fr/recettes?page=3');
    expect(beyond.headers.get('location')).toBe('/fr/recettes?page=2');
    const vegan = (await list('recipes', '/fr/recettes?tag=vegan')).body as ListBody;
    expect(vegan.items.map((item) => item.slug)).toEqual([
      'peanut-butter-energy-balls',
      'berry-smoothie-bowl',
      'vegan-protein-brownies',
      'protein-hummus',
      'green-protein-smoothie',
    ]);
  });
});

describe('an article or recipe', () => {
  test('its fields, video and product highlights; under a tag not its own it is not found', async () => {
    const context = await app.context(app.request('/fitblog/training/strength-training-for-beginners'));
    const strength = (await loadEditorialEntry(context, 'fitblog', 'training', 'strength-training-for-beginners'))!;
    expect(strength).toMatchObject({heading: 'Krachttraining voor beginners', timeToRead: 8, highlights: []});
    expect(strength.video?.video?.mp4High).toMatch(/brand-loop-high\.mp4$/);
    const protein = (await loadEditorialEntry(context, 'fitblog', 'all', 'protein-after-training'))!;
    expect(protein.highlights).toEqual([
      {product: 'wheyProtein', path: '/products/protein/whey-protein', white: false},
      {product: 'proteinBar', path: '/products/snacks/protein-bar', white: true},
    ]);
    expect(await loadEditorialEntry(context, 'fitblog', 'vegan', 'protein-after-training')).toBeNull();
    expect(await loadEditorialEntry(context, 'fitblog', 'all', 'untitled-notes')).toBeNull();
    expect(await loadEditorialEntry(context, 'fitblog', 'all', 'creatine-myths')).toBeNull();
    expect(await loadEditorialEntry(context, 'fitblog', 'all', 'overnight-protein-oats')).toBeNull();
    const pancakes = (await loadEditorialEntry(context, 'recipes', 'breakfast', 'chocolate-protein-pancakes'))!;
    expect(pancakes).toMatchObject({timeToRead: null, highlights: [{product: 'wheyProtein', white: true}]});
  });
});
