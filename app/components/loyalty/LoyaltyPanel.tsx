// The loyalty programme in the account area (issue 10 §7): points and history, tier progress, campaigns,
// rewards, the birthday, Instagram, profile and referral actions. It renders a loading line on the server and
// fills in after hydration from the private resource routes (spec §6), so the account page's own HTML stays the
// same with or without Yotpo. Results and refusals are announced in live regions.
import {useId, useState, type FormEvent, type ReactNode} from 'react';
import {useHydrated} from '~/components/ui/use-hydrated';
import {useRouteContext} from '~/context/route-context';
import type {LoyaltyAction} from '~/loyalty/answers';
import {INSTAGRAM_CAMPAIGN_TYPE} from '~/loyalty/campaigns';
import {formatPoints} from '~/loyalty/point-labels';
import {MAX_REFERRAL_EMAILS} from '~/loyalty/referrals';
import {tierFraction, tierProgress} from '~/loyalty/tiers';
import type {LoyaltyCampaign, LoyaltyCustomer, PointLabels, VipTier} from '~/loyalty/types';
import {formatDate} from '~/markets/dates';
import type {LocalePrefix} from '~/markets/markets';
import {format} from '~locales/index';
import type {LoyaltyResult} from './loyalty-api';
import {loyaltyStringsFor, type LoyaltyStrings} from './strings';
import {useLoyalty} from './use-loyalty';

export type LoyaltyPanelProps = {
  /**
   * The market prefix the loyalty routes are addressed with (`/api/yotpo/{locale}/...`); defaults to the page's
   * market. The words follow the page's market language.
   */
  locale?: LocalePrefix;
  /** The merchant's point unit labels, when it has its own (spec §3: default point/points). */
  pointLabels?: PointLabels;
};

type Outcome = {kind: 'idle'} | {kind: 'sending'} | {kind: 'done'; message: string} | {kind: 'failed'; message: string};

const BUTTON = 'min-h-11 rounded-full bg-ink px-5 py-2 font-semibold text-white disabled:opacity-50';
const FIELD = 'mt-1 block min-h-11 w-full rounded-lg border border-line px-3 py-2';
const CARD = 'space-y-3 rounded-2xl border border-line p-4 md:p-6';

/** An action's result in words: the route's own message when it sent one, else the general failure. */
function outcomeOf(result: LoyaltyResult<unknown>, done: string, strings: LoyaltyStrings): Outcome {
  if (result.ok) return {kind: 'done', message: done};
  return {kind: 'failed', message: result.error ?? strings.actionFailed};
}

function useAction(run: () => Promise<LoyaltyResult<unknown>>, done: () => string, strings: LoyaltyStrings) {
  const [outcome, setOutcome] = useState<Outcome>({kind: 'idle'});
  const start = async () => {
    setOutcome({kind: 'sending'});
    const result = await run();
    setOutcome(outcomeOf(result, done(), strings));
    return result;
  };
  return [outcome, start] as const;
}

function Announcement({outcome, strings, id}: {outcome: Outcome; strings: LoyaltyStrings; id?: string}) {
  const text = outcome.kind === 'sending' ? strings.sending : outcome.kind === 'idle' ? '' : outcome.message;
  return (
    <p id={id} role="status" className={`min-h-5 text-sm ${outcome.kind === 'failed' ? 'text-red-700' : ''}`}>
      {text}
    </p>
  );
}

export function LoyaltyPanel({locale, pointLabels}: LoyaltyPanelProps) {
  const {market} = useRouteContext();
  const strings = loyaltyStringsFor(market.language);
  const prefix = locale ?? market.locale;
  const {state, act} = useLoyalty(prefix);
  const hydrated = useHydrated();
  const points = (count: number) =>
    formatPoints(count, market.siteLocale, pointLabels, {singular: strings.pointSingular, plural: strings.pointPlural});

  return (
    <section aria-labelledby="loyalty-heading" className="space-y-6" data-testid="loyalty-panel" data-status={state.status}>
      <h2 id="loyalty-heading" className="heading-3">
        {strings.heading}
      </h2>
      {state.status === 'loading' ? (
        hydrated ? (
          <p role="status">{strings.loading}</p>
        ) : (
          // The panel reads the loyalty routes from the browser: without JavaScript it says so, not "loading" forever.
          <noscript>
            <p>{strings.needsJavaScript}</p>
          </noscript>
        )
      ) : state.status === 'signed-out' ? (
        <p role="status">{strings.signedOut}</p>
      ) : state.status === 'unavailable' || !state.customer ? (
        <p role="status">{strings.unavailable}</p>
      ) : (
        <>
          <Balance customer={state.customer} tiers={state.tiers} strings={strings} points={points} />
          <div className="grid gap-6 md:grid-cols-2">
            <SocialActions state={state} act={act} strings={strings} />
            <BirthdayForm done={state.flags.birthday} act={act} strings={strings} />
            <ReferralForm act={act} strings={strings} />
            <Campaigns campaigns={state.campaigns} strings={strings} />
          </div>
          <Rewards rewards={state.rewards} strings={strings} points={points} />
          <History customer={state.customer} strings={strings} language={market.language} points={points} />
        </>
      )}
    </section>
  );
}

