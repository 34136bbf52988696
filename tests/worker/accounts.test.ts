// Signed-in customers on the built worker (issue 10, security): the session cookie is the only way to be someone;
// a tampered or expired one is no one; account calls act for the session's customer whatever the request names;
// redirects after login only go to our own paths or the market's checkout; public pages stay public.
import {afterAll, beforeAll, beforeEach, describe, expect, test} from 'vitest';
import {startWorker, WORKER_ORIGIN, type WorkerHarness} from '../support/worker';

const DEMO = {email: 'demo@originalfuel.example', password: 'demo-password-1'};
const OTHER = {email: 'other@originalfuel.example', password: 'other-password-1'};

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());
beforeEach(async () => {
  await worker.admin('customers/reset', {});
});

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  redirect: 'manual' as const,
  headers: {'Content-Type': 'application/x-www-form-urlencoded', Origin: WORKER_ORIGIN},
  body: new URLSearchParams(fields).toString(),
});

/** The `name=value` of the session cookie a response sets. */
function sessionCookie(response: Response): string {
  const value = response.headers.getSetCookie().find((cookie) => cookie.startsWith('of_customer_session='));
  if (!value) throw new Error('no session cookie set');
  return value.slice(0, value.indexOf(';'));
}

async function logIn(who: {email: string; password: string}, extra: Record<string, string> = {}, path = '/account/login') {
  return worker.fetch(path, form({email: who.email, password: who.password, ...extra}));
}

async function whoIs(cookie: string) {
  const response = await worker.fetch('/api/account', {headers: {Cookie: cookie}});
  return {response, body: (await response.json()) as {customer: {email: string} | null; expired: boolean}};
}

describe('the session', () => {
  test('a login sets a signed HttpOnly cookie and the account knows the customer; nothing else names them', async () => {
    const response = await logIn(DEMO);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/account');
    const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('of_customer_session='))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Expires=/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const {response: state, body} = await whoIs(sessionCookie(response));
    expect(body.customer?.email).toBe(DEMO.email);
    expect(state.headers.get('cache-control')).toBe('private, no-store');
  });

  test('a wrong password is a 400 with the reason, and no session', async () => {
    const response = await logIn({email: DEMO.email, password: 'nope-nope'});
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('of_customer_session='))).toBe(false);
    expect(await response.text()).toContain('Het e-mailadres of wachtwoord klopt niet.');
  });

  test('a tampered cookie is no one, and is cleared', async () => {
    const cookie = sessionCookie(await logIn(DEMO));
    const [name, value] = cookie.split('=') as [string, string];
    const tampered = `${name}=${value.slice(0, 5)}${value[5] === 'A' ? 'B' : 'A'}${value.slice(6)}`;
    const {response, body} = await whoIs(tampered);
    expect(body.customer).toBeNull();
    expect(response.headers.getSetCookie().some((set) => set.startsWith('of_customer_session=;') && /Max-Age=0/.test(set))).toBe(true);
    const page = await worker.fetch('/account', {headers: {Cookie: tampered}, redirect: 'manual'});
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toMatch(/^\/account\/login\?return_to=/);
  });

  test('a forged cookie naming someone else’s token without the secret is no one', async () => {
    const forged = `of_customer_session=${btoa(JSON.stringify({customerAccessToken: {accessToken: 'a'.repeat(32), expiresAt: '2099-01-01T00:00:00Z'}}))}.AAAA`;
    expect((await whoIs(forged)).body.customer).toBeNull();
  });

  test('a token that expires mid-session signs the customer out, and the account page sends to login', async () => {
    const cookie = sessionCookie(await logIn(DEMO));
    await worker.admin('customers/expire-tokens', {email: DEMO.email, kind: 'access'});
    const {response, body} = await whoIs(cookie);
    expect(body).toEqual({customer: null, expired: true, suggestion: null, chat: null});
    expect(response.headers.getSetCookie().some((set) => set.startsWith('of_customer_session=;'))).toBe(true);
    const page = await worker.fetch('/de/konto/profile', {headers: {Cookie: cookie}, redirect: 'manual'});
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/de/konto/login?return_to=%2Fde%2Fkonto%2Fprofile');
  });

  test('logout deletes the token at Shopify: the old cookie is no one afterwards', async () => {
    const cookie = sessionCookie(await logIn(DEMO));
    const out = await worker.fetch('/account/logout', {...form({intent: 'logout'}), headers: {...form({}).headers, Cookie: cookie}});
    expect(out.status).toBe(303);
    expect(out.headers.getSetCookie().some((set) => set.startsWith('of_customer_session=;'))).toBe(true);
    expect((await whoIs(cookie)).body.customer).toBeNull();
  });

  test('public pages with a session stay public: no cookie set, the same shared caching', async () => {
    const cookie = sessionCookie(await logIn(DEMO));
    const anonymous = await worker.fetch('/producten');
    const signedIn = await worker.fetch('/producten', {headers: {Cookie: cookie}});
    expect(signedIn.headers.get('cache-control')).toBe(anonymous.headers.get('cache-control'));
    expect(signedIn.headers.get('cache-control')).toMatch(/public/);
    expect(signedIn.headers.getSetCookie()).toEqual([]);
    expect(await signedIn.text()).not.toContain(DEMO.email);
  });
});

