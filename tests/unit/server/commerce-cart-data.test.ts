// What the cart page and the overlay show (app/commerce/cart-data.server.ts; README "Cart"): never a cart
// without a cookie, a token whose cart is gone dropped (spec §4 "a failed fetch discards the token"), the
// Storefront down answered as an outage (the token kept), lines joined with content, the totals, and the cart
// upsell block of the products in the cart.
import {afterEach, describe, expect, test, vi} from 'vitest';
import {joinUpsellVariants, loadCartData, upsellProducts} from '~/commerce/cart-data.server';
import type {CartProductContentFragment} from '~graphql/content/content.generated';
import type {SubscriptionVariantFragment} from '~graphql/storefront/storefront.generated';
import {useAppHarness} from '../../support/app-context';
import {CLEAR_WHEY, commerceShopper, WHEY_CHOCOLATE_1KG} from '../../support/commerce-cart';

const app = useAppHarness();

afterEach(async () => {
  vi.restoreAllMocks();
  await app.admin('reset', {});
});

const SHAKER_PRODUCT = 'gid://shopify/Product/9100000000075';
const CREATINE_PRODUCT = 'gid://shopify/Product/9100000000067';
const PROTEIN_BAR_PRODUCT = 'gid://shopify/Product/9100000000026';

describe('loading the cart', () => {
  test('without a cart cookie: no cart, nothing asked, the token not stale', async () => {
    const context = await commerceShopper(app).context();
    const get = vi.spyOn(context.cart, 'get');
    expect(await loadCartData(context)).toEqual({
      cart: null,
      lines: [],
      totals: null,
      giftState: {active: false, threshold: null, remaining: null, subtotal: null, heading: null, gifts: [], chosenGiftVariantId: null},
      upsell: [],
      staleToken: false,
    });
    expect(get).not.toHaveBeenCalled();
  });

  test('the token of a cart that no longer exists: no cart, and the token is stale (dropped)', async () => {
    const shopper = commerceShopper(app);
    shopper.token = 'c1-00000000000000000000000000000000';
    const data = await loadCartData(await shopper.context());
    expect([data.cart, data.lines, data.totals, data.staleToken]).toEqual([null, [], null, true]);
  });

  test('a failed fetch of the cart (not an outage) discards the token, logged with the spec §8 message', async () => {
    const shopper = commerceShopper(app);
    await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY}]});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const context = await shopper.context();
    context.cart.get = async () => {
      throw new Error('Cart id is malformed');
    };
    const data = await loadCartData(context);
    expect([data.cart, data.staleToken]).toEqual([null, true]);
    expect(error).toHaveBeenCalledWith('[cart] Error fetching shopify cart:', 'Cart id is malformed');
  });

  test('the Storefront down: the outage is thrown and the token kept for the next request', async () => {
    const shopper = commerceShopper(app);
    await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY}]});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await app.admin('faults', {service: 'storefront', kind: '500', count: 5});
    await expect(loadCartData(await shopper.context())).rejects.toThrow();
    await app.admin('reset', {});
    expect((await loadCartData(await shopper.context())).cart).not.toBeNull();
  });

  test('lines joined with their content product, and the totals', async () => {
    const shopper = commerceShopper(app, '/en');
    await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: WHEY_CHOCOLATE_1KG, quantity: 2}]});
    const context = await shopper.context();
    const content = vi.spyOn(context.content, 'query');
    const data = await loadCartData(context);
    // One content query for the products in the cart (README "Cart lines").
    const asked = content.mock.calls.find(([document]) => String(document).includes('CartProducts'));
    expect(asked?.[1]).toEqual({variables: {productIds: ['gid://shopify/Product/9100000000001'], first: 100}});
    expect(data.lines).toHaveLength(1);
    expect(data.lines[0]!.product).toMatchObject({slug: 'whey-protein', title: 'Whey Protein'});
    expect(data.totals).toEqual({
      subtotal: {amount: '69.90', currencyCode: 'EUR'},
      discounts: [],
      total: {amount: '69.90', currencyCode: 'EUR'},
    });
    expect(data.staleToken).toBe(false);
  });
});

describe('an empty cart asks content and the Storefront nothing more', () => {
  test('no content products and no upsell variants are asked for a cart without lines', async () => {
    const shopper = commerceShopper(app, '/en');
    await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: WHEY_CHOCOLATE_1KG}]});
    const [line] = (await loadCartData(await shopper.context())).cart!.lines.nodes;
    await shopper.cartForm('LinesRemove', {lineIds: [line!.id]});
    const context = await shopper.context();
    const content = vi.spyOn(context.content, 'query');
    const storefront = vi.spyOn(context.storefront, 'query');
    const data = await loadCartData(context);
    expect([data.lines, data.upsell]).toEqual([[], []]);
    expect(content.mock.calls.map(([document]) => String(document))).not.toContainEqual(expect.stringContaining('CartProducts'));
    expect(storefront.mock.calls.map(([document]) => String(document))).not.toContainEqual(expect.stringContaining('SubscriptionVariantsByIds'));
  });

  test('products without an upsell block: no upsell variants are asked', async () => {
    const shopper = commerceShopper(app, '/en');
    await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: 'gid://shopify/ProductVariant/49100000000151'}]});
    const context = await shopper.context();
    const storefront = vi.spyOn(context.storefront, 'query');
    expect((await loadCartData(context)).upsell).toEqual([]);
    expect(storefront.mock.calls.map(([document]) => String(document))).not.toContainEqual(expect.stringContaining('SubscriptionVariantsByIds'));
  });
});

