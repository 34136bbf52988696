// Spec §4 Cart: the pending cart forms applied to the lines (app/components/cart/optimistic-lines.ts), by the
// rules of Hydrogen's useOptimisticCart for updates and removals. The forms are built with Hydrogen's names.
import {CartForm} from '@shopify/hydrogen';
import {describe, expect, test} from 'vitest';
import {optimisticQuantities} from '~/components/cart/optimistic-lines';

function cartForm(action: string, inputs: unknown): FormData {
  const form = new FormData();
  form.set(CartForm.INPUT_NAME, JSON.stringify({action, inputs}));
  return form;
}

const LINES = [
  {id: 'l1', quantity: 1},
  {id: 'l2', quantity: 3},
];

describe('optimistic cart line quantities', () => {
  test('no pending forms: the lines as they are, nothing pending', () => {
    const result = optimisticQuantities(LINES, []);
    expect([...result.quantities]).toEqual([['l1', 1], ['l2', 3]]);
    expect(result.pending).toBe(false);
  });

  test('an update sets the quantity, 0 or a removal leaves the line out, in the order sent', () => {
    const result = optimisticQuantities(LINES, [
      cartForm(CartForm.ACTIONS.LinesUpdate, {lines: [{id: 'l2', quantity: 4}]}),
      undefined,
      cartForm(CartForm.ACTIONS.LinesUpdate, {lines: [{id: 'l2', quantity: 5}]}),
      cartForm(CartForm.ACTIONS.LinesRemove, {lineIds: ['l1']}),
    ]);
    expect([...result.quantities]).toEqual([['l2', 5]]);
    expect(result.pending).toBe(true);
    expect([...optimisticQuantities(LINES, [cartForm(CartForm.ACTIONS.LinesUpdate, {lines: [{id: 'l1', quantity: 0}]})]).quantities]).toEqual([
      ['l2', 3],
    ]);
  });

  test('adds, discount codes, unknown lines, other posts and broken JSON change nothing', () => {
    const broken = new FormData();
    broken.set(CartForm.INPUT_NAME, '{');
    const gift = new FormData();
    gift.set('intent', 'gift');
    const result = optimisticQuantities(LINES, [
      cartForm(CartForm.ACTIONS.LinesAdd, {lines: [{merchandiseId: 'v1', quantity: 1}]}),
      cartForm(CartForm.ACTIONS.DiscountCodesUpdate, {discountCodes: ['X']}),
      cartForm(CartForm.ACTIONS.LinesUpdate, {lines: [{id: 'nope', quantity: 2}]}),
      cartForm(CartForm.ACTIONS.LinesRemove, {lineIds: ['nope']}),
      broken,
      gift,
    ]);
    expect([...result.quantities]).toEqual([['l1', 1], ['l2', 3]]);
    expect(result.pending).toBe(false);
  });
});
