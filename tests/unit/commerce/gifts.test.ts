// Spec §4 Cart, free gift, and issue 8: a line is a free gift only while the rule holds; every forged or stale
// gift line is named for removal, whatever spelling its marker has.
import {describe, expect, test} from 'vitest';
import {
  attributeKeySkeleton,
  carriesGiftMarker,
  chosenGiftVariantId,
  giftLineInput,
  giftMarkedLineIds,
  giftsActive,
  giftSettingsOf,
  giftThreshold,
  isGiftLikeKey,
  isGiftLine,
  isOfferedGift,
  isPrivateKey,
  judgeGiftLines,
  remainingForGift,
  sortCartLines,
  spendTowardsGift,
  type GiftRuleLine,
  type GiftSettings,
} from '~/commerce/gifts';

const eur = (amount: string) => ({amount, currencyCode: 'EUR'});
const SHAKER = 'gid://shopify/ProductVariant/151';
const SAMPLE_BOX = 'gid://shopify/ProductVariant/60';
const SETTINGS: GiftSettings = {threshold: 50, variantIds: [SHAKER, SAMPLE_BOX]};

function line(id: string, total: string, overrides: Partial<GiftRuleLine> = {}): GiftRuleLine {
  return {id, quantity: 1, attributes: [], cost: {totalAmount: eur(total)}, merchandise: {id: `variant-${id}`}, ...overrides};
}
const gift = (id: string, overrides: Partial<GiftRuleLine> = {}) =>
  line(id, '0.00', {attributes: [{key: '_gift', value: 'true'}], merchandise: {id: SHAKER}, ...overrides});
const spendOf = (lines: GiftRuleLine[]) => spendTowardsGift(lines, 'EUR');
const judge = (lines: GiftRuleLine[], settings: GiftSettings | null = SETTINGS) => judgeGiftLines(lines, settings, spendOf(lines));

describe('gift markers', () => {
  test('display (spec §4): an attribute whose key ends in _gift set to true', () => {
    expect(isGiftLine(gift('g'))).toBe(true);
    expect(isGiftLine(line('a', '1', {attributes: [{key: 'promo_gift', value: 'true'}]}))).toBe(true);
    expect(isGiftLine(line('a', '1', {attributes: [{key: '_gift', value: 'false'}]}))).toBe(false);
    expect(isGiftLine(line('a', '1', {attributes: [{key: '_gift_note', value: 'true'}]}))).toBe(false);
    expect(isGiftLine(line('a', '1'))).toBe(false);
  });

  // Spellings an attacker tries: case, spaces, separators, invisible characters, full-width and other scripts.
  const GIFT_SPELLINGS = [
    '_gift', 'x_gift', 'promo_gift', '_GIFT', '_Gift', 'GIFT', 'gift', '_gift ', ' _gift', '\t_gift\n', 'x-gift', 'x.gift',
    'x gift', '__gift', '_gi\u200bft', '_g\u00adift', '\ufeff_gift', '＿ｇｉｆｔ', '_gіft' /* Cyrillic і */, '_ɡift' /* script g */,
    '_gıft' /* dotless ı */, '_ｇift', '\u00a0_gift', '﹏gift',
  ];
  test.each(GIFT_SPELLINGS)('%j is a gift-like key', (key) => {
    expect(isGiftLikeKey(key)).toBe(true);
  });

  test.each(['color', 'Engraving', 'gift card message', 'giftwrap', 'note', 'bundle', '_bundle', 'gifts'])('%j is not a gift-like key', (key) => {
    expect(isGiftLikeKey(key)).toBe(false);
  });

  const PRIVATE_SPELLINGS = ['_bundle', '__bundle', '_anything', '_', ' _x', '\u200b_x', '＿x', '﹏x', '‗x', '\u00a0_x', '_GIFT'];
  test.each(PRIVATE_SPELLINGS)('%j is a private key', (key) => {
    expect(isPrivateKey(key)).toBe(true);
  });

  test.each(['color', 'x_y', 'Engraving', 'a_'])('%j is not a private key', (key) => {
    expect(isPrivateKey(key)).toBe(false);
  });

  test('the skeleton folds width, case, lookalikes and invisibles', () => {
    expect(attributeKeySkeleton('＿ＧＩＦＴ')).toBe('_gift');
    expect(attributeKeySkeleton('_g\u200bіft ')).toBe('_gift');
  });

  test('a new gift choice replaces every line carrying any gift-like key', () => {
    const lines = [line('a', '9'), gift('g'), line('x', '9', {attributes: [{key: 'x_GIFT', value: 'yes'}]})];
    expect(giftMarkedLineIds(lines)).toEqual(['g', 'x']);
    expect(carriesGiftMarker(lines[0]!)).toBe(false);
  });
});

