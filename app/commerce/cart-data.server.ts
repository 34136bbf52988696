// Everything the cart page and the cart overlay show, from one place: the Storefront cart with its lines
// derived (content joined) and sorted, the free-gift state, and the cart upsell products. Also applies our
// gift rule (README "Cart"): gift lines go once the subtotal without gifts is below the threshold.
import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {CartProductContentFragment, CartProductsQuery, CartSettingsQuery} from '~graphql/content/content.generated';
import {CART_PRODUCTS_QUERY, CART_SETTINGS_QUERY} from '~graphql/content/cart';
import type {CartApiQueryFragment, SubscriptionVariantFragment} from '~graphql/storefront/storefront.generated';
import {SUBSCRIPTION_VARIANTS_BY_IDS_QUERY} from '~graphql/storefront/variants';
import {optionalContent} from '~/content/client.server';
import {cartProductIds, deriveCartLines, type CartMoney, type DerivedCartLine} from './cart-lines';
import {
  chosenGiftVariantId,
  giftLinesBelowThreshold,
  giftsActive,
  giftThreshold,
  remainingForGift,
  sortCartLines,
  subtotalWithoutGifts,
} from './gifts';

export type StorefrontCart = CartApiQueryFragment;
export type StorefrontCartLineData = StorefrontCart['lines']['nodes'][number];
export type CartLineDisplay = DerivedCartLine<StorefrontCartLineData, CartProductContentFragment>;
type CartProductWithUpsell = CartProductsQuery['allProducts'][number];
type FreeGiftContent = NonNullable<CartSettingsQuery['cartSettings']>['freeGifts'][number];

export type GiftState = {
  active: boolean;
  /** The minimum spend, or null when gifts are off. */
  threshold: number | null;
  /** What is left to spend for a gift (0 once reached); null without a threshold. */
  remaining: CartMoney | null;
  /** The subtotal the threshold is measured against: gift lines excluded. */
  subtotal: CartMoney | null;
  heading: string | null;
  gifts: FreeGiftContent[];
  chosenGiftVariantId: string | null;
};

export type UpsellItem = {
  product: CartProductContentFragment;
  /** The Storefront variant the add-to-cart button adds (first available one-time variant). */
  variant: Pick<SubscriptionVariantFragment, 'id' | 'title' | 'availableForSale' | 'price' | 'compareAtPrice' | 'image'> & {
    product: Pick<SubscriptionVariantFragment['product'], 'id' | 'handle' | 'title'>;
  };
};

export type CartData = {
  /** The cart with its lines in display order (gift lines last). */
  cart: StorefrontCart | null;
  /** The same lines, derived for display. */
  lines: CartLineDisplay[];
  giftState: GiftState;
  upsell: UpsellItem[];
};

/** Content products per query: a cart holds at most 250 lines, and far fewer distinct products in practice. */
const MAX_CONTENT_PRODUCTS = 100;
/** Storefront `nodes(ids:)` takes at most 250 ids. */
const MAX_VARIANT_IDS = 250;
const MAX_UPSELL_ITEMS = 4;

const NO_GIFTS: GiftState = {
  active: false,
  threshold: null,
  remaining: null,
  subtotal: null,
  heading: null,
  gifts: [],
  chosenGiftVariantId: null,
};

/** The cart of the shopper's cookie, or null without one; never creates a cart. */
export async function loadCartData(context: AppLoadContext): Promise<CartData & {staleToken: boolean}> {
  if (!context.cart.getCartId()) return {cart: null, lines: [], giftState: NO_GIFTS, upsell: [], staleToken: false};
  const [loaded, settings] = await Promise.all([
    // Spec §4: a failed fetch discards the token (the next cart action makes a new cart).
    (context.cart.get() as Promise<StorefrontCart | null>).catch((error: unknown) => {
      console.error('[cart] Error fetching shopify cart:', error instanceof Error ? error.message : error);
      return null;
    }),
    optionalContent(context.content.query(CART_SETTINGS_QUERY), 'cart settings'),
  ]);
  if (!loaded) return {cart: null, lines: [], giftState: NO_GIFTS, upsell: [], staleToken: true};

  const cart = await applyGiftThreshold(context, loaded, settings?.cartSettings?.freeGiftThreshold);
  const products = await loadCartProducts(context, cart.lines.nodes);
  const sortedNodes = sortCartLines(cart.lines.nodes);
  return {
    cart: {...cart, lines: {...cart.lines, nodes: sortedNodes}},
    lines: deriveCartLines(sortedNodes, products),
    giftState: giftStateOf(cart, settings?.cartSettings ?? null),
    upsell: await loadUpsell(context, products, cart.lines.nodes),
    staleToken: false,
  };
}

