import {describe, expect, test} from 'vitest';
import {
  footnoteDocument,
  purchaseOptions,
  settingsByOption,
  variantState,
  type ContentVariant,
  type DisplaySetting,
  type FlavourChoice,
  type SizeChoice,
} from '~/commerce/options';

const EUR = (amount: string) => ({amount, currencyCode: 'EUR'});

const variant = (id: string, flavour: string, size: string, availableForSale = true, price = '20.00') => ({
  id,
  availableForSale,
  price: EUR(price),
  selectedOptions: [
    {name: 'Flavour', value: flavour},
    {name: 'Size', value: size},
  ],
});

const flavour = (name: string, extra: Partial<Extract<DisplaySetting, {__typename: 'FlavourRecord'}>> = {}): DisplaySetting => ({
  __typename: 'FlavourRecord',
  id: `flavour-${name}`,
  name,
  colour: {hex: `#${name.length}00000`},
  ...extra,
});
const size = (
  amount: string,
  unit: string,
  extra: Partial<Extract<DisplaySetting, {__typename: 'SizeRecord'}>> = {},
): DisplaySetting => ({
  __typename: 'SizeRecord',
  id: `size-${amount}${unit}`,
  size: amount,
  unit,
  servings: 33,
  servingsLabel: 'servings',
  ...extra,
});
const contentVariant = (variantId: string, settings: DisplaySetting[], extra: Partial<ContentVariant> = {}): ContentVariant => ({
  id: `content-${variantId}`,
  variantId,
  slug: `slug-${variantId}`,
  additionalImages: [],
  optionsDisplaySettings: settings,
  ...extra,
});

const OPTIONS = [
  {name: 'Flavour', values: ['Chocolate', 'Vanilla']},
  {name: 'Size', values: ['500 g', '1 kg']},
];
const VARIANTS = [
  variant('v1', 'Chocolate', '500 g', false),
  variant('v2', 'Chocolate', '1 kg'),
  variant('v3', 'Vanilla', '500 g'),
];
const CONTENT = [
  contentVariant('v1', [flavour('Chocolate'), size('500', 'g')]),
  contentVariant('v2', [flavour('Chocolate', {addFootnote: true}), size('1', 'kg')]),
  contentVariant('v3', [flavour('Vanilla'), size('500', 'g')]),
];
const PRODUCT = {soldOut: false, preorder: false};
const stateOfWith =
  (content: ContentVariant[], product = PRODUCT) =>
  (v: (typeof VARIANTS)[number]) =>
    variantState(
      v,
      content.find((c) => c.variantId === v.id),
      product,
    );

function build(selected = VARIANTS[1]!, content = CONTENT, settings = {}, variants = VARIANTS) {
  return purchaseOptions({
    options: OPTIONS,
    variants,
    selected,
    contentVariants: content,
    stateOf: stateOfWith(content),
    productPath: '/products/protein/whey',
    settings,
  });
}

describe('hidden options', () => {
  test('Default Title and "waardes" options get no picker', () => {
    const single = {
      id: 's1',
      availableForSale: true,
      price: EUR('5.00'),
      selectedOptions: [{name: 'Title', value: 'Default Title'}],
    };
    const options = purchaseOptions({
      options: [
        {name: 'Title', values: ['Default Title']},
        {name: 'waardes', values: ['x']},
      ],
      variants: [single],
      selected: single,
      contentVariants: [],
      stateOf: () => ({soldOut: false, preorder: false, repeatHidden: false}),
      productPath: '/products/all/bar',
    });
    expect(options).toEqual([]);
  });
});

