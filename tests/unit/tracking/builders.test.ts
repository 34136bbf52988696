// Spec §7 Tracking, API-SHAPES §7: the GA4 items and events and the Klaviyo payloads, built from our product page
// and cart data. Money as numbers, the market's currency, value = Σ price × quantity.
import {describe, expect, test} from 'vitest';
import {beginCheckoutEvent, cartChangeEvents, cartChanges, cartLineItem, ecommerceEvent, MAX_ITEMS, productItem, viewItemEvent} from '~/tracking/ga4';
import {addedToCart, startedCheckout, viewedProduct} from '~/tracking/klaviyo';
import {gidNumber, money, type CartLineView, type CartView, type ProductView, type Site} from '~/tracking/shapes';

const SITE: Site = {
  origin: 'https://www.originalfuel.de',
  basePath: '/de',
  market: {id: 'de_de', locale: 'de-DE', language: 'de', currencyCode: 'EUR'} as unknown as Site['market'],
  brand: 'Original Fuel',
};

const PRODUCT: ProductView = {
  purchase: {
    productId: 'gid://shopify/Product/1001',
    handle: 'whey-protein',
    title: 'Whey Protein',
    variantName: 'Chocolate 1 kg',
    variant: {
      id: 'gid://shopify/ProductVariant/2001',
      sku: 'WHEY-CHOC-1KG',
      title: 'Chocolate / 1kg',
      price: {amount: '29.9', currencyCode: 'EUR'},
      compareAtPrice: {amount: '34.95', currencyCode: 'EUR'},
    },
    images: [{key: 'a', storefront: {url: 'https://cdn.shopify.com/whey.png'}}],
  },
  breadcrumbs: {collection: {slug: 'protein', title: 'Protein'}},
};

function line(id: string, quantity: number, unit: number, extra: Partial<CartLineView['line']['merchandise']> = {}, paidUnit = unit): CartLineView {
  return {
    line: {
      id: `gid://shopify/CartLine/${id}`,
      quantity,
      cost: {totalAmount: {amount: String(paidUnit * quantity), currencyCode: 'EUR'}},
      merchandise: {
        id: `gid://shopify/ProductVariant/${id}`,
        sku: `SKU-${id}`,
        title: 'Default Title',
        price: {amount: String(unit), currencyCode: 'EUR'},
        image: {url: `https://cdn.shopify.com/${id}.png`},
        product: {id: `gid://shopify/Product/${id}`, handle: `product-${id}`, title: `Product ${id}`},
        ...extra,
      },
    },
    title: `Produkt ${id}`,
    variantLabel: null,
    href: `/products/protein/product-${id}`,
    product: {collection: {slug: 'protein'}},
  };
}

function cart(lines: CartLineView[], total = lines.reduce((sum, l) => sum + Number(l.line.cost.totalAmount.amount), 0)): CartView {
  return {cart: {id: 'gid://shopify/Cart/abc123?key=k', checkoutUrl: 'https://checkout.example/c/abc123', cost: {totalAmount: {amount: String(total)}}}, lines};
}

describe('money and ids as the trackers want them', () => {
  test('money is a number with two decimals at most; anything unreadable is 0', () => {
    const cases: [string | number | null | undefined, number][] = [
      ['29.9', 29.9],
      ['29.90', 29.9],
      ['0.1', 0.1],
      [12.345, 12.35],
      ['1e2', 100],
      ['', 0],
      ['abc', 0],
      [null, 0],
      [undefined, 0],
      [Number.NaN, 0],
      [Number.POSITIVE_INFINITY, 0],
    ];
    for (const [input, expected] of cases) expect(money(input), String(input)).toBe(expected);
  });

  test('Shopify ids are reported by their number; other ids as they are', () => {
    expect(gidNumber('gid://shopify/ProductVariant/2001')).toBe('2001');
    expect(gidNumber('gid://shopify/Cart/99?key=x')).toBe('99');
    expect(gidNumber('not-a-gid')).toBe('not-a-gid');
  });
});

