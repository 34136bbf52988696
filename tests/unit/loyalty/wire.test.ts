import {afterEach, describe, expect, test, vi} from 'vitest';
import {campaignFromWire, customerFromWire, listFromWire, rewardFromWire, thresholdPoints, vipTierFromWire} from '~/loyalty/wire';
import {createYotpoClient, DEFAULT_YOTPO_API_URL, yotpoSettings} from '~/loyalty/yotpo.server';

describe('Yotpo answers read into our shapes', () => {
  test('tier thresholds in every shape Yotpo is known to use', () => {
    expect(thresholdPoints({points: 500, cents: 0, purchases: 0, referrals: 0, requirements: 'all_requirements'})).toBe(500);
    expect(thresholdPoints({requiredPointsEarned: 1500, requiredAmountSpentCents: 0, rank: 3})).toBe(1500);
    expect(thresholdPoints({points_earned: '250'})).toBe(250);
    expect(thresholdPoints(800)).toBe(800);
    expect(thresholdPoints(null)).toBe(0);
    expect(vipTierFromWire({id: 1, name: 'Gold', entry_threshold: {points: 1500}, secret: 'x'})).toEqual({
      id: 1,
      name: 'Gold',
      description: '',
      entryThreshold: {pointsEarned: 1500},
    });
  });

  test('a customer with the irregular birthday names and history', () => {
    const customer = customerFromWire(
      {
        email: 'a@x.nl',
        points_balance: 120,
        points_earned: '300',
        birth_day: 4,
        birthday_month: 11,
        birthday_year: null,
        history_items: [{created_at: '2026-02-01T10:00:00.000Z', action: 'Made a purchase', points: 120, status: 'Approved'}],
        referral_link: {link: 'https://rwrd.io/x'},
      },
      'a@x.nl',
    );
    expect(customer).toMatchObject({pointsBalance: 120, pointsEarned: 300, birthday: {day: 4, month: 11, year: null}, known: true});
    expect(customer.historyItems[0]).toEqual({date: '2026-02-01', action: 'Made a purchase', actionName: null, points: 120, status: 'Approved'});
  });

  test('an empty or strange answer is a customer without points, never a crash', () => {
    for (const raw of [{}, null, 'x', [], {points_balance: 'lots', history_items: 'none'}]) {
      expect(customerFromWire(raw, 'b@x.nl')).toEqual({
        email: 'b@x.nl',
        pointsBalance: 0,
        pointsEarned: 0,
        vipTierName: null,
        birthday: null,
        historyItems: [],
        referralLink: null,
        known: false,
      });
    }
  });

  test('campaigns: status counts, limits (0 or none is no limit), https urls only', () => {
    expect(
      campaignFromWire({id: 3, unrendered_title: 'Follow', type: 'InstagramFollowCampaign', action_name: 'instagram_follow', url: 'https://instagram.com/x', max_completions_per_user: 1, status: {customer_times_completed: 1}}),
    ).toMatchObject({title: 'Follow', actionName: 'instagram_follow', url: 'https://instagram.com/x', maxCompletionsPerUser: 1, status: {customerTimesCompleted: 1}});
    expect(campaignFromWire({url: 'javascript:alert(1)', max_completions_per_user: 0})).toMatchObject({url: null, maxCompletionsPerUser: null, status: {customerTimesCompleted: 0}});
    expect(rewardFromWire({id: 2, unrendered_name: '€5 off', amount: 500, cost_text: '500 points'})).toMatchObject({name: '€5 off', amount: 500});
    expect(listFromWire({}, rewardFromWire)).toBeNull();
  });
});

describe('Yotpo client', () => {
  afterEach(() => vi.restoreAllMocks());

  test('settings from env: both credentials needed, the default base URL', () => {
    expect(yotpoSettings({YOTPO_GUID: 'g'})).toBeNull();
    expect(yotpoSettings({YOTPO_GUID: 'g', YOTPO_API_KEY: 'k'})).toEqual({apiUrl: DEFAULT_YOTPO_API_URL, guid: 'g', apiKey: 'k'});
    expect(yotpoSettings({YOTPO_GUID: 'g', YOTPO_API_KEY: 'k', YOTPO_API_URL: 'http://127.0.0.1:1/yotpo/api/v2/'})?.apiUrl).toBe('http://127.0.0.1:1/yotpo/api/v2');
  });

  test('sends the credentials as headers and actions as JSON', async () => {
    const sent: Request[] = [];
    const client = createYotpoClient(
      {apiUrl: 'https://yotpo.test/api/v2', guid: 'g', apiKey: 'k'},
      {fetch: async (input, init) => (sent.push(new Request(input, init)), new Response('{}'))},
    );
    await client.setBirthday('a@x.nl', {day: 4, month: 11, year: null});
    expect(sent[0]!.url).toBe('https://yotpo.test/api/v2/customer_birthdays');
    expect(sent[0]!.headers.get('x-guid')).toBe('g');
    expect(sent[0]!.headers.get('x-api-key')).toBe('k');
    expect(await sent[0]!.json()).toEqual({customer_email: 'a@x.nl', day: 4, month: 11});
  });

  test('an unknown customer (404) is a customer without points; other failures are logged and thrown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const settings = {apiUrl: 'https://yotpo.test/api/v2', guid: 'g', apiKey: 'k'};
    const notFound = createYotpoClient(settings, {fetch: async () => new Response('{"error":"Customer not found"}', {status: 404})});
    expect(await notFound.customer('a@x.nl')).toMatchObject({known: false, pointsBalance: 0});
    const failing = createYotpoClient(settings, {fetch: async () => new Response('{}', {status: 500})});
    await expect(failing.customer('a@x.nl')).rejects.toThrow('GET /customers: status 500');
    await expect(failing.vipTiers()).rejects.toMatchObject({name: 'YotpoError', status: 500});
    expect(console.error).toHaveBeenCalledTimes(2);
  });

  test('a Yotpo that does not answer in time is a failure, not a hanging page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const hanging = createYotpoClient(
      {apiUrl: 'https://yotpo.test/api/v2', guid: 'g', apiKey: 'k'},
      {
        timeoutMs: 20,
        fetch: (_input, init) =>
          new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      },
    );
    await expect(hanging.campaigns('a@x.nl')).rejects.toThrow('no answer within 20 ms');
  });

  test('without settings every call fails as not configured', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(createYotpoClient(null).vipTiers()).rejects.toThrow('not configured');
  });
});
