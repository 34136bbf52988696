import {describe, expect, test} from 'vitest';
import {addressFromForm, ownAddressId, publicAddressId, withPublicAddressIds} from '~/commerce/account-addresses';
import {accountLinkParts, storeLinkFromUrl, storeLinkUrl} from '~/commerce/account-links';
import {loginTarget, ownSitePath} from '~/commerce/login-target';

describe('where a login goes', () => {
  const checkout = (value: unknown) => (value === 'https://checkout.example.com/cart/c/abc?key=k' ? (value as string) : null);

  test('a checkout URL the rule accepts, then a path on our own site, else the account page', () => {
    expect(loginTarget({checkoutUrl: 'https://checkout.example.com/cart/c/abc?key=k', returnTo: '/de'}, checkout, '/account')).toBe(
      'https://checkout.example.com/cart/c/abc?key=k',
    );
    expect(loginTarget({checkoutUrl: 'https://evil.example/cart/c/abc', returnTo: '/de/produkte?x=1#y'}, checkout, '/account')).toBe('/de/produkte?x=1#y');
    expect(loginTarget({checkoutUrl: null, returnTo: null}, checkout, '/de/konto')).toBe('/de/konto');
  });

  test.each([
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['evil.example'],
    ['/ok\nSet-Cookie: x'],
    ['/%0d%0a'.replace('%0d%0a', '\r\n')],
    [''],
    [42],
    ['/' + 'a'.repeat(3000)],
    ['/.//evil.example'],
    ['/..//evil.example'],
    ['/%2e%2e//evil.example'],
    ['/a/..//evil.example/x'],
  ])('%j is no path of ours', (value) => {
    expect(ownSitePath(value)).toBeNull();
  });

  test('paths of ours stay as they are', () => {
    expect(ownSitePath('/')).toBe('/');
    expect(ownSitePath('/' + 'a'.repeat(2047))).toBe('/' + 'a'.repeat(2047));
    expect(ownSitePath('x/account')).toBeNull();
    expect(ownSitePath('/fr-be/compte/orders?cursor=a%2Bb')).toBe('/fr-be/compte/orders?cursor=a%2Bb');
  });
});

describe('activation and reset links', () => {
  test('a customer number and a token, strictly', () => {
    expect(accountLinkParts('1234', 'abc_DEF-9')).toEqual({customerId: 'gid://shopify/Customer/1234', token: 'abc_DEF-9', number: '1234'});
    for (const [id, token] of [
      ['0', 'abc'],
      ['12a', 'abc'],
      ['1', 'a b'],
      ['1', 'a/b'],
      ['1', ''],
      ['1'.repeat(21), 'abc'],
      [undefined, 'abc'],
      ['1', undefined],
      [1, 'abc'],
    ]) {
      expect(accountLinkParts(id, token)).toBeNull();
    }
  });

  test('the store’s URL of a link, https unless the domain names its scheme', () => {
    const link = accountLinkParts('7', 'tok')!;
    expect(storeLinkUrl('shop.myshopify.com', 'activate', link)).toBe('https://shop.myshopify.com/account/activate/7/tok');
    expect(storeLinkUrl('http://127.0.0.1:4100/', 'reset', link)).toBe('http://127.0.0.1:4100/account/reset/7/tok');
    expect(storeLinkUrl('https://shop.example//', 'reset', link)).toBe('https://shop.example/account/reset/7/tok');
    expect(storeLinkUrl('shop.example/http://x', 'reset', link)).toBe('https://shop.example/http://x/account/reset/7/tok');
  });
});

describe('a whole reset link handed to the page', () => {
  test('the store’s link shape over http(s), query and fragment dropped', () => {
    expect(storeLinkFromUrl('https://shop.example/account/reset/12/abc-1?x=1#y', 'reset')).toBe('https://shop.example/account/reset/12/abc-1');
    expect(storeLinkFromUrl('http://127.0.0.1:4100/account/activate/7/tok', 'activate')).toBe('http://127.0.0.1:4100/account/activate/7/tok');
  });

  test.each([
    'javascript:alert(1)//account/reset/1/a',
    'https://user:pw@shop.example/account/reset/1/a',
    'https://shop.example/account/activate/1/a',
    'https://shop.example/account/reset/01/a',
    'https://shop.example/account/reset/1/a/b',
    'https://shop.example/account/reset/1/a%20b',
    '/account/reset/1/a',
    'ftp://shop.example/account/reset/1/a',
    'https://shop.example/account/reset/1/' + 'a'.repeat(3000),
    'xhttps://shop.example/account/reset/1/a',
    'https://shop.example/account/reset/1/' + 'a'.repeat(2048 - 'https://shop.example/account/reset/1/'.length),
    null,
  ])('%j is no reset link', (value) => {
    expect(storeLinkFromUrl(value, 'reset')).toBeNull();
  });
});

describe('the address book', () => {
  const REAL = 'gid://shopify/MailingAddress/11?model_name=CustomerAddress&customer_access_token=SECRET';

  test('pages hold ids without the access token', () => {
    expect(publicAddressId(REAL)).toBe('gid://shopify/MailingAddress/11?model_name=CustomerAddress');
    expect(publicAddressId('gid://shopify/MailingAddress/11')).toBe('gid://shopify/MailingAddress/11');
    expect(publicAddressId('gid://shopify/MailingAddress/11?customer_access_token=SECRET')).toBe('gid://shopify/MailingAddress/11');
  });

  test('a customer as a page holds it: no address id, default or other, carries the token', () => {
    const customer = {email: 'a@b.example', defaultAddress: {id: REAL, city: 'A'}, addresses: {nodes: [{id: REAL}, {id: `${REAL}2`}]}};
    const shown = withPublicAddressIds(customer);
    expect(JSON.stringify(shown)).not.toContain('SECRET');
    expect(shown.defaultAddress).toEqual({id: 'gid://shopify/MailingAddress/11?model_name=CustomerAddress', city: 'A'});
    expect(shown.email).toBe('a@b.example');
    expect(withPublicAddressIds({defaultAddress: null, addresses: {nodes: []}}).defaultAddress).toBeNull();
  });

  test('a form’s id is used only when it is one of the customer’s own addresses', () => {
    const own = [{id: REAL}, {id: 'gid://shopify/MailingAddress/12'}];
    expect(ownAddressId('gid://shopify/MailingAddress/11?model_name=CustomerAddress', own)).toBe(REAL);
    expect(ownAddressId('gid://shopify/MailingAddress/12', own)).toBe('gid://shopify/MailingAddress/12');
    expect(ownAddressId('gid://shopify/MailingAddress/99', own)).toBeNull();
    expect(ownAddressId(REAL, own)).toBeNull();
    expect(ownAddressId(null, own)).toBeNull();
    expect(ownAddressId('', [{id: ''}])).toBeNull();
    expect(ownAddressId(7, [{id: '7'}])).toBeNull();
    const long = 'x'.repeat(501);
    expect(ownAddressId(long, [{id: long}])).toBeNull();
    expect(ownAddressId('x'.repeat(500), [{id: 'x'.repeat(500)}])).toBe('x'.repeat(500));
    expect(publicAddressId('?customer_access_token=T')).toBe('');
  });

  test('address forms are trimmed and bounded', () => {
    const form = new FormData();
    form.set('city', '  Utrecht ');
    form.set('zip', 'x'.repeat(400));
    const address = addressFromForm(form);
    expect(address.city).toBe('Utrecht');
    expect(address.zip).toHaveLength(255);
    expect(address.country).toBe('');
  });
});