describe('where a login may send the browser', () => {
  test.each([
    [{return_to: '//evil.example/x'}, '/account'],
    [{return_to: 'https://evil.example/'}, '/account'],
    [{return_to: '/\\evil.example'}, '/account'],
    [{checkout_url: 'https://evil.example/cart/c/abc?key=k'}, '/account'],
    [{checkout_url: 'http://127.0.0.1:4100@evil.example/cart/c/abc'}, '/account'],
    [{return_to: '/producten?x=1'}, '/producten?x=1'],
  ])('%j → %s', async (fields, location) => {
    const response = await logIn(DEMO, fields as Record<string, string>);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(location);
  });

  test('a checkout URL on the market’s checkout host is where the login goes', async () => {
    const checkout = `${worker.services.url}/cart/c/abc123?key=k1`;
    const response = await logIn(DEMO, {checkout_url: checkout});
    expect(response.headers.get('location')).toBe(checkout);
  });

  test('the German login lands on the German account page', async () => {
    const response = await logIn(DEMO, {}, '/de/konto/login');
    expect(response.headers.get('location')).toBe('/de/konto');
  });
});

describe('acting for the session’s customer only', () => {
  test('Multipass for another customer’s email is refused', async () => {
    const cookie = sessionCookie(await logIn(DEMO));
    const response = await worker.fetch('/api/shopify/multipass', {
      ...form({email: OTHER.email, returnTo: `${worker.services.url}/cart/c/abc?key=k`}),
      headers: {...form({}).headers, Cookie: cookie},
    });
    expect(response.status).toBe(403);
  });

  test('loyalty calls without a session are 401; with one, a body naming someone else acts for the session', async () => {
    const anonymous = await worker.fetch('/api/yotpo/nl/birthday', form({day: '1', month: '2', year: '1990', email: OTHER.email}));
    expect(anonymous.status).toBe(401);
    const cookie = sessionCookie(await logIn(DEMO));
    const me = await worker.fetch('/api/yotpo/nl/me', {headers: {Cookie: cookie}});
    expect(me.status).toBe(200);
    expect(JSON.stringify(await me.json())).not.toContain(OTHER.email);
  });

  test('an address id of another customer is not found, and changes nothing', async () => {
    const other = sessionCookie(await logIn(OTHER));
    const page = await (await worker.fetch('/account/addresses', {headers: {Cookie: other}})).text();
    const addressId = /name="addressId" value="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&');
    expect(addressId).toMatch(/^gid:\/\/shopify\/MailingAddress\//);
    const before = (await worker.admin(`customers?email=${encodeURIComponent(OTHER.email)}`)) as {addresses: number};
    const demo = sessionCookie(await logIn(DEMO));
    for (const intent of ['delete', 'default', 'update']) {
      const response = await worker.fetch('/account/addresses', {
        ...form({intent, addressId: addressId!, city: 'Nowhere'}),
        headers: {...form({}).headers, Cookie: demo},
      });
      expect(response.status).toBe(404);
    }
    expect(await worker.admin(`customers?email=${encodeURIComponent(OTHER.email)}`)).toMatchObject({addresses: before.addresses});
    expect(before.addresses).toBeGreaterThan(0);
  });
});

describe('signed-in checkout', () => {
  async function cartWithALine(cookie: string): Promise<string> {
    const html = await (await worker.fetch('/producten/protein/whey-protein/chocolate-1kg')).text();
    const input = /name="cartFormInput" value="([^"]+)"/.exec(html)![1]!.replace(/&quot;/g, '"');
    const merchandiseId = (JSON.parse(input) as {inputs: {lines: {merchandiseId: string}[]}}).inputs.lines[0]!.merchandiseId;
    const added = await worker.fetch('/cart', {
      ...form({cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId, quantity: 1}]}})}),
      headers: {...form({}).headers, Cookie: cookie, 'Sec-Fetch-Dest': 'document'},
    });
    const cart = added.headers.getSetCookie().find((set) => set.startsWith('of_shopify-cart-token='))!;
    return `${cookie}; ${cart.slice(0, cart.indexOf(';'))}`;
  }

  const checkout = (cookie: string) =>
    worker.fetch('/cart', {...form({intent: 'checkout'}), headers: {...form({}).headers, Cookie: cookie, 'Sec-Fetch-Dest': 'document'}});

  test('goes through the Multipass login of the checkout host, after the cart’s checks', async () => {
    const cookies = await cartWithALine(sessionCookie(await logIn(DEMO)));
    const response = await checkout(cookies);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(new RegExp(`^${worker.services.url}/account/login/multipass/[A-Za-z0-9_=-]+$`));
  });

  test('a token that expired since the page was shown: the shopper stays on the cart, told, and signed out', async () => {
    const cookies = await cartWithALine(sessionCookie(await logIn(DEMO)));
    await worker.admin('customers/expire-tokens', {email: DEMO.email, kind: 'access'});
    const response = await checkout(cookies);
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('Je bent niet meer ingelogd.');
    expect(response.headers.getSetCookie().some((set) => set.startsWith('of_customer_session=;'))).toBe(true);
    // The cart is kept: the next checkout goes on anonymously.
    const withoutSession = cookies.replace(/of_customer_session=[^;]+; /, '');
    const again = await checkout(withoutSession);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toMatch(/\/cart\/c\/.+locale=nl/);
  });
});

