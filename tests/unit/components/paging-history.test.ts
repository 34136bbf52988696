// Collection paging keeps the cards on screen in the history entry (Paging.tsx), and that entry outlives a deploy:
// one saved by the build before cards were made on the server holds the Storefront's raw products, which would
// render as cards with no image or price, linked to `/undefined`. Only nodes of this build's shape are joined.
import {describe, expect, test} from 'vitest';
import {isProductCard, storefrontCard, type CardContent} from '~/commerce/product-card';
import {keptNodes} from '~/components/collection/Paging';

const EUR = (amount: string) => ({amount, currencyCode: 'EUR' as const});

/** Storefront products as the collection query returns them (what the old build saved), over the edges. */
function storefrontProducts() {
  const products = [];
  let n = 0;
  for (const featuredImage of [
    {id: 'gid://shopify/ProductImage/1', url: 'https://cdn.example/a.png', altText: null, width: 600, height: 600},
    null,
  ])
    for (const variants of [{nodes: [{sku: 'SKU-1'}]}, {nodes: []}, undefined])
      for (const compareAt of ['0.00', '29.95'])
        for (const availableForSale of [true, false]) {
          n += 1;
          products.push({
            id: `gid://shopify/Product/${n}`,
            handle: `product-${n}`,
            title: `Product ${n}`,
            availableForSale,
            featuredImage,
            priceRange: {minVariantPrice: EUR('19.95')},
            compareAtPriceRange: {minVariantPrice: EUR(compareAt)},
            ...(variants ? {variants} : {}),
          });
        }
  return products;
}

const CONTENTS: Array<CardContent | undefined> = [
  undefined,
  {},
  {shortDescription: 'Short', new: true, trustpilotId: 'TP-1', backgroundColor: {hex: '#ffeedd'}},
  {imageProductOverall: {responsiveImage: {src: 'card.jpg', width: 600, height: 600, alt: null}}},
];

/** What this build's loader sends: every product as a card, with and without each kind of content. */
const cards = () =>
  storefrontProducts().flatMap((product) => CONTENTS.map((content) => storefrontCard(product, 'protein', content)));

describe('collection paging after a deploy (README "Collections": paging keeps earlier pages)', () => {
  test('every card this build makes is kept from the history entry', () => {
    const all = cards();
    expect(all.every(isProductCard)).toBe(true);
    // Through the history entry: structured clone keeps plain JSON, so a card saved is a card read back.
    expect(keptNodes(structuredClone(all), isProductCard)).toEqual(all);
  });

  test('an old build’s saved Storefront products are not joined: the page shows the URL’s page alone', () => {
    for (const product of storefrontProducts()) {
      expect(isProductCard(product)).toBe(false);
      expect(keptNodes([product], isProductCard)).toBeNull();
    }
    expect(keptNodes(storefrontProducts(), isProductCard)).toBeNull();
  });

  test('a saved list with any node of another shape is dropped whole, not shown in part', () => {
    const [first, second] = cards();
    const [old] = storefrontProducts();
    expect(keptNodes([first, old, second], isProductCard)).toBeNull();
    expect(keptNodes([first, {...second, path: undefined}], isProductCard)).toBeNull();
  });

  test('no saved list, or state some other script left, is no list', () => {
    for (const saved of [undefined, null, 'cards', 3, {}, {nodes: []}, [null], [1], [[]], ['gid://shopify/Product/1']])
      expect(keptNodes(saved, isProductCard)).toBeNull();
    // An empty saved list is a list (paging back to nothing before the URL's page).
    expect(keptNodes([], isProductCard)).toEqual([]);
  });
});
