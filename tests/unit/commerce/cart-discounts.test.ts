// Issue 8 item 3: the cart shows what the shopper pays, derived from the Storefront's 2024-10 discount
// allocations (order discounts on the cart, product discounts on their line); the total is always the
// Storefront's own.
import {describe, expect, test} from 'vitest';
import {cartTotals, isFreeLine, type CartForTotals, type DiscountAllocation} from '~/commerce/cart-discounts';

const eur = (amount: string) => ({amount, currencyCode: 'EUR'});
const code = (value: string, amount: string): DiscountAllocation => ({code: value, discountedAmount: eur(amount)});
const automatic = (title: string, amount: string): DiscountAllocation => ({title, discountedAmount: eur(amount)});

function cart(overrides: Partial<CartForTotals>): CartForTotals {
  return {
    cost: {subtotalAmount: eur('55.90'), totalAmount: eur('55.90')},
    discountCodes: [],
    discountAllocations: [],
    lines: {nodes: [{discountAllocations: []}]},
    ...overrides,
  };
}

describe('cart totals', () => {
  test('no codes: subtotal and total as the Storefront says', () => {
    expect(cartTotals(cart({}))).toEqual({subtotal: eur('55.90'), discounts: [], total: eur('55.90')});
  });

  test('an applied order code shows with what it takes off, and the total after it', () => {
    const totals = cartTotals(
      cart({
        cost: {subtotalAmount: eur('55.90'), totalAmount: eur('50.31')},
        discountCodes: [{code: 'welcome10', applicable: true}],
        discountAllocations: [code('WELCOME10', '5.59')],
      }),
    );
    expect(totals).toEqual({
      subtotal: eur('55.90'),
      discounts: [{kind: 'code', code: 'welcome10', applicable: true, amount: eur('5.59')}],
      total: eur('50.31'),
    });
  });

  test('a code that is not applicable, and one that applies but takes nothing off, show without an amount', () => {
    const totals = cartTotals(cart({discountCodes: [{code: 'NOPE', applicable: false}, {code: 'FREESHIP', applicable: true}]}));
    expect(totals.discounts).toEqual([
      {kind: 'code', code: 'NOPE', applicable: false, amount: null},
      {kind: 'code', code: 'FREESHIP', applicable: true, amount: null},
    ]);
  });

  test('a code allocated to lines counts once per code, and the subtotal shown is before it, so the rows add up', () => {
    const totals = cartTotals(
      cart({
        // The Storefront subtotal is after line-level discounts: 60.00 of goods, 6.00 off on two lines.
        cost: {subtotalAmount: eur('54.00'), totalAmount: eur('54.00')},
        discountCodes: [{code: 'LINES10', applicable: true}],
        lines: {nodes: [{discountAllocations: [code('LINES10', '4.00')]}, {discountAllocations: [code('lines10', '2.00')]}]},
      }),
    );
    expect(totals.subtotal).toEqual(eur('60.00'));
    expect(totals.discounts).toEqual([{kind: 'code', code: 'LINES10', applicable: true, amount: eur('6.00')}]);
    expect(totals.total).toEqual(eur('54.00'));
  });

  test('a free gift’s discount stays on its line: it is inside the subtotal, not a row', () => {
    const totals = cartTotals(
      cart({
        lines: {nodes: [{discountAllocations: []}, {discountAllocations: [automatic('Free gift', '6.95')]}]},
      }),
    );
    expect(totals).toEqual({subtotal: eur('55.90'), discounts: [], total: eur('55.90')});
  });

  test('cart-level automatic and custom discounts show by title, summed', () => {
    const totals = cartTotals(
      cart({
        cost: {subtotalAmount: eur('55.90'), totalAmount: eur('45.90')},
        discountAllocations: [automatic('Summer', '6.00'), automatic('Summer', '2.00'), automatic('', '2.00')],
      }),
    );
    expect(totals.discounts).toEqual([
      {kind: 'automatic', title: 'Summer', amount: eur('8.00')},
      {kind: 'automatic', title: '', amount: eur('2.00')},
    ]);
  });

  test('a code the Storefront allocated without listing it still shows what it took off', () => {
    const totals = cartTotals(cart({discountAllocations: [code('HIDDEN', '1.00'), code('hidden', '1.00')]}));
    expect(totals.discounts).toEqual([{kind: 'code', code: 'HIDDEN', applicable: true, amount: eur('2.00')}]);
  });
});

test('a line is free when its total after its own discounts is nothing', () => {
  expect(isFreeLine({cost: {totalAmount: eur('0.00')}})).toBe(true);
  expect(isFreeLine({cost: {totalAmount: eur('0.0')}})).toBe(true);
  expect(isFreeLine({cost: {totalAmount: eur('0.01')}})).toBe(false);
});

describe('discount rows (README "What the shopper pays")', () => {
  test('a cart-level discount with an empty code is shown by its title, not as a code', () => {
    const totals = cartTotals(
      cart({
        cost: {subtotalAmount: eur('55.90'), totalAmount: eur('50.90')},
        discountAllocations: [{code: '', title: 'Spring sale', discountedAmount: eur('5.00')}],
      }),
    );
    expect(totals.discounts).toEqual([{kind: 'automatic', title: 'Spring sale', amount: eur('5.00')}]);
  });

  test('each code shows only what it took off itself', () => {
    const totals = cartTotals(
      cart({
        cost: {subtotalAmount: eur('55.90'), totalAmount: eur('45.90')},
        discountCodes: [
          {code: 'WELCOME10', applicable: true},
          {code: 'SHIP', applicable: true},
        ],
        discountAllocations: [code('WELCOME10', '7.00'), code('ship', '3.00')],
      }),
    );
    expect(totals.discounts).toEqual([
      {kind: 'code', code: 'WELCOME10', applicable: true, amount: eur('7.00')},
      {kind: 'code', code: 'SHIP', applicable: true, amount: eur('3.00')},
    ]);
  });

  test('an automatic discount that takes nothing off gets no row', () => {
    expect(cartTotals(cart({discountAllocations: [automatic('Members', '0.00')]})).discounts).toEqual([]);
  });
});
