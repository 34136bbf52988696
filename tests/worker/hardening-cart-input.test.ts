// Issue 8 item 4, the cart form's content, on the built worker: a malformed or oversized cart form is a 400
// with one of our localized messages (JSON for fetchers), never a 5xx, and the cart stays exactly as it was;
// a Storefront userError stays a 400 with the Storefront's own message. Bodies are generated per action.
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {CART_LIMITS} from '~/commerce/cart-input';
import {MARKETS} from '~/markets/markets';
import {stringsFor, type Strings} from '~locales/index';
import {cartSession, standInCart, type CartSession} from '../support/cart-session';
import {startWorker, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
let shopper: CartSession;
let lineId: string;

const CLEAR_WHEY = 'gid://shopify/ProductVariant/49100000000025';
const WHEY_STRAWBERRY_1KG = 'gid://shopify/ProductVariant/49100000000006'; // sold out

beforeAll(async () => {
  worker = await startWorker();
  shopper = cartSession(worker, '/de');
  await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY, quantity: 2}]});
  lineId = (await standInCart(worker, shopper.cartId()))!.lines.nodes[0]!.id;
});
afterAll(async () => worker?.dispose());

const german = stringsFor(MARKETS.find((market) => market.id === 'de_de')!);

/** Posts a raw cart form (fields as given) and checks: 400, a known localized problem, the cart untouched. */
async function expectRefused(fields: [string, string][], problem?: keyof Strings) {
  const before = await standInCart(worker, shopper.cartId());
  const response = await shopper.post(fields);
  const body = (await response.json()) as {problem: keyof Strings | null};
  const label = JSON.stringify(fields).slice(0, 160);
  expect({label, status: response.status}).toEqual({label, status: 400});
  expect(body.problem, label).toMatch(/^cart[A-Z]/);
  if (problem) expect(body.problem, label).toBe(problem);
  expect(german[body.problem!], label).toBeTruthy();
  expect(await standInCart(worker, shopper.cartId()), label).toEqual(before);
}

const form = (action: string, inputs: unknown): [string, string][] => [['cartFormInput', JSON.stringify({action, inputs})]];

/** A valid body per action; the cases below break them in every way a careless or hostile client might. */
const VALID: Record<string, () => unknown> = {
  LinesAdd: () => ({lines: [{merchandiseId: CLEAR_WHEY, quantity: 1}]}),
  LinesUpdate: () => ({lines: [{id: lineId, quantity: 3}]}),
  LinesRemove: () => ({lineIds: [lineId]}),
  DiscountCodesUpdate: () => ({discountCodes: ['WELCOME10']}),
  NoteUpdate: () => ({note: 'Bitte klingeln'}),
  BuyerIdentityUpdate: () => ({buyerIdentity: {countryCode: 'DE'}}),
};

