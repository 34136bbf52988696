import {describe, expect, test} from 'vitest';
import {
  adjustedPrice,
  initialPurchaseTab,
  intervalLabel,
  parseInterval,
  planInterval,
  priceAdjustmentFrom,
  savingsPercent,
  subscriptionGroups,
} from '~/commerce/subscriptions';
import {ALL_STRINGS as STRINGS} from '~locales/all';

const EUR = (amount: string) => ({amount, currencyCode: 'EUR'});

describe('price adjustments', () => {
  test('a percentage off, rounded to the cent', () => {
    expect(adjustedPrice(EUR('34.95'), {kind: 'percentage', percentage: 10})).toEqual(EUR('31.46'));
    expect(adjustedPrice(EUR('19.95'), {kind: 'percentage', percentage: 15})).toEqual(EUR('16.96'));
  });

  test('a fixed amount off, never below zero', () => {
    expect(adjustedPrice(EUR('34.95'), {kind: 'fixedAmount', amount: EUR('5.00')})).toEqual(EUR('29.95'));
    expect(adjustedPrice(EUR('3.00'), {kind: 'fixedAmount', amount: EUR('5.00')})).toEqual(EUR('0.00'));
  });

  test('a set price, or the price itself without an adjustment', () => {
    expect(adjustedPrice(EUR('34.95'), {kind: 'price', price: EUR('27.50')})).toEqual(EUR('27.50'));
    expect(adjustedPrice(EUR('34.95'), null)).toEqual(EUR('34.95'));
  });

  test('Storefront adjustment values, with or without __typename', () => {
    expect(priceAdjustmentFrom({adjustmentPercentage: 10})).toEqual({kind: 'percentage', percentage: 10});
    expect(priceAdjustmentFrom({adjustmentAmount: EUR('2.00')})).toEqual({kind: 'fixedAmount', amount: EUR('2.00')});
    expect(priceAdjustmentFrom({__typename: 'SellingPlanFixedPriceAdjustment', price: EUR('9.00')} as never)).toEqual({
      kind: 'price',
      price: EUR('9.00'),
    });
    expect(priceAdjustmentFrom(undefined)).toBeNull();
  });

  test('savings in whole percent', () => {
    expect(savingsPercent(EUR('34.95'), EUR('31.46'))).toBe(10);
    expect(savingsPercent(EUR('10.00'), EUR('12.00'))).toBe(0);
  });
});

describe('intervals', () => {
  test('the delivery policy first', () => {
    expect(planInterval({deliveryPolicy: {interval: 'WEEK', intervalCount: 2}, options: [{value: 'Every month'}]})).toEqual({
      unit: 'WEEK',
      count: 2,
    });
  });

  test('else the interval the plan’s options name, in any of our languages', () => {
    expect(planInterval({options: [{name: 'Delivery', value: 'Every 2 months'}]})).toEqual({unit: 'MONTH', count: 2});
    expect(parseInterval('1 Month(s)')).toEqual({unit: 'MONTH', count: 1});
    expect(parseInterval('Elke maand')).toEqual({unit: 'MONTH', count: 1});
    expect(parseInterval('Alle 3 Wochen')).toEqual({unit: 'WEEK', count: 3});
    expect(parseInterval('Tous les 2 ans')).toEqual({unit: 'YEAR', count: 2});
    expect(parseInterval('Ogni 10 giorni')).toEqual({unit: 'DAY', count: 10});
    expect(parseInterval('DAY')).toEqual({unit: 'DAY', count: 1});
    expect(parseInterval('an extra gift')).toBeNull();
    expect(planInterval({options: [{value: 'Pay as you go'}]})).toBeNull();
  });

  test('labels per language, singular and plural', () => {
    expect(intervalLabel({unit: 'MONTH', count: 1}, STRINGS.nl)).toBe('Elke maand');
    expect(intervalLabel({unit: 'MONTH', count: 2}, STRINGS.de)).toBe('Alle 2 Monate');
    expect(intervalLabel({unit: 'WEEK', count: 2}, STRINGS.fr)).toBe('Toutes les 2 semaines');
    expect(intervalLabel({unit: 'YEAR', count: 1}, STRINGS.it)).toBe('Ogni anno');
    expect(intervalLabel({unit: 'DAY', count: 3}, STRINGS.en)).toBe('Every 3 days');
  });
});

