// The account overview: who is signed in, the default address and the way to every account page.
import {Link} from '@remix-run/react';
import type {SerializeFrom} from '@shopify/remix-oxygen';
import type {AccountCustomer} from '~/commerce/customer.server';
import {useRouteContext} from '~/context/route-context';
import {format} from '~locales/index';
import type {OrdersSummary as OrdersSummaryData} from '~/commerce/order-view';
import {LoyaltyPanel} from '~/components/loyalty/LoyaltyPanel';
import {NewsletterOffer} from '~/components/overlays/NewsletterOffer';
import type {NewsletterTexts} from '~/overlays/overlay-texts';
import {OrdersSummary} from './orders/OrdersSummary';
import {AddressLines} from './AddressLines';
import {useAuthStrings} from './AuthFields';

export function AccountOverview({
  customer,
  orders,
  newsletter = null,
}: {
  customer: SerializeFrom<AccountCustomer> | null;
  orders: SerializeFrom<OrdersSummaryData> | null;
  newsletter?: NewsletterTexts | null;
}) {
  const strings = useAuthStrings();
  const {path} = useRouteContext();
  if (!customer) return <p role="alert">{strings.errorGeneric}</p>;
  const name = customer.firstName || customer.displayName || customer.email;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="account-greeting">
        <h2 id="account-greeting" className="text-xl font-semibold">
          {format(strings.greeting, {name: name ?? ''})}
        </h2>
        <p className="text-neutral-700">{customer.email}</p>
        <p>
          {format(strings.ordersCount, {
            count: Number(customer.numberOfOrders),
          })}
        </p>
      </section>
      <NewsletterOffer texts={newsletter} subscribed={customer.acceptsMarketing} />
      <section aria-labelledby="account-default-address">
        <h2 id="account-default-address" className="text-lg font-semibold">
          {strings.defaultAddress}
        </h2>
        {customer.defaultAddress ? <AddressLines address={customer.defaultAddress} /> : <p>{strings.noAddresses}</p>}
        <Link to={path('/account/addresses')} className="underline underline-offset-4">
          {strings.addressesTitle}
        </Link>
      </section>
      {orders ? <OrdersSummary summary={orders} /> : null}
      <LoyaltyPanel />
    </div>
  );
}
