// The order's items: ordered vs current quantity (an edit or a refund took some away), the shopper's own
// attributes, each line's discounts, and the price before discounts struck through when they lowered it.
import type {LineView} from '~/commerce/order-view';
import {Money} from '~/components/ui/Money';
import {format} from '~locales/index';
import {useOrdersStrings} from './use-orders-strings';
import {discountKindLabel} from './discount-label';
import {OrderSection} from './OrderParts';

export function OrderLines({lines}: {lines: LineView[]}) {
  const strings = useOrdersStrings();
  return (
    <OrderSection id="order-items" title={strings.items}>
      <table className="mt-3 w-full text-left text-sm">
        <thead className="border-b border-neutral-300">
          <tr>
            <th scope="col" className="py-2 pr-2 font-semibold">
              {strings.colProduct}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              {strings.colQuantity}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-semibold">
              {strings.colPrice}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200">
          {lines.map((line, index) => (
            <tr key={index} className="align-top">
              <th scope="row" className="py-3 pr-2 font-normal">
                <span className="font-semibold">{line.title}</span>
                {line.gift ? <span className="ml-2 rounded bg-neutral-100 px-1.5 py-0.5 text-xs">{strings.gift}</span> : null}
                {line.variantTitle || line.sku || line.attributes.length || line.discounts.length ? (
                  <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-neutral-600">
                    {line.variantTitle ? (
                      <>
                        <dt className="sr-only">{strings.colProduct}</dt>
                        <dd className="col-span-2">{line.variantTitle}</dd>
                      </>
                    ) : null}
                    {line.sku ? (
                      <>
                        <dt>{strings.sku}</dt>
                        <dd>{line.sku}</dd>
                      </>
                    ) : null}
                    {line.attributes.map((attribute) => (
                      <div key={attribute.key} className="contents">
                        <dt>{attribute.key}</dt>
                        <dd>{attribute.value}</dd>
                      </div>
                    ))}
                    {line.discounts.map((discount, discountIndex) => (
                      <div key={discountIndex} className="contents">
                        <dt>{discount.label ?? discountKindLabel(discount.kind, strings)}</dt>
                        <dd>
                          −<Money data={discount.amount} />
                        </dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </th>
              <td className="px-2 py-3 text-right tabular-nums">
                {line.currentQuantity}
                {line.quantityChanged ? (
                  <span className="block text-xs text-neutral-600">
                    {line.currentQuantity === 0 ? `${strings.removed}, ` : ''}
                    {format(strings.quantityOrdered, {quantity: line.quantity})}
                  </span>
                ) : null}
              </td>
              <td className="py-3 pl-2 text-right tabular-nums">
                {line.discounted ? (
                  <s className="block text-xs text-neutral-600">
                    <Money data={line.originalTotal} />
                  </s>
                ) : null}
                <Money data={line.discountedTotal} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </OrderSection>
  );
}
