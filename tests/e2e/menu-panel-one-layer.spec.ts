// The menu panel is one state (spec §2; issue 8 item 9: search results and a navigation dropdown were open at
// once at 1280 px): opening one layer closes the others, by mouse (hover and click), keyboard (focus, Enter,
// typing) and touch. The rules themselves are unit-tested (tests/unit/context/menu-panel.test.ts).
import {expect, test, type Locator, type Page} from '@playwright/test';
import {pageReady} from '../support/page-ready';

type Way = {
  /** Opens the dropdown from its trigger. */
  openDropdown: (trigger: Locator, page: Page) => Promise<void>;
  /** Goes back to the search field; `closesDropdown` when that alone closes the dropdown. */
  backToField: (field: Locator) => Promise<void>;
  closesDropdown: boolean;
  touch?: boolean;
};

const WAYS: Record<string, Way> = {
  // The reported case: the pointer rests on the menu while the field keeps focus; typing on closes the dropdown.
  'mouse hover, then typing on': {openDropdown: (trigger) => trigger.hover(), backToField: (field) => field.press('End'), closesDropdown: false},
  'mouse click': {openDropdown: (trigger) => trigger.click(), backToField: (field) => field.click(), closesDropdown: true},
  'keyboard (Enter, then focus)': {
    openDropdown: async (trigger, page) => {
      await trigger.focus();
      await page.keyboard.press('Enter');
    },
    backToField: (field) => field.focus(),
    closesDropdown: true,
  },
  'touch (taps)': {openDropdown: (trigger) => trigger.tap(), backToField: (field) => field.tap(), closesDropdown: true, touch: true},
};

for (const [name, way] of Object.entries(WAYS)) {
  test.describe(`nl at 1280 px, ${name}`, () => {
    test.use({hasTouch: Boolean(way.touch)});

    test('a dropdown closes the search results, and the search field closes the dropdown', async ({page}, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'the navigation dropdowns beside the search field exist from 1260 px');
      await page.goto('/');
      await pageReady(page);
      const field = page.getByRole('searchbox', {name: 'Zoeken'});
      const results = page.getByRole('region', {name: 'Zoekresultaten'});
      const trigger = page.getByTestId('desktop-navigation').getByRole('button', {name: 'Producten'});
      const dropdown = page.locator(`#${await trigger.getAttribute('aria-controls')}`);

      await field.fill('whey');
      await expect(results.getByTestId('search-panel-result').first()).toBeVisible();
      await way.openDropdown(trigger, page);
      await expect(dropdown).toBeVisible();
      await expect(results).toBeHidden();

      await way.backToField(field);
      if (way.closesDropdown) await expect(dropdown).toBeHidden();
      await page.keyboard.type(' protein');
      await expect(results).toBeVisible();
      await expect(dropdown).toBeHidden();
      await expect(page.locator('body')).toHaveAttribute('data-menu', 'open');
    });
  });
}
