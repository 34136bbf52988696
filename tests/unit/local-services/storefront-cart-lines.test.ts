// Cart line rules of the Storefront stand-in as a client sees them (API-SHAPES.md §1.4): what merges into one line,
// what cartLinesUpdate keeps and changes, all-or-nothing userErrors with their fields, stock caps with warnings,
// and the id formats Hydrogen stores and rebuilds.
import {beforeEach, describe, expect, test} from 'vitest';
import {checkoutUrl, cartGid, newCartKeys, newCartLineId, parseCartGid} from '../../../local-services/storefront/cart-ids';
import {resetStore} from '../../../local-services/storefront/store';
import {
  addLines,
  cartWith,
  createCart,
  getCart,
  ISOLATE_COOKIES_500G,
  ISOLATE_MONTHLY,
  lineNodes,
  removeLines,
  updateLines,
  WHEY_CHOCOLATE_1KG,
  WHEY_MONTHLY,
  WHEY_STRAWBERRY_1KG,
  WHEY_VANILLA_1KG,
  WHEY_VANILLA_500G,
  type LineInput,
} from './storefront-cart-helpers';

const UNKNOWN_VARIANT = 'gid://shopify/ProductVariant/1';

beforeEach(() => {
  resetStore();
});

describe('which lines merge', () => {
  test('the same attributes in another order are the same line', async () => {
    const cart = await cartWith([
      {merchandiseId: WHEY_CHOCOLATE_1KG, attributes: [{key: 'a', value: '1'}, {key: 'b', value: '2'}]},
      {merchandiseId: WHEY_CHOCOLATE_1KG, attributes: [{key: 'b', value: '2'}, {key: 'a', value: '1'}]},
    ]);
    expect(lineNodes(cart).map((l) => l.quantity)).toEqual([2]);
    expect(lineNodes(cart)[0]!.attributes).toEqual([{key: 'a', value: '1'}, {key: 'b', value: '2'}]);
  });

  test('a repeated attribute key keeps its last value, in first-seen order', async () => {
    const cart = await cartWith([
      {merchandiseId: WHEY_CHOCOLATE_1KG, attributes: [{key: 'x', value: '1'}, {key: 'y', value: '2'}, {key: 'x', value: '3'}]},
    ]);
    expect(lineNodes(cart)[0]!.attributes).toEqual([{key: 'x', value: '3'}, {key: 'y', value: '2'}]);
  });

  test('another value, another variant or another plan is another line; newest first', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG, attributes: [{key: 'a', value: '1'}]}]);
    const {cart: more} = await addLines(cart.id, [
      {merchandiseId: WHEY_CHOCOLATE_1KG, attributes: [{key: 'a', value: '2'}]},
      {merchandiseId: WHEY_VANILLA_1KG, attributes: [{key: 'a', value: '1'}]},
      {merchandiseId: WHEY_CHOCOLATE_1KG, sellingPlanId: WHEY_MONTHLY, attributes: [{key: 'a', value: '1'}]},
      {merchandiseId: WHEY_CHOCOLATE_1KG, attributes: [{key: 'a', value: '1'}], quantity: 4},
    ]);
    expect(lineNodes(more).map((l) => [l.merchandise.id, l.sellingPlanAllocation?.sellingPlan.id ?? null, l.attributes[0]!.value, l.quantity])).toEqual([
      [WHEY_CHOCOLATE_1KG, WHEY_MONTHLY, '1', 1],
      [WHEY_VANILLA_1KG, null, '1', 1],
      [WHEY_CHOCOLATE_1KG, null, '2', 1],
      [WHEY_CHOCOLATE_1KG, null, '1', 5],
    ]);
  });

  test('a quantity left out, or given as null, is 1', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG}]);
    const {cart: added} = await addLines(cart.id, [{merchandiseId: WHEY_CHOCOLATE_1KG, quantity: null} as unknown as LineInput]);
    expect(lineNodes(added).map((l) => l.quantity)).toEqual([2]);
  });
});

