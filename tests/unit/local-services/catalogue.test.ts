import {describe, expect, test} from 'vitest';
import {COLLECTIONS, LANGUAGES, PRODUCTS, collectionByHandle, productByHandle} from '../../../local-services/data/catalogue';

describe('demo catalogue', () => {
  test('enough products to page 50 at a time, and a real collection over 24', () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(62);
    expect(collectionByHandle('all')!.productHandles).toHaveLength(PRODUCTS.length);
    expect(collectionByHandle('protein')!.productHandles.length).toBeGreaterThan(24);
    expect(COLLECTIONS.filter((c) => c.handle !== 'all').length).toBeGreaterThanOrEqual(4);
  });

  test('ids, handles, skus and barcodes are unique', () => {
    const variants = PRODUCTS.flatMap((p) => p.variants);
    for (const values of [
      PRODUCTS.map((p) => p.id),
      PRODUCTS.map((p) => p.handle),
      variants.map((v) => v.id),
      variants.map((v) => v.sku),
      variants.map((v) => v.barcode),
    ]) {
      expect(new Set(values).size).toBe(values.length);
    }
  });

  test('every text is translated into all five languages', () => {
    for (const product of PRODUCTS) {
      for (const text of [product.title, product.description, product.shortDescription]) {
        for (const lang of LANGUAGES) expect(text[lang], `${product.handle}.${lang}`).toBeTruthy();
      }
    }
  });

  test('the well-known whey protein: 3 flavours × 2 sizes, strawberry 1 kg sold out, with subscriptions', () => {
    const whey = productByHandle('whey-protein')!;
    expect(whey.collectionHandles[0]).toBe('protein');
    expect(whey.variants.map((v) => v.slug)).toEqual([
      'chocolate-500g',
      'chocolate-1kg',
      'vanilla-500g',
      'vanilla-1kg',
      'strawberry-500g',
      'strawberry-1kg',
    ]);
    expect(whey.variants.find((v) => v.slug === 'strawberry-1kg')).toMatchObject({availableForSale: false, quantityAvailable: 0});
    expect(whey.sellingPlanGroups[0]!.plans.map((p) => [p.interval, p.intervalCount, p.percentageOff])).toEqual([
      ['MONTH', 1, 10],
      ['MONTH', 2, 10],
      ['MONTH', 3, 10],
    ]);
  });

  test('edge cases exist: required selling plan, fully sold out, single-variant, compare-at prices', () => {
    expect(PRODUCTS.some((p) => p.requiresSellingPlan)).toBe(true);
    expect(PRODUCTS.filter((p) => p.variants.every((v) => !v.availableForSale)).map((p) => p.handle)).toEqual([
      'gingerbread-whey',
      'iron',
    ]);
    const singles = PRODUCTS.filter((p) => p.variants.length === 1 && p.variants[0]!.slug === 'default');
    expect(singles.length).toBeGreaterThanOrEqual(5);
    expect(singles[0]!.variants[0]!.options).toEqual([
      {kind: 'default', name: expect.objectContaining({nl: 'Title'}), value: expect.objectContaining({fr: 'Default Title'})},
    ]);
    expect(PRODUCTS.flatMap((p) => p.variants).filter((v) => v.compareAtPrice).length).toBeGreaterThanOrEqual(3);
  });

  test('ids and generated values are stable (other services and stored carts refer to them)', () => {
    const whey = productByHandle('whey-protein')!;
    expect(whey.id).toBe('gid://shopify/Product/9100000000001');
    expect(whey.createdAt).toBe('2022-01-10T09:00:00Z');
    expect(whey.variants[0]).toMatchObject({
      id: 'gid://shopify/ProductVariant/49100000000001',
      sku: 'OF-WHEPRO-CHOCOLATE-500G',
      barcode: '8710001000016',
      price: '19.95',
      imagePath: '/images/catalogue/whey-protein/chocolate-500g.png',
    });
  });
});
