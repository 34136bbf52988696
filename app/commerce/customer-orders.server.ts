// The signed-in customer's orders (issue 10; spec §7 "customer orders", "orders count (first 50)"): a page of the
// list, one order's detail, and the overview's summary. Every call names the session's token and is never cached.
import {CacheNone} from '@shopify/hydrogen';
import {redirect, type AppLoadContext} from '@shopify/remix-oxygen';
import {privateHeaders} from '~/http/cache-control';
import {notFound} from '~/markets/guard.server';
import {localizePath} from '~/markets/links';
import {
  CUSTOMER_ORDER_IDS_QUERY,
  CUSTOMER_ORDER_QUERY,
  CUSTOMER_ORDERS_QUERY,
  CUSTOMER_ORDERS_SUMMARY_QUERY,
} from '~graphql/storefront/customer-orders';
import {loginPath, requireCustomer} from './customer-access.server';
import type {CustomerToken} from './customer-session.server';
import {orderSummaryView, orderView, type OrdersPage, type OrdersSummary, type OrderView} from './order-view';
import {isListedOrder, orderAddressFromUrl, orderGid, ordersPagingFrom, type OrdersPaging} from './order-urls';
import {isRefusedInput, StorefrontError} from './storefront.server';

/** Spec §7/§9 "orders default 10": orders per page of the list. */
export const ORDERS_PAGE_SIZE = 10;
/** Spec §7 "orders count (first 50)": the overview counts the newest 50. */
export const ORDERS_COUNTED = 50;
/**
 * The ownership check reads the customer's order ids 250 at a time; this many pages (10 000 orders) is more than
 * any shopper has, and bounds the work one URL can cause.
 */
const MAX_OWNERSHIP_PAGES = 40;

type Context = Pick<AppLoadContext, 'session' | 'storefront' | 'routing'>;

const FIRST_PAGE: OrdersPaging = {cursor: null, direction: 'next', unreadable: false};

/** One page of the customer's orders, newest first, from the URL's `?cursor=` (and `direction=previous`). */
export async function loadOrdersPage(context: Context, request: Request): Promise<OrdersPage> {
  const {token} = await requireCustomer(context, request);
  const paging = ordersPagingFrom(new URL(request.url).searchParams);
  const fetchPage = (page: OrdersPaging) =>
    context.storefront.query(CUSTOMER_ORDERS_QUERY, {
      variables: {customerAccessToken: token.accessToken, ...pageVariables(page)},
      cache: CacheNone(),
    });

  let note: OrdersPage['note'] = paging.unreadable ? 'badPage' : null;
  let shown = paging;
  let result;
  try {
    result = await fetchPage(paging);
  } catch (error) {
    // A cursor the Storefront cannot place (from another list, or tampered with): the first page, with a note.
    if (!(error instanceof StorefrontError) || !paging.cursor) throw error;
    note = 'badPage';
    shown = FIRST_PAGE;
    result = await fetchPage(shown);
  }
  // A cursor past either end of the list (orders went away since) shows nothing: the first page instead.
  if (shown.cursor && result.customer && !result.customer.orders.nodes.length) {
    note = 'badPage';
    shown = FIRST_PAGE;
    result = await fetchPage(shown);
  }
  const customer = result.customer;
  if (!customer) throw signInAgain(context, request);

  const {nodes, pageInfo} = customer.orders;
  // Relay lets a connection say false for the side it was not paged from; having come from there, it exists.
  const paged = shown.cursor !== null;
  const hasNext = pageInfo.hasNextPage || (paged && shown.direction === 'previous');
  const hasPrevious = pageInfo.hasPreviousPage || (paged && shown.direction === 'next');
  return {
    orders: nodes.map(orderSummaryView),
    total: Number(customer.numberOfOrders) || 0,
    next: hasNext && nodes.length ? (pageInfo.endCursor ?? null) : null,
    previous: hasPrevious && nodes.length ? (pageInfo.startCursor ?? null) : null,
    note,
  };
}

function pageVariables(paging: OrdersPaging) {
  if (!paging.cursor) return {first: ORDERS_PAGE_SIZE};
  return paging.direction === 'previous'
    ? {last: ORDERS_PAGE_SIZE, before: paging.cursor}
    : {first: ORDERS_PAGE_SIZE, after: paging.cursor};
}

