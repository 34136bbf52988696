// Yotpo Loyalty & Referrals API v2 stand-in (API-SHAPES.md §3), under /yotpo/api/v2/: credentials in
// `x-guid` + `x-api-key` headers or `guid` + `api_key` query parameters, JSON or form-encoded bodies, and
// per-customer state (store.ts). What API-SHAPES leaves unconfirmed is chosen here and settable through env,
// read per request like the other stand-ins' tokens:
// - LOCAL_YOTPO_GUID / LOCAL_YOTPO_API_KEY: the accepted credentials (default local-yotpo-guid / local-yotpo-key);
// - LOCAL_YOTPO_UNAUTHORIZED_BODY: the 401 body (default {"error":"Unauthorized"});
// - LOCAL_YOTPO_TIER_THRESHOLDS: `points` (default: entry_threshold {points, cents, purchases, referrals,
//   requirements}) or `legacy` (the legacy SDK's {requiredPointsEarned, requiredAmountSpentCents, ...});
// - LOCAL_YOTPO_UNKNOWN_CUSTOMER: `404` (default: 404 {"error":"Customer not found"}) or `empty` (200 {}).
import {CAMPAIGNS, REDEMPTION_OPTIONS, VIP_TIERS, type Campaign, type Tier} from './programme';
import {
  completeCampaign,
  ensureCustomer,
  findCustomer,
  findCustomerById,
  recordReferralMails,
  setBirthday,
  timesCompleted,
  type CustomerRecord,
} from './store';

export {resetYotpoStore, sentReferralMails} from './store';

export const YOTPO_PREFIX = '/yotpo/api/v2';

type Params = Record<string, string>;

// Widened: the app's env.d.ts narrows the global `process.env`.
const env = (): Record<string, string | undefined> => process.env;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json; charset=utf-8'}});
}

const error = (message: string, status: number) => json({error: message}, status);

function authorized(request: Request, url: URL): boolean {
  const guid = env().LOCAL_YOTPO_GUID || 'local-yotpo-guid';
  const key = env().LOCAL_YOTPO_API_KEY || 'local-yotpo-key';
  const givenGuid = request.headers.get('x-guid') ?? url.searchParams.get('guid');
  const givenKey = request.headers.get('x-api-key') ?? url.searchParams.get('api_key');
  return givenGuid === guid && givenKey === key;
}

function unauthorized(): Response {
  const body = env().LOCAL_YOTPO_UNAUTHORIZED_BODY || '{"error":"Unauthorized"}';
  return new Response(body, {status: 401, headers: {'content-type': 'application/json; charset=utf-8'}});
}

/** A POST body, JSON or form-encoded, as text values (numbers and booleans written out). */
async function bodyParams(request: Request): Promise<Params | null> {
  const text = await request.text();
  if (!text.trim()) return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.fromEntries(
      Object.entries(parsed).filter(([, value]) => value !== null && value !== undefined).map(([key, value]) => [key, String(value)]),
    );
  } catch {
    return null;
  }
}

const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);

