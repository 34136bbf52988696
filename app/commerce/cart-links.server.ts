// Issue 14 §4: Shopify's discount links (`/discount/{code}`) and cart permalinks (`/cart/{variant}:{qty},...`) add to
// the shopper's own cart through the same cart action every cart form goes through (./cart-actions.server.ts: the
// form checks and limits, Hydrogen's cart handler, the free-gift rule), keeping the lines and codes already there.
// Done, the shopper lands where a cart form without JavaScript lands: the market's cart page (or a path of ours a
// discount link names in `?redirect=`). Refused or failed, the cart page shows why, with the cart as it was.
import {CartForm} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {stringsFor} from '~locales/index';
import {privateHeaders} from '~/http/cache-control';
import {localizePath} from '~/markets/links';
import {runCartAction, type CartActionResult} from './cart-actions.server';
import {cartCookie, isMissingCart, isSecureRequest} from './cart-cookie';
import {loadCartData} from './cart-data.server';
import {parseCartForm, type CartProblem} from './cart-input';
import {isDiscountLinkCode, parsePermalink} from './cart-permalink';
import {safeRedirectPath} from './cart-rules';

export type CartLinkAnswer =
  | {kind: 'redirect'; location: string; headers: Headers}
  | {kind: 'page'; status: number; headers: Headers; data: Awaited<ReturnType<typeof cartPageData>>};

function cartForm(action: string, inputs: Record<string, unknown>): FormData {
  const form = new FormData();
  form.set(CartForm.INPUT_NAME, JSON.stringify({action, inputs}));
  return form;
}

async function cartPageData(context: AppLoadContext, message: string | null) {
  const {staleToken: _stale, ...cart} = await loadCartData(context);
  return {...cart, title: stringsFor(context.market).cartTitle, checkoutError: null, message};
}

/** The Storefront's answer as the cart route's action would give it, then where the shopper goes. */
async function answer(context: AppLoadContext, request: Request, outcome: CartActionResult, target: string | null): Promise<CartLinkAnswer> {
  const headers = privateHeaders();
  const secure = isSecureRequest(request);
  const cartId = outcome.result?.cart?.id;
  if (cartId) headers.append('Set-Cookie', cartCookie(cartId, secure));
  else if (outcome.staleToken || isMissingCart(outcome.result?.userErrors)) headers.append('Set-Cookie', cartCookie(null, secure));
  // What went wrong, as the cart page words it (CartAnswerStatus's rule): our problem, else the Storefront's own.
  const strings = stringsFor(context.market);
  const userError = outcome.result?.userErrors?.[0]?.message;
  const message = outcome.problem ? strings[outcome.problem] : userError ?? (outcome.result?.cart ? null : strings.cartError);
  if (!message) return {kind: 'redirect', location: target ?? localizePath('/cart', context.routing), headers};
  return {kind: 'page', status: outcome.status >= 400 ? outcome.status : 400, headers, data: await cartPageData(context, message)};
}

function refused(problem: CartProblem): CartActionResult {
  console.warn(`[cart] Refused a cart link: ${problem}`);
  return {status: 400, problem};
}

/** `/cart/{lines}`: the permalink's lines added to the shopper's cart (a new cart when there is none). */
export async function openPermalink(context: AppLoadContext, request: Request, segment: string): Promise<CartLinkAnswer> {
  const parsed = parsePermalink(segment);
  const outcome = parsed.ok
    ? await runCartAction(context, cartForm(CartForm.ACTIONS.LinesAdd, {lines: parsed.lines}))
    : refused(parsed.problem);
  return answer(context, request, outcome, null);
}

/**
 * `/discount/{code}`: the code joins the cart's codes (a new cart with the code when there is none, or when the
 * cookie's cart no longer exists); `?redirect=` may name a path of ours to land on instead of the cart.
 */
export async function openDiscountLink(context: AppLoadContext, request: Request, code: string): Promise<CartLinkAnswer> {
  const url = new URL(request.url);
  const target = safeRedirectPath(url.searchParams.get('redirect'), url.origin);
  if (!isDiscountLinkCode(code)) return answer(context, request, refused('cartInvalidCode'), target);
  const current = context.cart.getCartId() ? await context.cart.get() : null;
  const kept = current?.discountCodes?.map((discount) => discount.code) ?? [];
  const form = cartForm(CartForm.ACTIONS.DiscountCodesUpdate, {discountCodes: kept, discountCode: code});
  if (current) return answer(context, request, await runCartAction(context, form), target);

  // No cart yet: the same checks as the form, then a cart made with the code and the market's country.
  const parsed = parseCartForm(form);
  if (!parsed.ok) return answer(context, request, refused(parsed.problem), target);
  const codes = parsed.request.kind === 'DiscountCodesUpdate' ? parsed.request.discountCodes : [];
  if (!codes.length) return answer(context, request, refused('cartInvalidCode'), target);
  try {
    const result = await context.cart.create({discountCodes: codes, buyerIdentity: {countryCode: context.market.shopifyCountryCode}});
    const outcome: CartActionResult = {status: result.userErrors?.length ? 400 : 200, result, staleToken: Boolean(context.cart.getCartId())};
    return answer(context, request, outcome, target);
  } catch (error) {
    console.error('[cart] Error creating new Shopify Cart:', error instanceof Error ? error.message : error);
    return answer(context, request, {status: 502, problem: 'cartError'}, target);
  }
}
