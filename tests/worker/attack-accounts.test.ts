// Signed-in customer features tried as an attacker and as a careless client would (issue 10): every answer a
// visitor can provoke stays on our site, below 500, and free of the customer's access token.
import {afterAll, beforeAll, beforeEach, describe, expect, test} from 'vitest';
import {startWorker, WORKER_ORIGIN, type WorkerHarness} from '../support/worker';

const DEMO = {email: 'demo@originalfuel.example', password: 'demo-password-1'};

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());
beforeEach(async () => {
  await worker.admin('customers/reset', {});
});

const form = (fields: Record<string, string>, cookie?: string) => ({
  method: 'POST',
  redirect: 'manual' as const,
  headers: {
    'Content-Type': 'application/x-www-form-urlencoded',
    Origin: WORKER_ORIGIN,
    ...(cookie ? {Cookie: cookie} : {}),
  },
  body: new URLSearchParams(fields).toString(),
});

function sessionCookie(response: Response): string {
  const value = response.headers.getSetCookie().find((cookie) => cookie.startsWith('of_customer_session='));
  if (!value) throw new Error('no session cookie set');
  return value.slice(0, value.indexOf(';'));
}

async function logIn(extra: Record<string, string> = {}) {
  return worker.fetch('/account/login', form({...DEMO, ...extra}));
}

/** The access token inside our own signed cookie (its first part is base64 JSON). */
function accessTokenOf(cookie: string): string {
  const data = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1).split('.')[0]!);
  return (JSON.parse(atob(data)) as {customerAccessToken: {accessToken: string}}).customerAccessToken.accessToken;
}

/** Paths that a URL parser resolves to `//host`: dot segments before a doubled slash. */
const DOT_SEGMENT_ESCAPES = [
  '/.//evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/a/..//evil.example/x',
  '/account/../..//evil.example',
  '/./%2F/evil.example',
  '/.///evil.example',
];

describe('return_to never leaves the site', () => {
  test.each(DOT_SEGMENT_ESCAPES)('a login posted with return_to=%s lands on our own path', async (returnTo) => {
    const response = await logIn({return_to: returnTo});
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, WORKER_ORIGIN).origin).toBe(WORKER_ORIGIN);
  });

  test('a signed-in visitor following a login link with such a return_to stays on the site', async () => {
    const cookie = sessionCookie(await logIn());
    for (const returnTo of DOT_SEGMENT_ESCAPES) {
      for (const path of ['/account/login', '/de/konto/login']) {
        const response = await worker.fetch(`${path}?return_to=${encodeURIComponent(returnTo)}`, {
          headers: {Cookie: cookie},
          redirect: 'manual',
        });
        expect(response.status).toBe(302);
        const location = response.headers.get('location')!;
        expect(location, `${path} ${returnTo}`).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, WORKER_ORIGIN).origin).toBe(WORKER_ORIGIN);
      }
    }
  });
});

describe('session cookies that are no base64', () => {
  // Remix reads the signature with atob(), which throws on characters or lengths base64 does not have.
  const cookies = [
    'of_customer_session=e30%3D.x',
    'of_customer_session=e30%3D.%25',
    'of_customer_session=e30%3D.a%00b',
    'of_customer_session=e30%3D.abcde',
    'of_customer_session=%25%25%25.abcd',
  ];

  test.each(cookies)('%s is no one, cleared, never a 5xx', async (cookie) => {
    const state = await worker.fetch('/api/account', {headers: {Cookie: cookie}});
    expect(state.status).toBe(200);
    expect(((await state.json()) as {customer: unknown}).customer).toBeNull();
    expect(state.headers.getSetCookie().some((value) => /^of_customer_session=;.*Max-Age=0/.test(value))).toBe(true);

    const page = await worker.fetch('/account', {headers: {Cookie: cookie}, redirect: 'manual'});
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toMatch(/^\/account\/login/);

    const loyalty = await worker.fetch('/api/yotpo/nl/me', {headers: {Cookie: cookie}});
    expect(loyalty.status).toBe(401);

    const multipass = await worker.fetch('/api/shopify/multipass', {
      method: 'POST',
      headers: {Cookie: cookie, Origin: WORKER_ORIGIN, 'Content-Type': 'application/json'},
      body: JSON.stringify({returnTo: `${worker.services.url}/cart/c/abc`}),
    });
    expect(multipass.status).toBe(401);

    const login = await worker.fetch('/account/login', {headers: {Cookie: cookie}});
    expect(login.status).toBe(200);
  });
});

describe('the access token stays out of every page and loader answer', () => {
  test('account pages and their loader data do not carry it (Shopify puts it in address ids)', async () => {
    const cookie = sessionCookie(await logIn());
    const token = accessTokenOf(cookie);
    const paths = [
      '/account',
      '/account?_data=routes%2F(%24locale).account._index',
      '/account/addresses',
      '/account/addresses?_data=routes%2F(%24locale).account.addresses',
      '/account/profile',
      '/account/orders',
      '/account/orders?_data=routes%2F(%24locale).account.orders._index',
      '/api/account',
      '/de/konto',
    ];
    for (const path of paths) {
      const response = await worker.fetch(path, {headers: {Cookie: cookie}});
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).not.toContain(token);
    }
  });
});

describe('account enumeration', () => {
  test('recover answers the same for an email with and without an account, even when Shopify says which', async () => {
    await worker.admin('customers/settings', {recoverUnknownEmail: 'error'});
    const known = await worker.fetch('/account/recover?_data=routes%2F(%24locale).account.recover', form({email: DEMO.email}));
    const unknown = await worker.fetch(
      '/account/recover?_data=routes%2F(%24locale).account.recover',
      form({email: 'nobody-here@originalfuel.example'}),
    );
    expect(unknown.status).toBe(known.status);
    const strip = (body: {email?: string}) => ({...body, email: undefined});
    expect(strip((await unknown.json()) as {email?: string})).toEqual(strip((await known.json()) as {email?: string}));
  });

  test('a malformed email is still told so', async () => {
    const response = await worker.fetch('/account/recover', form({email: 'not-an-email'}));
    expect(response.status).toBe(400);
  });
});
