import {useLoaderData} from '@remix-run/react';
import {json, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {loadOrder} from '~/commerce/customer-orders.server';
import {OrderDetailPage} from '~/components/account/orders/OrderDetailPage';
import {ORDERS_STRINGS} from '~/components/account/orders/strings';
import {accountHeaders as headers, accountMeta} from '~/http/account-pages';
import {privateHeaders} from '~/http/cache-control';
import {assertMarketPath} from '~/markets/guard.server';
import {format} from '~locales/index';

export const meta: MetaFunction<typeof loader> = ({data}) => accountMeta(data?.title);
export {headers};

/** `/account/orders/<number>?key=<key>`; anything else, and any order not the session customer's, is a 404. */
export async function loader({params, context, request}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const order = await loadOrder(context, request, params.id);
  const title = format(ORDERS_STRINGS[context.market.language].orderTitle, {name: order.name});
  return json({order, title}, {headers: privateHeaders()});
}

export default function AccountOrderRoute() {
  const {order} = useLoaderData<typeof loader>();
  return <OrderDetailPage order={order} />;
}
