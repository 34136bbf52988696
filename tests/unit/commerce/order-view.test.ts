// What the order pages show (app/commerce/order-view.ts; spec §3 Order, Order line item; issue 10 item 3).
import {describe, expect, test} from 'vitest';
import {
  cancelReasonWord,
  discountView,
  financialStatusWord,
  fulfillmentStatusWord,
  lineView,
  orderSummaryView,
  orderTotals,
  orderView,
  safeHttpUrl,
  trackingEntries,
} from '~/commerce/order-view';
import type {OrderDiscountApplicationFragment} from '~graphql/storefront/storefront.generated';
import {eur, orderLine, orderSummary, storefrontOrder} from '../../support/order-fixtures';

describe('statuses as word keys', () => {
  test('every Storefront status is its own key; an unknown or missing one is UNKNOWN', () => {
    expect(financialStatusWord('PARTIALLY_REFUNDED')).toBe('PARTIALLY_REFUNDED');
    expect(fulfillmentStatusWord('IN_PROGRESS')).toBe('IN_PROGRESS');
    expect(cancelReasonWord('INVENTORY')).toBe('INVENTORY');
    expect(financialStatusWord(null)).toBe('UNKNOWN');
    expect(fulfillmentStatusWord(undefined)).toBe('UNKNOWN');
    expect(financialStatusWord('SOMETHING_NEW')).toBe('UNKNOWN');
    expect(cancelReasonWord('constructor')).toBe('UNKNOWN');
  });
});

describe('the totals table', () => {
  test('an order neither edited nor refunded shows one column: subtotal, shipping, tax, total', () => {
    const totals = orderTotals(storefrontOrder());
    expect(totals.compare).toBe(false);
    expect(totals.refunded).toBeNull();
    expect(totals.rows.map((row) => [row.key, row.current?.amount])).toEqual([
      ['subtotal', '59.98'],
      ['shipping', '4.95'],
      ['tax', '5.36'],
      ['total', '64.93'],
    ]);
  });

  test('an edited order compares the totals when ordered with those now', () => {
    const totals = orderTotals(
      storefrontOrder({
        edited: true,
        currentSubtotalPrice: eur('29.99'),
        currentTotalTax: eur('2.68'),
        currentTotalPrice: eur('34.94'),
      }),
    );
    expect(totals.compare).toBe(true);
    expect(totals.rows.find((row) => row.key === 'subtotal')).toEqual({key: 'subtotal', original: eur('59.98'), current: eur('29.99')});
    expect(totals.rows.find((row) => row.key === 'total')).toEqual({key: 'total', original: eur('64.93'), current: eur('34.94')});
  });

  test('a refunded order compares too, and says what was refunded', () => {
    const totals = orderTotals(storefrontOrder({totalRefunded: eur('64.93'), currentTotalPrice: eur('0.00')}));
    expect(totals.compare).toBe(true);
    expect(totals.refunded).toEqual(eur('64.93'));
  });

  test('a refund of nothing ("0.0") is no refund', () => {
    expect(orderTotals(storefrontOrder({totalRefunded: eur('0.00')})).refunded).toBeNull();
  });

  test('duties show only when the order had any, before or now', () => {
    expect(orderTotals(storefrontOrder()).rows.some((row) => row.key === 'duties')).toBe(false);
    const withDuties = orderTotals(storefrontOrder({originalTotalDuties: eur('3.00'), currentTotalDuties: null}));
    expect(withDuties.rows.find((row) => row.key === 'duties')).toEqual({key: 'duties', original: eur('3.00'), current: null});
  });
});

describe('lines', () => {
  test('a line that lost items since it was ordered says so; an untouched one does not', () => {
    expect(lineView(orderLine({quantity: 3, currentQuantity: 1}))).toMatchObject({quantity: 3, currentQuantity: 1, quantityChanged: true});
    expect(lineView(orderLine({quantity: 2, currentQuantity: 0}))).toMatchObject({currentQuantity: 0, quantityChanged: true});
    expect(lineView(orderLine()).quantityChanged).toBe(false);
  });

  test('the shopper’s attributes show; the shop’s `_` markers do not, and a gift marker makes the line a gift', () => {
    const line = lineView(
      orderLine({
        customAttributes: [
          {key: 'Engraving', value: 'Go Anna'},
          {key: '_gift', value: 'true'},
          {key: '_internal', value: 'x'},
          {key: 'Empty', value: null},
        ],
      }),
    );
    expect(line.attributes).toEqual([{key: 'Engraving', value: 'Go Anna'}]);
    expect(line.gift).toBe(true);
    expect(lineView(orderLine()).gift).toBe(false);
  });

  test('discounts of a line: each allocation with its code or title; the original price shown only when lowered', () => {
    const code: OrderDiscountApplicationFragment = {
      __typename: 'DiscountCodeApplication',
      code: 'WELCOME10',
      allocationMethod: 'ACROSS',
      targetSelection: 'ALL',
      targetType: 'LINE_ITEM',
      value: {__typename: 'PricingPercentageValue', percentage: 10},
    };
    const line = lineView(
      orderLine({
        discountAllocations: [{allocatedAmount: eur('6.00'), discountApplication: code}],
        originalTotalPrice: eur('59.98'),
        discountedTotalPrice: eur('53.98'),
      }),
    );
    expect(line.discounts).toEqual([{kind: 'code', label: 'WELCOME10', amount: eur('6.00')}]);
    expect([line.discounted, line.originalTotal, line.discountedTotal]).toEqual([true, eur('59.98'), eur('53.98')]);
    expect(lineView(orderLine({originalTotalPrice: eur('10.0'), discountedTotalPrice: eur('10.00')})).discounted).toBe(false);
  });

  test('a variant called "Default Title" is no variant title; a missing variant leaves title and sku out', () => {
    const base = orderLine();
    expect(lineView(orderLine({variant: {...base.variant!, title: 'Default Title'}})).variantTitle).toBeNull();
    expect(lineView(orderLine({variant: null}))).toMatchObject({variantTitle: null, sku: null, title: 'Whey protein'});
  });
});