describe('GA4 items (API-SHAPES §7.2)', () => {
  test('view_item: the selected variant by SKU, product name, brand, collection, variant, price as a number, EUR', () => {
    expect(viewItemEvent(PRODUCT, 'EUR', 'Original Fuel')).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'EUR',
        value: 29.9,
        items: [
          {
            item_id: 'WHEY-CHOC-1KG',
            item_name: 'Whey Protein',
            item_brand: 'Original Fuel',
            item_category: 'Protein',
            item_variant: 'Chocolate 1 kg',
            price: 29.9,
            quantity: 1,
          },
        ],
      },
    });
  });

  test('a variant without SKU is its number; the catch-all collection and "Default Title" are not reported', () => {
    const bare: ProductView = {
      ...PRODUCT,
      purchase: {...PRODUCT.purchase, variantName: null, variant: {...PRODUCT.purchase.variant, sku: null, title: 'Default Title'}},
      breadcrumbs: {collection: {slug: 'all', title: null}},
    };
    expect(productItem(bare, 'Original Fuel')).toEqual({item_id: '2001', item_name: 'Whey Protein', item_brand: 'Original Fuel', price: 29.9, quantity: 1});
  });

  test('a cart line: the price paid per unit, the discount per unit when there is one, a free gift at 0', () => {
    expect(cartLineItem(line('1', 3, 10), 'Original Fuel')).toEqual({
      item_id: 'SKU-1',
      item_name: 'Produkt 1',
      item_brand: 'Original Fuel',
      item_category: 'protein',
      price: 10,
      quantity: 3,
    });
    expect(cartLineItem(line('2', 2, 10, {}, 7.5), 'OF')).toMatchObject({price: 7.5, discount: 2.5, quantity: 2});
    expect(cartLineItem(line('3', 1, 19.99, {}, 0), 'OF')).toMatchObject({price: 0, discount: 19.99});
    expect(cartLineItem(line('4', 3, 1 / 3), 'OF').price).toBe(0.33);
  });

  test('value is Σ price × quantity, in the currency given; at most 200 items', () => {
    const items = Array.from({length: 250}, (_, i) => cartLineItem(line(String(i), 2, 1.05), 'OF'));
    const event = ecommerceEvent('begin_checkout', 'EUR', items);
    expect(event.ecommerce.items).toHaveLength(MAX_ITEMS);
    expect(event.ecommerce.value).toBe(money(MAX_ITEMS * 2 * 1.05));
    expect(ecommerceEvent('add_to_cart', 'EUR', []).ecommerce).toEqual({currency: 'EUR', value: 0, items: []});
  });
});

describe('cart changes, compared line by line', () => {
  const a = line('a', 1, 10);
  const b = line('b', 2, 5);

  test('a new line and more units are added; a gone line and fewer units are removed', () => {
    const before = cart([a, b]);
    const after = cart([line('a', 3, 10), line('c', 1, 20)]);
    const {added, removed} = cartChanges(before, after);
    expect(added.map((change) => [change.line.line.id, change.quantity])).toEqual([
      ['gid://shopify/CartLine/a', 2],
      ['gid://shopify/CartLine/c', 1],
    ]);
    expect(removed.map((change) => [change.line.line.id, change.quantity])).toEqual([['gid://shopify/CartLine/b', 2]]);
    const events = cartChangeEvents(before, after, 'EUR', 'OF');
    expect(events.map((event) => [event.event, event.ecommerce.value])).toEqual([
      ['add_to_cart', 40],
      ['remove_from_cart', 10],
    ]);
  });

  test('fewer units of a line is remove_from_cart of the difference; nothing changed, no event', () => {
    expect(cartChangeEvents(cart([line('a', 5, 2)]), cart([line('a', 2, 2)]), 'EUR', 'OF')).toEqual([
      ecommerceEvent('remove_from_cart', 'EUR', [cartLineItem(line('a', 5, 2), 'OF', 3)]),
    ]);
    expect(cartChangeEvents(cart([a, b]), cart([b, a]), 'EUR', 'OF')).toEqual([]);
    expect(cartChangeEvents(cart([]), cart([]), 'EUR', 'OF')).toEqual([]);
  });

  test('every generated pair of quantities gives the difference, once, on the right side', () => {
    for (let before = 0; before <= 4; before++) {
      for (let after = 0; after <= 4; after++) {
        const {added, removed} = cartChanges(cart(before ? [line('x', before, 1)] : []), cart(after ? [line('x', after, 1)] : []));
        expect(added.reduce((sum, c) => sum + c.quantity, 0), `${before}→${after}`).toBe(Math.max(0, after - before));
        expect(removed.reduce((sum, c) => sum + c.quantity, 0), `${before}→${after}`).toBe(Math.max(0, before - after));
      }
    }
  });

  test('begin_checkout carries every line of the cart', () => {
    expect(beginCheckoutEvent(cart([a, b]), 'EUR', 'OF')).toEqual(
      ecommerceEvent('begin_checkout', 'EUR', [cartLineItem(a, 'OF'), cartLineItem(b, 'OF')]),
    );
  });
});