type Points = (count: number) => string;
type Act = (action: LoyaltyAction, fields?: Record<string, string>) => Promise<LoyaltyResult<unknown>>;

function Balance({customer, tiers, strings, points}: {customer: LoyaltyCustomer; tiers: VipTier[]; strings: LoyaltyStrings; points: Points}) {
  const progress = tierProgress(tiers, customer.pointsBalance);
  return (
    <div className={CARD} data-testid="loyalty-balance">
      <p>
        <span className="block text-sm">{strings.balanceLabel}</span>
        <span className="text-3xl font-extrabold" data-testid="loyalty-points">
          {points(customer.pointsBalance)}
        </span>
      </p>
      {tiers.length ? (
        <div data-testid="loyalty-tier">
          <h3 className="heading-4">{strings.tierHeading}</h3>
          <p data-testid="loyalty-current-tier">
            {progress.current ? format(strings.currentTier, {tier: progress.current.name}) : strings.noTier}
          </p>
          <progress
            className="h-2 w-full"
            max={100}
            value={Math.round(tierFraction(tiers, customer.pointsBalance) * 100)}
            aria-label={strings.tierHeading}
          />
          <p data-testid="loyalty-next-tier">
            {progress.next
              ? format(strings.nextTier, {points: points(progress.pointsToNext), tier: progress.next.name})
              : strings.maxLevel}
          </p>
        </div>
      ) : null}
    </div>
  );
}

function SocialActions({state, act, strings}: {state: ReturnType<typeof useLoyalty>['state']; act: Act; strings: LoyaltyStrings}) {
  const instagramUrl = state.campaigns.find((campaign) => campaign.type === INSTAGRAM_CAMPAIGN_TYPE)?.url ?? null;
  const [instagram, followInstagram] = useAction(() => act('instagram'), () => strings.actionDone, strings);
  const [profile, enrichProfile] = useAction(() => act('enrich-profile'), () => strings.actionDone, strings);
  const {flags} = state;
  return (
    <div className={CARD}>
      <div className="space-y-1">
        {flags.instagram ? (
          <p data-testid="loyalty-instagram-done">✓ {strings.instagramDone}</p>
        ) : (
          <button
            type="button"
            className={BUTTON}
            disabled={instagram.kind === 'sending'}
            onClick={() => {
              // Opened in the click itself, so no popup blocker stops it.
              if (instagramUrl) window.open(instagramUrl, '_blank', 'noopener,noreferrer');
              void followInstagram();
            }}
          >
            {strings.instagramButton}
          </button>
        )}
        <Announcement outcome={instagram} strings={strings} />
      </div>
      <div className="space-y-1">
        {flags.profileEnrichment ? (
          <p data-testid="loyalty-profile-done">✓ {strings.enrichProfileDone}</p>
        ) : (
          <button type="button" className={BUTTON} disabled={profile.kind === 'sending'} onClick={() => void enrichProfile()}>
            {strings.enrichProfileButton}
          </button>
        )}
        <Announcement outcome={profile} strings={strings} />
      </div>
      {flags.newsletter ? <p data-testid="loyalty-newsletter-done">✓ {strings.newsletterDone}</p> : null}
    </div>
  );
}

/** Fields are plain text: spec §5 lets no browser check block a submit; the route answers what is wrong. */
function BirthdayForm({done, act, strings}: {done: boolean; act: Act; strings: LoyaltyStrings}) {
  const id = useId();
  const [fields, setFields] = useState({day: '', month: '', year: ''});
  const [outcome, save] = useAction(() => act('birthday', fields), () => strings.birthdaySaved, strings);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  const input = (name: keyof typeof fields, label: string, size: string) => (
    <label className={size}>
      <span className="text-sm">{label}</span>
      <input
        name={name}
        inputMode="numeric"
        autoComplete={`bday-${name}`}
        className={FIELD}
        value={fields[name]}
        onChange={(event) => setFields((current) => ({...current, [name]: event.target.value}))}
        aria-describedby={`${id}-status`}
      />
    </label>
  );
  return (
    <form className={CARD} onSubmit={submit} noValidate data-testid="loyalty-birthday">
      <h3 className="heading-4">{strings.birthdayHeading}</h3>
      {done ? <p data-testid="loyalty-birthday-done">✓ {strings.birthdayDone}</p> : null}
      <div className="flex gap-2">
        {input('day', strings.birthdayDay, 'w-20')}
        {input('month', strings.birthdayMonth, 'w-20')}
        {input('year', strings.birthdayYear, 'flex-1')}
      </div>
      <button type="submit" className={BUTTON} disabled={outcome.kind === 'sending'}>
        {strings.birthdaySubmit}
      </button>
      <Announcement outcome={outcome} strings={strings} id={`${id}-status`} />
    </form>
  );
}

