import {describe, expect, test} from 'vitest';
import {
  createCustomerSession,
  customerSessionCookieName,
  customerSessionCookieRule,
  isLiveToken,
  type CustomerToken,
} from '~/commerce/customer-session.server';

const SECRET = 'test-session-secret';
const NOW = Date.parse('2026-11-25T10:00:00Z');
const TOKEN: CustomerToken = {accessToken: 'abc123token', expiresAt: '2026-12-25T10:00:00Z'};

/** The cookie value a response's Set-Cookie sets (as the browser would send it back). */
function valueOf(setCookie: string): string {
  return setCookie.slice(setCookie.indexOf('=') + 1, setCookie.indexOf(';'));
}

async function signedValue(token: CustomerToken, secret = SECRET): Promise<string> {
  const session = createCustomerSession({secret, secure: true, value: null, now: () => NOW});
  session.setToken(token);
  return valueOf(await session.commit());
}

describe('customer session cookie', () => {
  test('keeps the token on the server side of a signed, HttpOnly, Secure, SameSite=Lax cookie expiring with it', async () => {
    const session = createCustomerSession({secret: SECRET, secure: true, value: null, now: () => NOW});
    session.setToken(TOKEN);
    expect(session.isPending).toBe(true);
    const header = await session.commit();
    expect(header.startsWith(`${customerSessionCookieName(true)}=`)).toBe(true);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/Secure/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
    expect(header).toContain(new Date(TOKEN.expiresAt).toUTCString());
    expect(customerSessionCookieName(true)).toBe('__Host-of_customer_session');
    expect(customerSessionCookieName(false)).toBe('of_customer_session');
  });

  test('reads back its own cookie, and an untouched session is not committed', async () => {
    const value = await signedValue(TOKEN);
    const session = createCustomerSession({secret: SECRET, secure: true, value, now: () => NOW});
    expect(await session.token()).toEqual(TOKEN);
    expect(session.isPending).toBe(false);
  });

  test('a cookie signed with another secret, or edited, gives no token and is cleared', async () => {
    for (const value of [await signedValue(TOKEN, 'another-secret'), (await signedValue(TOKEN)).replace(/^./, 'x')]) {
      const session = createCustomerSession({secret: SECRET, secure: true, value, now: () => NOW});
      expect(await session.token()).toBeNull();
      expect(session.isPending).toBe(true);
      expect(await session.commit()).toMatch(/Max-Age=0/);
    }
  });

  test('a signature that is no base64 gives no token and is cleared, never an error', async () => {
    for (const value of ['e30%3D.x', 'e30%3D.abcde', 'e30%3D.%25', 'e30%3D.a%00b']) {
      const session = createCustomerSession({secret: SECRET, secure: true, value, now: () => NOW});
      expect(await session.token()).toBeNull();
      expect(await session.commit()).toMatch(/Max-Age=0/);
    }
  });

  test('an expired token is no token, and the cookie is cleared', async () => {
    const value = await signedValue({accessToken: 'abc', expiresAt: '2026-11-25T09:59:59Z'});
    const session = createCustomerSession({secret: SECRET, secure: true, value, now: () => NOW});
    expect(await session.token()).toBeNull();
    expect(await session.commit()).toMatch(/Max-Age=0/);
  });

  test('signing out clears the cookie', async () => {
    const session = createCustomerSession({secret: SECRET, secure: false, value: await signedValue(TOKEN), now: () => NOW});
    session.clear();
    expect(await session.token()).toBeNull();
    expect(await session.commit()).toBe('of_customer_session=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax');
  });

  test('the cookie rule refuses values no signed session has', () => {
    const {problem} = customerSessionCookieRule(true);
    expect(problem('eyJ.abc%3D')).toBeNull();
    expect(problem('x'.repeat(3000))).toBe('too long');
    expect(problem('a b')).toBe('not a session value');
    expect(problem('<script>')).toBe('not a session value');
  });

  test('a live token has a token-shaped access token and a future, parseable expiry', () => {
    expect(isLiveToken(TOKEN, NOW)).toBe(true);
    expect(isLiveToken({accessToken: 'a b', expiresAt: TOKEN.expiresAt}, NOW)).toBe(false);
    expect(isLiveToken({accessToken: 'abc', expiresAt: 'soon'}, NOW)).toBe(false);
    expect(isLiveToken({accessToken: 'abc'}, NOW)).toBe(false);
    expect(isLiveToken('abc', NOW)).toBe(false);
    expect(isLiveToken(null, NOW)).toBe(false);
  });
});
