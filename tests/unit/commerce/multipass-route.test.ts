// Spec §6–§8 and issue 10 §5: `POST /api/shopify/multipass` {email, returnTo} → {url} for the session's customer
// only. The route runs in the app's real load context against the local services; the signed-in customer is a fake
// session whose token the (faked) Storefront customer query answers, as the account issue's login will leave it.
// The last test follows the URL to the local checkout host and sees the customer arrive at checkout signed in.
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {describe, expect, test} from 'vitest';
import type {SessionCustomer} from '~/commerce/customer-access.server';
import type {CustomerSession} from '~/commerce/customer-session.server';
import {emailAgrees, multipassOutcomeFor} from '~/commerce/multipass-checkout.server';
import {withRequestGuard} from '~/http/request-guard.server';
import * as cartRoute from '~/routes/($locale).cart';
import * as multipassRoute from '~/routes/($locale).api.shopify.multipass';
import type {ServerBuild} from '@shopify/remix-oxygen';
import {useAppHarness, settle} from '../../support/app-context';
import {LOCAL_MULTIPASS_SECRET} from '../../../scripts/local-env.mjs';

const harness = useAppHarness();

const ANNA: SessionCustomer = {
  id: 'gid://shopify/Customer/1',
  email: 'Anna@Example.com',
  firstName: 'Anna',
  lastName: 'de Vries',
  displayName: 'Anna de Vries',
  phone: null,
  acceptsMarketing: false,
};

/** A session holding a live token; the Storefront's customer query answers `customer` for it. */
function signIn(context: AppLoadContext, customer: SessionCustomer | null) {
  const session: CustomerSession = {
    token: async () => ({accessToken: 'local-token', expiresAt: new Date(Date.now() + 3_600_000).toISOString()}),
    setToken: () => {},
    clear: () => {},
    isPending: false,
    commit: async () => '',
  };
  const storefront = context.storefront;
  context.session = session;
  context.storefront = {
    ...storefront,
    query: ((query: string, options: unknown) =>
      /query SessionCustomer\b/.test(query) ? Promise.resolve({customer}) : storefront.query(query as never, options as never)) as never,
  };
}

