import {beforeEach, describe, expect, test} from 'vitest';
import {PRODUCTS} from '../../../local-services/data/catalogue';
import {resetStore} from '../../../local-services/storefront/store';
import {
  addLines,
  cartWith,
  createCart,
  getCart,
  ISOLATE_COOKIES_500G,
  ISOLATE_MONTHLY,
  lineNodes,
  mutate,
  removeLines,
  updateLines,
  WHEY_CHOCOLATE_1KG,
  WHEY_MONTHLY,
  WHEY_STRAWBERRY_1KG,
  WHEY_VANILLA_1KG,
  type LineInput,
} from './storefront-cart-helpers';
import {query, storefront} from './storefront-helpers';

const VITAMIN_BOX = PRODUCTS.find((p) => p.handle === 'vitamin-box-monthly')!;
const UNKNOWN_VARIANT = 'gid://shopify/ProductVariant/1';

beforeEach(() => {
  resetStore();
});

describe('lines that cannot be bought', () => {
  test('a sold-out variant is refused with INVALID and the cart stays as it was', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG}]);
    const payload = await addLines(cart.id, [
      {merchandiseId: WHEY_CHOCOLATE_1KG},
      {merchandiseId: WHEY_STRAWBERRY_1KG, quantity: 1},
    ]);
    expect(payload.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['lines', '1', 'merchandiseId'],
        message: "The product 'Whey Protein' is already sold out.",
      },
    ]);
    // All or nothing: the valid first line was not added either.
    expect(payload.cart).toMatchObject({totalQuantity: 1, updatedAt: cart.updatedAt});
    expect((await getCart(cart.id))!.totalQuantity).toBe(1);
  });

  test('the sold-out message uses the product title in the request language', async () => {
    const cart = await cartWith([]);
    const payload = await addLines(cart.id, [{merchandiseId: WHEY_STRAWBERRY_1KG}], {language: 'NL'});
    expect(payload.userErrors[0]!.message).toBe("The product 'Whey Proteïne' is already sold out.");
  });

  test('unknown merchandise', async () => {
    const cart = await cartWith([]);
    const payload = await addLines(cart.id, [{merchandiseId: UNKNOWN_VARIANT}]);
    expect(payload.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['lines', '0', 'merchandiseId'],
        message: `The merchandise with id ${UNKNOWN_VARIANT} does not exist.`,
      },
    ]);
  });

  test('a selling plan of another product, and a plan-only product without a plan', async () => {
    const cart = await cartWith([]);
    const wrongPlan = await addLines(cart.id, [{merchandiseId: WHEY_CHOCOLATE_1KG, sellingPlanId: ISOLATE_MONTHLY}]);
    expect(wrongPlan.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['lines', '0', 'sellingPlanId'],
        message: `The selling plan with id ${ISOLATE_MONTHLY} is not available for this merchandise.`,
      },
    ]);

    const boxVariant = VITAMIN_BOX.variants[0]!.id;
    const noPlan = await addLines(cart.id, [{merchandiseId: boxVariant}]);
    expect(noPlan.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['lines', '0', 'sellingPlanId'],
        message: 'Variant can only be purchased with a selling plan.',
      },
    ]);
    const boxPlan = VITAMIN_BOX.sellingPlanGroups[0]!.plans[0]!.id;
    const withPlan = await addLines(cart.id, [{merchandiseId: boxVariant, sellingPlanId: boxPlan}]);
    expect(withPlan.userErrors).toEqual([]);
    expect(withPlan.cart!.totalQuantity).toBe(1);
  });

  test('cartCreate with a refused line creates no cart; fields are under input', async () => {
    const payload = await createCart({lines: [{merchandiseId: WHEY_CHOCOLATE_1KG}, {merchandiseId: UNKNOWN_VARIANT}]});
    expect(payload.cart).toBeNull();
    expect(payload.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['input', 'lines', '1', 'merchandiseId'],
        message: `The merchandise with id ${UNKNOWN_VARIANT} does not exist.`,
      },
    ]);
  });
});

