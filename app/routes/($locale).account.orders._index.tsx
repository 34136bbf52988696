import {useLoaderData} from '@remix-run/react';
import {json, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {loadOrdersPage} from '~/commerce/customer-orders.server';
import {OrdersListPage} from '~/components/account/orders/OrdersListPage';
import {ORDERS_STRINGS} from '~/components/account/orders/strings';
import {accountHeaders as headers, accountMeta} from '~/http/account-pages';
import {privateHeaders} from '~/http/cache-control';
import {assertMarketPath} from '~/markets/guard.server';

export const meta: MetaFunction<typeof loader> = ({data}) => accountMeta(data?.title);
export {headers};

export async function loader({params, context, request}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const page = await loadOrdersPage(context, request);
  return json({page, title: ORDERS_STRINGS[context.market.language].ordersTitle}, {headers: privateHeaders()});
}

export default function AccountOrdersRoute() {
  const {page} = useLoaderData<typeof loader>();
  return <OrdersListPage page={page} />;
}
