// Spec §4 and §5 Loyalty: the campaigns the account area acts on, the automatic create-account action, and the
// optimistic flags. Action names are the merchant's (API-SHAPES.md §3: Yotpo leaves custom action names to the
// shop); these are ours, and the local stand-in's campaigns use the same (README "Loyalty").
import type {LoyaltyCampaign, LoyaltyCustomer} from './types';

/** The create-account campaign; its history entry is the "existing account points" entry. */
export const CREATE_ACCOUNT_ACTION = 'existing_account_points';
export const INSTAGRAM_ACTION = 'instagram_follow';
export const ENRICH_PROFILE_ACTION = 'enrich_profile';
export const NEWSLETTER_ACTION = 'newsletter_signup';
export const BIRTHDAY_CAMPAIGN_TYPE = 'BirthdayCampaign';
export const INSTAGRAM_CAMPAIGN_TYPE = 'InstagramFollowCampaign';

/** "Existing Account Points", "existing-account-points" and "existing_account_points" name one action. */
export function actionKey(text: string | null | undefined): string {
  return (text ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

export function campaignByAction(campaigns: readonly LoyaltyCampaign[], actionName: string): LoyaltyCampaign | undefined {
  return campaigns.find((campaign) => actionKey(campaign.actionName) === actionName);
}

/** Completed as often as the campaign allows (never, for a campaign without a limit). */
export function isCompletedToMax(campaign: LoyaltyCampaign): boolean {
  const max = campaign.maxCompletionsPerUser;
  return max !== null && max > 0 && campaign.status.customerTimesCompleted >= max;
}

export function isCompleted(campaign: LoyaltyCampaign | undefined): boolean {
  return Boolean(campaign && campaign.status.customerTimesCompleted > 0);
}

/** Whether the history has the create-account entry (by action name, or its title where no name is recorded). */
export function hasExistingAccountPoints(customer: Pick<LoyaltyCustomer, 'historyItems'>): boolean {
  return customer.historyItems.some(
    (item) => actionKey(item.actionName) === CREATE_ACCOUNT_ACTION || actionKey(item.action) === CREATE_ACCOUNT_ACTION,
  );
}

// Spec §4 Loyalty: account creation triggers once, when the history lacks an existing-account-points entry and
// the create-account campaign is not completed to its max (§5: skipped if already done).
export function shouldCreateAccount(
  customer: Pick<LoyaltyCustomer, 'historyItems'>,
  campaigns: readonly LoyaltyCampaign[],
): boolean {
  const campaign = campaignByAction(campaigns, CREATE_ACCOUNT_ACTION);
  if (!campaign || isCompletedToMax(campaign)) return false;
  return !hasExistingAccountPoints(customer);
}

export type LoyaltyFlags = {birthday: boolean; instagram: boolean; profileEnrichment: boolean; newsletter: boolean};
export type LoyaltyFlag = keyof LoyaltyFlags;

export const NO_FLAGS: LoyaltyFlags = {birthday: false, instagram: false, profileEnrichment: false, newsletter: false};

/** What the customer and campaigns say is done already. */
export function flagsFrom(
  customer: Pick<LoyaltyCustomer, 'birthday'> | null,
  campaigns: readonly LoyaltyCampaign[],
  acceptsMarketing = false,
): LoyaltyFlags {
  const byType = (type: string) => campaigns.find((campaign) => campaign.type === type);
  return {
    birthday: Boolean(customer?.birthday) || isCompleted(byType(BIRTHDAY_CAMPAIGN_TYPE)),
    instagram: isCompleted(campaignByAction(campaigns, INSTAGRAM_ACTION) ?? byType(INSTAGRAM_CAMPAIGN_TYPE)),
    profileEnrichment: isCompleted(campaignByAction(campaigns, ENRICH_PROFILE_ACTION)),
    newsletter: acceptsMarketing || isCompleted(campaignByAction(campaigns, NEWSLETTER_ACTION)),
  };
}

// Spec §4 Loyalty: a flag is set as soon as its action succeeds, before the refreshed data says so.
export function withFlag(flags: LoyaltyFlags, flag: LoyaltyFlag): LoyaltyFlags {
  return {...flags, [flag]: true};
}

/** A flag is shown as set when the data or an earlier action says so. */
export function mergedFlags(derived: LoyaltyFlags, optimistic: LoyaltyFlags): LoyaltyFlags {
  return {
    birthday: derived.birthday || optimistic.birthday,
    instagram: derived.instagram || optimistic.instagram,
    profileEnrichment: derived.profileEnrichment || optimistic.profileEnrichment,
    newsletter: derived.newsletter || optimistic.newsletter,
  };
}
