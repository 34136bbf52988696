// One action for every cart form (spec §7 cart mutations, §8 cart errors). The form is read and checked first
// (./cart-input.ts: a bad one is a 400 with our message and the cart untouched), then the action acts only on
// the cart in the shopper's own cookie, and after every change the free-gift rule runs (./gifts.server.ts), so
// neither a change nor the checkout hand-off leaves a gift that does not qualify.
import type {CartQueryDataReturn} from '@shopify/hydrogen';
import type {CartLineInput} from '@shopify/hydrogen/storefront-api-types';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {bundleLinesFor} from './bundle.server';
import {parseCartForm, type CartProblem, type CartRequest} from './cart-input';
import {checkoutRedirect} from './cart-rules';
import {multipassForSession} from './multipass-checkout.server';
import {chooseGift, enforceAfterChange, enforceGiftRule, fullCart, withCart} from './gifts.server';

export type CartActionResult = {
  status: number;
  /** A checkout URL to send the shopper to. */
  redirect?: string;
  result?: CartQueryDataReturn;
  /** Which of our messages (locales `cart*` keys) to show when we refused the form or the action failed. */
  problem?: CartProblem;
  /** The cookie names a cart the Storefront does not have (expired, deleted): the route clears it. */
  staleToken?: boolean;
};

// Spec §8 messages, logged when a mutation fails.
const FAILURE_LOG: Partial<Record<CartRequest['kind'], string>> = {
  LinesAdd: 'Error adding to cart',
  bundle: 'Error adding to cart',
  gift: 'Error adding to cart',
  LinesRemove: 'Error removing from cart',
  LinesUpdate: 'Error updating lineItem quantity',
  checkout: 'Error fetching shopify cart',
};

const message = (error: unknown) => (error instanceof Error ? error.message : error);

export async function runCartAction(context: AppLoadContext, formData: FormData): Promise<CartActionResult> {
  const parsed = parseCartForm(formData);
  if (!parsed.ok) {
    context.log.warn(`[cart] Refused a cart form: ${parsed.problem}`);
    return {status: 400, problem: parsed.problem};
  }
  const {request} = parsed;
  try {
    return await perform(context, request);
  } catch (error) {
    context.log.error(`[cart] ${FAILURE_LOG[request.kind] ?? 'Cart action failed'}:`, message(error));
    return {status: 502, problem: 'cartError'};
  }
}

/** What may run without a cart: adding makes one, checkout answers "no cart" itself. */
const WITHOUT_CART: ReadonlySet<CartRequest['kind']> = new Set(['LinesAdd', 'bundle', 'checkout']);

async function perform(context: AppLoadContext, request: CartRequest): Promise<CartActionResult> {
  const {cart, market} = context;
  if (!WITHOUT_CART.has(request.kind) && !cart.getCartId()) return noCart();
  switch (request.kind) {
    case 'LinesAdd':
      return addLines(context, request.lines);
    case 'bundle': {
      const lines = await bundleLinesFor(context, request);
      return lines ? addLines(context, lines) : {status: 400, problem: 'cartBundleInvalid'};
    }
    case 'checkout':
      return checkout(context);
    case 'gift':
      return chooseGift(context, request.variantId);
    case 'LinesUpdate':
      return changed(context, request.kind, await cart.updateLines(request.lines));
    case 'LinesRemove':
      return changed(context, request.kind, await cart.removeLines(request.lineIds));
    case 'DiscountCodesUpdate':
      return changed(context, request.kind, await cart.updateDiscountCodes(request.discountCodes));
    case 'NoteUpdate':
      return changed(context, request.kind, await cart.updateNote(request.note));
    case 'BuyerIdentityUpdate':
      // Only the market's country comes from here; a customer's email joins with the accounts issue, from the
      // session, never from a form field.
      return changed(context, request.kind, await cart.updateBuyerIdentity({countryCode: market.shopifyCountryCode}));
  }
}

/** Lines from a form or a bundle; a cart is made by the first cart action, with the market's country. */
async function addLines(context: AppLoadContext, lines: CartLineInput[]): Promise<CartActionResult> {
  const {cart, market} = context;
  const result = cart.getCartId()
    ? await cart.addLines(lines)
    : await cart.create({lines, buyerIdentity: {countryCode: market.shopifyCountryCode}}).catch((error: unknown) => {
        context.log.error('[cart] Error creating new Shopify Cart:', message(error));
        throw error;
      });
  return changed(context, 'LinesAdd', result);
}

/** The checkout URL only for a cart the gift rule has passed: nothing unverified goes to checkout. */
async function checkout(context: AppLoadContext): Promise<CartActionResult> {
  const {cart, market} = context;
  if (!cart.getCartId()) return noCart();
  const current = await fullCart(context);
  if (!current) return {status: 400, problem: 'cartNoCart', staleToken: true};
  const checked = await enforceGiftRule(context, current);
  if (checked.unverified) {
    context.log.warn('[cart] Checkout held back: a gift line could not be checked against the gift settings');
    return {status: 503, problem: 'cartGiftUnverified'};
  }
  const target = checkoutRedirect(checked.cart.checkoutUrl, market.checkoutHost, market.locale);
  if (!target) return {status: 400, problem: 'cartNoCart'};
  return signedInCheckout(context, target);
}

/**
 * Spec §6: a signed-in customer is signed in at checkout first (Multipass), after the gift rule has passed, so
 * no path to checkout skips it. On failure the shopper stays on the cart with the reason (spec §8).
 */
async function signedInCheckout(context: AppLoadContext, target: string): Promise<CartActionResult> {
  if (!(await context.session.token())) return {status: 303, redirect: target};
  const outcome = await multipassForSession(context, {returnTo: target});
  if (outcome.ok) return {status: 303, redirect: outcome.url};
  // The session ended since the page was shown (its token expired): the shopper is told and stays on the cart,
  // now signed out, so checking out again goes on anonymously or after logging in again.
  if (outcome.problem === 'signedOut') return {status: 401, problem: 'checkoutSignInSignedOut'};
  return {status: outcome.status === 503 ? 503 : 400, problem: 'checkoutSignInFailed'};
}

function noCart(): CartActionResult {
  console.warn('[cart] No cart token');
  return {status: 400, problem: 'cartNoCart'};
}

/** The mutation's answer; after a change that went through, the gift rule, and the cart as it then stands. */
async function changed(context: AppLoadContext, action: CartRequest['kind'], result: CartQueryDataReturn): Promise<CartActionResult> {
  const outcome = answer(action, result);
  if (outcome.status !== 200) return outcome;
  return {...outcome, result: withCart(result, await enforceAfterChange(context, result))};
}

function answer(action: CartRequest['kind'], result: CartQueryDataReturn): CartActionResult {
  if (action === 'LinesAdd' && !result.cart?.id && !result.userErrors?.length) {
    console.error('[cart] Could not create new cart');
    return {status: 502, result, problem: 'cartError'};
  }
  if (!result.cart && !result.userErrors?.length) {
    console.error(`[cart] ${FAILURE_LOG[action] ?? 'Cart action failed'}: Unknown server error`);
    return {status: 502, result, problem: 'cartError'};
  }
  if (result.userErrors?.length) {
    console.warn(`[cart] ${FAILURE_LOG[action] ?? 'Cart action'}:`, result.userErrors.map((error) => error.message).join('; '));
  }
  return {status: result.userErrors?.length ? 400 : 200, result};
}
