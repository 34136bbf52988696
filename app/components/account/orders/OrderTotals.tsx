// The order's totals: one column, or the amounts when ordered beside those now when the order was edited or
// refunded, and what was refunded.
import type {TotalsTable} from '~/commerce/order-view';
import {Money} from '~/components/ui/Money';
import {OrderSection} from './OrderParts';
import {useOrdersStrings} from './use-orders-strings';

export function OrderTotals({totals}: {totals: TotalsTable}) {
  const strings = useOrdersStrings();
  return (
    <OrderSection id="order-totals" title={strings.totalsTitle}>
      <table className="mt-3 w-full text-sm">
        {totals.compare ? (
          <thead className="border-b border-neutral-300">
            <tr>
              <td />
              <th scope="col" className="py-2 pl-2 text-right font-semibold">
                {strings.colOriginal}
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-semibold">
                {strings.colCurrent}
              </th>
            </tr>
          </thead>
        ) : null}
        <tbody>
          {totals.rows.map((row) => (
            <tr key={row.key} className={row.key === 'total' ? 'border-t border-neutral-300 font-semibold' : undefined}>
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {strings.totals[row.key]}
              </th>
              {totals.compare ? <td className="py-1 pl-2 text-right tabular-nums">{row.original ? <Money data={row.original} /> : '–'}</td> : null}
              <td className="py-1 pl-2 text-right tabular-nums">{row.current ? <Money data={row.current} /> : '–'}</td>
            </tr>
          ))}
          {totals.refunded ? (
            <tr>
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {strings.refunded}
              </th>
              {totals.compare ? <td /> : null}
              <td className="py-1 pl-2 text-right tabular-nums">
                −<Money data={totals.refunded} />
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </OrderSection>
  );
}
