// The loyalty programme as our own routes send it to the browser (spec §3 Loyalty, camelCase): what the
// Yotpo client reads from the wire (snake_case, API-SHAPES.md §3) is mapped to these in app/loyalty/wire.ts.

export type LoyaltyHistoryItem = {
  /** YYYY-MM-DD. */
  date: string;
  /** What the shopper sees ("Created an account"). */
  action: string;
  /** The campaign's action name where Yotpo records one (newer records), else null. */
  actionName: string | null;
  /** Negative for redemptions. */
  points: number;
  /** Approved, Pending, Reversed, "<n>% complete", or a coupon code. */
  status: string;
};

export type LoyaltyBirthday = {day: number; month: number; year: number | null};

export type LoyaltyCustomer = {
  email: string;
  pointsBalance: number;
  pointsEarned: number;
  vipTierName: string | null;
  birthday: LoyaltyBirthday | null;
  historyItems: LoyaltyHistoryItem[];
  referralLink: string | null;
  /** False while Yotpo does not know the customer yet (before the create-account action). */
  known: boolean;
};

export type VipTier = {
  id: number;
  name: string;
  description: string;
  /** Spec §3: the tier starts at entryThreshold.pointsEarned points. */
  entryThreshold: {pointsEarned: number};
};

export type LoyaltyCampaign = {
  id: number;
  title: string;
  details: string;
  type: string;
  /** The action name `POST /actions` completes it with (custom, social and create-account campaigns). */
  actionName: string | null;
  rewardText: string;
  ctaText: string;
  /** Where the campaign sends the shopper (the Instagram profile to follow); https only, else null. */
  url: string | null;
  /** Null: no limit. */
  maxCompletionsPerUser: number | null;
  status: {customerTimesCompleted: number};
};

export type LoyaltyReward = {
  id: number;
  name: string;
  description: string;
  /** Points it costs. */
  amount: number;
  costText: string;
};

/** Point unit labels a merchant may set (spec §3: singular/plural default to point/points). */
export type PointLabels = {singular?: string | null; plural?: string | null};