describe('the cart upsell block (README "Cart lines")', () => {
  test('the upsell products of the products in the cart, each with its first one-time variant for sale', async () => {
    const shopper = commerceShopper(app, '/en');
    await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: WHEY_CHOCOLATE_1KG}]});
    const {upsell} = await loadCartData(await shopper.context());
    expect(upsell.map((entry) => [entry.product.productId, entry.variant.id])).toEqual([
      [SHAKER_PRODUCT, 'gid://shopify/ProductVariant/49100000000151'],
      [CREATINE_PRODUCT, 'gid://shopify/ProductVariant/49100000000135'],
      [PROTEIN_BAR_PRODUCT, 'gid://shopify/ProductVariant/49100000000072'],
    ]);
    expect(upsell[0]!.variant).toMatchObject({availableForSale: true, product: {handle: 'shaker'}, price: {amount: '6.95'}});
  });

  test('a product already in the cart is not offered', async () => {
    const shopper = commerceShopper(app, '/en');
    await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: WHEY_CHOCOLATE_1KG}, {merchandiseId: 'gid://shopify/ProductVariant/49100000000151'}]});
    const {upsell} = await loadCartData(await shopper.context());
    expect(upsell.map((entry) => entry.product.productId)).toEqual([CREATINE_PRODUCT, PROTEIN_BAR_PRODUCT]);
  });

  test('the upsell variants cannot be read: the cart still shows, without upsell', async () => {
    const shopper = commerceShopper(app, '/en');
    await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: WHEY_CHOCOLATE_1KG}]});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const context = await shopper.context();
    const query = context.storefront.query;
    context.storefront.query = ((document: string, options: never) =>
      document.includes('SubscriptionVariantsByIds') ? Promise.reject(new Error('down')) : query(document, options)) as typeof query;
    const data = await loadCartData(context);
    expect(data.cart).not.toBeNull();
    expect(data.upsell).toEqual([]);
    expect(warn).toHaveBeenCalledWith('[cart] Cart upsell unavailable:', 'down');
  });

  const product = (id: string, variants: {variantId: string | null; isSoldOut?: boolean}[] = []) =>
    ({productId: id, variants: variants.map((variant) => ({isSoldOut: false, ...variant}))}) as unknown as CartProductContentFragment;

  test('each candidate once, none in the cart, at most 4', () => {
    const block = (...ids: string[]) => ({cartUpsellBlock: ids.map((id) => product(id))});
    const lines = [{merchandise: {product: {id: 'p-in-cart'}}}] as never;
    const picked = upsellProducts([block('a', 'p-in-cart', 'b'), block('b', 'c', 'd', 'e', 'f')], lines);
    expect(picked.map((entry) => entry.productId)).toEqual(['a', 'b', 'c', 'd']);
    expect(upsellProducts([{cartUpsellBlock: [product(null as never), product('a')]}], [])).toHaveLength(1);
  });

  test('sold-out content variants, variants not for sale and subscription-only products are skipped', () => {
    const storefront = (id: string, availableForSale = true, requiresSellingPlan = false) =>
      ({
        id,
        title: id,
        availableForSale,
        price: {amount: '1.00', currencyCode: 'EUR'},
        compareAtPrice: null,
        image: null,
        product: {id: `product-${id}`, handle: `h-${id}`, title: `t-${id}`, requiresSellingPlan},
      }) as unknown as SubscriptionVariantFragment;
    const candidates = [
      product('a', [{variantId: 'v1', isSoldOut: true}, {variantId: 'v2'}]),
      product('b', [{variantId: 'v3'}]),
      product('c', [{variantId: 'v4'}]),
      product('d', [{variantId: null}, {variantId: 'v-missing'}]),
    ];
    const items = joinUpsellVariants(candidates, [storefront('v1'), storefront('v2'), storefront('v3', false), storefront('v4', true, true), null]);
    expect(items.map((entry) => [entry.product.productId, entry.variant.id])).toEqual([['a', 'v2']]);
    expect(items[0]!.variant).toEqual({
      id: 'v2',
      title: 'v2',
      availableForSale: true,
      price: {amount: '1.00', currencyCode: 'EUR'},
      compareAtPrice: null,
      image: null,
      product: {id: 'product-v2', handle: 'h-v2', title: 't-v2'},
    });
  });
});
