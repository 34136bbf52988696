// Cart and cart line ids in Shopify's formats. A cart id is `gid://shopify/Cart/<token>?key=<key>`; Hydrogen keeps
// only `cartId.split('/').pop()` (token and key) in its cookie and rebuilds the gid from it, so a lookup must accept
// that rebuilt form and a percent-encoded one. A bare `gid://shopify/Cart/<token>` parses (key null), but names no
// cart: Shopify treats an id without its key as unknown (cart-store.ts).
import {randomBytes, randomUUID} from 'node:crypto';

export type CartKeys = {token: string; key: string};

const CART_GID = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9_-]+)(?:\?key=([A-Za-z0-9]+))?$/;

/** Fresh random keys in the shape of Shopify's (`c1-` + 32 hex; a 32-hex key). */
export function newCartKeys(): CartKeys {
  return {token: `c1-${randomBytes(16).toString('hex')}`, key: randomBytes(16).toString('hex')};
}

export function cartGid({token, key}: CartKeys): string {
  return `gid://shopify/Cart/${token}?key=${key}`;
}

/** Token and key (when present) of a cart gid, or null for anything that is not one. */
export function parseCartGid(id: string): {token: string; key: string | null} | null {
  let value = id.trim();
  // A cookie value that was stored encoded and never decoded (`<token>%3Fkey%3D<key>`).
  if (/%3F/i.test(value)) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  const match = CART_GID.exec(value);
  return match ? {token: match[1]!, key: match[2] ?? null} : null;
}

export function newCartLineId(token: string): string {
  return `gid://shopify/CartLine/${randomUUID()}?cart=${token}`;
}

/** The checkout of a cart lives on the store domain, i.e. the local services' origin. */
export function checkoutUrl(origin: string, {token, key}: CartKeys): string {
  return `${origin}/cart/c/${token}?key=${key}`;
}
