// Issue 8 items 2 and 3 on the built worker against the local services: gifts cannot be forged or kept, and the
// cart shows what the shopper pays.
// - Client-sent private or gift-like attributes are refused (400, localized problem, cart unchanged) through
//   every cart action, in every spelling generated below.
// - Gift lines forged through the public Storefront API (our routes bypassed) are gone from the overlay data,
//   the cart page and the checkout the stand-in serves; every cart action removes them too.
// - A chosen gift goes when the cart drops below the minimum spend (update, remove, discount code) and the
//   checkout URL is never given out with a gift that does not qualify, nor with one that could not be checked.
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {isGiftLikeKey} from '~/commerce/gifts';
import {MARKETS} from '~/markets/markets';
import {stringsFor} from '~locales/index';
import {cartSession, checkoutLines, forgeCart, forgeLines, standInCart, storefront, type CartSession, type StandInLine} from '../support/cart-session';
import {startWorker, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());

const CLEAR_WHEY = 'gid://shopify/ProductVariant/49100000000025'; // 27.95
const PROTEIN_BAR_BOX = 'gid://shopify/ProductVariant/49100000000073'; // 24.95
const WHEY_CHOCOLATE_1KG = 'gid://shopify/ProductVariant/49100000000002'; // 34.95, no gift
const WHEY_VANILLA_1KG = 'gid://shopify/ProductVariant/49100000000004';
const WHEY_MONTHLY = 'gid://shopify/SellingPlan/710000001';
const SHAKER = 'gid://shopify/ProductVariant/49100000000151'; // a gift choice, 6.95
const RICE_CAKES = 'gid://shopify/ProductVariant/49100000000089'; // a gift choice, 3.49
const MARKER = [{key: '_gift', value: 'true'}];

const giftLike = (line: {attributes: {key: string}[]}) => line.attributes.some((attribute) => isGiftLikeKey(attribute.key));
const strings = stringsFor(MARKETS.find((market) => market.id === 'nl_nl')!);

/** A shopper above the 50 € minimum spend (2 × 27.95). */
async function shopperAboveThreshold(basePath = ''): Promise<CartSession> {
  const shopper = cartSession(worker, basePath);
  const {status} = await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY, quantity: 2}]});
  expect(status).toBe(200);
  return shopper;
}

async function chooseGift(shopper: CartSession, variantId = SHAKER) {
  const {status} = await shopper.intent('gift', [['variantId', variantId]]);
  expect(status).toBe(200);
}

/** What may stay: at most one line marked as a gift, exactly our marker, one unit of a gift choice. */
function expectOnlyQualifyingGift(lines: {merchandiseId?: string; merchandise?: {id: string}; quantity: number; attributes: {key: string; value: string}[]}[]) {
  const gifts = lines.filter(giftLike);
  expect(gifts.length).toBeLessThanOrEqual(1);
  for (const gift of gifts) {
    expect(gift.attributes).toEqual(MARKER);
    expect(gift.quantity).toBe(1);
    expect([SHAKER, RICE_CAKES, 'gid://shopify/ProductVariant/49100000000060']).toContain(gift.merchandiseId ?? gift.merchandise!.id);
  }
}

