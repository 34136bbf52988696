// Shopify's Multipass login on the checkout host (API-SHAPES.md §2): `GET /account/login/multipass/<token>`.
// Verified as Hydrogen's example `parseToken` does: base64url (with or without `=` padding) → last 32 bytes the
// HMAC-SHA256 of the rest → first 16 bytes of the rest the IV → AES-128-CBC → JSON; then 15 minutes of validity,
// single use, and (by default, as the Hydrogen example) no `created_at` in the future. A valid token signs the
// customer in on the checkout host (an HttpOnly `checkout_customer` cookie on the services' host) and redirects to
// `return_to` when it is on this host, else to the account page here. Anything else gets a small HTML error page.
import {createDecipheriv, createHash, createHmac, randomUUID, timingSafeEqual} from 'node:crypto';
import {LOCAL_MULTIPASS_SECRET} from '../../scripts/local-env.mjs';
import {escapeHtml, htmlPage} from './html-page';

export const CHECKOUT_CUSTOMER_COOKIE = 'checkout_customer';
export const MULTIPASS_VALIDITY_MS = 15 * 60 * 1000;

const LOGIN_PATH = /^\/account\/login\/multipass\/([^/]*)\/?$/;
const ACCOUNT_PATH = /^\/account\/?$/;

export type CheckoutCustomer = {email: string; firstName: string | null; lastName: string | null};

export type MultipassLoginOptions = {
  /** Default: LOCAL_MULTIPASS_SECRET, else MULTIPASS_SECRET, else the local value scripts/local-env.mjs sets. */
  secret?: () => string;
  now?: () => number;
  /** API-SHAPES §2 leaves a future `created_at` unconfirmed; refused unless this says otherwise. */
  acceptFutureCreatedAt?: boolean;
};

export type TokenCheck =
  | {ok: true; payload: Record<string, unknown> & {email: string; created_at: string}; signature: string}
  | {ok: false; status: number; reason: 'malformed' | 'signature' | 'payload' | 'expired' | 'future' | 'used'};

function envSecret(): string {
  // Widened on purpose: the app's env.d.ts narrows the global `process.env` to what the worker build defines.
  const env: Record<string, string | undefined> = process.env;
  return env.LOCAL_MULTIPASS_SECRET || env.MULTIPASS_SECRET || LOCAL_MULTIPASS_SECRET;
}

/** base64url with or without padding (Ruby, PHP and the Hydrogen example pad; Node's `base64url` does not). */
function decodeToken(token: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(token)) return null;
  const bare = token.replace(/=+$/, '');
  if (bare.length % 4 === 1) return null;
  return Buffer.from(bare, 'base64url');
}

/** The token's payload when the signature holds and the JSON is readable (no time checks). */
export function parseMultipassToken(token: string, secret: string): TokenCheck {
  const bytes = decodeToken(token);
  // IV (16) + at least one AES block (16) + HMAC (32), the ciphertext in whole blocks.
  if (!bytes || bytes.length < 64 || (bytes.length - 48) % 16 !== 0) return {ok: false, status: 400, reason: 'malformed'};
  const key = createHash('sha256').update(secret, 'utf8').digest();
  const ciphertext = bytes.subarray(0, bytes.length - 32);
  const signature = bytes.subarray(bytes.length - 32);
  const expected = createHmac('sha256', key.subarray(16, 32)).update(ciphertext).digest();
  if (!timingSafeEqual(signature, expected)) return {ok: false, status: 403, reason: 'signature'};
  try {
    const decipher = createDecipheriv('aes-128-cbc', key.subarray(0, 16), ciphertext.subarray(0, 16));
    const json = Buffer.concat([decipher.update(ciphertext.subarray(16)), decipher.final()]).toString('utf8');
    const payload = JSON.parse(json) as Record<string, unknown>;
    if (typeof payload.email !== 'string' || !payload.email || typeof payload.created_at !== 'string') {
      return {ok: false, status: 400, reason: 'payload'};
    }
    return {ok: true, payload: payload as Record<string, unknown> & {email: string; created_at: string}, signature: signature.toString('hex')};
  } catch {
    return {ok: false, status: 400, reason: 'payload'};
  }
}

