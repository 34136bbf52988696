// Spec §3 "Derived cart line": a Storefront line joined with its content product and variant, option display
// settings, colours, product href, costs, selling plan name and bundle.
import {describe, expect, test} from 'vitest';
import {
  addMoney,
  cartLineHref,
  cartProductIds,
  deriveCartLine,
  deriveCartLines,
  groupCartEntries,
  productsById,
  type ContentProductForCart,
  type StorefrontCartLine,
} from '~/commerce/cart-lines';

const eur = (amount: string) => ({amount, currencyCode: 'EUR'});

function line(overrides: Partial<StorefrontCartLine> & {variantId?: string; productId?: string; handle?: string} = {}): StorefrontCartLine {
  const {variantId = 'gid://shopify/ProductVariant/1', productId = 'gid://shopify/Product/1', handle = 'whey-protein', ...rest} = overrides;
  return {
    id: `gid://shopify/CartLine/${variantId.split('/').pop()}`,
    quantity: 1,
    attributes: [],
    cost: {totalAmount: eur('19.95'), compareAtAmountPerQuantity: null},
    sellingPlanAllocation: null,
    merchandise: {
      id: variantId,
      title: 'Chocolate / 500 g',
      selectedOptions: [
        {name: 'Smaak', value: 'Chocolate'},
        {name: 'Size', value: '500 g'},
      ],
      product: {id: productId, handle, title: 'Whey Protein'},
    },
    ...rest,
  };
}

const WHEY: ContentProductForCart = {
  productId: 'gid://shopify/Product/1',
  title: 'Whey Protein (content)',
  slug: 'whey-protein',
  collection: {slug: 'protein'},
  color: {hex: '#112233'},
  variants: [
    {
      variantId: 'gid://shopify/ProductVariant/1',
      slug: 'chocolate-500g',
      name: 'Chocolate, 500 g',
      color: {hex: '#445566'},
      optionsDisplaySettings: [
        {__typename: 'FlavourRecord', name: 'Chocolate', colour: {hex: '#5a3825'}},
        {__typename: 'SizeRecord', size: '500', unit: 'g'},
      ],
    },
    {variantId: 'gid://shopify/ProductVariant/2', slug: 'vanilla-500g', name: null, optionsDisplaySettings: []},
  ],
};

describe('joining content', () => {
  test('a line takes its product and variant records by productId and variantId', () => {
    const derived = deriveCartLine(line(), productsById([WHEY]));
    expect(derived.product?.title).toBe('Whey Protein (content)');
    expect(derived.variant?.slug).toBe('chocolate-500g');
    expect(derived.title).toBe('Whey Protein (content)');
    expect(derived.variantLabel).toBe('Chocolate, 500 g');
    expect(derived.flavour?.name).toBe('Chocolate');
    expect(derived.size).toMatchObject({size: '500', unit: 'g'});
  });

  test('without content the line falls back to the Storefront title and visible options', () => {
    const derived = deriveCartLine(line(), productsById([]));
    expect(derived.product).toBeNull();
    expect(derived.title).toBe('Whey Protein');
    expect(derived.variantLabel).toBe('Chocolate · 500 g');
  });

  test('options whose value contains Default are hidden', () => {
    const single = line({merchandise: {...line().merchandise, selectedOptions: [{name: 'Title', value: 'Default Title'}]}});
    expect(deriveCartLine(single, productsById([])).variantLabel).toBeNull();
  });

  test('the first record wins when the content lists a product id twice', () => {
    const byId = productsById([WHEY, {...WHEY, title: 'duplicate'}]);
    expect(byId.get('gid://shopify/Product/1')?.title).toBe('Whey Protein (content)');
  });

  test('product ids for the content query are distinct and sorted (a stable cache key)', () => {
    const lines = [
      line({productId: 'gid://shopify/Product/9', variantId: 'gid://shopify/ProductVariant/9'}),
      line(),
      line({variantId: 'gid://shopify/ProductVariant/2'}),
    ];
    expect(cartProductIds(lines)).toEqual(['gid://shopify/Product/1', 'gid://shopify/Product/9']);
  });
});

describe('colours', () => {
  test('the accent falls back flavour → variant → product → #fe5000', () => {
    const byId = productsById([WHEY]);
    expect(deriveCartLine(line(), byId).colors.accent).toBe('#5a3825');
    const noFlavour = {...WHEY, variants: [{...WHEY.variants[0]!, optionsDisplaySettings: []}]};
    expect(deriveCartLine(line(), productsById([noFlavour])).colors.accent).toBe('#445566');
    const noVariantColour = {...WHEY, variants: [{...WHEY.variants[0]!, color: null, optionsDisplaySettings: []}]};
    expect(deriveCartLine(line(), productsById([noVariantColour])).colors.accent).toBe('#112233');
    expect(deriveCartLine(line(), productsById([])).colors.accent).toBe('#fe5000');
  });
});

