// Carts kept in memory by the services process, keyed by token. Bounded, so a long dev session or a load test
// cannot grow the process without limit, and expiring like Shopify's abandoned carts (10 days without an update).
import {parseCartGid, type CartKeys} from './cart-ids';

export type Attribute = {key: string; value: string};

export type CartLineRecord = {
  id: string;
  merchandiseId: string;
  sellingPlanId: string | null;
  quantity: number;
  attributes: Attribute[];
};

export type CartMetafieldRecord = {
  id: string;
  namespace: string;
  key: string;
  type: string;
  value: string;
  createdAt: number;
  updatedAt: number;
};

export type BuyerIdentityRecord = {
  countryCode: string;
  email: string | null;
  phone: string | null;
  /** The signed-in buyer: `buyerIdentity.customer` resolves through it while the token is live. */
  customerAccessToken: string | null;
};

export type CartRecord = CartKeys & {
  createdAt: number;
  updatedAt: number;
  note: string | null;
  attributes: Attribute[];
  /** As entered, case-insensitively unique. */
  discountCodes: string[];
  buyerIdentity: BuyerIdentityRecord;
  /** Display order: newest line first, as Shopify lists them. */
  lines: CartLineRecord[];
  metafields: CartMetafieldRecord[];
};

/** Milliseconds since the epoch; injectable so tests can move time past the expiry. */
export type Clock = () => number;

export const CART_LIFETIME_MS = 10 * 24 * 60 * 60 * 1000;
const DEFAULT_CAPACITY = 10_000;

export type CartStore = {
  now: Clock;
  /** The live cart behind a cart gid with its key, or undefined when unknown, expired or asked for without the key. */
  find(cartId: string): CartRecord | undefined;
  findByToken(token: string, key: string | null): CartRecord | undefined;
  /** Stores a new or changed cart and stamps updatedAt. */
  save(cart: CartRecord): CartRecord;
  size(): number;
};

export function createCartStore({
  now = Date.now,
  capacity = DEFAULT_CAPACITY,
}: {now?: Clock; capacity?: number} = {}): CartStore {
  // Map order is least recently saved first, which makes eviction of the oldest cart a matter of taking the head.
  const carts = new Map<string, CartRecord>();

  function findByToken(token: string, key: string | null): CartRecord | undefined {
    const cart = carts.get(token);
    if (!cart) return undefined;
    if (now() >= cart.updatedAt + CART_LIFETIME_MS) {
      carts.delete(token);
      return undefined;
    }
    // The key is what makes a cart id unguessable: a wrong or a missing one finds nothing, as at Shopify (issue 14 §6).
    if (key === null || key !== cart.key) return undefined;
    return cart;
  }

  return {
    now,
    find(cartId) {
      const parsed = parseCartGid(cartId);
      return parsed ? findByToken(parsed.token, parsed.key) : undefined;
    },
    findByToken,
    save(cart) {
      const saved = {...cart, updatedAt: now()};
      carts.delete(cart.token);
      carts.set(cart.token, saved);
      while (carts.size > capacity) carts.delete(carts.keys().next().value!);
      return saved;
    },
    size: () => carts.size,
  };
}
