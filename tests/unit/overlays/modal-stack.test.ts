// Spec §4 Modals: the modal promos' stack (app/overlays/modal-stack.ts).
import {describe, expect, test} from 'vitest';
import {
  closeModal,
  EMPTY_STACK,
  escapeTarget,
  fitViewport,
  keepOnly,
  openModal,
  outsideClickCloses,
  topModal,
  type ModalStack,
} from '~/overlays/modal-stack';

const modal = (
  id: string,
  rules: Partial<{closeOnEscape: boolean; closeOnOutsideClick: boolean; mobileOnly: boolean}> = {},
) => ({
  id,
  closeOnEscape: true,
  closeOnOutsideClick: true,
  mobileOnly: false,
  ...rules,
});
const ids = (stack: ModalStack) => stack.entries.map((entry) => entry.id);

describe('the modal stack', () => {
  test('opening puts a modal on top, later ones above earlier ones', () => {
    const stack = openModal(openModal(EMPTY_STACK, modal('a')), modal('b'));
    expect(ids(stack)).toEqual(['a', 'b']);
    expect(topModal(stack)?.id).toBe('b');
    expect(stack.entries[1]!.order).toBeGreaterThan(stack.entries[0]!.order);
  });

  test('opening a modal with an id already open moves it to the top, once', () => {
    const stack = openModal(openModal(openModal(EMPTY_STACK, modal('a')), modal('b')), modal('a'));
    expect(ids(stack)).toEqual(['b', 'a']);
    expect(topModal(stack)?.order).toBe(3);
  });

  test('Escape closes the top modal if it allows, never one below it', () => {
    const allowing = openModal(openModal(EMPTY_STACK, modal('a')), modal('b'));
    expect(escapeTarget(allowing)).toBe('b');
    const refusing = openModal(openModal(EMPTY_STACK, modal('a')), modal('b', {closeOnEscape: false}));
    expect(escapeTarget(refusing)).toBeNull();
    expect(escapeTarget(EMPTY_STACK)).toBeNull();
  });

  test('after the top one closes, Escape belongs to the one below', () => {
    const stack = closeModal(openModal(openModal(EMPTY_STACK, modal('a')), modal('b')), 'b');
    expect(escapeTarget(stack)).toBe('a');
  });

  test('an outside click closes a modal only when its record allows', () => {
    const stack = openModal(openModal(EMPTY_STACK, modal('a', {closeOnOutsideClick: false})), modal('b'));
    expect(outsideClickCloses(stack, 'a')).toBe(false);
    expect(outsideClickCloses(stack, 'b')).toBe(true);
    expect(outsideClickCloses(stack, 'c')).toBe(false);
  });

  test('mobile-only modals close when the viewport grows past mobile, the others stay', () => {
    const stack = openModal(openModal(EMPTY_STACK, modal('phone', {mobileOnly: true})), modal('any'));
    expect(fitViewport(stack, true)).toBe(stack);
    expect(ids(fitViewport(stack, false))).toEqual(['any']);
  });

  test('closing an id that is not open, or keeping all, changes nothing', () => {
    const stack = openModal(EMPTY_STACK, modal('a'));
    expect(closeModal(stack, 'x')).toBe(stack);
    expect(keepOnly(stack, ['a', 'b'])).toBe(stack);
    expect(ids(keepOnly(stack, ['b']))).toEqual([]);
  });
});
