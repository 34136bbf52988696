// Spec §4 Cart, free gift, and our own rule (README "Cart"): gift lines go once the subtotal drops below
// the threshold.
import {describe, expect, test} from 'vitest';
import type {StorefrontCartLine} from '~/commerce/cart-lines';
import {
  chosenGiftVariantId,
  giftLineInput,
  giftLinesBelowThreshold,
  giftsActive,
  giftThreshold,
  isGiftLine,
  isOfferedGift,
  remainingForGift,
  sortCartLines,
  subtotalWithoutGifts,
} from '~/commerce/gifts';

const eur = (amount: string) => ({amount, currencyCode: 'EUR'});

function line(id: string, total: string, attributes: StorefrontCartLine['attributes'] = []) {
  return {id, attributes, cost: {totalAmount: eur(total)}, merchandise: {id: `variant-${id}`}};
}
const gift = (id: string) => line(id, '0.00', [{key: '_gift', value: 'true'}]);

describe('gift lines', () => {
  test('a gift line has an attribute whose key ends in _gift set to true', () => {
    expect(isGiftLine(gift('g'))).toBe(true);
    expect(isGiftLine(line('a', '1', [{key: 'promo_gift', value: 'true'}]))).toBe(true);
    expect(isGiftLine(line('a', '1', [{key: '_gift', value: 'false'}]))).toBe(false);
    expect(isGiftLine(line('a', '1', [{key: '_gift_note', value: 'true'}]))).toBe(false);
    expect(isGiftLine(line('a', '1'))).toBe(false);
  });

  test('the subtotal leaves gift lines out', () => {
    expect(subtotalWithoutGifts([line('a', '19.95'), line('b', '30.10'), {...gift('g'), cost: {totalAmount: eur('6.95')}}], 'EUR')).toEqual(eur('50.05'));
  });

  test('the chosen gift is the variant of the gift line', () => {
    expect(chosenGiftVariantId([line('a', '1'), gift('g')])).toBe('variant-g');
    expect(chosenGiftVariantId([line('a', '1')])).toBeNull();
  });
});

describe('threshold', () => {
  test('gifts are active when the subtotal is at least the threshold', () => {
    expect(giftsActive(eur('50.00'), 50)).toBe(true);
    expect(giftsActive(eur('49.99'), 50)).toBe(false);
    expect(giftsActive(eur('80.00'), 50)).toBe(true);
  });

  test('without a threshold gifts are inactive', () => {
    expect(giftsActive(eur('500.00'), null)).toBe(false);
    expect(giftsActive(eur('500.00'), undefined)).toBe(false);
    expect(giftThreshold(0)).toBeNull();
    expect(giftThreshold(Number.NaN)).toBeNull();
  });

  test('what is left to spend', () => {
    expect(remainingForGift(eur('19.95'), 50)).toEqual(eur('30.05'));
    expect(remainingForGift(eur('60.00'), 50)).toEqual(eur('0.00'));
    expect(remainingForGift(eur('60.00'), null)).toBeNull();
  });
});

describe('our rule: below the threshold, gift lines are removed', () => {
  test('all gift lines go when the subtotal without gifts is below the threshold', () => {
    expect(giftLinesBelowThreshold([line('a', '19.95'), gift('g'), gift('h')], 50, 'EUR')).toEqual(['g', 'h']);
  });

  test('at or above the threshold they stay', () => {
    expect(giftLinesBelowThreshold([line('a', '50.00'), gift('g')], 50, 'EUR')).toEqual([]);
  });

  test('the gift itself does not count towards the threshold', () => {
    expect(giftLinesBelowThreshold([line('a', '45.00'), {...gift('g'), cost: {totalAmount: eur('9.95')}}], 50, 'EUR')).toEqual(['g']);
  });

  test('without a threshold (content unreadable or unset) nothing is removed', () => {
    expect(giftLinesBelowThreshold([line('a', '1.00'), gift('g')], null, 'EUR')).toEqual([]);
  });
});

describe('order', () => {
  test('gift lines last, the others in Storefront order (newest first)', () => {
    const lines = [gift('g'), line('newest', '1'), line('older', '1'), line('oldest', '1')];
    expect(sortCartLines(lines).map((entry) => entry.id)).toEqual(['newest', 'older', 'oldest', 'g']);
  });
});

describe('choosing a gift', () => {
  test('adds one unit with the _gift attribute set to true', () => {
    expect(giftLineInput('gid://shopify/ProductVariant/151')).toEqual({
      merchandiseId: 'gid://shopify/ProductVariant/151',
      quantity: 1,
      attributes: [{key: '_gift', value: 'true'}],
    });
  });

  test('only gifts content offers can be chosen', () => {
    const gifts = [{variantId: 'gid://shopify/ProductVariant/151'}, {variantId: null}];
    expect(isOfferedGift('gid://shopify/ProductVariant/151', gifts)).toBe(true);
    expect(isOfferedGift('gid://shopify/ProductVariant/1', gifts)).toBe(false);
    expect(isOfferedGift('', gifts)).toBe(false);
  });
});
