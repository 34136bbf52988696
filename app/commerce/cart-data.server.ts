// Everything the cart page and the cart overlay show, from one place: the Storefront cart with its lines
// derived (content joined) and sorted, what the shopper pays (subtotal, discounts, total), the free-gift state,
// and the cart upsell products. Loading applies the free-gift rule (./gifts.server.ts) first, so a gift line
// that does not qualify is gone before it is shown.
import type {AppLoadContext} from '@shopify/remix-oxygen';
import type {CartProductContentFragment, CartProductsQuery, CartSettingsQuery} from '~graphql/content/content.generated';
import {CART_PRODUCTS_QUERY} from '~graphql/content/cart';
import type {CartApiQueryFragment, SubscriptionVariantFragment} from '~graphql/storefront/storefront.generated';
import {SUBSCRIPTION_VARIANTS_BY_IDS_QUERY} from '~graphql/storefront/variants';
import {optionalContent} from '~/content/client.server';
import {isUpstreamUnavailable} from '~/upstream/unavailable.server';
import {cartTotals, type CartTotals} from './cart-discounts';
import {cartProductIds, deriveCartLines, type CartMoney, type DerivedCartLine} from './cart-lines';
import {chosenGiftVariantId, giftsActive, giftThreshold, remainingForGift, sortCartLines} from './gifts';
import {enforceGiftRule, fullCart, giftSpend, loadCartSettings} from './gifts.server';

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
  /** What counts towards the threshold: the other lines after their discounts, gift lines excluded. */
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
  /** What the shopper pays: subtotal, each discount code and other discounts, the Storefront's total. */
  totals: CartTotals | null;
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

/** The cart of the shopper's cookie, or null without one; never creates a cart. Throws while the Storefront is down. */
export async function loadCartData(context: AppLoadContext): Promise<CartData & {staleToken: boolean}> {
  const none = {cart: null, lines: [], totals: null, giftState: NO_GIFTS, upsell: []};
  if (!context.cart.getCartId()) return {...none, staleToken: false};
  const [loaded, content] = await Promise.all([
    fullCart(context).catch((error: unknown) => {
      context.log.error('[cart] Error fetching shopify cart:', error instanceof Error ? error.message : error);
      // The Storefront down is no failed fetch of this cart: the token stays for the next request (issue 8,
      // nothing the shopper had is lost), and the caller answers the outage.
      if (isUpstreamUnavailable(error)) throw error;
      // Spec §4: a failed fetch discards the token (the next cart action makes a new cart).
      return null;
    }),
    loadCartSettings(context),
  ]);
  if (!loaded) return {...none, staleToken: true};

  const cart = await enforceGiftRule(context, loaded, {content}).then(
    // The removal answers the mutations' short fragment; the display needs the full one.
    async (checked) => (checked.removed ? ((await fullCart(context)) ?? loaded) : loaded),
    (error: unknown) => {
      // Shown as it is; the checkout hand-off checks again and gives no URL while the removal fails.
      context.log.error('[cart]', error instanceof Error ? error.message : error);
      return loaded;
    },
  );
  const products = await loadCartProducts(context, cart.lines.nodes);
  const sortedNodes = sortCartLines(cart.lines.nodes);
  return {
    cart: {...cart, lines: {...cart.lines, nodes: sortedNodes}},
    lines: deriveCartLines(sortedNodes, products),
    totals: cartTotals(cart),
    giftState: giftStateOf(cart, content ?? null),
    upsell: await loadUpsell(context, products, cart.lines.nodes),
    staleToken: false,
  };
}

export function giftStateOf(cart: StorefrontCart, settings: CartSettingsQuery['cartSettings'] | null): GiftState {
  const threshold = giftThreshold(settings?.freeGiftThreshold);
  if (!settings || threshold === null) return NO_GIFTS;
  const spend = giftSpend(cart);
  return {
    active: giftsActive(spend, threshold),
    threshold,
    remaining: remainingForGift(spend, threshold),
    subtotal: spend,
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
    context.log.warn('[cart] Cart upsell unavailable:', error instanceof Error ? error.message : error);
    return [];
  }
}