describe('userErrors', () => {
  test('every refused line is reported with its index, and nothing is added', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG}]);
    const payload = await addLines(cart.id, [
      {merchandiseId: WHEY_VANILLA_1KG},
      {merchandiseId: UNKNOWN_VARIANT, quantity: -1},
      {merchandiseId: WHEY_CHOCOLATE_1KG, quantity: -3},
      {merchandiseId: WHEY_STRAWBERRY_1KG},
    ]);
    expect(payload.userErrors).toEqual([
      {code: 'INVALID', field: ['lines', '1', 'merchandiseId'], message: `The merchandise with id ${UNKNOWN_VARIANT} does not exist.`},
      {code: 'INVALID', field: ['lines', '1', 'quantity'], message: 'The quantity must be greater than or equal to 0.'},
      {code: 'INVALID', field: ['lines', '2', 'quantity'], message: 'The quantity must be greater than or equal to 0.'},
      {code: 'INVALID', field: ['lines', '3', 'merchandiseId'], message: "The product 'Whey Protein' is already sold out."},
    ]);
    expect(payload.warnings).toEqual([]);
    expect(lineNodes(payload.cart).map((l) => [l.merchandise.id, l.quantity])).toEqual([[WHEY_CHOCOLATE_1KG, 1]]);
  });

  test('an update with one bad line changes no line', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG}, {merchandiseId: WHEY_VANILLA_1KG}]);
    const [vanilla, chocolate] = lineNodes(cart);
    const payload = await updateLines(cart.id, [
      {id: chocolate!.id, quantity: 3},
      {id: vanilla!.id, merchandiseId: WHEY_STRAWBERRY_1KG},
      {id: chocolate!.id, sellingPlanId: ISOLATE_MONTHLY},
      {id: vanilla!.id, merchandiseId: UNKNOWN_VARIANT},
    ]);
    expect(payload.userErrors).toEqual([
      {code: 'INVALID', field: ['lines', '1', 'merchandiseId'], message: "The product 'Whey Protein' is already sold out."},
      {
        code: 'INVALID',
        field: ['lines', '2', 'sellingPlanId'],
        message: `The selling plan with id ${ISOLATE_MONTHLY} is not available for this merchandise.`,
      },
      {code: 'INVALID', field: ['lines', '3', 'merchandiseId'], message: `The merchandise with id ${UNKNOWN_VARIANT} does not exist.`},
    ]);
    expect(payload.warnings).toEqual([]);
    expect(lineNodes(payload.cart).map((l) => [l.merchandise.id, l.quantity])).toEqual([
      [WHEY_VANILLA_1KG, 1],
      [WHEY_CHOCOLATE_1KG, 1],
    ]);
  });

  test('an unknown selling plan is not available for the merchandise', async () => {
    const cart = await cartWith([]);
    const plan = 'gid://shopify/SellingPlan/1';
    const payload = await addLines(cart.id, [{merchandiseId: WHEY_CHOCOLATE_1KG, sellingPlanId: plan}]);
    expect(payload.userErrors).toEqual([
      {code: 'INVALID', field: ['lines', '0', 'sellingPlanId'], message: `The selling plan with id ${plan} is not available for this merchandise.`},
    ]);
  });

  test('a quantity of 0 adds no line, also beside other lines', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG}]);
    const payload = await addLines(cart.id, [{merchandiseId: WHEY_VANILLA_1KG, quantity: 0}, {merchandiseId: WHEY_CHOCOLATE_1KG, quantity: 0}]);
    expect(payload.userErrors).toEqual([]);
    expect(lineNodes(payload.cart).map((l) => [l.merchandise.id, l.quantity])).toEqual([[WHEY_CHOCOLATE_1KG, 1]]);
  });

  test('an update of a line after a removed one still finds it; a removed line is gone for later inputs', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG}, {merchandiseId: WHEY_VANILLA_1KG}]);
    const [vanilla, chocolate] = lineNodes(cart);
    const payload = await updateLines(cart.id, [
      {id: vanilla!.id, quantity: 0},
      {id: chocolate!.id, quantity: 2},
    ]);
    expect(payload.userErrors).toEqual([]);
    expect(lineNodes(payload.cart).map((l) => [l.id, l.quantity])).toEqual([[chocolate!.id, 2]]);
    const again = await updateLines(cart.id, [
      {id: chocolate!.id, quantity: 0},
      {id: chocolate!.id, quantity: 1},
    ]);
    expect(again.userErrors).toEqual([
      {code: 'INVALID', field: ['lines', '1', 'id'], message: `The merchandise line with id ${chocolate!.id} does not exist.`},
    ]);
  });

  test('cartLinesRemove names every unknown id and removes nothing then; otherwise all the listed lines go', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG}, {merchandiseId: WHEY_VANILLA_1KG}, {merchandiseId: WHEY_VANILLA_500G}]);
    const [first, second, third] = lineNodes(cart);
    const bad = await removeLines(cart.id, ['gid://shopify/CartLine/x', first!.id, 'gid://shopify/CartLine/y']);
    expect(bad.userErrors.map((e) => e.field)).toEqual([['lineIds', '0'], ['lineIds', '2']]);
    expect(lineNodes(bad.cart)).toHaveLength(3);
    const good = await removeLines(cart.id, [third!.id, first!.id]);
    expect(good.userErrors).toEqual([]);
    expect(lineNodes(good.cart).map((l) => l.id)).toEqual([second!.id]);
  });
});

