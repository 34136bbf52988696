// Spec §4 "Cart, free gift" and issue 8 ("gifts cannot be forged or kept") on the server path
// (app/commerce/gifts.server.ts, cart-data.server.ts), through the real cart action and cart load against the
// local services: the minimum spend, heading and choices come from the content singleton cartSettings; the
// spend is the subtotal without gift lines; only the gift action marks a line; forged or stale gift lines are
// removed after every change, on every load and at checkout; content unreadable → no checkout URL while a gift
// line is unverified.
import {afterEach, describe, expect, test, vi} from 'vitest';
import {giftStateOf, loadCartData} from '~/commerce/cart-data.server';
import {runCartAction} from '~/commerce/cart-actions.server';
import {chooseGift as choose, enforceGiftRule, fullCart} from '~/commerce/gifts.server';
import {useAppHarness} from '../../support/app-context';
import {
  CLEAR_WHEY,
  commerceShopper,
  forgeCart,
  forgeLines,
  forgeQuantity,
  MARKER,
  PROTEIN_BAR_BOX,
  RICE_CAKES,
  SAMPLE_BOX,
  SHAKER,
  standInCart,
  WHEY_CHOCOLATE_1KG,
  WHEY_MONTHLY,
  WHEY_VANILLA_1KG,
  type CommerceShopper,
  type StandInLine,
} from '../../support/commerce-cart';

const app = useAppHarness();

afterEach(async () => {
  vi.restoreAllMocks();
  await app.admin('reset', {});
});

/** What a line is, as the shopper would describe it. */
const describeLine = (line: StandInLine) => ({variant: line.merchandise.id, quantity: line.quantity, attributes: line.attributes});
const GIFT = (variant: string) => ({variant, quantity: 1, attributes: MARKER});
const PLAIN = (variant: string, quantity = 1) => ({variant, quantity, attributes: []});

async function linesOf(shopper: CommerceShopper) {
  return (await standInCart(app, shopper.cartId()))!.lines.nodes.map(describeLine);
}

/** A shopper above the 50 € minimum spend (2 × 27.95 = 55.90). */
async function shopperAbove(basePath = ''): Promise<CommerceShopper> {
  const shopper = commerceShopper(app, basePath);
  const added = await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY, quantity: 2}]});
  expect(added.status).toBe(200);
  return shopper;
}

async function chooseGift(shopper: CommerceShopper, variantId = SHAKER) {
  const chosen = await shopper.intent('gift', [['variantId', variantId]]);
  expect(chosen.status).toBe(200);
  return chosen;
}

/** The content service fails (500) for the next requests; the edge cache holds no cart settings. */
async function contentDown() {
  app.clearCache();
  await app.admin('faults', {service: 'datocms', kind: '500', count: 20});
}

