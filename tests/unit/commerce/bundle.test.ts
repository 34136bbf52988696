import type {AppLoadContext} from '@shopify/remix-oxygen';
import {describe, expect, test, vi} from 'vitest';
import {
  BUNDLE_ATTRIBUTE,
  BUNDLE_PARENT_ATTRIBUTE,
  BundleError,
  bundleCartLines,
  bundlePlanChoices,
  bundleProblems,
  bundleProgress,
  bundleTotal,
  canPick,
  isBundleValid,
  emptySelection,
  pick,
  unpick,
  type BundleData,
  type BundleSelection,
} from '~/commerce/bundle';
import {contentVariantIds, joinBundle, loadBundle} from '~/commerce/bundle.server';
import type {MixAndMatchPartsFragment} from '~graphql/content/content.generated';
import type {ProductMixAndMatchQuery, SubscriptionVariantFragment} from '~graphql/storefront/storefront.generated';

// ---------------------------------------------------------------------------------------------------------
// Fixtures shaped like the generated types

const gid = (n: number) => `gid://shopify/ProductVariant/${n}`;

type VariantOptions = {
  price?: string;
  compareAt?: string;
  available?: boolean;
  handle?: string;
  requiresSellingPlan?: boolean;
  /** Monthly plans: months → subscription price. */
  plans?: Record<number, string>;
};

function storefrontVariant(n: number, title: string, options: VariantOptions = {}): SubscriptionVariantFragment {
  const {price = '2.49', compareAt, available = true, handle = 'protein-bar', requiresSellingPlan = false, plans = {}} = options;
  const money = (amount: string) => ({amount, currencyCode: 'EUR' as const});
  const planEntries = Object.entries(plans).map(([months, amount]) => ({
    id: `gid://shopify/SellingPlan/${handle}-${months}`,
    name: months === '1' ? 'Every month' : `Every ${months} months`,
    months: Number(months),
    amount,
  }));
  return {
    id: gid(n),
    title,
    availableForSale: available,
    price: money(price),
    compareAtPrice: compareAt ? money(compareAt) : null,
    image: {id: `img-${n}`, url: `https://cdn.example/${n}.png`, altText: null, width: 600, height: 600},
    selectedOptions: [{name: 'Flavour', value: title}],
    product: {
      id: `gid://shopify/Product/${handle}`,
      handle,
      title: handle,
      requiresSellingPlan,
      sellingPlanGroups: {nodes: []},
    },
    sellingPlanAllocations: {
      nodes: planEntries.map((plan) => ({
        sellingPlan: {id: plan.id, name: plan.name, deliveryPolicy: {interval: 'MONTH' as const, intervalCount: plan.months}},
        priceAdjustments: [{price: money(plan.amount)}],
      })),
    },
  };
}

function contentItem(id: string, n: number, title: string, popup = false) {
  return {
    id,
    title,
    variantId: gid(n),
    thumbnail: null,
    popup: popup ? {id: `${id}-popup`, heading: `About ${title}`, body: 'Made with cocoa.', buttonLabel: 'Ingredients'} : null,
  };
}

function mixAndMatchRecord(overrides: Partial<MixAndMatchPartsFragment> = {}): MixAndMatchPartsFragment {
  return {
    id: 'mm-1',
    heading: 'Build your box',
    subheading: 'Pick three bars',
    pickAmount: 3,
    buttonLabel: 'Add box',
    useCollapse: false,
    buttonCollapseLabel: null,
    headerMedia: null,
    eligibleVariants: [
      contentItem('choc', 1, 'Chocolate', true),
      contentItem('peanut', 2, 'Peanut'),
      contentItem('caramel', 3, 'Caramel'),
      contentItem('jerky', 9, 'Jerky'),
    ],
    fixedComponents: [contentItem('shaker', 5, 'Shaker')],
    ...overrides,
  };
}

const STOREFRONT_NODES = [
  storefrontVariant(1, 'Chocolate', {plans: {1: '2.24', 2: '2.24'}}),
  storefrontVariant(2, 'Peanut', {plans: {1: '2.24'}}),
  storefrontVariant(3, 'Caramel', {available: false}),
  storefrontVariant(9, 'Jerky', {price: '4.95', handle: 'beef-jerky'}),
  storefrontVariant(5, 'Shaker', {price: '5.00', compareAt: '7.50', handle: 'shaker', plans: {1: '4.50', 2: '4.50'}}),
];

