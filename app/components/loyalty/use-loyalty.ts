// The loyalty panel's data after hydration (spec §4 Loyalty, §6): VIP tiers for everyone, and the customer,
// rewards and campaigns of the signed-in customer; every action refreshes customer, rewards and campaigns and
// clears the cached tiers and rewards; the create-account action runs by itself once when it is due.
import {useCallback, useEffect, useRef, useState} from 'react';
import type {ActionAnswer, CampaignsAnswer, LoyaltyAction, MeAnswer, RewardsAnswer, VipTiersAnswer} from '~/loyalty/answers';
import {flagsFrom, mergedFlags, NO_FLAGS, shouldCreateAccount, withFlag, type LoyaltyFlag, type LoyaltyFlags} from '~/loyalty/campaigns';
import type {LoyaltyCampaign, LoyaltyCustomer, LoyaltyReward, VipTier} from '~/loyalty/types';
import {postLoyalty, readLoyalty, type LoyaltyResult} from './loyalty-api';
import {clearLoyaltyCache, readLoyaltyCache, writeLoyaltyCache, type LoyaltyCacheKind} from './loyalty-cache';

export type LoyaltyStatus = 'loading' | 'ready' | 'signed-out' | 'unavailable';

export type LoyaltyState = {
  status: LoyaltyStatus;
  customer: LoyaltyCustomer | null;
  campaigns: LoyaltyCampaign[];
  rewards: LoyaltyReward[];
  tiers: VipTier[];
  flags: LoyaltyFlags;
};

/** Which flag an action sets at once (spec §4: optimistic flags). */
const ACTION_FLAGS: Partial<Record<LoyaltyAction, LoyaltyFlag>> = {
  birthday: 'birthday',
  instagram: 'instagram',
  'enrich-profile': 'profileEnrichment',
};

async function cachedList<T>(
  locale: string,
  kind: LoyaltyCacheKind,
  read: () => Promise<LoyaltyResult<T>>,
  pick: (data: T) => unknown[],
): Promise<unknown[] | null> {
  const cached = readLoyaltyCache(kind, locale);
  if (cached) return cached;
  const result = await read();
  if (!result.ok) return null;
  const list = pick(result.data);
  if (Array.isArray(list)) writeLoyaltyCache(kind, locale, list as never);
  return Array.isArray(list) ? list : null;
}

export function useLoyalty(locale: string) {
  const [status, setStatus] = useState<LoyaltyStatus>('loading');
  const [customer, setCustomer] = useState<LoyaltyCustomer | null>(null);
  const [acceptsMarketing, setAcceptsMarketing] = useState(false);
  const [campaigns, setCampaigns] = useState<LoyaltyCampaign[]>([]);
  const [rewards, setRewards] = useState<LoyaltyReward[]>([]);
  const [tiers, setTiers] = useState<VipTier[]>([]);
  const [optimistic, setOptimistic] = useState<LoyaltyFlags>(NO_FLAGS);
  const createAccountTried = useRef(false);

  /** Customer, rewards and campaigns (spec §4: after any action); tiers once, from the cache when fresh. */
  const refresh = useCallback(async () => {
    const [me, rewardList, campaignList] = await Promise.all([
      readLoyalty<MeAnswer>(locale, 'me'),
      cachedList<RewardsAnswer>(locale, 'rewards', () => readLoyalty(locale, 'rewards'), (data) => data.rewards),
      readLoyalty<CampaignsAnswer>(locale, 'campaigns'),
    ]);
    if (!me.ok) {
      setStatus(me.status === 401 ? 'signed-out' : 'unavailable');
      return;
    }
    setCustomer(me.data.customer);
    setAcceptsMarketing(Boolean(me.data.acceptsMarketing));
    if (rewardList) setRewards(rewardList as LoyaltyReward[]);
    if (campaignList.ok && Array.isArray(campaignList.data.campaigns)) setCampaigns(campaignList.data.campaigns);
    setStatus('ready');
  }, [locale]);

  useEffect(() => {
    let live = true;
    void cachedList<VipTiersAnswer>(locale, 'vip-tiers', () => readLoyalty(locale, 'vip-tiers'), (data) => data.tiers).then(
      (list) => live && list && setTiers(list as VipTier[]),
    );
    void refresh();
    return () => {
      live = false;
    };
  }, [locale, refresh]);

  const act = useCallback(
    async (action: LoyaltyAction, fields: Record<string, string> = {}) => {
      const result = await postLoyalty<ActionAnswer>(locale, action, fields);
      if (result.ok) {
        const flag = ACTION_FLAGS[action];
        if (flag) setOptimistic((flags) => withFlag(flags, flag));
        clearLoyaltyCache();
        await refresh();
      }
      return result;
    },
    [locale, refresh],
  );

  // Spec §4: account creation triggers once, when the history lacks its entry and the campaign allows it.
  useEffect(() => {
    if (status !== 'ready' || !customer || !campaigns.length || createAccountTried.current) return;
    if (!shouldCreateAccount(customer, campaigns)) return;
    createAccountTried.current = true;
    void act('create-account');
  }, [status, customer, campaigns, act]);

  const state: LoyaltyState = {
    status,
    customer,
    campaigns,
    rewards,
    tiers,
    flags: mergedFlags(flagsFrom(customer, campaigns, acceptsMarketing), optimistic),
  };
  return {state, act};
}
