// Cart cost arithmetic of the Storefront stand-in as a client reads it (README "Local services"): line totals after
// the line's own discounts (the free gift), the subtotal as their sum, order discounts from codes on
// Cart.discountAllocations, and the free gift's minimum spend of 50.00 counted over the other lines only.
import {beforeEach, describe, expect, test} from 'vitest';
import {resetStore} from '../../../local-services/storefront/store';
import {addLines, cartWith, lineNodes, updateDiscountCodes, updateLines, type Cart, type LineInput} from './storefront-cart-helpers';

const BAR_SINGLE = 'gid://shopify/ProductVariant/49100000000072'; // 2.49
const BAR_BOX = 'gid://shopify/ProductVariant/49100000000073'; // 24.95, compare at 29.88
const PROTEIN_CHOCOLATE = 'gid://shopify/ProductVariant/49100000000102'; // 3.95
const FLAXSEED = 'gid://shopify/ProductVariant/49100000000126'; // 4.95
const CLEAR_WHEY = 'gid://shopify/ProductVariant/49100000000025'; // 27.95
const SHAKER = 'gid://shopify/ProductVariant/49100000000151'; // 6.95, a gift choice
const SAMPLE_BOX = 'gid://shopify/ProductVariant/49100000000060'; // 9.95, a gift choice
const MARKER = [{key: '_gift', value: 'true'}];

/** 5 × 2.49 + 7 × 3.95 + 2 × 4.95 = 50.00, exactly the minimum spend. */
const FIFTY: LineInput[] = [
  {merchandiseId: BAR_SINGLE, quantity: 5},
  {merchandiseId: PROTEIN_CHOCOLATE, quantity: 7},
  {merchandiseId: FLAXSEED, quantity: 2},
];

const lineOf = (cart: Cart | null, merchandiseId: string) => lineNodes(cart).find((l) => l.merchandise.id === merchandiseId)!;

beforeEach(() => {
  resetStore();
});

describe('the free gift', () => {
  test('a spend of exactly 50.00 makes the gift free; one unit less does not', async () => {
    const cart = await cartWith([...FIFTY, {merchandiseId: SHAKER, attributes: MARKER}]);
    expect(cart.totalQuantity).toBe(15);
    expect(lineOf(cart, SHAKER).cost.totalAmount.amount).toBe('0.00');
    expect(lineOf(cart, SHAKER).discountAllocations).toEqual([{title: 'Free gift', discountedAmount: {amount: '6.95', currencyCode: 'EUR'}}]);
    expect(cart.cost.subtotalAmount.amount).toBe('50.00');
    expect(cart.cost.totalAmount.amount).toBe('50.00');

    const flaxseed = lineOf(cart, FLAXSEED);
    const {cart: less} = await updateLines(cart.id, [{id: flaxseed.id, quantity: 1}]);
    expect(lineOf(less, SHAKER).cost.totalAmount.amount).toBe('6.95');
    expect(lineOf(less, SHAKER).discountAllocations).toEqual([]);
    expect(less!.cost.subtotalAmount.amount).toBe('52.00');
  });

  test('lines marked with any *_gift=true attribute do not count towards the spend; other values do', async () => {
    const marked = await cartWith([
      {merchandiseId: CLEAR_WHEY},
      {merchandiseId: BAR_BOX, attributes: [{key: 'bundle_gift', value: 'true'}]},
      {merchandiseId: SHAKER, attributes: MARKER},
    ]);
    expect(lineOf(marked, SHAKER).cost.totalAmount.amount).toBe('6.95');
    expect(marked.cost.subtotalAmount.amount).toBe('59.85');

    resetStore();
    const counted = await cartWith([
      {merchandiseId: CLEAR_WHEY},
      {merchandiseId: BAR_BOX, attributes: [{key: 'bundle_gift', value: 'false'}]},
      {merchandiseId: SHAKER, attributes: MARKER},
    ]);
    expect(lineOf(counted, SHAKER).cost.totalAmount.amount).toBe('0.00');
    expect(counted.cost.subtotalAmount.amount).toBe('52.90');

    resetStore();
    const prefixed = await cartWith([
      {merchandiseId: CLEAR_WHEY},
      {merchandiseId: BAR_BOX, attributes: [{key: '_gift_note', value: 'true'}]},
      {merchandiseId: SHAKER, attributes: MARKER},
    ]);
    expect(lineOf(prefixed, SHAKER).cost.totalAmount.amount).toBe('0.00');
  });

  test('every gift choice qualifies; only the newest candidate is free, the older one pays', async () => {
    const cart = await cartWith([{merchandiseId: CLEAR_WHEY, quantity: 2}, {merchandiseId: SAMPLE_BOX, attributes: MARKER}]);
    expect(lineOf(cart, SAMPLE_BOX).cost.totalAmount.amount).toBe('0.00');
    const {cart: both} = await addLines(cart.id, [{merchandiseId: SHAKER, attributes: MARKER}]);
    expect(lineOf(both, SHAKER).cost.totalAmount.amount).toBe('0.00');
    expect(lineOf(both, SAMPLE_BOX).cost.totalAmount.amount).toBe('9.95');
    expect(both!.cost.subtotalAmount.amount).toBe('65.85');
  });

  test('a gift line with an empty marker value or no attributes is an ordinary line', async () => {
    const cart = await cartWith([
      {merchandiseId: CLEAR_WHEY, quantity: 2},
      {merchandiseId: SHAKER, attributes: [{key: '_gift', value: ''}]},
      {merchandiseId: SAMPLE_BOX},
    ]);
    expect(lineOf(cart, SHAKER).cost.totalAmount.amount).toBe('6.95');
    expect(lineOf(cart, SAMPLE_BOX).cost.totalAmount.amount).toBe('9.95');
    expect(cart.cost.totalAmount.amount).toBe('72.80');
  });
});

