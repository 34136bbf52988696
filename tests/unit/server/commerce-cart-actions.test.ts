// The cart action (app/commerce/cart-actions.server.ts, README "Cart": one action route for every cart form;
// spec §7 cart mutations, §8 cart errors) through runCartAction with the load context the worker builds: a
// refused form changes nothing, a cart is made by the first add in the market's country, actions that need a
// cart answer "no cart" without one, Storefront userErrors stay 400s with their own message, failures are 502s
// that log the spec §8 messages, and checkout goes only to the market's checkout host.
import {afterEach, describe, expect, test, vi} from 'vitest';
import {runCartAction} from '~/commerce/cart-actions.server';
import {loadProductPage} from '~/commerce/products.server';
import {useAppHarness} from '../../support/app-context';
import {
  CLEAR_WHEY,
  commerceShopper,
  forgeLines,
  PROTEIN_BAR_BOX,
  standInCart,
  storefrontCall,
  WHEY_CHOCOLATE_1KG,
  type CommerceShopper,
} from '../../support/commerce-cart';

const app = useAppHarness();

afterEach(async () => {
  vi.restoreAllMocks();
  await app.admin('reset', {});
});

const quiet = (method: 'warn' | 'error' | 'info') => vi.spyOn(console, method).mockImplementation(() => {});

async function countryOf(cartId: string): Promise<string | null> {
  const data = await storefrontCall<{cart: {buyerIdentity: {countryCode: string | null}}}>(
    app,
    'query($id: ID!) { cart(id: $id) { buyerIdentity { countryCode } } }',
    {id: cartId},
  );
  return data.cart.buyerIdentity.countryCode;
}

const variantsOf = async (shopper: CommerceShopper) =>
  (await standInCart(app, shopper.cartId()))!.lines.nodes.map((line) => [line.merchandise.id, line.quantity]);

async function withCart(basePath = ''): Promise<CommerceShopper> {
  const shopper = commerceShopper(app, basePath);
  expect((await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY}]})).status).toBe(200);
  return shopper;
}

/** Runs one form with a context the test may change first (a Storefront answer the stand-in cannot give). */
async function runWith(shopper: CommerceShopper, fields: [string, string][], change: (context: Awaited<ReturnType<CommerceShopper['context']>>) => void) {
  const context = await shopper.context();
  change(context);
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return runCartAction(context, form);
}
const cartFormField = (action: string, inputs: unknown): [string, string] => ['cartFormInput', JSON.stringify({action, inputs})];

