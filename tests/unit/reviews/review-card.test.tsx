// Review cards (spec §2 Reviews section, §5 green card rule, §9 star image 124×24 and logo 144×36): what a shopper
// sees and a screen reader says, in the market's language.
import {describe, expect, test} from 'vitest';
import {renderInRoute} from '../../support/render';
import {ProviderLogo, ReviewCard, Stars} from '~/components/reviews/ReviewCard';
import {REVIEW_STRINGS} from '~/components/reviews/strings';
import {REVIEW_SORT_KEYS, type Review} from '~/reviews/reviews';

const review = (stars: Review['stars'], text: string): Review => ({
  id: `r-${stars}-${text.length}`,
  stars,
  text,
  consumer: {displayName: 'Lukas Becker'},
  createdAt: '2026-10-01T08:00:00.000Z',
  experiencedAt: '2026-09-28T00:00:00.000Z',
});

const card = (value: Review, marketId = 'nl_nl') =>
  renderInRoute(<ReviewCard review={value} dateLabel="Gisteren" />, {marketId});

describe('ReviewCard', () => {
  test('shows the name, the text, the date label and the stars', async () => {
    const html = await card(review(4, 'Lost goed op in water, smaakt prima.'));
    expect(html).toContain('Lukas Becker');
    expect(html).toContain('Lost goed op in water, smaakt prima.');
    expect(html).toMatch(/<time[^>]*dateTime="2026-09-28T00:00:00.000Z"[^>]*>Gisteren<\/time>/);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="4 van 5 sterren"[^>]*width="124"[^>]*height="24"/);
  });

  test('green only for five stars with a text under 100 characters', async () => {
    const highlighted = async (value: Review) => /data-highlighted=""/.test(await card(value));
    expect(await highlighted(review(5, 'x'.repeat(99)))).toBe(true);
    expect(await highlighted(review(5, 'x'.repeat(100)))).toBe(false);
    expect(await highlighted(review(4, 'x'.repeat(10)))).toBe(false);
    expect(await card(review(5, 'Top!'))).toContain('bg-green-100');
    expect(await card(review(4, 'Top!'))).not.toContain('bg-green-100');
  });

  test('the stars are named in every language', async () => {
    const labels = {
      nl_nl: '3 van 5 sterren',
      de_de: '3 von 5 Sternen',
      eu_en: '3 out of 5 stars',
      it_it: '3 stelle su 5',
      fr_fr: '3 étoiles sur 5',
    };
    for (const [marketId, label] of Object.entries(labels)) {
      expect(await renderInRoute(<Stars stars={3} />, {marketId})).toContain(`aria-label="${label}"`);
    }
  });

  test('the provider logo is an inline 144×36 image with a name, no external URL', async () => {
    const html = await renderInRoute(<ProviderLogo />, {marketId: 'de_de'});
    expect(html).toMatch(
      /<svg[^>]*role="img"[^>]*aria-label="Bewertungen auf Trustpilot"[^>]*width="144"[^>]*height="36"/,
    );
    expect(html).not.toMatch(/https?:/);
  });
});

describe('review strings', () => {
  test('every language has every word, and a label for each spec §7 sort key', () => {
    const words = (strings: object): string[] =>
      Object.entries(strings).flatMap(([key, value]) =>
        typeof value === 'string' ? [key] : words(value as object).map((inner) => `${key}.${inner}`),
      );
    const english = words(REVIEW_STRINGS.en).sort();
    expect(Object.keys(REVIEW_STRINGS.en.sorts).sort()).toEqual([...REVIEW_SORT_KEYS].sort());
    for (const [language, strings] of Object.entries(REVIEW_STRINGS)) {
      expect(words(strings).sort(), language).toEqual(english);
      for (const text of Object.values(strings.sorts)) expect(text.trim(), language).not.toBe('');
    }
  });
});