describe('discount applications', () => {
  const base = {allocationMethod: 'ACROSS', targetSelection: 'ALL'} as const;
  test('a code, an automatic discount on shipping, a fixed manual amount', () => {
    expect(
      discountView({...base, __typename: 'DiscountCodeApplication', code: ' SPRING ', targetType: 'LINE_ITEM', value: {__typename: 'PricingPercentageValue', percentage: 15}}),
    ).toEqual({kind: 'code', label: 'SPRING', value: {type: 'percentage', percentage: 15}, target: 'items'});
    expect(
      discountView({...base, __typename: 'AutomaticDiscountApplication', title: 'Free shipping', targetType: 'SHIPPING_LINE', value: {__typename: 'PricingPercentageValue', percentage: 100}}),
    ).toMatchObject({kind: 'automatic', label: 'Free shipping', target: 'shipping'});
    expect(
      discountView({...base, __typename: 'ManualDiscountApplication', title: '', targetType: 'LINE_ITEM', value: {__typename: 'MoneyV2', ...eur('5.00')}}),
    ).toEqual({kind: 'manual', label: null, value: {type: 'amount', money: eur('5.00')}, target: 'items'});
  });
});

describe('tracking', () => {
  test('one entry per tracking number, linked only when the URL is http(s)', () => {
    const entries = trackingEntries([
      {
        trackingCompany: 'PostNL',
        trackingInfo: [
          {number: '3S1', url: 'https://postnl.example/3S1'},
          {number: '3S2', url: 'javascript:alert(1)'},
          {number: '3S3', url: 'data:text/html,hi'},
          {number: '3S4', url: 'http://tracking.example/3S4'},
          {number: '3S5', url: '/relative'},
        ],
      },
    ]);
    expect(entries).toEqual([
      {company: 'PostNL', number: '3S1', url: 'https://postnl.example/3S1'},
      {company: 'PostNL', number: '3S2', url: null},
      {company: 'PostNL', number: '3S3', url: null},
      {company: 'PostNL', number: '3S4', url: 'http://tracking.example/3S4'},
      {company: 'PostNL', number: '3S5', url: null},
    ]);
  });

  test('a fulfilment without numbers shows its carrier; one with nothing at all shows nothing', () => {
    expect(trackingEntries([{trackingCompany: 'DHL', trackingInfo: []}])).toEqual([{company: 'DHL', number: null, url: null}]);
    expect(trackingEntries([{trackingCompany: null, trackingInfo: [{number: ' ', url: null}]}])).toEqual([]);
    expect(trackingEntries(null)).toEqual([]);
  });

  test('safeHttpUrl refuses everything but absolute http(s) URLs', () => {
    expect(safeHttpUrl('HTTPS://Shop.example/a')).toBe('https://shop.example/a');
    for (const bad of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'vbscript:x', 'mailto:a@b.c', '//evil.example', 'not a url', '', null]) {
      expect(safeHttpUrl(bad)).toBeNull();
    }
  });
});

describe('the whole order', () => {
  test('a cancelled order carries its date and reason; its status page only when http(s)', () => {
    const view = orderView(
      storefrontOrder({canceledAt: '2026-03-15T09:00:00Z', cancelReason: 'CUSTOMER', financialStatus: 'VOIDED', statusUrl: 'javascript:alert(1)'}),
    );
    expect(view.cancelled).toEqual({at: '2026-03-15T09:00:00Z', reason: 'CUSTOMER'});
    expect(view.financialStatus).toBe('VOIDED');
    expect(view.statusUrl).toBeNull();
  });

  test('addresses: formatted lines, name, company and phone; an empty address is none', () => {
    const view = orderView(storefrontOrder({billingAddress: {id: 'b', name: null, company: null, formatted: [' '], phone: null}}));
    expect(view.shippingAddress).toEqual({
      name: 'Anna de Vries',
      company: 'Fuel BV',
      lines: ['Damrak 1', '1012 LG Amsterdam', 'Netherlands'],
      phone: '+31 20 123 4567',
    });
    expect(view.billingAddress).toBeNull();
  });

  test('a summary links to the order by its number and key', () => {
    expect(orderSummaryView(orderSummary(1002, {canceledAt: '2026-01-01T00:00:00Z'}))).toMatchObject({
      path: '/account/orders/1002?key=key1002',
      name: '#1002',
      cancelled: true,
      total: eur('64.93'),
    });
    expect(orderSummaryView(orderSummary(1003, {id: 'gid://shopify/Product/1'})).path).toBeNull();
  });
});
