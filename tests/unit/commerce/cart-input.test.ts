// Issue 8: every cart form is read before it reaches the Storefront; a malformed, oversized or forged one is
// refused with the message the shopper sees, and what passes is exactly what the action may send on.
import {describe, expect, test} from 'vitest';
import {CART_LIMITS, parseCartForm, type CartProblem} from '~/commerce/cart-input';

const VARIANT = 'gid://shopify/ProductVariant/49100000000002';
const LINE = 'gid://shopify/CartLine/0b0f6a3c-5c1e-4a55-9a55-2f7b4c8b1f1e?cart=c1-abc123';
const PLAN = 'gid://shopify/SellingPlan/710000001';

function form(fields: [string, string | Blob][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}
const cartForm = (action: string, inputs: unknown, extra: [string, string][] = []) =>
  form([['cartFormInput', JSON.stringify({action, inputs})], ...extra]);

const problemOf = (data: FormData): CartProblem | null => {
  const parsed = parseCartForm(data);
  return parsed.ok ? null : parsed.problem;
};
const requestOf = (data: FormData) => {
  const parsed = parseCartForm(data);
  if (!parsed.ok) throw new Error(`refused: ${parsed.problem}`);
  return parsed.request;
};

describe('what passes', () => {
  test('an add with quantity, plan and public attributes; Hydrogen’s optimistic fields are dropped', () => {
    const request = requestOf(
      cartForm('LinesAdd', {
        lines: [
          {merchandiseId: VARIANT, quantity: '2', sellingPlanId: PLAN, attributes: [{key: 'Engraving', value: 'For Anna'}], selectedVariant: {id: VARIANT}},
          {merchandiseId: VARIANT},
        ],
      }),
    );
    expect(request).toEqual({
      kind: 'LinesAdd',
      lines: [
        {merchandiseId: VARIANT, quantity: 2, sellingPlanId: PLAN, attributes: [{key: 'Engraving', value: 'For Anna'}]},
        {merchandiseId: VARIANT, quantity: 1},
      ],
    });
  });

  test('update, remove, note and buyer identity', () => {
    expect(requestOf(cartForm('LinesUpdate', {lines: [{id: LINE, quantity: 0}]}))).toEqual({kind: 'LinesUpdate', lines: [{id: LINE, quantity: 0}]});
    expect(requestOf(cartForm('LinesRemove', {lineIds: [LINE]}))).toEqual({kind: 'LinesRemove', lineIds: [LINE]});
    expect(requestOf(cartForm('NoteUpdate', {note: 'Bitte klingeln'}))).toEqual({kind: 'NoteUpdate', note: 'Bitte klingeln'});
    expect(requestOf(cartForm('BuyerIdentityUpdate', {buyerIdentity: {countryCode: 'US'}}))).toEqual({kind: 'BuyerIdentityUpdate'});
  });

  test('discount codes: the kept ones plus the entered field (merged as Hydrogen does), unique without case', () => {
    const request = requestOf(cartForm('DiscountCodesUpdate', {discountCodes: ['WELCOME10']}, [['discountCode', ' welcome10 '], ['redirectTo', '/cart']]));
    expect(request).toEqual({kind: 'DiscountCodesUpdate', discountCodes: ['WELCOME10']});
    expect(requestOf(cartForm('DiscountCodesUpdate', {discountCodes: ['A']}, [['discountCode', 'FREESHIP']]))).toEqual({
      kind: 'DiscountCodesUpdate',
      discountCodes: ['A', 'FREESHIP'],
    });
    expect(requestOf(cartForm('DiscountCodesUpdate', {discountCodes: []}))).toEqual({kind: 'DiscountCodesUpdate', discountCodes: []});
  });

  test('intents: checkout, gift, bundle (one pick field per unit); other fields on them are ignored', () => {
    expect(requestOf(form([['intent', 'checkout']]))).toEqual({kind: 'checkout'});
    expect(requestOf(form([['intent', 'checkout'], ['cartFormInput', '{"action":"LinesAdd"'], ['checkoutUrl', 'https://evil.example']]))).toEqual({kind: 'checkout'});
    expect(requestOf(form([['intent', 'gift'], ['variantId', VARIANT]]))).toEqual({kind: 'gift', variantId: VARIANT});
    expect(
      requestOf(form([['intent', 'bundle'], ['product', 'protein-bar'], ['pick', 'choc'], ['pick', 'choc'], ['pick', 'peanut'], ['frequency', 'MONTH:1']])),
    ).toEqual({kind: 'bundle', productHandle: 'protein-bar', picks: {choc: 2, peanut: 1}, frequency: 'MONTH:1'});
    expect(requestOf(form([['intent', 'bundle'], ['product', 'protein-bar'], ['pick', '__proto__']]))).toMatchObject({picks: {['__proto__']: 1}});
  });
});

describe('malformed bodies', () => {
  const cases: [string, FormData][] = [
    ['no fields at all', form([])],
    ['truncated JSON', form([['cartFormInput', '{"action":"LinesAdd","inputs":{"lines":[{"merchandiseId"']])],
    ['not JSON', form([['cartFormInput', 'lines=abc']])],
    ['JSON null', form([['cartFormInput', 'null']])],
    ['a JSON string', form([['cartFormInput', '"LinesAdd"']])],
    ['a JSON array', form([['cartFormInput', '[{"action":"LinesAdd"}]']])],
    ['a JSON number', form([['cartFormInput', '42']])],
    ['no action', form([['cartFormInput', '{"inputs":{}}']])],
    ['a numeric action', form([['cartFormInput', '{"action":1}']])],
    ['inputs not an object', form([['cartFormInput', '{"action":"LinesAdd","inputs":"abc"}']])],
    ['cartFormInput twice', form([['cartFormInput', '{"action":"NoteUpdate"}'], ['cartFormInput', '{"action":"NoteUpdate"}']])],
    ['cartFormInput as a file', form([['cartFormInput', new Blob(['{"action":"NoteUpdate"}'])]])],
    ['an unknown action', cartForm('Explode', {})],
    ['an action we do not offer', cartForm('AttributesUpdateInput', {attributes: []})],
    ['metafields', cartForm('MetafieldsSet', {metafields: []})],
    ['an unknown intent', form([['intent', 'refund']])],
    ['intent twice', form([['intent', 'checkout'], ['intent', 'gift']])],
    ['"lines":"abc"', cartForm('LinesAdd', {lines: 'abc'})],
    ['lines an object', cartForm('LinesAdd', {lines: {0: {merchandiseId: VARIANT}}})],
    ['no lines', cartForm('LinesAdd', {lines: []})],
    ['a line that is a string', cartForm('LinesAdd', {lines: ['abc']})],
    ['a line that is null', cartForm('LinesAdd', {lines: [null]})],
    ['a line that is an array', cartForm('LinesAdd', {lines: [[VARIANT, 1]]})],
    ['a bad selling plan id', cartForm('LinesAdd', {lines: [{merchandiseId: VARIANT, sellingPlanId: 'monthly'}]})],
    ['a numeric selling plan id', cartForm('LinesAdd', {lines: [{merchandiseId: VARIANT, sellingPlanId: 7}]})],
    ['a form field replacing lines', cartForm('LinesAdd', {lines: [{merchandiseId: VARIANT}]}, [['lines', 'abc']])],
    ['update: a line id that is not a CartLine gid', cartForm('LinesUpdate', {lines: [{id: 'gid://shopify/Cart/1', quantity: 1}]})],
    ['update: a numeric line id', cartForm('LinesUpdate', {lines: [{id: 7, quantity: 1}]})],
    ['update: a bad selling plan', cartForm('LinesUpdate', {lines: [{id: LINE, quantity: 1, sellingPlanId: {}}]})],
    ['remove: lineIds a string', cartForm('LinesRemove', {lineIds: LINE})],
    ['remove: a line id with a script', cartForm('LinesRemove', {lineIds: [`${LINE}<script>`]})],
    ['discount codes a string', cartForm('DiscountCodesUpdate', {discountCodes: 'WELCOME10'})],
    ['a numeric discount code', cartForm('DiscountCodesUpdate', {discountCodes: [10]})],
    ['the entered code twice', cartForm('DiscountCodesUpdate', {}, [['discountCode', 'A'], ['discountCode', 'B']])],
    ['a note that is not text', cartForm('NoteUpdate', {note: {text: 'x'}})],
    ['buyer identity a string', cartForm('BuyerIdentityUpdate', {buyerIdentity: 'US'})],
    ['bundle without a product', form([['intent', 'bundle'], ['pick', 'choc']])],
    ['bundle with a product path', form([['intent', 'bundle'], ['product', '../admin'], ['pick', 'choc']])],
    ['bundle with a pick that is not an id', form([['intent', 'bundle'], ['product', 'protein-bar'], ['pick', 'choc"><']])],
    ['bundle with a frequency full of control characters', form([['intent', 'bundle'], ['product', 'protein-bar'], ['frequency', 'MONTH\u0000:1']])],
  ];
  test.each(cases)('%s → cartInvalidRequest', (_name, data) => {
    expect(problemOf(data)).toBe('cartInvalidRequest');
  });
});

describe('merchandise ids must be Shopify ProductVariant gids', () => {
  const ids: unknown[] = [
    '', 'abc', '49100000000002', 'gid://shopify/Product/9100000000001', 'gid://shopify/ProductVariant/', 'gid://shopify/ProductVariant/abc',
    'gid://shopify/ProductVariant/1?x=1', ' gid://shopify/ProductVariant/1', 'gid://shopify/ProductVariant/1 ', 'gid://shopify/productvariant/1',
    'https://shop.example/variants/1', 'gid://evil/ProductVariant/1', `gid://shopify/ProductVariant/${'9'.repeat(21)}`, 7, null, true, {id: VARIANT}, [VARIANT],
  ];
  test.each(ids.map((id) => [JSON.stringify(id), id]))('add with %s → cartInvalidMerchandise', (_name, merchandiseId) => {
    expect(problemOf(cartForm('LinesAdd', {lines: [{merchandiseId, quantity: 1}]}))).toBe('cartInvalidMerchandise');
  });
  test('the gift choice too', () => {
    expect(problemOf(form([['intent', 'gift'], ['variantId', 'gid://shopify/Product/1']]))).toBe('cartInvalidMerchandise');
    expect(problemOf(form([['intent', 'gift']]))).toBe('cartInvalidMerchandise');
  });
});

describe('quantities', () => {
  test.each(['2.5', '-1', 'abc', '', '251', 1e21, 0, '0', true, [], {}, '1e2', ' 3 x'])('add with quantity %j → cartInvalidQuantity', (quantity) => {
    expect(problemOf(cartForm('LinesAdd', {lines: [{merchandiseId: VARIANT, quantity}]}))).toBe('cartInvalidQuantity');
  });
  test.each(['-1', '2.5', null, undefined, '251'])('update with quantity %j → cartInvalidQuantity', (quantity) => {
    expect(problemOf(cartForm('LinesUpdate', {lines: [{id: LINE, quantity}]}))).toBe('cartInvalidQuantity');
  });
});

describe('sizes', () => {
  const lines = (count: number) => Array.from({length: count}, () => ({merchandiseId: VARIANT, quantity: 1}));
  test(`at most ${CART_LIMITS.linesPerRequest} lines per request, for every action that takes lines`, () => {
    expect(parseCartForm(cartForm('LinesAdd', {lines: lines(CART_LIMITS.linesPerRequest)})).ok).toBe(true);
    expect(problemOf(cartForm('LinesAdd', {lines: lines(CART_LIMITS.linesPerRequest + 1)}))).toBe('cartTooManyLines');
    expect(problemOf(cartForm('LinesUpdate', {lines: Array.from({length: 251}, () => ({id: LINE, quantity: 1}))}))).toBe('cartTooManyLines');
    expect(problemOf(cartForm('LinesRemove', {lineIds: Array.from({length: 251}, () => LINE)}))).toBe('cartTooManyLines');
  });

  test('attributes: at most 10 per line, keys up to 64 plain characters, values up to 255 without control characters', () => {
    const withAttributes = (attributes: unknown) => cartForm('LinesAdd', {lines: [{merchandiseId: VARIANT, attributes}]});
    const many = (count: number) => Array.from({length: count}, (_, index) => ({key: `k${index}`, value: 'v'}));
    expect(parseCartForm(withAttributes(many(10))).ok).toBe(true);
    expect(problemOf(withAttributes(many(11)))).toBe('cartInvalidAttributes');
    expect(parseCartForm(withAttributes([{key: 'k'.repeat(64), value: 'v'.repeat(255)}])).ok).toBe(true);
    for (const bad of [
      [{key: 'k'.repeat(65), value: 'v'}],
      [{key: 'k', value: 'v'.repeat(256)}],
      [{key: 'k', value: 'line\nbreak'}],
      [{key: 'Größe', value: 'L'}],
      [{key: '', value: 'v'}],
      [{key: 'trailing ', value: 'v'}],
      [{key: 'a<b', value: 'v'}],
      [{key: 'k'}],
      [{key: 'k', value: 3}],
      [{key: 1, value: 'v'}],
      ['k=v'],
      'k=v',
      {key: 'k', value: 'v'},
    ]) {
      expect(problemOf(withAttributes(bad)), JSON.stringify(bad)).toBe('cartInvalidAttributes');
    }
  });

  test(`discount codes: at most ${CART_LIMITS.discountCodesPerCart} per cart, each up to ${CART_LIMITS.discountCodeLength} characters`, () => {
    const codes = (count: number) => Array.from({length: count}, (_, index) => `CODE${index}`);
    expect(parseCartForm(cartForm('DiscountCodesUpdate', {discountCodes: codes(5)})).ok).toBe(true);
    expect(problemOf(cartForm('DiscountCodesUpdate', {discountCodes: codes(4)}, [['discountCode', 'NEW']]))).toBeNull();
    expect(problemOf(cartForm('DiscountCodesUpdate', {discountCodes: codes(5)}, [['discountCode', 'NEW']]))).toBe('cartTooManyCodes');
    expect(problemOf(cartForm('DiscountCodesUpdate', {discountCodes: codes(1000)}))).toBe('cartTooManyCodes');
    expect(problemOf(cartForm('DiscountCodesUpdate', {}, [['discountCode', 'X'.repeat(256)]]))).toBe('cartInvalidCode');
    expect(problemOf(cartForm('DiscountCodesUpdate', {discountCodes: ['WELCOME\u000010']}))).toBe('cartInvalidCode');
  });

  test(`a note up to ${CART_LIMITS.noteLength} characters`, () => {
    expect(parseCartForm(cartForm('NoteUpdate', {note: 'n'.repeat(CART_LIMITS.noteLength)})).ok).toBe(true);
    expect(problemOf(cartForm('NoteUpdate', {note: 'n'.repeat(CART_LIMITS.noteLength + 1)}))).toBe('cartNoteTooLong');
  });

  test(`a bundle form holds at most ${CART_LIMITS.bundlePicks} picks`, () => {
    const picks = Array.from({length: CART_LIMITS.bundlePicks + 1}, (): [string, string] => ['pick', 'choc']);
    expect(problemOf(form([['intent', 'bundle'], ['product', 'protein-bar'], ...picks]))).toBe('cartBundleInvalid');
  });
});

describe('private attributes: only the server sets them', () => {
  const KEYS = ['_gift', 'x_gift', '_GIFT', '_gift ', ' _gift', 'gift', 'Gift', 'x-gift', '_gіft', '＿gift', '_gi\u200bft', '__bundle', '_bundle', '_bundle_parent', '_anything', '_'];
  const VALUES = ['true', 'TRUE', '1', 'yes', '', ' true'];
  const bodies: [string, (attributes: unknown) => FormData][] = [
    ['LinesAdd line', (attributes) => cartForm('LinesAdd', {lines: [{merchandiseId: VARIANT, quantity: 1, attributes}]})],
    ['LinesAdd cart-level', (attributes) => cartForm('LinesAdd', {lines: [{merchandiseId: VARIANT}], attributes})],
    ['LinesUpdate line', (attributes) => cartForm('LinesUpdate', {lines: [{id: LINE, quantity: 1, attributes}]})],
    ['LinesRemove', (attributes) => cartForm('LinesRemove', {lineIds: [LINE], attributes})],
    ['DiscountCodesUpdate', (attributes) => cartForm('DiscountCodesUpdate', {discountCodes: [], attributes})],
    ['NoteUpdate', (attributes) => cartForm('NoteUpdate', {note: 'x', attributes})],
    ['BuyerIdentityUpdate', (attributes) => cartForm('BuyerIdentityUpdate', {attributes})],
  ];
  const cases = bodies.flatMap(([action, body]) => KEYS.flatMap((key) => VALUES.map((value) => [action, key, value, body] as const)));
  test.each(cases)('%s with %j = %j → cartPrivateAttribute', (_action, key, value, body) => {
    expect(problemOf(body([{key: 'color', value: 'red'}, {key, value}]))).toBe('cartPrivateAttribute');
  });
});