describe('quantities', () => {
  test('more than in stock is capped at the stock with a MERCHANDISE_NOT_ENOUGH_STOCK warning', async () => {
    const cart = await cartWith([]);
    const payload = await addLines(cart.id, [{merchandiseId: WHEY_VANILLA_1KG, quantity: 30}]);
    const [line] = lineNodes(payload.cart);
    expect(payload.userErrors).toEqual([]);
    expect(line!.quantity).toBe(25);
    expect(payload.warnings).toEqual([
      {
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: 'Only 25 items were added to your cart due to availability.',
        target: line!.id,
      },
    ]);
  });

  test('the stock counts every line of the variant; with nothing left a new line is not added', async () => {
    const cart = await cartWith([{merchandiseId: ISOLATE_COOKIES_500G, quantity: 3}]);
    const second = await addLines(cart.id, [
      {merchandiseId: ISOLATE_COOKIES_500G, quantity: 3, sellingPlanId: ISOLATE_MONTHLY},
    ]);
    expect(lineNodes(second.cart).map((l) => l.quantity)).toEqual([1, 3]);
    expect(second.warnings[0]).toMatchObject({
      code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
      target: lineNodes(second.cart)[0]!.id,
    });

    const third = await addLines(cart.id, [
      {merchandiseId: ISOLATE_COOKIES_500G, attributes: [{key: 'note', value: 'x'}]},
    ]);
    expect(third.userErrors).toEqual([]);
    expect(lineNodes(third.cart)).toHaveLength(2);
    expect(third.warnings).toEqual([
      {
        code: 'MERCHANDISE_OUT_OF_STOCK',
        message: "The product 'Whey Isolate' is out of stock: the cart already holds all available items.",
        target: ISOLATE_COOKIES_500G,
      },
    ]);
  });

  test('an update above the stock is capped too', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_VANILLA_1KG}]);
    const [line] = lineNodes(cart);
    const payload = await updateLines(cart.id, [{id: line!.id, quantity: 99}]);
    expect(lineNodes(payload.cart)[0]!.quantity).toBe(25);
    expect(payload.warnings).toHaveLength(1);
  });

  test('a negative quantity is a userError; a non-integer one fails variable coercion', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG}]);
    const [line] = lineNodes(cart);
    const negative = await addLines(cart.id, [{merchandiseId: WHEY_CHOCOLATE_1KG, quantity: -1}]);
    expect(negative.userErrors).toEqual([
      {code: 'INVALID', field: ['lines', '0', 'quantity'], message: 'The quantity must be greater than or equal to 0.'},
    ]);
    const negativeUpdate = await updateLines(cart.id, [{id: line!.id, quantity: -2}]);
    expect(negativeUpdate.userErrors[0]!.field).toEqual(['lines', '0', 'quantity']);

    const fractional = await storefront(
      'mutation ($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { id } } }',
      {cartId: cart.id, lines: [{merchandiseId: WHEY_CHOCOLATE_1KG, quantity: 1.5}]},
    );
    expect(fractional.data).toBeUndefined();
    expect(fractional.errors![0]!.message).toBe(
      'Variable $lines of type [CartLineInput!]! was provided invalid value for 0.quantity (Could not coerce value 1.5 to Int)',
    );
    expect((await getCart(cart.id))!.totalQuantity).toBe(1);
  });

  test('a quantity of 0 adds nothing; an unknown line in update or remove is INVALID', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG}]);
    const zero = await addLines(cart.id, [{merchandiseId: WHEY_VANILLA_1KG, quantity: 0}]);
    expect(zero).toMatchObject({userErrors: [], cart: {totalQuantity: 1}});

    const unknownLine = 'gid://shopify/CartLine/00000000-0000-0000-0000-000000000000?cart=c1-x';
    const update = await updateLines(cart.id, [{id: unknownLine, quantity: 2}]);
    expect(update.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['lines', '0', 'id'],
        message: `The merchandise line with id ${unknownLine} does not exist.`,
      },
    ]);
    const remove = await removeLines(cart.id, [lineNodes(cart)[0]!.id, unknownLine]);
    expect(remove.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['lineIds', '1'],
        message: `The merchandise line with id ${unknownLine} does not exist.`,
      },
    ]);
    expect(remove.cart!.totalQuantity).toBe(1);
  });

  test(`a cart holds at most 250 lines (MAXIMUM_EXCEEDED)`, async () => {
    // Distinct lines by attribute, spread over variants so no variant runs out of stock.
    const buyable = PRODUCTS.filter((p) => !p.requiresSellingPlan)
      .flatMap((p) => p.variants)
      .filter((v) => v.availableForSale && v.quantityAvailable >= 2);
    const lines: LineInput[] = Array.from({length: 251}, (_, i) => ({
      merchandiseId: buyable[i % buyable.length]!.id,
      attributes: [{key: 'n', value: String(i)}],
    }));
    const cart = await cartWith(lines.slice(0, 200));
    expect((await addLines(cart.id, lines.slice(200, 250))).cart!.totalQuantity).toBe(250);
    const over = await addLines(cart.id, lines.slice(250));
    expect(over.userErrors).toEqual([
      {code: 'MAXIMUM_EXCEEDED', field: ['lines'], message: 'A cart cannot have more than 250 lines.'},
    ]);
    expect(over.cart!.totalQuantity).toBe(250);
  });
});

