// The Storefront stand-in makes the free gift free the way a real shop does: an automatic discount on the
// gift line (CartLine.discountAllocations, line total 0) only for one unit of an eligible variant with the
// exact `_gift` marker while the other lines' subtotal (before order discounts) reaches the minimum spend. A forged line pays in full.
import {beforeEach, describe, expect, test} from 'vitest';
import {handleCheckoutPage} from '../../../local-services/storefront';
import {resetStore} from '../../../local-services/storefront/store';
import {FREE_GIFT_THRESHOLD} from '../../../local-services/data/content-cart';
import {FREE_GIFT_VARIANT_IDS} from '../../../local-services/storefront/free-gift';
import {addLines, cartWith, lineNodes, removeLines, updateDiscountCodes, type Cart, type LineInput} from './storefront-cart-helpers';

const SHAKER = 'gid://shopify/ProductVariant/49100000000151'; // 6.95, a gift choice
const RICE_CAKES_NEUTRAL = 'gid://shopify/ProductVariant/49100000000089'; // 3.49, a gift choice
const CLEAR_WHEY = 'gid://shopify/ProductVariant/49100000000025'; // 27.95
const PROTEIN_BAR_BOX = 'gid://shopify/ProductVariant/49100000000073'; // 24.95
const WHEY_CHOCOLATE_1KG = 'gid://shopify/ProductVariant/49100000000002'; // 34.95, not a gift choice
const MARKER = [{key: '_gift', value: 'true'}];

const giftLine = (cart: Cart | null, merchandiseId = SHAKER) => lineNodes(cart).find((line) => line.merchandise.id === merchandiseId && line.attributes.length)!;

beforeEach(() => {
  resetStore();
});

test('the stand-in reads the gift settings of the demo content (fixture sanity)', () => {
  expect(FREE_GIFT_THRESHOLD).toBe(50);
  expect(FREE_GIFT_VARIANT_IDS.has(SHAKER)).toBe(true);
  expect(FREE_GIFT_VARIANT_IDS.has(RICE_CAKES_NEUTRAL)).toBe(true);
  expect(FREE_GIFT_VARIANT_IDS.has(WHEY_CHOCOLATE_1KG)).toBe(false);
});

describe('a qualifying gift line is free', () => {
  test('automatic discount on the line, line total 0, subtotal and total without it', async () => {
    const cart = await cartWith([{merchandiseId: CLEAR_WHEY, quantity: 2}, {merchandiseId: SHAKER, quantity: 1, attributes: MARKER}]);
    const gift = giftLine(cart);
    expect(gift.cost.subtotalAmount.amount).toBe('6.95');
    expect(gift.cost.totalAmount.amount).toBe('0.00');
    expect(gift.discountAllocations).toEqual([{title: 'Free gift', discountedAmount: {amount: '6.95', currencyCode: 'EUR'}}]);
    expect(cart.cost.subtotalAmount.amount).toBe('55.90');
    expect(cart.cost.totalAmount.amount).toBe('55.90');
    // The cart-level list holds order discounts only.
    expect(cart.discountAllocations).toEqual([]);
  });

  test('WELCOME10 is an order discount on what remains; the gift stays free', async () => {
    const cart = await cartWith([{merchandiseId: CLEAR_WHEY, quantity: 2}, {merchandiseId: SHAKER, attributes: MARKER}]);
    const {cart: discounted} = await updateDiscountCodes(cart.id, ['WELCOME10']);
    expect(giftLine(discounted).cost.totalAmount.amount).toBe('0.00');
    expect(discounted!.discountAllocations).toEqual([{code: 'WELCOME10', discountedAmount: {amount: '5.59', currencyCode: 'EUR'}}]);
    expect(discounted!.cost.totalAmount.amount).toBe('50.31');
  });
});

