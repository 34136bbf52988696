// Per-customer loyalty state of the Yotpo stand-in: points, history, campaign completions, birthday and referral
// shares. One store for the process; /__admin/reset (and tests) put it back to the seeded demo customer.
import {BIRTHDAY_CAMPAIGN_ID, CAMPAIGNS, DEMO_EMAIL, DEMO_HISTORY, type Campaign} from './programme';

export type HistoryEntry = {
  createdAt: string;
  action: string;
  actionName: string | null;
  points: number;
  status: string;
};

export type CustomerRecord = {
  thirdPartyId: string | null;
  email: string;
  firstName: string | null;
  lastName: string | null;
  pointsBalance: number;
  pointsEarned: number;
  birthday: {day: number; month: number; year: number | null} | null;
  /** Newest first, as Yotpo lists them. */
  history: HistoryEntry[];
  completions: Map<number, number>;
  referralCode: string;
  shares: number;
  emailsSent: number;
  createdAt: string;
  lastSeenAt: string;
};

export type ReferralMail = {from: string; to: string; sentAt: string};

type Store = {customers: Map<string, CustomerRecord>; referralMails: ReferralMail[]; nextCode: number};

function keyOf(email: string): string {
  return email.trim().toLowerCase();
}

function newCustomer(email: string, now: string, code: number): CustomerRecord {
  return {
    thirdPartyId: null,
    email: keyOf(email),
    firstName: null,
    lastName: null,
    pointsBalance: 0,
    pointsEarned: 0,
    birthday: null,
    history: [],
    completions: new Map(),
    referralCode: `OF-${code.toString(36).toUpperCase().padStart(5, '0')}`,
    shares: 0,
    emailsSent: 0,
    createdAt: now,
    lastSeenAt: now,
  };
}

function seeded(): Store {
  const demo = newCustomer(DEMO_EMAIL, DEMO_HISTORY[0].at, 1);
  Object.assign(demo, {thirdPartyId: '7000000001', firstName: 'Demi', lastName: 'Demo', referralCode: 'OF-DEMO1'});
  for (const item of DEMO_HISTORY) {
    addHistory(demo, {createdAt: item.at, action: item.action, actionName: item.actionName, points: item.points, status: item.status});
    if (item.campaignId !== null) demo.completions.set(item.campaignId, (demo.completions.get(item.campaignId) ?? 0) + 1);
  }
  return {customers: new Map([[demo.email, demo]]), referralMails: [], nextCode: 2};
}

function addHistory(customer: CustomerRecord, entry: HistoryEntry) {
  customer.history.unshift(entry);
  customer.pointsBalance += entry.points;
  if (entry.points > 0) customer.pointsEarned += entry.points;
}

let store: Store = seeded();

export function resetYotpoStore() {
  store = seeded();
}

export function findCustomer(email: string): CustomerRecord | undefined {
  return store.customers.get(keyOf(email));
}

export function findCustomerById(id: string): CustomerRecord | undefined {
  return [...store.customers.values()].find((customer) => customer.thirdPartyId === id);
}

/** The customer with this email, created (no points, no history) when Yotpo does not know them yet. */
export function ensureCustomer(email: string, now = new Date().toISOString()): CustomerRecord {
  const found = findCustomer(email);
  if (found) return found;
  const customer = newCustomer(email, now, store.nextCode++);
  store.customers.set(customer.email, customer);
  return customer;
}

export function timesCompleted(customer: CustomerRecord | undefined, campaign: Campaign): number {
  return customer?.completions.get(campaign.id) ?? 0;
}

/**
 * Completes the campaign for the customer (points and a history item) unless it is completed to its max.
 * Returns whether it counted.
 */
export function completeCampaign(
  customer: CustomerRecord,
  campaign: Campaign,
  options: {now?: string; points?: number; historyTitle?: string} = {},
): boolean {
  const done = timesCompleted(customer, campaign);
  if (campaign.maxCompletionsPerUser !== null && done >= campaign.maxCompletionsPerUser) return false;
  customer.completions.set(campaign.id, done + 1);
  addHistory(customer, {
    createdAt: options.now ?? new Date().toISOString(),
    action: options.historyTitle ?? campaign.historyTitle,
    actionName: campaign.actionName,
    points: options.points ?? campaign.points,
    status: 'Approved',
  });
  return true;
}

export function setBirthday(customer: CustomerRecord, birthday: NonNullable<CustomerRecord['birthday']>) {
  const first = customer.birthday === null;
  customer.birthday = birthday;
  const campaign = CAMPAIGNS.find((candidate) => candidate.id === BIRTHDAY_CAMPAIGN_ID);
  if (first && campaign) completeCampaign(customer, campaign);
}

export function recordReferralMails(customer: CustomerRecord, emails: string[], now = new Date().toISOString()) {
  customer.shares += 1;
  customer.emailsSent += emails.length;
  for (const to of emails) store.referralMails.push({from: customer.email, to, sentAt: now});
}

/** The referral mails sent so far (the stand-in's outbox), oldest first. */
export function sentReferralMails(): readonly ReferralMail[] {
  return store.referralMails;
}
