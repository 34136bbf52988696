// Shopify Multipass (API-SHAPES.md §2): a signed-in customer reaches checkout already signed in there. The token is
// made with Web Crypto, so it runs in workerd as in Node: JSON → AES-128-CBC (random IV, PKCS#7) → HMAC-SHA256
// over IV ‖ ciphertext → base64url. Both keys come from SHA-256(MULTIPASS_SECRET); the secret never leaves the
// server. Tokens are made at redirect time only (they are valid for 15 minutes and once).

export type MultipassCustomer = {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  /** Only for shops whose customers are not unique by email (then Shopify links them by this id). */
  identifier?: string;
};

/** What the token carries, in Shopify's field names. */
export type MultipassPayload = {
  email: string;
  created_at: string;
  first_name?: string;
  last_name?: string;
  return_to?: string;
  identifier?: string;
};

const encoder = new TextEncoder();

/** `2024-10-01T12:00:00+00:00`: ISO 8601 with an explicit offset, as Shopify's examples write it. */
export function multipassTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

export function multipassPayload(customer: MultipassCustomer, returnTo: string | undefined, now: Date): MultipassPayload {
  return {
    email: customer.email,
    created_at: multipassTimestamp(now),
    ...(customer.firstName ? {first_name: customer.firstName} : {}),
    ...(customer.lastName ? {last_name: customer.lastName} : {}),
    ...(returnTo ? {return_to: returnTo} : {}),
    ...(customer.identifier ? {identifier: customer.identifier} : {}),
  };
}

/** RFC 4648 §5 alphabet, `=` padding kept as Shopify's Ruby reference writes it (Shopify reads both). */
function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_');
}

async function keysFor(secret: string): Promise<{encryption: CryptoKey; signature: CryptoKey}> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(secret)));
  const [encryption, signature] = await Promise.all([
    crypto.subtle.importKey('raw', digest.slice(0, 16), {name: 'AES-CBC'}, false, ['encrypt']),
    crypto.subtle.importKey('raw', digest.slice(16, 32), {name: 'HMAC', hash: 'SHA-256'}, false, ['sign']),
  ]);
  return {encryption, signature};
}

/** The Multipass token of `payload` under `secret` (Web Crypto's AES-CBC pads with PKCS#7). */
export async function multipassToken(secret: string, payload: MultipassPayload): Promise<string> {
  if (!secret) throw new Error('MULTIPASS_SECRET is required to make Multipass tokens');
  const keys = await keysFor(secret);
  const iv = crypto.getRandomValues(new Uint8Array(16));
  const encrypted = new Uint8Array(
    await crypto.subtle.encrypt({name: 'AES-CBC', iv}, keys.encryption, encoder.encode(JSON.stringify(payload))),
  );
  const ciphertext = new Uint8Array(iv.length + encrypted.length);
  ciphertext.set(iv);
  ciphertext.set(encrypted, iv.length);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', keys.signature, ciphertext));
  const token = new Uint8Array(ciphertext.length + signature.length);
  token.set(ciphertext);
  token.set(signature, ciphertext.length);
  return base64url(token);
}

/** Shopify's Multipass login on the checkout origin (`https://host`, or the local stand-in's http origin). */
export function multipassLoginUrl(checkoutOrigin: string, token: string): string {
  return `${checkoutOrigin}/account/login/multipass/${token}`;
}

/**
 * The URL that signs `customer` in at checkout and sends them on to `returnTo`, a checkout URL already checked to
 * be on the market's checkout host (app/commerce/checkout-target.ts): the login is on that same origin.
 */
export async function multipassCheckoutUrl(
  secret: string,
  customer: MultipassCustomer,
  returnTo: string,
  now: Date = new Date(),
): Promise<string> {
  const token = await multipassToken(secret, multipassPayload(customer, returnTo, now));
  return multipassLoginUrl(new URL(returnTo).origin, token);
}