describe('cartLinesUpdate', () => {
  test('what the input leaves out stays: quantity, merchandise, plan and attributes', async () => {
    const cart = await cartWith([
      {merchandiseId: WHEY_CHOCOLATE_1KG, quantity: 3, sellingPlanId: WHEY_MONTHLY, attributes: [{key: 'a', value: '1'}]},
    ]);
    const [line] = lineNodes(cart);
    const {cart: updated, userErrors} = await updateLines(cart.id, [{id: line!.id}]);
    expect(userErrors).toEqual([]);
    expect(lineNodes(updated)[0]).toMatchObject({
      id: line!.id,
      quantity: 3,
      merchandise: {id: WHEY_CHOCOLATE_1KG},
      sellingPlanAllocation: {sellingPlan: {id: WHEY_MONTHLY}},
      attributes: [{key: 'a', value: '1'}],
    });
  });

  test('what the input gives replaces: another variant, new attributes, a null plan takes the plan off', async () => {
    const cart = await cartWith([
      {merchandiseId: WHEY_CHOCOLATE_1KG, quantity: 2, sellingPlanId: WHEY_MONTHLY, attributes: [{key: 'a', value: '1'}]},
    ]);
    const [line] = lineNodes(cart);
    const {cart: updated} = await updateLines(cart.id, [
      {id: line!.id, merchandiseId: WHEY_VANILLA_500G, sellingPlanId: null, attributes: [{key: 'b', value: '2'}, {key: 'b', value: '3'}]},
    ]);
    expect(lineNodes(updated)[0]).toMatchObject({
      id: line!.id,
      quantity: 2,
      merchandise: {id: WHEY_VANILLA_500G},
      sellingPlanAllocation: null,
      attributes: [{key: 'b', value: '3'}],
    });
  });

  test('a line changed and then set to 0 in the same call is removed', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG}, {merchandiseId: WHEY_VANILLA_1KG}]);
    const [vanilla, chocolate] = lineNodes(cart);
    const payload = await updateLines(cart.id, [
      {id: chocolate!.id, quantity: 5},
      {id: chocolate!.id, quantity: 0},
    ]);
    expect(payload.userErrors).toEqual([]);
    expect(payload.warnings).toEqual([]);
    expect(lineNodes(payload.cart).map((l) => l.id)).toEqual([vanilla!.id]);
  });

  test('quantity 0 removes the line whatever else the input says', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG}]);
    const [line] = lineNodes(cart);
    const payload = await updateLines(cart.id, [{id: line!.id, quantity: 0, merchandiseId: UNKNOWN_VARIANT}]);
    expect(payload.userErrors).toEqual([]);
    expect(lineNodes(payload.cart)).toEqual([]);
  });
});