describe('malformed cart forms × every action', () => {
  test('truncated cartFormInput JSON, at every cut, for every action', async () => {
    for (const [action, inputs] of Object.entries(VALID)) {
      const json = JSON.stringify({action, inputs: inputs()});
      // Every cut that leaves the JSON unfinished (a few characters apart, to keep the run short).
      for (let cut = 1; cut < json.length - 1; cut += 7) await expectRefused([['cartFormInput', json.slice(0, cut)]], 'cartInvalidRequest');
    }
  });

  test('non-JSON, JSON that is not an object, and unknown actions', async () => {
    const raw = ['', ' ', 'abc', 'lines=abc', '{', '}', '[]', '[{}]', 'null', 'true', '0', '"LinesAdd"', '{"action":null}', '{"action":["LinesAdd"]}', '{"inputs":{}}'];
    for (const value of raw) await expectRefused([['cartFormInput', value]], 'cartInvalidRequest');
    for (const action of ['', 'linesadd', 'LinesAdd ', 'Create', 'AttributesUpdateInput', 'GiftCardCodesUpdate', 'MetafieldsSet', 'MetafieldDelete', 'SelectedDeliveryOptionsUpdate', '__proto__', 'constructor']) {
      await expectRefused(form(action, VALID.LinesAdd!()), 'cartInvalidRequest');
    }
    // An empty form never reaches the cart action: the request guard refuses it (app/http/request-guard.server.ts).
    const before = await standInCart(worker, shopper.cartId());
    const empty = await shopper.post([]);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({message: german.badRequestBody});
    expect(await standInCart(worker, shopper.cartId())).toEqual(before);
    await expectRefused([['intent', 'checkout'], ['intent', 'checkout']], 'cartInvalidRequest');
    await expectRefused([['intent', 'teleport']], 'cartInvalidRequest');
  });

  test('inputs that are not an object, for every action', async () => {
    for (const action of Object.keys(VALID)) {
      for (const inputs of ['abc', 1, true, ['lines'], 'null']) {
        await expectRefused([['cartFormInput', `{"action":${JSON.stringify(action)},"inputs":${JSON.stringify(inputs)}}`]], 'cartInvalidRequest');
      }
    }
  });

  // Every field of every action replaced by values of the wrong type.
  const WRONG = [null, 1, -1, 2.5, true, 'abc', '', [], {}, [[]], [null], [1], [{}]];
  const FIELDS: [string, string, unknown[]][] = [
    ['LinesAdd', 'lines', WRONG],
    ['LinesUpdate', 'lines', WRONG],
    ['LinesRemove', 'lineIds', WRONG],
    ['DiscountCodesUpdate', 'discountCodes', [1, true, 'abc', {}, [1], [null], [[]], [{}]]],
    ['NoteUpdate', 'note', [null, 1, true, [], {}, ['x']]],
    ['BuyerIdentityUpdate', 'buyerIdentity', [null, 1, true, 'DE', [], ['DE']]],
  ];
  test.each(FIELDS)('%s: %s of the wrong type', async (action, field, values) => {
    for (const value of values) await expectRefused(form(action, {...(VALID[action]!() as object), [field]: value}));
  });

  const LINE_FIELDS: [string, string, unknown[]][] = [
    ['LinesAdd', 'merchandiseId', [null, 1, true, '', 'abc', [], {}, 'gid://shopify/Product/9100000000005', 'gid://shopify/ProductVariant/x', `${CLEAR_WHEY}?x`, CLEAR_WHEY.toUpperCase()]],
    ['LinesAdd', 'quantity', [-1, 0, 2.5, '2.5', 'abc', '', true, [], {}, 251, 1e21]],
    ['LinesAdd', 'sellingPlanId', [1, true, 'monthly', [], {}, 'gid://shopify/SellingPlan/']],
    ['LinesAdd', 'attributes', ['k=v', 1, true, {}, [1], [null], ['k'], [{key: 'k'}], [{key: 1, value: 'v'}], [{key: 'k', value: 1}]]],
    ['LinesUpdate', 'id', [null, 1, true, '', 'abc', [], {}, 'gid://shopify/Cart/1', 'gid://shopify/CartLine/abc<x>']],
    ['LinesUpdate', 'quantity', [null, -1, 2.5, 'abc', '', true, [], {}, 251]],
  ];
  test.each(LINE_FIELDS)('%s: a line with %s of the wrong type or form', async (action, field, values) => {
    for (const value of values) {
      const valid = VALID[action]!() as {lines: Record<string, unknown>[]};
      await expectRefused(form(action, {lines: [{...valid.lines[0], [field]: value}]}));
    }
  });

  test('merchandise ids that are not ProductVariant gids say so', async () => {
    for (const merchandiseId of ['gid://shopify/Product/9100000000005', 'gid://shopify/Collection/1', '49100000000025', 'https://evil.example/variant']) {
      await expectRefused(form('LinesAdd', {lines: [{merchandiseId, quantity: 1}]}), 'cartInvalidMerchandise');
    }
  });
});

