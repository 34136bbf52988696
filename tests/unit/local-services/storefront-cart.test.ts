import {beforeEach, describe, expect, test} from 'vitest';
import {handleCheckoutPage} from '../../../local-services/storefront';
import {resetStore} from '../../../local-services/storefront/store';
import {
  addLines,
  cartWith,
  createCart,
  getCart,
  lineNodes,
  removeLines,
  updateDiscountCodes,
  updateLines,
  WHEY_CHOCOLATE_1KG,
  WHEY_MONTHLY,
  WHEY_VANILLA_1KG,
  WHEY_VANILLA_500G,
} from './storefront-cart-helpers';
import {ORIGIN, query} from './storefront-helpers';

const CART_ID = /^gid:\/\/shopify\/Cart\/(c1-[0-9a-f]{32})\?key=([0-9a-f]{32})$/;
const LINE_ID = /^gid:\/\/shopify\/CartLine\/[0-9a-f-]{36}\?cart=(c1-[0-9a-f]{32})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** What Hydrogen's cart cookie holds and how its getCartId rebuilds the id from it. */
const hydrogenCookieValue = (cartId: string) => cartId.split('/').pop()!;
const rebuiltFromCookie = (cookie: string) => `gid://shopify/Cart/${cookie}`;

beforeEach(() => {
  resetStore();
});

