import {describe, expect, it} from 'vitest';
import {formatMoney, formatNumber, WRITTEN_OUT_LOCALES} from '~/markets/format';
import {MARKETS} from '~/markets/markets';

// Amounts of every kind a price, a total or a discount can be: whole cents, half-cent ties (Intl rounds the
// shortest decimal form half away from zero: 1.005 → 1.01), negatives, zero and minus zero, every digit count
// up to the grouping edges, and values past what the table writes out (those go to Intl).
function amounts(): number[] {
  const values = new Set<number>([0, -0, 0.001, -0.001, 0.005, -0.005, 1e-7, 1e15, 1e21, 1.5e300, -1e22]);
  for (let cents = 0; cents <= 3000; cents += 7) values.add(cents / 100);
  for (let digits = 1; digits <= 18; digits++) {
    const base = 10 ** digits;
    for (const value of [base - 1, base, base + 0.5, base * 1.2345, base - 0.005, base + 0.995]) {
      values.add(value);
      values.add(-value);
    }
  }
  for (let thousandths = 5; thousandths < 20000; thousandths += 130) values.add(thousandths / 1000);
  for (const tie of [1.005, 2.675, 1.115, 0.125, 1.255, 10.235, 0.045, 999.995, 9999.995, 99999.995, 12.344999999999999, 0.9949999999999999]) {
    values.add(tie);
    values.add(-tie);
  }
  return [...values];
}

describe('numbers in the markets’ conventions without Intl (its first call loads ICU data in the browser)', () => {
  it('every market’s site locale is written out', () => {
    for (const market of MARKETS) expect(WRITTEN_OUT_LOCALES).toContain(market.siteLocale);
  });

  for (const siteLocale of WRITTEN_OUT_LOCALES) {
    it(`${siteLocale}: euro amounts read as Intl writes them`, () => {
      const intl = new Intl.NumberFormat(siteLocale, {style: 'currency', currency: 'EUR'});
      for (const value of amounts()) {
        expect(formatMoney({amount: String(value), currencyCode: 'EUR'}, siteLocale), String(value)).toBe(
          intl.format(Number(String(value))),
        );
      }
    });

    it(`${siteLocale}: averages (one decimal) and counts read as Intl writes them`, () => {
      const average = new Intl.NumberFormat(siteLocale, {minimumFractionDigits: 1, maximumFractionDigits: 1});
      const count = new Intl.NumberFormat(siteLocale);
      for (const value of amounts()) {
        expect(formatNumber(value, siteLocale, {min: 1, max: 1}), String(value)).toBe(average.format(value));
        expect(formatNumber(value, siteLocale), String(value)).toBe(count.format(value));
      }
    });
  }

  it('fraction digits left out take Intl\'s defaults (min 0; max 3, or min when more)', () => {
    const options: Array<{min?: number; max?: number}> = [{}, {min: 0}, {min: 1}, {min: 2}, {min: 4}, {min: 5}, {max: 0}, {max: 1}, {max: 5}];
    for (const siteLocale of WRITTEN_OUT_LOCALES) {
      for (const {min, max} of options) {
        const intl = new Intl.NumberFormat(siteLocale, {minimumFractionDigits: min, maximumFractionDigits: max});
        for (const value of [0, 1.5, 1234.56789, -0.0004, 12.3456789, 100000.125]) {
          expect(formatNumber(value, siteLocale, {min, max}), `${siteLocale} ${value} ${min} ${max}`).toBe(intl.format(value));
        }
      }
    }
  });

  it('amount strings as the Storefront API sends them, and ones no number can be read from', () => {
    for (const amount of ['12.9', '12.90', '0.0', '1234567.5', '-3.25', '', ' 4 ', 'abc', 'NaN', 'Infinity', '1e3']) {
      for (const siteLocale of WRITTEN_OUT_LOCALES) {
        expect(formatMoney({amount, currencyCode: 'EUR'}, siteLocale), amount).toBe(
          new Intl.NumberFormat(siteLocale, {style: 'currency', currency: 'EUR'}).format(Number(amount)),
        );
      }
    }
  });

  it('another currency or locale goes to Intl', () => {
    expect(formatMoney({amount: '1234.5', currencyCode: 'USD'}, 'de-DE')).toBe('1.234,50\u00a0$');
    expect(formatMoney({amount: '1234.5', currencyCode: 'EUR'}, 'es-ES')).toBe(
      new Intl.NumberFormat('es-ES', {style: 'currency', currency: 'EUR'}).format(1234.5),
    );
    expect(formatNumber(12345.5, 'pl-PL')).toBe(new Intl.NumberFormat('pl-PL').format(12345.5));
  });
});
