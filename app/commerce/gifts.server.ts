// The free-gift rule on the server (./gifts.ts holds the rule itself). Every cart change, every cart load and
// the checkout hand-off run enforceGiftRule, so a gift line that does not qualify (forged through the public
// Storefront API, or kept after the cart dropped below the minimum spend) is removed before anyone sees it or
// a checkout URL is given out. The gift choice itself is the only place a gift marker is set.
import type {CartQueryDataReturn} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {CartSettingsQuery} from '~graphql/content/content.generated';
import {CART_SETTINGS_QUERY} from '~graphql/content/cart';
import {optionalContent} from '~/content/client.server';
import type {CartActionResult} from './cart-actions.server';
import type {StorefrontCart} from './cart-data.server';
import {MAX_CART_LINES} from './cart-rules';
import {
  giftLineInput,
  giftMarkedLineIds,
  giftsActive,
  giftSettingsOf,
  isOfferedGift,
  judgeGiftLines,
  spendTowardsGift,
  type GiftSettings,
} from './gifts';

export type CartSettingsContent = CartSettingsQuery['cartSettings'];

export type GiftCheck = {
  /** The cart after the rule, or null without one. */
  cart: StorefrontCart | null;
  /** The content singleton; undefined when content could not be read. */
  content: CartSettingsContent | undefined;
  /** A gift line is in the cart that could not be checked (content unreadable, or lines beyond what we read). */
  unverified: boolean;
};

/** Every line of the shopper's cart (a Storefront cart holds up to 250), or null without one. */
export function fullCart(context: AppLoadContext): Promise<StorefrontCart | null> {
  return context.cart.get({numCartLines: MAX_CART_LINES}) as Promise<StorefrontCart | null>;
}

/** The market's cart settings, or undefined when content cannot be read (null: content has none). */
export async function loadCartSettings(context: AppLoadContext): Promise<CartSettingsContent | undefined> {
  const data = await optionalContent(context.content.query(CART_SETTINGS_QUERY), 'cart settings');
  return data ? data.cartSettings : undefined;
}

function ruleSettings(content: CartSettingsContent | undefined): GiftSettings | null {
  return content === undefined ? null : giftSettingsOf(content);
}

export function giftSpend(cart: StorefrontCart) {
  return spendTowardsGift(cart.lines.nodes, cart.discountAllocations, cart.cost.subtotalAmount.currencyCode);
}

/**
 * Applies the rule to the cart (read here unless given) and removes what does not qualify. Throws when the
 * removal fails: the caller decides whether that blocks (checkout) or is only logged (a page view).
 */
export async function enforceGiftRule(
  context: AppLoadContext,
  given?: {cart?: StorefrontCart | null; content?: CartSettingsContent | undefined},
): Promise<GiftCheck> {
  const [cart, content] = await Promise.all([
    given && 'cart' in given ? given.cart! : fullCart(context),
    given && 'content' in given ? given.content : loadCartSettings(context),
  ]);
  if (!cart) return {cart: null, content, unverified: false};

  const verdict = judgeGiftLines(cart.lines.nodes, ruleSettings(content), giftSpend(cart));
  const unseenLines = cart.lines.pageInfo.hasNextPage;
  if (!verdict.remove.length) return {cart, content, unverified: verdict.unverified.length > 0 || unseenLines};

  const result = await context.cart.removeLines(verdict.remove.map((removal) => removal.lineId));
  if (!result.cart || result.userErrors?.length) {
    throw new Error(`Error removing old gifts from cart: ${result.userErrors?.map((error) => error.message).join('; ') || 'Unknown server error'}`);
  }
  console.info(`[cart] Removed gift line(s) that do not qualify: ${verdict.remove.map((removal) => removal.reason).join(', ')}`);
  // Mutations answer Hydrogen's short cart fragment; the rule and the display need the full one.
  const after = await fullCart(context);
  return {cart: after, content, unverified: verdict.unverified.length > 0 || Boolean(after?.lines.pageInfo.hasNextPage)};
}

/** The same, for a cart change that already succeeded: a failed removal is logged, and checkout checks again. */
export async function enforceAfterChange(context: AppLoadContext): Promise<StorefrontCart | null> {
  try {
    return (await enforceGiftRule(context)).cart;
  } catch (error) {
    console.error('[cart]', error instanceof Error ? error.message : error);
    return null;
  }
}

/**
 * Spec §4 gift choice: only a gift content offers, only while the spend qualifies; earlier gift lines go
 * first, then one unit with the gift marker is added.
 */
export async function chooseGift(context: AppLoadContext, variantId: string): Promise<CartActionResult> {
  const [current, content] = await Promise.all([fullCart(context), loadCartSettings(context)]);
  if (!current) return {status: 400, problem: 'cartNoCart'};
  if (content === undefined) return {status: 503, problem: 'cartGiftUnverified'};
  if (!content || !isOfferedGift(variantId, content.freeGifts) || !giftsActive(giftSpend(current), content.freeGiftThreshold)) {
    return {status: 400, problem: 'cartGiftUnavailable'};
  }

  const earlier = giftMarkedLineIds(current.lines.nodes);
  if (earlier.length) {
    const removed = await context.cart.removeLines(earlier);
    if (!removed.cart || removed.userErrors?.length) {
      console.error('[cart] Error removing old gifts from cart:', removed.userErrors?.map((error) => error.message).join('; ') || 'Unknown server error');
      return {status: 502, problem: 'cartError'};
    }
  }

  const result = await context.cart.addLines([giftLineInput(variantId)]);
  if (!result.cart || result.userErrors?.length) {
    console.error('[cart] Error adding to cart:', result.userErrors?.map((error) => error.message).join('; ') || 'Unknown server error');
    return {status: result.userErrors?.length ? 400 : 502, result};
  }
  const checked = await enforceGiftRule(context, {content});
  return {status: 200, result: withCart(result, checked.cart)};
}

/** A mutation's answer with the cart as it stands after the rule (the full fragment), when there is one. */
export function withCart(result: CartQueryDataReturn, cart: StorefrontCart | null): CartQueryDataReturn {
  return cart ? {...result, cart: cart as unknown as CartQueryDataReturn['cart']} : result;
}
