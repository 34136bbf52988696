// The mix-and-match builder's data on the server (app/commerce/bundle.server.ts; README "Mix and match",
// spec §9 "mix-and-match references 20"): content items joined with their Storefront variants in one round trip,
// content ids read as editors type them, Storefront answers read defensively (nodes that are no variant, a product
// without the metafield, a variant without image fields or plan prices).
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {afterEach, describe, expect, test, vi} from 'vitest';
import {bundleVariant, contentVariantIds, joinBundle, loadBundle} from '~/commerce/bundle.server';
import type {MixAndMatchPartsFragment} from '~graphql/content/content.generated';
import type {ProductMixAndMatchQuery, SubscriptionVariantFragment} from '~graphql/storefront/storefront.generated';

afterEach(() => vi.restoreAllMocks());

const gid = (n: number) => `gid://shopify/ProductVariant/${n}`;
const money = (amount: string) => ({amount, currencyCode: 'EUR' as const});

function variant(n: number, overrides: Partial<SubscriptionVariantFragment> = {}): SubscriptionVariantFragment {
  return {
    id: gid(n),
    title: `Variant ${n}`,
    availableForSale: true,
    price: money('2.49'),
    compareAtPrice: null,
    image: {id: `img-${n}`, url: `https://cdn.example/${n}.png`, altText: `Bar ${n}`, width: 600, height: 400},
    selectedOptions: [],
    product: {id: 'gid://shopify/Product/1', handle: 'protein-bar', title: 'Protein bar', requiresSellingPlan: false, sellingPlanGroups: {nodes: []}},
    sellingPlanAllocations: {nodes: []},
    ...overrides,
  };
}

type Item = MixAndMatchPartsFragment['eligibleVariants'][number];
const item = (id: string, variantId: string | null, extra: Partial<Item> = {}): Item => ({id, title: null, variantId, thumbnail: null, popup: null, ...extra}) as Item;

function record(eligible: Item[], fixed: Item[] = []): MixAndMatchPartsFragment {
  return {
    id: 'mm-1',
    heading: null,
    subheading: null,
    pickAmount: 2,
    buttonLabel: null,
    useCollapse: false,
    buttonCollapseLabel: null,
    headerMedia: null,
    eligibleVariants: eligible,
    fixedComponents: fixed,
  } as MixAndMatchPartsFragment;
}

const result = (nodes: ProductMixAndMatchQuery['nodes'], references?: number[] | null): ProductMixAndMatchQuery => ({
  product: references === undefined ? null : {id: 'gid://shopify/Product/1', mixAndMatch: references === null ? null : {references: {nodes: references.map((n) => ({id: gid(n)}))}}},
  nodes,
});

describe('content variant ids as editors type them', () => {
  test('surrounding spaces are trimmed, malformed and missing ids left out, each id once', () => {
    const mm = record([item('a', ` ${gid(1)} `), item('b', 'not-a-gid'), item('c', null), item('d', gid(1))], [item('f', `${gid(5)}\n`)]);
    expect(contentVariantIds(mm)).toEqual([gid(5), gid(1)]);
  });

  test('at most 250 ids (the Storefront nodes(ids:) limit)', () => {
    const many = Array.from({length: 300}, (_, index) => item(`i${index}`, gid(index + 1)));
    const ids = contentVariantIds(record(many));
    expect(ids).toHaveLength(250);
    expect(ids.at(-1)).toBe(gid(250));
  });

  test('a bundle without any usable id asks the Storefront nothing and has no builder', async () => {
    const query = vi.fn();
    const context = {storefront: {query}} as unknown as AppLoadContext;
    expect(await loadBundle(context, record([item('a', 'broken')]), 'protein-bar')).toBeNull();
    expect(await loadBundle(context, null, 'protein-bar')).toBeNull();
    expect(query).not.toHaveBeenCalled();
  });

  test('the Storefront is asked for the product handle and the content ids', async () => {
    const query = vi.fn(async () => result([variant(1)], undefined));
    const context = {storefront: {query}} as unknown as AppLoadContext;
    const bundle = await loadBundle(context, record([item('a', gid(1))]), 'protein-bar');
    expect(bundle!.eligible.map((entry) => entry.variant.id)).toEqual([gid(1)]);
    expect(query).toHaveBeenCalledWith(expect.any(String), {variables: {handle: 'protein-bar', ids: [gid(1)]}});
  });
});

