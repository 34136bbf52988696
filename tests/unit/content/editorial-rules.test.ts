// The fit blog and recipe overviews as rules (app/content/editorial.ts, README "Fit blog and recipes"): what is
// listed (spec §4 Lists, §5), the URL's tags and page, page counts and clamping, the URL of every view.
import {describe, expect, test} from 'vitest';
import {
  entryPath,
  hasTag,
  isListed,
  listedCount,
  listRequestFrom,
  listSearch,
  MAX_PAGE,
  offeredTags,
  pageCount,
  pageRedirect,
  pageWindow,
  PAGE_SIZES,
  productHighlights,
  selectedTags,
  skipFor,
  toggledTags,
} from '~/content/editorial';

const query = (search: string) => listRequestFrom(new URLSearchParams(search));
const tag = (slug: string, name = slug) => ({id: `id-${slug}`, slug, name});

describe('spec §4 Lists and §5: what an overview lists', () => {
  const article = {slug: 'eiwit', heading: 'Eiwit', publicationDate: '2024-05-01', tags: []};

  test('an article needs a publication date, a non-empty slug and a non-blank heading', () => {
    expect(isListed('fitblog', article)).toBe(true);
    expect(isListed('fitblog', {...article, publicationDate: null})).toBe(false);
    expect(isListed('fitblog', {...article, slug: ''})).toBe(false);
    expect(isListed('fitblog', {...article, slug: null})).toBe(false);
    expect(isListed('fitblog', {...article, slug: '  '})).toBe(false);
    expect(isListed('fitblog', {...article, heading: ' \n '})).toBe(false);
    expect(isListed('fitblog', {...article, heading: null})).toBe(false);
  });

  test('a recipe needs a publication date and a non-empty slug; its heading is not a listing rule', () => {
    expect(isListed('recipes', {...article, heading: ''})).toBe(true);
    expect(isListed('recipes', {...article, slug: ''})).toBe(false);
    expect(isListed('recipes', {...article, publicationDate: undefined})).toBe(false);
  });
});

describe('spec §2: an entry lives under its first tag or all', () => {
  test('paths and the tag segment', () => {
    expect(entryPath('fitblog', {slug: 'eiwit', tags: [{slug: null}, {slug: 'training'}, {slug: 'vegan'}]})).toBe(
      '/fitblog/training/eiwit',
    );
    expect(entryPath('recipes', {slug: 'oats', tags: []})).toBe('/recipes/all/oats');
    expect(entryPath('recipes', {slug: '', tags: []})).toBeNull();
    expect(hasTag([{slug: 'training'}, {slug: 'vegan'}], 'vegan')).toBe(true);
    expect(hasTag([{slug: 'training'}], 'all')).toBe(true);
    expect(hasTag([{slug: 'training'}], 'vegan')).toBe(false);
    expect(hasTag([], 'all')).toBe(true);
  });
});

describe('the URL: `?tag=<slug>&tag=<slug>&page=<n>`', () => {
  test('tags in the order given, each once; no page is page 1', () => {
    expect(query('')).toEqual({tags: [], page: 1});
    expect(query('tag=vegan&tag=training&tag=vegan')).toEqual({tags: ['vegan', 'training'], page: 1});
    expect(query('page=3&tag=training')).toEqual({tags: ['training'], page: 3});
  });

  test.each(['0', '-1', '2.5', '02', '1e3', '', ' 2', 'abc', '%zz', String(MAX_PAGE + 1), '99999999999999999999'])(
    'page=%j is unreadable (null)',
    (value) => {
      expect(query(`page=${value}`).page).toBeNull();
    },
  );

  test('two page numbers are unreadable; the highest readable page is MAX_PAGE', () => {
    expect(query('page=2&page=3').page).toBeNull();
    expect(query(`page=${MAX_PAGE}`).page).toBe(MAX_PAGE);
  });

  test('a view written out: tags first, the page only beyond the first', () => {
    expect(listSearch([])).toBe('');
    expect(listSearch([], 1)).toBe('');
    expect(listSearch([], 2)).toBe('?page=2');
    expect(listSearch(['training', 'vegan'], 3)).toBe('?tag=training&tag=vegan&page=3');
    expect(listSearch(['fit & gezond'])).toBe('?tag=fit+%26+gezond');
  });
});

