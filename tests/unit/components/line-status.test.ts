// Spec §4 Cart: which finished cart forms count as a line added or removed (app/components/cart/line-status.ts).
// The module spells Hydrogen's CartForm names itself (it runs in every page's shell): these forms are built
// with Hydrogen's own CartForm names, so a Hydrogen that renamed them would fail here.
import {CartForm} from '@shopify/hydrogen';
import {describe, expect, test} from 'vitest';
import {CART_ACTIONS, CART_FORM_INPUT, lineChangeOf} from '~/components/cart/line-status';

function cartForm(action: string, inputs: unknown): FormData {
  const form = new FormData();
  form.set(CartForm.INPUT_NAME, JSON.stringify({action, inputs}));
  return form;
}

describe('spec §4 cart line statuses from finished cart forms', () => {
  test('the field name is Hydrogen’s', () => {
    expect(CART_FORM_INPUT).toBe(CartForm.INPUT_NAME);
  });

  test('the action names our cart forms post are Hydrogen’s', () => {
    for (const [name, value] of Object.entries(CART_ACTIONS)) expect(value).toBe(CartForm.ACTIONS[name as keyof typeof CartForm.ACTIONS]);
  });

  test('an add is "added", a removal or a quantity of 0 is "removed", anything else neither', () => {
    expect(lineChangeOf(cartForm(CartForm.ACTIONS.LinesAdd, {lines: [{merchandiseId: 'v1', quantity: 1}]}))).toBe('added');
    expect(lineChangeOf(cartForm(CartForm.ACTIONS.LinesRemove, {lineIds: ['l1']}))).toBe('removed');
    expect(lineChangeOf(cartForm(CartForm.ACTIONS.LinesUpdate, {lines: [{id: 'l1', quantity: 0}]}))).toBe('removed');
    expect(lineChangeOf(cartForm(CartForm.ACTIONS.LinesUpdate, {lines: [{id: 'l1', quantity: '0'}]}))).toBe('removed');
    expect(lineChangeOf(cartForm(CartForm.ACTIONS.LinesUpdate, {lines: [{id: 'l1', quantity: 2}]}))).toBeNull();
    expect(lineChangeOf(cartForm(CartForm.ACTIONS.DiscountCodesUpdate, {discountCodes: ['X']}))).toBeNull();
  });

  test('gift and bundle posts are "added"; no form, no cart input or broken JSON is neither', () => {
    for (const intent of ['gift', 'bundle']) {
      const form = new FormData();
      form.set('intent', intent);
      expect(lineChangeOf(form)).toBe('added');
    }
    expect(lineChangeOf(undefined)).toBeNull();
    expect(lineChangeOf(new FormData())).toBeNull();
    const broken = new FormData();
    broken.set(CartForm.INPUT_NAME, '{not json');
    expect(lineChangeOf(broken)).toBeNull();
  });
});
