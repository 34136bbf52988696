// Spec §7 loyalty calls, answered for the signed-in customer only (README "Loyalty"):
//   GET  /api/yotpo/{locale}/me | rewards | campaigns | vip-tiers
//   POST /api/yotpo/{locale}/birthday | instagram | enrich-profile | create-account | send-referral-mails
// {locale} is a market prefix and picks the language of the answers; any other is a 404. VIP tiers are for
// everyone (briefly public-cacheable); everything else is `private, no-store` and 401 without a customer. The
// customer is the session's (sessionCustomer): an `email` or `from` in a body is never read. Bodies are forms
// (the request guard admits nothing else; JSON is read too, should it admit it). Bad input is a 400 with the
// problem in the market's words; a Yotpo failure is logged by the client and answered 503 `{error}`.
import {CacheCustom} from '@shopify/hydrogen';
import {json, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {loyaltyStringsFor, type LoyaltyStrings} from '~/components/loyalty/strings';
import {problemText} from '~/components/loyalty/problem-text';
import {sessionCustomer} from '~/commerce/customer-access.server';
import type {AppLoadContext} from '~/context.server';
import {privateHeaders, publicHeaders} from '~/http/cache-control';
import {refusal} from '~/http/request-guard.server';
import {
  isLoyaltyAction,
  isLoyaltyRead,
  type LoyaltyErrorAnswer,
  type LoyaltyMember,
} from '~/loyalty/answers';
import {actForMember, readForMember, readVipTiers, type ActionFields, type LoyaltyOutcome} from '~/loyalty/answers.server';
import {createYotpoClient, yotpoSettings, type YotpoClient} from '~/loyalty/yotpo.server';
import {marketByPrefix} from '~/markets/markets';
import {isUpstreamUnavailable, RETRY_AFTER_SECONDS} from '~/upstream/unavailable.server';

/** The tiers change when the merchant edits the programme: five minutes in any cache is soon enough. */
const VIP_TIERS_CACHE = CacheCustom({mode: 'public', maxAge: 300});

type Args = {params: {locale?: string; action?: string}; context: AppLoadContext};

export async function loader({params, context}: LoaderFunctionArgs) {
  const strings = stringsOf(params, context);
  if (isLoyaltyAction(params.action)) throw refusal(405, context, {Allow: 'POST'});
  if (!isLoyaltyRead(params.action)) throw refusal(404, context);
  const client = yotpoFor(context);
  if (params.action === 'vip-tiers') return answer(await readVipTiers(client), strings, publicHeaders(VIP_TIERS_CACHE));
  const member = await memberOf(context);
  if (member === 'unavailable') return unavailable(strings);
  if (!member) return signedOut(strings);
  return answer(await readForMember(client, member, params.action), strings);
}

export async function action({params, context, request}: ActionFunctionArgs) {
  const strings = stringsOf(params, context);
  if (isLoyaltyRead(params.action)) throw refusal(405, context, {Allow: 'GET, HEAD'});
  if (!isLoyaltyAction(params.action)) throw refusal(404, context);
  const member = await memberOf(context);
  if (member === 'unavailable') return unavailable(strings);
  if (!member) return signedOut(strings);
  const fields = await readFields(request);
  return answer(await actForMember(yotpoFor(context), member, params.action, fields), strings);
}

/** The words of the market the path names; an unknown prefix is a 404 before anything else. */
function stringsOf(params: Args['params'], context: AppLoadContext): LoyaltyStrings {
  const market = marketByPrefix(params.locale);
  if (!market) throw refusal(404, context);
  return loyaltyStringsFor(market.language);
}

function yotpoFor(context: AppLoadContext): YotpoClient {
  return createYotpoClient(yotpoSettings(context.env), {log: context.log});
}

/** The session's customer; 'unavailable' when the Storefront that knows them is down. */
async function memberOf(context: AppLoadContext): Promise<LoyaltyMember | null | 'unavailable'> {
  try {
    return await sessionCustomer(context);
  } catch (error) {
    if (isUpstreamUnavailable(error)) return 'unavailable';
    throw error;
  }
}

/** Form fields (repeated names as lists), or a JSON object's; anything else is no fields. */
async function readFields(request: Request): Promise<ActionFields> {
  try {
    if ((request.headers.get('Content-Type') ?? '').toLowerCase().includes('json')) {
      const body: unknown = await request.json();
      return body && typeof body === 'object' && !Array.isArray(body) ? (body as ActionFields) : {};
    }
    const form = await request.formData();
    const fields: ActionFields = {};
    for (const key of new Set(form.keys())) {
      const values = form.getAll(key).filter((value): value is string => typeof value === 'string');
      fields[key] = values.length > 1 ? values : values[0];
    }
    return fields;
  } catch {
    return {};
  }
}

function answer<T>(outcome: LoyaltyOutcome<T>, strings: LoyaltyStrings, headers: Headers = privateHeaders()) {
  if (outcome.ok) return json(outcome.data, {headers});
  if ('unavailable' in outcome) return unavailable(strings);
  return json<LoyaltyErrorAnswer>(
    {error: problemText(strings, outcome.invalid), field: outcome.invalid.field},
    {status: 400, headers: privateHeaders()},
  );
}

function signedOut(strings: LoyaltyStrings) {
  return json<LoyaltyErrorAnswer>({error: strings.signedOut}, {status: 401, headers: privateHeaders()});
}

/** Spec §8: the failure is logged where it happened; the panel hears that loyalty is unavailable for now. */
function unavailable(strings: LoyaltyStrings) {
  return json<LoyaltyErrorAnswer>(
    {error: strings.unavailable, unavailable: true},
    {status: 503, headers: {'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS)}},
  );
}
