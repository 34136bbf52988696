// GA4 ecommerce through GTM's data layer (API-SHAPES §7.2): items built from our product page and cart lines,
// money as numbers, the market's currency, `value` = Σ price × quantity. Each event is preceded by
// `{ecommerce: null}` so the previous event's object does not leak into it (Google's guide). Pure.
import {categoryOf, gidNumber, money, variantLabelOf, type CartLineView, type CartView, type ProductView} from './shapes';

export type Ga4Item = {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
  price: number;
  quantity: number;
  discount?: number;
};

export type EcommerceEventName = 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'begin_checkout';
export type EcommerceEvent = {event: EcommerceEventName; ecommerce: {currency: string; value: number; items: Ga4Item[]}};

/** GA4 takes at most 200 items per event. */
export const MAX_ITEMS = 200;

function withOptional(item: Ga4Item, optional: Partial<Record<'item_brand' | 'item_category' | 'item_variant', string | null>>): Ga4Item {
  for (const [key, value] of Object.entries(optional)) if (value) (item as Record<string, unknown>)[key] = value;
  return item;
}

/** The product page's selected variant, one of it. `item_id` is the SKU, else the variant's number. */
export function productItem(view: ProductView, brand: string): Ga4Item {
  const {purchase, breadcrumbs} = view;
  const item: Ga4Item = {
    item_id: purchase.variant.sku || gidNumber(purchase.variant.id),
    item_name: purchase.title,
    price: money(purchase.variant.price.amount),
    quantity: 1,
  };
  return withOptional(item, {
    item_brand: brand,
    item_category: categoryOf(breadcrumbs.collection.slug, breadcrumbs.collection.title),
    item_variant: purchase.variantName || variantLabelOf(purchase.variant.title),
  });
}

/**
 * A cart line as an item, `quantity` of it (default: the line's). `price` is what one costs in this cart (after the
 * line's discounts: a free gift is 0); `discount` how much less than the variant's price that is.
 */
export function cartLineItem(view: CartLineView, brand: string, quantity = view.line.quantity): Ga4Item {
  const {merchandise} = view.line;
  const lineQuantity = view.line.quantity > 0 ? view.line.quantity : 1;
  const price = money(money(view.line.cost.totalAmount.amount) / lineQuantity);
  const discount = money(money(merchandise.price.amount) - price);
  const item: Ga4Item = {
    item_id: merchandise.sku || gidNumber(merchandise.id),
    item_name: view.title || merchandise.product.title,
    price,
    quantity,
  };
  if (discount > 0) item.discount = discount;
  return withOptional(item, {
    item_brand: brand,
    item_category: categoryOf(view.product?.collection?.slug),
    item_variant: view.variantLabel || variantLabelOf(merchandise.title),
  });
}

export function ecommerceEvent(event: EcommerceEventName, currency: string, items: Ga4Item[]): EcommerceEvent {
  const kept = items.slice(0, MAX_ITEMS);
  const value = money(kept.reduce((sum, item) => sum + item.price * item.quantity, 0));
  return {event, ecommerce: {currency, value, items: kept}};
}

export type LineChange = {line: CartLineView; quantity: number};

/**
 * What a cart change did, line by line (by line id): lines new or with more units were added (the extra units),
 * lines gone or with fewer units were removed. A quantity change is GA4's add or remove of the difference.
 */
export function cartChanges(before: CartView, after: CartView): {added: LineChange[]; removed: LineChange[]} {
  const previous = new Map(before.lines.map((line) => [line.line.id, line]));
  const current = new Map(after.lines.map((line) => [line.line.id, line]));
  const added: LineChange[] = [];
  const removed: LineChange[] = [];
  for (const [id, line] of current) {
    const delta = line.line.quantity - (previous.get(id)?.line.quantity ?? 0);
    if (delta > 0) added.push({line, quantity: delta});
    if (delta < 0) removed.push({line: previous.get(id)!, quantity: -delta});
  }
  for (const [id, line] of previous) if (!current.has(id) && line.line.quantity > 0) removed.push({line, quantity: line.line.quantity});
  return {added, removed};
}

/** The events for a cart change: one add_to_cart and one remove_from_cart at most, each with its items. */
export function cartChangeEvents(before: CartView, after: CartView, currency: string, brand: string): EcommerceEvent[] {
  const {added, removed} = cartChanges(before, after);
  const events: EcommerceEvent[] = [];
  if (added.length) events.push(ecommerceEvent('add_to_cart', currency, added.map((change) => cartLineItem(change.line, brand, change.quantity))));
  if (removed.length) events.push(ecommerceEvent('remove_from_cart', currency, removed.map((change) => cartLineItem(change.line, brand, change.quantity))));
  return events;
}

export function viewItemEvent(view: ProductView, currency: string, brand: string): EcommerceEvent {
  return ecommerceEvent('view_item', currency, [productItem(view, brand)]);
}

export function beginCheckoutEvent(cart: CartView, currency: string, brand: string): EcommerceEvent {
  return ecommerceEvent('begin_checkout', currency, cart.lines.map((line) => cartLineItem(line, brand)));
}