describe('product href (canonical; the UI localizes)', () => {
  test('collection, product slug and variant slug', () => {
    expect(deriveCartLine(line(), productsById([WHEY])).href).toBe('/products/protein/whey-protein/chocolate-500g');
  });

  test('all when the product has no collection; the handle when there is no content', () => {
    expect(cartLineHref({slug: 'whey-protein', collection: null}, null, 'x')).toBe('/products/all/whey-protein');
    expect(deriveCartLine(line(), productsById([])).href).toBe('/products/all/whey-protein');
  });
});

describe('costs and selling plan', () => {
  test('cost.totalAmount is the line total', () => {
    expect(deriveCartLine(line({quantity: 2, cost: {totalAmount: eur('39.90')}}), productsById([])).totalAmount).toEqual(eur('39.90'));
  });

  test('compare-at is per quantity, multiplied by the quantity, shown only when higher', () => {
    const discounted = line({quantity: 3, cost: {totalAmount: eur('59.85'), compareAtAmountPerQuantity: eur('24.95')}});
    expect(deriveCartLine(discounted, productsById([])).compareAtTotal).toEqual(eur('74.85'));
    const same = line({quantity: 1, cost: {totalAmount: eur('19.95'), compareAtAmountPerQuantity: eur('19.95')}});
    expect(deriveCartLine(same, productsById([])).compareAtTotal).toBeNull();
  });

  test('a line discounted on its own (a free gift) compares with its subtotal before that discount', () => {
    const gift = line({quantity: 1, cost: {totalAmount: eur('0.00'), subtotalAmount: eur('6.95'), compareAtAmountPerQuantity: null}});
    expect(deriveCartLine(gift, productsById([])).compareAtTotal).toEqual(eur('6.95'));
    const both = line({quantity: 2, cost: {totalAmount: eur('30.00'), subtotalAmount: eur('40.00'), compareAtAmountPerQuantity: eur('24.95')}});
    expect(deriveCartLine(both, productsById([])).compareAtTotal).toEqual(eur('49.90'));
  });

  test('the selling plan name of a subscription line', () => {
    const subscription = line({sellingPlanAllocation: {sellingPlan: {name: 'Every 2 months'}}});
    expect(deriveCartLine(subscription, productsById([])).sellingPlanName).toBe('Every 2 months');
    expect(deriveCartLine(line(), productsById([])).sellingPlanName).toBeNull();
  });
});

describe('bundles', () => {
  const bundled = (variant: number, bundle: string) =>
    line({
      variantId: `gid://shopify/ProductVariant/${variant}`,
      attributes: [
        {key: '_bundle', value: bundle},
        {key: '_bundle_parent', value: 'protein-bar-box'},
      ],
      cost: {totalAmount: eur('10.10')},
    });

  test('lines with the same _bundle attribute form one group where the first of them stands', () => {
    const lines = deriveCartLines([line(), bundled(3, 'a'), bundled(4, 'b'), bundled(5, 'a')], []);
    const entries = groupCartEntries(lines);
    expect(entries.map((entry) => (entry.kind === 'line' ? entry.line.line.merchandise.id : entry.bundleId))).toEqual([
      'gid://shopify/ProductVariant/1',
      'a',
      'b',
    ]);
    const first = entries[1]!;
    expect(first.kind === 'bundle' && first.lines.length).toBe(2);
    expect(first.kind === 'bundle' && first.totalAmount).toEqual(eur('20.20'));
    expect(first.kind === 'bundle' && first.parentHandle).toBe('protein-bar-box');
  });

  test('money adds in cents', () => {
    expect(addMoney(eur('0.10'), eur('0.20'))).toEqual(eur('0.30'));
  });
});

describe('joining the right content variant (README "Cart lines")', () => {
  test('a line is joined with the content variant of its own merchandise', () => {
    const derived = deriveCartLine(line({variantId: 'gid://shopify/ProductVariant/2'}), productsById([WHEY]));
    expect(derived.variant?.slug).toBe('vanilla-500g');
    expect(derived.flavour).toBeNull();
  });

  test('the flavour is the flavour setting wherever it is listed', () => {
    const sizeFirst: ContentProductForCart = {
      ...WHEY,
      variants: [{...WHEY.variants[0]!, optionsDisplaySettings: [...WHEY.variants[0]!.optionsDisplaySettings].reverse()}],
    };
    const derived = deriveCartLine(line(), productsById([sizeFirst]));
    expect(derived.flavour).toMatchObject({name: 'Chocolate'});
    expect(derived.size).toMatchObject({size: '500', unit: 'g'});
  });
});
