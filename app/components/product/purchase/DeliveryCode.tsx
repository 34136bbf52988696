import clsx from 'clsx';
import {ContentIcon} from './ContentIcon';
import type {PurchaseData} from './types';

/** The delivery promise: next business day or regular, as the editors set it. */
export function DeliveryCode({code}: {code: PurchaseData['deliveryCode']}) {
  if (!code) return null;
  return (
    <p
      className={clsx('mt-4 flex items-center gap-2 text-sm', code.nextBusinessDay && 'font-semibold')}
      data-testid="delivery-code"
    >
      <ContentIcon icon={code.icon} />
      {code.label}
    </p>
  );
}
