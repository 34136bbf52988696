// The order pages' URLs (app/commerce/order-urls.ts): an order's address round-trips to exactly its Storefront
// id, malformed addresses are none, the ownership rule compares ids whole, and list paging is read strictly.
import {describe, expect, test} from 'vitest';
import {isListedOrder, orderAddressFromUrl, orderGid, orderPath, ordersPageSearch, ordersPagingFrom, parseOrderGid} from '~/commerce/order-urls';

const search = (query: string) => new URLSearchParams(query);

describe('order addresses', () => {
  test('a Storefront order id becomes a path, and the path reads back as the same id', () => {
    const gid = 'gid://shopify/Order/450789469?key=b5c1e6a2f0d94c0f9d1e2a3b4c5d6e7f';
    const path = orderPath(gid)!;
    expect(path).toBe('/account/orders/450789469?key=b5c1e6a2f0d94c0f9d1e2a3b4c5d6e7f');
    const url = new URL(path, 'http://localhost');
    const address = orderAddressFromUrl(url.pathname.split('/').pop(), url.searchParams);
    expect(orderGid(address!)).toBe(gid);
  });

  test('an id without a key round-trips without one', () => {
    expect(orderPath('gid://shopify/Order/7')).toBe('/account/orders/7');
    expect(orderGid(orderAddressFromUrl('7', search(''))!)).toBe('gid://shopify/Order/7');
  });

  test('ids of other things, or with anything extra, have no order path', () => {
    for (const gid of [
      'gid://shopify/Product/7',
      'gid://shopify/Order/007',
      'gid://shopify/Order/7?key=',
      'gid://shopify/Order/7?key=a&x=1',
      'gid://shopify/Order/7/extra',
      ' gid://shopify/Order/7',
      'gid://shopify/Order/12345678901234567890',
    ]) {
      expect(parseOrderGid(gid), gid).toBeNull();
      expect(orderPath(gid), gid).toBeNull();
    }
  });

  test('malformed numbers and keys in the URL are no order', () => {
    const bad: [string | undefined, string][] = [
      [undefined, ''],
      ['', ''],
      ['0', ''],
      ['0123', ''],
      ['-5', ''],
      ['1e3', ''],
      ['12.0', ''],
      ['12345678901234567890', ''],
      ['gid://shopify/Order/1', ''],
      ['123', 'key='],
      ['123', 'key=a&key=b'],
      ['123', 'key=%3Cscript%3E'],
      ['123', `key=${'a'.repeat(129)}`],
      ['123', 'key=a%20b'],
    ];
    for (const [id, query] of bad) expect(orderAddressFromUrl(id, search(query)), `${id} ${query}`).toBeNull();
  });

  test('other query parameters are not part of the address', () => {
    expect(orderAddressFromUrl('123', search('key=abc&utm_source=mail'))).toEqual({number: '123', key: 'abc'});
  });
});

describe('the ownership rule', () => {
  const listed = ['gid://shopify/Order/1?key=aaa', 'gid://shopify/Order/2?key=bbb'];
  test('an order listed under the customer is theirs', () => {
    expect(isListedOrder('gid://shopify/Order/2?key=bbb', listed)).toBe(true);
  });
  test('the right number with another key, or no key, is not', () => {
    expect(isListedOrder('gid://shopify/Order/2?key=aaa', listed)).toBe(false);
    expect(isListedOrder('gid://shopify/Order/2', listed)).toBe(false);
  });
  test('an order not listed, or a customer without orders, is not', () => {
    expect(isListedOrder('gid://shopify/Order/3?key=ccc', listed)).toBe(false);
    expect(isListedOrder('gid://shopify/Order/1?key=aaa', [])).toBe(false);
  });
});

describe('list paging', () => {
  test('no parameters: the first page', () => {
    expect(ordersPagingFrom(search(''))).toEqual({cursor: null, direction: 'next', unreadable: false});
  });

  test('a cursor pages on; with direction=previous it pages back', () => {
    expect(ordersPagingFrom(search('cursor=eyJsYXN0X2lkIjoxMH0%3D'))).toEqual({cursor: 'eyJsYXN0X2lkIjoxMH0=', direction: 'next', unreadable: false});
    expect(ordersPagingFrom(search('cursor=abc&direction=previous'))).toEqual({cursor: 'abc', direction: 'previous', unreadable: false});
  });

  test('a cursor that is no cursor, repeated parameters, or an unknown direction: the first page, noted', () => {
    for (const query of ['cursor=', 'cursor=%3Cx%3E', `cursor=${'a'.repeat(513)}`, 'cursor=a&cursor=b', 'cursor=a&direction=sideways', 'direction=previous&direction=next&cursor=a', 'direction=previous']) {
      expect(ordersPagingFrom(search(query)), query).toEqual({cursor: null, direction: 'next', unreadable: true});
    }
  });

  test('the links write what the reader reads', () => {
    expect(ordersPagingFrom(new URLSearchParams(ordersPageSearch('ab+/=', 'next')))).toMatchObject({cursor: 'ab+/=', direction: 'next'});
    expect(ordersPagingFrom(new URLSearchParams(ordersPageSearch('xyz', 'previous')))).toMatchObject({cursor: 'xyz', direction: 'previous'});
  });
});
