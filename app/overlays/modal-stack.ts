// Spec §4 Modals as data: the open modal promos, topmost last. The component keeps one of these and hands each
// dialog what the rules below allow (app/components/overlays/ModalPromoRunner.tsx).

export type StackEntry = {
  id: string;
  /** Grows with every open or raise: the dialog with the highest order is drawn on top and takes Escape. */
  order: number;
  closeOnEscape: boolean;
  closeOnOutsideClick: boolean;
  mobileOnly: boolean;
};

export type ModalStack = {entries: readonly StackEntry[]; next: number};

export const EMPTY_STACK: ModalStack = {entries: [], next: 1};

/** Spec §4: opening a modal with an id already open moves it to the top. */
export function openModal(stack: ModalStack, entry: Omit<StackEntry, 'order'>): ModalStack {
  const others = stack.entries.filter((open) => open.id !== entry.id);
  return {entries: [...others, {...entry, order: stack.next}], next: stack.next + 1};
}

export function closeModal(stack: ModalStack, id: string): ModalStack {
  const entries = stack.entries.filter((open) => open.id !== id);
  return entries.length === stack.entries.length ? stack : {...stack, entries};
}

export function topModal(stack: ModalStack): StackEntry | null {
  return stack.entries[stack.entries.length - 1] ?? null;
}

/** Spec §4: Escape closes the top modal if it allows (never one below it): the id it closes, or null. */
export function escapeTarget(stack: ModalStack): string | null {
  const top = topModal(stack);
  return top?.closeOnEscape ? top.id : null;
}

/** A click outside a modal (its backdrop) closes it only when its record allows. */
export function outsideClickCloses(stack: ModalStack, id: string): boolean {
  return stack.entries.some((open) => open.id === id && open.closeOnOutsideClick);
}

/** Spec §4: mobile-only modals close when the viewport grows past mobile. */
export function fitViewport(stack: ModalStack, isMobile: boolean): ModalStack {
  if (isMobile) return stack;
  const entries = stack.entries.filter((open) => !open.mobileOnly);
  return entries.length === stack.entries.length ? stack : {...stack, entries};
}

/** Only the modals of promos that still apply (a navigation to another page closes the others). */
export function keepOnly(stack: ModalStack, ids: readonly string[]): ModalStack {
  const entries = stack.entries.filter((open) => ids.includes(open.id));
  return entries.length === stack.entries.length ? stack : {...stack, entries};
}