// ---------------------------------------------------------------------------------------------------------
describe('client-sent private attributes are refused through every cart action', () => {
  // Spellings of the gift marker and of other private keys; values do not matter, the key is refused.
  const KEYS = [
    '_gift', 'x_gift', 'promo_gift', '_GIFT', '_Gift', 'gift', '_gift ', ' _gift', '\t_gift', '_gi\u200bft', '\ufeff_gift', '＿gift',
    '_ｇｉｆｔ', '_gіft', '_ɡift', '_gıft', '\u00a0_gift', 'x-gift', '__bundle', '_bundle', '_bundle_parent', '_anything', '_',
  ];
  const VALUES = ['true', 'TRUE', '1', ''];
  const ACTIONS: [string, (key: string, value: string, lineId: string) => [string, unknown]][] = [
    ['LinesAdd', (key, value) => ['LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY, quantity: 1, attributes: [{key, value}]}]}]],
    ['LinesAdd (cart attributes)', (key, value) => ['LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY, quantity: 1}], attributes: [{key, value}]}]],
    ['LinesUpdate', (key, value, lineId) => ['LinesUpdate', {lines: [{id: lineId, quantity: 3, attributes: [{key, value}]}]}]],
    ['LinesRemove', (key, value, lineId) => ['LinesRemove', {lineIds: [lineId], attributes: [{key, value}]}]],
    ['DiscountCodesUpdate', (key, value) => ['DiscountCodesUpdate', {discountCodes: ['WELCOME10'], attributes: [{key, value}]}]],
    ['NoteUpdate', (key, value) => ['NoteUpdate', {note: 'hi', attributes: [{key, value}]}]],
    ['BuyerIdentityUpdate', (key, value) => ['BuyerIdentityUpdate', {attributes: [{key, value}]}]],
  ];

  test(`${KEYS.length} keys × ${VALUES.length} values × ${ACTIONS.length} actions: 400, the localized message, nothing changes`, async () => {
    const shopper = await shopperAboveThreshold();
    const before = (await standInCart(worker, shopper.cartId()))!;
    const lineId = before.lines.nodes[0]!.id;
    for (const [name, body] of ACTIONS) {
      for (const key of KEYS) {
        for (const value of VALUES) {
          const [action, inputs] = body(key, value, lineId);
          const {status, json} = await shopper.cartForm(action, inputs);
          expect({name, key, value, status, problem: json.problem}).toEqual({name, key, value, status: 400, problem: 'cartPrivateAttribute'});
        }
      }
    }
    expect(strings.cartPrivateAttribute).toMatch(/„_”/);
    expect(await standInCart(worker, shopper.cartId())).toEqual(before);
  });

  test('the first add of a new shopper is refused the same way, and no cart is made', async () => {
    const shopper = cartSession(worker);
    const {status, json} = await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: SHAKER, quantity: 1, attributes: MARKER}]});
    expect([status, json.problem]).toEqual([400, 'cartPrivateAttribute']);
    expect(shopper.cookie).toBeNull();
  });

  test('public attributes still pass', async () => {
    const shopper = await shopperAboveThreshold();
    const {status} = await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: WHEY_CHOCOLATE_1KG, attributes: [{key: 'Engraving', value: 'For Anna'}]}]});
    expect(status).toBe(200);
    const lines = (await standInCart(worker, shopper.cartId()))!.lines.nodes;
    expect(lines.find((line) => line.merchandise.id === WHEY_CHOCOLATE_1KG)!.attributes).toEqual([{key: 'Engraving', value: 'For Anna'}]);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('gift lines forged through the Storefront API are dropped', () => {
  type Forgery = {name: string; line: Parameters<typeof forgeLines>[2][number]; belowThreshold?: boolean};
  const FORGERIES: Forgery[] = [
    {name: 'our marker on a product that is no gift', line: {merchandiseId: WHEY_CHOCOLATE_1KG, attributes: MARKER}},
    {name: 'three units of a gift', line: {merchandiseId: SHAKER, quantity: 3, attributes: MARKER}},
    {name: 'x_gift', line: {merchandiseId: SHAKER, attributes: [{key: 'x_gift', value: 'true'}]}},
    {name: 'promo_gift on two tubs of whey', line: {merchandiseId: WHEY_CHOCOLATE_1KG, quantity: 2, attributes: [{key: 'promo_gift', value: 'true'}]}},
    {name: '_GIFT', line: {merchandiseId: SHAKER, attributes: [{key: '_GIFT', value: 'true'}]}},
    {name: '"_gift " with a space', line: {merchandiseId: SHAKER, attributes: [{key: '_gift ', value: 'true'}]}},
    {name: 'a Cyrillic lookalike', line: {merchandiseId: SHAKER, attributes: [{key: '_gіft', value: 'true'}]}},
    {name: 'value TRUE', line: {merchandiseId: SHAKER, attributes: [{key: '_gift', value: 'TRUE'}]}},
    {name: 'our marker beside a bundle tag', line: {merchandiseId: SHAKER, attributes: [...MARKER, {key: '_bundle', value: 'x'}]}},
    {name: 'a subscription marked as a gift', line: {merchandiseId: WHEY_VANILLA_1KG, sellingPlanId: WHEY_MONTHLY, attributes: MARKER}},
    {name: 'a well-formed gift below the minimum spend', line: {merchandiseId: SHAKER, attributes: MARKER}, belowThreshold: true},
  ];

  async function forgedCart(forgery: Forgery): Promise<CartSession> {
    const shopper = cartSession(worker);
    await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY, quantity: forgery.belowThreshold ? 1 : 2}]});
    const forged = await forgeLines(worker, shopper.cartId(), [forgery.line]);
    expect(forged.lines.nodes.some(giftLike)).toBe(true);
    return shopper;
  }

  test.each(FORGERIES)('$name: gone from the overlay data', async (forgery) => {
    const shopper = await forgedCart(forgery);
    const data = await shopper.overlay();
    expect(data.cart!.lines.nodes.filter(giftLike)).toEqual([]);
    expect(data.lines.map((derived) => derived.line).filter(giftLike)).toEqual([]);
    expect((await standInCart(worker, shopper.cartId()))!.lines.nodes.filter(giftLike)).toEqual([]);
  });

  test.each(FORGERIES)('$name: gone from the cart page', async (forgery) => {
    const shopper = await forgedCart(forgery);
    const html = await shopper.page();
    expect(html).toContain('data-testid="cart-line"');
    expect(html).not.toContain('data-testid="cart-gift-line"');
  });

  test.each(FORGERIES)('$name: the checkout the stand-in serves carries no gift', async (forgery) => {
    const shopper = await forgedCart(forgery);
    const {location} = await shopper.checkout();
    const {lines} = await checkoutLines(location!);
    expect(lines.map((line) => line.merchandiseId)).toContain(CLEAR_WHEY);
    expect(lines.filter(giftLike)).toEqual([]);
  });

  test('a second well-formed gift next to the chosen one: one gift stays, at checkout too', async () => {
    const shopper = await shopperAboveThreshold();
    await chooseGift(shopper);
    await forgeLines(worker, shopper.cartId(), [{merchandiseId: RICE_CAKES, attributes: MARKER}]);
    const {location} = await shopper.checkout();
    const {lines} = await checkoutLines(location!);
    expect(lines.filter(giftLike)).toHaveLength(1);
    expectOnlyQualifyingGift(lines);
  });

  // Every cart change runs the rule before it answers, not only the loads and the checkout.
  const CHANGES: [string, (shopper: CartSession, lines: StandInLine[]) => Promise<number>][] = [
    ['add', async (shopper) => (await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: PROTEIN_BAR_BOX}]})).status],
    ['update', async (shopper, lines) => (await shopper.cartForm('LinesUpdate', {lines: [{id: lines.find((l) => l.merchandise.id === CLEAR_WHEY)!.id, quantity: 3}]})).status],
    ['remove', async (shopper, lines) => (await shopper.cartForm('LinesRemove', {lineIds: [lines.find((l) => l.merchandise.id === PROTEIN_BAR_BOX)!.id]})).status],
    ['discount code', async (shopper) => (await shopper.cartForm('DiscountCodesUpdate', {discountCodes: ['FREESHIP']})).status],
    ['note', async (shopper) => (await shopper.cartForm('NoteUpdate', {note: 'Please ring twice'})).status],
    ['buyer identity', async (shopper) => (await shopper.cartForm('BuyerIdentityUpdate', {buyerIdentity: {countryCode: 'NL'}})).status],
    ['bundle add', async (shopper) => (await shopper.intent('bundle', await bundlePicks())).status],
  ];
  test.each(CHANGES)('a %s answers with the forged gift already removed', async (_name, change) => {
    const shopper = await shopperAboveThreshold();
    await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: PROTEIN_BAR_BOX}]});
    const forged = await forgeLines(worker, shopper.cartId(), [{merchandiseId: SHAKER, attributes: [{key: 'x_gift', value: 'true'}]}]);
    expect(await change(shopper, forged.lines.nodes)).toBe(200);
    expect((await standInCart(worker, shopper.cartId()))!.lines.nodes.filter(giftLike)).toEqual([]);
  });
});

