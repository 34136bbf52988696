import {renderInRoute} from '../../support/render';
import {createElement} from 'react';
import {describe, expect, test} from 'vitest';
import type {ContentVariant} from '~/commerce/options';
import {buildPurchase, type PurchaseContent, type PurchaseStorefrontProduct} from '~/commerce/purchase';
import {PurchasePanel} from '~/components/product/purchase/PurchasePanel';
import type {PurchaseData} from '~/components/product/purchase/types';
import {FALLBACK_ACCENT} from '~styles/tokens';

// Fixtures shaped like the generated PRODUCT_QUERY product and ProductPurchase fragment.
const EUR = (amount: string) => ({amount, currencyCode: 'EUR' as const});
const image = (src: string) => ({src, srcSet: '', sizes: '', width: 600, height: 600, aspectRatio: 1});
const file = (id: string) => ({id, responsiveImage: image(`${id}.jpg`)});

type StorefrontVariant = PurchaseStorefrontProduct['variants']['nodes'][number];
const variant = (id: string, flavour: string, size: string, extra: Partial<StorefrontVariant> = {}): StorefrontVariant => ({
  id,
  title: `${flavour} / ${size}`,
  sku: id.toUpperCase(),
  availableForSale: true,
  currentlyNotInStock: false,
  quantityAvailable: 50,
  selectedOptions: [
    {name: 'Flavour', value: flavour},
    {name: 'Size', value: size},
  ],
  price: EUR('34.95'),
  compareAtPrice: null,
  image: {id: `img-${id}`, url: `https://cdn/${id}.jpg`, altText: null, width: 800, height: 800},
  ...extra,
});

function storefrontProduct(extra: Partial<PurchaseStorefrontProduct> = {}): PurchaseStorefrontProduct {
  return {
    id: 'gid://shopify/Product/1',
    handle: 'whey-protein',
    title: 'Whey Protein (Shopify)',
    availableForSale: true,
    requiresSellingPlan: false,
    options: [
      {name: 'Flavour', values: ['Chocolate', 'Vanilla']},
      {name: 'Size', values: ['500 g', '1 kg']},
    ],
    images: {nodes: [{id: 'p1', url: 'https://cdn/product.jpg', altText: 'Whey', width: 800, height: 800}]},
    variants: {
      nodes: [
        variant('v1', 'Chocolate', '500 g', {availableForSale: false, price: EUR('19.95')}),
        variant('v2', 'Chocolate', '1 kg', {compareAtPrice: EUR('39.95')}),
        variant('v3', 'Vanilla', '500 g', {price: EUR('19.95'), compareAtPrice: EUR('19.95')}),
      ],
    },
    sellingPlanGroups: {
      nodes: [
        {
          name: 'Subscribe & save',
          appName: 'Subscriptions',
          options: [{name: 'Delivery', values: ['Every month']}],
          sellingPlans: {
            nodes: [
              {
                id: 'gid://shopify/SellingPlan/11',
                name: 'Every month',
                description: null,
                recurringDeliveries: true,
                options: [{name: 'Delivery', value: 'Every month'}],
                deliveryPolicy: {interval: 'MONTH', intervalCount: 1},
                priceAdjustments: [
                  {
                    orderCount: null,
                    adjustmentValue: {__typename: 'SellingPlanPercentagePriceAdjustment', adjustmentPercentage: 10},
                  },
                ],
              },
            ],
          },
        },
      ],
    },
    ...extra,
  };
}

const contentVariant = (variantId: string, extra: Partial<ContentVariant> = {}): ContentVariant => ({
  id: `cv-${variantId}`,
  variantId,
  slug: `${variantId}-slug`,
  name: `Variant ${variantId}`,
  additionalImages: [],
  optionsDisplaySettings: [],
  ...extra,
});