describe('display settings', () => {
  test('a setting naming the value belongs to that option, whatever its position', () => {
    const byOption = settingsByOption(
      [
        {name: 'Flavour', value: 'Chocolate'},
        {name: 'Size', value: '1 kg'},
      ],
      [size('1', 'kg'), flavour('Chocolate')],
    );
    expect(byOption.get('Flavour')?.__typename).toBe('FlavourRecord');
    expect(byOption.get('Size')?.__typename).toBe('SizeRecord');
  });

  test('settings that name no value go in order to the options left', () => {
    const byOption = settingsByOption(
      [
        {name: 'Smaak', value: 'Choco'},
        {name: 'Formaat', value: '1 kg'},
      ],
      [flavour('Chocolade'), size('1', 'kg')],
    );
    expect(byOption.get('Smaak')?.id).toBe('flavour-Chocolade');
    expect(byOption.get('Formaat')?.id).toBe('size-1kg');
  });

  test('each value is displayed by the setting of the variant it leads to', () => {
    const [flavours, sizes] = build();
    expect(flavours!.kind).toBe('flavour');
    expect(sizes!.kind).toBe('size');
    const chocolate = flavours!.choices[0] as FlavourChoice;
    expect(chocolate).toMatchObject({kind: 'flavour', name: 'Chocolate', selected: true, look: {shape: 'round', border: true}});
    const kilo = sizes!.choices[1] as SizeChoice;
    expect(kilo).toMatchObject({size: '1', unit: 'kg', servings: 33, selected: true, path: '/products/protein/whey/slug-v2'});
  });

  test('a value without a variant to lead to still shows with the setting of a variant that has it', () => {
    const [flavours] = build();
    const vanilla = flavours!.choices[1] as FlavourChoice;
    expect(vanilla).toMatchObject({kind: 'flavour', name: 'Vanilla', status: 'unavailable', path: null});
  });

  test('select option shape, border, shadow and media; custom thumbnail and label colours from the content variant', () => {
    const media = {src: 'media.jpg', srcSet: '', sizes: '', width: 96, height: 96, aspectRatio: 1};
    const custom = {...media, src: 'custom.jpg'};
    const content = [
      contentVariant('v2', [
        flavour('Chocolate', {
          selectOption: {
            id: 'so',
            shape: 'square',
            showBorder: false,
            showShadow: true,
            media: {id: 'm', responsiveImage: media},
          },
        }),
        size('1', 'kg'),
      ]),
      contentVariant('v3', [flavour('Vanilla'), size('500', 'g')], {
        customSelectThumbnail: {id: 'c', responsiveImage: custom},
        labelBackgroundColor: {hex: '#111111'},
        labelTextColor: {hex: '#eeeeee'},
      }),
    ];
    const [flavours] = build(VARIANTS[1]!, content);
    expect(flavours!.choices[0]!.look).toEqual({
      shape: 'square',
      border: false,
      shadow: true,
      thumbnail: media,
      labelBackground: null,
      labelText: null,
    });
    const [vanillaFlavours, vanillaSizes] = build(VARIANTS[2]!, content);
    expect(vanillaFlavours!.choices[1]!.look).toMatchObject({
      thumbnail: custom,
      labelBackground: '#111111',
      labelText: '#eeeeee',
    });
    // A variant's own picture shows its flavour, so its size choice keeps to text (and the label colours).
    expect(vanillaSizes!.choices[0]!.look).toMatchObject({thumbnail: null, labelBackground: '#111111'});
  });

  test('proteinBarPackage shows sizes as packs of bars with the price of the variant', () => {
    const bars = [variant('b1', 'Chocolate', '12 bars', true, '24.00')];
    const options = purchaseOptions({
      options: [
        {name: 'Flavour', values: ['Chocolate']},
        {name: 'Size', values: ['12 bars']},
      ],
      variants: bars,
      selected: bars[0]!,
      contentVariants: [contentVariant('b1', [flavour('Chocolate'), size('12', 'bars')])],
      stateOf: () => ({soldOut: false, preorder: false, repeatHidden: false}),
      productPath: '/products/bars/bar',
      settings: {proteinBarPackage: true},
    });
    expect(options[1]!.choices[0]).toMatchObject({kind: 'size', bars: 12, price: EUR('24.00')});
  });
});

describe('titles', () => {
  test('variantsHeading titles the first picker, selectTitleVariantSize every size picker', () => {
    const options = build(VARIANTS[1]!, CONTENT, {
      variantsHeading: 'Choose your flavour',
      selectTitleVariantSize: 'Choose your pack',
    });
    expect(options.map((o) => o.title)).toEqual(['Choose your flavour', 'Choose your pack']);
    expect(build(VARIANTS[1]!, CONTENT, {}).map((o) => o.title)).toEqual([null, null]);
  });
});

