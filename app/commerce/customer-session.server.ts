// The signed-in customer's Storefront access token (issue 10; README "Accounts"): kept only in a cookie session
// signed with SESSION_SECRET (HttpOnly, Secure on https, SameSite=Lax, expiring with the token), never in
// script-readable storage. This is a deliberate change from spec §4's `of_customer_token` storage key: a token
// that script can read is a token any injected script can steal.
//
// The session is read lazily: public pages never touch it, so they set no cookie and stay cacheable. A route
// that changes it marks it pending; server.ts then adds the `Set-Cookie` to whatever the route answered.
import {createCookieSessionStorage, type SessionStorage} from '@shopify/remix-oxygen';
import {clearCookie, type CookieRule} from '~/http/cookies';

export const CUSTOMER_SESSION_COOKIE = 'of_customer_session';

/** A signed session holding one token and its expiry is far below this; anything longer is not ours. */
const MAX_SESSION_COOKIE_LENGTH = 2048;
/** Remix's signed cookie value: base64 JSON, a dot, base64 HMAC, percent-encoded. */
const SESSION_VALUE = /^[A-Za-z0-9%._=+/-]+$/;

export type CustomerToken = {accessToken: string; expiresAt: string};

type SessionData = {customerAccessToken: CustomerToken};

/** `__Host-` on https, as the cart cookie: only our own host can set it. */
export function customerSessionCookieName(secure: boolean): string {
  return secure ? `__Host-${CUSTOMER_SESSION_COOKIE}` : CUSTOMER_SESSION_COOKIE;
}

export function customerSessionCookieRule(secure: boolean): CookieRule {
  return {
    name: customerSessionCookieName(secure),
    problem: (value) =>
      value.length > MAX_SESSION_COOKIE_LENGTH ? 'too long' : SESSION_VALUE.test(value) ? null : 'not a session value',
  };
}

/** A token is kept only while it has a valid, future expiry. */
export function isLiveToken(token: unknown, now: number = Date.now()): token is CustomerToken {
  if (!token || typeof token !== 'object') return false;
  const {accessToken, expiresAt} = token as Partial<CustomerToken>;
  if (typeof accessToken !== 'string' || !/^[A-Za-z0-9_-]{1,200}$/.test(accessToken)) return false;
  if (typeof expiresAt !== 'string') return false;
  const expires = Date.parse(expiresAt);
  return Number.isFinite(expires) && expires > now;
}

export type CustomerSession = {
  /** The live token of the session, or null (none, expired, or a cookie that failed its signature). */
  token(): Promise<CustomerToken | null>;
  /** Signs a customer in: the cookie expires with the token. */
  setToken(token: CustomerToken): void;
  /** Signs out: the cookie is cleared. */
  clear(): void;
  /** True once the session changed in this request; server.ts then commits it. */
  readonly isPending: boolean;
  /** The `Set-Cookie` that keeps (or clears) the session. */
  commit(): Promise<string>;
};

function storageFor(secret: string, secure: boolean): SessionStorage<SessionData> {
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: customerSessionCookieName(secure),
      httpOnly: true,
      secure,
      sameSite: 'lax',
      path: '/',
      secrets: [secret],
    },
  });
}

/**
 * The session of one request. Its signature is checked on first use; a cookie that fails it, or whose token has
 * expired, is cleared in the answer.
 */
export function createCustomerSession(options: {
  secret: string;
  secure: boolean;
  /** The request's session cookie value, as app/http/request-cookies.server.ts read it (null: none usable). */
  value: string | null;
  now?: () => number;
}): CustomerSession {
  const {secret, secure, value, now = Date.now} = options;
  const name = customerSessionCookieName(secure);
  let stored: Promise<CustomerToken | null> | null = null;
  let next: CustomerToken | null | undefined; // undefined: unchanged in this request

  const storage = () => {
    if (!secret) throw new Error('SESSION_SECRET is required to sign customer sessions');
    return storageFor(secret, secure);
  };

  return {
    async token() {
      if (next !== undefined) return next;
      stored ??=
        value === null
          ? Promise.resolve(null)
          : storage()
              .getSession(`${name}=${value}`)
              .then((session) => session.get('customerAccessToken') ?? null)
              // Remix reads the signature with atob(), which throws on what is no base64: no session either.
              .catch(() => null);
      const token = await stored;
      if (isLiveToken(token, now())) return token;
      if (value !== null && next === undefined) next = null; // forged, emptied or expired: clear the cookie
      return null;
    },
    setToken(token) {
      next = token;
    },
    clear() {
      next = null;
    },
    get isPending() {
      return next !== undefined;
    },
    async commit() {
      if (!next) return clearCookie(name);
      const session = await storage().getSession();
      session.set('customerAccessToken', next);
      return storage().commitSession(session, {
        expires: new Date(next.expiresAt),
      });
    },
  };
}
