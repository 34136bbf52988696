// The DatoCMS stand-in's cart content: the cartSettings singleton (free-gift threshold, heading, gift choices
// that are real catalogue variants) in five languages, and the cart's products-by-id query.
import {describe, expect, test} from 'vitest';
import {PRODUCTS} from '../../../local-services/data/catalogue';
import {handleDatocms} from '../../../local-services/datocms';
import {CART_PRODUCTS_QUERY, CART_SETTINGS_QUERY} from '~graphql/content/cart';

const ORIGIN = 'http://127.0.0.1:4100';

async function data(query: string, variables?: Record<string, unknown>) {
  const request = new Request(`${ORIGIN}/datocms/`, {
    method: 'POST',
    body: JSON.stringify({query, variables}),
    headers: {authorization: 'Bearer local-datocms-token'},
  });
  const body = (await (await handleDatocms(request, {origin: ORIGIN})).json()) as {data?: any; errors?: unknown[]};
  expect(body.errors).toBeUndefined();
  return body.data;
}

const catalogueVariantIds = new Set(PRODUCTS.flatMap((product) => product.variants.map((variant) => variant.id)));

describe('cartSettings', () => {
  test('a 50 threshold and three gifts that are catalogue variants, with images', async () => {
    const {cartSettings} = await data(CART_SETTINGS_QUERY, {locale: 'nl'});
    expect(cartSettings.freeGiftThreshold).toBe(50);
    expect(cartSettings.freeGifts).toHaveLength(3);
    for (const gift of cartSettings.freeGifts) {
      expect(catalogueVariantIds.has(gift.variantId)).toBe(true);
      expect(gift.title).toBeTruthy();
      expect(gift.image.responsiveImage.src).toContain('/images/');
    }
  });

  test('the heading in every language; Belgian locales fall back', async () => {
    const headings = await Promise.all(
      ['nl', 'de', 'en', 'it', 'fr'].map(async (locale) => (await data(CART_SETTINGS_QUERY, {locale})).cartSettings.freeGiftHeading),
    );
    expect(new Set(headings).size).toBe(5);
    expect(headings[1]).toBe('Wähle dein Gratisgeschenk');
    const belgian = await data(CART_SETTINGS_QUERY, {locale: 'nl_BE', fallbackLocales: ['nl']});
    expect(belgian.cartSettings.freeGiftHeading).toBe(headings[0]);
  });
});

describe('cart products by id', () => {
  test('one query returns the records of the cart products, with variants and upsell products', async () => {
    const whey = PRODUCTS.find((product) => product.handle === 'whey-protein')!;
    const shaker = PRODUCTS.find((product) => product.handle === 'shaker')!;
    const {allProducts} = await data(CART_PRODUCTS_QUERY, {locale: 'en', productIds: [shaker.id, whey.id], first: 100});
    expect(allProducts.map((product: {productId: string}) => product.productId).sort()).toEqual([shaker.id, whey.id].sort());
    const wheyRecord = allProducts.find((product: {productId: string}) => product.productId === whey.id);
    expect(wheyRecord.variants.length).toBeGreaterThan(0);
    expect(wheyRecord.variants[0].variantId).toMatch(/^gid:\/\/shopify\/ProductVariant\//);
    expect(wheyRecord.cartUpsellBlock.map((product: {slug: string}) => product.slug)).toEqual(['shaker', 'creatine', 'protein-bar']);
  });
});