describe('Klaviyo payloads (API-SHAPES §7.1)', () => {
  test('Viewed Product, then trackViewedItem with the same product', () => {
    const url = 'https://www.originalfuel.de/de/produkte/protein/whey-protein';
    expect(viewedProduct(PRODUCT, SITE, url)).toEqual([
      [
        'track',
        'Viewed Product',
        {
          ProductName: 'Whey Protein',
          ProductID: '1001',
          SKU: 'WHEY-CHOC-1KG',
          Categories: ['Protein'],
          ImageURL: 'https://cdn.shopify.com/whey.png',
          URL: url,
          Brand: 'Original Fuel',
          Price: 29.9,
          CompareAtPrice: 34.95,
        },
      ],
      [
        'trackViewedItem',
        {
          Title: 'Whey Protein',
          ItemId: '1001',
          Categories: ['Protein'],
          ImageUrl: 'https://cdn.shopify.com/whey.png',
          Url: url,
          Metadata: {Brand: 'Original Fuel', Price: 29.9, CompareAtPrice: 34.95},
        },
      ],
    ]);
  });

  test('Added to Cart: the added item and quantity, the cart total, names, checkout URL and items in the market’s words', () => {
    const added = line('a', 2, 10);
    const after = cart([added, line('b', 1, 5)], 25);
    const [, name, properties] = addedToCart(after, added, 2, SITE);
    expect(name).toBe('Added to Cart');
    expect(properties).toMatchObject({
      $value: 25,
      AddedItemProductName: 'Produkt a',
      AddedItemProductID: 'a',
      AddedItemSKU: 'SKU-a',
      AddedItemCategories: ['protein'],
      AddedItemImageURL: 'https://cdn.shopify.com/a.png',
      AddedItemURL: 'https://www.originalfuel.de/de/produkte/protein/product-a',
      AddedItemPrice: 10,
      AddedItemQuantity: 2,
      ItemNames: ['Produkt a', 'Produkt b'],
      CheckoutURL: 'https://checkout.example/c/abc123',
    });
    expect((properties as {Items: unknown[]}).Items[1]).toEqual({
      ProductID: 'b',
      SKU: 'SKU-b',
      ProductName: 'Produkt b',
      Quantity: 1,
      ItemPrice: 5,
      RowTotal: 5,
      ProductURL: 'https://www.originalfuel.de/de/produkte/protein/product-b',
      ImageURL: 'https://cdn.shopify.com/b.png',
      ProductCategories: ['protein'],
    });
  });

  test('Started Checkout: a unique $event_id of cart and moment, value, names, categories once each', () => {
    const [, name, properties] = startedCheckout(cart([line('a', 1, 10), line('b', 1, 5)]), SITE, 1_700_000_000_000);
    expect(name).toBe('Started Checkout');
    expect(properties).toMatchObject({
      $event_id: 'abc123_1700000000000',
      $value: 15,
      ItemNames: ['Produkt a', 'Produkt b'],
      CheckoutURL: 'https://checkout.example/c/abc123',
      Categories: ['protein'],
    });
    const [, , later] = startedCheckout(cart([line('a', 1, 10)]), SITE, 1_700_000_000_001);
    expect((later as Record<string, unknown>).$event_id).not.toBe((properties as Record<string, unknown>).$event_id);
  });
});
