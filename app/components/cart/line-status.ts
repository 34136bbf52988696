// Spec §4 Cart: line-added goes idle → added after an add, line-removed idle → removed after a removal, and
// both return to idle once analytics has handled them. Pure, so the order of events is easy to follow.
//
// Hydrogen's CartForm field and action names, written out: this runs in the shell of every page, and importing
// @shopify/hydrogen there would bring all of its browser code (cart forms, pagination) into every first view.
// tests/unit/components/line-status.test.ts checks them against CartForm.
export const CART_FORM_INPUT = 'cartFormInput';
/** The CartForm actions our forms post (CartForm.tsx); cart-input.ts reads them on the server. */
export const CART_ACTIONS = {
  LinesAdd: 'LinesAdd',
  LinesRemove: 'LinesRemove',
  LinesUpdate: 'LinesUpdate',
  DiscountCodesUpdate: 'DiscountCodesUpdate',
} as const;
export type CartAction = (typeof CART_ACTIONS)[keyof typeof CART_ACTIONS];
const ACTIONS = CART_ACTIONS;

export type LineStatus = {added: 'idle' | 'added'; removed: 'idle' | 'removed'};
export type LineStatusEvent = {type: 'LINE_ADDED'} | {type: 'LINE_REMOVED'} | {type: 'TRACKED'};

export const IDLE_LINE_STATUS: LineStatus = {added: 'idle', removed: 'idle'};

export function lineStatusReducer(state: LineStatus, event: LineStatusEvent): LineStatus {
  switch (event.type) {
    case 'LINE_ADDED':
      return {...state, added: 'added'};
    case 'LINE_REMOVED':
      return {...state, removed: 'removed'};
    case 'TRACKED':
      return IDLE_LINE_STATUS;
  }
}

/** What a finished cart form did to the lines: an add, a removal (also quantity 0), or neither. */
export function lineChangeOf(formData: FormData | undefined): 'added' | 'removed' | null {
  if (!formData) return null;
  const intent = formData.get('intent');
  if (intent === 'gift' || intent === 'bundle') return 'added';
  const raw = formData.get(CART_FORM_INPUT);
  if (typeof raw !== 'string') return null;
  try {
    const {action, inputs} = JSON.parse(raw) as {action?: string; inputs?: {lines?: {quantity?: unknown}[]}};
    if (action === ACTIONS.LinesAdd) return 'added';
    if (action === ACTIONS.LinesRemove) return 'removed';
    if (action === ACTIONS.LinesUpdate && inputs?.lines?.some((line) => Number(line.quantity) === 0)) return 'removed';
    return null;
  } catch {
    return null;
  }
}