describe('sizes, at and beyond our limits', () => {
  test(`more than ${CART_LIMITS.linesPerRequest} lines per request (add, update, remove)`, async () => {
    const many = CART_LIMITS.linesPerRequest + 1;
    await expectRefused(form('LinesAdd', {lines: Array.from({length: many}, () => ({merchandiseId: CLEAR_WHEY, quantity: 1}))}), 'cartTooManyLines');
    await expectRefused(form('LinesUpdate', {lines: Array.from({length: many}, () => ({id: lineId, quantity: 1}))}), 'cartTooManyLines');
    await expectRefused(form('LinesRemove', {lineIds: Array.from({length: many}, () => lineId)}), 'cartTooManyLines');
  });

  test(`attributes: more than ${CART_LIMITS.attributesPerLine}, keys over ${CART_LIMITS.attributeKeyLength}, values over ${CART_LIMITS.attributeValueLength}`, async () => {
    const add = (attributes: unknown) => form('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY, quantity: 1, attributes}]});
    await expectRefused(add(Array.from({length: CART_LIMITS.attributesPerLine + 1}, (_, index) => ({key: `k${index}`, value: 'v'}))), 'cartInvalidAttributes');
    await expectRefused(add([{key: 'k'.repeat(CART_LIMITS.attributeKeyLength + 1), value: 'v'}]), 'cartInvalidAttributes');
    await expectRefused(add([{key: 'k', value: 'v'.repeat(CART_LIMITS.attributeValueLength + 1)}]), 'cartInvalidAttributes');
    await expectRefused(add([{key: 'k', value: 'a\u0000b'}]), 'cartInvalidAttributes');
  });

  test(`discount codes: more than ${CART_LIMITS.discountCodesPerCart} per cart, or longer than ${CART_LIMITS.discountCodeLength}`, async () => {
    const codes = (count: number) => Array.from({length: count}, (_, index) => `CODE${index}`);
    await expectRefused(form('DiscountCodesUpdate', {discountCodes: codes(CART_LIMITS.discountCodesPerCart + 1)}), 'cartTooManyCodes');
    await expectRefused([...form('DiscountCodesUpdate', {discountCodes: codes(CART_LIMITS.discountCodesPerCart)}), ['discountCode', 'ONE-MORE']], 'cartTooManyCodes');
    await expectRefused([...form('DiscountCodesUpdate', {discountCodes: []}), ['discountCode', 'X'.repeat(CART_LIMITS.discountCodeLength + 1)]], 'cartInvalidCode');
  });

  test(`a note over ${CART_LIMITS.noteLength} characters`, async () => {
    await expectRefused(form('NoteUpdate', {note: 'n'.repeat(CART_LIMITS.noteLength + 1)}), 'cartNoteTooLong');
  });

  test('bad quantities', async () => {
    for (const quantity of ['2.5', '-1', 'abc', '251']) {
      await expectRefused(form('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY, quantity}]}), 'cartInvalidQuantity');
    }
  });

  test('at the limits the same forms go through', async () => {
    const note = await shopper.cartForm('NoteUpdate', {note: 'n'.repeat(CART_LIMITS.noteLength)});
    expect(note.status).toBe(200);
    const codes = await shopper.cartForm('DiscountCodesUpdate', {discountCodes: ['A', 'B', 'C', 'D']}, [['discountCode', 'WELCOME10']]);
    expect(codes.status).toBe(200);
    expect((await standInCart(worker, shopper.cartId()))!.discountCodes.map((code) => code.code)).toEqual(['A', 'B', 'C', 'D', 'WELCOME10']);
  });
});

describe('the bundle form', () => {
  test('a product without a bundle, picks that break the box, and a malformed form are 400s', async () => {
    await expectRefused([['intent', 'bundle'], ['product', 'clear-whey'], ['pick', 'x']], 'cartBundleInvalid');
    await expectRefused([['intent', 'bundle'], ['product', 'protein-bar']], 'cartBundleInvalid');
    await expectRefused([['intent', 'bundle'], ['product', 'protein-bar'], ['pick', 'not-an-item'], ['pick', 'not-an-item'], ['pick', 'not-an-item']], 'cartBundleInvalid');
    await expectRefused([['intent', 'bundle'], ['product', 'Protein Bar']], 'cartInvalidRequest');
    await expectRefused([['intent', 'bundle'], ['product', 'protein-bar'], ...Array.from({length: CART_LIMITS.bundlePicks + 1}, (): [string, string] => ['pick', 'x'])], 'cartBundleInvalid');
  });
});

test('a Storefront userError stays a 400 with the Storefront’s message, and the cart is unchanged', async () => {
  const before = await standInCart(worker, shopper.cartId());
  const {status, json} = await shopper.cartForm('LinesAdd', {lines: [{merchandiseId: WHEY_STRAWBERRY_1KG, quantity: 1}]});
  expect(status).toBe(400);
  expect(json.problem).toBeNull();
  expect(json.userErrors[0]!.message).toMatch(/already sold out/);
  expect(await standInCart(worker, shopper.cartId())).toEqual(before);
});

test('without a cart, actions that need one say so and make none', async () => {
  const stranger = cartSession(worker);
  for (const [action, inputs] of Object.entries(VALID).filter(([action]) => action !== 'LinesAdd')) {
    const {status, json} = await stranger.cartForm(action, inputs());
    expect([action, status, json.problem]).toEqual([action, 400, 'cartNoCart']);
  }
  expect(stranger.cookie).toBeNull();
});

describe('without JavaScript (a document post)', () => {
  /** A form post the browser navigates with: no `?_data`, a document destination. */
  const documentPost = (session: CartSession, basePath: string, cartFormInput: string) =>
    worker.fetch(`${basePath}/cart`, {
      method: 'POST',
      body: new URLSearchParams([['cartFormInput', cartFormInput]]),
      headers: {'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-dest': 'document', accept: 'text/html', cookie: session.cookie ?? ''},
      redirect: 'manual',
    });

  test.each(MARKETS.map((market) => [market.id, market] as const))(
    '%s: a refused form renders the cart page with the message in the market’s words, status kept, cart unchanged',
    async (_id, market) => {
      const basePath = market.id === 'nl_nl' ? '' : `/${market.locale}`;
      const visitor = cartSession(worker, basePath);
      await visitor.cartForm('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY, quantity: 1}]});
      const before = await standInCart(worker, visitor.cartId());
      const forged = JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId: CLEAR_WHEY, quantity: 1, attributes: [{key: '_gift', value: 'true'}]}]}});
      const response = await documentPost(visitor, basePath, forged);
      const html = await response.text();
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(html).toContain(`lang="${market.siteLocale}"`);
      expect(html).toMatch(/data-testid="cart-problem"/);
      expect(html).toContain(escapeHtml(stringsFor(market).cartPrivateAttribute));
      expect(await standInCart(worker, visitor.cartId())).toEqual(before);
    },
  );

  test('a Storefront userError is shown as sent; a success still answers 303 to the cart page', async () => {
    const visitor = cartSession(worker, '/de');
    const soldOut = await documentPost(visitor, '/de', JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId: WHEY_STRAWBERRY_1KG, quantity: 1}]}}));
    expect(soldOut.status).toBe(400);
    expect(await soldOut.text()).toMatch(/data-testid="cart-problem"[^>]*>[^<]*already sold out/);
    const added = await documentPost(visitor, '/de', JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId: CLEAR_WHEY, quantity: 1}]}}));
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/de/cart');
  });
});

test('fetchers get the message in the market’s words beside the problem key', async () => {
  const response = await shopper.post(form('LinesAdd', {lines: [{merchandiseId: CLEAR_WHEY, quantity: 1, attributes: [{key: '_x', value: '1'}]}]}));
  expect(await response.json()).toMatchObject({problem: 'cartPrivateAttribute', message: german.cartPrivateAttribute});
});

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');
}
