// Product cards (collection grids, search, carousels), the quick view's data (spec §3 Product popup), the search
// parameters (spec §9 "search 100"; README "Search": relevance or price, either way) and hidden options
// (spec §3: options whose value contains Default are hidden).
import {describe, expect, test} from 'vitest';
import {popupProduct, type PopupContent} from '~/commerce/popup-product';
import {isDiscount, storefrontCard} from '~/commerce/product-card';
import {productJsonLd} from '~/commerce/product-json-ld';
import {MAX_SEARCH_QUERY_LENGTH, searchPageQueryFrom, searchQueryFrom, searchSortFrom, searchSortVariables} from '~/commerce/search-options';
import {isHiddenOption} from '~/commerce/variants';
import type {SubscriptionVariantFragment} from '~graphql/storefront/storefront.generated';

const EUR = (amount: string) => ({amount, currencyCode: 'EUR' as const});
const image = (src: string) => ({src, srcSet: '', sizes: '', width: 600, height: 600, aspectRatio: 1});

describe('search: the visitor’s words and the sort order', () => {
  test('an unknown, missing or empty sort is relevance; the known ones are kept', () => {
    expect(searchSortFrom(null)).toBe('relevance');
    expect(searchSortFrom(undefined)).toBe('relevance');
    expect(searchSortFrom('')).toBe('relevance');
    expect(searchSortFrom('cheapest')).toBe('relevance');
    expect(searchSortFrom('price-asc')).toBe('price-asc');
    expect(searchSortFrom('price-desc')).toBe('price-desc');
  });
  test('each sort is the Storefront’s sortKey and reverse', () => {
    expect(searchSortVariables('relevance')).toEqual({sortKey: 'RELEVANCE', reverse: false});
    expect(searchSortVariables('price-asc')).toEqual({sortKey: 'PRICE', reverse: false});
    expect(searchSortVariables('price-desc')).toEqual({sortKey: 'PRICE', reverse: true});
  });
  test('the words are trimmed and blank runs collapse to one space', () => {
    expect(searchQueryFrom('  whey \t  protein\n')).toBe('whey protein');
    expect(searchQueryFrom('whey')).toBe('whey');
    expect(searchQueryFrom(null)).toBe('');
    expect(searchQueryFrom(undefined)).toBe('');
  });
  test('the results page searches the first 100 characters of a longer query, never half a character', () => {
    // Astral characters (two UTF-16 units) at every offset against the cut, with blanks around it.
    for (const [index, char] of ['😀', '𝔸', '🇳🇱', 'é', 'a'].entries()) {
      for (let lead = 0; lead < 4; lead++) {
        const value = `${'a'.repeat(lead)}${' '.repeat(index % 2)}${char.repeat(120)}`;
        const query = searchPageQueryFrom(value);
        expect(query.length, value).toBeLessThanOrEqual(MAX_SEARCH_QUERY_LENGTH);
        expect(query.length, value).toBeGreaterThanOrEqual(MAX_SEARCH_QUERY_LENGTH - 2);
        expect(query, value).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
        expect(searchQueryFrom(value).startsWith(query), value).toBe(true);
      }
    }
    expect(searchPageQueryFrom(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99));
    expect(searchPageQueryFrom('  whey  ')).toBe('whey');
    expect(searchPageQueryFrom(null)).toBe('');
  });
});

describe('product cards', () => {
  const product = {
    id: 'gid://shopify/Product/1',
    handle: 'whey-protein',
    title: 'Whey Protein',
    availableForSale: true,
    featuredImage: {url: 'https://cdn.example/whey.png', altText: 'Whey', width: 800, height: 800},
    priceRange: {minVariantPrice: EUR('19.95')},
    compareAtPriceRange: {minVariantPrice: EUR('24.95')},
  };
  test('with content: the editors’ image, description, new flag and colour', () => {
    const card = storefrontCard(product, 'protein', {
      shortDescription: '24 g protein',
      new: true,
      backgroundColor: {hex: '#ffeedd'},
      imageProductOverall: {responsiveImage: image('card.jpg')},
    });
    expect(card).toEqual({
      id: 'gid://shopify/Product/1',
      path: '/products/protein/whey-protein',
      title: 'Whey Protein',
      image: {content: image('card.jpg')},
      price: EUR('19.95'),
      compareAtPrice: EUR('24.95'),
      availableForSale: true,
      isNew: true,
      shortDescription: '24 g protein',
      color: '#ffeedd',
    });
  });
  test('without content or its image: the Storefront image, no description, colour or new flag', () => {
    // The Storefront's image carries an id too; the card does not need it.
    const withId = {...product, featuredImage: {...product.featuredImage, id: 'gid://shopify/ProductImage/1'}};
    const card = storefrontCard(withId, 'all');
    // Only what the card shows: no image id, and no empty badge, description or colour at all.
    expect(card).toEqual({
      id: 'gid://shopify/Product/1',
      path: '/products/all/whey-protein',
      title: 'Whey Protein',
      image: {storefront: product.featuredImage},
      price: EUR('19.95'),
      compareAtPrice: EUR('24.95'),
      availableForSale: true,
    });
    expect(storefrontCard(product, 'all', {imageProductOverall: null, backgroundColor: null}).image).toEqual({storefront: product.featuredImage});
    expect(storefrontCard({...product, featuredImage: null}, 'all', {}).image).toBeNull();
  });

  test('a compare-at price goes in only when it is above the price (the Storefront sends 0.00 for none)', () => {
    const at = (amount: string) => storefrontCard({...product, compareAtPriceRange: {minVariantPrice: EUR(amount)}}, 'all').compareAtPrice;
    expect(at('0.00')).toBeNull();
    expect(at('19.95')).toBeNull();
    expect(at('19.96')).toEqual(EUR('19.96'));
    expect(isDiscount(EUR('19.95'), EUR('24.95'))).toBe(true);
    expect(isDiscount(null, EUR('24.95'))).toBe(false);
    expect(isDiscount(EUR('19.95'), null)).toBe(false);
  });
});