describe('order discounts', () => {
  test('WELCOME10 is 10% of the subtotal after line discounts, rounded to the cent', async () => {
    const cart = await cartWith([{merchandiseId: BAR_SINGLE, quantity: 3}]);
    const {cart: coded} = await updateDiscountCodes(cart.id, ['WELCOME10']);
    // 10% of 7.47 is 0.747.
    expect(coded!.discountAllocations).toEqual([{code: 'WELCOME10', discountedAmount: {amount: '0.75', currencyCode: 'EUR'}}]);
    expect(coded!.cost.subtotalAmount.amount).toBe('7.47');
    expect(coded!.cost.totalAmount.amount).toBe('6.72');
  });

  test('with the gift free, the code takes 10% of the paid lines only', async () => {
    const cart = await cartWith([...FIFTY, {merchandiseId: SHAKER, attributes: MARKER}]);
    const {cart: coded} = await updateDiscountCodes(cart.id, ['FREESHIP', 'welcome10']);
    expect(coded!.discountCodes).toEqual([
      {code: 'FREESHIP', applicable: true},
      {code: 'welcome10', applicable: true},
    ]);
    expect(coded!.discountAllocations).toEqual([{code: 'welcome10', discountedAmount: {amount: '5.00', currencyCode: 'EUR'}}]);
    expect(coded!.cost.totalAmount.amount).toBe('45.00');
    expect(lineOf(coded, SHAKER).cost.totalAmount.amount).toBe('0.00');
  });

  test('lines with a compare-at price keep it per unit; the subtotal is the sum of line totals', async () => {
    const cart = await cartWith([{merchandiseId: BAR_BOX, quantity: 2}, {merchandiseId: BAR_SINGLE, quantity: 3}]);
    expect(lineOf(cart, BAR_BOX).cost).toEqual({
      amountPerQuantity: {amount: '24.95', currencyCode: 'EUR'},
      compareAtAmountPerQuantity: {amount: '29.88', currencyCode: 'EUR'},
      subtotalAmount: {amount: '49.90', currencyCode: 'EUR'},
      totalAmount: {amount: '49.90', currencyCode: 'EUR'},
    });
    expect(cart.totalQuantity).toBe(5);
    expect(cart.cost.subtotalAmount.amount).toBe('57.37');
    expect(cart.cost.totalAmount.amount).toBe('57.37');
  });
});
