import {useLoaderData} from '@remix-run/react';
import {json, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {requireCustomer} from '~/commerce/customer-access.server';
import {fetchAccountCustomer} from '~/commerce/customer.server';
import {ACCOUNT_STRINGS} from '~/components/account/account-strings';
import {AccountOverview} from '~/components/account/AccountOverview';
import {AccountPage} from '~/components/account/AccountPage';
import {accountHeaders as headers, accountMeta} from '~/http/account-pages';
import {privateHeaders} from '~/http/cache-control';
import {assertMarketPath} from '~/markets/guard.server';

export const meta: MetaFunction<typeof loader> = ({data}) => accountMeta(data?.title);
export {headers};

export async function loader({params, context, request}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const {token} = await requireCustomer(context, request);
  const customer = await fetchAccountCustomer(context.storefront, token.accessToken);
  return json(
    {
      title: ACCOUNT_STRINGS[context.market.language].accountTitle,
      customer: customer.ok ? customer.value : null,
    },
    {headers: privateHeaders()},
  );
}

export default function AccountOverviewPage() {
  const {title, customer} = useLoaderData<typeof loader>();
  return (
    <AccountPage title={title}>
      <AccountOverview customer={customer} />
    </AccountPage>
  );
}