// ---------------------------------------------------------------------------------------------------------
describe('a refused form is a 400 with our problem, and nothing reaches the Storefront', () => {
  test('a client-sent gift marker: cartPrivateAttribute, logged, and no cart is made', async () => {
    const warn = quiet('warn');
    const shopper = commerceShopper(app);
    const refused = await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY, attributes: [{key: '_gift', value: 'true'}]}]});
    expect([refused.status, refused.problem, refused.result]).toEqual([400, 'cartPrivateAttribute', undefined]);
    expect(shopper.token).toBeNull();
    expect(warn).toHaveBeenCalledWith('[cart] Refused a cart form: cartPrivateAttribute');
  });

  test('a refused update leaves the cart as it was', async () => {
    const shopper = await withCart();
    quiet('warn');
    const refused = await shopper.cartForm('LinesUpdate', {lines: [{id: 'not-a-line', quantity: 2}]});
    expect(refused.status).toBe(400);
    expect(await variantsOf(shopper)).toEqual([[CLEAR_WHEY, 1]]);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('a cart is made by the first cart action, in the market country (README "Cart")', () => {
  test('the first add makes a cart with the market buyer identity and answers it', async () => {
    const shopper = commerceShopper(app, '/de');
    const added = await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY, quantity: 2}]});
    expect(added.status).toBe(200);
    expect(added.result!.cart!.id).toMatch(/^gid:\/\/shopify\/Cart\//);
    expect(await countryOf(shopper.cartId())).toBe('DE');
    expect(await variantsOf(shopper)).toEqual([[CLEAR_WHEY, 2]]);
  });

  test('a later add goes to the same cart, and a change that goes through logs no problem', async () => {
    const shopper = await withCart();
    const warn = quiet('warn');
    const first = shopper.cartId();
    expect((await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: PROTEIN_BAR_BOX}]})).status).toBe(200);
    expect(shopper.cartId()).toBe(first);
    expect(await variantsOf(shopper)).toEqual([[PROTEIN_BAR_BOX, 1], [CLEAR_WHEY, 1]]);
    const noted = await runWith(shopper, [cartFormField('NoteUpdate', {note: 'x'})], (context) => {
      const updateNote = context.cart.updateNote;
      // An answer without a userErrors list (Hydrogen's type leaves it optional).
      context.cart.updateNote = async (note) => {
        const {userErrors: _none, ...rest} = await updateNote(note);
        return rest as never;
      };
    });
    expect(noted.status).toBe(200);
    expect(warn).not.toHaveBeenCalled();
  });

  test('the cookie names a cart that no longer exists: an add makes a new cart in the market country', async () => {
    const warn = quiet('warn');
    const shopper = commerceShopper(app, '/fr-be');
    shopper.token = 'c1-00000000000000000000000000000000';
    const added = await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY}]});
    expect(added.status).toBe(200);
    expect(shopper.token).not.toBe('c1-00000000000000000000000000000000');
    expect(await countryOf(shopper.cartId())).toBe('BE');
    expect(await variantsOf(shopper)).toEqual([[CLEAR_WHEY, 1]]);
    expect(warn).toHaveBeenCalledWith('[cart] The cart in the cookie does not exist: a new cart is made');
  });

  test('a Storefront that answers no cart and no error: 502 cartError, "Could not create new cart" (spec §8)', async () => {
    const error = quiet('error');
    const outcome = await runWith(commerceShopper(app), [cartFormField('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY}]})], (context) => {
      context.cart.create = async () => ({cart: null}) as never;
    });
    expect([outcome.status, outcome.problem]).toEqual([502, 'cartError']);
    expect(error).toHaveBeenCalledWith('[cart] Could not create new cart');
  });

  test('the cart cannot be made: 502 cartError, "Error creating new Shopify Cart" (spec §8)', async () => {
    const error = quiet('error');
    const outcome = await runWith(commerceShopper(app), [cartFormField('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY}]})], (context) => {
      context.cart.create = async () => {
        throw new Error('boom');
      };
    });
    expect([outcome.status, outcome.problem]).toEqual([502, 'cartError']);
    expect(error).toHaveBeenCalledWith('[cart] Error creating new Shopify Cart:', 'boom');
    expect(error).toHaveBeenCalledWith('[cart] Error adding to cart:', 'boom');
  });

  test('an add whose answer has no cart id but a userError is that userError (400), not "could not create"', async () => {
    const warn = quiet('warn');
    const shopper = commerceShopper(app);
    const refused = await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: 'gid://shopify/ProductVariant/1'}]});
    expect(refused.status).toBe(400);
    expect(refused.problem).toBeUndefined();
    expect(refused.result!.userErrors!.map((e) => e.message)).toEqual(['The merchandise with id gid://shopify/ProductVariant/1 does not exist.']);
    expect(warn).toHaveBeenCalledWith('[cart] Error adding to cart:', 'The merchandise with id gid://shopify/ProductVariant/1 does not exist.');
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('actions that need a cart answer "no cart" without one (spec §8 "No cart token")', () => {
  const FORMS: [string, [string, string][]][] = [
    ['update', [cartFormField('LinesUpdate', {lines: [{id: 'gid://shopify/CartLine/1', quantity: 2}]})]],
    ['remove', [cartFormField('LinesRemove', {lineIds: ['gid://shopify/CartLine/1']})]],
    ['discount code', [cartFormField('DiscountCodesUpdate', {discountCodes: ['WELCOME10']})]],
    ['note', [cartFormField('NoteUpdate', {note: 'hi'})]],
    ['buyer identity', [cartFormField('BuyerIdentityUpdate', {})]],
    ['gift', [['intent', 'gift'], ['variantId', 'gid://shopify/ProductVariant/49100000000151']]],
    ['checkout', [['intent', 'checkout']]],
  ];
  test.each(FORMS)('%s: 400 cartNoCart, logged, no cart made', async (_name, fields) => {
    const warn = quiet('warn');
    const shopper = commerceShopper(app);
    const outcome = await shopper.post(fields);
    expect([outcome.status, outcome.problem, outcome.result, outcome.staleToken]).toEqual([400, 'cartNoCart', undefined, undefined]);
    expect(warn).toHaveBeenCalledWith('[cart] No cart token');
    expect(shopper.token).toBeNull();
  });

  test('checkout with the token of a cart that no longer exists: "no cart" and the token is dropped', async () => {
    const shopper = commerceShopper(app);
    shopper.token = 'c1-00000000000000000000000000000000';
    const outcome = await shopper.intent('checkout');
    expect([outcome.status, outcome.problem, outcome.staleToken]).toEqual([400, 'cartNoCart', true]);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('the changes (spec §7 cart mutations)', () => {
  test('update sets a line quantity, remove takes the line out', async () => {
    const shopper = await withCart();
    const [line] = (await standInCart(app, shopper.cartId()))!.lines.nodes;
    const updated = await shopper.cartForm('LinesUpdate', {lines: [{id: line!.id, quantity: 4}]});
    expect(updated.status).toBe(200);
    expect(await variantsOf(shopper)).toEqual([[CLEAR_WHEY, 4]]);
    const removed = await shopper.cartForm('LinesRemove', {lineIds: [line!.id]});
    expect(removed.status).toBe(200);
    expect(await variantsOf(shopper)).toEqual([]);
  });

  test('a note and a discount code are kept on the cart', async () => {
    const shopper = await withCart();
    expect((await shopper.cartForm('NoteUpdate', {note: 'Please ring twice'})).status).toBe(200);
    const coded = await shopper.cartForm('DiscountCodesUpdate', {discountCodes: []}, [['discountCode', 'WELCOME10']]);
    expect(coded.status).toBe(200);
    const cart = await storefrontCall<{cart: {note: string; discountCodes: {code: string; applicable: boolean}[]}}>(
      app,
      'query($id: ID!) { cart(id: $id) { note discountCodes { code applicable } } }',
      {id: shopper.cartId()},
    );
    expect(cart.cart).toEqual({note: 'Please ring twice', discountCodes: [{code: 'WELCOME10', applicable: true}]});
  });

  test('buyer identity: only the market country, whatever the form says', async () => {
    const shopper = await withCart();
    expect(await countryOf(shopper.cartId())).toBe('NL');
    const inDe = commerceShopper(app, '/de');
    inDe.token = shopper.token;
    const updated = await inDe.cartForm('BuyerIdentityUpdate', {buyerIdentity: {countryCode: 'US', email: 'x@example.com'}});
    expect(updated.status).toBe(200);
    expect(await countryOf(shopper.cartId())).toBe('DE');
  });

  test('a Storefront userError: the cart unchanged, whatever it holds (spec §8 "user errors logged and cart unchanged")', async () => {
    const shopper = await withCart();
    await forgeLines(app, shopper.cartId(), [{merchandiseId: PROTEIN_BAR_BOX, attributes: [{key: 'x_gift', value: 'true'}]}]);
    const before = await standInCart(app, shopper.cartId());
    quiet('warn');
    const line = 'gid://shopify/CartLine/00000000-0000-0000-0000-000000000000';
    const updated = await shopper.cartForm('LinesUpdate', {lines: [{id: line, quantity: 2}]});
    expect(updated.status).toBe(400);
    expect(await standInCart(app, shopper.cartId())).toEqual(before);
  });

  test('a Storefront userError stays a 400 with its own message, logged with the spec §8 message', async () => {
    const shopper = await withCart();
    const warn = quiet('warn');
    const line = 'gid://shopify/CartLine/00000000-0000-0000-0000-000000000000';
    const updated = await shopper.cartForm('LinesUpdate', {lines: [{id: line, quantity: 2}]});
    expect(updated.status).toBe(400);
    expect(updated.result!.userErrors!.map((e) => e.message)).toEqual([`The merchandise line with id ${line} does not exist.`]);
    expect(warn).toHaveBeenCalledWith('[cart] Error updating lineItem quantity:', `The merchandise line with id ${line} does not exist.`);
    const removed = await shopper.cartForm('LinesRemove', {lineIds: [line]});
    expect(removed.status).toBe(400);
    expect(warn).toHaveBeenCalledWith('[cart] Error removing from cart:', `The merchandise line with id ${line} does not exist.`);
    expect(await variantsOf(shopper)).toEqual([[CLEAR_WHEY, 1]]);
  });

  test('a change answered without cart or error: 502 cartError, "Unknown server error" logged (spec §8)', async () => {
    const shopper = await withCart();
    const error = quiet('error');
    const noAnswer = async () => ({cart: null}) as never;
    const update = await runWith(shopper, [cartFormField('LinesUpdate', {lines: [{id: 'gid://shopify/CartLine/1', quantity: 2}]})], (context) => {
      context.cart.updateLines = noAnswer;
    });
    expect([update.status, update.problem]).toEqual([502, 'cartError']);
    expect(error).toHaveBeenCalledWith('[cart] Error updating lineItem quantity: Unknown server error');
    const note = await runWith(shopper, [cartFormField('NoteUpdate', {note: 'x'})], (context) => {
      context.cart.updateNote = noAnswer;
    });
    expect([note.status, note.problem]).toEqual([502, 'cartError']);
    expect(error).toHaveBeenCalledWith('[cart] Cart action failed: Unknown server error');
  });

  test('a note the Storefront refuses: its message as the answer, logged as a cart action', async () => {
    const shopper = await withCart();
    const warn = quiet('warn');
    const refused = await runWith(shopper, [cartFormField('NoteUpdate', {note: 'x'})], (context) => {
      context.cart.updateNote = async () => ({cart: null, userErrors: [{message: 'Note is too long'}, {message: 'Try again'}]}) as never;
    });
    expect(refused.status).toBe(400);
    expect(warn).toHaveBeenCalledWith('[cart] Cart action:', 'Note is too long; Try again');
  });

  test('the Storefront down: 502 cartError with the spec §8 message of the action', async () => {
    const shopper = await withCart();
    const error = quiet('error');
    quiet('warn');
    await app.admin('faults', {service: 'storefront', kind: '500', count: 10});
    const added = await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: WHEY_CHOCOLATE_1KG}]});
    expect([added.status, added.problem]).toEqual([502, 'cartError']);
    expect(error).toHaveBeenCalledWith('[cart] Error adding to cart:', expect.any(String));
    const removed = await shopper.cartForm('LinesRemove', {lineIds: ['gid://shopify/CartLine/1']});
    expect([removed.status, removed.problem]).toEqual([502, 'cartError']);
    expect(error).toHaveBeenCalledWith('[cart] Error removing from cart:', expect.any(String));
    const coded = await shopper.cartForm('DiscountCodesUpdate', {discountCodes: ['WELCOME10']});
    expect([coded.status, coded.problem]).toEqual([502, 'cartError']);
    expect(error).toHaveBeenCalledWith('[cart] Cart action failed:', expect.any(String));
    const checkout = await shopper.intent('checkout');
    expect([checkout.status, checkout.problem]).toEqual([502, 'cartError']);
    expect(error).toHaveBeenCalledWith('[cart] Error fetching shopify cart:', expect.any(String));
    error.mockClear();
    const gift = await shopper.intent('gift', [['variantId', 'gid://shopify/ProductVariant/49100000000151']]);
    expect([gift.status, gift.problem]).toEqual([502, 'cartError']);
    expect(error).toHaveBeenCalledWith('[cart] Error adding to cart:', expect.any(String));
    error.mockClear();
    app.clearCache();
    const box = await shopper.post([['intent', 'bundle'], ['product', 'protein-bar'], ['pick', 'abc']]);
    expect([box.status, box.problem]).toEqual([502, 'cartError']);
    expect(error).toHaveBeenCalledWith('[cart] Error adding to cart:', expect.any(String));
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('checkout goes only to the market checkout host (README "Checkout")', () => {
  test('the Storefront checkout URL with locale=<market locale>', async () => {
    const shopper = await withCart('/fr-be');
    const {checkoutUrl} = (await standInCart(app, shopper.cartId()))!;
    const checkout = await shopper.intent('checkout');
    expect([checkout.status, checkout.redirect]).toEqual([303, `${checkoutUrl}&locale=fr-be`]);
  });

  test('a checkout URL on another host gives no redirect: 400 cartNoCart', async () => {
    const shopper = await withCart();
    const outcome = await runWith(shopper, [['intent', 'checkout']], (context) => {
      context.market = {...context.market, checkoutHost: 'checkout.example.com'};
    });
    expect([outcome.status, outcome.problem, outcome.redirect]).toEqual([400, 'cartNoCart', undefined]);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('the mix-and-match box (README "Mix-and-match box")', () => {
  async function boxForm(pickCount?: number): Promise<[string, string][]> {
    const context = await app.context(app.request('/products/snacks/protein-bar'));
    const page = (await loadProductPage(context, {collection: 'snacks', product: 'protein-bar'}))!;
    const bundle = page.bundle!;
    const item = bundle.eligible.find((candidate) => candidate.variant.availableForSale)!;
    return [
      ['intent', 'bundle'],
      ['product', bundle.productHandle],
      ...Array.from({length: pickCount ?? bundle.pickAmount}, (): [string, string] => ['pick', item.id]),
    ];
  }

  test('a valid box without a cart makes one with the box lines, grouped by one _bundle id', async () => {
    const shopper = commerceShopper(app);
    const added = await shopper.post(await boxForm());
    expect(added.status).toBe(200);
    const lines = (await standInCart(app, shopper.cartId()))!.lines.nodes;
    expect(lines.length).toBeGreaterThan(0);
    const groups = new Set(lines.map((line) => line.attributes.find((attribute) => attribute.key === '_bundle')?.value));
    expect(groups.size).toBe(1);
    expect([...groups][0]).toMatch(/-[0-9a-f]{8}$/);
  });

  test('picks that break the box rules: 400 cartBundleInvalid, no cart made', async () => {
    const warn = quiet('warn');
    const shopper = commerceShopper(app);
    const refused = await shopper.post(await boxForm(1));
    expect([refused.status, refused.problem]).toEqual([400, 'cartBundleInvalid']);
    expect(shopper.token).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[bundle\] protein-bar: /));
  });

  test('a product without a box, or no such product: 400 cartBundleInvalid', async () => {
    const shopper = commerceShopper(app);
    const unknown = await shopper.post([['intent', 'bundle'], ['product', 'no-such-product'], ['pick', 'abc']]);
    expect([unknown.status, unknown.problem]).toEqual([400, 'cartBundleInvalid']);
    const refused = await shopper.post([['intent', 'bundle'], ['product', 'clear-whey'], ['pick', 'abc']]);
    expect([refused.status, refused.problem]).toEqual([400, 'cartBundleInvalid']);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('the market cart handler (app/commerce/cart.server.ts)', () => {
  test('its cart id comes from the cookie token; the cookie it sets is ours (HttpOnly, 10 days)', async () => {
    const shopper = commerceShopper(app);
    expect((await shopper.context()).cart.getCartId()).toBeUndefined();
    shopper.token = 'c1-abc?key=def';
    const context = await shopper.context();
    expect(context.cart.getCartId()).toBe('gid://shopify/Cart/c1-abc?key=def');
    const cookie = context.cart.setCartId('gid://shopify/Cart/c1-xyz?key=1').get('set-cookie')!;
    expect(cookie).toMatch(/^of_shopify-cart-token=c1-xyz%3Fkey%3D1;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=864000/i);
  });

  test('adding to a named cart that does not exist makes no new cart', async () => {
    const context = await commerceShopper(app).context();
    const result = await context.cart.addLines([{merchandiseId: CLEAR_WHEY, quantity: 1}], {cartId: 'gid://shopify/Cart/c1-00000000000000000000000000000000'});
    expect(result.cart).toBeNull();
    expect(result.userErrors!.map((e) => e.field)).toEqual([['cartId']]);
  });
});
