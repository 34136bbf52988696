import {describe, expect, test} from 'vitest';
import {LoyaltyPanel} from '~/components/loyalty/LoyaltyPanel';
import {LOYALTY_STRINGS} from '~/components/loyalty/strings';
import {renderInRoute} from '../../support/render';

describe('LoyaltyPanel on the server', () => {
  test('renders a labelled section with a loading status in the market language, and no data', async () => {
    const html = await renderInRoute(<LoyaltyPanel />, {marketId: 'de_de'});
    expect(html).toContain('aria-labelledby="loyalty-heading"');
    expect(html).toContain('Prämienprogramm');
    expect(html).toContain('role="status"');
    expect(html).toContain('Deine Punkte werden geladen');
    expect(html).toContain('data-status="loading"');
  });

  test('Belgian markets use their language', async () => {
    expect(await renderInRoute(<LoyaltyPanel />, {marketId: 'fr_be'})).toContain('Programme de fidélité');
    expect(await renderInRoute(<LoyaltyPanel />, {marketId: 'nl_be'})).toContain('Spaarprogramma');
  });

  test('every language has every string, placeholders kept', () => {
    const keys = Object.keys(LOYALTY_STRINGS.en).sort();
    for (const [language, strings] of Object.entries(LOYALTY_STRINGS)) {
      expect(Object.keys(strings).sort(), language).toEqual(keys);
      for (const key of keys) {
        const wanted = LOYALTY_STRINGS.en[key as keyof typeof strings].match(/\{\w+\}/g)?.sort();
        expect(strings[key as keyof typeof strings].match(/\{\w+\}/g)?.sort(), `${language}.${key}`).toEqual(wanted);
        expect(strings[key as keyof typeof strings].trim(), `${language}.${key}`).not.toBe('');
      }
    }
  });
});