describe('tag filters', () => {
  const entries = [
    {tags: [tag('vegan', 'Vegan'), tag('training', 'Training')]},
    {tags: [tag('nutrition', 'Voeding'), {id: 'x', slug: '', name: 'Leeg'}, {id: 'y', slug: null, name: null}]},
    {tags: [tag('training', 'Training')]},
  ];

  test('offered: each tag of a listed entry once, by name in the market language; tags without slug left out', () => {
    expect(offeredTags(entries, 'nl').map((t) => t.slug)).toEqual(['training', 'vegan', 'nutrition']);
    expect(
      offeredTags([{tags: [tag('b', 'Éclair'), tag('a', 'Zucker'), tag('c', 'eau')]}], 'fr').map((t) => t.name),
    ).toEqual(['eau', 'Éclair', 'Zucker']);
    expect(offeredTags([], 'nl')).toEqual([]);
  });

  test('selected: the requested tags in the offered order; any unknown slug is null (a 404)', () => {
    const offered = offeredTags(entries, 'nl');
    expect(selectedTags(['vegan', 'training'], offered)?.map((t) => t.slug)).toEqual(['training', 'vegan']);
    expect(selectedTags([], offered)).toEqual([]);
    expect(selectedTags(['training', 'nope'], offered)).toBeNull();
    expect(selectedTags(['Training'], offered)).toBeNull();
    expect(selectedTags([''], offered)).toBeNull();
  });

  test('a filter link adds its tag or, when selected, removes it; the result in offered order', () => {
    const offered = [tag('training'), tag('vegan'), tag('nutrition')];
    expect(toggledTags([], 'vegan', offered)).toEqual(['vegan']);
    expect(toggledTags(['nutrition'], 'training', offered)).toEqual(['training', 'nutrition']);
    expect(toggledTags(['training', 'vegan'], 'training', offered)).toEqual(['vegan']);
    expect(toggledTags(['vegan'], 'vegan', offered)).toEqual([]);
  });
});

describe('paging', () => {
  test('page sizes: six a page for both overviews', () => {
    expect(PAGE_SIZES).toEqual({fitblog: 6, recipes: 6});
  });

  test('the page count rounds up; an empty list still has one page', () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(1, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
    expect(pageCount(15, 6)).toBe(3);
  });

  test('the count of listed entries with any of the tags (all without tags)', () => {
    const entries = [{tags: [tag('training'), tag('vegan')]}, {tags: [tag('vegan')]}, {tags: []}];
    expect(listedCount(entries, [])).toBe(3);
    expect(listedCount(entries, ['id-vegan'])).toBe(2);
    expect(listedCount(entries, ['id-training', 'id-vegan'])).toBe(2);
    expect(listedCount(entries, ['id-nope'])).toBe(0);
  });

  test('the page numbers shown: first, last, two either side of the current; a gap never hides one page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 7)).toEqual([1, 2, 3, null, 7]);
    expect(pageWindow(5, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20]);
  });

  test('page n skips the first (n-1)·size entries', () => {
    expect(skipFor(1, 6)).toBe(0);
    expect(skipFor(3, 6)).toBe(12);
  });

  test('a page beyond the last goes to the last, an unreadable one to the first; filters kept', () => {
    const tags = [tag('training')];
    expect(pageRedirect({tags: ['training'], page: 2}, tags, 2)).toBeNull();
    expect(pageRedirect({tags: ['training'], page: 3}, tags, 2)).toBe('?tag=training&page=2');
    expect(pageRedirect({tags: [], page: 9}, [], 1)).toBe('');
    expect(pageRedirect({tags: ['training'], page: null}, tags, 3)).toBe('?tag=training');
    expect(pageRedirect({tags: [], page: 1}, [], 1)).toBeNull();
  });
});

describe('spec §3 show{product}O and {product}OIsWhite', () => {
  test('the shown products in a fixed order, each white or in colour', () => {
    expect(productHighlights({})).toEqual([]);
    expect(productHighlights({showProteinBarO: true, showWheyProteinO: true, wheyProteinOIsWhite: true})).toEqual([
      {product: 'wheyProtein', path: '/products/protein/whey-protein', white: true},
      {product: 'proteinBar', path: '/products/snacks/protein-bar', white: false},
    ]);
  });

  test('a white flag alone shows nothing; null flags are off', () => {
    expect(productHighlights({veganProteinOIsWhite: true, showVeganProteinO: null})).toEqual([]);
    expect(productHighlights({showVeganProteinO: true, veganProteinOIsWhite: null})).toEqual([
      {product: 'veganProtein', path: '/products/protein/vegan-protein', white: false},
    ]);
  });
});
