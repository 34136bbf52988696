import {useActionData, useLoaderData} from '@remix-run/react';
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@shopify/remix-oxygen';
import {runCartAction} from '~/commerce/cart-actions.server';
import {loadCartData} from '~/commerce/cart-data.server';
import {cartCookie, isMissingCart, isSecureRequest} from '~/commerce/cart-cookie';
import {safeRedirectPath} from '~/commerce/cart-rules';
import {cartFailureMessage} from '~/components/cart/CartAnswerStatus';
import {CartPage} from '~/components/cart/CartPage';
import {CHECKOUT_ERROR_PARAM, checkoutSignInMessage} from '~/components/cart/checkout-sign-in';
import {privateHeaders} from '~/http/cache-control';
import {isDocumentRequest} from '~/http/request-rules';
import {assertMarketPath} from '~/markets/guard.server';
import {localizePath} from '~/markets/links';
import {stringsFor} from '~locales/index';

export const meta: MetaFunction<typeof loader> = ({data}) => [
  {title: data?.title ?? 'Cart'},
  {name: 'robots', content: 'noindex'},
];

/**
 * The cart page is personal: never cached. Remix adds the loader's Set-Cookie (a dropped token cleared) itself;
 * returning it here as well would send it twice (workerd's Headers cannot tell Remix it is already there).
 */
export const headers: HeadersFunction = () => privateHeaders();

export async function loader({params, context, request}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const {staleToken, ...cartData} = await loadCartData(context);
  const headers = privateHeaders();
  // A token whose cart no longer exists is dropped; the next cart action makes a new cart.
  if (staleToken) headers.append('Set-Cookie', cartCookie(null, isSecureRequest(request)));
  const strings = stringsFor(context.market);
  // A checkout sign-in posted without JavaScript that failed comes back here naming why (multipass route).
  const checkoutError = checkoutSignInMessage(new URL(request.url).searchParams.get(CHECKOUT_ERROR_PARAM), strings);
  return json({...cartData, title: strings.cartTitle, checkoutError}, {headers});
}

/** Method, content type, size and form shape were checked before this runs (app/http/request-guard.server.ts). */
export async function action({params, context, request}: ActionFunctionArgs) {
  assertMarketPath(params, context);
  const formData = await request.formData();
  const outcome = await runCartAction(context, formData);
  const headers = privateHeaders();
  const cartId = outcome.result?.cart?.id;
  const secure = isSecureRequest(request);
  if (cartId) headers.append('Set-Cookie', cartCookie(cartId, secure));
  // The Storefront says the cookie's cart is gone (an add has already made a new one), or the action found no
  // cart under the token (checkout, gift): the token is dropped.
  else if (outcome.staleToken || isMissingCart(outcome.result?.userErrors)) headers.append('Set-Cookie', cartCookie(null, secure));
  if (outcome.redirect) return redirect(outcome.redirect, {status: 303, headers});

  const answer = {
    cart: outcome.result?.cart ?? null,
    userErrors: outcome.result?.userErrors ?? [],
    warnings: outcome.result?.warnings ?? [],
    problem: outcome.problem ?? null,
  };
  // What went wrong, in the market's words (our own problem first, else the Storefront's userError as sent).
  const message = cartFailureMessage(answer, stringsFor(context.market));
  // Without JavaScript the form was a page post: a success answers with the cart page (or a path of ours it
  // asked for); a failure renders the cart page with its message and status, so the shopper sees why.
  if (isDocumentRequest(request) && !message) {
    const url = new URL(request.url);
    const cartPath = localizePath('/cart', context.routing);
    const target = safeRedirectPath(formData.get('redirectTo'), url.origin) ?? cartPath;
    return redirect(target, {status: 303, headers});
  }
  return json({...answer, message}, {status: outcome.status, headers});
}

export default function CartRoute() {
  const {title: _title, checkoutError, ...cartData} = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <CartPage data={cartData} message={actionData?.message ?? checkoutError} />;
}
