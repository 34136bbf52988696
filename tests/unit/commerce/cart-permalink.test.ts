// Issue 14 §4: cart permalinks /cart/{variant}:{qty},... are read before anything reaches the Storefront; every
// malformed spelling is one of the cart's own problems (never an exception, never a partial cart).
import {describe, expect, test} from 'vitest';
import {isDiscountLinkCode, parsePermalink} from '~/commerce/cart-permalink';

const gid = (id: string) => `gid://shopify/ProductVariant/${id}`;

describe('issue 14 §4 permalink lines', () => {
  test('well-formed links give their lines; the same variant twice is one line with the quantities added', () => {
    expect(parsePermalink('123:1')).toEqual({ok: true, lines: [{merchandiseId: gid('123'), quantity: 1}]});
    expect(parsePermalink('123:2,456:250')).toEqual({
      ok: true,
      lines: [
        {merchandiseId: gid('123'), quantity: 2},
        {merchandiseId: gid('456'), quantity: 250},
      ],
    });
    expect(parsePermalink('7:100,7:150')).toEqual({ok: true, lines: [{merchandiseId: gid('7'), quantity: 250}]});
    const many = Array.from({length: 250}, (_, index) => `${index + 1}:1`).join(',');
    expect(parsePermalink(many)).toMatchObject({ok: true});
  });

  test('spec §9 limits: 251 lines is too many; a quantity over 250 (alone or added up) or under 1 is invalid', () => {
    expect(parsePermalink(Array.from({length: 251}, (_, index) => `${index + 1}:1`).join(','))).toEqual({ok: false, problem: 'cartTooManyLines'});
    expect(parsePermalink('1:251')).toEqual({ok: false, problem: 'cartInvalidQuantity'});
    expect(parsePermalink('1:200,1:51')).toEqual({ok: false, problem: 'cartInvalidQuantity'});
    expect(parsePermalink('1:0')).toEqual({ok: false, problem: 'cartInvalidQuantity'});
    expect(parsePermalink('x'.repeat(10_000))).toEqual({ok: false, problem: 'cartTooManyLines'});
  });

  // Generated: every bad variant spelling × every bad quantity spelling, alone and after a good item.
  const BAD_VARIANTS = ['', 'abc', '0', '01', '-1', '+1', '1.5', '1e3', ' 1', '1 ', '１', '123456789012345678901', 'gid://shopify/ProductVariant/1', '%31', '1/2', '<script>'];
  const BAD_QUANTITIES = ['', 'x', '-1', '+1', '1.5', '1e2', ' 1', '1 ', '１', '0x1', '1000', '99999999999999999999', 'NaN', 'Infinity'];
  test('malformed variants and quantities in every combination are refused with the right message', () => {
    for (const prefix of ['', '1:1,']) {
      for (const variant of BAD_VARIANTS) {
        const result = parsePermalink(`${prefix}${variant}:1`);
        expect(result, `${prefix}${variant}:1`).toEqual({ok: false, problem: 'cartInvalidMerchandise'});
      }
      for (const quantity of BAD_QUANTITIES) {
        const result = parsePermalink(`${prefix}12:${quantity}`);
        expect(result.ok, `${prefix}12:${quantity}`).toBe(false);
        if (!result.ok) expect(['cartInvalidQuantity'], quantity).toContain(result.problem);
      }
    }
  });

  test('wrong separators are refused: a missing quantity, too many colons, empty items', () => {
    expect(parsePermalink('12')).toEqual({ok: false, problem: 'cartInvalidQuantity'});
    for (const segment of ['', ',', '12:1,', ',12:1', '12:1,,13:1', '12:1:2', ':', '::', '12;1', '12=1']) {
      expect(parsePermalink(segment).ok, segment).toBe(false);
    }
  });
});

describe('README "Shopify\'s standard URLs": a discount link\'s code is taken as the link spells it', () => {
  // Every character String.prototype.trim drops, before, after and on both sides of a code.
  const WHITE = [' ', '\t', '\n', '\v', '\f', '\r', '\u00a0', '\u1680', '\u2000', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff'];
  test('white space around the code, or a blank code, is a malformed link', () => {
    expect(isDiscountLinkCode('')).toBe(false);
    for (const white of WHITE) {
      for (const code of [`${white}WELCOME10`, `WELCOME10${white}`, `${white}WELCOME10${white}`, white, `${white}${white}`]) {
        expect(isDiscountLinkCode(code), JSON.stringify(code)).toBe(false);
      }
    }
  });
  test('a code as Shopify spells them passes, inner spaces included (the Storefront judges the code)', () => {
    for (const code of ['WELCOME10', 'welcome10', 'SUMMER-2026', 'ÉTÉ 10', 'A', 'A'.repeat(255), '10%OFF']) expect(isDiscountLinkCode(code), code).toBe(true);
  });
});
