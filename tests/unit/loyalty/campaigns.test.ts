import {describe, expect, test} from 'vitest';
import {
  actionKey,
  CREATE_ACCOUNT_ACTION,
  flagsFrom,
  hasExistingAccountPoints,
  isCompletedToMax,
  mergedFlags,
  NO_FLAGS,
  shouldCreateAccount,
  withFlag,
} from '~/loyalty/campaigns';
import type {LoyaltyCampaign, LoyaltyHistoryItem} from '~/loyalty/types';

function campaign(actionName: string | null, times: number, max: number | null = 1, type = 'CustomActionCampaign'): LoyaltyCampaign {
  return {
    id: Math.floor(Math.random() * 1e6),
    title: actionName ?? type,
    details: '',
    type,
    actionName,
    rewardText: '',
    ctaText: '',
    url: null,
    maxCompletionsPerUser: max,
    status: {customerTimesCompleted: times},
  };
}

const item = (action: string, actionName: string | null = null): LoyaltyHistoryItem => ({
  date: '2026-01-01',
  action,
  actionName,
  points: 100,
  status: 'Approved',
});

describe('spec §4 Loyalty: the automatic create-account action', () => {
  test('due when the history lacks the entry and the campaign is not completed to its max', () => {
    expect(shouldCreateAccount({historyItems: []}, [campaign(CREATE_ACCOUNT_ACTION, 0)])).toBe(true);
    expect(shouldCreateAccount({historyItems: [item('Made a purchase')]}, [campaign(CREATE_ACCOUNT_ACTION, 0, 2)])).toBe(true);
  });

  test('not due once the history has an existing-account-points entry, by name or by title', () => {
    const campaigns = [campaign(CREATE_ACCOUNT_ACTION, 0)];
    expect(shouldCreateAccount({historyItems: [item('Points', 'existing_account_points')]}, campaigns)).toBe(false);
    expect(shouldCreateAccount({historyItems: [item('Existing Account Points')]}, campaigns)).toBe(false);
    expect(hasExistingAccountPoints({historyItems: [item('existing-account-points')]})).toBe(true);
  });

  test('not due when the campaign is completed to its max (spec §5: skipped if already done)', () => {
    expect(shouldCreateAccount({historyItems: []}, [campaign(CREATE_ACCOUNT_ACTION, 1, 1)])).toBe(false);
    expect(shouldCreateAccount({historyItems: []}, [campaign(CREATE_ACCOUNT_ACTION, 3, 2)])).toBe(false);
  });

  test('not due when the programme has no create-account campaign', () => {
    expect(shouldCreateAccount({historyItems: []}, [campaign('instagram_follow', 0)])).toBe(false);
  });

  test('a campaign without a limit is never completed to its max', () => {
    expect(isCompletedToMax(campaign('x', 50, null))).toBe(false);
    expect(isCompletedToMax(campaign('x', 1, 1))).toBe(true);
  });

  test('action names compare without case and punctuation', () => {
    expect(actionKey(' Existing Account Points ')).toBe('existing_account_points');
    expect(actionKey(null)).toBe('');
  });
});

describe('spec §4 Loyalty: optimistic flags', () => {
  const campaigns = [
    campaign('instagram_follow', 1, 1, 'InstagramFollowCampaign'),
    campaign('enrich_profile', 0),
    campaign('newsletter_signup', 0),
    campaign(null, 0, 1, 'BirthdayCampaign'),
  ];

  test('what the data says is done: birthday known, campaigns completed, marketing accepted', () => {
    expect(flagsFrom({birthday: null}, campaigns)).toEqual({birthday: false, instagram: true, profileEnrichment: false, newsletter: false});
    expect(flagsFrom({birthday: {day: 1, month: 2, year: null}}, campaigns, true)).toMatchObject({birthday: true, newsletter: true});
    expect(flagsFrom(null, [])).toEqual(NO_FLAGS);
  });

  test('an action sets its flag at once, and the data cannot unset it', () => {
    const after = withFlag(withFlag(NO_FLAGS, 'birthday'), 'profileEnrichment');
    expect(after).toEqual({birthday: true, instagram: false, profileEnrichment: true, newsletter: false});
    expect(mergedFlags(NO_FLAGS, after)).toEqual(after);
    expect(mergedFlags({...NO_FLAGS, newsletter: true}, withFlag(NO_FLAGS, 'instagram'))).toEqual({
      birthday: false,
      instagram: true,
      profileEnrichment: false,
      newsletter: true,
    });
  });
});