/** `return_to` when it is on this host (a path, or a URL of this origin); null for anything else. */
export function sameHostTarget(returnTo: unknown, origin: string): string | null {
  if (typeof returnTo !== 'string' || !returnTo || /[\u0000-\u0020\u007f\\]/.test(returnTo)) return null;
  if (returnTo.startsWith('//')) return null;
  try {
    const url = new URL(returnTo, origin);
    return url.origin === origin && !url.username && !url.password ? url.toString() : null;
  } catch {
    return null;
  }
}

const MESSAGES: Record<Exclude<TokenCheck, {ok: true}>['reason'], string> = {
  malformed: 'This sign-in link is malformed.',
  signature: 'This sign-in link is not valid.',
  payload: 'This sign-in link could not be read.',
  expired: 'This sign-in link has expired.',
  future: 'This sign-in link is not valid yet.',
  used: 'This sign-in link has already been used.',
};

function page(status: number, body: string, headers: Record<string, string> = {}): Response {
  return htmlPage({title: 'Account', body, status, headers});
}

function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

export type MultipassLogin = {
  matches: (pathname: string) => boolean;
  handle: (request: Request) => Promise<Response>;
  /** The customer signed in on the checkout host by this request's cookie, or null. */
  customerOf: (request: Request) => CheckoutCustomer | null;
  /** Checks a token against secret, lifetime and earlier use; a valid token is used up. */
  redeem: (token: string) => TokenCheck;
};

export function createMultipassLogin(options: MultipassLoginOptions = {}): MultipassLogin {
  const secret = options.secret ?? envSecret;
  const now = options.now ?? Date.now;
  /** Used tokens by their signature, kept while they would still be valid. */
  const used = new Map<string, number>();
  /** Checkout sessions: the cookie's random id → the customer. */
  const sessions = new Map<string, CheckoutCustomer>();

  function redeem(token: string): TokenCheck {
    const checked = parseMultipassToken(token, secret());
    if (!checked.ok) return checked;
    const at = now();
    for (const [key, expires] of used) if (expires <= at) used.delete(key);
    const created = Date.parse(checked.payload.created_at);
    if (!Number.isFinite(created)) return {ok: false, status: 400, reason: 'payload'};
    if (at - created > MULTIPASS_VALIDITY_MS) return {ok: false, status: 410, reason: 'expired'};
    if (created > at && !options.acceptFutureCreatedAt) return {ok: false, status: 400, reason: 'future'};
    if (used.has(checked.signature)) return {ok: false, status: 410, reason: 'used'};
    used.set(checked.signature, Math.max(created, at) + MULTIPASS_VALIDITY_MS);
    return checked;
  }

  function customerOf(request: Request): CheckoutCustomer | null {
    const id = cookieValue(request, CHECKOUT_CUSTOMER_COOKIE);
    return id ? (sessions.get(id) ?? null) : null;
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD') return page(405, '<main><h1>Method Not Allowed</h1></main>', {allow: 'GET, HEAD'});
    if (ACCOUNT_PATH.test(url.pathname)) return accountPage(customerOf(request));
    const checked = redeem(pathToken(url.pathname));
    if (!checked.ok) {
      return page(checked.status, `<main id="multipass-error" data-reason="${checked.reason}"><h1>${MESSAGES[checked.reason]}</h1></main>`);
    }
    const {payload} = checked;
    const id = randomUUID();
    sessions.set(id, {
      email: payload.email,
      firstName: typeof payload.first_name === 'string' ? payload.first_name : null,
      lastName: typeof payload.last_name === 'string' ? payload.last_name : null,
    });
    const target = sameHostTarget(payload.return_to, url.origin) ?? `${url.origin}/account`;
    return new Response(null, {
      status: 302,
      headers: {
        location: target,
        'cache-control': 'no-store',
        'set-cookie': `${CHECKOUT_CUSTOMER_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`,
      },
    });
  }

  return {
    matches: (pathname) => LOGIN_PATH.test(pathname) || ACCOUNT_PATH.test(pathname),
    handle,
    customerOf,
    redeem,
  };
}

/** The token in the path; `=` may arrive percent-encoded. */
function pathToken(pathname: string): string {
  const raw = LOGIN_PATH.exec(pathname)?.[1] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function accountPage(customer: CheckoutCustomer | null): Response {
  if (!customer) return page(401, '<main id="account"><h1>Not signed in</h1></main>');
  return page(200, `<main id="account" data-email="${escapeHtml(customer.email)}"><h1>Account of ${escapeHtml(customer.email)}</h1></main>`);
}

/** The one login of the running services: the checkout page asks it who is signed in. */
export const multipassLogin = createMultipassLogin();
