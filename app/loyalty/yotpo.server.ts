// The one client of Yotpo's Loyalty & Referrals API v2 (API-SHAPES.md §3), on the server only: the GUID and
// API key come from env (YOTPO_GUID, YOTPO_API_KEY) and never reach the browser. Every call acts for the email
// it is given; the routes give it the session customer's (app/routes/api.yotpo.$locale.$action.tsx).
// Spec §8: loyalty failures are logged (and reported) here once; callers answer without breaking the page.
import {reportError} from '~/upstream/sentry.server';
import {requestLogger, type Logger} from '~/observability/log.server';
import type {LoyaltyBirthday, LoyaltyCampaign, LoyaltyCustomer, LoyaltyReward, VipTier} from './types';
import {campaignFromWire, customerFromWire, listFromWire, rewardFromWire, vipTierFromWire} from './wire';

export const DEFAULT_YOTPO_API_URL = 'https://loyalty.yotpo.com/api/v2';
/** A loyalty panel waits no longer than this for Yotpo. */
export const YOTPO_TIMEOUT_MS = 8000;

/** Yotpo did not answer, refused, or answered something that is no answer. */
export class YotpoError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'YotpoError';
  }
}

export type YotpoSettings = {apiUrl: string; guid: string; apiKey: string};

/** The settings from env, or null when the GUID or key is missing (then every loyalty call answers unavailable). */
export function yotpoSettings(env: Pick<Env, 'YOTPO_API_URL' | 'YOTPO_GUID' | 'YOTPO_API_KEY'>): YotpoSettings | null {
  const guid = env.YOTPO_GUID?.trim();
  const apiKey = env.YOTPO_API_KEY?.trim();
  if (!guid || !apiKey) return null;
  return {apiUrl: (env.YOTPO_API_URL?.trim() || DEFAULT_YOTPO_API_URL).replace(/\/+$/, ''), guid, apiKey};
}

export type CustomerProfile = {id?: string; email: string; firstName?: string | null; lastName?: string | null};

export type YotpoClient = {
  customer(email: string): Promise<LoyaltyCustomer>;
  upsertCustomer(profile: CustomerProfile): Promise<void>;
  recordAction(email: string, actionName: string): Promise<void>;
  setBirthday(email: string, birthday: LoyaltyBirthday): Promise<void>;
  campaigns(email: string): Promise<LoyaltyCampaign[]>;
  rewards(email: string): Promise<LoyaltyReward[]>;
  vipTiers(): Promise<VipTier[]>;
  shareReferral(from: string, emails: string[]): Promise<void>;
};

type Options = {fetch?: typeof fetch; timeoutMs?: number; /** The request's log lines (README "Observability"). */ log?: Logger};

export function createYotpoClient(settings: YotpoSettings | null, options: Options = {}): YotpoClient {
  const {fetch: send = fetch, timeoutMs = YOTPO_TIMEOUT_MS, log} = options;

  async function call(method: 'GET' | 'POST', path: string, params: Record<string, string | number | null | undefined>) {
    if (!settings) throw new YotpoError('Yotpo is not configured (YOTPO_GUID, YOTPO_API_KEY)');
    const url = new URL(`${settings.apiUrl}${path}`);
    const given = Object.entries(params).filter(([, value]) => value !== null && value !== undefined);
    if (method === 'GET') for (const [key, value] of given) url.searchParams.set(key, String(value));
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    try {
      response = await send(url, {
        method,
        headers: {
          Accept: 'application/json',
          'x-guid': settings.guid,
          'x-api-key': settings.apiKey,
          ...(method === 'POST' ? {'Content-Type': 'application/json'} : {}),
        },
        body: method === 'POST' ? JSON.stringify(Object.fromEntries(given)) : undefined,
        signal: controller.signal,
      });
    } catch (error) {
      const reason = controller.signal.aborted ? `no answer within ${timeoutMs} ms` : String(error);
      throw new YotpoError(`${method} ${path}: ${reason}`, undefined, {cause: error});
    } finally {
      clearTimeout(timer);
    }
    return response;
  }

  async function readJson(response: Response, what: string): Promise<unknown> {
    const raw = await response.text().catch(() => '');
    try {
      return JSON.parse(raw) as unknown;
    } catch (error) {
      throw new YotpoError(`${what}: the answer is not JSON`, response.status, {cause: error});
    }
  }

  /** Calls Yotpo and reads the JSON answer; failures are logged once and thrown as YotpoError. */
  async function request(method: 'GET' | 'POST', path: string, params: Record<string, string | number | null | undefined> = {}) {
    try {
      const response = await call(method, path, params);
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new YotpoError(`${method} ${path}: status ${response.status}`, response.status);
      }
      return await readJson(response, `${method} ${path}`);
    } catch (error) {
      logYotpoFailure(error, log);
      throw error;
    }
  }

  async function readList<T>(path: string, params: Record<string, string>, read: (raw: unknown) => T): Promise<T[]> {
    const items = listFromWire(await request('GET', path, params), read);
    if (items) return items;
    const error = new YotpoError(`GET ${path}: the answer is no list`);
    logYotpoFailure(error, log);
    throw error;
  }

  return {
    async customer(email) {
      const params = {customer_email: email, with_history: 'true', with_referral_code: 'true'};
      try {
        const response = await call('GET', '/customers', params);
        // A customer Yotpo does not know yet is no failure: it is a customer without points (spec §4, create account).
        if (response.status === 404) {
          await response.body?.cancel().catch(() => {});
          return customerFromWire({}, email);
        }
        if (!response.ok) {
          await response.body?.cancel().catch(() => {});
          throw new YotpoError(`GET /customers: status ${response.status}`, response.status);
        }
        return customerFromWire(await readJson(response, 'GET /customers'), email);
      } catch (error) {
        logYotpoFailure(error, log);
        throw error;
      }
    },
    async upsertCustomer(profile) {
      await request('POST', '/customers', {
        id: profile.id ? profile.id.replace(/^gid:\/\/shopify\/Customer\//, '') : undefined,
        email: profile.email,
        first_name: profile.firstName,
        last_name: profile.lastName,
      });
    },
    async recordAction(email, actionName) {
      await request('POST', '/actions', {type: 'CustomAction', customer_email: email, action_name: actionName});
    },
    async setBirthday(email, birthday) {
      await request('POST', '/customer_birthdays', {
        customer_email: email,
        day: birthday.day,
        month: birthday.month,
        year: birthday.year,
      });
    },
    campaigns: (email) => readList('/campaigns', {with_status: 'true', customer_email: email}, campaignFromWire),
    rewards: (email) => readList('/redemption_options', {customer_email: email}, rewardFromWire),
    vipTiers: () => readList('/vip_tiers', {}, vipTierFromWire),
    async shareReferral(from, emails) {
      await request('POST', '/referral/share', {email: from, emails: emails.join(',')});
    },
  };
}

/** Spec §8: loyalty failures are logged (the worker log and Sentry) and the page goes on without them. */
export function logYotpoFailure(error: unknown, log: Logger = requestLogger(undefined)) {
  log.error('[yotpo]', error instanceof Error ? error.message : error);
  reportError(error, undefined, {upstream: 'yotpo'}, log.requestId);
}