// ---------------------------------------------------------------------------------------------------------
describe('the gift settings come from the content singleton cartSettings (spec §4)', () => {
  test('below the 50 € minimum: inactive, 22.05 € to go, the heading and the three choices of the market', async () => {
    const shopper = commerceShopper(app);
    await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY}]});
    const {giftState} = await loadCartData(await shopper.context());
    expect(giftState).toMatchObject({
      active: false,
      threshold: 50,
      remaining: {amount: '22.05', currencyCode: 'EUR'},
      subtotal: {amount: '27.95', currencyCode: 'EUR'},
      heading: 'Kies je gratis cadeau',
      chosenGiftVariantId: null,
    });
    expect(giftState.gifts.map((gift) => gift.variantId)).toEqual([SHAKER, SAMPLE_BOX, RICE_CAKES]);
  });

  test('at the minimum spend gifts are active with nothing left to spend; the heading is in the market language', async () => {
    const shopper = await shopperAbove('/de');
    const {giftState} = await loadCartData(await shopper.context());
    expect(giftState).toMatchObject({
      active: true,
      threshold: 50,
      remaining: {amount: '0.00', currencyCode: 'EUR'},
      subtotal: {amount: '55.90', currencyCode: 'EUR'},
      heading: 'Wähle dein Gratisgeschenk',
      chosenGiftVariantId: null,
    });
  });

  test('the chosen gift is reported, listed last, priced free and not counted in the spend', async () => {
    const shopper = await shopperAbove();
    await chooseGift(shopper, RICE_CAKES);
    await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: WHEY_CHOCOLATE_1KG}]});
    const data = await loadCartData(await shopper.context());
    expect(data.giftState).toMatchObject({active: true, subtotal: {amount: '90.85'}, chosenGiftVariantId: RICE_CAKES});
    // Gift lines last, the others newest first (spec §4).
    expect(data.cart!.lines.nodes.map((line) => line.merchandise.id)).toEqual([WHEY_CHOCOLATE_1KG, CLEAR_WHEY, RICE_CAKES]);
    expect(data.lines.map((line) => line.line.merchandise.id)).toEqual([WHEY_CHOCOLATE_1KG, CLEAR_WHEY, RICE_CAKES]);
    expect(data.totals!.subtotal.amount).toBe('90.85');
  });

  test('content unreadable: the cart shows without gift settings, nothing to choose', async () => {
    const shopper = await shopperAbove();
    await contentDown();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const data = await loadCartData(await shopper.context());
    expect(warn).toHaveBeenCalledWith('[content] cart settings unavailable, rendering without it');
    expect(warn).toHaveBeenCalledWith('[content] cart products unavailable, rendering without it');
    expect(data.cart!.lines.nodes).toHaveLength(1);
    expect(data.giftState).toEqual({
      active: false,
      threshold: null,
      remaining: null,
      subtotal: null,
      heading: null,
      gifts: [],
      chosenGiftVariantId: null,
    });
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('only the gift action marks a line as a gift (spec §4, issue 8)', () => {
  test('choosing a gift adds one unit of it with the marker _gift=true', async () => {
    const shopper = await shopperAbove();
    const context = await shopper.context();
    const removeLines = vi.spyOn(context.cart, 'removeLines');
    const chosen = await choose(context, SHAKER);
    expect(chosen.status).toBe(200);
    // Nothing to replace: nothing removed.
    expect(removeLines).not.toHaveBeenCalled();
    expect(chosen.problem).toBeUndefined();
    expect(await linesOf(shopper)).toEqual([GIFT(SHAKER), PLAIN(CLEAR_WHEY, 2)]);
    // The answer is the cart as it then stands.
    const answered = chosen.result!.cart as unknown as {lines: {nodes: StandInLine[]}};
    expect(answered.lines.nodes.map(describeLine)).toEqual([GIFT(SHAKER), PLAIN(CLEAR_WHEY, 2)]);
  });

  test('a new choice first removes the earlier gift line: one gift at a time', async () => {
    const shopper = await shopperAbove();
    await chooseGift(shopper, SHAKER);
    await chooseGift(shopper, RICE_CAKES);
    expect(await linesOf(shopper)).toEqual([GIFT(RICE_CAKES), PLAIN(CLEAR_WHEY, 2)]);
  });

  test('a new choice also replaces lines forged with any gift-like key', async () => {
    const shopper = await shopperAbove();
    await forgeLines(app, shopper.cartId(), [{merchandiseId: PROTEIN_BAR_BOX, attributes: [{key: 'x_gift', value: 'true'}]}]);
    await chooseGift(shopper, SAMPLE_BOX);
    expect(await linesOf(shopper)).toEqual([GIFT(SAMPLE_BOX), PLAIN(CLEAR_WHEY, 2)]);
  });

  test('a variant content does not offer as a gift is refused (400 cartGiftUnavailable), the cart unchanged', async () => {
    const shopper = await shopperAbove();
    for (const variantId of [WHEY_CHOCOLATE_1KG, CLEAR_WHEY, 'gid://shopify/ProductVariant/1']) {
      const refused = await shopper.intent('gift', [['variantId', variantId]]);
      expect([variantId, refused.status, refused.problem]).toEqual([variantId, 400, 'cartGiftUnavailable']);
    }
    expect(await linesOf(shopper)).toEqual([PLAIN(CLEAR_WHEY, 2)]);
  });

  test('below the minimum spend the gift action is refused (400 cartGiftUnavailable)', async () => {
    const shopper = commerceShopper(app);
    await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY}]});
    const refused = await shopper.intent('gift', [['variantId', SHAKER]]);
    expect([refused.status, refused.problem]).toEqual([400, 'cartGiftUnavailable']);
    expect(await linesOf(shopper)).toEqual([PLAIN(CLEAR_WHEY)]);
  });

  test('a gift line does not count towards the minimum spend of the next choice (subtotal without gift lines)', async () => {
    // 27.95 + 5 × 3.49 = 45.40 of other lines; with the forged 9.95 sample box the Storefront's subtotal is 55.35.
    const shopper = commerceShopper(app);
    await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY}, {merchandiseId: RICE_CAKES, quantity: 5}]});
    await forgeLines(app, shopper.cartId(), [{merchandiseId: SAMPLE_BOX, attributes: MARKER}]);
    const refused = await shopper.intent('gift', [['variantId', SHAKER]]);
    expect([refused.status, refused.problem]).toEqual([400, 'cartGiftUnavailable']);
  });

  test('content unreadable: the choice cannot be checked, 503 cartGiftUnverified and no gift added', async () => {
    const shopper = await shopperAbove();
    await contentDown();
    const held = await shopper.intent('gift', [['variantId', SHAKER]]);
    expect([held.status, held.problem]).toEqual([503, 'cartGiftUnverified']);
    expect(await linesOf(shopper)).toEqual([PLAIN(CLEAR_WHEY, 2)]);
  });

  test('without a cart: "no cart"; with the token of a cart that no longer exists the token is dropped', async () => {
    const none = await commerceShopper(app).intent('gift', [['variantId', SHAKER]]);
    expect([none.status, none.problem]).toEqual([400, 'cartNoCart']);
    const stale = commerceShopper(app);
    stale.token = 'c1-00000000000000000000000000000000';
    const gone = await stale.intent('gift', [['variantId', SHAKER]]);
    expect([gone.status, gone.problem, gone.staleToken]).toEqual([400, 'cartNoCart', true]);
  });

  test('the earlier gift cannot be removed: the choice fails (502) and no second gift is added', async () => {
    const shopper = await shopperAbove();
    await chooseGift(shopper, SHAKER);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const context = await shopper.context();
    context.cart.removeLines = async () => ({cart: null, userErrors: [{message: 'Internal error'}, {message: 'Try again'}]}) as never;
    const failed = await choose(context, RICE_CAKES);
    expect([failed.status, failed.problem]).toEqual([502, 'cartError']);
    expect(error).toHaveBeenCalledWith('[cart] Error removing old gifts from cart:', 'Internal error; Try again');
    context.cart.removeLines = async () => ({cart: {id: 'x'}, userErrors: [{message: 'Line locked'}]}) as never;
    expect((await choose(context, RICE_CAKES)).status).toBe(502);
    expect(error).toHaveBeenCalledWith('[cart] Error removing old gifts from cart:', 'Line locked');
    expect(await linesOf(shopper)).toEqual([GIFT(SHAKER), PLAIN(CLEAR_WHEY, 2)]);
  });

  test('the Storefront refuses the gift line: its userError is the answer (400), logged as "Error adding to cart"', async () => {
    const shopper = await shopperAbove();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const context = await shopper.context();
    context.cart.addLines = async () => ({cart: null, userErrors: [{message: 'Variant is sold out', field: ['lines']}]}) as never;
    const refused = await choose(context, SHAKER);
    expect(refused.status).toBe(400);
    expect(refused.result!.userErrors).toEqual([{message: 'Variant is sold out', field: ['lines']}]);
    expect(error).toHaveBeenCalledWith('[cart] Error adding to cart:', 'Variant is sold out');
    context.cart.addLines = async () => ({cart: null, userErrors: []}) as never;
    const empty = await choose(context, SHAKER);
    expect(empty.status).toBe(502);
    expect(error).toHaveBeenCalledWith('[cart] Error adding to cart:', 'Unknown server error');
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('forged or stale gift lines are removed after every change and on every load (issue 8)', () => {
  const FORGERIES: {name: string; line: Parameters<typeof forgeLines>[2][number]}[] = [
    {name: 'our marker on a product that is no gift', line: {merchandiseId: WHEY_CHOCOLATE_1KG, attributes: MARKER}},
    {name: 'three units of a gift', line: {merchandiseId: SHAKER, quantity: 3, attributes: MARKER}},
    {name: 'x_gift', line: {merchandiseId: SHAKER, attributes: [{key: 'x_gift', value: 'true'}]}},
    {name: 'value TRUE', line: {merchandiseId: SHAKER, attributes: [{key: '_gift', value: 'TRUE'}]}},
    {name: 'our marker beside a bundle tag', line: {merchandiseId: SHAKER, attributes: [...MARKER, {key: '_bundle', value: 'x'}]}},
    {name: 'a subscription marked as a gift', line: {merchandiseId: WHEY_VANILLA_1KG, sellingPlanId: WHEY_MONTHLY, attributes: MARKER}},
  ];

  test.each(FORGERIES)('$name: gone when the cart is loaded, from the Storefront cart too', async ({line}) => {
    const shopper = await shopperAbove();
    await forgeLines(app, shopper.cartId(), [line]);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const data = await loadCartData(await shopper.context());
    expect(data.cart!.lines.nodes.map((node) => node.merchandise.id)).toEqual([CLEAR_WHEY]);
    expect(data.lines).toHaveLength(1);
    expect(await linesOf(shopper)).toEqual([PLAIN(CLEAR_WHEY, 2)]);
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/^\[cart\] Removed gift line\(s\) that do not qualify: [A-Z_]+$/));
  });

  test('a well-formed gift kept by a cart below the minimum goes on load', async () => {
    const shopper = commerceShopper(app);
    await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY}]});
    await forgeLines(app, shopper.cartId(), [{merchandiseId: SHAKER, attributes: MARKER}]);
    const data = await loadCartData(await shopper.context());
    expect(data.giftState.chosenGiftVariantId).toBeNull();
    expect(await linesOf(shopper)).toEqual([PLAIN(CLEAR_WHEY)]);
  });

  test('the gift line itself does not lift the spend to the minimum: it goes although the Storefront subtotal is 55.35', async () => {
    const shopper = commerceShopper(app);
    await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY}, {merchandiseId: RICE_CAKES, quantity: 5}]});
    await forgeLines(app, shopper.cartId(), [{merchandiseId: SAMPLE_BOX, attributes: MARKER}]);
    await loadCartData(await shopper.context());
    expect(await linesOf(shopper)).toEqual([PLAIN(RICE_CAKES, 5), PLAIN(CLEAR_WHEY)]);
  });

  test('every line that goes is named with its reason in one log line', async () => {
    const shopper = await shopperAbove();
    await forgeLines(app, shopper.cartId(), [{merchandiseId: SHAKER, quantity: 2, attributes: MARKER}]);
    await forgeLines(app, shopper.cartId(), [{merchandiseId: RICE_CAKES, attributes: [{key: 'x_gift', value: 'true'}]}]);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await loadCartData(await shopper.context());
    expect(info).toHaveBeenCalledWith('[cart] Removed gift line(s) that do not qualify: FOREIGN_MARKER, QUANTITY');
    expect(await linesOf(shopper)).toEqual([PLAIN(CLEAR_WHEY, 2)]);
  });

  test('content unreadable on load: a well-formed gift line stays (the shopper loses nothing), a malformed one goes', async () => {
    const shopper = commerceShopper(app);
    await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY}]});
    await forgeLines(app, shopper.cartId(), [{merchandiseId: SHAKER, attributes: MARKER}]);
    await forgeLines(app, shopper.cartId(), [{merchandiseId: RICE_CAKES, quantity: 2, attributes: MARKER}]);
    // One failed read of the settings: the load must not read them a second time behind the shopper's back.
    app.clearCache();
    await app.admin('faults', {service: 'datocms', kind: '500', count: 1});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const data = await loadCartData(await shopper.context());
    expect(data.giftState.threshold).toBeNull();
    expect(await linesOf(shopper)).toEqual([GIFT(SHAKER), PLAIN(CLEAR_WHEY)]);
  });

  test('content without cart settings: gifts are off, a gift line goes and none can be chosen', async () => {
    const shopper = await shopperAbove();
    await chooseGift(shopper, SHAKER);
    const withoutSettings = async () => {
      const context = await shopper.context();
      const query = context.content.query;
      context.content.query = (async (document: string, options: never) => {
        const answer = (await query(document as never, options)) as Record<string, unknown>;
        return 'cartSettings' in answer ? {...answer, cartSettings: null} : answer;
      }) as typeof query;
      return context;
    };
    const refused = await choose(await withoutSettings(), RICE_CAKES);
    expect([refused.status, refused.problem]).toEqual([400, 'cartGiftUnavailable']);
    const data = await loadCartData(await withoutSettings());
    expect(data.giftState).toMatchObject({active: false, threshold: null, gifts: []});
    expect(await linesOf(shopper)).toEqual([PLAIN(CLEAR_WHEY, 2)]);
  });

  test('a well-formed gift that qualifies is kept however it got there', async () => {
    const shopper = await shopperAbove();
    await forgeLines(app, shopper.cartId(), [{merchandiseId: RICE_CAKES, attributes: MARKER}]);
    const data = await loadCartData(await shopper.context());
    expect(data.giftState.chosenGiftVariantId).toBe(RICE_CAKES);
    expect(await linesOf(shopper)).toEqual([GIFT(RICE_CAKES), PLAIN(CLEAR_WHEY, 2)]);
  });

  test('of two well-formed gifts only the newest stays', async () => {
    const shopper = await shopperAbove();
    await chooseGift(shopper, SHAKER);
    await forgeLines(app, shopper.cartId(), [{merchandiseId: RICE_CAKES, attributes: MARKER}]);
    await loadCartData(await shopper.context());
    expect(await linesOf(shopper)).toEqual([GIFT(RICE_CAKES), PLAIN(CLEAR_WHEY, 2)]);
  });

  // Every change runs the rule before it answers, not only loads and the checkout.
  const CHANGES: [string, (shopper: CommerceShopper, lines: StandInLine[]) => ReturnType<CommerceShopper['post']>][] = [
    ['add', (shopper) => shopper.cartForm('LinesAdd', {lines: [{merchandiseId: WHEY_CHOCOLATE_1KG}]})],
    ['update', (shopper, lines) => shopper.cartForm('LinesUpdate', {lines: [{id: lines.find((l) => l.merchandise.id === CLEAR_WHEY)!.id, quantity: 3}]})],
    ['remove', (shopper, lines) => shopper.cartForm('LinesRemove', {lineIds: [lines.find((l) => l.merchandise.id === PROTEIN_BAR_BOX)!.id]})],
    ['discount code', (shopper) => shopper.cartForm('DiscountCodesUpdate', {discountCodes: ['FREESHIP']})],
    ['note', (shopper) => shopper.cartForm('NoteUpdate', {note: 'Please ring twice'})],
    ['buyer identity', (shopper) => shopper.cartForm('BuyerIdentityUpdate', {buyerIdentity: {countryCode: 'NL'}})],
  ];
  test.each(CHANGES)('a %s answers with the forged gift already removed', async (_name, change) => {
    const shopper = await shopperAbove();
    await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: PROTEIN_BAR_BOX}]});
    const forged = await forgeLines(app, shopper.cartId(), [{merchandiseId: SHAKER, attributes: [{key: 'x_gift', value: 'true'}]}]);
    const outcome = await change(shopper, forged.lines.nodes);
    expect(outcome.status).toBe(200);
    const answered = outcome.result!.cart as unknown as {lines: {nodes: StandInLine[]}};
    expect(answered.lines.nodes.map((line) => line.merchandise.id)).not.toContain(SHAKER);
    expect((await linesOf(shopper)).map((line) => line.variant)).not.toContain(SHAKER);
  });

  test('a chosen gift goes when an update takes the cart below the minimum; back above, no gift returns by itself', async () => {
    const shopper = await shopperAbove();
    await chooseGift(shopper);
    const whey = (await standInCart(app, shopper.cartId()))!.lines.nodes.find((line) => line.merchandise.id === CLEAR_WHEY)!;
    const down = await shopper.cartForm('LinesUpdate', {lines: [{id: whey.id, quantity: 1}]});
    expect(down.status).toBe(200);
    expect(await linesOf(shopper)).toEqual([PLAIN(CLEAR_WHEY)]);
    await shopper.cartForm('LinesUpdate', {lines: [{id: whey.id, quantity: 2}]});
    const {giftState} = await loadCartData(await shopper.context());
    expect([giftState.active, giftState.chosenGiftVariantId]).toEqual([true, null]);
  });

  test('a removal that fails after a change is logged, and the change still answers 200 with its cart', async () => {
    const shopper = await shopperAbove();
    await forgeLines(app, shopper.cartId(), [{merchandiseId: SHAKER, attributes: [{key: 'x_gift', value: 'true'}]}]);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const context = await shopper.context();
    const removeLines = context.cart.removeLines;
    context.cart.removeLines = async () => ({cart: null}) as never;
    const form = new FormData();
    form.append('cartFormInput', JSON.stringify({action: 'NoteUpdate', inputs: {note: 'hi'}}));
    const outcome = await runCartAction(context, form);
    expect(outcome.status).toBe(200);
    expect(error).toHaveBeenCalledWith('[cart]', 'Error removing old gifts from cart: Unknown server error');
    context.cart.removeLines = removeLines;
    // The load shows the cart as it is when the removal fails, and logs it.
    context.cart.removeLines = async () => ({cart: {id: 'x'}, userErrors: [{message: 'Line locked'}]}) as never;
    const data = await loadCartData(context);
    expect(data.cart!.lines.nodes.map((line) => line.merchandise.id).sort()).toEqual([CLEAR_WHEY, SHAKER].sort());
    expect(error).toHaveBeenCalledWith('[cart]', 'Error removing old gifts from cart: Line locked');
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('the checkout hand-off (spec §4, issue 8)', () => {
  test('a cart with a qualifying gift goes to the Storefront checkout URL with the market locale', async () => {
    const shopper = await shopperAbove('/de');
    await chooseGift(shopper);
    const {checkoutUrl} = (await standInCart(app, shopper.cartId()))!;
    const checkout = await shopper.intent('checkout');
    expect(checkout.status).toBe(303);
    expect(checkout.redirect).toBe(`${checkoutUrl}&locale=de`);
    expect(await linesOf(shopper)).toEqual([GIFT(SHAKER), PLAIN(CLEAR_WHEY, 2)]);
  });

  test('a gift kept after the cart dropped below the minimum (at the Storefront directly) is removed before the URL', async () => {
    const shopper = await shopperAbove();
    await chooseGift(shopper);
    const whey = (await standInCart(app, shopper.cartId()))!.lines.nodes.find((line) => line.merchandise.id === CLEAR_WHEY)!;
    await forgeQuantity(app, shopper.cartId(), whey.id, 1);
    const checkout = await shopper.intent('checkout');
    expect(checkout.status).toBe(303);
    expect(await linesOf(shopper)).toEqual([PLAIN(CLEAR_WHEY)]);
  });

  test('content unreadable with a gift line: no checkout URL (503 cartGiftUnverified), the gift kept; without a gift it goes', async () => {
    const forged = await forgeCart(app, [{merchandiseId: CLEAR_WHEY, quantity: 2}, {merchandiseId: SHAKER, attributes: MARKER}]);
    const plain = await forgeCart(app, [{merchandiseId: CLEAR_WHEY}]);
    await contentDown();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const shopper = commerceShopper(app, '/fr-be');
    shopper.token = forged.token;
    const held = await shopper.intent('checkout');
    expect([held.status, held.problem, held.redirect]).toEqual([503, 'cartGiftUnverified', undefined]);
    expect(warn).toHaveBeenCalledWith('[cart] Checkout held back: a gift line could not be checked against the gift settings');
    expect(await standInCart(app, forged.cart.id)).toEqual(forged.cart);

    const noGift = commerceShopper(app, '/fr-be');
    noGift.token = plain.token;
    const goes = await noGift.intent('checkout');
    expect(goes.status).toBe(303);
    expect(goes.redirect).toMatch(/locale=fr-be$/);

    // Content readable again: the same cart goes to checkout with its gift.
    await app.admin('reset', {});
    expect((await shopper.intent('checkout')).status).toBe(303);
  });

  test('content unreadable: a malformed gift line is still removed, the checkout then goes', async () => {
    const forged = await forgeCart(app, [{merchandiseId: CLEAR_WHEY, quantity: 2}, {merchandiseId: SHAKER, quantity: 2, attributes: MARKER}]);
    await contentDown();
    const shopper = commerceShopper(app);
    shopper.token = forged.token;
    const checkout = await shopper.intent('checkout');
    expect(checkout.status).toBe(303);
    expect(await linesOf(shopper)).toEqual([PLAIN(CLEAR_WHEY, 2)]);
  });

  test('the removal fails at checkout: no URL (502 cartError), logged', async () => {
    const shopper = await shopperAbove();
    await forgeLines(app, shopper.cartId(), [{merchandiseId: SHAKER, attributes: [{key: 'x_gift', value: 'true'}]}]);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const context = await shopper.context();
    context.cart.removeLines = async () => ({cart: null, userErrors: [{message: 'Internal error'}]}) as never;
    const form = new FormData();
    form.append('intent', 'checkout');
    const outcome = await runCartAction(context, form);
    expect([outcome.status, outcome.problem, outcome.redirect]).toEqual([502, 'cartError', undefined]);
    expect(error).toHaveBeenCalledWith('[cart] Error fetching shopify cart:', 'Error removing old gifts from cart: Internal error');
  });

  test('more lines than the cart read holds (250): a gift line among them counts as unverified', async () => {
    const shopper = await shopperAbove();
    await chooseGift(shopper);
    const context = await shopper.context();
    const cart = (await fullCart(context))!;
    const checked = await enforceGiftRule(context, {...cart, lines: {...cart.lines, pageInfo: {...cart.lines.pageInfo, hasNextPage: true}}});
    expect([checked.removed, checked.unverified]).toEqual([false, true]);
    const read = await enforceGiftRule(context, cart);
    expect([read.removed, read.unverified, read.content?.freeGiftThreshold]).toEqual([false, false, 50]);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('the gift state of a cart and its settings (spec §4)', () => {
  const line = (id: string, amount: string, attributes: {key: string; value: string}[] = [], variant = `v-${id}`) => ({
    id,
    quantity: 1,
    attributes,
    cost: {totalAmount: {amount, currencyCode: 'EUR'}},
    merchandise: {id: variant},
  });
  const cart = (...lines: ReturnType<typeof line>[]) =>
    ({cost: {subtotalAmount: {amount: '0.00', currencyCode: 'EUR'}}, lines: {nodes: lines}}) as unknown as Parameters<typeof giftStateOf>[0];
  const settings = (overrides: object = {}) =>
    ({freeGiftThreshold: 50, freeGiftHeading: 'Pick one', freeGifts: [{variantId: 'g1'}, {variantId: null}, {variantId: 'g2'}], ...overrides}) as never;

  test('the spend leaves gift lines out; choices without a variant are not offered', () => {
    const state = giftStateOf(cart(line('a', '45.00'), line('g', '9.95', MARKER, 'g1')), settings());
    expect(state).toEqual({
      active: false,
      threshold: 50,
      remaining: {amount: '5.00', currencyCode: 'EUR'},
      subtotal: {amount: '45.00', currencyCode: 'EUR'},
      heading: 'Pick one',
      gifts: [{variantId: 'g1'}, {variantId: 'g2'}],
      chosenGiftVariantId: 'g1',
    });
  });

  test('no minimum spend (empty or 0): no gifts; no heading is null', () => {
    for (const freeGiftThreshold of [null, 0]) {
      expect(giftStateOf(cart(line('a', '80.00'), line('g', '0.00', MARKER, 'g1')), settings({freeGiftThreshold}))).toEqual({
        active: false,
        threshold: null,
        remaining: null,
        subtotal: null,
        heading: null,
        gifts: [],
        chosenGiftVariantId: null,
      });
    }
    expect(giftStateOf(cart(line('a', '80.00')), settings({freeGiftHeading: null})).heading).toBeNull();
    expect(giftStateOf(cart(line('a', '80.00')), null).gifts).toEqual([]);
  });
});