function customerJson(customer: CustomerRecord, params: Params) {
  const tier = tierFor(customer.pointsEarned);
  const next = VIP_TIERS.find((candidate) => candidate.points > customer.pointsEarned);
  const campaignsCompleted = [...customer.completions.values()].reduce((sum, count) => sum + count, 0);
  const upgrade = {
    points_needed: next ? next.points - customer.pointsEarned : 0,
    amount_cents_needed: 0,
    amount_cents_needed_in_customer_currency: '€0.00',
    purchases_needed: 0,
    referrals_needed: 0,
    campaigns_needed: 0,
  };
  return {
    third_party_id: customer.thirdPartyId,
    thirty_party_id: customer.thirdPartyId,
    pos_account_id: null,
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: customer.email,
    phone_number: null,
    points_balance: customer.pointsBalance,
    points_earned: customer.pointsEarned,
    total_spend_cents: 0,
    total_purchases: customer.history.filter((item) => item.action === 'Made a purchase').length,
    perks_redeemed: customer.history.filter((item) => item.points < 0).length,
    credit_balance: '0.00',
    credit_balance_in_customer_currency: '€0.00',
    has_store_account: customer.thirdPartyId !== null,
    opt_in: true,
    last_purchase_at: iso(customer.history.find((item) => item.action === 'Made a purchase')?.createdAt ?? null),
    points_expire_at: null,
    last_seen_at: iso(customer.lastSeenAt),
    opted_in_at: iso(customer.createdAt),
    vip_tier_entry_date: iso(customer.createdAt),
    vip_tier_expiration: null,
    birthday_month: customer.birthday?.month ?? null,
    birth_day: customer.birthday?.day ?? null,
    birthday_year: customer.birthday?.year ?? null,
    vip_tier_name: tier?.name ?? null,
    vip_tier_actions_completed: {
      points_earned: customer.pointsEarned,
      amount_spent_cents: 0,
      amount_spent_cents_in_customer_currency: '€0.00',
      purchases_made: 0,
      referrals_completed: 0,
      campaigns_completed: campaignsCompleted,
    },
    vip_tier_upgrade_requirements: upgrade,
    vip_tier_maintenance_requirements: {...upgrade, points_needed: 0},
    ...(params.with_referral_code === 'true'
      ? {
          referral_code: {
            code: customer.referralCode,
            total_clicks: 0,
            unique_clicks: 0,
            shares: customer.shares,
            facebook_shares: 0,
            twitter_shares: 0,
            email_shares: customer.shares,
            emails_sent: customer.emailsSent,
            links_clicked_from_email: 0,
            links_clicked_from_twitter: 0,
            links_clicked_from_facebook: 0,
            orders: 0,
            amount_cents: 0,
            average_amount_cents: 0,
            expires_at: null,
            expired: false,
            completed_referral_customers: [],
          },
          referral_link: {link: `https://rwrd.io/${customer.referralCode.toLowerCase()}`, code: customer.referralCode, expired: false},
        }
      : {}),
    ...(params.with_history === 'true'
      ? {
          history_items: customer.history.map((item) => ({
            created_at: item.createdAt,
            date: item.createdAt.slice(0, 10),
            action: item.action,
            action_name: item.actionName,
            completed_at: item.createdAt,
            points: item.points,
            status: item.status,
          })),
        }
      : {}),
  };
}

function tierFor(points: number): Tier | undefined {
  return [...VIP_TIERS].reverse().find((tier) => tier.points <= points);
}

function tierJson(tier: Tier) {
  const legacy = env().LOCAL_YOTPO_TIER_THRESHOLDS === 'legacy';
  const threshold = legacy
    ? {requiredPointsEarned: tier.points, requiredAmountSpentCents: 0, requiredPurchasesMade: 0, rank: VIP_TIERS.indexOf(tier) + 1}
    : {points: tier.points, cents: 0, purchases: 0, referrals: 0, requirements: 'all_requirements'};
  return {
    id: tier.id,
    name: tier.name,
    description: tier.description,
    type: 'points',
    points_multiplier: tier.multiplier,
    points_reward: 0,
    coupon_reward: null,
    entry_threshold: threshold,
    retain_threshold: threshold,
    regain_threshold: threshold,
  };
}

function campaignJson(campaign: Campaign, customer: CustomerRecord | undefined, withStatus: boolean) {
  const times = timesCompleted(customer, campaign);
  return {
    id: campaign.id,
    title: campaign.title,
    unrendered_title: campaign.title,
    details: campaign.details,
    type: campaign.type,
    action_name: campaign.actionName,
    cta_text: campaign.ctaText,
    share_text: null,
    url: campaign.url ?? null,
    username: campaign.username ?? null,
    entity_id: null,
    icon: null,
    reward_text: campaign.rewardText,
    expires_at: null,
    created_at: '2025-11-01T00:00:00.000Z',
    updated_at: '2025-11-01T00:00:00.000Z',
    max_completions_per_user: campaign.maxCompletionsPerUser,
    min_actions_required: 1,
    ...(withStatus
      ? {
          status: {
            global_completions_left: null,
            customer_actions_completed: times,
            customer_times_completed: times,
            customer_minutes_until_next_action: 0,
            customer_minutes_until_next_completion: 0,
          },
        }
      : {}),
  };
}

function redemptionJson(option: (typeof REDEMPTION_OPTIONS)[number]) {
  return {
    ...option,
    icon: null,
    cost_text: `${option.amount} points`,
    duration: null,
    discount_rate_cents: null,
    discount_percentage: null,
    discount_type: option.discount_amount_cents ? 'fixed_amount' : null,
    discount_value_cents: option.discount_amount_cents,
    unrendered_name: option.name,
    unrendered_description: option.description,
    cart_greater_than: null,
    discount_with_currency: option.discount_amount_cents ? `€${option.discount_amount_cents / 100}` : null,
    applies_to_product_type: null,
  };
}

