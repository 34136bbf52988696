// One action for every cart form (spec §7 cart mutations, §8 cart errors). Validates input, acts only on the
// cart in the shopper's own cookie, and answers JSON to fetchers or, without JavaScript, the /cart page.
import {CartForm, type CartQueryDataReturn} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {checkoutRedirect, parseQuantity} from './cart-rules';
import {chooseGift, GIFT_INTENT} from './gifts.server';

export type CartActionResult = {
  status: number;
  /** A checkout URL to send the shopper to. */
  redirect?: string;
  result?: CartQueryDataReturn;
  /** Which of our messages (locales `cart*` keys) to show, when the action failed before the Storefront. */
  problem?: 'cartInvalidQuantity' | 'cartNoCart' | 'cartError';
};

// Spec §8 messages, logged when a mutation fails.
const FAILURE_LOG: Record<string, string> = {
  [CartForm.ACTIONS.LinesAdd]: 'Error adding to cart',
  [CartForm.ACTIONS.LinesRemove]: 'Error removing from cart',
  [CartForm.ACTIONS.LinesUpdate]: 'Error updating lineItem quantity',
};

const MAX_NOTE_LENGTH = 5000;

type LineInput = {merchandiseId?: unknown; quantity?: unknown; sellingPlanId?: unknown; attributes?: unknown; id?: unknown};

export async function runCartAction(context: AppLoadContext, formData: FormData): Promise<CartActionResult> {
  const {cart, market} = context;

  if (formData.get('intent') === 'checkout') {
    const current = await cart.get();
    const target = checkoutRedirect(current?.checkoutUrl, market.checkoutHost, market.locale);
    return target ? {status: 303, redirect: target} : {status: 400, problem: 'cartNoCart'};
  }

  if (formData.get('intent') === GIFT_INTENT) return chooseGift(context, String(formData.get('variantId') ?? ''));

  const {action, inputs} = CartForm.getFormInput(formData);
  const hasCart = Boolean(cart.getCartId());
  try {
    switch (action) {
      case CartForm.ACTIONS.LinesAdd: {
        const lines = ((inputs.lines ?? []) as LineInput[]).map((line) => ({
          merchandiseId: String(line.merchandiseId ?? ''),
          quantity: parseQuantity(line.quantity ?? 1, 1),
          ...(typeof line.sellingPlanId === 'string' && line.sellingPlanId ? {sellingPlanId: line.sellingPlanId} : {}),
          ...(Array.isArray(line.attributes) ? {attributes: line.attributes as {key: string; value: string}[]} : {}),
        }));
        if (!lines.length || lines.some((line) => line.quantity === null || !line.merchandiseId)) {
          return {status: 400, problem: 'cartInvalidQuantity'};
        }
        const valid = lines.map((line) => ({...line, quantity: line.quantity!}));
        // A cart is made by the first cart action, with the market's country (no carts for page views).
        const result = hasCart
          ? await cart.addLines(valid)
          : await cart
              .create({lines: valid, buyerIdentity: {countryCode: market.shopifyCountryCode}})
              .catch((error: unknown) => {
                console.error('[cart] Error creating new Shopify Cart:', error instanceof Error ? error.message : error);
                throw error;
              });
        return answer(action, result);
      }
      case CartForm.ACTIONS.LinesUpdate: {
        if (!hasCart) return noCart();
        const lines = ((inputs.lines ?? []) as LineInput[]).map((line) => ({
          id: String(line.id ?? ''),
          quantity: parseQuantity(line.quantity, 0),
        }));
        if (!lines.length || lines.some((line) => line.quantity === null || !line.id)) {
          return {status: 400, problem: 'cartInvalidQuantity'};
        }
        return answer(action, await cart.updateLines(lines.map((line) => ({...line, quantity: line.quantity!}))));
      }
      case CartForm.ACTIONS.LinesRemove: {
        if (!hasCart) return noCart();
        const lineIds = ((inputs.lineIds ?? []) as unknown[]).filter((id): id is string => typeof id === 'string');
        return answer(action, await cart.removeLines(lineIds));
      }
      case CartForm.ACTIONS.DiscountCodesUpdate: {
        if (!hasCart) return noCart();
        const entered = String(inputs.discountCode ?? '').trim();
        const kept = ((inputs.discountCodes ?? []) as unknown[]).filter((code): code is string => typeof code === 'string');
        const codes = [...new Set([...kept, ...(entered ? [entered] : [])])];
        return answer(action, await cart.updateDiscountCodes(codes));
      }
      case CartForm.ACTIONS.NoteUpdate: {
        if (!hasCart) return noCart();
        const note = String(inputs.note ?? '');
        if (note.length > MAX_NOTE_LENGTH) return {status: 400, problem: 'cartError'};
        return answer(action, await cart.updateNote(note));
      }
      case CartForm.ACTIONS.BuyerIdentityUpdate: {
        if (!hasCart) return noCart();
        // Only the market's country comes from here; a customer's email joins with the accounts issue, from the
        // session, never from a form field.
        return answer(action, await cart.updateBuyerIdentity({countryCode: market.shopifyCountryCode}));
      }
      default:
        return {status: 400, problem: 'cartError'};
    }
  } catch (error) {
    console.error(`[cart] ${FAILURE_LOG[action] ?? 'Cart action failed'}:`, error instanceof Error ? error.message : error);
    return {status: 502, problem: 'cartError'};
  }
}

function noCart(): CartActionResult {
  console.warn('[cart] No cart token');
  return {status: 400, problem: 'cartNoCart'};
}

function answer(action: string, result: CartQueryDataReturn): CartActionResult {
  if (action === CartForm.ACTIONS.LinesAdd && !result.cart?.id && !result.userErrors?.length) {
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