describe('cart lifecycle', () => {
  test('create, add and read back with the fields Hydrogen selects, localized by @inContext', async () => {
    const created = await createCart({}, {country: 'DE', language: 'DE'});
    expect(created.userErrors).toEqual([]);
    const cartId = created.cart!.id;
    expect(cartId).toMatch(CART_ID);
    const [, token, key] = CART_ID.exec(cartId)!;
    expect(created.cart!.checkoutUrl).toBe(`${ORIGIN}/cart/c/${token}?key=${key}`);
    expect(created.cart).toMatchObject({totalQuantity: 0, note: null, lines: {edges: []}});
    expect(created.cart!.buyerIdentity).toEqual({countryCode: 'DE', customer: null, email: null, phone: null});

    const added = await addLines(cartId, [{merchandiseId: WHEY_CHOCOLATE_1KG, quantity: 2}]);
    expect(added).toMatchObject({userErrors: [], warnings: []});

    const cart = (await getCart(cartId, {country: 'DE', language: 'DE'}))!;
    expect(cart.id).toBe(cartId);
    expect(cart.createdAt).toMatch(DATE_TIME);
    expect(cart.updatedAt).toMatch(DATE_TIME);
    expect(cart.totalQuantity).toBe(2);
    const [line] = lineNodes(cart);
    expect(line!.id).toMatch(LINE_ID);
    expect(LINE_ID.exec(line!.id)![1]).toBe(token);
    expect(line).toMatchObject({
      quantity: 2,
      attributes: [],
      sellingPlanAllocation: null,
      cost: {
        amountPerQuantity: {amount: '34.95', currencyCode: 'EUR'},
        compareAtAmountPerQuantity: {amount: '39.95', currencyCode: 'EUR'},
        subtotalAmount: {amount: '69.90', currencyCode: 'EUR'},
        totalAmount: {amount: '69.90', currencyCode: 'EUR'},
      },
      merchandise: {
        id: WHEY_CHOCOLATE_1KG,
        title: 'Schokolade / 1 kg',
        availableForSale: true,
        price: {amount: '34.95', currencyCode: 'EUR'},
        product: {handle: 'whey-protein', title: 'Whey Protein'},
        selectedOptions: [
          {name: 'Geschmack', value: 'Schokolade'},
          {name: 'Größe', value: '1 kg'},
        ],
      },
    });
    expect(line!.merchandise.image!.url).toBe(`${ORIGIN}/images/catalogue/whey-protein/chocolate-1kg.png`);
    expect(cart.cost).toEqual({
      subtotalAmount: {amount: '69.90', currencyCode: 'EUR'},
      totalAmount: {amount: '69.90', currencyCode: 'EUR'},
      totalDutyAmount: null,
      totalTaxAmount: null,
      checkoutChargeAmount: {amount: '69.90', currencyCode: 'EUR'},
    });
  });

  test('the same merchandise, plan and attributes merge; a different plan or attributes make a new line, newest first', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG, quantity: 1}]);
    await addLines(cart.id, [{merchandiseId: WHEY_CHOCOLATE_1KG, quantity: 2}]);
    expect(lineNodes(await getCart(cart.id)).map((l) => l.quantity)).toEqual([3]);

    const gift = [{key: '_gift', value: 'true'}];
    await addLines(cart.id, [
      {merchandiseId: WHEY_CHOCOLATE_1KG, quantity: 1, sellingPlanId: WHEY_MONTHLY},
      {merchandiseId: WHEY_CHOCOLATE_1KG, quantity: 1, attributes: gift},
      {merchandiseId: WHEY_CHOCOLATE_1KG, quantity: 1, attributes: gift},
    ]);
    const lines = lineNodes(await getCart(cart.id));
    expect(lines.map((l) => [l.quantity, l.sellingPlanAllocation?.sellingPlan.id ?? null, l.attributes])).toEqual([
      [2, null, gift],
      [1, WHEY_MONTHLY, []],
      [3, null, []],
    ]);
  });

  test('lines update; quantity 0 removes a line; cartLinesRemove removes the listed ones', async () => {
    const cart = await cartWith([
      {merchandiseId: WHEY_CHOCOLATE_1KG, quantity: 1},
      {merchandiseId: WHEY_VANILLA_1KG, quantity: 1},
    ]);
    const [vanilla, chocolate] = lineNodes(cart);
    expect(vanilla!.merchandise.id).toBe(WHEY_VANILLA_1KG);

    const updated = await updateLines(cart.id, [{id: chocolate!.id, quantity: 4}]);
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart!.totalQuantity).toBe(5);

    const zeroed = await updateLines(cart.id, [{id: vanilla!.id, quantity: 0}]);
    expect(lineNodes(zeroed.cart).map((l) => l.id)).toEqual([chocolate!.id]);

    const removed = await removeLines(cart.id, [chocolate!.id]);
    expect(removed.userErrors).toEqual([]);
    expect(removed.cart).toMatchObject({totalQuantity: 0, lines: {edges: []}});
  });

  test('a line can move to a selling plan and back through cartLinesUpdate', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG, quantity: 1}]);
    const [line] = lineNodes(cart);
    const subscribed = await updateLines(cart.id, [{id: line!.id, sellingPlanId: WHEY_MONTHLY}]);
    expect(lineNodes(subscribed.cart)[0]!.cost.amountPerQuantity.amount).toBe('31.46');
    const oneOff = await updateLines(cart.id, [{id: line!.id, sellingPlanId: null}]);
    expect(lineNodes(oneOff.cart)[0]).toMatchObject({
      sellingPlanAllocation: null,
      cost: {amountPerQuantity: {amount: '34.95'}},
    });
  });

  test('a subscription line is priced with its plan and carries the allocation', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_VANILLA_1KG, quantity: 2, sellingPlanId: WHEY_MONTHLY}], {
      language: 'NL',
    });
    const [line] = lineNodes(cart);
    // 34.95 with 10% off is 31.455, rounded to the cent; the variant's own compare-at price stays the reference.
    expect(line!.cost).toEqual({
      amountPerQuantity: {amount: '31.46', currencyCode: 'EUR'},
      compareAtAmountPerQuantity: {amount: '39.95', currencyCode: 'EUR'},
      subtotalAmount: {amount: '62.92', currencyCode: 'EUR'},
      totalAmount: {amount: '62.92', currencyCode: 'EUR'},
    });
    expect(line!.sellingPlanAllocation).toEqual({
      sellingPlan: {id: WHEY_MONTHLY, name: 'Elke maand'},
      priceAdjustments: [
        {price: {amount: '31.46', currencyCode: 'EUR'}, compareAtPrice: {amount: '34.95', currencyCode: 'EUR'}},
      ],
    });
    expect(cart.cost.totalAmount.amount).toBe('62.92');
  });

  test('without a compare-at price, a subscription line compares with the price without the plan', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_VANILLA_500G, sellingPlanId: WHEY_MONTHLY}]);
    expect(lineNodes(cart)[0]!.cost).toMatchObject({
      amountPerQuantity: {amount: '17.96'},
      compareAtAmountPerQuantity: {amount: '19.95'},
    });
    const oneOff = await cartWith([{merchandiseId: WHEY_VANILLA_500G}]);
    expect(lineNodes(oneOff)[0]!.cost.compareAtAmountPerQuantity).toBeNull();
  });
});

