import {afterEach, beforeEach, describe, expect, test} from 'vitest';
import {handleYotpo, resetYotpoStore, sentReferralMails} from '../../../local-services/yotpo';

// Widened: the app's env.d.ts narrows the global `process.env`.
const env: Record<string, string | undefined> = process.env;
const BASE = 'http://127.0.0.1:4100/yotpo/api/v2';
const AUTH = {'x-guid': 'local-yotpo-guid', 'x-api-key': 'local-yotpo-key'};
const DEMO = 'demo@originalfuel.example';

async function call(method: string, path: string, body?: Record<string, unknown> | string, headers: Record<string, string> = AUTH) {
  const form = typeof body === 'string';
  const response = await handleYotpo(
    new Request(`${BASE}${path}`, {
      method,
      headers: {...headers, ...(body === undefined ? {} : {'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json'})},
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    }),
  );
  return {status: response.status, body: (await response.json()) as any};
}

const customer = (email: string) => call('GET', `/customers?customer_email=${encodeURIComponent(email)}&with_history=true&with_referral_code=true`);
const campaign = (list: any[], id: number) => list.find((item) => item.id === id);

beforeEach(() => resetYotpoStore());
afterEach(() => {
  for (const key of ['LOCAL_YOTPO_GUID', 'LOCAL_YOTPO_TIER_THRESHOLDS', 'LOCAL_YOTPO_UNKNOWN_CUSTOMER', 'LOCAL_YOTPO_UNAUTHORIZED_BODY']) delete env[key];
});

describe('Yotpo stand-in: credentials', () => {
  test('headers or query parameters; anything else is a 401 with the configured body', async () => {
    expect((await call('GET', '/vip_tiers', undefined, {})).status).toBe(401);
    expect((await call('GET', '/vip_tiers', undefined, {'x-guid': 'local-yotpo-guid', 'x-api-key': 'nope'})).status).toBe(401);
    expect((await call('GET', '/vip_tiers?guid=local-yotpo-guid&api_key=local-yotpo-key', undefined, {})).status).toBe(200);
    expect((await call('GET', '/vip_tiers', undefined, {'X-Guid': 'local-yotpo-guid', 'X-API-Key': 'local-yotpo-key'})).status).toBe(200);
    env.LOCAL_YOTPO_GUID = 'other-guid';
    env.LOCAL_YOTPO_UNAUTHORIZED_BODY = '{"message":"Invalid credentials"}';
    expect(await call('GET', '/vip_tiers')).toEqual({status: 401, body: {message: 'Invalid credentials'}});
  });

  test('unknown paths are 404, known paths with another method 405', async () => {
    expect((await call('GET', '/nothing')).status).toBe(404);
    expect((await call('DELETE', '/customers')).status).toBe(405);
  });
});

describe('Yotpo stand-in: customers', () => {
  test('the seeded demo customer with balance, history (newest first), birthday fields and referral code', async () => {
    const {status, body} = await customer(DEMO);
    expect(status).toBe(200);
    expect(body).toMatchObject({email: DEMO, points_balance: 620, points_earned: 920, vip_tier_name: 'Silver', birthday_month: null});
    expect(body.third_party_id).toBe(body.thirty_party_id);
    expect(body.history_items[0]).toMatchObject({points: -300, status: 'FREESHIP-7KQ2'});
    expect(body.history_items.at(-1)).toMatchObject({action: 'Existing Account Points', action_name: 'existing_account_points', date: '2026-01-10'});
    expect(body.referral_code).toMatchObject({code: 'OF-DEMO1', emails_sent: 0});
    expect(body.vip_tier_upgrade_requirements.points_needed).toBe(580);
  });

  test('history and referral code only when asked for; emails match without case', async () => {
    const {body} = await call('GET', `/customers?customer_email=DEMO@OriginalFuel.example`);
    expect(body.email).toBe(DEMO);
    expect(body.history_items).toBeUndefined();
    expect(body.referral_code).toBeUndefined();
  });

  test('an unknown customer is a 404, or an empty 200 when so configured; no identifier is a 400', async () => {
    expect((await customer('nobody@example.com')).status).toBe(404);
    env.LOCAL_YOTPO_UNKNOWN_CUSTOMER = 'empty';
    expect(await customer('nobody@example.com')).toEqual({status: 200, body: {}});
    expect((await call('GET', '/customers')).status).toBe(400);
  });

  test('POST /customers creates or updates, form-encoded too', async () => {
    const created = await call('POST', '/customers', 'email=new%40example.com&id=42&first_name=Nina');
    expect(created.body).toMatchObject({email: 'new@example.com', third_party_id: '42', first_name: 'Nina', points_balance: 0});
    expect((await call('POST', '/customers', {first_name: 'x'})).status).toBe(400);
  });
});

