// Subscriptions: selling plan groups on products and the per-variant allocations with the discounted price.
import type {DemoProduct, DemoSellingPlan, DemoSellingPlanGroup, DemoVariant} from '../../data/catalogue';
import {listConnection, numericId, type PageArgs} from '../connection';
import {text, type RequestContext} from '../context';
import {cents, fromCents, money, type Fields} from './common';

const SAVE: Record<string, (percentage: number, plan: string) => string> = {
  nl: (p, plan) => `${plan} geleverd, ${p}% korting op elke levering`,
  de: (p, plan) => `${plan} geliefert, ${p} % Rabatt auf jede Lieferung`,
  en: (p, plan) => `Delivered ${plan.toLowerCase()}, ${p}% off every delivery`,
  it: (p, plan) => `Consegna ${plan.toLowerCase()}, ${p}% di sconto su ogni consegna`,
  fr: (p, plan) => `Livré ${plan.toLowerCase()}, ${p} % de remise sur chaque livraison`,
};

export function sellingPlanView(ctx: RequestContext, group: DemoSellingPlanGroup, plan: DemoSellingPlan): Fields {
  const name = text(ctx, plan.name);
  const policy = {interval: plan.interval, intervalCount: plan.intervalCount};
  return {
    __typename: 'SellingPlan',
    id: plan.id,
    name,
    description: SAVE[ctx.language]!(plan.percentageOff, name),
    recurringDeliveries: true,
    options: [{name: text(ctx, group.optionName), value: name}],
    priceAdjustments: [
      {
        adjustmentValue: {__typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: plan.percentageOff},
        orderCount: null,
      },
    ],
    checkoutCharge: {
      type: 'PERCENTAGE',
      value: {__typename: 'SellingPlanCheckoutChargePercentageValue', percentage: 100},
    },
    billingPolicy: {__typename: 'SellingPlanRecurringBillingPolicy', ...policy},
    deliveryPolicy: {__typename: 'SellingPlanRecurringDeliveryPolicy', ...policy},
    metafield: () => null,
    metafields: (args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
  };
}

export function sellingPlanGroupView(ctx: RequestContext, group: DemoSellingPlanGroup): Fields {
  return {
    __typename: 'SellingPlanGroup',
    appName: group.appName,
    name: text(ctx, group.name),
    options: [{name: text(ctx, group.optionName), values: group.plans.map((p) => text(ctx, p.name))}],
    sellingPlans: (args: PageArgs & {reverse?: boolean | null}) =>
      listConnection(group.plans, args, (plan) => sellingPlanView(ctx, group, plan), {
        field: 'sellingPlans',
        id: (p) => numericId(p.id),
      }),
  };
}

export function discountedPrice(price: string, plan: DemoSellingPlan): string {
  return fromCents(Math.round((cents(price) * (100 - plan.percentageOff)) / 100));
}

/** A variant bought with a plan: the plan and the per-delivery price it gives (also a cart line's allocation). */
export function sellingPlanAllocationView(
  ctx: RequestContext,
  group: DemoSellingPlanGroup,
  plan: DemoSellingPlan,
  variant: DemoVariant,
): Fields {
  const price = money(discountedPrice(variant.price, plan));
  return {
    sellingPlan: sellingPlanView(ctx, group, plan),
    priceAdjustments: [{price, compareAtPrice: money(variant.price), perDeliveryPrice: price, unitPrice: null}],
    checkoutChargeAmount: price,
    remainingBalanceChargeAmount: money('0.00'),
  };
}

export function sellingPlanAllocations(ctx: RequestContext, product: DemoProduct, variant: DemoVariant): Fields[] {
  return product.sellingPlanGroups.flatMap((group) =>
    group.plans.map((plan) => sellingPlanAllocationView(ctx, group, plan, variant)),
  );
}
