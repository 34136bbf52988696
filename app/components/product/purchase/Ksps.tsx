import {ContentIcon} from './ContentIcon';
import type {PurchaseData} from './types';

/** Key selling points beside the add-to-cart button. */
export function Ksps({ksps}: {ksps: PurchaseData['ksps']}) {
  if (!ksps.length) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="ksps">
      {ksps.map((ksp) => (
        <li key={ksp.id} className="flex items-center gap-2">
          <ContentIcon icon={ksp.icon} />
          {ksp.text}
        </li>
      ))}
    </ul>
  );
}
