// The cart for the header count and the overlay (`GET {basePath}/api/cart`), asked by the browser after
// hydration: public pages carry no cart and stay cacheable, this answer is the shopper's own and never cached.
// Without a cart cookie it answers an empty cart and creates none.
import type {ShouldRevalidateFunction} from '@remix-run/react';
import {json, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loadCartData, type CartData} from '~/commerce/cart-data.server';
import {cartCookie, isSecureRequest} from '~/commerce/cart-cookie';
import {privateHeaders} from '~/http/cache-control';
import {assertMarketPath} from '~/markets/guard.server';
import {isUpstreamUnavailable} from '~/upstream/unavailable.server';

export type CartApiCart = {count: number} & CartData;
/** The cart, or (while the Storefront is down) nothing known: `count` null, the cookie kept. */
export type CartApiResponse = CartApiCart | {count: null; unavailable: true};

/**
 * The cart is fetched again after every form submission, stated here rather than left to the router's default:
 * when a cart form is posted while a navigation is still loading (a quantity click just after opening the
 * overlay), the navigation's end clears the router's revalidation flag and the cart would stay stale.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({formMethod, defaultShouldRevalidate}) =>
  formMethod && formMethod.toUpperCase() !== 'GET' ? true : defaultShouldRevalidate;

export async function loader({params, context, request}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const headers = privateHeaders();
  let loaded: Awaited<ReturnType<typeof loadCartData>>;
  try {
    loaded = await loadCartData(context);
  } catch (error) {
    // Not a 503: the overlay's fetcher would take the page to its error boundary. The header shows no count and
    // the overlay stays "loading" (never a false empty cart) until the next reload brings the cart back.
    if (!isUpstreamUnavailable(error)) throw error;
    return json<CartApiResponse>({count: null, unavailable: true}, {headers});
  }
  const {staleToken, ...data} = loaded;
  // A token whose cart no longer exists is dropped; the next cart action makes a new cart.
  if (staleToken) headers.append('Set-Cookie', cartCookie(null, isSecureRequest(request)));
  return json<CartApiResponse>({count: data.cart?.totalQuantity ?? 0, ...data} satisfies CartApiCart, {headers});
}