/** Our rule: gift lines are removed while the subtotal without gifts is below the threshold. */
async function applyGiftThreshold(
  context: AppLoadContext,
  cart: StorefrontCart,
  threshold: number | null | undefined,
): Promise<StorefrontCart> {
  const currency = cart.cost.subtotalAmount.currencyCode;
  const lineIds = giftLinesBelowThreshold(cart.lines.nodes, threshold, currency);
  if (!lineIds.length) return cart;
  try {
    const result = await context.cart.removeLines(lineIds);
    if (result.userErrors?.length || !result.cart) throw new Error(result.userErrors?.map((error) => error.message).join('; ') || 'Unknown server error');
    console.info(`[cart] Removed ${lineIds.length} gift line(s): subtotal below the free-gift threshold`);
    // Mutations answer Hydrogen's short cart fragment; the display needs the full one.
    return ((await context.cart.get()) as StorefrontCart | null) ?? cart;
  } catch (error) {
    console.error('[cart] Error removing old gifts from cart:', error instanceof Error ? error.message : error);
    return cart;
  }
}

export function giftStateOf(cart: StorefrontCart, settings: CartSettingsQuery['cartSettings'] | null): GiftState {
  const threshold = giftThreshold(settings?.freeGiftThreshold);
  if (!settings || threshold === null) return NO_GIFTS;
  const subtotal = subtotalWithoutGifts(cart.lines.nodes, cart.cost.subtotalAmount.currencyCode);
  return {
    active: giftsActive(subtotal, threshold),
    threshold,
    remaining: remainingForGift(subtotal, threshold),
    subtotal,
    heading: settings.freeGiftHeading ?? null,
    gifts: settings.freeGifts.filter((gift) => gift.variantId),
    chosenGiftVariantId: chosenGiftVariantId(cart.lines.nodes),
  };
}

/** One content query for every product in the cart; cached by the content client per sorted id list. */
async function loadCartProducts(context: AppLoadContext, lines: StorefrontCartLineData[]): Promise<CartProductWithUpsell[]> {
  const productIds = cartProductIds(lines).slice(0, MAX_CONTENT_PRODUCTS);
  if (!productIds.length) return [];
  const data = await optionalContent(
    context.content.query(CART_PRODUCTS_QUERY, {variables: {productIds, first: MAX_CONTENT_PRODUCTS}}),
    'cart products',
  );
  return data?.allProducts ?? [];
}

/** The cart upsell block's products of the products in the cart, once each, leaving out what is in the cart. */
export function upsellProducts(
  products: Pick<CartProductWithUpsell, 'cartUpsellBlock'>[],
  lines: StorefrontCartLineData[],
): CartProductContentFragment[] {
  const inCart = new Set(lines.map((line) => line.merchandise.product.id));
  const seen = new Set<string>();
  const picked: CartProductContentFragment[] = [];
  for (const product of products) {
    for (const candidate of product.cartUpsellBlock) {
      const id = candidate.productId;
      if (!id || inCart.has(id) || seen.has(id)) continue;
      seen.add(id);
      picked.push(candidate);
    }
  }
  return picked.slice(0, MAX_UPSELL_ITEMS);
}

/** Joins each upsell product with its first content variant the Storefront sells as a one-time purchase. */
export function joinUpsellVariants(products: CartProductContentFragment[], variants: (SubscriptionVariantFragment | null)[]): UpsellItem[] {
  const byId = new Map(variants.filter((variant): variant is SubscriptionVariantFragment => Boolean(variant)).map((variant) => [variant.id, variant]));
  const items: UpsellItem[] = [];
  for (const product of products) {
    const variant = product.variants
      .filter((candidate) => !candidate.isSoldOut)
      .map((candidate) => byId.get(candidate.variantId ?? ''))
      .find((candidate) => candidate?.availableForSale && !candidate.product.requiresSellingPlan);
    if (!variant) continue;
    const {id, title, availableForSale, price, compareAtPrice, image} = variant;
    const {id: productId, handle, title: productTitle} = variant.product;
    items.push({product, variant: {id, title, availableForSale, price, compareAtPrice, image, product: {id: productId, handle, title: productTitle}}});
  }
  return items;
}

async function loadUpsell(
  context: AppLoadContext,
  products: CartProductWithUpsell[],
  lines: StorefrontCartLineData[],
): Promise<UpsellItem[]> {
  const candidates = upsellProducts(products, lines);
  const variantIds = [
    ...new Set(candidates.flatMap((product) => product.variants.map((variant) => variant.variantId ?? '')).filter(Boolean)),
  ].slice(0, MAX_VARIANT_IDS);
  if (!variantIds.length) return [];
  try {
    const {nodes} = await context.storefront.query(SUBSCRIPTION_VARIANTS_BY_IDS_QUERY, {variables: {ids: variantIds}});
    return joinUpsellVariants(candidates, nodes as (SubscriptionVariantFragment | null)[]);
  } catch (error) {
    // The upsell only adds to the cart; the cart itself must still show.
    console.warn('[cart] Cart upsell unavailable:', error instanceof Error ? error.message : error);
    return [];
  }
}