describe('the gift is charged in full when the rule does not hold', () => {
  const cases: [string, LineInput[]][] = [
    ['below the minimum spend', [{merchandiseId: CLEAR_WHEY, quantity: 1}, {merchandiseId: SHAKER, attributes: MARKER}]],
    ['not an eligible variant', [{merchandiseId: CLEAR_WHEY, quantity: 2}, {merchandiseId: WHEY_CHOCOLATE_1KG, attributes: MARKER}]],
    ['two units', [{merchandiseId: CLEAR_WHEY, quantity: 2}, {merchandiseId: SHAKER, quantity: 2, attributes: MARKER}]],
    ['a key only ending in _gift', [{merchandiseId: CLEAR_WHEY, quantity: 2}, {merchandiseId: SHAKER, attributes: [{key: 'x_gift', value: 'true'}]}]],
    ['_GIFT', [{merchandiseId: CLEAR_WHEY, quantity: 2}, {merchandiseId: SHAKER, attributes: [{key: '_GIFT', value: 'true'}]}]],
    ['value TRUE', [{merchandiseId: CLEAR_WHEY, quantity: 2}, {merchandiseId: SHAKER, attributes: [{key: '_gift', value: 'TRUE'}]}]],
    ['another attribute beside the marker', [{merchandiseId: CLEAR_WHEY, quantity: 2}, {merchandiseId: SHAKER, attributes: [...MARKER, {key: '_bundle', value: 'x'}]}]],
  ];
  test.each(cases)('%s', async (_name, lines) => {
    const cart = await cartWith(lines);
    const marked = lineNodes(cart).find((line) => line.attributes.length)!;
    expect(marked.discountAllocations).toEqual([]);
    expect(marked.cost.totalAmount).toEqual(marked.cost.subtotalAmount);
    expect(Number(marked.cost.totalAmount.amount)).toBeGreaterThan(0);
  });

  test('gift lines never count towards the spend: two gifts do not make each other free', async () => {
    const cart = await cartWith([
      {merchandiseId: CLEAR_WHEY, quantity: 1},
      {merchandiseId: PROTEIN_BAR_BOX, quantity: 1, attributes: MARKER},
      {merchandiseId: SHAKER, attributes: MARKER},
    ]);
    expect(giftLine(cart).cost.totalAmount.amount).toBe('6.95');
  });

  test('of two candidates only the newest is free', async () => {
    const cart = await cartWith([{merchandiseId: CLEAR_WHEY, quantity: 2}, {merchandiseId: SHAKER, attributes: MARKER}]);
    const {cart: both} = await addLines(cart.id, [{merchandiseId: RICE_CAKES_NEUTRAL, attributes: MARKER}]);
    expect(giftLine(both, RICE_CAKES_NEUTRAL).cost.totalAmount.amount).toBe('0.00');
    expect(giftLine(both, SHAKER).cost.totalAmount.amount).toBe('6.95');
  });
});

describe('crossing the threshold', () => {
  test('a code keeps the gift free (subtotal before order discounts); removing a line takes it below', async () => {
    const cart = await cartWith([
      {merchandiseId: CLEAR_WHEY, quantity: 1},
      {merchandiseId: PROTEIN_BAR_BOX, quantity: 1},
      {merchandiseId: SHAKER, attributes: MARKER},
    ]);
    // 27.95 + 24.95 = 52.90 qualifies; 10% off the order (the shopper pays 47.61) does not change the subtotal.
    expect(giftLine(cart).cost.totalAmount.amount).toBe('0.00');
    const {cart: coded} = await updateDiscountCodes(cart.id, ['WELCOME10']);
    expect(giftLine(coded).cost.totalAmount.amount).toBe('0.00');
    expect(coded!.cost.totalAmount.amount).toBe('47.61');
    const {cart: uncoded} = await updateDiscountCodes(cart.id, []);
    expect(giftLine(uncoded).cost.totalAmount.amount).toBe('0.00');
    const bar = lineNodes(uncoded).find((line) => line.merchandise.id === PROTEIN_BAR_BOX)!;
    const {cart: removed} = await removeLines(cart.id, [bar.id]);
    expect(giftLine(removed).cost.totalAmount.amount).toBe('6.95');
  });
});

test('the checkout page echoes each line’s attributes and own discounts', async () => {
  const cart = await cartWith([{merchandiseId: CLEAR_WHEY, quantity: 2}, {merchandiseId: SHAKER, attributes: MARKER}]);
  const html = await (await handleCheckoutPage(new Request(cart.checkoutUrl))).text();
  expect(html).toContain(`data-merchandise-id="${SHAKER}" data-quantity="1" data-selling-plan-id="" data-attributes="[{&#34;key&#34;:&#34;_gift&#34;,&#34;value&#34;:&#34;true&#34;}]" data-total="0.00"`);
  expect(html).toContain('(Free gift −EUR 6.95)');
  expect(html).toContain('data-amount="55.90"');
});
