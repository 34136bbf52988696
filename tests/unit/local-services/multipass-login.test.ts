// The checkout host's Multipass login stand-in (API-SHAPES.md §2): a valid token signs the customer in on the
// checkout host and goes on to return_to; tampered, expired, reused, future and foreign targets are refused.
// Tokens are made by the app's own Web Crypto module, so these tests also prove the two sides agree.
import {describe, expect, test} from 'vitest';
import {multipassPayload, multipassToken} from '~/commerce/multipass.server';
import {handleCheckoutPage} from '../../../local-services/storefront';
import {
  CHECKOUT_CUSTOMER_COOKIE,
  createMultipassLogin,
  MULTIPASS_VALIDITY_MS,
  sameHostTarget,
} from '../../../local-services/storefront/multipass-login';
import {LOCAL_MULTIPASS_SECRET} from '../../../scripts/local-env.mjs';
import {cartWith, WHEY_CHOCOLATE_1KG} from './storefront-cart-helpers';
import {ORIGIN} from './storefront-helpers';

const SECRET = 'stand-in-secret';
const T0 = Date.parse('2024-10-01T12:00:00Z');
const ANNA = {email: 'anna@example.com', firstName: 'Anna', lastName: 'de Vries'};

function login(options: {now?: number; acceptFutureCreatedAt?: boolean} = {}) {
  let now = options.now ?? T0;
  const service = createMultipassLogin({secret: () => SECRET, now: () => now, acceptFutureCreatedAt: options.acceptFutureCreatedAt});
  return {service, advance: (ms: number) => (now += ms)};
}

function tokenFor(returnTo: string | undefined, createdAt = T0, customer = ANNA, secret = SECRET) {
  return multipassToken(secret, multipassPayload(customer, returnTo, new Date(createdAt)));
}

/** A token is 48 + 16n bytes, so its base64 is padded unless n is a multiple of 3: emails of growing length find one. */
async function paddedToken(): Promise<string> {
  for (let i = 1; ; i++) {
    const token = await tokenFor(undefined, T0, {...ANNA, email: `${'a'.repeat(i)}@example.com`});
    if (token.endsWith('=')) return token;
  }
}

const visit = (service: ReturnType<typeof createMultipassLogin>, token: string, init?: RequestInit) =>
  service.handle(new Request(`${ORIGIN}/account/login/multipass/${token}`, init));

async function reason(response: Response): Promise<string | undefined> {
  return /data-reason="([a-z]+)"/.exec(await response.text())?.[1];
}

