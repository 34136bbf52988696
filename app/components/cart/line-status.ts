// Spec §4 Cart: line-added goes idle → added after an add, line-removed idle → removed after a removal, and
// both return to idle once analytics has handled them. Pure, so the order of events is easy to follow.
import {CartForm} from '@shopify/hydrogen';

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
  const raw = formData.get(CartForm.INPUT_NAME);
  if (typeof raw !== 'string') return null;
  try {
    const {action, inputs} = JSON.parse(raw) as {action?: string; inputs?: {lines?: {quantity?: unknown}[]}};
    if (action === CartForm.ACTIONS.LinesAdd) return 'added';
    if (action === CartForm.ACTIONS.LinesRemove) return 'removed';
    if (action === CartForm.ACTIONS.LinesUpdate && inputs?.lines?.some((line) => Number(line.quantity) === 0)) return 'removed';
    return null;
  } catch {
    return null;
  }
}

type DataLayerWindow = Window & {dataLayer?: unknown[]};

/** Spec §7 tracking: the tag manager's ecommerce events for cart changes. */
export function trackLineChange(change: 'added' | 'removed') {
  const target = window as DataLayerWindow;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push({event: change === 'added' ? 'add_to_cart' : 'remove_from_cart'});
}
