// Issue 8 / README "Cart" limits table: the edges of every cart form check. Each bound is accepted at the limit
// and refused one past it; fields that may be absent or empty pass; anything that only looks like the right type
// (a file, an array that stringifies to a gid, a list entry that is no object) is refused before the Storefront.
import {describe, expect, test} from 'vitest';
import {parseCartForm, type CartProblem} from '~/commerce/cart-input';
import {checkoutRedirect, parseQuantity, safeRedirectPath} from '~/commerce/cart-rules';

const VARIANT = 'gid://shopify/ProductVariant/49100000000002';
const LINE = 'gid://shopify/CartLine/0b0f6a3c-5c1e-4a55?cart=c1-abc123';
const PLAN = 'gid://shopify/SellingPlan/710000001';

function form(fields: [string, string | Blob][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}
const cartForm = (action: string, inputs?: unknown, extra: [string, string | Blob][] = []) =>
  form([['cartFormInput', JSON.stringify(inputs === undefined ? {action} : {action, inputs})], ...extra]);
const problemOf = (data: FormData): CartProblem | null => {
  const parsed = parseCartForm(data);
  return parsed.ok ? null : parsed.problem;
};
const requestOf = (data: FormData) => {
  const parsed = parseCartForm(data);
  if (!parsed.ok) throw new Error(`refused: ${parsed.problem}`);
  return parsed.request;
};
const file = () => new File(['x'], 'x.txt', {type: 'text/plain'});
const attrs = (n: number) => Array.from({length: n}, (_, i) => ({key: `Key ${i}`, value: 'v'}));

describe('attributes (≤ 10 per line, private and gift-like keys refused first)', () => {
  test('a private key in an over-long list is reported as private, not as too many attributes', () => {
    const lines = [{merchandiseId: VARIANT, attributes: [...attrs(11), {key: '_bundle', value: 'x'}]}];
    expect(problemOf(cartForm('LinesAdd', {lines}))).toBe('cartPrivateAttribute');
  });
  test('a gift-like key without an underscore in an over-long list is reported as private', () => {
    const lines = [{merchandiseId: VARIANT, attributes: [...attrs(11), {key: 'x-gift', value: 'true'}]}];
    expect(problemOf(cartForm('LinesAdd', {lines}))).toBe('cartPrivateAttribute');
  });
  test('null attributes on the cart or on a line mean none', () => {
    expect(requestOf(cartForm('NoteUpdate', {note: 'hi', attributes: null}))).toEqual({kind: 'NoteUpdate', note: 'hi'});
    expect(requestOf(cartForm('LinesAdd', {lines: [{merchandiseId: VARIANT, attributes: null}]}))).toEqual({
      kind: 'LinesAdd',
      lines: [{merchandiseId: VARIANT, quantity: 1}],
    });
  });
});

describe('selling plans and line ids must be real strings of their shape', () => {
  test('an empty or null selling plan is a one-time purchase', () => {
    for (const sellingPlanId of ['', null]) {
      expect(requestOf(cartForm('LinesAdd', {lines: [{merchandiseId: VARIANT, sellingPlanId}]}))).toEqual({
        kind: 'LinesAdd',
        lines: [{merchandiseId: VARIANT, quantity: 1}],
      });
    }
  });
  test('a selling plan or line id sent as a list is refused, even when it reads like a gid', () => {
    expect(problemOf(cartForm('LinesAdd', {lines: [{merchandiseId: VARIANT, sellingPlanId: [PLAN]}]}))).toBe('cartInvalidRequest');
    expect(problemOf(cartForm('LinesRemove', {lineIds: [[LINE]]}))).toBe('cartInvalidRequest');
  });
  test('an update entry that is no object is refused', () => {
    expect(problemOf(cartForm('LinesUpdate', {lines: [null]}))).toBe('cartInvalidRequest');
    expect(problemOf(cartForm('LinesUpdate', {lines: ['x']}))).toBe('cartInvalidRequest');
  });
  test('an update that names a forged merchandise id is refused', () => {
    expect(problemOf(cartForm('LinesUpdate', {lines: [{id: LINE, quantity: 1, merchandiseId: 'gid://shopify/Product/1'}]}))).toBe(
      'cartInvalidMerchandise',
    );
    expect(requestOf(cartForm('LinesUpdate', {lines: [{id: LINE, quantity: 1, merchandiseId: VARIANT}]}))).toEqual({
      kind: 'LinesUpdate',
      lines: [{id: LINE, quantity: 1}],
    });
  });
});

describe('discount codes (5 per cart, each ≤ 255 characters)', () => {
  test('a code of 255 characters passes, 256 is refused', () => {
    const code = 'A'.repeat(255);
    expect(requestOf(cartForm('DiscountCodesUpdate', {discountCode: code}))).toEqual({kind: 'DiscountCodesUpdate', discountCodes: [code]});
    expect(problemOf(cartForm('DiscountCodesUpdate', {discountCode: `${code}B`}))).toBe('cartInvalidCode');
  });
  test('entering a code on a cart without codes sends exactly that code', () => {
    expect(requestOf(cartForm('DiscountCodesUpdate', {discountCode: 'WELCOME10'}))).toEqual({
      kind: 'DiscountCodesUpdate',
      discountCodes: ['WELCOME10'],
    });
  });
  test('README "Shopify\'s standard URLs": a control character anywhere in a code is refused, also leading or trailing where the trim would have dropped it', () => {
    const controls = [...Array.from({length: 0x20}, (_, n) => String.fromCharCode(n)), '\u007f'];
    for (const control of controls) {
      for (const code of [`${control}WELCOME10`, `WELCOME10${control}`, `WEL${control}COME10`, ` ${control} WELCOME10`]) {
        expect(problemOf(cartForm('DiscountCodesUpdate', {discountCode: code})), JSON.stringify(code)).toBe('cartInvalidCode');
      }
    }
  });
  test('spaces a shopper typed around a code in the form are dropped', () => {
    for (const code of [' WELCOME10', 'WELCOME10 ', '  WELCOME10  ', '\u00a0WELCOME10']) {
      expect(requestOf(cartForm('DiscountCodesUpdate', {discountCode: code})), JSON.stringify(code)).toEqual({kind: 'DiscountCodesUpdate', discountCodes: ['WELCOME10']});
    }
  });
  test('more than 5 kept codes are refused even when they are one code in different cases', () => {
    const kept = ['save', 'SAVE', 'Save', 'sAve', 'saVe', 'savE'];
    expect(problemOf(cartForm('DiscountCodesUpdate', {discountCodes: kept}))).toBe('cartTooManyCodes');
  });
});

describe('note and buyer identity forms', () => {
  test('a note form without a note clears the note', () => {
    expect(requestOf(cartForm('NoteUpdate', {}))).toEqual({kind: 'NoteUpdate', note: ''});
  });
  test('a form without inputs is read as empty inputs; inputs that are no object are refused', () => {
    expect(requestOf(cartForm('NoteUpdate'))).toEqual({kind: 'NoteUpdate', note: ''});
    expect(problemOf(cartForm('NoteUpdate', 'note'))).toBe('cartInvalidRequest');
    expect(problemOf(cartForm('NoteUpdate', ['note']))).toBe('cartInvalidRequest');
  });
  test('a buyer identity form without buyer identity passes (the market’s country is set by the server)', () => {
    expect(requestOf(cartForm('BuyerIdentityUpdate', {}))).toEqual({kind: 'BuyerIdentityUpdate'});
  });
  test('a file among the fields of a cart form is refused, even in a field no action reads', () => {
    expect(problemOf(cartForm('NoteUpdate', {}, [['note', file()]]))).toBe('cartInvalidRequest');
    expect(problemOf(cartForm('NoteUpdate', {note: 'hi'}, [['attachment', file()]]))).toBe('cartInvalidRequest');
    expect(problemOf(cartForm('NoteUpdate', {note: 'hi'}, [['attachment', 'text'], ['attachment', file()]]))).toBe('cartInvalidRequest');
  });
});

describe('our own forms', () => {
  test('a gift form whose variant id is a file is an invalid request', () => {
    expect(problemOf(form([['intent', 'gift'], ['variantId', file()]]))).toBe('cartInvalidRequest');
  });
  test('a bundle form takes 100 picks, not 101', () => {
    const picks = (n: number): [string, string][] => Array.from({length: n}, () => ['pick', 'item-1']);
    expect(requestOf(form([['intent', 'bundle'], ['product', 'mix-box'], ...picks(100)]))).toEqual({
      kind: 'bundle',
      productHandle: 'mix-box',
      picks: {'item-1': 100},
      frequency: null,
    });
    expect(problemOf(form([['intent', 'bundle'], ['product', 'mix-box'], ...picks(101)]))).toBe('cartBundleInvalid');
  });
  test('a bundle frequency of 120 characters passes, 121 is refused', () => {
    const bundle = (frequency: string) => form([['intent', 'bundle'], ['product', 'mix-box'], ['pick', 'a'], ['frequency', frequency]]);
    expect(requestOf(bundle('w'.repeat(120)))).toMatchObject({frequency: 'w'.repeat(120)});
    expect(problemOf(bundle('w'.repeat(121)))).toBe('cartInvalidRequest');
  });
});

describe('cart rules: quantities, redirects, checkout (issue 4)', () => {
  test('quantities of several digits up to 250 are whole numbers; surrounding blanks are ignored', () => {
    expect(parseQuantity('12', 1)).toBe(12);
    expect(parseQuantity('250', 1)).toBe(250);
    expect(parseQuantity(' 3 ', 1)).toBe(3);
  });
  test('a double slash later in a path is no protocol-relative redirect', () => {
    expect(safeRedirectPath('/de/cart//x', 'https://shop.example')).toBe('/de/cart//x');
  });
  test('an http checkout URL on the checkout host is kept; another scheme is refused', () => {
    expect(checkoutRedirect('http://checkout.example/c/1', 'checkout.example', 'nl')).toBe('http://checkout.example/c/1?locale=nl');
    expect(checkoutRedirect('xhttp://checkout.example/c/1', 'checkout.example', 'nl')).toBeNull();
  });
});