function content(extra: Partial<PurchaseContent> = {}): PurchaseContent {
  return {
    id: 'product-1',
    title: 'Whey Protein',
    new: true,
    initialTab: 'subscription',
    priceNote: 'Incl. VAT',
    color: {hex: '#0055aa'},
    pageBackgroundColor: {hex: '#f5f5f5'},
    image: file('product-main'),
    additionalImages: [file('product-extra')],
    buttonKsps: [
      {
        id: 'k1',
        text: 'Free shipping from €40',
        icon: {id: 'i1', url: 'https://cdn/truck.svg', alt: null, width: 24, height: 24},
      },
      {id: 'k2', text: null},
    ],
    specsSubheading: 'Per serving',
    specs: [{id: 's1', unitName: 'Protein', unitAmount: '24', unitMeasurement: 'g'}],
    paymentNotes: [
      {id: 'n1', label: 'Pay later', productPage: true},
      {id: 'n2', label: 'Cart only', productPage: false},
    ],
    paymentSubscriptionNotes: [{id: 'n3', label: 'Cancel any time', productPage: true}],
    deliveryCode: {
      id: 'd1',
      enabled: true,
      setting: 'next_business_day',
      regularDeliveryLabel: 'In 2–3 days',
      nextBusinessDayDeliveryLabel: 'Tomorrow',
    },
    subscriptionCopy: 'Never run out.',
    variants: [
      contentVariant('v1'),
      contentVariant('v2', {
        name: 'Chocolate 1 kg',
        discountNote: 'On offer',
        pageBackgroundColor: {hex: '#301000'},
        image: file('v2-main'),
        imageLocalized: file('v2-localized'),
        additionalImages: [file('v2-extra')],
        optionsDisplaySettings: [
          {__typename: 'FlavourRecord', id: 'f1', name: 'Chocolate', colour: {hex: '#5a3a22'}, addFootnote: true},
          {__typename: 'SizeRecord', id: 'sz1', size: '1', unit: 'kg'},
        ],
      }),
      contentVariant('v3', {preorderProduct: true}),
    ],
    variantsFootnoteContent: {
      value: {
        schema: 'dast',
        document: {type: 'root', children: [{type: 'paragraph', children: [{type: 'span', value: 'Cocoa from Ghana'}]}]},
      },
      blocks: [],
      links: [],
    },
    ...extra,
  };
}

