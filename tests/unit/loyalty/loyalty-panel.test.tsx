import {describe, expect, test} from 'vitest';
import {LoyaltyPanel} from '~/components/loyalty/LoyaltyPanel';
import {LOYALTY_STRINGS} from '~/components/loyalty/strings';
import {renderInRoute} from '../../support/render';

describe('LoyaltyPanel on the server', () => {
  test('renders a labelled section in the market language, no data, and (for no JavaScript) that it needs it', async () => {
    const html = await renderInRoute(<LoyaltyPanel />, {marketId: 'de_de'});
    expect(html).toContain('aria-labelledby="loyalty-heading"');
    expect(html).toContain('Prämienprogramm');
    expect(html).toContain('data-status="loading"');
    // "Loading" is said only once the page runs script (it would never end without); until then a <noscript>.
    expect(html).toContain('<noscript><p>Deine Punkte und Prämien brauchen JavaScript.');
    expect(html).not.toContain('Deine Punkte werden geladen');
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
