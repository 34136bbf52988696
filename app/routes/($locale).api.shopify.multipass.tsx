// Spec §7: `POST {basePath}/api/shopify/multipass` {email, returnTo} (JSON or a form) → {url}, the Multipass login
// that signs the session's customer in at checkout and goes on to returnTo; failure → {success: false, error}.
// A form post without JavaScript (the cart's checkout button) is answered with a 303: to that URL, or back to the
// cart naming the problem. Always `private, no-store`: the URL holds a token that signs this customer in.
import {json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {multipassForSession, type MultipassRequest} from '~/commerce/multipass-checkout.server';
import {CHECKOUT_ERROR_PARAM, checkoutSignInMessage} from '~/components/cart/checkout-sign-in';
import {privateHeaders} from '~/http/cache-control';
import {refusal} from '~/http/request-guard.server';
import {isDocumentRequest, isJsonContentType} from '~/http/request-rules';
import {assertMarketPath} from '~/markets/guard.server';
import {localizePath} from '~/markets/links';
import {stringsFor} from '~locales/index';

/** Called with `fetch` and a JSON body (the request guard takes JSON only where a route says so). */
export const handle = {jsonBody: true};

export type MultipassApiResponse = {url: string} | {success: false; error: string};

/** Only POST: a token is never made for a GET, which a link or a prefetch could trigger. */
export function loader({params, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  throw refusal(405, context, {Allow: 'POST'});
}

/** Method, content type (form, or JSON object), size and shape were checked before this runs (request guard). */
export async function action({params, context, request}: ActionFunctionArgs) {
  assertMarketPath(params, context);
  const isJson = isJsonContentType(request.headers.get('Content-Type'));
  const body: MultipassRequest = isJson
    ? ((await request.json().catch(() => ({}))) as MultipassRequest)
    : Object.fromEntries(await request.formData().catch(() => new FormData()));
  const outcome = await multipassForSession(context, {email: body.email, returnTo: body.returnTo});
  const headers = privateHeaders();

  if (!isJson && isDocumentRequest(request)) {
    if (outcome.ok) return redirect(outcome.url, {status: 303, headers});
    const cart = localizePath(`/cart?${CHECKOUT_ERROR_PARAM}=${outcome.problem}`, context.routing);
    return redirect(cart, {status: 303, headers});
  }
  if (outcome.ok) return json<MultipassApiResponse>({url: outcome.url}, {headers});
  const error = checkoutSignInMessage(outcome.problem, stringsFor(context.market))!;
  return json<MultipassApiResponse>({success: false, error}, {status: outcome.status, headers});
}