describe('spend towards the gift', () => {
  test('gift-marked lines do not count; line totals are after their own discounts', () => {
    expect(spendOf([line('a', '19.95'), line('b', '30.10'), gift('g', {cost: {totalAmount: eur('6.95')}})])).toEqual(eur('50.05'));
  });

  test('spec §4 "cart subtotal": a line total already after its own discount counts as it is', () => {
    expect(spendOf([line('a', '45.00'), line('b', '5.00')])).toEqual(eur('50.00'));
    expect(spendOf([])).toEqual(eur('0.00'));
  });
});

describe('threshold', () => {
  test('gifts are active when the spend is at least the threshold', () => {
    expect(giftsActive(eur('50.00'), 50)).toBe(true);
    expect(giftsActive(eur('49.99'), 50)).toBe(false);
    expect(giftsActive(eur('80.00'), 50)).toBe(true);
  });

  test('without a threshold gifts are inactive', () => {
    expect(giftsActive(eur('500.00'), null)).toBe(false);
    expect(giftsActive(eur('500.00'), undefined)).toBe(false);
    expect(giftThreshold(0)).toBeNull();
    expect(giftThreshold(-5)).toBeNull();
    expect(giftThreshold(Number.NaN)).toBeNull();
  });

  test('what is left to spend', () => {
    expect(remainingForGift(eur('19.95'), 50)).toEqual(eur('30.05'));
    expect(remainingForGift(eur('60.00'), 50)).toEqual(eur('0.00'));
    expect(remainingForGift(eur('60.00'), null)).toBeNull();
  });

  test('content settings become the rule’s settings', () => {
    expect(giftSettingsOf({freeGiftThreshold: 50, freeGifts: [{variantId: SHAKER}, {variantId: null}]})).toEqual({threshold: 50, variantIds: [SHAKER]});
    expect(giftSettingsOf(null)).toEqual({threshold: null, variantIds: []});
  });
});

describe('the gift rule: what stays', () => {
  test('one unit of an eligible gift with exactly our marker, while the spend qualifies', () => {
    expect(judge([line('a', '50.00'), gift('g')])).toEqual({remove: [], unverified: []});
    expect(judge([line('a', '50.00'), gift('g', {merchandise: {id: SAMPLE_BOX}})])).toEqual({remove: [], unverified: []});
  });

  test('lines without any gift marker are never touched', () => {
    expect(judge([line('a', '1.00'), line('b', '2.00', {attributes: [{key: 'color', value: 'red'}], quantity: 7})]).remove).toEqual([]);
  });
});

