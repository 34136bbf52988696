import {useRouteContext} from '~/context/route-context';
import {ContentIcon} from './ContentIcon';
import type {PurchaseData} from './types';

/** Payment notes (the editors' productPage notes), each with its icon. */
export function PaymentNotes({notes}: {notes: PurchaseData['paymentNotes']}) {
  if (!notes.length) return null;
  return (
    <ul className="mt-4 space-y-1 text-sm" data-testid="payment-notes">
      {notes.map((note) => (
        <li key={note.id} className="flex items-center gap-2">
          <ContentIcon icon={note.icon} />
          {note.label}
        </li>
      ))}
    </ul>
  );
}

export function PreorderNote() {
  const {strings} = useRouteContext();
  return <p className="mt-4 text-sm font-semibold">{strings.purchasePreorderNote}</p>;
}
