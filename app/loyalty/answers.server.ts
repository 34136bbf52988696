// What each loyalty resource route does for the signed-in customer (spec §7), apart from HTTP: the route
// (app/routes/api.yotpo.$locale.$action.tsx) finds the customer in the session and turns these outcomes into
// answers in the market's words. The customer is always an argument: an email in a request body is never read.
import type {ActionAnswer, CampaignsAnswer, LoyaltyAction, LoyaltyMember, LoyaltyProblem, LoyaltyRead, MeAnswer, RewardsAnswer, VipTiersAnswer} from './answers';
import {checkBirthday} from './birthday';
import {CREATE_ACCOUNT_ACTION, ENRICH_PROFILE_ACTION, INSTAGRAM_ACTION, shouldCreateAccount} from './campaigns';
import {checkReferralEmails} from './referrals';
import type {YotpoClient} from './yotpo.server';

export type LoyaltyOutcome<T> = {ok: true; data: T} | {ok: false; invalid: LoyaltyProblem} | {ok: false; unavailable: true};

/** A failed call was logged by the client (spec §8); here it only becomes "unavailable". */
async function attempt<T>(run: () => Promise<T>): Promise<LoyaltyOutcome<T>> {
  try {
    return {ok: true, data: await run()};
  } catch {
    return {ok: false, unavailable: true};
  }
}

/** VIP tiers are asked for everyone (spec §6). */
export function readVipTiers(client: YotpoClient): Promise<LoyaltyOutcome<VipTiersAnswer>> {
  return attempt(async () => ({tiers: await client.vipTiers()}));
}

export function readForMember(
  client: YotpoClient,
  member: LoyaltyMember,
  read: Exclude<LoyaltyRead, 'vip-tiers'>,
): Promise<LoyaltyOutcome<MeAnswer | RewardsAnswer | CampaignsAnswer>> {
  switch (read) {
    case 'me':
      return attempt(async () => ({customer: await client.customer(member.email), acceptsMarketing: member.acceptsMarketing}));
    case 'rewards':
      return attempt(async () => ({rewards: await client.rewards(member.email)}));
    case 'campaigns':
      return attempt(async () => ({campaigns: await client.campaigns(member.email)}));
  }
}

/** A form's (or JSON object's) fields as the actions read them: text values only. */
export type ActionFields = Record<string, unknown>;

export async function actForMember(
  client: YotpoClient,
  member: LoyaltyMember,
  action: LoyaltyAction,
  fields: ActionFields,
  today: Date = new Date(),
): Promise<LoyaltyOutcome<ActionAnswer>> {
  switch (action) {
    case 'birthday': {
      const check = checkBirthday(fields, today);
      if (!check.ok) return {ok: false, invalid: {field: 'birthday', problem: check.problem}};
      return attempt(async () => {
        await client.setBirthday(member.email, check.birthday);
        return {ok: true, action, done: true};
      });
    }
    case 'instagram':
      return attempt(async () => {
        await client.recordAction(member.email, INSTAGRAM_ACTION);
        return {ok: true, action, done: true};
      });
    case 'enrich-profile':
      return attempt(async () => {
        await client.recordAction(member.email, ENRICH_PROFILE_ACTION);
        return {ok: true, action, done: true};
      });
    case 'create-account':
      // Spec §5: skipped if already done. The customer is made known to Yotpo first (name and shop id).
      return attempt(async () => {
        await client.upsertCustomer({id: member.id, email: member.email, firstName: member.firstName, lastName: member.lastName});
        const [customer, campaigns] = await Promise.all([client.customer(member.email), client.campaigns(member.email)]);
        const due = shouldCreateAccount(customer, campaigns);
        if (due) await client.recordAction(member.email, CREATE_ACCOUNT_ACTION);
        return {ok: true, action, done: due};
      });
    case 'send-referral-mails': {
      const check = checkReferralEmails(fields.emails, member.email);
      if (!check.ok) return {ok: false, invalid: {field: 'emails', problem: check.problem, email: check.email}};
      return attempt(async () => {
        await client.shareReferral(member.email, check.emails);
        return {ok: true, action, done: true, sent: check.emails.length};
      });
    }
  }
}