describe('the gift rule: what goes, and why', () => {
  const rich = [line('a', '60.00')];
  const cases: [string, GiftRuleLine[], GiftSettings | null, string][] = [
    ['below the threshold', [line('a', '19.95'), gift('g')], SETTINGS, 'BELOW_THRESHOLD'],
    ['the gift itself does not count', [line('a', '45.00'), gift('g', {cost: {totalAmount: eur('9.95')}})], SETTINGS, 'BELOW_THRESHOLD'],
    ['not an eligible variant', [...rich, gift('g', {merchandise: {id: 'gid://shopify/ProductVariant/2'}})], SETTINGS, 'NOT_ELIGIBLE'],
    ['quantity 2', [...rich, gift('g', {quantity: 2})], SETTINGS, 'QUANTITY'],
    ['quantity 250', [...rich, gift('g', {quantity: 250})], SETTINGS, 'QUANTITY'],
    ['a selling plan', [...rich, gift('g', {sellingPlanAllocation: {sellingPlan: {id: 'p', name: 'Monthly'}}})], SETTINGS, 'SELLING_PLAN'],
    ['gifts switched off in content', [...rich, gift('g')], {threshold: null, variantIds: [SHAKER]}, 'GIFTS_OFF'],
    ['marker value TRUE', [...rich, gift('g', {attributes: [{key: '_gift', value: 'TRUE'}]})], SETTINGS, 'FOREIGN_MARKER'],
    ['marker key x_gift', [...rich, gift('g', {attributes: [{key: 'x_gift', value: 'true'}]})], SETTINGS, 'FOREIGN_MARKER'],
    ['marker key _GIFT', [...rich, gift('g', {attributes: [{key: '_GIFT', value: 'true'}]})], SETTINGS, 'FOREIGN_MARKER'],
    ['marker with a trailing space', [...rich, gift('g', {attributes: [{key: '_gift ', value: 'true'}]})], SETTINGS, 'FOREIGN_MARKER'],
    ['our marker plus another attribute', [...rich, gift('g', {attributes: [{key: '_gift', value: 'true'}, {key: '_bundle', value: 'b'}]})], SETTINGS, 'FOREIGN_MARKER'],
    ['a lookalike marker', [...rich, gift('g', {attributes: [{key: '_gіft', value: 'true'}]})], SETTINGS, 'FOREIGN_MARKER'],
  ];
  test.each(cases)('%s', (_name, lines, settings, reason) => {
    expect(judge(lines, settings).remove).toEqual([{lineId: 'g', reason}]);
  });

  test('of several qualifying gift lines only the newest (first) stays', () => {
    expect(judge([gift('new'), line('a', '60.00'), gift('old', {merchandise: {id: SAMPLE_BOX}})]).remove).toEqual([{lineId: 'old', reason: 'EXTRA_GIFT'}]);
  });

  test('without settings (content unreadable) the shape is still checked and the rest is unverified', () => {
    const verdict = judge([gift('forged', {quantity: 3}), line('a', '1.00'), gift('g'), gift('h', {merchandise: {id: SAMPLE_BOX}})], null);
    expect(verdict.remove).toEqual([
      {lineId: 'forged', reason: 'QUANTITY'},
      {lineId: 'h', reason: 'EXTRA_GIFT'},
    ]);
    expect(verdict.unverified).toEqual(['g']);
  });

  test('without settings and without gift lines nothing is unverified', () => {
    expect(judge([line('a', '1.00')], null)).toEqual({remove: [], unverified: []});
  });
});

describe('order', () => {
  test('gift lines last, the others in Storefront order (newest first)', () => {
    const lines = [gift('g'), line('newest', '1'), line('older', '1'), line('oldest', '1')];
    expect(sortCartLines(lines).map((entry) => entry.id)).toEqual(['newest', 'older', 'oldest', 'g']);
  });

  test('the chosen gift is the variant of the gift line', () => {
    expect(chosenGiftVariantId([line('a', '1'), gift('g')])).toBe(SHAKER);
    expect(chosenGiftVariantId([line('a', '1')])).toBeNull();
  });
});

describe('choosing a gift', () => {
  test('adds one unit with the _gift attribute set to true', () => {
    expect(giftLineInput(SHAKER)).toEqual({merchandiseId: SHAKER, quantity: 1, attributes: [{key: '_gift', value: 'true'}]});
  });

  test('only gifts content offers can be chosen', () => {
    const gifts = [{variantId: SHAKER}, {variantId: null}];
    expect(isOfferedGift(SHAKER, gifts)).toBe(true);
    expect(isOfferedGift('gid://shopify/ProductVariant/1', gifts)).toBe(false);
    expect(isOfferedGift('', gifts)).toBe(false);
  });
});

describe('gift marker spellings and thresholds (issue 8 "gifts cannot be forged or kept")', () => {
  test('punctuation after the word gift still makes a gift-like key', () => {
    expect(isGiftLikeKey('x-gift.')).toBe(true);
    expect(isGiftLikeKey('gift 2')).toBe(false);
  });

  test('an endless minimum spend is no threshold', () => {
    expect(giftThreshold(Number.POSITIVE_INFINITY)).toBeNull();
    expect(giftThreshold(Number.NaN)).toBeNull();
  });
});
