// The signed-in customer's order pages (app/commerce/customer-orders.server.ts and the two routes; issue 10 item 3):
// the route loaders run with the app's real load context for the URL, its session and Storefront replaced by fakes
// answering like the Storefront, and once against the local Storefront's demo customers. Another customer's order
// is a 404 like any unknown order; signed-out visitors go to the login page; nothing is cached.
import {CacheNone} from '@shopify/hydrogen';
import {afterEach, describe, expect, test, vi} from 'vitest';
import {ORDERS_PAGE_SIZE, loadOrdersSummary} from '~/commerce/customer-orders.server';
import {createCustomerSession, type CustomerSession} from '~/commerce/customer-session.server';
import {StorefrontError} from '~/commerce/storefront.server';
import {loader as orderLoader} from '~/routes/($locale).account.orders.$id';
import {loader as ordersLoader} from '~/routes/($locale).account.orders._index';
import {
  CUSTOMER_ORDER_IDS_QUERY,
  CUSTOMER_ORDER_QUERY,
  CUSTOMER_ORDERS_QUERY,
  CUSTOMER_ORDERS_SUMMARY_QUERY,
} from '~graphql/storefront/customer-orders';
import {SESSION_CUSTOMER_QUERY} from '~graphql/storefront/customer';
import type {CustomerOrdersQuery, CustomerOrdersSummaryQuery} from '~graphql/storefront/storefront.generated';
import {settle, useAppHarness} from '../../support/app-context';
import {customerOrderAnswer, orderGidOf, orderSummary, storefrontOrder} from '../../support/order-fixtures';

const app = useAppHarness();
afterEach(() => vi.restoreAllMocks());

const TOKEN = {accessToken: 'annas-token', expiresAt: '2099-01-01T00:00:00Z'};
const ANNA = {
  id: 'gid://shopify/Customer/1',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'de Vries',
  displayName: 'Anna de Vries',
  phone: null,
  acceptsMarketing: false,
};

type Answer = (variables: Record<string, unknown>) => unknown;

/**
 * A signed-in (or, with `token: null`, signed-out) visitor of `path`: the app's context for the URL, the session
 * holding the token, and a Storefront that answers each document with the given function.
 */
async function visit(path: string, answers: Map<string, Answer>, token: typeof TOKEN | null = TOKEN) {
  const request = app.request(path);
  const context = await app.context(request);
  const session: CustomerSession = {
    token: async () => token,
    setToken: () => {},
    clear: vi.fn(),
    isPending: false,
    commit: async () => '',
  };
  const query = vi.fn(async (document: string, options: {variables: Record<string, unknown>; cache?: unknown}) => {
    if (document === SESSION_CUSTOMER_QUERY) return {customer: ANNA};
    const answer = answers.get(document);
    if (!answer) throw new Error('unexpected document');
    return answer(options.variables);
  });
  Object.assign(context, {session, storefront: {...context.storefront, query}});
  const url = new URL(request.url);
  const params = (locale?: string) => ({...(locale ? {locale} : {}), id: url.pathname.split('/').pop()});
  return {request, context, session, query, params};
}

const orderCalls = (query: ReturnType<typeof vi.fn>, document: string) =>
  query.mock.calls.filter(([called]) => called === document).map(([, options]) => options);