describe('footnote marks', () => {
  test('values whose setting has addFootnote are marked', () => {
    const [flavours] = build();
    expect(flavours!.choices.map((c) => [c.value, c.footnote])).toEqual([
      ['Chocolate', true],
      ['Vanilla', false],
    ]);
  });

  test('the footnote keeps formatted text and drops blocks and record links', () => {
    const dast = {
      schema: 'dast',
      document: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              {type: 'span', value: '* Per '},
              {type: 'itemLink', item: '1', children: [{type: 'span', value: 'serving'}]},
            ],
          },
          {type: 'block', item: '2'},
        ],
      },
    };
    expect(footnoteDocument(dast)).toEqual({
      schema: 'dast',
      document: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              {type: 'span', value: '* Per '},
              {type: 'span', value: 'serving'},
            ],
          },
        ],
      },
    });
    expect(footnoteDocument(null)).toBeNull();
    expect(footnoteDocument({schema: 'dast', document: {type: 'root', children: []}})).toBeNull();
  });
});

describe('repeat-hidden variants', () => {
  const variants = [...VARIANTS, variant('v4', 'Vanilla', '1 kg'), variant('v5', 'Banana', '1 kg')];
  const options = [
    {name: 'Flavour', values: ['Chocolate', 'Vanilla', 'Banana']},
    {name: 'Size', values: ['500 g', '1 kg']},
  ];
  const content = [
    ...CONTENT,
    contentVariant('v4', [flavour('Vanilla'), size('1', 'kg')], {isRepeatHidden: true}),
    contentVariant('v5', [flavour('Banana'), size('1', 'kg')], {isRepeatHidden: true}),
  ];
  const run = (selected: (typeof variants)[number]) =>
    purchaseOptions({
      options,
      variants,
      selected,
      contentVariants: content,
      stateOf: stateOfWith(content),
      productPath: '/p',
    });

  test('are never led to, and a value only they have is not offered', () => {
    const [flavours] = run(variants[1]!);
    expect(flavours!.choices.map((c) => [c.value, c.status])).toEqual([
      ['Chocolate', 'available'],
      ['Vanilla', 'unavailable'],
    ]);
  });

  test('show their own values when selected by their URL', () => {
    const [flavours, sizes] = run(variants[4]!);
    expect(flavours!.choices.find((c) => c.selected)).toMatchObject({value: 'Banana', path: '/p/slug-v5'});
    expect(sizes!.choices.find((c) => c.selected)?.value).toBe('1 kg');
  });
});

describe('sold out, preorder and unavailable', () => {
  test('a variant is sold out by Storefront, by content or with its product', () => {
    expect(variantState({availableForSale: false}, undefined, PRODUCT).soldOut).toBe(true);
    expect(variantState({availableForSale: true}, {isSoldOut: true}, PRODUCT).soldOut).toBe(true);
    expect(variantState({availableForSale: true}, {}, {soldOut: true, preorder: false}).soldOut).toBe(true);
    expect(variantState({availableForSale: true}, {}, PRODUCT).soldOut).toBe(false);
  });

  test('preorder comes from the variant or the product', () => {
    expect(variantState({availableForSale: true}, {preorderProduct: true}, PRODUCT).preorder).toBe(true);
    expect(variantState({availableForSale: true}, {}, {soldOut: false, preorder: true}).preorder).toBe(true);
  });

  test('choices say whether they can be bought; missing combinations have no link', () => {
    const content = [
      ...CONTENT.slice(0, 2),
      contentVariant('v3', [flavour('Vanilla'), size('500', 'g')], {preorderProduct: true}),
    ];
    const [flavours, sizes] = build(VARIANTS[0]!, content);
    expect(flavours!.choices.map((c) => [c.value, c.status, c.path])).toEqual([
      ['Chocolate', 'soldOut', '/products/protein/whey/slug-v1'],
      ['Vanilla', 'preorder', '/products/protein/whey/slug-v3'],
    ]);
    expect(sizes!.choices.map((c) => [c.value, c.status])).toEqual([
      ['500 g', 'soldOut'],
      ['1 kg', 'available'],
    ]);
    const [, fromVanilla] = build(VARIANTS[2]!, content);
    expect(fromVanilla!.choices[1]).toMatchObject({value: '1 kg', status: 'unavailable', path: null});
  });
});
