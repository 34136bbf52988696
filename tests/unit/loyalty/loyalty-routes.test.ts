// The loyalty resource routes with a fake load context: a session customer (or none) and Yotpo's stand-in
// behind a stubbed fetch. The session's email is the only one acted for.
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import {action, loader} from '~/routes/api.yotpo.$locale.$action';
import {MARKETS} from '~/markets/markets';
import {handleYotpo, resetYotpoStore, sentReferralMails} from '../../../local-services/yotpo';
import {settle} from '../../support/app-context';

const BASE = 'http://127.0.0.1:4100/yotpo/api/v2';
const YOTPO_ENV = {YOTPO_API_URL: BASE, YOTPO_GUID: 'local-yotpo-guid', YOTPO_API_KEY: 'local-yotpo-key'};
const DEMO = {
  id: 'gid://shopify/Customer/7000000001',
  email: 'demo@originalfuel.example',
  firstName: 'Demi',
  lastName: 'Demo',
  displayName: 'Demi Demo',
  phone: null,
  acceptsMarketing: false,
};
type Customer = typeof DEMO;

const yotpoCalls: Request[] = [];

function context(customer: Customer | null, env: Record<string, string> = YOTPO_ENV): AppLoadContext {
  const market = MARKETS[0]!;
  return {
    env,
    market,
    routing: {market, basePath: '', pathLocale: null, byHost: false},
    session: {
      token: async () => (customer ? {accessToken: 'token', expiresAt: '2999-01-01T00:00:00Z'} : null),
      clear: () => {},
    },
    storefront: {query: async () => ({customer})},
  } as unknown as AppLoadContext;
}

const get = (locale: string, name: string, customer: Customer | null = DEMO, env?: Record<string, string>) =>
  settle(() =>
    loader({params: {locale, action: name}, context: context(customer, env), request: new Request(`http://localhost/api/yotpo/${locale}/${name}`)} as never),
  );

const post = (locale: string, name: string, fields: Record<string, string> = {intent: name}, customer: Customer | null = DEMO, env?: Record<string, string>) =>
  settle(() =>
    action({
      params: {locale, action: name},
      context: context(customer, env),
      request: new Request(`http://localhost/api/yotpo/${locale}/${name}`, {method: 'POST', body: new URLSearchParams(fields)}),
    } as never),
  );

beforeEach(() => {
  resetYotpoStore();
  yotpoCalls.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    yotpoCalls.push(request.clone());
    return handleYotpo(request);
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loyalty routes: who may ask', () => {
  test('VIP tiers are for everyone, briefly cacheable', async () => {
    const answer = await get('de', 'vip-tiers', null);
    expect(answer.status).toBe(200);
    expect((answer.body as any).tiers.map((tier: any) => [tier.name, tier.entryThreshold.pointsEarned])).toEqual([
      ['Bronze', 0],
      ['Silver', 500],
      ['Gold', 1500],
    ]);
    expect(answer.headers.get('Cache-Control')).toMatch(/public.*max-age=300/);
  });

  test('me, rewards and campaigns without a customer are a 401 in the market language, and Yotpo is not asked', async () => {
    for (const name of ['me', 'rewards', 'campaigns']) {
      const answer = await get('de', name, null);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({error: 'Bitte melde dich an, um deine Punkte zu sehen.'});
      expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    }
    expect((await post('fr-be', 'instagram', {}, null)).body).toEqual({error: 'Connectez-vous pour voir vos points.'});
    expect(yotpoCalls).toHaveLength(0);
  });

  test('an unknown locale or action is a 404; a read posted or an action read is a 405', async () => {
    expect((await get('xx', 'me')).status).toBe(404);
    expect((await get('nl', 'points')).status).toBe(404);
    expect((await post('nl', 'me')).status).toBe(405);
    const read = await get('nl', 'birthday');
    expect(read.status).toBe(405);
    expect(read.headers.get('Allow')).toBe('POST');
  });
});