describe('order detail: only the session customer’s own orders', () => {
  const own = storefrontOrder({id: orderGidOf(1001, 'aaa'), name: '#1001'});
  const othersOrder = storefrontOrder({id: orderGidOf(2002, 'zzz'), name: '#2002'});
  // The real Storefront resolves an order's node for anyone who holds its id with its key.
  const nodes: Record<string, ReturnType<typeof storefrontOrder>> = {[own.id]: own, [othersOrder.id]: othersOrder};
  const annasIds = [orderGidOf(1000, 'xxx'), own.id];
  const answers = new Map<string, Answer>([[CUSTOMER_ORDER_QUERY, (variables) => customerOrderAnswer(nodes[variables.orderId as string] ?? null, annasIds)]]);

  test('her own order: its page, private and never stored', async () => {
    const {request, context, params, query} = await visit('/account/orders/1001?key=aaa', answers);
    const answer = await settle(() => orderLoader({request, context, params: params()}));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    expect(answer.body).toMatchObject({title: 'Bestelling #1001', order: {name: '#1001', number: 1001, financialStatus: 'PAID'}});
    expect(orderCalls(query, CUSTOMER_ORDER_QUERY)).toEqual([
      {variables: {customerAccessToken: TOKEN.accessToken, orderId: own.id}, cache: CacheNone()},
    ]);
  });

  test('another customer’s order, id and key both right: 404, exactly like an order that does not exist', async () => {
    const {request, context, params} = await visit('/account/orders/2002?key=zzz', answers);
    const other = await settle(() => orderLoader({request, context, params: params()}));
    const missing = await visit('/account/orders/3003?key=qqq', answers);
    const none = await settle(() => orderLoader({request: missing.request, context: missing.context, params: missing.params()}));
    expect([other.status, none.status]).toEqual([404, 404]);
    expect(other.body).toEqual(none.body);
    expect(JSON.stringify(other.body)).not.toContain('2002');
  });

  test('in the German market’s words too', async () => {
    const {request, context, params} = await visit('/de/konto/orders/2002?key=zzz', answers);
    expect((await settle(() => orderLoader({request, context, params: params('de')}))).status).toBe(404);
    const mine = await visit('/de/konto/orders/1001?key=aaa', answers);
    const answer = await settle(() => orderLoader({request: mine.request, context: mine.context, params: mine.params('de')}));
    expect(answer.body).toMatchObject({title: 'Bestellung #1001'});
  });

  test('her own order number with a key that is not its key: 404', async () => {
    const lenient = new Map<string, Answer>([
      // Even a Storefront that resolved the order by its number alone: the id listed under her has another key.
      [CUSTOMER_ORDER_QUERY, () => customerOrderAnswer({...own, id: orderGidOf(1001, 'bbb')}, annasIds)],
    ]);
    const {request, context, params} = await visit('/account/orders/1001?key=bbb', lenient);
    expect((await settle(() => orderLoader({request, context, params: params()}))).status).toBe(404);
  });

  test('a malformed address is a 404 and never reaches the Storefront', async () => {
    for (const path of ['/account/orders/0001?key=aaa', '/account/orders/abc', '/account/orders/1001?key=a&key=b', '/account/orders/1001?key=%3Cx%3E']) {
      const {request, context, params, query} = await visit(path, answers);
      expect((await settle(() => orderLoader({request, context, params: params()}))).status, path).toBe(404);
      expect(orderCalls(query, CUSTOMER_ORDER_QUERY), path).toEqual([]);
    }
  });

  test('an id the Storefront refuses to read: 404, not an error page', async () => {
    const refusing = new Map<string, Answer>([
      [CUSTOMER_ORDER_QUERY, () => Promise.reject(new StorefrontError('Invalid global id', ['BAD_REQUEST']))],
    ]);
    const {request, context, params} = await visit('/account/orders/1001?key=aaa', refusing);
    expect((await settle(() => orderLoader({request, context, params: params()}))).status).toBe(404);
  });

  test('an order older than her newest 250: found in the later pages of her orders', async () => {
    const old = storefrontOrder({id: orderGidOf(5, 'old'), name: '#5'});
    const first250 = Array.from({length: 250}, (_, index) => orderGidOf(10_000 + index));
    const paged = new Map<string, Answer>([
      [CUSTOMER_ORDER_QUERY, () => customerOrderAnswer(old, first250, {hasNextPage: true, endCursor: 'c250'})],
      [
        CUSTOMER_ORDER_IDS_QUERY,
        (variables) =>
          variables.after === 'c250'
            ? {customer: {id: ANNA.id, orders: {nodes: [{id: orderGidOf(6)}], pageInfo: {hasNextPage: true, endCursor: 'c500'}}}}
            : {customer: {id: ANNA.id, orders: {nodes: [{id: old.id}], pageInfo: {hasNextPage: false, endCursor: null}}}},
      ],
    ]);
    const {request, context, params, query} = await visit('/account/orders/5?key=old', paged);
    expect((await settle(() => orderLoader({request, context, params: params()}))).status).toBe(200);
    expect(orderCalls(query, CUSTOMER_ORDER_IDS_QUERY)).toEqual([
      {variables: {customerAccessToken: TOKEN.accessToken, after: 'c250'}, cache: CacheNone()},
      {variables: {customerAccessToken: TOKEN.accessToken, after: 'c500'}, cache: CacheNone()},
    ]);
  });

  test('signed out: to the login page, coming back to the order; the order is not looked up', async () => {
    const {request, context, params, query} = await visit('/de/konto/orders/1001?key=aaa', answers, null);
    const answer = await settle(() => orderLoader({request, context, params: params('de')}));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe(`/de/konto/login?return_to=${encodeURIComponent('/de/konto/orders/1001?key=aaa')}`);
    expect(query).not.toHaveBeenCalled();
  });

  test('a token the Storefront stopped knowing between two calls: signed out, to the login page', async () => {
    const gone = new Map<string, Answer>([[CUSTOMER_ORDER_QUERY, () => ({customer: null, order: own})]]);
    const {request, context, params, session} = await visit('/account/orders/1001?key=aaa', gone);
    const answer = await settle(() => orderLoader({request, context, params: params()}));
    expect(answer.status).toBe(302);
    expect(session.clear).toHaveBeenCalled();
  });
});