describe('stock', () => {
  test('exactly the stock is no shortage; one more is capped with a warning', async () => {
    const created = await createCart({lines: [{merchandiseId: WHEY_VANILLA_1KG, quantity: 25}]});
    expect(created.warnings).toEqual([]);
    const cart = created.cart!;
    const [line] = lineNodes(cart);
    expect(line!.quantity).toBe(25);
    const more = await addLines(cart.id, [{merchandiseId: WHEY_VANILLA_1KG}]);
    expect(lineNodes(more.cart).map((l) => l.quantity)).toEqual([25]);
    expect(more.warnings).toEqual([
      {code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: 'Only 25 items were added to your cart due to availability.', target: line!.id},
    ]);
  });

  test('one variant added twice in one call is capped once, on the merged line', async () => {
    const cart = await cartWith([]);
    const payload = await addLines(cart.id, [
      {merchandiseId: ISOLATE_COOKIES_500G, quantity: 3},
      {merchandiseId: ISOLATE_COOKIES_500G, quantity: 3},
    ]);
    expect(lineNodes(payload.cart).map((l) => l.quantity)).toEqual([4]);
    expect(payload.warnings).toEqual([
      {code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: 'Only 4 items were added to your cart due to availability.', target: lineNodes(payload.cart)[0]!.id},
    ]);
  });

  test("an update is capped by what the variant's other lines already hold; untouched lines keep theirs", async () => {
    const cart = await cartWith([
      {merchandiseId: ISOLATE_COOKIES_500G, quantity: 1},
      {merchandiseId: ISOLATE_COOKIES_500G, quantity: 1, sellingPlanId: ISOLATE_MONTHLY},
      {merchandiseId: WHEY_VANILLA_1KG, quantity: 2},
    ]);
    const [vanilla, planned, plain] = lineNodes(cart);
    const payload = await updateLines(cart.id, [{id: plain!.id, quantity: 4}]);
    expect(lineNodes(payload.cart).map((l) => [l.id, l.quantity])).toEqual([
      [vanilla!.id, 2],
      [planned!.id, 1],
      [plain!.id, 3],
    ]);
    expect(payload.warnings).toEqual([
      {code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: 'Only 3 items were added to your cart due to availability.', target: plain!.id},
    ]);
  });

  test('a line that finds no stock left is dropped with MERCHANDISE_OUT_OF_STOCK on the merchandise', async () => {
    const cart = await cartWith([{merchandiseId: ISOLATE_COOKIES_500G, quantity: 4}]);
    const payload = await addLines(cart.id, [{merchandiseId: ISOLATE_COOKIES_500G, sellingPlanId: ISOLATE_MONTHLY, quantity: 2}]);
    expect(payload.userErrors).toEqual([]);
    expect(lineNodes(payload.cart).map((l) => l.quantity)).toEqual([4]);
    expect(payload.warnings).toEqual([
      {
        code: 'MERCHANDISE_OUT_OF_STOCK',
        message: "The product 'Whey Isolate' is out of stock: the cart already holds all available items.",
        target: ISOLATE_COOKIES_500G,
      },
    ]);
    expect((await getCart(cart.id))!.totalQuantity).toBe(4);
  });
});

describe('ids', () => {
  const TOKEN = 'c1-0123456789abcdef0123456789abcdef';
  const KEY = 'fedcba9876543210fedcba9876543210';

  test('new carts get Shopify-shaped keys; the gid and the checkout url carry token and key', () => {
    const keys = newCartKeys();
    expect(keys.token).toMatch(/^c1-[0-9a-f]{32}$/);
    expect(keys.key).toMatch(/^[0-9a-f]{32}$/);
    expect(newCartKeys().token).not.toBe(keys.token);
    expect(cartGid({token: TOKEN, key: KEY})).toBe(`gid://shopify/Cart/${TOKEN}?key=${KEY}`);
    expect(checkoutUrl('http://127.0.0.1:4100', {token: TOKEN, key: KEY})).toBe(`http://127.0.0.1:4100/cart/c/${TOKEN}?key=${KEY}`);
    expect(newCartLineId(TOKEN)).toMatch(new RegExp(`^gid://shopify/CartLine/[0-9a-f-]{36}\\?cart=${TOKEN}$`));
  });

  test('a cart gid is read with or without its key, encoded or padded with white space', () => {
    expect(parseCartGid(`gid://shopify/Cart/${TOKEN}?key=${KEY}`)).toEqual({token: TOKEN, key: KEY});
    expect(parseCartGid(`gid://shopify/Cart/${TOKEN}`)).toEqual({token: TOKEN, key: null});
    expect(parseCartGid(`  gid://shopify/Cart/${TOKEN}?key=${KEY}\n`)).toEqual({token: TOKEN, key: KEY});
    expect(parseCartGid(`gid://shopify/Cart/${TOKEN}%3Fkey%3D${KEY}`)).toEqual({token: TOKEN, key: KEY});
    expect(parseCartGid(`gid://shopify/Cart/${TOKEN}%3fkey%3d${KEY}`)).toEqual({token: TOKEN, key: KEY});
  });

  test('anything else is no cart id', () => {
    for (const id of [
      `gid://shopify/Cart/${TOKEN}%3Fkey%3D%E0%A4%A`,
      `gid://shopify/Cart/${TOKEN}?key=`,
      `gid://shopify/Cart/${TOKEN}?key=${KEY}&x=1`,
      `gid://shopify/Cart/${TOKEN}/extra`,
      `xgid://shopify/Cart/${TOKEN}`,
      `gid://shopify/Cart/`,
      `gid://shopify/Cart/${TOKEN}?key=${KEY}-`,
      // Only an encoded "?" makes the id one to decode.
      `gid://shopify/Cart/${TOKEN}%41`,
      `gid://shopify/Product/9100000000001`,
      `${TOKEN}?key=${KEY}`,
      '',
    ]) {
      expect(parseCartGid(id)).toBeNull();
    }
  });
});