describe('buildPurchase', () => {
  test('an unknown variant slug gives null (the route answers 404)', () => {
    expect(buildPurchase(storefrontProduct(), content(), 'nope')).toBeNull();
  });

  test('without a slug the first buyable variant is selected', () => {
    const purchase = buildPurchase(storefrontProduct(), content(), undefined, '/products/protein/whey-protein')!;
    expect(purchase.variant).toMatchObject({id: 'v2', slug: 'v2-slug', compareAtPrice: EUR('39.95'), soldOut: false});
    expect(purchase.options[0]!.choices.map((c) => [c.value, c.status, c.path])).toEqual([
      ['Chocolate', 'available', '/products/protein/whey-protein/v2-slug'],
      ['Vanilla', 'unavailable', null],
    ]);
  });

  test('a variant slug selects that variant, and its content replaces the product’s', () => {
    const purchase = buildPurchase(storefrontProduct(), content(), 'v2-slug')!;
    expect(purchase.variant.id).toBe('v2');
    expect(purchase.title).toBe('Whey Protein');
    expect(purchase.variantName).toBe('Chocolate 1 kg');
    const namedAfterProduct = content({variants: [contentVariant('v2', {name: 'Whey Protein'})]});
    expect(buildPurchase(storefrontProduct(), namedAfterProduct, 'v2-slug')!.variantName).toBeNull();
    expect(purchase.priceNote).toBe('Incl. VAT');
    expect(purchase.discountNote).toBe('On offer');
    expect(purchase.colors).toMatchObject({accent: '#5a3a22', pageBackground: '#301000'});
    expect(purchase.cssVariables['--product-accent']).toBe('#5a3a22');
  });

  test('imageLocalized wins over image, followed by the additional images', () => {
    const purchase = buildPurchase(storefrontProduct(), content(), 'v2-slug')!;
    expect(purchase.images.map((i) => i.key)).toEqual(['v2-localized', 'v2-extra']);
  });

  test('without variant images the product’s content images, then the Storefront images', () => {
    expect(buildPurchase(storefrontProduct(), content(), 'v1-slug')!.images.map((i) => i.key)).toEqual([
      'product-main',
      'product-extra',
    ]);
    const storefrontOnly = buildPurchase(storefrontProduct(), null, 'vanilla-500-g')!;
    expect(storefrontOnly.images.map((i) => i.key)).toEqual(['https://cdn/v3.jpg', 'https://cdn/product.jpg']);
  });

  test('the default variant skips a variant the editors marked sold out, though Shopify still sells it', () => {
    // v1 is sold out at Shopify, v2 by the editors' flag: a page opened without a variant shows v3, buyable.
    const editorsSoldOut = content({variants: [contentVariant('v1'), contentVariant('v2', {isSoldOut: true}), contentVariant('v3')]});
    const purchase = buildPurchase(storefrontProduct(), editorsSoldOut)!;
    expect(purchase.variant).toMatchObject({id: 'v3', soldOut: false});
    expect(purchase.canBuy).toBe(true);
    // Only when every variant is sold out does the page open on the first, with buying disabled.
    const allSoldOut = content({variants: ['v1', 'v2', 'v3'].map((id) => contentVariant(id, {isSoldOut: true}))});
    expect(buildPurchase(storefrontProduct(), allSoldOut)!).toMatchObject({canBuy: false, variant: {id: 'v1', soldOut: true}});
  });

  test('sold out variants cannot be bought; compare-at only when higher', () => {
    const soldOut = buildPurchase(storefrontProduct(), content(), 'v1-slug')!;
    expect(soldOut).toMatchObject({canBuy: false, variant: {soldOut: true}, deliveryCode: null});
    expect(buildPurchase(storefrontProduct(), content(), 'v3-slug')!.variant.compareAtPrice).toBeNull();
  });

  test('a sold-out product disables buying, by Storefront or by content', () => {
    expect(buildPurchase(storefrontProduct({availableForSale: false}), content(), 'v2-slug')).toMatchObject({
      soldOut: true,
      canBuy: false,
    });
    expect(buildPurchase(storefrontProduct(), content({isSoldOut: true}), 'v2-slug')).toMatchObject({
      soldOut: true,
      canBuy: false,
    });
  });

  test('preorder variants are bought without a delivery promise', () => {
    const purchase = buildPurchase(storefrontProduct(), content(), 'v3-slug')!;
    expect(purchase).toMatchObject({canBuy: true, variant: {preorder: true}, deliveryCode: null});
  });

  test('notes, delivery code, specs and KSPs', () => {
    const purchase = buildPurchase(storefrontProduct(), content(), 'v2-slug')!;
    expect(purchase.paymentNotes.map((n) => n.label)).toEqual(['Pay later']);
    expect(purchase.subscriptionPaymentNotes.map((n) => n.label)).toEqual(['Cancel any time']);
    expect(purchase.deliveryCode).toEqual({label: 'Tomorrow', nextBusinessDay: true, icon: null});
    expect(purchase.specs).toEqual({
      heading: 'Per serving',
      items: [{id: 's1', name: 'Protein', amount: '24', measurement: 'g'}],
    });
    expect(purchase.ksps).toEqual([
      {id: 'k1', text: 'Free shipping from €40', icon: {url: 'https://cdn/truck.svg', alt: null, width: 24, height: 24}},
    ]);
    expect(purchase.isNew).toBe(true);
    const regular = buildPurchase(
      storefrontProduct(),
      content({deliveryCode: {id: 'd', enabled: true, setting: 'regular', regularDeliveryLabel: 'In 2–3 days'}}),
    )!;
    expect(regular.deliveryCode?.label).toBe('In 2–3 days');
    expect(
      buildPurchase(storefrontProduct(), content({deliveryCode: {id: 'd', enabled: false, regularDeliveryLabel: 'x'}}))!
        .deliveryCode,
    ).toBeNull();
  });

  test('subscription plans priced for the selected variant; initialTab from content', () => {
    const purchase = buildPurchase(storefrontProduct(), content(), 'v2-slug')!;
    expect(purchase.subscription).toMatchObject({
      required: false,
      initialTab: 'subscription',
      copy: 'Never run out.',
      groups: [
        {
          name: 'Subscribe & save',
          plans: [{id: 'gid://shopify/SellingPlan/11', price: EUR('31.46'), interval: {unit: 'MONTH', count: 1}}],
        },
      ],
    });
    expect(buildPurchase(storefrontProduct({sellingPlanGroups: {nodes: []}}), content())!.subscription).toBeNull();
  });

  test('a required plan without plans cannot be bought', () => {
    const purchase = buildPurchase(
      storefrontProduct({requiresSellingPlan: true, sellingPlanGroups: {nodes: []}}),
      content(),
      'v2-slug',
    )!;
    expect(purchase.canBuy).toBe(false);
  });

  test('footnote under the pickers, marked when a value is; none when the pickers are hidden', () => {
    const purchase = buildPurchase(storefrontProduct(), content(), 'v2-slug')!;
    expect(purchase.footnote).toMatchObject({addMark: true, value: {schema: 'dast'}});
    const starred = content({
      variantsFootnoteContent: {
        value: {
          schema: 'dast',
          document: {type: 'root', children: [{type: 'paragraph', children: [{type: 'span', value: '* Cocoa'}]}]},
        },
        blocks: [],
        links: [],
      },
    });
    expect(buildPurchase(storefrontProduct(), starred, 'v2-slug')!.footnote?.addMark).toBe(false);
    const hidden = buildPurchase(storefrontProduct(), content({variantsHidden: true}), 'v3-slug')!;
    expect(hidden).toMatchObject({options: [], footnote: null, variant: {id: 'v3'}});
  });

  test('without content: Storefront title, fallback accent, option-value slugs', () => {
    const purchase = buildPurchase(storefrontProduct(), null)!;
    expect(purchase).toMatchObject({
      title: 'Whey Protein (Shopify)',
      variantName: null,
      isNew: false,
      variant: {slug: 'chocolate-1-kg'},
    });
    expect(purchase.colors.accent).toBe(FALLBACK_ACCENT);
  });

  test('repeat-hidden variants are never the default', () => {
    const product = storefrontProduct();
    const withHidden = content({variants: [contentVariant('v2', {isRepeatHidden: true}), contentVariant('v3')]});
    expect(buildPurchase(product, withHidden)!.variant.id).toBe('v3');
  });

  test('the result survives JSON (loader data)', () => {
    const purchase = buildPurchase(storefrontProduct(), content(), 'v2-slug')!;
    expect(JSON.parse(JSON.stringify(purchase))).toEqual(purchase);
  });
});