describe('the order list', () => {
  type PageInfo = NonNullable<CustomerOrdersQuery['customer']>['orders']['pageInfo'];
  const page = (numbers: number[], pageInfo: Partial<PageInfo> = {}): CustomerOrdersQuery => ({
    customer: {
      id: ANNA.id,
      numberOfOrders: '14',
      orders: {
        nodes: numbers.map((number) => orderSummary(number)),
        pageInfo: {hasNextPage: false, hasPreviousPage: false, startCursor: `s${numbers[0]}`, endCursor: `e${numbers.at(-1)}`, ...pageInfo},
      },
    },
  });
  const newest = [1014, 1013, 1012, 1011, 1010, 1009, 1008, 1007, 1006, 1005];

  test('the first page: ten newest, a link to older ones, private', async () => {
    const answers = new Map<string, Answer>([[CUSTOMER_ORDERS_QUERY, () => page(newest, {hasNextPage: true})]]);
    const {request, context, query} = await visit('/account/orders', answers);
    const answer = await settle(() => ordersLoader({request, context, params: {}}));
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    expect(answer.body).toMatchObject({title: 'Bestellingen', page: {total: 14, next: 'e1005', previous: null, note: null}});
    expect((answer.body as {page: {orders: {path: string}[]}}).page.orders[0]!.path).toBe('/account/orders/1014?key=key1014');
    expect(orderCalls(query, CUSTOMER_ORDERS_QUERY)).toEqual([
      {variables: {customerAccessToken: TOKEN.accessToken, first: ORDERS_PAGE_SIZE}, cache: CacheNone()},
    ]);
  });

  test('older orders by cursor; newer ones by cursor and direction=previous; each links back the other way', async () => {
    const answers = new Map<string, Answer>([[CUSTOMER_ORDERS_QUERY, () => page([1004, 1003, 1002, 1001])]]);
    const older = await visit('/account/orders?cursor=e1005', answers);
    const answer = await settle(() => ordersLoader({request: older.request, context: older.context, params: {}}));
    expect(orderCalls(older.query, CUSTOMER_ORDERS_QUERY)[0]).toMatchObject({variables: {first: 10, after: 'e1005'}});
    // Relay may say false for the side a connection was not paged from: having come from there, it exists.
    expect(answer.body).toMatchObject({page: {previous: 's1004', next: null}});

    const newer = await visit('/account/orders?cursor=s1004&direction=previous', new Map([[CUSTOMER_ORDERS_QUERY, () => page(newest)]]));
    const back = await settle(() => ordersLoader({request: newer.request, context: newer.context, params: {}}));
    expect(orderCalls(newer.query, CUSTOMER_ORDERS_QUERY)[0]).toMatchObject({variables: {last: 10, before: 's1004'}});
    expect(back.body).toMatchObject({page: {next: 'e1005'}});
  });

  test('a cursor the Storefront cannot place: the first page with a note, never an error', async () => {
    const answers = new Map<string, Answer>([
      [CUSTOMER_ORDERS_QUERY, (variables) => (variables.after ? Promise.reject(new StorefrontError('Invalid cursor', ['BAD_REQUEST'])) : page(newest))],
    ]);
    const {request, context} = await visit('/account/orders?cursor=bm9wZQ', answers);
    const answer = await settle(() => ordersLoader({request, context, params: {}}));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({page: {note: 'badPage', previous: null}});
  });

  test('a cursor that is no cursor at all is not sent: the first page with a note', async () => {
    const answers = new Map<string, Answer>([[CUSTOMER_ORDERS_QUERY, () => page(newest)]]);
    const {request, context, query} = await visit('/account/orders?cursor=%3Cscript%3E', answers);
    const answer = await settle(() => ordersLoader({request, context, params: {}}));
    expect(answer.body).toMatchObject({page: {note: 'badPage'}});
    expect(orderCalls(query, CUSTOMER_ORDERS_QUERY)[0]).toMatchObject({variables: {first: 10}});
    expect(orderCalls(query, CUSTOMER_ORDERS_QUERY)[0]!.variables).not.toHaveProperty('after');
  });

  test('a cursor past the end (orders gone since): the first page with a note', async () => {
    const answers = new Map<string, Answer>([[CUSTOMER_ORDERS_QUERY, (variables) => (variables.after ? page([]) : page(newest))]]);
    const {request, context} = await visit('/account/orders?cursor=ZW5k', answers);
    const answer = await settle(() => ordersLoader({request, context, params: {}}));
    expect(answer.body).toMatchObject({page: {note: 'badPage', orders: expect.arrayContaining([expect.objectContaining({number: 1014})])}});
  });

  test('no orders: an empty page without paging links', async () => {
    const {request, context} = await visit('/account/orders', new Map([[CUSTOMER_ORDERS_QUERY, () => ({customer: {id: ANNA.id, numberOfOrders: '0', orders: {nodes: [], pageInfo: {hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null}}}})]]));
    const answer = await settle(() => ordersLoader({request, context, params: {}}));
    expect(answer.body).toMatchObject({page: {orders: [], total: 0, next: null, previous: null, note: null}});
  });
});

