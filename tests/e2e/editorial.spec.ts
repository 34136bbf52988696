// The fit blog and recipes in a real browser (README "Fit blog and recipes"): tag filters and paging in nl and
// de, an article and a recipe by their localized URLs, and the filters and paging without JavaScript.
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {pageReady} from '../support/page-ready';

const topics = (page: Page, label: string) => page.getByRole('navigation', {name: label});
const paging = (page: Page, label: string) => page.getByRole('navigation', {name: label});
const cards = (page: Page) => page.locator('main article h2 a');

test('nl: filter the fit blog by a tag, page through it, and clear the filter', async ({page}) => {
  await page.goto('/fitblog');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Fitblog');
  await expect(page.getByTestId('editorial-count')).toHaveText('15 artikelen · Pagina 1 van 3');
  await expect(cards(page)).toHaveCount(6);
  await pageReady(page);

  await topics(page, 'Onderwerpen').getByRole('link', {name: 'Training'}).click();
  await expect(page).toHaveURL(/\/fitblog\?tag=training$/);
  await expect(page.getByTestId('editorial-count')).toHaveText('7 artikelen · Pagina 1 van 2');
  await expect(topics(page, 'Onderwerpen').getByRole('link', {name: 'Training'})).toHaveAttribute(
    'aria-current',
    'true',
  );

  await paging(page, 'Paginering').getByRole('link', {name: 'Volgende pagina'}).click();
  await expect(page).toHaveURL(/\/fitblog\?tag=training&page=2$/);
  await expect(page.getByTestId('editorial-count')).toHaveText('7 artikelen · Pagina 2 van 2');
  await expect(cards(page)).toHaveCount(1);
  await expect(paging(page, 'Paginering').getByRole('link', {name: 'Pagina 2'})).toHaveAttribute(
    'aria-current',
    'page',
  );

  // A second tag widens the list (any of the tags) and starts again at page 1.
  await topics(page, 'Onderwerpen').getByRole('link', {name: 'Vegan'}).click();
  await expect(page).toHaveURL(/\/fitblog\?tag=training&tag=vegan$/);
  await expect(page.getByTestId('editorial-count')).toHaveText('8 artikelen · Pagina 1 van 2');

  await topics(page, 'Onderwerpen').getByRole('link', {name: 'Alle onderwerpen'}).click();
  await expect(page).toHaveURL(/\/fitblog$/);
  await expect(page.getByTestId('editorial-count')).toHaveText('15 artikelen · Pagina 1 van 3');
});

