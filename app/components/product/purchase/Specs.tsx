import {useId} from 'react';
import {useRouteContext} from '~/context/route-context';
import type {PurchaseData} from './types';

/** Amounts per unit name ("Protein 24 g") under the editors' subheading. */
export function Specs({specs}: {specs: PurchaseData['specs']}) {
  const {strings} = useRouteContext();
  const headingId = useId();
  if (!specs) return null;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="font-semibold">
        {specs.heading ?? strings.purchaseSpecs}
      </h2>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {specs.items.map((item) => (
          <div key={item.id} className="contents">
            <dt>{item.name}</dt>
            <dd className="text-right font-semibold">{[item.amount, item.measurement].filter(Boolean).join(' ')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