describe('the overview’s orders summary', () => {
  const summary = (count: number, hasNextPage: boolean): CustomerOrdersSummaryQuery => ({
    customer: {id: ANNA.id, orders: {nodes: Array.from({length: count}, (_, index) => orderSummary(2000 - index)), pageInfo: {hasNextPage}}},
  });

  test('counts the newest 50 and shows the newest few', async () => {
    const query = vi.fn(async () => summary(50, true));
    const result = await loadOrdersSummary({storefront: {query}} as never, TOKEN, 3);
    expect(result).toMatchObject({count: 50, more: true});
    expect(result!.latest.map((order) => order.number)).toEqual([2000, 1999, 1998]);
    expect(query).toHaveBeenCalledWith(CUSTOMER_ORDERS_SUMMARY_QUERY, {variables: {customerAccessToken: TOKEN.accessToken}, cache: CacheNone()});
  });

  test('no orders: a count of 0; a token no longer known: null', async () => {
    expect(await loadOrdersSummary({storefront: {query: async () => summary(0, false)}} as never, TOKEN)).toEqual({count: 0, more: false, latest: []});
    expect(await loadOrdersSummary({storefront: {query: async () => ({customer: null})}} as never, TOKEN)).toBeNull();
  });
});

describe('against the local Storefront’s demo customers', () => {
  /** A session cookie for a demo customer, signed as the worker signs it. */
  async function sessionCookie(email: string, password: string): Promise<string> {
    const context = await app.context(app.request('/'));
    const answer = (await context.storefront.mutate(
      `#graphql
      mutation OrdersTestSignIn($input: CustomerAccessTokenCreateInput!) {
        customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } }
      }`,
      {variables: {input: {email, password}}},
    )) as {customerAccessTokenCreate: {customerAccessToken: typeof TOKEN}};
    const session = createCustomerSession({secret: app.env.SESSION_SECRET, secure: false, value: null});
    session.setToken(answer.customerAccessTokenCreate.customerAccessToken);
    return (await session.commit()).split(';')[0]!;
  }

  async function load<T>(loader: (args: never) => Promise<T>, path: string, cookie: string, params: object = {}) {
    const request = app.request(path, {headers: {cookie}});
    const context = await app.context(request);
    return settle(() => loader({request, context, params} as never));
  }

  test('her list pages by cursor; her order opens; the same URL is a 404 for another customer', async () => {
    const demo = await sessionCookie('demo@originalfuel.example', 'demo-password-1');
    const other = await sessionCookie('other@originalfuel.example', 'other-password-1');

    const first = (await load(ordersLoader, '/account/orders', demo)).body as {page: {orders: {path: string}[]; next: string}};
    expect(first.page.orders).toHaveLength(ORDERS_PAGE_SIZE);
    const second = (await load(ordersLoader, `/account/orders?cursor=${encodeURIComponent(first.page.next)}`, demo)).body as {
      page: {orders: unknown[]; previous: string | null};
    };
    expect(second.page.orders.length).toBeGreaterThan(0);
    expect(second.page.previous).not.toBeNull();

    const path = first.page.orders[0]!.path;
    const id = new URL(path, 'http://localhost').pathname.split('/').pop();
    const mine = await load(orderLoader, path, demo, {id});
    expect(mine.status).toBe(200);
    const theirs = await load(orderLoader, path, other, {id});
    expect(theirs.status).toBe(404);
  });
});
