import clsx from 'clsx';
import {useId, type ReactNode} from 'react';
import type {PurchaseTab} from '~/commerce/purchase';
import {intervalLabel} from '~/commerce/subscriptions';
import {ContentImage} from '~/components/ui/ContentImage';
import {Money} from '~/components/ui/Money';
import {useRouteContext} from '~/context/route-context';
import type {MoneyLike} from '~/markets/format';
import type {SubscriptionData} from './types';

type Plan = SubscriptionData['groups'][number]['plans'][number];

/** A plan reads as its interval in the page language ("Every 2 months"), else by the name Shopify gives it. */
export function usePlanLabel() {
  const {strings} = useRouteContext();
  return (plan: Plan) => (plan.interval ? intervalLabel(plan.interval, strings) : plan.name);
}

/** One tab of the one-time / subscribe choice: a native radio (arrow keys move between them) styled as a tab. */
function TabRadio({
  name,
  value,
  checked,
  onSelect,
  children,
}: {
  name: string;
  value: PurchaseTab;
  checked: boolean;
  onSelect: (tab: PurchaseTab) => void;
  children: ReactNode;
}) {
  return (
    <label
      className={clsx(
        'flex min-h-11 flex-1 cursor-pointer flex-col items-center justify-center rounded-full px-4 py-2 text-center text-sm font-semibold',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent',
        checked ? 'bg-[var(--product-accent)] text-[var(--product-accent-contrast)]' : 'bg-transparent',
      )}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onSelect(value)} className="sr-only" />
      {children}
    </label>
  );
}

/**
 * One-time or subscription (no choice when the product requires a plan), the delivery interval, and the
 * editors' subscription copy and image. State lives in PurchasePanel; without JavaScript the tab open on load
 * (and its first plan) is what the add-to-cart form posts.
 */
export function SubscriptionTabs({
  subscription,
  tab,
  onTabChange,
  planId,
  onPlanChange,
  oneTimePrice,
}: {
  subscription: SubscriptionData;
  tab: PurchaseTab;
  onTabChange: (tab: PurchaseTab) => void;
  planId: string | null;
  onPlanChange: (planId: string) => void;
  oneTimePrice: MoneyLike;
}) {
  const {strings} = useRouteContext();
  const name = useId();
  const selectId = useId();
  const planLabel = usePlanLabel();
  const plans = subscription.groups.flatMap((group) => group.plans);
  const plan = plans.find((candidate) => candidate.id === planId) ?? plans[0];
  return (
    <div className="mt-6" data-testid="purchase-options">
      {subscription.required ? (
        // Nothing to choose: the product is only sold as a subscription.
        <p className="font-semibold">{strings.purchaseSubscribe}</p>
      ) : (
        <fieldset>
          <legend className="sr-only">{strings.purchaseOptions}</legend>
          <div className="flex gap-1 rounded-full border-2 border-line bg-paper p-1 text-ink">
            <TabRadio name={name} value="oneTime" checked={tab === 'oneTime'} onSelect={onTabChange}>
              {strings.purchaseOneTime}
              <Money data={oneTimePrice} className="text-xs font-normal" />
            </TabRadio>
            <TabRadio name={name} value="subscription" checked={tab === 'subscription'} onSelect={onTabChange}>
              {strings.purchaseSubscribe}
              {plan ? <Money data={plan.price} className="text-xs font-normal" /> : null}
            </TabRadio>
          </div>
        </fieldset>
      )}
      {tab === 'subscription' ? (
        <div className="mt-4 flex gap-4" data-testid="subscription-panel">
          {subscription.image ? (
            // The box sets the size (80px).
            <div className="size-20 shrink-0 overflow-hidden rounded-xl">
              <ContentImage data={{...subscription.image, alt: null}} sizes="80px" cover />
            </div>
          ) : null}
          <div className="min-w-0 flex-1 text-sm">
            {plans.length > 1 ? (
              <>
                <label htmlFor={selectId} className="font-semibold">
                  {strings.purchaseDelivery}
                </label>
                <select
                  id={selectId}
                  value={plan?.id}
                  onChange={(event) => onPlanChange(event.target.value)}
                  className="mt-1 block min-h-11 w-full rounded-full border-2 border-line bg-paper px-4 text-ink"
                  data-testid="selling-plan"
                >
                  {subscription.groups.length > 1
                    ? subscription.groups.map((group) => (
                        <optgroup key={group.name} label={group.name}>
                          {group.plans.map((option) => (
                            <option key={option.id} value={option.id}>
                              {planLabel(option)}
                            </option>
                          ))}
                        </optgroup>
                      ))
                    : plans.map((option) => (
                        <option key={option.id} value={option.id}>
                          {planLabel(option)}
                        </option>
                      ))}
                </select>
              </>
            ) : plan ? (
              <p>
                <span className="font-semibold">{strings.purchaseDelivery}: </span>
                {planLabel(plan)}
              </p>
            ) : null}
            {plan?.description ? <p className="mt-2">{plan.description}</p> : null}
            {subscription.copy ? <p className="mt-2">{subscription.copy}</p> : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