/**
 * One of the customer's orders, by the URL's number and key; a 404 (the site's not-found page) for a malformed
 * address, an order that does not exist, and an order of anyone else, alike: the answer tells nothing about
 * other people's orders.
 *
 * Why the order must be listed under the customer: the Storefront resolves `node(id:)` for an order to anyone who
 * holds its id with its key (that is how Shopify's order status links work), whoever is signed in. An email
 * comparison would be weaker still: guest orders carry whatever email was typed, and a customer may change theirs
 * after ordering. So the order is shown only when the Storefront lists its id, number and key both, among the
 * orders of the customer the session's token names. The newest 250 come in the same request as the order; older
 * ones are paged through (bounded by MAX_OWNERSHIP_PAGES).
 */
export async function loadOrder(context: Context, request: Request, idParam: string | undefined): Promise<OrderView> {
  // Signed-out visitors go to the login page whatever the URL: they learn nothing about it.
  const {token} = await requireCustomer(context, request);
  const address = orderAddressFromUrl(idParam, new URL(request.url).searchParams);
  if (!address) throw notFound();

  let result;
  try {
    result = await context.storefront.query(CUSTOMER_ORDER_QUERY, {
      variables: {customerAccessToken: token.accessToken, orderId: orderGid(address)},
      cache: CacheNone(),
    });
  } catch (error) {
    // An id the platform refuses to read is no order of this customer's.
    if (isRefusedInput(error)) throw notFound();
    throw error;
  }
  const customer = result.customer;
  if (!customer) throw signInAgain(context, request);
  const order = result.order;
  if (!order || typeof order.id !== 'string') throw notFound();

  const listed = customer.orders;
  if (!isListedOrder(order.id, listed.nodes.map((node) => node.id))) {
    const found =
      listed.pageInfo.hasNextPage && listed.pageInfo.endCursor
        ? await findInLaterPages(context, token, order.id, listed.pageInfo.endCursor)
        : false;
    if (!found) throw notFound();
  }
  return orderView(order);
}

async function findInLaterPages(context: Context, token: CustomerToken, orderId: string, after: string): Promise<boolean> {
  let cursor: string | null = after;
  for (let page = 1; cursor && page < MAX_OWNERSHIP_PAGES; page++) {
    const {customer}: {customer?: {orders: {nodes: {id: string}[]; pageInfo: {hasNextPage: boolean; endCursor?: string | null}}} | null} =
      await context.storefront.query(CUSTOMER_ORDER_IDS_QUERY, {
        variables: {customerAccessToken: token.accessToken, after: cursor},
        cache: CacheNone(),
      });
    if (!customer) return false;
    if (isListedOrder(orderId, customer.orders.nodes.map((node) => node.id))) return true;
    cursor = customer.orders.pageInfo.hasNextPage ? (customer.orders.pageInfo.endCursor ?? null) : null;
  }
  return false;
}

/**
 * The account overview's orders: the count among the newest 50 and the newest `latest` of them. For a page that
 * has already called requireCustomer; null when the token no longer names a customer.
 */
export async function loadOrdersSummary(
  context: Pick<AppLoadContext, 'storefront'>,
  token: CustomerToken,
  latest = 3,
): Promise<OrdersSummary | null> {
  const {customer} = await context.storefront.query(CUSTOMER_ORDERS_SUMMARY_QUERY, {
    variables: {customerAccessToken: token.accessToken},
    cache: CacheNone(),
  });
  if (!customer) return null;
  const orders = customer.orders.nodes.slice(0, ORDERS_COUNTED);
  return {
    count: orders.length,
    more: customer.orders.pageInfo.hasNextPage,
    latest: orders.slice(0, Math.max(0, latest)).map(orderSummaryView),
  };
}

/** The token stopped naming a customer between two calls (expired, deleted): signed out, to the login page. */
function signInAgain(context: Context, request: Request): Response {
  context.session.clear();
  const url = new URL(request.url);
  return redirect(localizePath(loginPath(url.pathname + url.search), context.routing), {headers: privateHeaders()});
}
