// Storefront filtering as Search & Discovery offers it: the `filters:` of a collection's products and the
// `productFilters:` of search, ANDed across groups and ORed within one, and the Filter lists with faceted counts
// (each value counted with every active filter applied except those of its own group).
import {describe, expect, test} from 'vitest';
import {query} from './storefront-helpers';

const COLLECTION = `query Collection($handle: String!, $filters: [ProductFilter!], $language: LanguageCode) @inContext(language: $language) {
  collection(handle: $handle) {
    products(first: 250, filters: $filters) {
      nodes { handle }
      filters { id label type presentation values { id label count input swatch { color } } }
    }
  }
}`;
const SEARCH = `query Search($q: String!, $filters: [ProductFilter!]) {
  search(query: $q, first: 250, types: [PRODUCT], productFilters: $filters) {
    nodes { ... on Product { handle } }
    productFilters { id label type values { id label count input } }
  }
}`;

type FilterValue = {id: string; label: string; count: number; input: string; swatch: {color: string} | null};
type Filter = {id: string; label: string; type: string; presentation: string; values: FilterValue[]};
type Products = {nodes: {handle: string}[]; filters: Filter[]};

async function collection(handle: string, filters?: unknown[], language = 'EN'): Promise<Products> {
  return (await query<{collection: {products: Products}}>(COLLECTION, {handle, filters, language})).collection.products;
}
async function sports(filters?: unknown[], language = 'EN') {
  return collection('sports', filters, language);
}
const handles = (products: Products) => products.nodes.map((n) => n.handle);
const counts = (filter: Filter | undefined) => Object.fromEntries(filter?.values.map((v) => [v.label, v.count]) ?? []);
const filterOf = (products: Products, id: string) => products.filters.find((f) => f.id === id);

const SPORTS = ['clear-whey', 'mass-gainer', 'magnesium', 'creatine', 'pre-workout', 'bcaa', 'electrolytes', 'beta-alanine', 'l-glutamine', 'energy-gel', 'isotonic-drink', 'shaker'];
const SPORTS_NUTRITION = ['creatine', 'pre-workout', 'bcaa', 'electrolytes', 'beta-alanine', 'l-glutamine', 'energy-gel', 'isotonic-drink'];