test('de: paging, then a tag filter, in German words; a page beyond the last lands on the last', async ({page}) => {
  await page.goto('/de/fitblog');
  await pageReady(page);
  await paging(page, 'Seitennavigation').getByRole('link', {name: 'Seite 3'}).click();
  await expect(page).toHaveURL(/\/de\/fitblog\?page=3$/);
  await expect(page.getByTestId('editorial-count')).toHaveText('15 Artikel · Seite 3 von 3');
  await expect(cards(page)).toHaveCount(3);
  await paging(page, 'Seitennavigation').getByRole('link', {name: 'Vorherige Seite'}).click();
  await expect(page).toHaveURL(/\/de\/fitblog\?page=2$/);

  await topics(page, 'Themen').getByRole('link', {name: 'Ernährung'}).click();
  await expect(page).toHaveURL(/\/de\/fitblog\?tag=nutrition$/);
  await expect(page.getByTestId('editorial-count')).toHaveText('8 Artikel · Seite 1 von 2');
  for (const href of await cards(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^\/de\/fitblog\//);
  }

  await page.goto('/de/fitblog?tag=nutrition&page=9');
  await expect(page).toHaveURL(/\/de\/fitblog\?tag=nutrition&page=2$/);
  await expect(cards(page)).toHaveCount(2);

  const response = await page.goto('/de/fitblog?tag=gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});

test('de: an article by its localized URL, its tag leads to the filtered overview', async ({page}) => {
  await page.goto('/de/fitblog/training/protein-after-training');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Warum Eiweiß nach dem Training zählt');
  await expect(page.locator('main time')).toHaveText('4 November 2024');
  await expect(page.getByText('5 Min. Lesezeit')).toBeVisible();
  await expect(page.getByRole('heading', {level: 2, name: 'Empfohlenes Produkt'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Whey Protein ansehen'})).toHaveAttribute(
    'href',
    '/de/produkte/protein/whey-protein',
  );
  await pageReady(page);
  await page.getByRole('list', {name: 'Themen'}).getByRole('link', {name: 'Ernährung'}).click();
  await expect(page).toHaveURL(/\/de\/fitblog\?tag=nutrition$/);
  await expect(topics(page, 'Themen').getByRole('link', {name: 'Ernährung'})).toHaveAttribute('aria-current', 'true');
});

test('recipes by their localized URLs: /de/rezepte and /fr/recettes', async ({page}) => {
  await page.goto('/de/rezepte');
  await expect(page.getByTestId('editorial-count')).toHaveText('8 Rezepte · Seite 1 von 2');
  await pageReady(page);
  await cards(page).filter({hasText: 'Schoko-Protein-Pancakes'}).click();
  await expect(page).toHaveURL(/\/de\/rezepte\/breakfast\/chocolate-protein-pancakes$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Schoko-Protein-Pancakes');
  await expect(page.locator('main time')).toHaveText('28 Oktober 2024');
  await expect(page.getByText(/Lesezeit/)).toHaveCount(0);

  await page.goto('/fr/recettes/snacks/protein-hummus');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Houmous protéiné');
  await expect(page.locator('main time')).toHaveText('5 août 2024');
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('nl and de: the filters and the paging are links that work', async ({page}) => {
    await page.goto('/fitblog');
    await topics(page, 'Onderwerpen').getByRole('link', {name: 'Lifestyle'}).click();
    await expect(page).toHaveURL(/\/fitblog\?tag=lifestyle$/);
    await expect(page.getByTestId('editorial-count')).toHaveText('4 artikelen');
    await expect(page.getByRole('navigation', {name: 'Paginering'})).toHaveCount(0);
    await topics(page, 'Onderwerpen').getByRole('link', {name: 'Training'}).click();
    await expect(page).toHaveURL(/\/fitblog\?tag=lifestyle&tag=training$/);
    await expect(page.getByTestId('editorial-count')).toHaveText('10 artikelen · Pagina 1 van 2');
    await paging(page, 'Paginering').getByRole('link', {name: 'Volgende pagina'}).click();
    await expect(page).toHaveURL(/\/fitblog\?tag=lifestyle&tag=training&page=2$/);
    await expect(cards(page)).toHaveCount(4);

    await page.goto('/de/rezepte');
    await paging(page, 'Seitennavigation').getByRole('link', {name: 'Nächste Seite'}).click();
    await expect(page).toHaveURL(/\/de\/rezepte\?page=2$/);
    await expect(cards(page)).toHaveCount(2);
    await topics(page, 'Themen').getByRole('link', {name: 'Vegan'}).click();
    await expect(page).toHaveURL(/\/de\/rezepte\?tag=vegan$/);
    await expect(page.getByTestId('editorial-count')).toHaveText('5 Rezepte');
  });
});

// The new parts of these pages with axe (the rules of a11y.spec.ts, which audits the plain overview and entry
// pages in every market by rotation): filters selected, paging, the highlight badges (one white), a video.
test('accessibility: a filtered page, an article with highlights, one with a video, a recipe filter', async ({
  page,
}) => {
  const found: string[] = [];
  for (const path of [
    '/de/fitblog?tag=training&page=2',
    '/fitblog/training/protein-after-training',
    '/en/fitblog/all/strength-training-for-beginners',
    '/fr/recettes?tag=vegan&tag=snacks',
  ]) {
    await page.goto(path);
    await pageReady(page);
    const {violations} = await new AxeBuilder({page})
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    found.push(
      ...violations.map(
        (violation) => `${path}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
      ),
    );
  }
  expect(found).toEqual([]);
});