describe('discount codes', () => {
  test('WELCOME10 takes 10% off the subtotal, case-insensitively', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG, quantity: 2}]);
    const {cart: discounted, userErrors} = await updateDiscountCodes(cart.id, ['welcome10']);
    expect(userErrors).toEqual([]);
    expect(discounted!.discountCodes).toEqual([{code: 'welcome10', applicable: true}]);
    expect(discounted!.cost.subtotalAmount.amount).toBe('69.90');
    expect(discounted!.cost.totalAmount.amount).toBe('62.91');
    expect(discounted!.discountAllocations).toEqual([
      {code: 'welcome10', discountedAmount: {amount: '6.99', currencyCode: 'EUR'}},
    ]);
    // Lines keep their own prices: the code is a cart-level discount.
    expect(lineNodes(discounted)[0]!.cost.totalAmount.amount).toBe('69.90');
  });

  test('FREESHIP is applicable but takes nothing off; unknown codes are kept as not applicable', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG, quantity: 1}]);
    const {cart: updated} = await updateDiscountCodes(cart.id, ['FREESHIP', 'NOPE', ' ', 'freeship']);
    expect(updated!.discountCodes).toEqual([
      {code: 'FREESHIP', applicable: true},
      {code: 'NOPE', applicable: false},
    ]);
    expect(updated!.cost.totalAmount.amount).toBe('34.95');
    expect(updated!.discountAllocations).toEqual([]);
  });

  test('a code on an empty cart is not applicable until there is something to discount; [] clears', async () => {
    const {cart} = await createCart({discountCodes: ['WELCOME10']});
    expect(cart!.discountCodes).toEqual([{code: 'WELCOME10', applicable: false}]);
    const {cart: filled} = await addLines(cart!.id, [{merchandiseId: WHEY_CHOCOLATE_1KG}]);
    expect(filled!.discountCodes).toEqual([{code: 'WELCOME10', applicable: true}]);
    // 10% of 34.95 is 3.495, rounded to 3.50.
    expect(filled!.cost.totalAmount.amount).toBe('31.45');
    const {cart: cleared} = await updateDiscountCodes(cart!.id, []);
    expect(cleared!.discountCodes).toEqual([]);
    expect(cleared!.cost.totalAmount.amount).toBe('34.95');
  });
});

