// The geolocation prompt's rule (app/markets/geolocation.ts): the visitor's country from the edge's headers, and
// the market suggested for it on each market.
import {describe, expect, test} from 'vitest';
import {buyerCountry, suggestedMarket} from '~/markets/geolocation';
import {MARKETS, type MarketId} from '~/markets/markets';

const market = (id: MarketId) => MARKETS.find((candidate) => candidate.id === id)!;

describe('buyerCountry', () => {
  test('Oxygen’s header first, then Cloudflare’s, then the fallback; upper-cased', () => {
    expect(buyerCountry(new Headers({'oxygen-buyer-country': 'de', 'cf-ipcountry': 'FR'}), 'IT')).toBe('DE');
    expect(buyerCountry(new Headers({'cf-ipcountry': 'FR'}), 'IT')).toBe('FR');
    expect(buyerCountry(new Headers(), ' it ')).toBe('IT');
    expect(buyerCountry(new Headers())).toBeNull();
  });

  test('anything that is not two letters, and Cloudflare’s unknown and Tor codes, is no country', () => {
    for (const value of ['', 'D', 'DEU', '1A', 'X-', '<b>', 'XX', 'T1', 'd e']) {
      expect(buyerCountry(new Headers({'oxygen-buyer-country': value}), null), value).toBeNull();
    }
    // A bad header does not hide a good one after it, nor the fallback.
    expect(buyerCountry(new Headers({'oxygen-buyer-country': 'XX', 'cf-ipcountry': 'NL'}))).toBe('NL');
    expect(buyerCountry(new Headers({'oxygen-buyer-country': 'nope'}), 'BE')).toBe('BE');
    expect(buyerCountry(new Headers(), 'Germany')).toBeNull();
  });
});

describe('suggestedMarket', () => {
  test('a country with a market of its own is suggested that market, from any other market', () => {
    for (const [country, id] of [
      ['NL', 'nl_nl'],
      ['DE', 'de_de'],
      ['IT', 'it_it'],
      ['FR', 'fr_fr'],
    ] as const) {
      for (const current of MARKETS) {
        expect(suggestedMarket(country, current)?.id ?? null, `${country} on ${current.id}`).toBe(
          current.id === id ? null : id,
        );
      }
    }
  });

  test('Belgium: French or Dutch by the visitor’s languages; on either Belgian market nothing', () => {
    expect(suggestedMarket('BE', market('nl_nl'), 'fr-BE,fr;q=0.9,nl;q=0.5')?.id).toBe('fr_be');
    expect(suggestedMarket('BE', market('fr_fr'), 'nl-BE,nl;q=0.9,fr;q=0.8')?.id).toBe('nl_be');
    expect(suggestedMarket('BE', market('de_de'), 'en-US,nl;q=0.3,fr;q=0.7')?.id).toBe('fr_be');
    expect(suggestedMarket('BE', market('de_de'), 'de-DE')?.id).toBe('nl_be');
    expect(suggestedMarket('BE', market('de_de'), 'fr;q=0,nl;q=0.1')?.id).toBe('nl_be');
    expect(suggestedMarket('BE', market('de_de'), null)?.id).toBe('nl_be');
    expect(suggestedMarket('BE', market('nl_be'), 'fr')).toBeNull();
    expect(suggestedMarket('BE', market('fr_be'), 'nl')).toBeNull();
  });

  test('another European country is suggested Europe (English); there, outside Europe and without a country, nothing', () => {
    expect(suggestedMarket('ES', market('nl_nl'))?.id).toBe('eu_en');
    expect(suggestedMarket('AT', market('de_de'))?.id).toBe('eu_en');
    expect(suggestedMarket('GB', market('fr_be'))?.id).toBe('eu_en');
    expect(suggestedMarket('ES', market('eu_en'))).toBeNull();
    // MiniOxygen (dev, previews) reports every visitor as from the US: no market of ours to offer.
    for (const country of ['US', 'CA', 'JP', 'BR', 'ZA']) expect(suggestedMarket(country, market('nl_nl'))).toBeNull();
    expect(suggestedMarket(null, market('nl_nl'))).toBeNull();
  });
});