describe('purchase panel details (README "Product detail pages")', () => {
  test('the quantity picker offers 1–10, fewer when the Storefront reports less stock', () => {
    const withStock = (quantityAvailable: number | null) =>
      buildPurchase(
        storefrontProduct({variants: {nodes: [variant('v2', 'Chocolate', '1 kg', {quantityAvailable})]}}),
        null,
      )!.maxQuantity;
    expect(withStock(3)).toBe(3);
    expect(withStock(1)).toBe(1);
    expect(withStock(50)).toBe(10);
    expect(withStock(0)).toBe(10);
    expect(withStock(-2)).toBe(10);
    expect(withStock(null)).toBe(10);
  });

  test('a product that requires a plan and has plans can be bought; one without the requirement needs no plans', () => {
    expect(buildPurchase(storefrontProduct({requiresSellingPlan: true}), content(), 'v2-slug')!.canBuy).toBe(true);
    expect(buildPurchase(storefrontProduct({sellingPlanGroups: {nodes: []}}), content(), 'v2-slug')!.canBuy).toBe(true);
  });

  test('the accent is the flavour colour even when the size setting is listed first', () => {
    const sizeFirst = content({
      variants: [
        contentVariant('v2', {
          optionsDisplaySettings: [
            {__typename: 'SizeRecord', id: 'sz1', size: '1', unit: 'kg'},
            {__typename: 'FlavourRecord', id: 'f1', name: 'Chocolate', colour: {hex: '#5a3a22'}},
          ],
        }),
      ],
    });
    expect(buildPurchase(storefrontProduct(), sizeFirst, 'v2-slug')!.colors.accent).toBe('#5a3a22');
  });

  test('without a collection the variant links hang off /products/all/{handle}', () => {
    const purchase = buildPurchase(storefrontProduct(), content(), 'v2-slug')!;
    expect(purchase.options[0]!.choices[0]!.path).toBe('/products/all/whey-protein/v2-slug');
  });

  test('no footnote field means no footnote; the variant’s SKU is passed on', () => {
    const purchase = buildPurchase(storefrontProduct(), content({variantsFootnoteContent: null}), 'v2-slug')!;
    expect(purchase.footnote).toBeNull();
    expect(purchase.variant.sku).toBe('V2');
  });

  test('a KSP icon keeps its alt text; the subscription image comes from content', () => {
    const subscriptionImage = file('subscription');
    const purchase = buildPurchase(
      storefrontProduct(),
      content({
        buttonKsps: [{id: 'k1', text: 'Vegan', icon: {id: 'i1', url: 'https://cdn/leaf.svg', alt: 'Leaf', width: 24, height: 24}}],
        subscriptionImage,
      }),
      'v2-slug',
    )!;
    expect(purchase.ksps).toEqual([{id: 'k1', text: 'Vegan', icon: {url: 'https://cdn/leaf.svg', alt: 'Leaf', width: 24, height: 24}}]);
    expect(purchase.subscription?.image).toEqual(subscriptionImage.responsiveImage);
  });

  test('Storefront images: the variant’s first, each picture once, with its alt text and size', () => {
    const product = storefrontProduct({
      images: {
        nodes: [
          {id: 'p0', url: 'https://cdn/v2.jpg', altText: 'Same as the variant', width: 800, height: 800},
          {id: 'p1', url: 'https://cdn/product.jpg', altText: 'Whey', width: 1000, height: 900},
        ],
      },
    });
    expect(buildPurchase(product, null, 'chocolate-1-kg')!.images).toEqual([
      {key: 'https://cdn/v2.jpg', storefront: {url: 'https://cdn/v2.jpg', altText: null, width: 800, height: 800}},
      {key: 'https://cdn/product.jpg', storefront: {url: 'https://cdn/product.jpg', altText: 'Whey', width: 1000, height: 900}},
    ]);
    const noVariantImage = storefrontProduct({variants: {nodes: [variant('v2', 'Chocolate', '1 kg', {image: null})]}});
    expect(buildPurchase(noVariantImage, null)!.images.map((i) => i.key)).toEqual(['https://cdn/product.jpg']);
  });
});