describe('cart ids', () => {
  test('the id Hydrogen rebuilds from its cookie finds the cart; without its key it is unknown, as at Shopify', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG}]);
    const [, token] = CART_ID.exec(cart.id)!;
    const cookie = hydrogenCookieValue(cart.id);
    expect(cookie).toBe(cart.id.slice('gid://shopify/Cart/'.length));

    expect((await getCart(rebuiltFromCookie(cookie)))?.id).toBe(cart.id);
    // A cookie value that was never decoded.
    expect((await getCart(rebuiltFromCookie(encodeURIComponent(cookie))))?.id).toBe(cart.id);
    // The token alone names no cart, in a query or a mutation, and the cart is left as it was.
    expect(await getCart(`gid://shopify/Cart/${token}`)).toBeNull();
    const keyless = await addLines(`gid://shopify/Cart/${token}`, [{merchandiseId: WHEY_CHOCOLATE_1KG}]);
    expect(keyless).toEqual({
      cart: null,
      userErrors: [{code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.'}],
      warnings: [],
    });
    expect((await getCart(cart.id))?.totalQuantity).toBe(1);
  });

  test('an unknown token, a wrong key or something that is not a cart id finds nothing', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG}]);
    const [, token] = CART_ID.exec(cart.id)!;
    expect(await getCart('gid://shopify/Cart/c1-00000000000000000000000000000000')).toBeNull();
    expect(await getCart(`gid://shopify/Cart/${token}?key=00000000000000000000000000000000`)).toBeNull();
    expect(await getCart('gid://shopify/Product/9100000000001')).toBeNull();
    expect(await getCart('not-a-gid')).toBeNull();
  });

  test('an unknown cart in a mutation gives cart null and INVALID on cartId', async () => {
    const payload = await addLines('gid://shopify/Cart/c1-00000000000000000000000000000000', [
      {merchandiseId: WHEY_CHOCOLATE_1KG},
    ]);
    expect(payload).toEqual({
      cart: null,
      userErrors: [{code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.'}],
      warnings: [],
    });
  });

  test('a cart expires 10 days after its last update', async () => {
    let now = Date.parse('2024-10-01T10:00:00Z');
    resetStore({now: () => now});
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG}]);
    expect(cart.createdAt).toBe('2024-10-01T10:00:00Z');

    now += 9 * 24 * 3600 * 1000;
    const touched = await addLines(cart.id, [{merchandiseId: WHEY_CHOCOLATE_1KG}]);
    expect(touched.cart).toMatchObject({createdAt: '2024-10-01T10:00:00Z', updatedAt: '2024-10-10T10:00:00Z'});

    now += 10 * 24 * 3600 * 1000 - 1;
    expect(await getCart(cart.id)).not.toBeNull();
    now += 1;
    expect(await getCart(cart.id)).toBeNull();
    expect((await addLines(cart.id, [{merchandiseId: WHEY_CHOCOLATE_1KG}])).cart).toBeNull();
  });

  test('node(id:) resolves a cart', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG}]);
    const data = await query<{node: {__typename: string; id: string; totalQuantity: number}}>(
      'query ($id: ID!) { node(id: $id) { __typename id ... on Cart { totalQuantity } } }',
      {id: cart.id},
    );
    expect(data.node).toEqual({__typename: 'Cart', id: cart.id, totalQuantity: 1});
  });
});

describe('checkout page', () => {
  test('the checkoutUrl answers 200 HTML echoing the cart, the locale and the lines', async () => {
    const cart = await cartWith([
      {merchandiseId: WHEY_CHOCOLATE_1KG, quantity: 2},
      {merchandiseId: WHEY_VANILLA_1KG, quantity: 1, sellingPlanId: WHEY_MONTHLY},
    ]);
    const url = new URL(cart.checkoutUrl);
    url.searchParams.set('locale', 'de-DE');
    const response = await handleCheckoutPage(new Request(url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain(`data-cart-id="${cart.id}"`);
    expect(html).toContain('data-locale="de-DE"');
    expect(html).toContain('<html lang="de">');
    for (const line of lineNodes(cart)) expect(html).toContain(`data-line-id="${line.id}"`);
    expect(html).toContain('2 × Whey Protein – Schokolade – 1 kg: EUR 69.90');
    expect(html).toContain('1 × Whey Protein – Vanille – 1 kg (Jeden Monat): EUR 31.46');
    expect(html).toContain('data-amount="101.36"');
  });

  test('an unknown cart or a wrong key answers 404', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG}]);
    const wrongKey = cart.checkoutUrl.replace(/key=[0-9a-f]+/, 'key=00000000000000000000000000000000');
    expect((await handleCheckoutPage(new Request(wrongKey))).status).toBe(404);
    expect((await handleCheckoutPage(new Request(`${ORIGIN}/cart/c/c1-nothing`))).status).toBe(404);
  });
});