describe('a valid token', () => {
  test('signs the customer in on the checkout host and redirects to return_to', async () => {
    const {service} = login();
    const returnTo = `${ORIGIN}/cart/c/abc?key=k&locale=de`;
    const response = await visit(service, await tokenFor(returnTo));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(returnTo);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^${CHECKOUT_CUSTOMER_COOKIE}=[0-9a-f-]{36}; Path=/; HttpOnly; SameSite=Lax$`));
    const signedIn = new Request(`${ORIGIN}/account`, {headers: {cookie: cookie.split(';')[0]!}});
    expect(service.customerOf(signedIn)).toEqual({email: 'anna@example.com', firstName: 'Anna', lastName: 'de Vries'});
    const account = await service.handle(signedIn);
    expect(account.status).toBe(200);
    expect(await account.text()).toContain('data-email="anna@example.com"');
  });

  test('is read with and without base64 padding (= also percent-encoded)', async () => {
    const padded = await paddedToken();
    expect((await visit(login().service, padded)).status).toBe(302);
    expect((await visit(login().service, padded.replace(/=+$/, ''))).status).toBe(302);
    expect((await visit(login().service, padded.replace(/=/g, '%3D'))).status).toBe(302);
  });

  test('without return_to, or with one on another host, lands on the account page here', async () => {
    for (const returnTo of [undefined, 'https://evil.example/steal', '//evil.example/x', 'javascript:alert(1)']) {
      const response = await visit(login().service, await tokenFor(returnTo));
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`${ORIGIN}/account`);
    }
  });

  test('a path on this host is kept', async () => {
    const response = await visit(login().service, await tokenFor('/cart/c/abc?key=k'));
    expect(response.headers.get('location')).toBe(`${ORIGIN}/cart/c/abc?key=k`);
  });
});

describe('refused tokens get an HTML error page', () => {
  test('tampered: any byte changed, or signed with another secret', async () => {
    const token = await tokenFor(undefined);
    const bytes = Buffer.from(token, 'base64url');
    bytes[bytes.length - 40] = bytes[bytes.length - 40]! ^ 1;
    const tampered = await visit(login().service, bytes.toString('base64url'));
    expect(tampered.status).toBe(403);
    expect(tampered.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await reason(tampered)).toBe('signature');
    const foreign = await visit(login().service, await tokenFor(undefined, T0, ANNA, 'another-secret'));
    expect(await reason(foreign)).toBe('signature');
  });

  test('malformed: not base64url, too short, not whole blocks', async () => {
    const token = await tokenFor(undefined);
    for (const bad of ['', 'abc', 'not*base64', token.slice(0, 40), token.replace(/=+$/, '').slice(0, -3)]) {
      const response = await visit(login().service, bad);
      expect(response.status).toBe(400);
      expect(await reason(response)).toBe('malformed');
    }
  });

  test('expired after 15 minutes', async () => {
    const {service, advance} = login();
    const token = await tokenFor(undefined);
    advance(MULTIPASS_VALIDITY_MS + 1000);
    const response = await visit(service, token);
    expect(response.status).toBe(410);
    expect(await reason(response)).toBe('expired');
    const {service: fresh, advance: later} = login();
    later(MULTIPASS_VALIDITY_MS - 1000);
    expect((await visit(fresh, await tokenFor(undefined))).status).toBe(302);
  });

  test('single use: the second visit is refused', async () => {
    const {service} = login();
    const token = await paddedToken();
    expect((await visit(service, token)).status).toBe(302);
    const second = await visit(service, token);
    expect(second.status).toBe(410);
    expect(await reason(second)).toBe('used');
    // The same token without its padding is the same token.
    expect(await reason(await visit(service, token.replace(/=+$/, '')))).toBe('used');
  });

  test('created_at in the future is refused unless configured', async () => {
    const future = await tokenFor(undefined, T0 + 60_000);
    const refused = await visit(login().service, future);
    expect(refused.status).toBe(400);
    expect(await reason(refused)).toBe('future');
    expect((await visit(login({acceptFutureCreatedAt: true}).service, future)).status).toBe(302);
  });

  test('only GET', async () => {
    const response = await visit(login().service, await tokenFor(undefined), {method: 'POST'});
    expect(response.status).toBe(405);
  });
});

describe('return_to on the same host only', () => {
  test('paths and URLs of this origin pass; other hosts, userinfo, backslashes do not', () => {
    expect(sameHostTarget('/checkouts/x', ORIGIN)).toBe(`${ORIGIN}/checkouts/x`);
    expect(sameHostTarget(`${ORIGIN}/cart/c/a`, ORIGIN)).toBe(`${ORIGIN}/cart/c/a`);
    for (const foreign of ['https://evil.example/', '//evil.example', '/\\evil.example', `http://u@127.0.0.1:4100/`, 'http://127.0.0.1:4101/', 42]) {
      expect(sameHostTarget(foreign, ORIGIN)).toBeNull();
    }
  });
});

describe('the checkout page', () => {
  test('shows the customer signed in by the Multipass login of the running services', async () => {
    const {multipassLogin} = await import('../../../local-services/storefront/multipass-login');
    const cart = await cartWith([{merchandiseId: WHEY_CHOCOLATE_1KG}]);
    const anonymous = await (await handleCheckoutPage(new Request(cart.checkoutUrl))).text();
    expect(anonymous).not.toContain('checkout-customer');
    const token = await multipassToken(LOCAL_MULTIPASS_SECRET, multipassPayload(ANNA, cart.checkoutUrl, new Date()));
    const signIn = await multipassLogin.handle(new Request(`${ORIGIN}/account/login/multipass/${token}`));
    expect(signIn.headers.get('location')).toBe(cart.checkoutUrl);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const page = await (await handleCheckoutPage(new Request(cart.checkoutUrl, {headers: {cookie}}))).text();
    expect(page).toContain('<p id="checkout-customer" data-email="anna@example.com">');
  });
});
