import {useLoaderData, type ShouldRevalidateFunction} from '@remix-run/react';
import {json, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {withPublicAddressIds} from '~/commerce/account-addresses';
import {requireCustomer} from '~/commerce/customer-access.server';
import {loadOrdersSummary, ORDERS_COUNTED} from '~/commerce/customer-orders.server';
import {fetchAccountCustomer} from '~/commerce/customer.server';
import {ACCOUNT_STRINGS} from '~/components/account/account-strings';
import {AccountOverview} from '~/components/account/AccountOverview';
import {AccountPage} from '~/components/account/AccountPage';
import {accountHeaders as headers, accountMeta} from '~/http/account-pages';
import {privateHeaders} from '~/http/cache-control';
import {assertMarketPath} from '~/markets/guard.server';
import {isSignedOutAnswer} from '~/overlays/newsletter';
import {loadNewsletterTexts} from '~/overlays/overlay-texts.server';

export const meta: MetaFunction<typeof loader> = ({data}) => accountMeta(data?.title);
export {headers};

/**
 * A newsletter sign-up refused because the session lapsed keeps the overview (and the modal saying so) on screen:
 * reloading it would send the shopper to the login page before they could read why.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({actionResult, defaultShouldRevalidate}) =>
  isSignedOutAnswer(actionResult) ? false : defaultShouldRevalidate;

export async function loader({params, context, request}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const {token} = await requireCustomer(context, request);
  const [customer, orders, newsletter] = await Promise.all([
    fetchAccountCustomer(context.storefront, token.accessToken),
    // Issue 10: the overview embeds the customer's orders, up to 50 (spec §3), newest first.
    loadOrdersSummary(context, token, ORDERS_COUNTED),
    // The newsletter modal's texts (issue 13 §3), also once subscribed: the modal shows its success texts then.
    loadNewsletterTexts(context),
  ]);
  return json(
    {
      title: ACCOUNT_STRINGS[context.market.language].accountTitle,
      // Shopify's address ids carry the access token: the page gets them without it.
      customer: customer.ok ? withPublicAddressIds(customer.value) : null,
      orders,
      newsletter,
    },
    {headers: privateHeaders()},
  );
}

export default function AccountOverviewPage() {
  const {title, customer, orders, newsletter} = useLoaderData<typeof loader>();
  return (
    <AccountPage title={title}>
      <AccountOverview customer={customer} orders={orders} newsletter={newsletter} />
    </AccountPage>
  );
}