describe('the filters a collection offers', () => {
  test('availability, price, product type, then one list per option (flavour as swatches, size as text)', async () => {
    const {filters} = await sports();
    expect(filters.map((f) => [f.id, f.label, f.type, f.presentation])).toEqual([
      ['filter.v.availability', 'Availability', 'LIST', 'TEXT'],
      ['filter.v.price', 'Price', 'PRICE_RANGE', 'TEXT'],
      ['filter.p.product_type', 'Product type', 'LIST', 'TEXT'],
      ['filter.v.option.flavour', 'Flavour', 'LIST', 'SWATCH'],
      ['filter.v.option.size', 'Size', 'LIST', 'TEXT'],
    ]);
  });

  test('availability: in stock and out of stock, with their inputs', async () => {
    const availability = filterOf(await collection('vitamins'), 'filter.v.availability')!;
    expect(availability.values.map(({id, label, count, input, swatch}) => ({id, label, count, input: JSON.parse(input), swatch}))).toEqual([
      {id: 'filter.v.availability.1', label: 'In stock', count: 17, input: {available: true}, swatch: null},
      {id: 'filter.v.availability.0', label: 'Out of stock', count: 1, input: {available: false}, swatch: null},
    ]);
  });

  test('price: one range from 0 to the highest variant price of the collection', async () => {
    const price = filterOf(await sports(), 'filter.v.price')!;
    expect(price.values).toEqual([
      {id: 'filter.v.price', label: 'Price', count: 12, input: JSON.stringify({price: {min: 0, max: 44.95}}), swatch: null},
    ]);
  });

  test('product type: one value per type, in first-seen order, ids handleized', async () => {
    const type = filterOf(await sports(), 'filter.p.product_type')!;
    expect(type.values.map((v) => [v.id, v.label, v.count, JSON.parse(v.input)])).toEqual([
      ['filter.p.product_type.protein-powder', 'Protein Powder', 2, {productType: 'Protein Powder'}],
      ['filter.p.product_type.vitamin', 'Vitamin', 1, {productType: 'Vitamin'}],
      ['filter.p.product_type.sports-nutrition', 'Sports Nutrition', 8, {productType: 'Sports Nutrition'}],
      ['filter.p.product_type.accessory', 'Accessory', 1, {productType: 'Accessory'}],
    ]);
  });

  test('flavours carry their swatch colour; sizes have none', async () => {
    const products = await sports();
    const flavour = filterOf(products, 'filter.v.option.flavour')!;
    expect(flavour.values.slice(0, 3).map((v) => [v.id, v.label, v.count, JSON.parse(v.input), v.swatch])).toEqual([
      ['filter.v.option.flavour.mango', 'Mango', 2, {variantOption: {name: 'Flavour', value: 'Mango'}}, {color: '#ffb347'}],
      ['filter.v.option.flavour.forest-fruit', 'Forest Fruit', 3, {variantOption: {name: 'Flavour', value: 'Forest Fruit'}}, {color: '#6b2d5c'}],
      ['filter.v.option.flavour.lemon', 'Lemon', 5, {variantOption: {name: 'Flavour', value: 'Lemon'}}, {color: '#f7e14b'}],
    ]);
    expect(flavour.values).toHaveLength(9);
    const size = filterOf(products, 'filter.v.option.size')!;
    expect(size.values.map((v) => [v.id, v.count, v.swatch])).toEqual([
      ['filter.v.option.size.500-g', 2, null],
      ['filter.v.option.size.2-5-kg', 1, null],
      ['filter.v.option.size.60-capsules', 1, null],
      ['filter.v.option.size.120-capsules', 1, null],
      ['filter.v.option.size.300-g', 3, null],
      ['filter.v.option.size.20-effervescent-tablets', 1, null],
      ['filter.v.option.size.12-gels', 1, null],
      ['filter.v.option.size.1-kg', 1, null],
    ]);
  });

  test('labels, values and ids follow the request language; accents leave the ids', async () => {
    const german = await sports(undefined, 'DE');
    expect(german.filters.map((f) => f.label)).toEqual(['Verfügbarkeit', 'Preis', 'Produkttyp', 'Geschmack', 'Größe']);
    expect(filterOf(german, 'filter.v.availability')!.values.map((v) => v.label)).toEqual(['Auf Lager', 'Ausverkauft']);
    expect(filterOf(german, 'filter.v.price')!.values[0]!.label).toBe('Preis');
    const geschmack = filterOf(german, 'filter.v.option.geschmack')!;
    expect(geschmack.values[1]).toMatchObject({id: 'filter.v.option.geschmack.waldfrucht', label: 'Waldfrucht'});
    expect(JSON.parse(geschmack.values[1]!.input)).toEqual({variantOption: {name: 'Geschmack', value: 'Waldfrucht'}});

    const french = await sports(undefined, 'FR');
    const saveur = filterOf(french, 'filter.v.option.saveur')!;
    expect(saveur.values.find((v) => v.label === 'Pastèque')!.id).toBe('filter.v.option.saveur.pasteque');
    expect(saveur.values.find((v) => v.label === 'Fruits des bois')!.id).toBe('filter.v.option.saveur.fruits-des-bois');
    const taille = filterOf(french, 'filter.v.option.taille')!;
    expect(taille.values.find((v) => v.label === '20 comprimés effervescents')!.id).toBe('filter.v.option.taille.20-comprimes-effervescents');
  });

  test('runs of other characters become one hyphen in value ids', async () => {
    const flavour = filterOf(await collection('snacks'), 'filter.v.option.flavour')!;
    expect(flavour.values.find((v) => v.label === 'Cookies & Cream')!.id).toBe('filter.v.option.flavour.cookies-cream');
    expect(flavour.values.find((v) => v.label === 'Sour Cream & Onion')!.id).toBe('filter.v.option.flavour.sour-cream-onion');
  });

  test('products without options offer no option lists', async () => {
    const {productFilters} = (await query<{search: {productFilters: Filter[]}}>(SEARCH, {q: 'zinc'})).search;
    expect(productFilters.map((f) => f.id)).toEqual(['filter.v.availability', 'filter.v.price', 'filter.p.product_type']);
  });

  test('with nothing to filter there is no price range, and no values to pick', async () => {
    const {nodes, productFilters} = (await query<{search: {nodes: unknown[]; productFilters: Filter[]}}>(SEARCH, {q: 'zzz'})).search;
    expect(nodes).toEqual([]);
    expect(productFilters.map((f) => [f.id, f.values.map((v) => v.count)])).toEqual([
      ['filter.v.availability', [0, 0]],
      ['filter.p.product_type', []],
    ]);
  });
});