/** The customer a request names by `customer_email` or `customer_id`. */
function namedCustomer(params: Params): CustomerRecord | undefined {
  if (params.customer_email) return findCustomer(params.customer_email);
  if (params.customer_id) return findCustomerById(params.customer_id);
  return undefined;
}

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/** The customer an action is for, created on first sight (by email); null when the request names none. */
function actingCustomer(params: Params): CustomerRecord | null {
  if (params.customer_email && EMAIL.test(params.customer_email.trim())) return ensureCustomer(params.customer_email);
  if (params.customer_id) return findCustomerById(params.customer_id) ?? null;
  return null;
}

const isWhole = (text: string | undefined, min: number, max: number) =>
  text !== undefined && /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max;

const HANDLERS: Record<string, (params: Params) => Response> = {
  'GET /customers': (params) => {
    if (!params.customer_email && !params.customer_id && !params.pos_account_id && !params.phone_number) {
      return error('customer_email, customer_id, pos_account_id or phone_number is required', 400);
    }
    const customer = namedCustomer(params);
    if (!customer) return env().LOCAL_YOTPO_UNKNOWN_CUSTOMER === 'empty' ? json({}) : error('Customer not found', 404);
    customer.lastSeenAt = new Date().toISOString();
    return json(customerJson(customer, params));
  },
  'POST /customers': (params) => {
    if (!params.email || !EMAIL.test(params.email.trim())) return error('email is required', 400);
    const customer = ensureCustomer(params.email);
    if (params.id) customer.thirdPartyId = params.id;
    if (params.first_name !== undefined) customer.firstName = params.first_name || null;
    if (params.last_name !== undefined) customer.lastName = params.last_name || null;
    return json(customerJson(customer, {}));
  },
  'POST /actions': (params) => {
    if (!params.action_name) return error('action_name is required', 400);
    const campaign = CAMPAIGNS.find((candidate) => candidate.actionName === params.action_name);
    if (!campaign) return error(`No active campaign has the action name "${params.action_name}"`, 400);
    const customer = actingCustomer(params);
    if (!customer) return error('customer_email or customer_id is required', 400);
    const points = isWhole(params.reward_points, 0, 1_000_000) ? Number(params.reward_points) : undefined;
    const now = params.created_at && !Number.isNaN(Date.parse(params.created_at)) ? new Date(params.created_at).toISOString() : undefined;
    completeCampaign(customer, campaign, {points, now, historyTitle: params.history_title || undefined});
    return json({});
  },
  'POST /customer_birthdays': (params) => {
    const customer = actingCustomer(params);
    if (!customer) return error('customer_email or customer_id is required', 400);
    if (!isWhole(params.day, 1, 31) || !isWhole(params.month, 1, 12)) return error('day and month are required', 400);
    if (params.year !== undefined && params.year !== '' && !isWhole(params.year, 1900, 2100)) return error('year is invalid', 400);
    setBirthday(customer, {day: Number(params.day), month: Number(params.month), year: params.year ? Number(params.year) : null});
    return json({});
  },
  'GET /campaigns': (params) => {
    const withStatus = params.with_status === 'true';
    const customer = withStatus ? namedCustomer(params) : undefined;
    return json(CAMPAIGNS.map((campaign) => campaignJson(campaign, customer, withStatus)));
  },
  'GET /redemption_options': () => json(REDEMPTION_OPTIONS.map(redemptionJson)),
  'GET /vip_tiers': () => json(VIP_TIERS.map(tierJson)),
  'POST /referral/share': (params) => {
    if (!params.email || !EMAIL.test(params.email.trim())) return error('email is required', 400);
    const emails = (params.emails ?? '').split(',').map((email) => email.trim()).filter(Boolean);
    if (!emails.length || emails.some((email) => !EMAIL.test(email))) return error('emails must be a comma-separated list of emails', 400);
    recordReferralMails(ensureCustomer(params.email), emails);
    return json({});
  },
};

export async function handleYotpo(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (!url.pathname.startsWith(`${YOTPO_PREFIX}/`)) return error('Not Found', 404);
  if (!authorized(request, url)) return unauthorized();
  const path = url.pathname.slice(YOTPO_PREFIX.length).replace(/\/+$/, '');
  const handler = HANDLERS[`${request.method} ${path}`];
  if (!handler) {
    const known = Object.keys(HANDLERS).some((key) => key.endsWith(` ${path}`));
    return error(known ? 'Method Not Allowed' : 'Not Found', known ? 405 : 404);
  }
  const query = Object.fromEntries(url.searchParams);
  if (request.method === 'GET') return handler(query);
  const body = await bodyParams(request);
  if (body === null) return error('The body is neither JSON nor form-encoded', 400);
  return handler({...query, ...body});
}
