// The free-gift rule on the server (./gifts.ts holds the rule itself). Every cart change, every cart load and
// the checkout hand-off run enforceGiftRule, so a gift line that does not qualify (forged through the public
// Storefront API, or kept after the cart dropped below the minimum spend) is removed before anyone sees it or
// a checkout URL is given out. The gift choice itself is the only place a gift marker is set.
import type {CartQueryDataReturn} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {CartSettingsQuery} from '~graphql/content/content.generated';
import type {CartApiMutationFragment} from '~graphql/storefront/storefront.generated';
import {CART_SETTINGS_QUERY} from '~graphql/content/cart';
import {optionalContent} from '~/content/client.server';
import type {CartActionResult} from './cart-actions.server';
import type {StorefrontCart} from './cart-data.server';
import type {CartMoney} from './cart-lines';
import {MAX_CART_LINES} from './cart-rules';
import {
  giftLineInput,
  giftMarkedLineIds,
  giftsActive,
  giftSettingsOf,
  isOfferedGift,
  judgeGiftLines,
  spendTowardsGift,
  type GiftRuleLine,
  type GiftSettings,
} from './gifts';

export type CartSettingsContent = CartSettingsQuery['cartSettings'];
/** What cart mutations answer (graphql/storefront/cart.ts CartApiMutation): enough for the rule. */
export type MutationCart = CartApiMutationFragment;

/** What the rule reads of a cart; the cart query's fragment and the mutations' both have it. */
export type GiftRuleCart = {
  cost: {subtotalAmount: CartMoney};
  discountAllocations: {discountedAmount: CartMoney}[];
  lines: {pageInfo: {hasNextPage: boolean}; nodes: GiftRuleLine[]};
};

export type GiftCheck<Cart> = {
  /** The cart after the rule: as given, or as the removal answered it. */
  cart: Cart | MutationCart;
  /** Whether the rule removed lines (a caller showing the cart reads it again in full). */
  removed: boolean;
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

export function giftSpend(cart: GiftRuleCart) {
  return spendTowardsGift(cart.lines.nodes, cart.cost.subtotalAmount.currencyCode);
}

const messages = (result: CartQueryDataReturn) => result.userErrors?.map((error) => error.message).join('; ') || 'Unknown server error';

/**
 * Applies the rule to a cart and removes what does not qualify; the settings are read here unless the caller
 * has them. Throws when the removal fails: the caller decides whether that blocks (checkout) or is only
 * logged (a change that already went through, a page view).
 */
export async function enforceGiftRule<Cart extends GiftRuleCart>(
  context: AppLoadContext,
  cart: Cart,
  known?: {content: CartSettingsContent | undefined},
): Promise<GiftCheck<Cart>> {
  const content = known ? known.content : await loadCartSettings(context);
  const verdict = judgeGiftLines(cart.lines.nodes, ruleSettings(content), giftSpend(cart));
  const unverified = verdict.unverified.length > 0 || cart.lines.pageInfo.hasNextPage;
  if (!verdict.remove.length) return {cart, removed: false, content, unverified};

  const result = await context.cart.removeLines(verdict.remove.map((removal) => removal.lineId));
  if (!result.cart || result.userErrors?.length) throw new Error(`Error removing old gifts from cart: ${messages(result)}`);
  console.info(`[cart] Removed gift line(s) that do not qualify: ${verdict.remove.map((removal) => removal.reason).join(', ')}`);
  return {cart: result.cart as unknown as MutationCart, removed: true, content, unverified};
}

/** After a cart change that went through: the rule on the change's answer; a failed removal is only logged. */
export async function enforceAfterChange(context: AppLoadContext, result: CartQueryDataReturn): Promise<MutationCart | null> {
  const cart = result.cart as unknown as MutationCart | null;
  if (!cart) return null;
  try {
    return (await enforceGiftRule(context, cart)).cart;
  } catch (error) {
    // Checkout runs the rule again and gives no URL while the removal fails.
    context.log.error('[cart]', error instanceof Error ? error.message : error);
    return cart;
  }
}

/**
 * Spec §4 gift choice: only a gift content offers, only while the spend qualifies; earlier gift lines go
 * first, then one unit with the gift marker is added.
 */
export async function chooseGift(context: AppLoadContext, variantId: string): Promise<CartActionResult> {
  const [current, content] = await Promise.all([fullCart(context), loadCartSettings(context)]);
  if (!current) return {status: 400, problem: 'cartNoCart', staleToken: true};
  if (content === undefined) return {status: 503, problem: 'cartGiftUnverified'};
  if (!content || !isOfferedGift(variantId, content.freeGifts) || !giftsActive(giftSpend(current), content.freeGiftThreshold)) {
    return {status: 400, problem: 'cartGiftUnavailable'};
  }

  const earlier = giftMarkedLineIds(current.lines.nodes);
  if (earlier.length) {
    const removed = await context.cart.removeLines(earlier);
    if (!removed.cart || removed.userErrors?.length) {
      context.log.error('[cart] Error removing old gifts from cart:', messages(removed));
      return {status: 502, problem: 'cartError'};
    }
  }

  const result = await context.cart.addLines([giftLineInput(variantId)]);
  if (!result.cart || result.userErrors?.length) {
    context.log.error('[cart] Error adding to cart:', messages(result));
    return {status: result.userErrors?.length ? 400 : 502, result};
  }
  const checked = await enforceGiftRule(context, result.cart as unknown as MutationCart, {content});
  return {status: 200, result: withCart(result, checked.cart)};
}

/** A mutation's answer with the cart as it stands after the rule, when there is one. */
export function withCart(result: CartQueryDataReturn, cart: GiftRuleCart | null): CartQueryDataReturn {
  return cart ? {...result, cart: cart as unknown as CartQueryDataReturn['cart']} : result;
}