describe('note, attributes, buyer identity and the rest', () => {
  test('cartNoteUpdate sets the note; more than 5000 characters is NOTE_TOO_LONG', async () => {
    const cart = await cartWith([]);
    const ok = await mutate('cartNoteUpdate', '$cartId: ID!, $note: String!,', 'cartId: $cartId, note: $note', {
      cartId: cart.id,
      note: 'Please ring twice',
    });
    expect(ok.cart!.note).toBe('Please ring twice');
    const long = await mutate('cartNoteUpdate', '$cartId: ID!, $note: String!,', 'cartId: $cartId, note: $note', {
      cartId: cart.id,
      note: 'x'.repeat(5001),
    });
    expect(long.userErrors).toEqual([
      {code: 'NOTE_TOO_LONG', field: ['note'], message: 'Note is too long (maximum is 5000 characters).'},
    ]);
    expect(long.cart!.note).toBe('Please ring twice');
  });

  test('cartAttributesUpdate replaces the attributes (last value per key wins)', async () => {
    const cart = await cartWith([]);
    const update = (attributes: {key: string; value: string}[]) =>
      mutate(
        'cartAttributesUpdate',
        '$cartId: ID!, $attributes: [AttributeInput!]!,',
        'attributes: $attributes, cartId: $cartId',
        {cartId: cart.id, attributes},
      );
    await update([{key: 'gift', value: 'yes'}]);
    const {cart: updated} = await update([
      {key: 'source', value: 'app'},
      {key: 'source', value: 'web'},
    ]);
    expect(updated!.attributes).toEqual([{key: 'source', value: 'web'}]);
  });

  test('cartBuyerIdentityUpdate changes the country (prices stay EUR) and checks the email', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG}], {country: 'NL'});
    expect(cart.buyerIdentity.countryCode).toBe('NL');
    const update = (buyerIdentity: Record<string, unknown>) =>
      mutate(
        'cartBuyerIdentityUpdate',
        '$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!,',
        'cartId: $cartId, buyerIdentity: $buyerIdentity',
        {cartId: cart.id, buyerIdentity},
      );
    const moved = await update({countryCode: 'BE', email: 'jan@example.com'});
    expect(moved.cart!.buyerIdentity).toEqual({
      countryCode: 'BE',
      email: 'jan@example.com',
      phone: null,
      customer: null,
    });
    expect(moved.cart!.cost.totalAmount).toEqual({amount: '34.95', currencyCode: 'EUR'});

    const bad = await update({email: 'not an email'});
    expect(bad.userErrors).toEqual([
      {code: 'INVALID', field: ['buyerIdentity', 'email'], message: 'Email is invalid.'},
    ]);
    expect(bad.cart!.buyerIdentity.email).toBe('jan@example.com');
  });

  test('a cart asked for in region ZZ (Hydrogen’s default) is placed in the shop’s country', async () => {
    expect((await createCart({})).cart!.buyerIdentity.countryCode).toBe('NL');
    expect(
      (await createCart({buyerIdentity: {countryCode: 'IT'}}, {country: 'DE'})).cart!.buyerIdentity.countryCode,
    ).toBe('IT');
  });

  test('gift card codes are not supported; selecting delivery options changes nothing', async () => {
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG}]);
    const giftCards = await mutate(
      'cartGiftCardCodesUpdate',
      '$cartId: ID!, $giftCardCodes: [String!]!,',
      'cartId: $cartId, giftCardCodes: $giftCardCodes',
      {cartId: cart.id, giftCardCodes: ['GIFT-123']},
    );
    expect(giftCards.userErrors).toEqual([
      {code: 'INVALID', field: ['giftCardCodes'], message: 'Gift cards are not supported by this shop.'},
    ]);
    const delivery = await mutate(
      'cartSelectedDeliveryOptionsUpdate',
      '$cartId: ID!, $options: [CartSelectedDeliveryOptionInput!]!,',
      'cartId: $cartId, selectedDeliveryOptions: $options',
      {cartId: cart.id, options: [{deliveryGroupId: 'gid://shopify/CartDeliveryGroup/1', deliveryOptionHandle: 'x'}]},
    );
    expect(delivery).toMatchObject({userErrors: [], warnings: [], cart: {updatedAt: cart.updatedAt, totalQuantity: 1}});
  });

  test('cart metafields: set, read back, delete', async () => {
    const cart = await cartWith([]);
    const set = await query<{
      cartMetafieldsSet: {metafields: {key: string; namespace: string; value: string}[]; userErrors: unknown[]};
    }>(
      `mutation ($metafields: [CartMetafieldsSetInput!]!) {
        cartMetafieldsSet(metafields: $metafields) { metafields { namespace key value } userErrors { code elementIndex field message } }
      }`,
      {
        metafields: [
          {ownerId: cart.id, key: 'custom.gift_note', type: 'single_line_text_field', value: 'Happy birthday'},
        ],
      },
    );
    expect(set.cartMetafieldsSet).toEqual({
      metafields: [{namespace: 'custom', key: 'gift_note', value: 'Happy birthday'}],
      userErrors: [],
    });
    const read = await query<{cart: {metafield: {value: string} | null}}>(
      'query ($id: ID!) { cart(id: $id) { metafield(namespace: "custom", key: "gift_note") { value } } }',
      {id: cart.id},
    );
    expect(read.cart.metafield).toEqual({value: 'Happy birthday'});

    const DELETE = `mutation ($input: CartMetafieldDeleteInput!) {
      cartMetafieldDelete(input: $input) { deletedId userErrors { code field message } }
    }`;
    const deleted = await query<{cartMetafieldDelete: {deletedId: string | null; userErrors: unknown[]}}>(DELETE, {
      input: {ownerId: cart.id, key: 'custom.gift_note'},
    });
    expect(deleted.cartMetafieldDelete.deletedId).toMatch(/^gid:\/\/shopify\/Metafield\/\d+$/);
    const again = await query<{cartMetafieldDelete: {deletedId: string | null; userErrors: {code: string}[]}}>(DELETE, {
      input: {ownerId: cart.id, key: 'custom.gift_note'},
    });
    expect(again.cartMetafieldDelete).toMatchObject({
      deletedId: null,
      userErrors: [{code: 'METAFIELD_DOES_NOT_EXIST'}],
    });
  });

  test('cart metafields on an unknown owner are INVALID_OWNER', async () => {
    const set = await query<{cartMetafieldsSet: {metafields: null; userErrors: unknown[]}}>(
      `mutation ($metafields: [CartMetafieldsSetInput!]!) {
        cartMetafieldsSet(metafields: $metafields) { metafields { id } userErrors { code elementIndex field message } }
      }`,
      {metafields: [{ownerId: 'gid://shopify/Cart/c1-nope', key: 'k', type: 'single_line_text_field', value: 'v'}]},
    );
    expect(set.cartMetafieldsSet).toEqual({
      metafields: null,
      userErrors: [
        {
          code: 'INVALID_OWNER',
          elementIndex: 0,
          field: ['metafields', '0', 'ownerId'],
          message: 'The owner ID is invalid.',
        },
      ],
    });
  });
});

test('WHEY_MONTHLY belongs to whey-protein (fixture sanity)', () => {
  const whey = PRODUCTS.find((p) => p.handle === 'whey-protein')!;
  expect(whey.sellingPlanGroups[0]!.plans.map((p) => p.id)).toContain(WHEY_MONTHLY);
});
