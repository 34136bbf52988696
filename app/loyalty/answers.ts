// The loyalty resource routes' names and answers (spec §7), shared by the routes and the panel that reads them.
import type {BirthdayProblem} from './birthday';
import type {ReferralProblem} from './referrals';
import type {LoyaltyCampaign, LoyaltyCustomer, LoyaltyReward, VipTier} from './types';

export const LOYALTY_READS = ['me', 'rewards', 'campaigns', 'vip-tiers'] as const;
export const LOYALTY_ACTIONS = ['birthday', 'instagram', 'enrich-profile', 'create-account', 'send-referral-mails'] as const;
export type LoyaltyRead = (typeof LOYALTY_READS)[number];
export type LoyaltyAction = (typeof LOYALTY_ACTIONS)[number];

export const isLoyaltyRead = (name: string | undefined): name is LoyaltyRead => LOYALTY_READS.includes(name as LoyaltyRead);
export const isLoyaltyAction = (name: string | undefined): name is LoyaltyAction =>
  LOYALTY_ACTIONS.includes(name as LoyaltyAction);

/** The customer the routes act for: the session's (app/commerce/customer-access.server.ts). */
export type LoyaltyMember = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  acceptsMarketing: boolean;
};

export type MeAnswer = {customer: LoyaltyCustomer; acceptsMarketing: boolean};
export type RewardsAnswer = {rewards: LoyaltyReward[]};
export type CampaignsAnswer = {campaigns: LoyaltyCampaign[]};
export type VipTiersAnswer = {tiers: VipTier[]};
export type ActionAnswer = {ok: true; action: LoyaltyAction; done: boolean; sent?: number};

export type LoyaltyProblem =
  | {field: 'birthday'; problem: BirthdayProblem}
  | {field: 'emails'; problem: ReferralProblem; email?: string};

/** Any refusal or failure: `error` in the market's words; `field` names the form field at fault. */
export type LoyaltyErrorAnswer = {error: string; field?: LoyaltyProblem['field']; unavailable?: true};

/** Spec §7: `/api/yotpo/{locale}/{name}`, the locale being the market's prefix (nl, de, en, it, fr, nl-be, fr-be). */
export function loyaltyPath(locale: string, name: LoyaltyRead | LoyaltyAction): string {
  return `/api/yotpo/${locale}/${name}`;
}