describe('Yotpo stand-in: actions and campaigns', () => {
  test('the create-account action creates an unknown customer and completes once', async () => {
    const first = await call('POST', '/actions', {customer_email: 'fresh@example.com', action_name: 'existing_account_points'});
    expect(first.status).toBe(200);
    await call('POST', '/actions', {customer_email: 'fresh@example.com', action_name: 'existing_account_points'});
    const {body} = await customer('fresh@example.com');
    expect(body.points_balance).toBe(100);
    expect(body.history_items).toHaveLength(1);
    const campaigns = await call('GET', '/campaigns?with_status=true&customer_email=fresh@example.com');
    expect(campaign(campaigns.body, 101).status).toMatchObject({customer_times_completed: 1});
  });

  test('an action without a campaign or a customer is a 400', async () => {
    expect((await call('POST', '/actions', {customer_email: DEMO, action_name: 'nope'})).status).toBe(400);
    expect((await call('POST', '/actions', {action_name: 'instagram_follow'})).status).toBe(400);
    expect((await call('POST', '/actions', '{broken')).status).toBe(400);
  });

  test('campaigns carry per-customer status only with with_status=true', async () => {
    const plain = await call('GET', '/campaigns');
    expect(plain.body[0].status).toBeUndefined();
    const withStatus = await call('GET', `/campaigns?with_status=true&customer_email=${DEMO}`);
    expect(campaign(withStatus.body, 101)).toMatchObject({action_name: 'existing_account_points', max_completions_per_user: 1, status: {customer_times_completed: 1}});
    expect(campaign(withStatus.body, 103)).toMatchObject({type: 'InstagramFollowCampaign', status: {customer_times_completed: 0}});
  });

  test('instagram follow adds its points once (max completions per user)', async () => {
    await call('POST', '/actions', {customer_email: DEMO, action_name: 'instagram_follow'});
    await call('POST', '/actions', 'customer_email=demo%40originalfuel.example&action_name=instagram_follow');
    const {body} = await customer(DEMO);
    expect(body.points_balance).toBe(670);
    expect(body.history_items[0]).toMatchObject({action: 'Followed on Instagram', action_name: 'instagram_follow', points: 50});
  });

  test('a birthday needs day and month, and rewards its campaign the first time', async () => {
    expect((await call('POST', '/customer_birthdays', {customer_email: DEMO, day: 12})).status).toBe(400);
    expect((await call('POST', '/customer_birthdays', {customer_email: DEMO, day: 32, month: 1})).status).toBe(400);
    expect((await call('POST', '/customer_birthdays', {customer_email: DEMO, day: 12, month: 4, year: 1990})).status).toBe(200);
    await call('POST', '/customer_birthdays', {customer_email: DEMO, day: 13, month: 4});
    const {body} = await customer(DEMO);
    expect(body).toMatchObject({birth_day: 13, birthday_month: 4, birthday_year: null, points_balance: 720});
  });
});

describe('Yotpo stand-in: programme', () => {
  test('three VIP tiers, thresholds in the current shape or the legacy one', async () => {
    const {body} = await call('GET', '/vip_tiers');
    expect(body.map((tier: any) => [tier.name, tier.entry_threshold.points])).toEqual([
      ['Bronze', 0],
      ['Silver', 500],
      ['Gold', 1500],
    ]);
    env.LOCAL_YOTPO_TIER_THRESHOLDS = 'legacy';
    const legacy = await call('GET', '/vip_tiers');
    expect(legacy.body[1].entry_threshold).toMatchObject({requiredPointsEarned: 500, rank: 2});
  });

  test('redemption options carry their cost in points', async () => {
    const {body} = await call('GET', '/redemption_options');
    expect(body[0]).toMatchObject({id: 201, name: 'Free shipping', amount: 300, cost_text: '300 points'});
  });

  test('referral shares record the mails sent (comma-separated emails)', async () => {
    expect((await call('POST', '/referral/share', {email: DEMO})).status).toBe(400);
    expect((await call('POST', '/referral/share', {email: DEMO, emails: 'a@x.nl,not-mail'})).status).toBe(400);
    expect((await call('POST', '/referral/share', {email: DEMO, emails: 'a@x.nl, b@y.de'})).status).toBe(200);
    expect(sentReferralMails().map(({from, to}) => [from, to])).toEqual([
      [DEMO, 'a@x.nl'],
      [DEMO, 'b@y.de'],
    ]);
    expect((await customer(DEMO)).body.referral_code).toMatchObject({emails_sent: 2, shares: 1});
  });

  test('reset puts the seeded state back', async () => {
    await call('POST', '/actions', {customer_email: DEMO, action_name: 'enrich_profile'});
    resetYotpoStore();
    expect((await customer(DEMO)).body.points_balance).toBe(620);
    expect(sentReferralMails()).toEqual([]);
  });
});
