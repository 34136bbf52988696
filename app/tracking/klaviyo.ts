// Klaviyo's onsite events (API-SHAPES §7.1): Viewed Product (+ trackViewedItem), Added to Cart, Started Checkout,
// as `_learnq` commands. Built from our product page and cart data; money as numbers, URLs absolute in the
// shopper's market. Pure. (Identify: ./identify.ts; Vitamin Test Result: ./vitamin-test.ts.)
import {
  absoluteUrl,
  categoryOf,
  gidNumber,
  money,
  productImageUrl,
  type CartLineView,
  type CartView,
  type ProductView,
  type Site,
} from './shapes';

export type KlaviyoCommand = ['track', string, Record<string, unknown>] | ['trackViewedItem', Record<string, unknown>];

export function viewedProduct(view: ProductView, site: Site, pageUrl: string): KlaviyoCommand[] {
  const {purchase, breadcrumbs} = view;
  const category = categoryOf(breadcrumbs.collection.slug, breadcrumbs.collection.title);
  const categories = category ? [category] : [];
  const image = productImageUrl(view);
  const price = money(purchase.variant.price.amount);
  const compareAt = purchase.variant.compareAtPrice ? money(purchase.variant.compareAtPrice.amount) : null;
  return [
    [
      'track',
      'Viewed Product',
      {
        ProductName: purchase.title,
        ProductID: gidNumber(purchase.productId),
        SKU: purchase.variant.sku,
        Categories: categories,
        ImageURL: image,
        URL: pageUrl,
        Brand: site.brand,
        Price: price,
        CompareAtPrice: compareAt,
      },
    ],
    [
      'trackViewedItem',
      {
        Title: purchase.title,
        ItemId: gidNumber(purchase.productId),
        Categories: categories,
        ImageUrl: image,
        Url: pageUrl,
        Metadata: {Brand: site.brand, Price: price, CompareAtPrice: compareAt},
      },
    ],
  ];
}

/** One `Items[]` entry: the line as it is in the cart. */
export function klaviyoItem(view: CartLineView, site: Site) {
  const {line} = view;
  const rowTotal = money(line.cost.totalAmount.amount);
  const category = categoryOf(view.product?.collection?.slug);
  return {
    ProductID: gidNumber(line.merchandise.product.id),
    SKU: line.merchandise.sku ?? null,
    ProductName: view.title || line.merchandise.product.title,
    Quantity: line.quantity,
    ItemPrice: money(rowTotal / (line.quantity > 0 ? line.quantity : 1)),
    RowTotal: rowTotal,
    ProductURL: absoluteUrl(site, view.href),
    ImageURL: line.merchandise.image?.url ?? null,
    ProductCategories: category ? [category] : [],
  };
}

function cartSummary(cart: CartView, site: Site) {
  const items = cart.lines.map((line) => klaviyoItem(line, site));
  return {
    $value: money(cart.cart?.cost.totalAmount.amount),
    ItemNames: items.map((item) => item.ProductName),
    CheckoutURL: cart.cart?.checkoutUrl ?? null,
    Items: items,
  };
}

/** After an add: the added line (`quantity` units of it) and the whole cart as it is now. */
export function addedToCart(after: CartView, added: CartLineView, quantity: number, site: Site): KlaviyoCommand {
  const item = klaviyoItem(added, site);
  return [
    'track',
    'Added to Cart',
    {
      ...cartSummary(after, site),
      AddedItemProductName: item.ProductName,
      AddedItemProductID: item.ProductID,
      AddedItemSKU: item.SKU,
      AddedItemCategories: item.ProductCategories,
      AddedItemImageURL: item.ImageURL,
      AddedItemURL: item.ProductURL,
      AddedItemPrice: item.ItemPrice,
      AddedItemQuantity: quantity,
    },
  ];
}

/** `$event_id` is the cart's and the moment's, so a second checkout of the same cart is its own event. */
export function startedCheckout(cart: CartView, site: Site, now: number): KlaviyoCommand {
  const summary = cartSummary(cart, site);
  const categories = [...new Set(summary.Items.flatMap((item) => item.ProductCategories))];
  const cartId = cart.cart ? gidNumber(cart.cart.id) : 'cart';
  return ['track', 'Started Checkout', {$event_id: `${cartId}_${now}`, ...summary, Categories: categories}];
}
