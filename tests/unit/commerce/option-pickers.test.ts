// README "Product detail pages": the pickers (one per visible option, one choice per value), their display
// settings (spec §3 Option display setting: a flavour or a size; "500 g" and "500g" are the same value), titles
// (variantsHeading on the first picker only), proteinBarPackage packs and the footnote mark "*".
import {describe, expect, test} from 'vitest';
import {
  footnoteDocument,
  purchaseOptions,
  settingsByOption,
  startsWithMark,
  type ContentVariant,
  type DastNode,
  type DisplaySetting,
  type FlavourChoice,
  type SizeChoice,
} from '~/commerce/options';

const EUR = (amount: string) => ({amount, currencyCode: 'EUR'});
const picture = (src: string) => ({src, srcSet: '', sizes: '', width: 96, height: 96, aspectRatio: 1});
type Flavour = Extract<DisplaySetting, {__typename: 'FlavourRecord'}>;
type Size = Extract<DisplaySetting, {__typename: 'SizeRecord'}>;

const variant = (id: string, options: Record<string, string>, price = '20.00') => ({
  id,
  availableForSale: true,
  price: EUR(price),
  selectedOptions: Object.entries(options).map(([name, value]) => ({name, value})),
});
const flavour = (name: string, extra: Partial<Flavour> = {}): DisplaySetting => ({__typename: 'FlavourRecord', id: `flavour-${name}`, name, ...extra});
const size = (amount: string, unit: string, extra: Partial<Size> = {}): DisplaySetting => ({
  __typename: 'SizeRecord',
  id: `size-${amount}${unit}`,
  size: amount,
  unit,
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
type V = ReturnType<typeof variant>;

function pickers(variants: V[], selected: V, content: ContentVariant[], settings = {}) {
  const names = [...new Set(variants.flatMap((v) => v.selectedOptions.map((o) => o.name)))];
  return purchaseOptions({
    options: names.map((name) => ({name, values: [...new Set(variants.map((v) => v.selectedOptions.find((o) => o.name === name)!.value))]})),
    variants,
    selected,
    contentVariants: content,
    stateOf: () => ({soldOut: false, preorder: false, repeatHidden: false}),
    productPath: '/products/protein/whey',
    settings,
  });
}

describe('which display setting describes which option', () => {
  test('a size setting names its value however it is spaced, even listed after a flavour that names nothing', () => {
    const byOption = settingsByOption(
      [
        {name: 'Size', value: '500 g'},
        {name: 'Flavour', value: 'Choco'},
        {name: 'Extra', value: 'x'},
      ],
      [flavour('Chocolade'), size('500', 'g')],
    );
    expect(byOption.get('Size')?.id).toBe('size-500g');
    expect(byOption.get('Flavour')?.id).toBe('flavour-Chocolade');
    expect(byOption.has('Extra')).toBe(false);
  });
  test('a flavour setting names its value even listed after a size that names nothing', () => {
    const byOption = settingsByOption(
      [
        {name: 'Flavour', value: 'Vanilla'},
        {name: 'Size', value: 'Large'},
      ],
      [size('1', 'kg'), flavour('Vanilla')],
    );
    expect(byOption.get('Flavour')?.id).toBe('flavour-Vanilla');
    expect(byOption.get('Size')?.id).toBe('size-1kg');
  });
  test('a hidden Default option takes no setting away from the visible ones', () => {
    const only = variant('v1', {Variant: 'Default Title', Flavour: 'Choco'});
    const [picker] = pickers([only], only, [contentVariant('v1', [flavour('Chocolade')])]);
    expect(picker).toMatchObject({name: 'Flavour', kind: 'flavour', choices: [{name: 'Chocolade'}]});
  });
});

describe('size choices', () => {
  test('servings label, suitable-for and default note come from the size setting; blanks are none', () => {
    const a = variant('v1', {Size: '1 kg'});
    const b = variant('v2', {Size: '2 kg'});
    const content = [
      contentVariant('v1', [size('1', 'kg', {servings: 33, servingsLabel: 'shakes', suitableFor: 'Athletes', defaultNote: 'Most chosen'})]),
      contentVariant('v2', [size('2', 'kg', {servingsLabel: '', suitableFor: '', defaultNote: ''})]),
    ];
    const [sizes] = pickers([a, b], a, content);
    expect(sizes!.choices[0]).toMatchObject({kind: 'size', servings: 33, servingsLabel: 'shakes', suitableFor: 'Athletes', defaultNote: 'Most chosen'});
    expect(sizes!.choices[1]).toMatchObject({kind: 'size', servings: null, servingsLabel: null, suitableFor: null, defaultNote: null});
  });
  test('size choices are pills unless the select option says otherwise; a select option without media shows no picture', () => {
    const a = variant('v1', {Size: '1 kg'});
    const content = [contentVariant('v1', [size('1', 'kg', {selectOption: {id: 's', shape: null, showBorder: null, showShadow: null, media: null}})])];
    const [sizes] = pickers([a], a, content);
    expect(sizes!.choices[0]!.look).toMatchObject({shape: 'pill', border: true, shadow: false, thumbnail: null});
  });
  test('proteinBarPackage: a size that is no positive number of bars falls back to the servings', () => {
    const a = variant('v1', {Size: 'Box'});
    const b = variant('v2', {Size: 'Empty'});
    const content = [
      contentVariant('v1', [size('Box', '', {servings: 6})]),
      contentVariant('v2', [size('0', 'bars', {servings: 4})]),
    ];
    const [sizes] = pickers([a, b], a, content, {proteinBarPackage: true});
    expect(sizes!.choices.map((c) => (c as SizeChoice).bars)).toEqual([6, 4]);
  });
  test('proteinBarPackage: a size setting without a size counts its servings as bars', () => {
    const a = variant('v1', {Size: 'Box'});
    const [sizes] = pickers([a], a, [contentVariant('v1', [size('', '', {size: null, servings: 6})])], {proteinBarPackage: true});
    expect(sizes!.choices[0]).toMatchObject({kind: 'size', size: 'Box', unit: null, bars: 6});
  });
});

describe('flavour and plain choices', () => {
  test('a flavour without a name shows the option value; its own thumbnail shows when nothing else is set', () => {
    const a = variant('v1', {Flavour: 'Choco'});
    const content = [contentVariant('v1', [flavour('', {thumbnail: {id: 't', responsiveImage: picture('thumb.jpg')}, selectOption: {id: 's', media: null}})])];
    const [flavours] = pickers([a], a, content);
    const choice = flavours!.choices[0] as FlavourChoice;
    expect(choice.name).toBe('Choco');
    expect(choice.look).toMatchObject({shape: 'round', thumbnail: picture('thumb.jpg')});
  });
  test('values without display settings are plain pills, and the picker is plain', () => {
    const a = variant('v1', {Colour: 'Red'});
    const b = variant('v2', {Colour: 'Blue'});
    const [colours] = pickers([a, b], a, []);
    expect(colours).toMatchObject({kind: 'plain', title: null});
    expect(colours!.choices[0]).toMatchObject({kind: 'plain', label: 'Red', look: {shape: 'pill'}});
  });
  test('a picker whose first value has no setting still takes the kind of the values that have one', () => {
    const a = variant('v1', {Flavour: 'Plain'});
    const b = variant('v2', {Flavour: 'Choco'});
    const [flavours] = pickers([a, b], a, [contentVariant('v2', [flavour('Chocolate')])]);
    expect(flavours!.kind).toBe('flavour');
    expect(flavours!.choices.map((c) => c.kind)).toEqual(['plain', 'flavour']);
  });
  test('a choice is coloured by the content variant that describes it when the variant it leads to has no content', () => {
    const chocoKilo = variant('v2', {Flavour: 'Chocolate', Size: '1 kg'});
    const vanillaHalf = variant('v3', {Flavour: 'Vanilla', Size: '500 g'});
    const vanillaKilo = variant('v4', {Flavour: 'Vanilla', Size: '1 kg'});
    const content = [
      contentVariant('v2', [flavour('Chocolate'), size('1', 'kg')]),
      contentVariant('v3', [flavour('Vanilla'), size('500', 'g')], {labelBackgroundColor: {hex: '#111111'}, labelTextColor: {hex: '#eeeeee'}}),
    ];
    const [flavours] = pickers([chocoKilo, vanillaHalf, vanillaKilo], chocoKilo, content);
    expect(flavours!.choices[1]).toMatchObject({value: 'Vanilla', path: '/products/protein/whey/vanilla-1-kg', look: {labelBackground: '#111111', labelText: '#eeeeee'}});
  });
});

describe('pickers and titles', () => {
  test('variantsHeading titles only the first picker', () => {
    const a = variant('v1', {Flavour: 'Choco', Topping: 'Nuts'});
    const options = pickers([a], a, [], {variantsHeading: 'Make it yours'});
    expect(options.map((o) => o.title)).toEqual(['Make it yours', null]);
  });
  test('an option no variant has gets no picker', () => {
    const a = variant('v1', {Flavour: 'Choco'});
    const options = purchaseOptions({
      options: [
        {name: 'Flavour', values: ['Choco']},
        {name: 'Colour', values: ['Red']},
      ],
      variants: [a],
      selected: a,
      contentVariants: [],
      stateOf: () => ({soldOut: false, preorder: false, repeatHidden: false}),
      productPath: '/p',
    });
    expect(options.map((o) => o.name)).toEqual(['Flavour']);
  });
});

describe('the footnote text', () => {
  test('a record link without text leaves nothing behind', () => {
    const value = {schema: 'dast', document: {type: 'root', children: [{type: 'paragraph', children: [{type: 'span', value: '* Per '}, {type: 'itemLink', item: '1'}]}]}};
    expect(footnoteDocument(value)?.document.children).toEqual([{type: 'paragraph', children: [{type: 'span', value: '* Per '}]}]);
  });
});

describe('the footnote’s own mark', () => {
  const doc = (...children: DastNode[]): DastNode => ({type: 'root', children: [{type: 'paragraph', children}]});
  test('a footnote beginning with "*" (after blanks) already carries the mark', () => {
    expect(startsWithMark(doc({type: 'span', value: '  * Per serving'}))).toBe(true);
    expect(startsWithMark(doc({type: 'span', value: 'Per serving *'}))).toBe(false);
  });
  test('a footnote without text has no mark', () => {
    expect(startsWithMark({type: 'root', children: [{type: 'thematicBreak'}]})).toBe(false);
    expect(startsWithMark(doc({type: 'span'}))).toBe(false);
  });
});
