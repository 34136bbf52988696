import {useLoaderData} from '@remix-run/react';
import {json, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {openPermalink} from '~/commerce/cart-links.server';
import {CartPage} from '~/components/cart/CartPage';
import {privateHeaders} from '~/http/cache-control';
import {assertMarketPath} from '~/markets/guard.server';

// Shopify's cart permalink /cart/{variant}:{qty},...: the lines join the shopper's cart, then the cart page; a link
// that cannot be taken shows the cart page with the reason (400), the cart as it was.
export const meta: MetaFunction<typeof loader> = ({data}) => [{title: data?.title ?? 'Cart'}, {name: 'robots', content: 'noindex'}];

export const headers: HeadersFunction = () => privateHeaders();

export async function loader({params, context, request}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const outcome = await openPermalink(context, request, params.lines ?? '');
  if (outcome.kind === 'redirect') return redirect(outcome.location, {status: 303, headers: outcome.headers});
  return json(outcome.data, {status: outcome.status, headers: outcome.headers});
}

export default function CartPermalinkRoute() {
  const {title: _title, checkoutError: _checkoutError, message, ...cartData} = useLoaderData<typeof loader>();
  return <CartPage data={cartData} message={message} />;
}
