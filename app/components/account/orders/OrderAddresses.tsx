import type {AddressView} from '~/commerce/order-view';
import {useOrdersStrings} from './use-orders-strings';

/** Shipping and billing address side by side from the tablet width up, stacked on a phone. */
export function OrderAddresses({shipping, billing}: {shipping: AddressView | null; billing: AddressView | null}) {
  const strings = useOrdersStrings();
  return (
    <div className="mt-8 grid gap-6 sm:grid-cols-2">
      <OrderAddress id="order-shipping" title={strings.shippingAddress} address={shipping} empty={strings.noAddress} />
      <OrderAddress id="order-billing" title={strings.billingAddress} address={billing} empty={strings.noAddress} />
    </div>
  );
}

function OrderAddress({id, title, address, empty}: {id: string; title: string; address: AddressView | null; empty: string}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {address ? (
        <address className="mt-2 not-italic">
          {[address.name, address.company, ...address.lines, address.phone].filter(Boolean).map((line, index) => (
            <span key={index} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : (
        <p className="mt-2 text-neutral-600">{empty}</p>
      )}
    </section>
  );
}