describe('applying filters', () => {
  test('available: products with, or without, a variant for sale', async () => {
    expect(handles(await collection('vitamins', [{available: false}]))).toEqual(['iron']);
    const inStock = handles(await collection('vitamins', [{available: true}]));
    expect(inStock).toHaveLength(17);
    expect(inStock).not.toContain('iron');
  });

  test('price: products with a variant in the range, bounds included, either bound optional', async () => {
    expect(handles(await sports([{price: {min: 7.95, max: 7.95}}]))).toEqual(['electrolytes']);
    expect(handles(await sports([{price: {min: 40}}]))).toEqual(['mass-gainer']);
    expect(handles(await sports([{price: {max: 7.95}}]))).toEqual(['electrolytes', 'shaker']);
    expect(handles(await sports([{price: {max: 6.94}}]))).toEqual([]);
    expect(handles(await sports([{price: {}}]))).toEqual(SPORTS);
  });

  test('price bounds are compared in whole cents (9.95 and 2.49 are no float trouble)', async () => {
    expect(handles(await collection('all', [{price: {min: 9.95, max: 9.95}}]))).toEqual([
      'hemp-protein', 'protein-sample-box', 'vitamin-d3', 'vitamin-b12', 'moringa', 'wheatgrass',
    ]);
    expect(handles(await collection('all', [{price: {min: 2.49, max: 2.49}}]))).toEqual(['protein-bar']);
  });

  test('productType, productVendor and tag ignore case', async () => {
    expect(handles(await sports([{productType: 'sports nutrition'}]))).toEqual(SPORTS_NUTRITION);
    expect(handles(await sports([{productVendor: 'original fuel'}]))).toEqual(SPORTS);
    expect(handles(await sports([{productVendor: 'Other Brand'}]))).toEqual([]);
    expect(handles(await sports([{tag: 'VEGAN'}]))).toEqual(['creatine', 'electrolytes']);
  });

  test('variantOption: the option and value in any catalogue language, any case', async () => {
    const lemon = ['clear-whey', 'bcaa', 'electrolytes', 'energy-gel', 'isotonic-drink'];
    expect(handles(await sports([{variantOption: {name: 'Flavour', value: 'Lemon'}}]))).toEqual(lemon);
    expect(handles(await sports([{variantOption: {name: 'smaak', value: 'CITROEN'}}]))).toEqual(lemon);
    expect(handles(await sports([{variantOption: {name: 'Flavour', value: '300 g'}}]))).toEqual([]);
    expect(handles(await sports([{variantOption: {name: 'Colour', value: 'Red'}}]))).toEqual([]);
  });

  test('productMetafield: the value of the metafield in that namespace and key; variantMetafield on the variants', async () => {
    const mixAndMatch = (await query<{product: {metafield: {value: string}}}>(
      '{ product(handle: "protein-bar") { metafield(namespace: "custom", key: "mix_and_match") { value } } }',
    )).product.metafield.value;
    const all = (filters: unknown[]) => collection('all', filters).then(handles);
    expect(await all([{productMetafield: {namespace: 'custom', key: 'mix_and_match', value: mixAndMatch}}])).toEqual(['protein-bar']);
    expect(await all([{productMetafield: {namespace: 'custom', key: 'mix_and_match', value: 'x'}}])).toEqual([]);
    expect(await all([{productMetafield: {namespace: 'other', key: 'mix_and_match', value: mixAndMatch}}])).toEqual([]);
    expect(await all([{productMetafield: {namespace: 'custom', key: 'other', value: mixAndMatch}}])).toEqual([]);
    expect(await all([{variantMetafield: {namespace: 'custom', key: 'mix_and_match', value: mixAndMatch}}])).toEqual([]);
    // Each metafield is a group of its own: another key is ANDed.
    expect(await all([{productMetafield: {namespace: 'custom', key: 'mix_and_match', value: mixAndMatch}}, {productMetafield: {namespace: 'custom', key: 'other', value: 'x'}}])).toEqual([]);
  });

  test('an empty filter input is ignored', async () => {
    expect(handles(await sports([{}]))).toEqual(SPORTS);
    expect(handles(await sports([{}, {tag: 'vegan'}]))).toEqual(['creatine', 'electrolytes']);
  });

  test('values of one group are ORed', async () => {
    expect(handles(await sports([{available: true}, {available: false}]))).toEqual(SPORTS);
    expect(handles(await sports([{productType: 'Sports Nutrition'}, {productType: 'Accessory'}]))).toEqual([...SPORTS_NUTRITION, 'shaker']);
    expect(handles(await sports([{price: {min: 6.95, max: 6.95}}, {price: {min: 44.95}}]))).toEqual(['mass-gainer', 'shaker']);
    expect(handles(await sports([{tag: 'vegan'}, {tag: 'new'}]))).toEqual(['clear-whey', 'creatine', 'electrolytes']);
    expect(handles(await sports([{productVendor: 'x'}, {productVendor: 'Original Fuel'}]))).toEqual(SPORTS);
  });

  test('option values form one group per option, whatever language its name is given in', async () => {
    // Lemon OR Orange (not Lemon AND Orange, which only three products have).
    expect(handles(await sports([{variantOption: {name: 'Flavour', value: 'Lemon'}}, {variantOption: {name: 'Geschmack', value: 'Orange'}}]))).toEqual([
      'clear-whey', 'bcaa', 'electrolytes', 'energy-gel', 'isotonic-drink',
    ]);
    // Two options are two groups: 300 g AND Mango.
    expect(handles(await sports([{variantOption: {name: 'Size', value: '300 g'}}, {variantOption: {name: 'Flavour', value: 'Mango'}}]))).toEqual([
      'pre-workout',
    ]);
  });

  test('different groups are ANDed', async () => {
    expect(handles(await sports([{tag: 'vegan'}, {price: {max: 10}}]))).toEqual(['electrolytes']);
    expect(handles(await sports([{productType: 'Sports Nutrition'}, {productVendor: 'Original Fuel'}, {available: true}]))).toEqual(SPORTS_NUTRITION);
    expect(handles(await sports([{productType: 'Accessory'}, {tag: 'vegan'}]))).toEqual([]);
    expect(handles(await sports([{productType: 'Vitamin'}, {available: false}]))).toEqual([]);
  });
});