/** A valid bundle form for the protein bar box: its product, three picks, from the product page's own data. */
async function bundlePicks(): Promise<[string, string][]> {
  const route = encodeURIComponent('routes/($locale).products.$collection.$product.($variant)');
  const {unhydrated} = (await (await worker.fetch(`/products/snacks/protein-bar?_data=${route}`)).json()) as {
    unhydrated: {lower: {bundle: {productHandle: string; pickAmount: number; eligible: {id: string; variant: {availableForSale: boolean}}[]}}};
  };
  const {bundle} = unhydrated.lower;
  const item = bundle.eligible.find((candidate) => candidate.variant.availableForSale)!;
  return [['product', bundle.productHandle], ...Array.from({length: bundle.pickAmount}, (): [string, string] => ['pick', item.id])];
}

// ---------------------------------------------------------------------------------------------------------
describe('a chosen gift is kept only while the cart qualifies', () => {
  const giftLines = async (shopper: CartSession) => (await standInCart(worker, shopper.cartId()))!.lines.nodes.filter(giftLike);

  test('update below the minimum removes it; back above, the picker returns but no gift comes back by itself', async () => {
    const shopper = await shopperAboveThreshold();
    await chooseGift(shopper);
    const whey = (await standInCart(worker, shopper.cartId()))!.lines.nodes.find((line) => line.merchandise.id === CLEAR_WHEY)!;
    const down = await shopper.cartForm('LinesUpdate', {lines: [{id: whey.id, quantity: 1}]});
    expect(down.status).toBe(200);
    expect(down.json.cart!.lines!.nodes.filter(giftLike)).toEqual([]);
    expect(await giftLines(shopper)).toEqual([]);
    expect((await shopper.overlay()).giftState.active).toBe(false);

    await shopper.cartForm('LinesUpdate', {lines: [{id: whey.id, quantity: 2}]});
    const up = await shopper.overlay();
    expect(up.giftState.active).toBe(true);
    expect(up.giftState.chosenGiftVariantId).toBeNull();
  });

  test('removing a line below the minimum removes it', async () => {
    const shopper = cartSession(worker);
    await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY}, {merchandiseId: PROTEIN_BAR_BOX}]});
    await chooseGift(shopper);
    expect(await giftLines(shopper)).toHaveLength(1);
    const bar = (await standInCart(worker, shopper.cartId()))!.lines.nodes.find((line) => line.merchandise.id === PROTEIN_BAR_BOX)!;
    expect((await shopper.cartForm('LinesRemove', {lineIds: [bar.id]})).status).toBe(200);
    expect(await giftLines(shopper)).toEqual([]);
  });

  test('a discount code never costs the gift: the spend is the subtotal before order discounts (spec §4)', async () => {
    const shopper = cartSession(worker);
    // 27.95 + 24.95 = 52.90 ≥ 50; with WELCOME10 the shopper pays 47.61, the subtotal stays 52.90.
    await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY}, {merchandiseId: PROTEIN_BAR_BOX}]});
    await chooseGift(shopper);
    const coded = await shopper.cartForm('DiscountCodesUpdate', {discountCodes: []}, [['discountCode', 'WELCOME10']]);
    expect(coded.status).toBe(200);
    expect(await giftLines(shopper)).toHaveLength(1);
    const data = await shopper.overlay();
    expect(data.giftState).toMatchObject({active: true, subtotal: {amount: '52.90'}, remaining: {amount: '0.00'}});
    expect(data.cart!.cost.totalAmount.amount).toBe('47.61');
    // Removing a line then takes the subtotal below, code or not.
    const bar = (await standInCart(worker, shopper.cartId()))!.lines.nodes.find((line) => line.merchandise.id === PROTEIN_BAR_BOX)!;
    expect((await shopper.cartForm('LinesRemove', {lineIds: [bar.id]})).status).toBe(200);
    expect(await giftLines(shopper)).toEqual([]);
    const refused = await shopper.intent('gift', [['variantId', SHAKER]]);
    expect(refused.status).toBe(400);
    expect(((await refused.response.json()) as {problem: string}).problem).toBe('cartGiftUnavailable');
  });

  test('the gift action refuses what content does not offer, and a cart below the minimum', async () => {
    const rich = await shopperAboveThreshold();
    for (const variantId of [WHEY_CHOCOLATE_1KG, CLEAR_WHEY, 'gid://shopify/ProductVariant/1']) {
      const {status, response} = await rich.intent('gift', [['variantId', variantId]]);
      expect([variantId, status, ((await response.json()) as {problem: string}).problem]).toEqual([variantId, 400, 'cartGiftUnavailable']);
    }
    const poor = cartSession(worker);
    await poor.cartForm('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY}]});
    expect((await poor.intent('gift', [['variantId', SHAKER]])).status).toBe(400);
    expect(await giftLines(poor)).toEqual([]);
  });

  test('checkout after dropping below the minimum carries no gift', async () => {
    const shopper = await shopperAboveThreshold();
    await chooseGift(shopper);
    const whey = (await standInCart(worker, shopper.cartId()))!.lines.nodes.find((line) => line.merchandise.id === CLEAR_WHEY)!;
    // Dropped below at the Storefront directly: no action of ours ran the rule.
    await storefront(worker, 'mutation($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { cart { id } } }', {
      cartId: shopper.cartId(),
      lines: [{id: whey.id, quantity: 1}],
    });
    const {location} = await shopper.checkout();
    const {lines} = await checkoutLines(location!);
    expect(lines.filter(giftLike)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('what the shopper pays', () => {
  test('WELCOME10: the code, what it takes off and the total, with the gift free — overlay data and cart page', async () => {
    const shopper = await shopperAboveThreshold('/de');
    await chooseGift(shopper);
    await shopper.cartForm('DiscountCodesUpdate', {discountCodes: []}, [['discountCode', 'WELCOME10']]);
    const data = await shopper.overlay();
    expect(data.totals).toEqual({
      subtotal: {amount: '55.90', currencyCode: 'EUR'},
      discounts: [{kind: 'code', code: 'WELCOME10', applicable: true, amount: {amount: '5.59', currencyCode: 'EUR'}}],
      total: {amount: '50.31', currencyCode: 'EUR'},
    });
    const gift = data.cart!.lines.nodes.find(giftLike)!;
    expect(gift.cost.totalAmount.amount).toBe('0.00');
    expect(gift.discountAllocations).toEqual([{title: 'Free gift', discountedAmount: {amount: '6.95', currencyCode: 'EUR'}}]);

    const html = await shopper.page();
    expect(html).toMatch(/data-testid="discount-codes"[\s\S]*WELCOME10<\/strong> \(angewendet\)[\s\S]*-5,59\s€/);
    expect(html).toMatch(/data-testid="cart-subtotal"[^>]*><span>Zwischensumme<\/span><span[^>]*>55,90\s€/);
    expect(html).toMatch(/data-testid="cart-total"[^>]*><span>Gesamt<\/span><span[^>]*>50,31\s€/);
    expect(html).toMatch(/data-testid="cart-gift-line"[\s\S]*data-testid="cart-gift-free">Gratis/);
  });

  test('a code that is not applicable shows as such, without an amount, and the total is unchanged', async () => {
    const shopper = await shopperAboveThreshold('/en');
    await shopper.cartForm('DiscountCodesUpdate', {discountCodes: []}, [['discountCode', 'NOPE']]);
    const data = await shopper.overlay();
    expect(data.totals!.discounts).toEqual([{kind: 'code', code: 'NOPE', applicable: false, amount: null}]);
    expect(data.totals!.total.amount).toBe('55.90');
    expect(await shopper.page()).toMatch(/NOPE<\/strong> \(not applicable\)/);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('gift settings that cannot be read', () => {
  test('checkout with a gift is held back (503, localized, cart unchanged) until they can be; without a gift it goes', async () => {
    // A market no other test here has loaded, so its cart settings are not in the edge cache; the carts are
    // made at the Storefront directly, so no action of ours read the settings either.
    const forged = await forgeCart(worker, [{merchandiseId: CLEAR_WHEY, quantity: 2}, {merchandiseId: SHAKER, attributes: MARKER}]);
    const plain = await forgeCart(worker, [{merchandiseId: CLEAR_WHEY, quantity: 1}]);
    await worker.admin('faults', {service: 'datocms', kind: '500', count: 50});
    try {
      const shopper = cartSession(worker, '/fr-be');
      shopper.cookie = forged.cookie;
      const held = await shopper.checkout();
      expect([held.status, held.location, held.json?.problem]).toEqual([503, null, 'cartGiftUnverified']);
      expect(stringsFor(MARKETS.find((market) => market.id === 'fr_be')!).cartGiftUnverified).toMatch(/cadeau/);
      expect(await standInCart(worker, forged.cart.id)).toEqual(forged.cart);

      const noGift = cartSession(worker, '/fr-be');
      noGift.cookie = plain.cookie;
      expect((await noGift.checkout()).location).toMatch(/\/cart\/c\//);
    } finally {
      await worker.admin('reset', {});
    }
    const shopper = cartSession(worker, '/fr-be');
    shopper.cookie = forged.cookie;
    const {location} = await shopper.checkout();
    expect(location).toMatch(/\/cart\/c\/.*locale=fr-be/);
    expectOnlyQualifyingGift((await checkoutLines(location!)).lines);
  });
});