async function cartCheckoutUrl(): Promise<string> {
  const response = await fetch(`${harness.services.url}/api/2024-10/graphql.json`, {
    method: 'POST',
    headers: {'content-type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'local-public-token'},
    body: JSON.stringify({
      query: 'mutation Create($lines: [CartLineInput!]) { cartCreate(input: {lines: $lines}) { cart { checkoutUrl } } }',
      variables: {lines: [{merchandiseId: 'gid://shopify/ProductVariant/49100000000002', quantity: 1}]},
    }),
  });
  const body = (await response.json()) as {data: {cartCreate: {cart: {checkoutUrl: string}}}};
  return body.data.cartCreate.cart.checkoutUrl;
}

type Post = {path?: string; body: Record<string, unknown>; form?: boolean; document?: boolean; customer?: SessionCustomer | null};

async function post({path = '/api/shopify/multipass', body, form = false, document = false, customer = ANNA}: Post) {
  const headers: Record<string, string> = form
    ? {'Content-Type': 'application/x-www-form-urlencoded', ...(document ? {'Sec-Fetch-Dest': 'document'} : {})}
    : {'Content-Type': 'application/json', Accept: 'application/json'};
  const payload = form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
  const request = harness.request(path, {method: 'POST', headers, body: payload});
  const context = await harness.context(request);
  signIn(context, customer);
  const locale = /^\/([a-z-]+)\/api\//.exec(path)?.[1];
  return settle(() => multipassRoute.action({request, context, params: locale ? {locale} : {}}));
}

function tokenOf(url: string): string {
  return /\/account\/login\/multipass\/([A-Za-z0-9_=-]+)$/.exec(url)![1]!;
}

describe('POST /api/shopify/multipass', () => {
  test('answers {url}: the Multipass login on the checkout origin, private and never stored', async () => {
    const returnTo = await cartCheckoutUrl();
    const answer = await post({body: {email: 'anna@example.com', returnTo}});
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    const {url} = answer.body as {url: string};
    expect(Object.keys(answer.body as object)).toEqual(['url']);
    expect(url.startsWith(`${harness.services.url}/account/login/multipass/`)).toBe(true);
    expect(tokenOf(url).length).toBeGreaterThan(64);
  });

  test('the market locale is appended to returnTo, under every locale prefix', async () => {
    const returnTo = await cartCheckoutUrl();
    for (const [prefix, locale] of [['', 'nl'], ['/de', 'de'], ['/fr-be', 'fr-be']] as const) {
      const answer = await post({path: `${prefix}/api/shopify/multipass`, body: {email: ANNA.email, returnTo}});
      expect(answer.status).toBe(200);
      // Follow it to the stand-in: it redirects to return_to, which carries the locale.
      const login = await fetch((answer.body as {url: string}).url, {redirect: 'manual'});
      expect(login.status).toBe(302);
      const target = new URL(login.headers.get('location')!);
      expect(target.searchParams.get('locale')).toBe(locale);
      expect(`${target.origin}${target.pathname}`).toBe(returnTo.split('?')[0]);
    }
  });

  test('401 without a signed-in customer', async () => {
    const answer = await post({body: {email: ANNA.email, returnTo: await cartCheckoutUrl()}, customer: null});
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({success: false, error: 'Je bent niet meer ingelogd. Log opnieuw in om af te rekenen.'});
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
  });

  test('403 for an email that is not the session customer’s', async () => {
    const answer = await post({path: '/de/api/shopify/multipass', body: {email: 'mallory@example.com', returnTo: await cartCheckoutUrl()}});
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({success: false, error: expect.stringContaining('Kassenlink')});
  });

  test('400 for a returnTo off the checkout host, or none', async () => {
    const checkout = await cartCheckoutUrl();
    const foreign = [
      'https://evil.example/cart/c/abc',
      checkout.replace('127.0.0.1', 'localhost'),
      checkout.replace('http://', 'http://127.0.0.1@evil.example/'),
      '/cart/c/abc',
      'javascript:alert(1)',
      undefined,
    ];
    for (const returnTo of foreign) {
      const answer = await post({body: {email: ANNA.email, ...(returnTo === undefined ? {} : {returnTo})}});
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({success: false});
    }
  });

  test('a form post without JavaScript is answered with a 303 to the login, or back to the cart naming the problem', async () => {
    const returnTo = await cartCheckoutUrl();
    const ok = await post({path: '/de/api/shopify/multipass', body: {returnTo}, form: true, document: true});
    expect(ok.status).toBe(303);
    expect(ok.headers.get('Location')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/account\/login\/multipass\//);
    const refused = await post({path: '/de/api/shopify/multipass', body: {returnTo}, form: true, document: true, customer: null});
    expect(refused.status).toBe(303);
    expect(refused.headers.get('Location')).toBe('/de/cart?checkout_error=signedOut');
  });

  test('the cart page shows that problem in the market’s words; an unknown one shows nothing', async () => {
    for (const [query, expected] of [
      ['checkout_error=signedOut', 'Du bist nicht mehr angemeldet. Melde dich erneut an, um zur Kasse zu gehen.'],
      ['checkout_error=nonsense', null],
    ] as const) {
      const request = harness.request(`/de/cart?${query}`);
      const context = await harness.context(request);
      const answer = await settle(() => cartRoute.loader({request, context, params: {locale: 'de'}}));
      expect((answer.body as {checkoutError: string | null}).checkoutError).toBe(expected);
    }
  });

  test('a GET is refused: tokens are made for a POST only', async () => {
    const request = harness.request('/api/shopify/multipass');
    const context = await harness.context(request);
    const answer = await settle(() => multipassRoute.loader({request, context, params: {}}));
    expect(answer.status).toBe(405);
  });

  test('the request guard lets this route take JSON (and a JSON non-object is a 400)', async () => {
    const build = {entry: {module: {}}, routes: {'routes/mp': {id: 'routes/mp', path: ':locale?/api/shopify/multipass', module: multipassRoute}}};
    const guarded = withRequestGuard(build as unknown as ServerBuild).routes['routes/mp']!.module;
    const run = async (body: string) => {
      const request = harness.request('/api/shopify/multipass', {method: 'POST', headers: {'Content-Type': 'application/json'}, body});
      const context = await harness.context(request);
      signIn(context, ANNA);
      return settle(() => guarded.action!({request, context, params: {}}));
    };
    expect((await run(JSON.stringify({email: ANNA.email, returnTo: await cartCheckoutUrl()}))).status).toBe(200);
    expect((await run('[1]')).status).toBe(400);
    expect((await run('{not json')).status).toBe(400);
  });

  test('signed-in checkout arrives at the checkout as that customer', async () => {
    const returnTo = await cartCheckoutUrl();
    const {url} = (await post({body: {email: ANNA.email, returnTo}})).body as {url: string};
    const login = await fetch(url, {redirect: 'manual'});
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const checkout = await fetch(login.headers.get('location')!, {headers: {cookie}});
    expect(checkout.status).toBe(200);
    const html = await checkout.text();
    expect(html).toContain('<p id="checkout-customer" data-email="Anna@Example.com">');
    expect(html).toContain('data-locale="nl"');
    // Single use: the same link again is refused.
    expect((await fetch(url, {redirect: 'manual'})).status).toBe(410);
  });
});

describe('the rules behind the route', () => {
  const settings = {checkoutHost: 'checkout.example', locale: 'it', secret: LOCAL_MULTIPASS_SECRET};
  const returnTo = 'https://checkout.example/cart/c/abc?key=k';

  test('the body’s email must agree with the session’s, case and spaces aside; none at all is fine', () => {
    expect(emailAgrees(' ANNA@example.COM ', ANNA)).toBe(true);
    expect(emailAgrees(undefined, ANNA)).toBe(true);
    expect(emailAgrees('', ANNA)).toBe(true);
    expect(emailAgrees('anna@example.co', ANNA)).toBe(false);
    expect(emailAgrees(['anna@example.com'], ANNA)).toBe(false);
  });

  test('no secret configured: unavailable (503), logged, never a token', async () => {
    const outcome = await multipassOutcomeFor(ANNA, {returnTo}, {...settings, secret: undefined});
    expect(outcome).toEqual({ok: false, status: 503, problem: 'unavailable'});
  });

  test('https on a production checkout host, with the locale', async () => {
    const outcome = await multipassOutcomeFor(ANNA, {email: ANNA.email, returnTo}, settings);
    expect(outcome.ok && outcome.url).toMatch(/^https:\/\/checkout\.example\/account\/login\/multipass\/[A-Za-z0-9_=-]+$/);
    expect(await multipassOutcomeFor(ANNA, {returnTo: returnTo.replace('https', 'http')}, settings)).toMatchObject({status: 400});
  });
});
