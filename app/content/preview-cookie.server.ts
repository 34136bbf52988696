// The preview cookie (README "Preview and live updates"): signed with SESSION_SECRET like the customer session
// (Remix's cookie signing, HMAC-SHA256, checked with WebCrypto's verify), HttpOnly, SameSite=Lax (a preview link
// opened from DatoCMS is a top-level navigation), Secure and `__Host-` on https. Its payload carries its own
// expiry, so a copied cookie stops working after PREVIEW_MAX_AGE_SECONDS whatever the browser keeps.
import {createCookie, type Cookie} from '@shopify/remix-oxygen';
import {clearCookie, type CookieRule} from '~/http/cookies';
import {PREVIEW_COOKIE, PREVIEW_MAX_AGE_SECONDS} from './preview';

/** Remix's signed cookie value: base64 JSON, a dot, base64 HMAC, percent-encoded; ours is far below 512. */
const SIGNED_VALUE = /^[A-Za-z0-9%._=+/-]{1,512}$/;

type PreviewPayload = {preview: true; expiresAt: number};

export function previewCookieName(secure: boolean): string {
  return secure ? `__Host-${PREVIEW_COOKIE}` : PREVIEW_COOKIE;
}

export function previewCookieRule(secure: boolean): CookieRule {
  return {
    name: previewCookieName(secure),
    problem: (value) => (SIGNED_VALUE.test(value) ? null : 'not a signed value'),
  };
}

function cookieFor(secret: string, secure: boolean): Cookie {
  if (!secret) throw new Error('SESSION_SECRET is required to sign the preview cookie');
  return createCookie(previewCookieName(secure), {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
    secrets: [secret],
    maxAge: PREVIEW_MAX_AGE_SECONDS,
  });
}

/** The `Set-Cookie` that turns preview on for PREVIEW_MAX_AGE_SECONDS. */
export function previewCookie(secret: string, secure: boolean, now: number = Date.now()): Promise<string> {
  const payload: PreviewPayload = {preview: true, expiresAt: now + PREVIEW_MAX_AGE_SECONDS * 1000};
  return cookieFor(secret, secure).serialize(payload);
}

/** The `Set-Cookie` that turns preview off. */
export function previewCookieCleared(secure: boolean): string {
  return clearCookie(previewCookieName(secure));
}

/**
 * Whether the request's preview cookie (its value as sent, already past `previewCookieRule`) is one we signed
 * and has not expired. A forged, tampered, expired or unreadable cookie is no preview.
 */
export async function isPreviewCookie(
  value: string | null,
  options: {secret: string; secure: boolean; now?: number},
): Promise<boolean> {
  if (value === null || !options.secret) return false;
  const name = previewCookieName(options.secure);
  // Remix reads the signature with atob(), which throws on what is no base64: no preview either.
  const payload = (await cookieFor(options.secret, options.secure)
    .parse(`${name}=${value}`)
    .catch(() => null)) as Partial<PreviewPayload> | null;
  if (payload?.preview !== true || typeof payload.expiresAt !== 'number') return false;
  return payload.expiresAt > (options.now ?? Date.now());
}
