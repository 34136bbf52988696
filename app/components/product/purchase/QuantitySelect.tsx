import {useId} from 'react';
import {useRouteContext} from '~/context/route-context';

/** 1 to max (at most 10). */
export function QuantitySelect({value, max, onChange}: {value: number; max: number; onChange: (quantity: number) => void}) {
  const {strings} = useRouteContext();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {strings.purchaseQuantity}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="min-h-11 rounded-full border-2 border-line bg-paper px-4 text-ink"
        data-testid="quantity"
      >
        {Array.from({length: max}, (_, index) => index + 1).map((quantity) => (
          <option key={quantity} value={quantity}>
            {quantity}
          </option>
        ))}
      </select>
    </div>
  );
}