function ReferralForm({act, strings}: {act: Act; strings: LoyaltyStrings}) {
  const id = useId();
  const [emails, setEmails] = useState('');
  const [outcome, send] = useAction(
    () => act('send-referral-mails', {emails}),
    () => format(strings.referralSent, {count: new Set(emails.split(/[\s,;]+/).filter(Boolean)).size}),
    strings,
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await send();
    if (result.ok) setEmails('');
  };
  return (
    <form className={CARD} onSubmit={(event) => void submit(event)} noValidate data-testid="loyalty-referral">
      <h3 className="heading-4">{strings.referralHeading}</h3>
      <label className="block">
        <span className="text-sm">{strings.referralLabel}</span>
        <textarea
          name="emails"
          rows={3}
          className={FIELD}
          value={emails}
          onChange={(event) => setEmails(event.target.value)}
          aria-describedby={`${id}-hint ${id}-status`}
        />
      </label>
      <p id={`${id}-hint`} className="text-sm">
        {format(strings.referralHint, {max: MAX_REFERRAL_EMAILS})}
      </p>
      <button type="submit" className={BUTTON} disabled={outcome.kind === 'sending'}>
        {strings.referralSubmit}
      </button>
      <Announcement outcome={outcome} strings={strings} id={`${id}-status`} />
    </form>
  );
}

function completionText(campaign: LoyaltyCampaign, strings: LoyaltyStrings): string {
  const count = campaign.status.customerTimesCompleted;
  if (campaign.maxCompletionsPerUser !== null) return format(strings.completedOfMax, {count, max: campaign.maxCompletionsPerUser});
  return count > 0 ? format(strings.completedTimes, {count}) : strings.notCompleted;
}

function Campaigns({campaigns, strings}: {campaigns: LoyaltyCampaign[]; strings: LoyaltyStrings}) {
  return (
    <Listing heading={strings.campaignsHeading} testId="loyalty-campaigns" empty={null}>
      {campaigns.map((campaign) => (
        <li key={campaign.id} className="flex justify-between gap-4 py-2">
          <span>
            <span className="block font-semibold">{campaign.title}</span>
            <span className="text-sm">{campaign.rewardText}</span>
          </span>
          <span className="text-sm" data-testid={`loyalty-campaign-${campaign.id}`}>
            {completionText(campaign, strings)}
          </span>
        </li>
      ))}
    </Listing>
  );
}

function Rewards({rewards, strings, points}: {rewards: ReturnType<typeof useLoyalty>['state']['rewards']; strings: LoyaltyStrings; points: Points}) {
  return (
    <Listing heading={strings.rewardsHeading} testId="loyalty-rewards" empty={strings.rewardsEmpty}>
      {rewards.map((reward) => (
        <li key={reward.id} className="flex justify-between gap-4 py-2">
          <span>
            <span className="block font-semibold">{reward.name}</span>
            <span className="text-sm">{reward.description}</span>
          </span>
          <span className="whitespace-nowrap text-sm font-semibold">{points(reward.amount)}</span>
        </li>
      ))}
    </Listing>
  );
}

function History({
  customer,
  strings,
  language,
  points,
}: {
  customer: LoyaltyCustomer;
  strings: LoyaltyStrings;
  language: Parameters<typeof formatDate>[1];
  points: Points;
}) {
  return (
    <Listing heading={strings.historyHeading} testId="loyalty-history" empty={strings.historyEmpty}>
      {customer.historyItems.map((item, index) => (
        <li key={`${item.date}-${index}`} className="flex justify-between gap-4 py-2">
          <span>
            <span className="block">{item.action}</span>
            <span className="text-sm">{item.date ? formatDate(item.date, language, 'short') : null}</span>
          </span>
          <span className={`whitespace-nowrap font-semibold ${item.points < 0 ? '' : 'text-green-800'}`}>
            {item.points > 0 ? '+' : ''}
            {points(item.points)}
          </span>
        </li>
      ))}
    </Listing>
  );
}

function Listing({heading, testId, empty, children}: {heading: string; testId: string; empty: string | null; children: ReactNode[]}) {
  return (
    <div className={CARD} data-testid={testId}>
      <h3 className="heading-4">{heading}</h3>
      {children.length ? <ul className="divide-y divide-line">{children}</ul> : empty ? <p>{empty}</p> : null}
    </div>
  );
}