function storefrontResult(references: number[] | null, nodes = STOREFRONT_NODES): ProductMixAndMatchQuery {
  return {
    product: {
      id: 'gid://shopify/Product/protein-bar',
      mixAndMatch: references ? {references: {nodes: references.map((n) => ({id: gid(n)}))}} : null,
    },
    nodes,
  };
}

function bundleFixture(): BundleData {
  return joinBundle(mixAndMatchRecord(), 'protein-bar', storefrontResult(null))!;
}

const selectionOf = (bundle: BundleData, picks: Record<string, number>): BundleSelection => ({bundle, picks});

// ---------------------------------------------------------------------------------------------------------

describe('loading the bundle (content joined with Storefront variants)', () => {
  test('eligible items are limited to the product’s mix-and-match references when it has them', () => {
    const bundle = joinBundle(mixAndMatchRecord(), 'protein-bar', storefrontResult([1, 2, 3, 5]))!;
    expect(bundle.eligible.map((item) => item.id)).toEqual(['choc', 'peanut', 'caramel']);
    expect(bundle.fixed.map((item) => item.id)).toEqual(['shaker']);
  });

  test('without the metafield every content item with a Storefront variant is eligible', () => {
    expect(bundleFixture().eligible.map((item) => item.id)).toEqual(['choc', 'peanut', 'caramel', 'jerky']);
  });

  test('at most 20 eligible references (spec §9)', () => {
    const many = Array.from({length: 25}, (_, index) => contentItem(`item-${index}`, 100 + index, `Bar ${index}`));
    const nodes = [...STOREFRONT_NODES, ...many.map((_, index) => storefrontVariant(100 + index, `Bar ${index}`))];
    const bundle = joinBundle(mixAndMatchRecord({eligibleVariants: many}), 'protein-bar', storefrontResult(null, nodes))!;
    expect(bundle.eligible).toHaveLength(20);
  });

  test('items unknown to the Storefront are dropped; a missing fixed component drops the builder', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const withoutJerky = STOREFRONT_NODES.filter((node) => node.id !== gid(9));
    const bundle = joinBundle(mixAndMatchRecord(), 'protein-bar', storefrontResult(null, withoutJerky))!;
    expect(bundle.eligible.map((item) => item.id)).not.toContain('jerky');
    const withoutShaker = STOREFRONT_NODES.filter((node) => node.id !== gid(5));
    expect(joinBundle(mixAndMatchRecord(), 'protein-bar', storefrontResult(null, withoutShaker))).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  test('no eligible item left means no builder', () => {
    expect(joinBundle(mixAndMatchRecord(), 'protein-bar', storefrontResult([42]))).toBeNull();
  });

  test('the item carries title, popup, price, stock, image and its plans by frequency; JSON-safe', () => {
    const bundle = bundleFixture();
    const chocolate = bundle.eligible[0]!;
    expect(chocolate).toMatchObject({
      title: 'Chocolate',
      popup: {heading: 'About Chocolate', body: 'Made with cocoa.', buttonLabel: 'Ingredients'},
      variant: {
        id: gid(1),
        availableForSale: true,
        price: {amount: '2.49', currencyCode: 'EUR'},
        image: {url: 'https://cdn.example/1.png'},
        sellingPlans: [
          {frequency: 'MONTH:1', name: 'Every month', price: {amount: '2.24'}},
          {frequency: 'MONTH:2', name: 'Every 2 months', price: {amount: '2.24'}},
        ],
      },
    });
    expect(JSON.parse(JSON.stringify(bundle))).toEqual(bundle);
  });

  test('a missing or zero pick amount means one pick', () => {
    expect(joinBundle(mixAndMatchRecord({pickAmount: null}), 'protein-bar', storefrontResult(null))!.pickAmount).toBe(1);
    expect(joinBundle(mixAndMatchRecord({pickAmount: 0}), 'protein-bar', storefrontResult(null))!.pickAmount).toBe(1);
  });

  test('only well-formed variant ids are asked for, once each', () => {
    const record = mixAndMatchRecord({
      eligibleVariants: [contentItem('a', 1, 'A'), contentItem('b', 1, 'B'), {...contentItem('c', 2, 'C'), variantId: 'nope'}],
    });
    expect(contentVariantIds(record)).toEqual([gid(5), gid(1)]);
  });

  test('loadBundle makes one Storefront round trip with the handle and the ids', async () => {
    const query = vi.fn().mockResolvedValue(storefrontResult([1, 2]));
    const context = {storefront: {query}} as unknown as AppLoadContext;
    const bundle = await loadBundle(context, mixAndMatchRecord(), 'protein-bar');
    expect(query).toHaveBeenCalledTimes(1);
    expect(query.mock.calls[0]![1]).toEqual({variables: {handle: 'protein-bar', ids: [gid(5), gid(1), gid(2), gid(3), gid(9)]}});
    expect(bundle?.eligible.map((item) => item.id)).toEqual(['choc', 'peanut']);
    expect(await loadBundle(context, null, 'protein-bar')).toBeNull();
    expect(query).toHaveBeenCalledTimes(1);
  });
});

describe('picking (duplicates allowed, exactly pickAmount)', () => {
  test('the same item can be picked more than once, up to the pick amount', () => {
    const bundle = bundleFixture();
    let selection = emptySelection(bundle);
    selection = pick(pick(pick(selection, 'choc'), 'choc'), 'peanut');
    expect(selection.picks).toEqual({choc: 2, peanut: 1});
    expect(bundleProgress(selection)).toEqual({picked: 3, required: 3, remaining: 0, complete: true});
    expect(canPick(selection, 'choc')).toBe(false);
    expect(pick(selection, 'choc')).toBe(selection);
  });

  test('sold-out, fixed and unknown items cannot be picked', () => {
    const selection = emptySelection(bundleFixture());
    expect(canPick(selection, 'caramel')).toBe(false);
    expect(canPick(selection, 'shaker')).toBe(false);
    expect(canPick(selection, 'nope')).toBe(false);
    expect(pick(selection, 'caramel').picks).toEqual({});
  });

  test('unpicking lowers the count and forgets items at zero', () => {
    const selection = selectionOf(bundleFixture(), {choc: 2});
    expect(unpick(selection, 'choc').picks).toEqual({choc: 1});
    expect(unpick(unpick(selection, 'choc'), 'choc').picks).toEqual({});
    expect(unpick(selection, 'peanut')).toBe(selection);
  });
});

describe('price (items plus fixed components)', () => {
  test('one-time: the picks and the fixed components at their prices, compare-at from compare-at prices', () => {
    const total = bundleTotal(selectionOf(bundleFixture(), {choc: 2, jerky: 1}));
    // 2 × 2.49 + 4.95 + 5.00 (shaker, compare-at 7.50)
    expect(total).toEqual({
      price: {amount: '14.93', currencyCode: 'EUR'},
      compareAtPrice: {amount: '17.43', currencyCode: 'EUR'},
      subscription: false,
    });
  });

  test('a plan every line supports prices every line at its subscription price', () => {
    const total = bundleTotal(selectionOf(bundleFixture(), {choc: 2, peanut: 1}), 'MONTH:1');
    // 3 × 2.24 + 4.50
    expect(total.price.amount).toBe('11.22');
    expect(total.subscription).toBe(true);
  });

  test('a plan one line lacks leaves the whole bundle one-time', () => {
    const total = bundleTotal(selectionOf(bundleFixture(), {choc: 2, peanut: 1}), 'MONTH:2');
    expect(total.price.amount).toBe('12.47');
    expect(total.subscription).toBe(false);
  });

  test('the plan choices narrow to what the fixed components and every pick support', () => {
    const bundle = bundleFixture();
    expect(bundlePlanChoices(emptySelection(bundle)).map((choice) => choice.frequency)).toEqual(['MONTH:1', 'MONTH:2']);
    expect(bundlePlanChoices(selectionOf(bundle, {peanut: 1})).map((choice) => choice.frequency)).toEqual(['MONTH:1']);
    expect(bundlePlanChoices(selectionOf(bundle, {jerky: 1}))).toEqual([]);
  });
});

describe('cart lines', () => {
  test('one line per variant with merged quantities and the bundle attributes', () => {
    const lines = bundleCartLines(selectionOf(bundleFixture(), {choc: 2, peanut: 1}), {bundleId: 'mm-1-abc'});
    const attributes = [
      {key: BUNDLE_ATTRIBUTE, value: 'mm-1-abc'},
      {key: BUNDLE_PARENT_ATTRIBUTE, value: 'protein-bar'},
    ];
    expect(lines).toEqual([
      {merchandiseId: gid(5), quantity: 1, attributes},
      {merchandiseId: gid(1), quantity: 2, attributes},
      {merchandiseId: gid(2), quantity: 1, attributes},
    ]);
  });

  test('two content items for one variant become one line', () => {
    const record = mixAndMatchRecord({
      eligibleVariants: [contentItem('choc', 1, 'Chocolate'), contentItem('choc-again', 1, 'Chocolate bis')],
      fixedComponents: [contentItem('choc-fixed', 1, 'Chocolate included')],
    });
    const bundle = joinBundle(record, 'protein-bar', storefrontResult(null))!;
    const lines = bundleCartLines(selectionOf(bundle, {choc: 1, 'choc-again': 2}), {bundleId: 'b'});
    expect(lines.map(({merchandiseId, quantity}) => ({merchandiseId, quantity}))).toEqual([{merchandiseId: gid(1), quantity: 4}]);
  });

  test('a supported plan puts each line’s own selling plan on it', () => {
    const lines = bundleCartLines(selectionOf(bundleFixture(), {choc: 3}), {bundleId: 'b', frequency: 'MONTH:2'});
    expect(lines.map((line) => line.sellingPlanId)).toEqual([
      'gid://shopify/SellingPlan/shaker-2',
      'gid://shopify/SellingPlan/protein-bar-2',
    ]);
  });

  test('invalid selections throw, naming what is wrong', () => {
    const bundle = bundleFixture();
    const attempt = (picks: Record<string, number>, frequency?: string) => () =>
      bundleCartLines(selectionOf(bundle, picks), {bundleId: 'b', frequency});
    expect(attempt({choc: 1})).toThrow(BundleError);
    expect(bundleProblems(selectionOf(bundle, {choc: 1}))).toEqual(['INCOMPLETE']);
    expect(bundleProblems(selectionOf(bundle, {choc: 4}))).toEqual(['TOO_MANY']);
    expect(bundleProblems(selectionOf(bundle, {choc: 2, caramel: 1}))).toEqual(['SOLD_OUT']);
    expect(bundleProblems(selectionOf(bundle, {choc: 2, shaker: 1}))).toEqual(['UNKNOWN_ITEM']);
    expect(bundleProblems(selectionOf(bundle, {choc: 2, jerky: 1}), 'MONTH:1')).toEqual(['PLAN_UNSUPPORTED']);
    try {
      attempt({choc: 1})();
    } catch (error) {
      expect((error as BundleError).codes).toEqual(['INCOMPLETE']);
    }
  });

  test('a sold-out fixed component makes the bundle unavailable', () => {
    const nodes = STOREFRONT_NODES.map((node) => (node.id === gid(5) ? {...node, availableForSale: false} : node));
    const bundle = joinBundle(mixAndMatchRecord(), 'protein-bar', storefrontResult(null, nodes))!;
    expect(bundleProblems(selectionOf(bundle, {choc: 3}))).toEqual(['FIXED_SOLD_OUT']);
  });

  test('a line whose product requires a selling plan needs a plan every line supports', () => {
    const nodes = STOREFRONT_NODES.map((node) =>
      node.id === gid(1) ? storefrontVariant(1, 'Chocolate', {requiresSellingPlan: true, plans: {1: '2.24'}}) : node,
    );
    const bundle = joinBundle(mixAndMatchRecord(), 'protein-bar', storefrontResult(null, nodes))!;
    expect(bundleProblems(selectionOf(bundle, {choc: 3}))).toEqual(['PLAN_REQUIRED']);
    expect(bundleProblems(selectionOf(bundle, {choc: 3}), 'MONTH:1')).toEqual([]);
  });

  test('more than 20 distinct variants cannot go to the cart as one bundle', () => {
    const many = Array.from({length: 21}, (_, index) => contentItem(`item-${index}`, 100 + index, `Bar ${index}`));
    const nodes = [...STOREFRONT_NODES, ...many.map((_, index) => storefrontVariant(100 + index, `Bar ${index}`))];
    const bundle = joinBundle(
      mixAndMatchRecord({pickAmount: 20, eligibleVariants: many}),
      'protein-bar',
      storefrontResult(null, nodes),
    )!;
    // 20 eligible (capped) + the fixed shaker = 21 distinct references.
    const picks = Object.fromEntries(bundle.eligible.map((item) => [item.id, 1]));
    expect(bundleProblems(selectionOf(bundle, picks))).toEqual(['TOO_MANY_REFERENCES']);
  });
});

describe('mix and match edges (README "Mix and match"; spec §9: 20 references)', () => {
  test('a pick of zero is no pick: neither unknown nor sold out', () => {
    const bundle = bundleFixture();
    expect(bundleProblems(selectionOf(bundle, {choc: 3, peanut: 0}))).toEqual([]);
    expect(bundleProblems(selectionOf(bundle, {choc: 3, caramel: 0}))).toEqual([]);
  });

  test('a negative or fractional pick is an unknown item', () => {
    const bundle = bundleFixture();
    expect(bundleProblems(selectionOf(bundle, {choc: 4, peanut: -1}))).toEqual(['UNKNOWN_ITEM']);
    expect(bundleProblems(selectionOf(bundle, {choc: 2.5, peanut: 0.5}))).toEqual(['UNKNOWN_ITEM']);
  });

  test('one sold-out fixed component among several makes the bundle unavailable', () => {
    const record = mixAndMatchRecord({fixedComponents: [contentItem('shaker', 5, 'Shaker'), contentItem('caramel-fixed', 3, 'Caramel')]});
    const bundle = joinBundle(record, 'protein-bar', storefrontResult(null))!;
    expect(bundleProblems(selectionOf(bundle, {choc: 3}))).toEqual(['FIXED_SOLD_OUT']);
  });

  test('exactly 20 distinct variants may go to the cart as one bundle', () => {
    const many = Array.from({length: 19}, (_, index) => contentItem(`item-${index}`, 100 + index, `Bar ${index}`));
    const nodes = [...STOREFRONT_NODES, ...many.map((_, index) => storefrontVariant(100 + index, `Bar ${index}`))];
    const bundle = joinBundle(mixAndMatchRecord({pickAmount: 19, eligibleVariants: many}), 'protein-bar', storefrontResult(null, nodes))!;
    const picks = Object.fromEntries(bundle.eligible.map((item) => [item.id, 1]));
    expect(bundleProblems(selectionOf(bundle, picks))).toEqual([]);
    expect(isBundleValid(selectionOf(bundle, picks))).toBe(true);
  });

  test('a bundle is valid only when nothing keeps it from the cart', () => {
    const bundle = bundleFixture();
    expect(isBundleValid(selectionOf(bundle, {choc: 3}))).toBe(true);
    expect(isBundleValid(selectionOf(bundle, {choc: 3}), 'MONTH:2')).toBe(true);
    expect(isBundleValid(selectionOf(bundle, {choc: 2}))).toBe(false);
    expect(isBundleValid(selectionOf(bundle, {choc: 2, jerky: 1}), 'MONTH:1')).toBe(false);
  });

  test('a refused bundle says what is wrong in its error', () => {
    const error = (() => {
      try {
        bundleCartLines(selectionOf(bundleFixture(), {choc: 4, caramel: 1}), {bundleId: 'b'});
      } catch (caught) {
        return caught as BundleError;
      }
    })();
    expect(error).toBeInstanceOf(BundleError);
    expect(error!.name).toBe('BundleError');
    expect(error!.message).toBe('Invalid bundle selection: TOO_MANY, SOLD_OUT');
  });

  test('a delivery frequency is offered under the name of the first item that has it', () => {
    const bundle = bundleFixture();
    const shakerPlans = bundle.fixed[0]!.variant.sellingPlans.map((plan) => ({...plan, name: `Shaker ${plan.name}`}));
    const renamed = {...bundle, fixed: [{...bundle.fixed[0]!, variant: {...bundle.fixed[0]!.variant, sellingPlans: shakerPlans}}]};
    expect(bundlePlanChoices(emptySelection(renamed)).map((choice) => choice.name)).toEqual(['Shaker Every month', 'Shaker Every 2 months']);
  });

  test('an empty box is priced in the currency of its items; with no items at all in euros', () => {
    const bundle = bundleFixture();
    const inFrancs = {
      ...bundle,
      fixed: [],
      eligible: bundle.eligible.map((item) => ({...item, variant: {...item.variant, price: {amount: item.variant.price.amount, currencyCode: 'CHF'}}})),
    };
    expect(bundleTotal(emptySelection(inFrancs)).price).toEqual({amount: '0.00', currencyCode: 'CHF'});
    expect(bundleTotal(selectionOf(inFrancs, {choc: 1})).price).toEqual({amount: '2.49', currencyCode: 'CHF'});
    expect(bundleTotal(emptySelection({...bundle, fixed: [], eligible: []})).price).toEqual({amount: '0.00', currencyCode: 'EUR'});
  });
});