// The panel as the browser first gets it: server-rendered inside a data router (links, CartForm's fetcher)
// and the market's route context, from the JSON the loader sends.
async function renderPanel(purchase: unknown, marketId = 'nl_nl', basePath = ''): Promise<string> {
  const panel = createElement(PurchasePanel, {purchase: JSON.parse(JSON.stringify(purchase)) as PurchaseData});
  return renderInRoute(panel, {marketId, basePath});
}

/** Markup with React's text separators, entities and Intl's no-break spaces made plain. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/[\u00a0\u202f]/g, ' ');

describe('PurchasePanel', () => {
  test('prices in the market’s format, choices as localized links with the selection marked', async () => {
    const purchase = buildPurchase(
      storefrontProduct(),
      content({initialTab: 'oneTime'}),
      'v2-slug',
      '/products/protein/whey-protein',
    );
    const html = text(await renderPanel(purchase, 'de_de', '/de'));
    expect(html).toContain('34,95 €');
    expect(html).toMatch(/<s[^>]*><span class="sr-only">Statt <\/span><span>39,95 €<\/span><\/s>/);
    expect(html).toMatch(/<a(?=[^>]*aria-current="true")[^>]*href="\/de\/produkte\/protein\/whey-protein\/v2-slug"/);
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('(in dieser Kombination nicht erhältlich)');
    expect(html).toContain('<legend class="mb-2 font-semibold">Flavour wählen</legend>');
    expect(html).toContain('Cocoa from Ghana');
    expect(html).toMatch(/"merchandiseId":"v2","quantity":1\}/);
  });

  test('the subscription tab opens from content and its plan travels with the line', async () => {
    const purchase = buildPurchase(storefrontProduct(), content(), 'v2-slug');
    const html = text(await renderPanel(purchase, 'nl_nl'));
    expect(html).toMatch(/<input type="radio"(?=[^>]*checked="")[^>]*value="subscription"/);
    expect(html).toContain('Elke maand');
    expect(html).toContain('"sellingPlanId":"gid://shopify/SellingPlan/11"');
    expect(html).toContain('€ 31,46');
    expect(html).toContain('Cancel any time');
    expect(html).not.toContain('Pay later');
  });

  test('a product that requires a plan offers no one-time choice', async () => {
    const purchase = buildPurchase(storefrontProduct({requiresSellingPlan: true}), content({initialTab: 'oneTime'}), 'v2-slug');
    const html = text(await renderPanel(purchase, 'eu_en', '/en'));
    expect(html).not.toContain('type="radio"');
    expect(html).toContain('"sellingPlanId":"gid://shopify/SellingPlan/11"');
  });

  test('a sold-out variant cannot be added, and says so', async () => {
    const purchase = buildPurchase(storefrontProduct(), content(), 'v1-slug');
    const html = text(await renderPanel(purchase, 'eu_en', '/en'));
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Sold out<\/button>/);
    expect(html).toContain('role="status"');
  });
});