describe('loyalty routes: the session customer', () => {
  test("me is the session customer's points and history, private", async () => {
    const answer = await get('nl', 'me');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    expect((answer.body as any).customer).toMatchObject({email: DEMO.email, pointsBalance: 620, known: true});
    expect((answer.body as any).customer.historyItems[0]).toMatchObject({points: -300});
  });

  test('an email in a body is ignored: the session email is used', async () => {
    await post('nl', 'instagram', {intent: 'instagram', email: 'victim@example.com', customer_email: 'victim@example.com'});
    const created = await post('nl', 'create-account', {email: 'victim@example.com'}, {...DEMO, email: 'new@example.com'});
    expect(created.body).toMatchObject({ok: true, done: true});
    await post('nl', 'send-referral-mails', {from: 'victim@example.com', emails: 'friend@example.com'});
    expect(sentReferralMails().map((mail) => mail.from)).toEqual([DEMO.email]);
    const sentBodies = await Promise.all(yotpoCalls.filter((call) => call.method === 'POST').map((call) => call.text()));
    expect(sentBodies.join('\n')).not.toContain('victim@example.com');
    expect((await get('nl', 'me')).body).toMatchObject({customer: {pointsBalance: 670}});
  });

  test('create-account records the action once, for a customer Yotpo did not know', async () => {
    const fresh = {...DEMO, id: 'gid://shopify/Customer/9', email: 'fresh@example.com'};
    expect((await get('nl', 'me', fresh)).body).toMatchObject({customer: {known: false, pointsBalance: 0, historyItems: []}});
    expect((await post('nl', 'create-account', {intent: 'x'}, fresh)).body).toMatchObject({ok: true, done: true});
    expect((await post('nl', 'create-account', {intent: 'x'}, fresh)).body).toMatchObject({ok: true, done: false});
    expect((await get('nl', 'me', fresh)).body).toMatchObject({customer: {known: true, pointsBalance: 100}});
  });

  test('a birthday is validated; a bad one is a 400 in the market language and Yotpo is not asked', async () => {
    const bad = await post('it', 'birthday', {day: '31', month: '4', year: '1990'});
    expect(bad).toMatchObject({status: 400, body: {error: 'Questa data non esiste.', field: 'birthday'}});
    expect((await post('de', 'birthday', {day: 'x', month: '4'})).body).toMatchObject({error: 'Gib einen Tag von 1 bis 31 ein.'});
    expect(yotpoCalls).toHaveLength(0);
    const good = await post('nl', 'birthday', {day: '12', month: '4', year: '1990'});
    expect(good).toMatchObject({status: 200, body: {ok: true, action: 'birthday'}});
    expect((await get('nl', 'me')).body).toMatchObject({customer: {birthday: {day: 12, month: 4, year: 1990}, pointsBalance: 720}});
  });

  test('referral emails are validated: malformed, too many, or the customer own', async () => {
    expect((await post('en', 'send-referral-mails', {emails: 'nope'})).body).toEqual({error: '"nope" is not a valid email address.', field: 'emails'});
    expect((await post('nl', 'send-referral-mails', {emails: DEMO.email.toUpperCase()})).body).toMatchObject({error: 'Je kunt jezelf niet uitnodigen.'});
    const many = Array.from({length: 11}, (_, index) => `f${index}@x.nl`).join(',');
    expect((await post('fr', 'send-referral-mails', {emails: many})).status).toBe(400);
    expect((await post('nl', 'send-referral-mails', {emails: 'a@x.nl, b@y.de'})).body).toEqual({ok: true, action: 'send-referral-mails', done: true, sent: 2});
  });

  test('campaigns and rewards come with completion counts and costs', async () => {
    const campaigns = (await get('nl', 'campaigns')).body as any;
    expect(campaigns.campaigns.find((campaign: any) => campaign.actionName === 'existing_account_points')).toMatchObject({
      maxCompletionsPerUser: 1,
      status: {customerTimesCompleted: 1},
    });
    expect(((await get('nl', 'rewards')).body as any).rewards[0]).toEqual({id: 201, name: 'Free shipping', description: 'Free shipping on your next order.', amount: 300, costText: '300 points'});
  });
});

describe('loyalty routes: Yotpo failing is no 5xx crash', () => {
  test('Yotpo down: 503 with an error in the market language, logged', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    const answer = await get('nl', 'me');
    expect(answer).toMatchObject({status: 503, body: {error: 'Je punten kunnen nu niet getoond worden. Probeer het later opnieuw.', unavailable: true}});
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect((await post('nl', 'instagram')).status).toBe(503);
    expect((await get('nl', 'vip-tiers', null)).status).toBe(503);
    expect(console.error).toHaveBeenCalledWith('[yotpo]', expect.stringContaining('fetch failed'));
  });

  test('wrong credentials or none configured answer unavailable', async () => {
    expect((await get('nl', 'campaigns', DEMO, {...YOTPO_ENV, YOTPO_API_KEY: 'wrong'})).status).toBe(503);
    expect((await get('nl', 'vip-tiers', null, {})).status).toBe(503);
    expect(yotpoCalls).toHaveLength(1);
  });

  test('an answer that is no list or no JSON is unavailable, not an error page', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>proxy</html>', {status: 200}));
    expect((await get('nl', 'rewards')).status).toBe(503);
    vi.stubGlobal('fetch', async () => new Response('{"tiers":"x"}', {status: 200}));
    expect((await get('nl', 'vip-tiers')).status).toBe(503);
  });
});
