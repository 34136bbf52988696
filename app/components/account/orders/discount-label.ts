import type {DiscountKind} from '~/commerce/order-view';
import type {OrdersStrings} from './strings';

/** What a discount without a code or title is called. */
export function discountKindLabel(kind: DiscountKind, strings: OrdersStrings): string {
  if (kind === 'code') return strings.discountCode;
  if (kind === 'automatic') return strings.discountAutomatic;
  return strings.discountManual;
}
