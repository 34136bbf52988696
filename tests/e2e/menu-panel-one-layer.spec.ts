// The menu panel is one state (spec §2; issue 8 item 9: search results and a navigation dropdown were open at
// once at 1280 px): opening one layer closes the others, by mouse (hover and click), keyboard (focus, Enter,
// typing) and touch. The rules themselves are unit-tested (tests/unit/context/menu-panel.test.ts).
import {expect, test, type Page} from '@playwright/test';

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the navigation dropdowns beside the search field exist from 1260 px');
});

function layers(page: Page) {
  const field = page.getByRole('searchbox', {name: 'Zoeken'});
  const results = page.getByRole('region', {name: 'Zoekresultaten'});
  const trigger = page.getByTestId('desktop-navigation').getByRole('button', {name: 'Producten'});
  /** The dropdown the trigger controls. */
  const openDropdown = async () => page.locator(`#${await trigger.getAttribute('aria-controls')}`);
  return {field, results, trigger, openDropdown};
}

async function showResults(page: Page) {
  const {field, results} = layers(page);
  await field.fill('whey');
  await expect(results.getByTestId('search-panel-result').first()).toBeVisible();
}

test.describe('nl at 1280 px', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
  });

  test('mouse: hovering a dropdown while results show closes them; typing again closes the dropdown', async ({page}) => {
    const {field, results, trigger, openDropdown} = layers(page);
    const dropdown = await openDropdown();
    await showResults(page);
    await trigger.hover();
    await expect(dropdown).toBeVisible();
    await expect(results).toBeHidden();
    await expect(field).toBeFocused();

    await field.press('End');
    await page.keyboard.type(' protein');
    await expect(results).toBeVisible();
    await expect(dropdown).toBeHidden();
  });

  test('mouse: clicking a dropdown closes the results; clicking the field closes the dropdown', async ({page}) => {
    const {field, results, trigger, openDropdown} = layers(page);
    const dropdown = await openDropdown();
    await showResults(page);
    await trigger.click();
    await expect(dropdown).toBeVisible();
    await expect(results).toBeHidden();

    await field.click();
    await expect(dropdown).toBeHidden();
    await page.keyboard.type(' protein');
    await expect(results).toBeVisible();
    await expect(dropdown).toBeHidden();
  });

  test('keyboard: Enter on a dropdown closes the results; focusing the field closes the dropdown', async ({page}) => {
    const {field, results, trigger, openDropdown} = layers(page);
    const dropdown = await openDropdown();
    await showResults(page);
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toBeVisible();
    await expect(results).toBeHidden();

    await field.focus();
    await expect(dropdown).toBeHidden();
    await page.keyboard.type('s');
    await expect(results).toBeVisible();
    await expect(dropdown).toBeHidden();
    await expect(page.locator('body')).toHaveAttribute('data-menu', 'open');
  });
});

test.describe('nl at 1280 px on a touch screen', () => {
  test.use({hasTouch: true});

  test('touch: tapping a dropdown closes the results; tapping the field closes the dropdown', async ({page}) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const {field, results, trigger, openDropdown} = layers(page);
    const dropdown = await openDropdown();
    await field.tap();
    await page.keyboard.type('whey');
    await expect(results.getByTestId('search-panel-result').first()).toBeVisible();

    await trigger.tap();
    await expect(dropdown).toBeVisible();
    await expect(results).toBeHidden();

    await field.tap();
    await expect(dropdown).toBeHidden();
    await page.keyboard.type(' protein');
    await expect(results).toBeVisible();
    await expect(dropdown).toBeHidden();
  });
});
