// The demo loyalty programme the Yotpo stand-in serves: campaigns, rewards (redemption options), VIP tiers and
// the seeded demo customer. Custom action names are the shop's choice in Yotpo (API-SHAPES.md §3); these are
// the ones the app sends (app/loyalty/campaigns.ts), listed in the README "Loyalty".

export type Campaign = {
  id: number;
  title: string;
  details: string;
  type: string;
  /** The action name `POST /actions` completes it with; null for campaigns completed by other events. */
  actionName: string | null;
  /** What the history item says when it completes. */
  historyTitle: string;
  points: number;
  maxCompletionsPerUser: number | null;
  ctaText: string;
  rewardText: string;
  url?: string;
  username?: string;
};

export const CAMPAIGNS: readonly Campaign[] = [
  {
    id: 101,
    title: 'Create an account',
    details: 'Create an account and get points straight away.',
    type: 'CustomActionCampaign',
    actionName: 'existing_account_points',
    historyTitle: 'Existing Account Points',
    points: 100,
    maxCompletionsPerUser: 1,
    ctaText: 'Create an account',
    rewardText: '100 points',
  },
  {
    // Yotpo awards a birthday campaign on the day; the stand-in awards it when the birthday is first set, so
    // the flow can be seen at once (README "Loyalty").
    id: 102,
    title: 'Celebrate your birthday',
    details: 'Tell us your birthday and get points.',
    type: 'BirthdayCampaign',
    actionName: null,
    historyTitle: 'Birthday',
    points: 100,
    maxCompletionsPerUser: 1,
    ctaText: 'Enter your birthday',
    rewardText: '100 points',
  },
  {
    id: 103,
    title: 'Follow us on Instagram',
    details: 'Follow @originalfuel on Instagram.',
    type: 'InstagramFollowCampaign',
    actionName: 'instagram_follow',
    historyTitle: 'Followed on Instagram',
    points: 50,
    maxCompletionsPerUser: 1,
    ctaText: 'Follow us',
    rewardText: '50 points',
    url: 'https://www.instagram.com/originalfuel',
    username: 'originalfuel',
  },
  {
    id: 104,
    title: 'Complete your profile',
    details: 'Tell us a little more about yourself.',
    type: 'CustomActionCampaign',
    actionName: 'enrich_profile',
    historyTitle: 'Completed profile',
    points: 50,
    maxCompletionsPerUser: 1,
    ctaText: 'Complete profile',
    rewardText: '50 points',
  },
  {
    id: 105,
    title: 'Sign up for the newsletter',
    details: 'Get our news and offers by email.',
    type: 'CustomActionCampaign',
    actionName: 'newsletter_signup',
    historyTitle: 'Newsletter sign-up',
    points: 50,
    maxCompletionsPerUser: 1,
    ctaText: 'Sign up',
    rewardText: '50 points',
  },
  {
    id: 106,
    title: 'Refer a friend',
    details: 'Give your friends €5 off their first order; get 200 points when they order.',
    type: 'ReferralCampaign',
    actionName: null,
    historyTitle: 'Referred a friend',
    points: 200,
    maxCompletionsPerUser: null,
    ctaText: 'Invite friends',
    rewardText: '200 points',
  },
  {
    id: 107,
    title: 'Make a purchase',
    details: 'Earn 5 points for every euro you spend.',
    type: 'SpendBasedCampaign',
    actionName: null,
    historyTitle: 'Made a purchase',
    points: 5,
    maxCompletionsPerUser: null,
    ctaText: 'Shop now',
    rewardText: '5 points per €1',
  },
];

export const BIRTHDAY_CAMPAIGN_ID = 102;

export const REDEMPTION_OPTIONS = [
  {id: 201, name: 'Free shipping', description: 'Free shipping on your next order.', amount: 300, type: 'shopify_free_shipping', discount_amount_cents: 0},
  {id: 202, name: '€5 off', description: '€5 off your next order.', amount: 500, type: 'shopify_fixed_amount_coupon', discount_amount_cents: 500},
  {id: 203, name: 'Free shaker', description: 'A free Original Fuel shaker with your next order.', amount: 750, type: 'shopify_free_product', discount_amount_cents: 0},
  {id: 204, name: '€10 off', description: '€10 off your next order.', amount: 1000, type: 'shopify_fixed_amount_coupon', discount_amount_cents: 1000},
] as const;

export type Tier = {id: number; name: string; description: string; points: number; multiplier: number};

export const VIP_TIERS: readonly Tier[] = [
  {id: 301, name: 'Bronze', description: 'Welcome to the club.', points: 0, multiplier: 1},
  {id: 302, name: 'Silver', description: '1.25× points on every order.', points: 500, multiplier: 1.25},
  {id: 303, name: 'Gold', description: '1.5× points and early access to new flavours.', points: 1500, multiplier: 1.5},
];

export const DEMO_EMAIL = 'demo@originalfuel.example';

/** The demo customer's history, oldest first: 620 points to spend (Silver), 920 earned. */
export const DEMO_HISTORY = [
  {at: '2026-01-10T09:12:00.000Z', campaignId: 101, action: 'Existing Account Points', actionName: 'existing_account_points', points: 100, status: 'Approved'},
  {at: '2026-02-14T15:40:00.000Z', campaignId: 107, action: 'Made a purchase', actionName: null, points: 620, status: 'Approved'},
  {at: '2026-03-02T08:05:00.000Z', campaignId: 105, action: 'Newsletter sign-up', actionName: 'newsletter_signup', points: 50, status: 'Approved'},
  {at: '2026-04-11T19:22:00.000Z', campaignId: 107, action: 'Made a purchase', actionName: null, points: 150, status: 'Approved'},
  {at: '2026-05-03T10:00:00.000Z', campaignId: null, action: 'Redeemed Free shipping', actionName: null, points: -300, status: 'FREESHIP-7KQ2'},
] as const;