describe('joining content items with Storefront variants', () => {
  test('a content id with spaces still finds its variant; nodes that are no variant are skipped', () => {
    const mm = record([item('a', ` ${gid(1)} `), item('b', gid(2))], [item('f', ` ${gid(5)}`)]);
    const nodes = [null, {} as never, variant(1), variant(2), variant(5)] as ProductMixAndMatchQuery['nodes'];
    const bundle = joinBundle(mm, 'protein-bar', result(nodes))!;
    expect(bundle.eligible.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(bundle.fixed.map((entry) => entry.id)).toEqual(['f']);
  });

  test('a content item without a variant id is skipped', () => {
    const mm = record([item('a', null), item('b', gid(2))]);
    expect(joinBundle(mm, 'protein-bar', result([variant(2)]))!.eligible.map((entry) => entry.id)).toEqual(['b']);
  });

  test('a product without the metafield, or no product at all: every content item is eligible', () => {
    const mm = record([item('a', gid(1)), item('b', gid(2))]);
    expect(joinBundle(mm, 'protein-bar', result([variant(1), variant(2)], null))!.eligible).toHaveLength(2);
    expect(joinBundle(mm, 'protein-bar', result([variant(1), variant(2)], undefined))!.eligible).toHaveLength(2);
    expect(joinBundle(mm, 'protein-bar', result([variant(1), variant(2)], [2]))!.eligible.map((entry) => entry.id)).toEqual(['b']);
  });

  test('a metafield without references leaves every item eligible', () => {
    const mm = record([item('a', gid(1))]);
    const answer = {product: {id: 'p', mixAndMatch: {references: null}}, nodes: [variant(1)]} as unknown as ProductMixAndMatchQuery;
    expect(joinBundle(mm, 'protein-bar', answer)!.eligible).toHaveLength(1);
  });

  test('a fixed component not sold here leaves the builder out, logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(joinBundle(record([item('a', gid(1))], [item('f', gid(5))]), 'protein-bar', result([variant(1)]))).toBeNull();
    expect(warn).toHaveBeenCalledWith('[bundle] protein-bar: a fixed component is not sold here; the builder is left out');
  });

  test('the item title and thumbnail from content, else the product title and no thumbnail', () => {
    const thumbnail = {responsiveImage: {src: 'https://img.example/a.png'}} as unknown as Item['thumbnail'];
    const mm = record([item('a', gid(1), {title: 'Choc', thumbnail}), item('b', gid(2)), item('c', gid(3), {thumbnail: {responsiveImage: null} as never})]);
    const [a, b, c] = joinBundle(mm, 'protein-bar', result([variant(1), variant(2), variant(3)]))!.eligible;
    expect([a!.title, a!.thumbnail]).toEqual(['Choc', {src: 'https://img.example/a.png'}]);
    expect([b!.title, b!.thumbnail]).toEqual(['Protein bar', null]);
    expect(c!.thumbnail).toBeNull();
  });
});

describe('a Storefront variant as plain JSON', () => {
  test('image fields the Storefront leaves out are null, the ones it gives are kept', () => {
    expect(bundleVariant(variant(1)).image).toEqual({url: 'https://cdn.example/1.png', altText: 'Bar 1', width: 600, height: 400});
    const bare = variant(2, {image: {id: 'i', url: 'https://cdn.example/2.png', altText: undefined, width: undefined, height: undefined} as never});
    expect(bundleVariant(bare).image).toEqual({url: 'https://cdn.example/2.png', altText: null, width: null, height: null});
    expect(bundleVariant(variant(3, {image: null})).image).toBeNull();
  });

  test('a plan is priced by its first price adjustment, else the variant price; its frequency from the delivery policy, else its name', () => {
    const plans = variant(1, {
      sellingPlanAllocations: {
        nodes: [
          {sellingPlan: {id: 'p1', name: 'Every month', deliveryPolicy: {interval: 'MONTH', intervalCount: 1}}, priceAdjustments: [{price: money('2.24')}]},
          {sellingPlan: {id: 'p2', name: 'Now and then', deliveryPolicy: {} as never}, priceAdjustments: []},
          {sellingPlan: {id: 'p3', name: 'Whenever', deliveryPolicy: null as never}, priceAdjustments: []},
        ],
      } as never,
    });
    expect(bundleVariant(plans).sellingPlans).toEqual([
      {id: 'p1', name: 'Every month', frequency: 'MONTH:1', price: {amount: '2.24', currencyCode: 'EUR'}},
      {id: 'p2', name: 'Now and then', frequency: 'name:Now and then', price: {amount: '2.49', currencyCode: 'EUR'}},
      {id: 'p3', name: 'Whenever', frequency: 'name:Whenever', price: {amount: '2.49', currencyCode: 'EUR'}},
    ]);
  });
});
