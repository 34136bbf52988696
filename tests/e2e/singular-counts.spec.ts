// A count of one is said in the singular (README "Cart, menu panel and search"): "1 product found", never
// "1 products found". The count strings are plurals; each has its one-form beside it. A word the demo catalogue
// matches once ("shaker") and one it matches several times ("whey"), on the results page in every language and
// in the header's search panel.
import {expect, test} from '@playwright/test';
import {MARKETS} from '../../app/markets/markets';
import {pageReady} from '../support/page-ready';
import {marketPath} from '../support/page-types';
import {stringsFor} from '../support/strings';

const ONE_MARKET_PER_LANGUAGE = MARKETS.filter((market, index) => MARKETS.findIndex((other) => other.language === market.language) === index);

test('the search results page says one product found in the singular, more in the plural, in every language', async ({page}) => {
  for (const market of ONE_MARKET_PER_LANGUAGE) {
    const strings = stringsFor(market);
    await page.goto(marketPath(market, '/search?q=shaker'));
    await expect(page.locator('main').getByRole('status').filter({hasText: /\d/})).toHaveText(strings.searchResultCountOne);
    await page.goto(marketPath(market, '/search?q=whey'));
    await expect(page.locator('main').getByRole('status').filter({hasText: /\d/})).toHaveText(/^\d+ /);
    await expect(page.locator('main').getByRole('status').filter({hasText: /\d/})).not.toHaveText(/^1 /);
  }
  expect(ONE_MARKET_PER_LANGUAGE.map((market) => market.language).sort()).toEqual(['de', 'en', 'fr', 'it', 'nl']);
});

test('en: the header search panel announces one result in the singular', async ({page}) => {
  await page.goto('/en');
  await pageReady(page);
  await page.getByRole('searchbox', {name: 'Search'}).fill('shaker');
  const panel = page.getByRole('region', {name: 'Search results'});
  await expect(panel.getByTestId('search-panel-result')).toHaveCount(1);
  await expect(panel.getByRole('status')).toHaveText('1 product found');
});