describe('faceted counts', () => {
  test("a group's own filters do not narrow its counts; the other groups' filters do", async () => {
    const products = await sports([{productType: 'Sports Nutrition'}]);
    expect(handles(products)).toEqual(SPORTS_NUTRITION);
    // Product type counts still cover the whole collection.
    expect(counts(filterOf(products, 'filter.p.product_type'))).toEqual({'Protein Powder': 2, Vitamin: 1, 'Sports Nutrition': 8, Accessory: 1});
    // Everything else counts within Sports Nutrition.
    expect(counts(filterOf(products, 'filter.v.availability'))).toEqual({'In stock': 8, 'Out of stock': 0});
    expect(filterOf(products, 'filter.v.price')!.values[0]!.count).toBe(8);
    expect(counts(filterOf(products, 'filter.v.option.flavour'))).toMatchObject({Mango: 1, Lemon: 4, Chocolate: 0, Orange: 3});
    expect(counts(filterOf(products, 'filter.v.option.size'))).toMatchObject({'300 g': 3, '2.5 kg': 0});
  });

  test('both availability values ignore an active availability filter', async () => {
    const products = await collection('vitamins', [{available: true}]);
    expect(counts(filterOf(products, 'filter.v.availability'))).toEqual({'In stock': 17, 'Out of stock': 1});
  });

  test('option groups are faceted per option', async () => {
    const products = await sports([{variantOption: {name: 'Flavour', value: 'Mango'}}]);
    expect(handles(products)).toEqual(['clear-whey', 'pre-workout']);
    expect(counts(filterOf(products, 'filter.v.option.flavour'))).toMatchObject({Mango: 2, Lemon: 5, Orange: 3});
    expect(counts(filterOf(products, 'filter.v.option.size'))).toEqual({
      '500 g': 1, '2.5 kg': 0, '60 capsules': 0, '120 capsules': 0, '300 g': 1, '20 effervescent tablets': 0, '12 gels': 0, '1 kg': 0,
    });
    expect(counts(filterOf(products, 'filter.p.product_type'))).toEqual({'Protein Powder': 1, Vitamin: 0, 'Sports Nutrition': 1, Accessory: 0});
  });

  test('the price range stays the one of the whole collection', async () => {
    const products = await sports([{price: {max: 10}}]);
    expect(handles(products)).toEqual(['electrolytes', 'shaker']);
    const price = filterOf(products, 'filter.v.price')!.values[0]!;
    expect(JSON.parse(price.input)).toEqual({price: {min: 0, max: 44.95}});
    expect(price.count).toBe(12);
    expect(counts(filterOf(products, 'filter.p.product_type'))).toEqual({'Protein Powder': 0, Vitamin: 0, 'Sports Nutrition': 1, Accessory: 1});
  });

  test('search offers the same filters over its hits', async () => {
    const {nodes, productFilters} = (
      await query<{search: {nodes: {handle: string}[]; productFilters: Filter[]}}>(SEARCH, {q: 'lemon', filters: [{available: true}, {price: {min: 20}}]})
    ).search;
    expect(nodes.map((n) => n.handle)).toEqual(['clear-whey', 'bcaa']);
    expect(counts(productFilters.find((f) => f.id === 'filter.v.availability'))).toEqual({'In stock': 2, 'Out of stock': 0});
    expect(counts(productFilters.find((f) => f.id === 'filter.p.product_type'))).toEqual({'Protein Powder': 1, 'Sports Nutrition': 1});
  });
});