describe('quick view data (spec §3 Product popup)', () => {
  const PRODUCT_ID = 'gid://shopify/Product/1';
  const variant = (n: number, extra: Partial<SubscriptionVariantFragment> = {}): SubscriptionVariantFragment => ({
    id: `gid://shopify/ProductVariant/${n}`,
    title: `Flavour ${n}`,
    availableForSale: true,
    price: EUR('34.95'),
    compareAtPrice: EUR('39.95'),
    image: {id: `img-${n}`, url: `https://cdn.example/${n}.png`, altText: 'Tub', width: 600, height: 500},
    selectedOptions: [{name: 'Flavour', value: `Flavour ${n}`}],
    product: {id: PRODUCT_ID, handle: 'whey', title: 'Whey (Shopify)', requiresSellingPlan: false, sellingPlanGroups: {nodes: []}},
    sellingPlanAllocations: {nodes: []},
    ...extra,
  });
  const content: PopupContent = {productId: PRODUCT_ID, slug: 'whey', title: 'Whey Protein', variants: []};

  test('the content title wins; without one the Storefront title shows', () => {
    expect(popupProduct(content, [variant(1)])!.title).toBe('Whey Protein');
    expect(popupProduct({...content, title: null}, [variant(1)])!.title).toBe('Whey (Shopify)');
  });
  test('description and image come from content, null when it has none', () => {
    expect(popupProduct(content, [variant(1)])).toMatchObject({shortDescription: null, image: null, collection: null});
    expect(popupProduct({...content, shortDescription: 'Creamy', image: {responsiveImage: image('p.jpg')}}, [variant(1)])).toMatchObject({
      shortDescription: 'Creamy',
      image: image('p.jpg'),
    });
  });
  test('each variant carries its Storefront price, compare-at price and picture', () => {
    const [shown] = popupProduct(content, [null, undefined, variant(1)])!.variants;
    expect(shown).toEqual({
      variantId: 'gid://shopify/ProductVariant/1',
      slug: 'flavour-1',
      title: 'Flavour 1',
      price: EUR('34.95'),
      compareAtPrice: EUR('39.95'),
      availableForSale: true,
      image: {url: 'https://cdn.example/1.png', altText: 'Tub', width: 600, height: 500},
    });
  });
  test('a picture without alt text or size still shows, with those left empty', () => {
    const bare = variant(2, {compareAtPrice: null, image: {id: 'i', url: 'https://cdn.example/2.png', altText: null, width: null, height: null}});
    expect(popupProduct(content, [bare])!.variants[0]).toMatchObject({
      compareAtPrice: null,
      image: {url: 'https://cdn.example/2.png', altText: null, width: null, height: null},
    });
  });
});

describe('product JSON-LD offers', () => {
  test('an offer is named by its variant title when there is one', () => {
    const jsonLd = productJsonLd({
      name: 'Whey',
      url: 'https://shop.example/p',
      images: [],
      brand: 'Original Fuel',
      variants: [
        {title: 'Chocolate / 1 kg', price: EUR('34.95'), availableForSale: true, url: 'https://shop.example/a'},
        {title: null, price: EUR('34.95'), availableForSale: true, url: 'https://shop.example/b'},
      ],
    });
    expect(jsonLd.offers[0]).toMatchObject({name: 'Chocolate / 1 kg'});
    expect(jsonLd.offers[1]).not.toHaveProperty('name');
  });
});

describe('hidden options (spec §3: values containing Default)', () => {
  test('an option is hidden only when every value contains Default', () => {
    expect(isHiddenOption({name: 'Title', values: ['Default Title']})).toBe(true);
    expect(isHiddenOption({name: 'Size', values: ['Default Title', '1 kg']})).toBe(false);
    expect(isHiddenOption({name: 'Size', values: []})).toBe(false);
  });
});
