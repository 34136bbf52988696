// The gift choice (spec §4 Cart): earlier gift lines go first, then one unit of the chosen gift is added with
// the gift marker. Only gifts content offers, and only while gifts are active, so a crafted post cannot mark
// any product as a gift.
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {CART_SETTINGS_QUERY} from '~graphql/content/cart';
import type {CartActionResult} from './cart-actions.server';
import type {StorefrontCart} from './cart-data.server';
import {giftLineIds, giftLineInput, giftsActive, isOfferedGift, subtotalWithoutGifts} from './gifts';

export const GIFT_INTENT = 'gift';

export async function chooseGift(context: AppLoadContext, variantId: string): Promise<CartActionResult> {
  const {cart} = context;
  if (!cart.getCartId()) {
    console.warn('[cart] No cart token');
    return {status: 400, problem: 'cartNoCart'};
  }
  const [current, settings] = await Promise.all([
    cart.get() as Promise<StorefrontCart | null>,
    context.content.query(CART_SETTINGS_QUERY).catch(() => null),
  ]);
  if (!current) return {status: 400, problem: 'cartNoCart'};
  const cartSettings = settings?.cartSettings;
  const subtotal = subtotalWithoutGifts(current.lines.nodes, current.cost.subtotalAmount.currencyCode);
  if (!cartSettings || !isOfferedGift(variantId, cartSettings.freeGifts) || !giftsActive(subtotal, cartSettings.freeGiftThreshold)) {
    return {status: 400, problem: 'cartError'};
  }

  const earlier = giftLineIds(current.lines.nodes);
  if (earlier.length) {
    try {
      const removed = await cart.removeLines(earlier);
      if (!removed.cart || removed.userErrors?.length) throw new Error(removed.userErrors?.map((error) => error.message).join('; ') || 'Unknown server error');
    } catch (error) {
      console.error('[cart] Error removing old gifts from cart:', error instanceof Error ? error.message : error);
      return {status: 502, problem: 'cartError'};
    }
  }

  try {
    const result = await cart.addLines([giftLineInput(variantId)]);
    if (!result.cart || result.userErrors?.length) {
      console.error('[cart] Error adding to cart:', result.userErrors?.map((error) => error.message).join('; ') || 'Unknown server error');
      return {status: result.userErrors?.length ? 400 : 502, result, problem: 'cartError'};
    }
    return {status: 200, result};
  } catch (error) {
    console.error('[cart] Error adding to cart:', error instanceof Error ? error.message : error);
    return {status: 502, problem: 'cartError'};
  }
}
