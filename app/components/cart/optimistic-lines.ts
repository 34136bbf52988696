// Spec §4 Cart: +/− and remove answer at once. The cart forms still in flight applied to the lines' quantities,
// by Hydrogen's useOptimisticCart rules for updates and removals (an add shows once the server answers, as
// before: our add forms carry no variant to draw a line from). Pure and ours: Hydrogen's browser entry cost
// the cart page 3 KB gzip.
import {CART_ACTIONS, CART_FORM_INPUT} from './line-status';

type Line = {id: string; quantity: number};
type PendingForm = {action?: string; inputs?: {lines?: {id?: unknown; quantity?: unknown}[]; lineIds?: unknown[]}};

function pendingForm(formData: FormData | undefined): PendingForm | null {
  const raw = formData?.get(CART_FORM_INPUT);
  if (typeof raw !== 'string') return null;
  try {
    return JSON.parse(raw) as PendingForm;
  } catch {
    return null;
  }
}

/**
 * Each line's quantity once the pending forms (in the order they were sent) are done; a line removed, or
 * updated to 0, is left out. `pending`: some form changed a line.
 */
export function optimisticQuantities(lines: Line[], forms: (FormData | undefined)[]): {quantities: Map<string, number>; pending: boolean} {
  const quantities = new Map(lines.map((line) => [line.id, line.quantity]));
  let pending = false;
  for (const form of forms.map(pendingForm)) {
    if (form?.action === CART_ACTIONS.LinesRemove) {
      for (const id of form.inputs?.lineIds ?? []) {
        if (typeof id === 'string' && quantities.delete(id)) pending = true;
      }
    } else if (form?.action === CART_ACTIONS.LinesUpdate) {
      for (const line of form.inputs?.lines ?? []) {
        if (typeof line.id !== 'string' || !quantities.has(line.id)) continue;
        if (line.quantity === 0) quantities.delete(line.id);
        else quantities.set(line.id, line.quantity as number);
        pending = true;
      }
    }
  }
  return {quantities, pending};
}
