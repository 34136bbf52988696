// The order pages as the shopper reads them (app/components/account/orders): the market's words, money and dates,
// semantic markup (a table with headers, <time>), tracking linked only over http(s), paging as plain links.
import {describe, expect, test} from 'vitest';
import {orderSummaryView, orderView} from '~/commerce/order-view';
import {OrderDetailPage} from '~/components/account/orders/OrderDetailPage';
import {OrdersListPage} from '~/components/account/orders/OrdersListPage';
import {OrdersSummary} from '~/components/account/orders/OrdersSummary';
import {ORDERS_STRINGS} from '~/components/account/orders/strings';
import {renderInRoute} from '../../support/render';
import {eur, orderLine, orderSummary, storefrontOrder} from '../../support/order-fixtures';

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('order detail', () => {
  const refunded = orderView(
    storefrontOrder({
      edited: true,
      financialStatus: 'PARTIALLY_REFUNDED',
      fulfillmentStatus: 'PARTIALLY_FULFILLED',
      currentSubtotalPrice: eur('29.99'),
      currentTotalPrice: eur('34.94'),
      totalRefunded: eur('29.99'),
      lineItems: {nodes: [orderLine({quantity: 2, currentQuantity: 1})]},
      successfulFulfillments: [
        {trackingCompany: 'DHL', trackingInfo: [{number: 'JD0001', url: 'https://dhl.example/JD0001'}, {number: 'JD0002', url: 'javascript:alert(1)'}]},
      ],
    }),
  );

  test('in German: statuses, dates in <time>, money in the market’s format, totals before and now', async () => {
    const html = await renderInRoute(<OrderDetailPage order={refunded} />, {marketId: 'de_de'});
    const words = text(html);
    expect(html).toContain('<h1');
    expect(words).toContain('Bestellung #1001');
    expect(words).toContain('Teilweise erstattet');
    expect(words).toContain('Teilweise versendet');
    expect(html).toContain('<time dateTime="2026-03-14T10:00:00Z">14 März 2026</time>');
    expect(words).toContain('Bei Bestellung');
    expect(words).toContain('Aktuell');
    expect(words).toContain('64,93 €');
    expect(words).toContain('34,94 €');
    expect(words).toContain('Erstattet');
    expect(words).toContain('bestellt: 2');
    expect(html).toMatch(/<th scope="col"[^>]*>Produkt<\/th>/);
  });

  test('tracking: an https URL is a link, a javascript: URL is plain text', async () => {
    const html = await renderInRoute(<OrderDetailPage order={refunded} />, {marketId: 'eu_en'});
    expect(html).toMatch(/<a href="https:\/\/dhl\.example\/JD0001"[^>]*rel="noopener noreferrer"/);
    expect(html).not.toContain('javascript:');
    expect(text(html)).toContain('JD0002');
  });

  test('an order neither edited nor refunded has one totals column', async () => {
    const html = await renderInRoute(<OrderDetailPage order={orderView(storefrontOrder())} />, {marketId: 'eu_en'});
    expect(text(html)).not.toContain(ORDERS_STRINGS.en.colOriginal);
    expect(text(html)).toContain('Order status at Shopify');
  });
});

describe('order list', () => {
  test('entries link to their order in the market’s words; paging is plain links', async () => {
    const page = {orders: [orderSummaryView(orderSummary(1014))], total: 14, next: 'e1005', previous: 's1014', note: null};
    const html = await renderInRoute(<OrdersListPage page={page} />, {marketId: 'fr_fr'});
    expect(html).toContain('href="/fr/compte/orders/1014?key=key1014"');
    expect(html).toContain('href="/fr/compte/orders?cursor=e1005"');
    expect(html).toContain('href="/fr/compte/orders?cursor=s1014&amp;direction=previous"');
    expect(text(html)).toContain('14 commandes au total');
  });

  test('no orders: the empty state; a bad page: the note', async () => {
    const empty = await renderInRoute(<OrdersListPage page={{orders: [], total: 0, next: null, previous: null, note: null}} />, {marketId: 'it_it'});
    expect(text(empty)).toContain(ORDERS_STRINGS.it.ordersEmpty);
    const noted = await renderInRoute(<OrdersListPage page={{orders: [], total: 0, next: null, previous: null, note: 'badPage'}} />);
    expect(text(noted)).toContain(ORDERS_STRINGS.nl.ordersBadPage);
  });
});

describe('overview summary', () => {
  test('the count among the newest 50, the newest orders and a link to all', async () => {
    const html = await renderInRoute(<OrdersSummary summary={{count: 50, more: true, latest: [orderSummaryView(orderSummary(2000))]}} />);
    expect(text(html)).toContain('Meer dan 50 bestellingen');
    expect(html).toContain('href="/account/orders/2000?key=key2000"');
    expect(html).toContain('href="/account/orders"');
  });
});

describe('one order is said in the singular (the count strings are plurals)', () => {
  const ONE = {
    nl_nl: ['1 bestelling in totaal', '1 bestelling'],
    de_de: ['1 Bestellung insgesamt', '1 Bestellung'],
    eu_en: ['1 order in total', '1 order'],
    it_it: ['1 ordine in totale', '1 ordine'],
    fr_fr: ['1 commande au total', '1 commande'],
  } as const;
  for (const [marketId, [total, summary]] of Object.entries(ONE)) {
    test(`${marketId}: the order list and the overview's summary for 1 order, and for 2`, async () => {
      const one = [orderSummaryView(orderSummary(1001))];
      const list = text(await renderInRoute(<OrdersListPage page={{orders: one, total: 1, next: null, previous: null, note: null}} />, {marketId}));
      expect(list).toContain(total);
      const overview = text(await renderInRoute(<OrdersSummary summary={{count: 1, more: false, latest: one}} />, {marketId}));
      expect(overview).toMatch(new RegExp(`(^| )${summary} `));
      const two = text(await renderInRoute(<OrdersSummary summary={{count: 2, more: false, latest: one}} />, {marketId}));
      expect(two).not.toMatch(new RegExp(`(^| )${summary} `));
      expect(two).toMatch(/ 2 \p{L}/u);
    });
  }
});