describe('the purchase tab open on load', () => {
  test('the editors’ choice, one-time by default', () => {
    expect(initialPurchaseTab({contentTab: 'subscription', requiresSellingPlan: false, hasPlans: true})).toBe('subscription');
    expect(initialPurchaseTab({contentTab: 'oneTime', requiresSellingPlan: false, hasPlans: true})).toBe('oneTime');
    expect(initialPurchaseTab({contentTab: 'description', requiresSellingPlan: false, hasPlans: true})).toBe('oneTime');
    expect(initialPurchaseTab({contentTab: null, requiresSellingPlan: false, hasPlans: true})).toBe('oneTime');
  });

  test('a required plan always opens the subscription; no plans means one-time', () => {
    expect(initialPurchaseTab({contentTab: 'oneTime', requiresSellingPlan: true, hasPlans: true})).toBe('subscription');
    expect(initialPurchaseTab({contentTab: 'subscription', requiresSellingPlan: false, hasPlans: false})).toBe('oneTime');
  });
});

describe('plan groups', () => {
  test('each plan priced for the variant by its first adjustment; empty groups left out', () => {
    const groups = subscriptionGroups(
      [
        {
          name: 'Subscribe & save',
          sellingPlans: {
            nodes: [
              {
                id: 'gid://shopify/SellingPlan/1',
                name: 'Every month',
                description: '',
                recurringDeliveries: true,
                options: [{name: 'Delivery', value: 'Every month'}],
                deliveryPolicy: {interval: 'MONTH', intervalCount: 1},
                priceAdjustments: [
                  {orderCount: 1, adjustmentValue: {adjustmentPercentage: 20}},
                  {adjustmentValue: {adjustmentPercentage: 10}},
                ],
              },
            ],
          },
        },
        {name: 'Empty', sellingPlans: {nodes: []}},
      ],
      EUR('30.00'),
    );
    expect(groups).toEqual([
      {
        name: 'Subscribe & save',
        plans: [
          {
            id: 'gid://shopify/SellingPlan/1',
            name: 'Every month',
            description: null,
            interval: {unit: 'MONTH', count: 1},
            price: EUR('24.00'),
            savingsPercent: 20,
          },
        ],
      },
    ]);
  });
});

describe('subscription edges (README "Subscriptions")', () => {
  test('nothing is saved on a free product', () => {
    expect(savingsPercent(EUR('0.00'), EUR('0.00'))).toBe(0);
  });

  test('a number written against its unit still counts ("every 2months")', () => {
    expect(parseInterval('Every 2months')).toEqual({unit: 'MONTH', count: 2});
  });

  test('the interval comes from the first option value that names one', () => {
    const plan = {options: [{name: 'Plan', value: 'Subscription'}, {name: 'Delivery', value: null}, {name: 'Delivery', value: 'Every 2 weeks'}]};
    expect(planInterval(plan)).toEqual({unit: 'WEEK', count: 2});
  });

  test('a plan without a price adjustment is priced at the one-time price', () => {
    const [group] = subscriptionGroups(
      [
        {
          name: 'Subscribe',
          sellingPlans: {
            nodes: [{id: 'gid://shopify/SellingPlan/2', name: 'Monthly', description: null, options: [], priceAdjustments: []}],
          },
        },
      ] as never,
      EUR('34.95'),
    );
    expect(group!.plans[0]).toMatchObject({price: EUR('34.95'), savingsPercent: 0});
  });
});