describe('newsletter in the account area', () => {
  test('signing up in the profile sets acceptsMarketing and records the loyalty newsletter action', async () => {
    // A new customer (enabled at once for this test), who has not signed up for anything yet.
    await worker.admin('customers/settings', {autoEnable: true});
    const email = `newsletter-${Date.now()}@example.com`;
    const created = await worker.fetch('/account/register', form({email, password: 'news-pass-1', firstName: 'Noor'}));
    expect(created.status).toBe(200);
    const cookie = sessionCookie(await logIn({email, password: 'news-pass-1'}));
    const campaignDone = async () => {
      const answer = (await (await worker.fetch('/api/yotpo/nl/campaigns', {headers: {Cookie: cookie}})).json()) as {
        campaigns: {actionName: string | null; status: {customerTimesCompleted: number}}[];
      };
      return answer.campaigns.find((campaign) => campaign.actionName === 'newsletter_signup')?.status.customerTimesCompleted;
    };
    expect(await campaignDone()).toBeFalsy();
    const saved = await worker.fetch('/account/profile', {
      ...form({firstName: 'Noor', lastName: '', email, phone: '', acceptsMarketing: 'on'}),
      headers: {...form({}).headers, Cookie: cookie},
    });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain('Je gegevens zijn opgeslagen.');
    await expect.poll(campaignDone).toBe(1);
    const me = (await (await worker.fetch('/api/yotpo/nl/me', {headers: {Cookie: cookie}})).json()) as {acceptsMarketing: boolean};
    expect(me.acceptsMarketing).toBe(true);
  });
});

