// What the account's order URLs say (issue 10), read strictly: anything unexpected is never passed on.
//
// An order's address: `/account/orders/<number>?key=<key>`, where <number> is the
// numeric part of the Storefront id and <key> the order's access key. Storefront order ids look like
// `gid://shopify/Order/450789469?key=b5c1e6…` (the key is what lets `node(id:)` resolve the order at all), so the
// path round-trips to exactly the id the customer's order list gave. Anything else in the URL is no order: the
// route answers 404, and nothing malformed ever reaches the Storefront.

const ORDER_GID = /^gid:\/\/shopify\/Order\/([1-9][0-9]{0,18})(?:\?key=([A-Za-z0-9_-]{1,128}))?$/;
const ORDER_NUMBER = /^[1-9][0-9]{0,18}$/;
const ORDER_KEY = /^[A-Za-z0-9_-]{1,128}$/;

export const ORDER_KEY_PARAM = 'key';

export type OrderAddress = {number: string; key: string | null};

/** The number and key of a Storefront order id, or null for any other id. */
export function parseOrderGid(gid: string): OrderAddress | null {
  const match = ORDER_GID.exec(gid);
  return match ? {number: match[1]!, key: match[2] ?? null} : null;
}

/** The Storefront id an address stands for (the inverse of parseOrderGid). */
export function orderGid({number, key}: OrderAddress): string {
  return `gid://shopify/Order/${number}${key ? `?key=${key}` : ''}`;
}

/** The canonical path of an order's page (`localizePath` / `path()` put it in the market's words), or null. */
export function orderPath(gid: string): string | null {
  const address = parseOrderGid(gid);
  if (!address) return null;
  return `/account/orders/${address.number}${address.key ? `?${ORDER_KEY_PARAM}=${encodeURIComponent(address.key)}` : ''}`;
}

/**
 * The order a URL names, read strictly: the path's id must be a plain order number (no sign, no leading zero,
 * no more digits than an id has), and the key, when given, exactly one well-formed value. Null otherwise.
 */
export function orderAddressFromUrl(idParam: string | undefined, search: URLSearchParams): OrderAddress | null {
  if (!idParam || !ORDER_NUMBER.test(idParam)) return null;
  const keys = search.getAll(ORDER_KEY_PARAM);
  if (keys.length > 1) return null;
  const key = keys[0];
  if (key === undefined) return {number: idParam, key: null};
  return ORDER_KEY.test(key) ? {number: idParam, key} : null;
}

/**
 * The ownership rule: an order is the customer's when its id (number and key) is one of the ids the Storefront
 * lists under the session's customer. Compared whole, so a right number with another key is not a match.
 */
export function isListedOrder(orderId: string, customerOrderIds: Iterable<string>): boolean {
  for (const id of customerOrderIds) if (id === orderId) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------------------
// The order list's paging: `?cursor=<end cursor>` for the next page, `&direction=previous` with the start cursor
// for the one before (Hydrogen's parameter names, as the collection pages use them).

export const CURSOR_PARAM = 'cursor';
export const DIRECTION_PARAM = 'direction';

/** Storefront cursors are base64 text; anything else, or longer than a cursor gets, is none of ours. */
const CURSOR = /^[A-Za-z0-9+/=_-]{1,512}$/;

export type OrdersPaging = {
  cursor: string | null;
  direction: 'next' | 'previous';
  /** The URL asked for a page it could not name: the first page is shown, with a note. */
  unreadable: boolean;
};

export function ordersPagingFrom(search: URLSearchParams): OrdersPaging {
  const first: OrdersPaging = {cursor: null, direction: 'next', unreadable: false};
  const cursors = search.getAll(CURSOR_PARAM);
  const directions = search.getAll(DIRECTION_PARAM);
  if (!cursors.length && !directions.length) return first;
  const [cursor] = cursors;
  const [direction = 'next'] = directions;
  const readable =
    cursors.length === 1 && CURSOR.test(cursor!) && directions.length <= 1 && (direction === 'next' || direction === 'previous');
  return readable ? {cursor: cursor!, direction: direction as OrdersPaging['direction'], unreadable: false} : {...first, unreadable: true};
}

/** The query string of the page after (`next`) or before (`previous`) the one shown. */
export function ordersPageSearch(cursor: string, direction: OrdersPaging['direction']): string {
  const search = new URLSearchParams({[CURSOR_PARAM]: cursor});
  if (direction === 'previous') search.set(DIRECTION_PARAM, 'previous');
  return `?${search}`;
}
