// Ids and secrets of the customer area in Shopify's formats: customer and address gids, order gids with their key,
// 32-hex access tokens, `<hex>-<epoch>` activation and reset tokens, and the account links mailed to customers.
import {createHash, randomBytes} from 'node:crypto';

export const customerGid = (id: number) => `gid://shopify/Customer/${id}`;

/**
 * Addresses read through a customer access token carry it in their id, as Shopify's do
 * (`gid://shopify/MailingAddress/<n>?model_name=CustomerAddress&customer_access_token=<token>`).
 */
export function addressGid(id: number, accessToken: string | null): string {
  const base = `gid://shopify/MailingAddress/${id}`;
  return accessToken ? `${base}?model_name=CustomerAddress&customer_access_token=${accessToken}` : base;
}

/** The numeric id of a MailingAddress gid in any of its forms, or null. */
export function parseAddressGid(id: string): number | null {
  const match = /^gid:\/\/shopify\/MailingAddress\/(\d+)(?:\?.*)?$/.exec(id.trim());
  return match ? Number(match[1]) : null;
}

export const orderGid = (id: number, key: string) => `gid://shopify/Order/${id}?key=${key}`;

/** Id and key of an Order gid; the key is null when the id has none. */
export function parseOrderGid(id: string): {id: number; key: string | null} | null {
  const match = /^gid:\/\/shopify\/Order\/(\d+)(?:\?key=([A-Za-z0-9]+))?$/.exec(id.trim());
  return match ? {id: Number(match[1]), key: match[2] ?? null} : null;
}

export function parseCustomerGid(id: string): number | null {
  const match = /^gid:\/\/shopify\/Customer\/(\d+)$/.exec(id.trim());
  return match ? Number(match[1]) : null;
}

/** Seeded orders get a key derived from their number, so their gids are the same on every start. */
export const stableOrderKey = (orderNumber: number) =>
  createHash('sha256').update(`original-fuel-order-${orderNumber}`).digest('hex').slice(0, 32);

export const newAccessToken = () => randomBytes(16).toString('hex');

export const newLinkToken = (nowMs: number) => `${randomBytes(16).toString('hex')}-${Math.floor(nowMs / 1000)}`;

/** The id customerAccessTokenDelete reports for a token (not the token itself). */
export const accessTokenId = (token: string) => createHash('sha256').update(`token-id:${token}`).digest('base64url');

export type AccountLinkKind = 'activation' | 'reset';
const LINK_PATH: Record<AccountLinkKind, string> = {activation: 'activate', reset: 'reset'};

export function accountLinkUrl(origin: string, kind: AccountLinkKind, customerId: number, token: string): string {
  return `${origin}/account/${LINK_PATH[kind]}/${customerId}/${token}`;
}

/**
 * Customer id and token of an activation or reset URL. Any http(s) host is accepted: the id and token are what
 * identify the link (storefronts commonly rebuild the link on their own domain), and the services' origin and the
 * store domain are the same locally. The path must be exactly /account/<activate|reset>/<id>/<token>.
 */
export function parseAccountLink(url: string, kind: AccountLinkKind): {customerId: number; token: string} | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const match = new RegExp(`^/account/${LINK_PATH[kind]}/(\\d+)/([A-Za-z0-9-]+)/?$`).exec(parsed.pathname);
  return match ? {customerId: Number(match[1]), token: match[2]!} : null;
}
