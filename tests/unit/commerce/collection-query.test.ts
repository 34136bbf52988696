import {describe, expect, test} from 'vitest';
import {
  activeFilterCount,
  COLLECTION_SORTS,
  collectionQueryFrom,
  collectionSearch,
  eurosFrom,
  listFilterFrom,
  MAX_FILTERS,
  normalizeFilterInput,
  productFilters,
  SORT_VARIABLES,
} from '~/commerce/collection-query';

const read = (query: string) => collectionQueryFrom(new URLSearchParams(query));

describe('sort order from the URL', () => {
  test('each offered sort maps to a Storefront collection sortKey and direction', () => {
    expect(SORT_VARIABLES).toEqual({
      featured: {sortKey: 'COLLECTION_DEFAULT', reverse: false},
      'best-selling': {sortKey: 'BEST_SELLING', reverse: false},
      'price-asc': {sortKey: 'PRICE', reverse: false},
      'price-desc': {sortKey: 'PRICE', reverse: true},
      newest: {sortKey: 'CREATED', reverse: true},
    });
    for (const sort of COLLECTION_SORTS) expect(read(`sort=${sort}`)).toMatchObject({sort, notes: []});
  });

  test('no sort, or an empty one, is the featured order without a note', () => {
    for (const query of ['', 'sort=', 'sort=%20', 'sort=&sort=']) expect(read(query)).toMatchObject({sort: 'featured', notes: []});
  });

  test('an unknown sort (any spelling) is the featured order with a note', () => {
    const unknown = ['bogus', 'PRICE', 'price', 'Price-Asc', 'price_asc', 'price-asc ', '%00', 'newest;drop', 'x'.repeat(5000), '{"a":1}'];
    for (const value of unknown.filter((v) => v.trim() !== 'price-asc')) {
      expect(read(`sort=${encodeURIComponent(value)}`), value).toMatchObject({sort: 'featured', notes: ['unknownSort']});
    }
    // Two different sorts at once: which one was meant is unknown.
    expect(read('sort=newest&sort=price-asc')).toMatchObject({sort: 'featured', notes: ['unknownSort']});
    expect(read('sort=newest&sort=newest')).toMatchObject({sort: 'newest', notes: []});
  });
});

describe('price range in euros', () => {
  test('amounts as shoppers type them: dot or comma decimals, a euro sign, spaces', () => {
    const spellings: Array<[string, number]> = [
      ['12', 12],
      ['12.5', 12.5],
      ['12,50', 12.5],
      ['€12', 12],
      ['€ 12,95', 12.95],
      ['12 €', 12],
      [' 7 ', 7],
      ['0', 0],
      ['100000', 100_000],
    ];
    for (const [raw, euros] of spellings) expect(eurosFrom(raw), raw).toBe(euros);
    expect(eurosFrom('')).toBeNull();
    expect(eurosFrom('   ')).toBeNull();
  });

  test('what is not an amount is invalid: negative, words, exponents, too many decimals, huge', () => {
    const invalid = ['-5', 'abc', '1e3', 'Infinity', 'NaN', '0x10', '12.345', '1.000,00', '12..5', '+3', '½', '1 2', '100000.01', '999999999', '9'.repeat(400)];
    for (const raw of invalid) expect(eurosFrom(raw), raw).toBe('invalid');
  });

  test('a range becomes the Storefront price filter; an empty field is no bound', () => {
    expect(read('minPrice=10&maxPrice=30,5')).toMatchObject({price: {min: 10, max: 30.5}, notes: []});
    expect(read('minPrice=10&maxPrice=')).toMatchObject({price: {min: 10, max: null}, notes: []});
    expect(read('minPrice=&maxPrice=20')).toMatchObject({price: {min: null, max: 20}, notes: []});
    expect(productFilters(read('minPrice=10&maxPrice=20'))).toEqual([{price: {min: 10, max: 20}}]);
    expect(productFilters(read('maxPrice=20'))).toEqual([{price: {max: 20}}]);
  });

  test('from 0 with no maximum, or nothing at all, is no price filter', () => {
    for (const query of ['', 'minPrice=&maxPrice=', 'minPrice=0', 'minPrice=0&maxPrice=']) {
      expect(read(query), query).toMatchObject({price: null, notes: []});
    }
  });

  test('reversed, unreadable or repeated bounds are dropped with one note; the typed text is kept for the form', () => {
    const bad = ['minPrice=50&maxPrice=10', 'minPrice=abc', 'maxPrice=-1', 'minPrice=1e9', 'minPrice=5&minPrice=6', 'maxPrice=10&maxPrice=20', 'minPrice=12&maxPrice=%F0%9F%92%B6'];
    for (const query of bad) expect(read(query), query).toMatchObject({price: null, notes: ['invalidPrice']});
    expect(read('minPrice=50&maxPrice=10').priceInput).toEqual({min: '50', max: '10'});
    expect(read(`minPrice=${'9'.repeat(100)}`).priceInput.min).toHaveLength(20);
  });
});

describe('list filters', () => {
  const encode = (value: unknown) => `filter=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`;

  test('the Storefront filter kinds a collection offers are kept in one JSON spelling', () => {
    const kept = [
      {available: true},
      {available: false},
      {productType: 'Protein Powder'},
      {productVendor: 'Original Fuel'},
      {tag: 'vegan'},
      {variantOption: {name: 'Smaak', value: 'Chocolade'}},
      {productMetafield: {namespace: 'custom', key: 'diet', value: 'vegan'}},
      {variantMetafield: {namespace: 'custom', key: 'size', value: '1kg'}},
    ];
    const query = read(kept.map(encode).join('&'));
    expect(query.notes).toEqual([]);
    expect(query.filters).toEqual(kept.map((filter) => JSON.stringify(filter)));
    expect(productFilters(query)).toEqual(kept);
    // Key order and spacing do not make another filter.
    expect(normalizeFilterInput('{ "variantOption": {"value":"Chocolade", "name":"Smaak"} }')).toBe(
      JSON.stringify({variantOption: {name: 'Smaak', value: 'Chocolade'}}),
    );
    expect(read(`${encode({tag: 'a'})}&${encode('{ "tag" : "a" }')}`).filters).toEqual(['{"tag":"a"}']);
  });

  test('garbage is left out with one note, whatever its shape', () => {
    const garbage: unknown[] = [
      '{broken',
      'null',
      '42',
      '"text"',
      '[]',
      '[{"available":true}]',
      {},
      {evil: 1},
      {available: 'yes'},
      {available: 1},
      {available: true, tag: 'two kinds at once'},
      {productType: ''},
      {productType: 42},
      {productType: 'x'.repeat(201)},
      {tag: ['a']},
      {variantOption: {name: 'Smaak'}},
      {variantOption: {name: 'Smaak', value: 'Chocolade', extra: 1}},
      {variantOption: 'Chocolade'},
      {productMetafield: {namespace: 'custom', key: 'diet'}},
      {price: {min: 0, max: 10}},
      {__proto__: {available: true}},
      '{"__proto__":{"available":true}}',
      {constructor: {prototype: {polluted: true}}},
      `{"tag":"${'a'.repeat(600)}"}`,
    ];
    for (const value of garbage) {
      const query = read(`${encode({available: true})}&${encode(value)}`);
      expect(query.filters, JSON.stringify(value)).toEqual(['{"available":true}']);
      expect(query.notes, JSON.stringify(value)).toEqual(['unreadableFilter']);
    }
    expect(({} as {polluted?: boolean}).polluted).toBeUndefined();
  });

  test('an empty filter parameter is ignored silently; more than the limit is cut with a note', () => {
    expect(read('filter=&filter=%20')).toMatchObject({filters: [], notes: []});
    const many = Array.from({length: MAX_FILTERS + 5}, (_, index) => encode({tag: `t${index}`})).join('&');
    const query = read(many);
    expect(query.filters).toHaveLength(MAX_FILTERS);
    expect(query.notes).toEqual(['unreadableFilter']);
  });

  test('notes add up when several parts are bad at once', () => {
    expect(read('sort=nope&minPrice=x&filter=%7B').notes).toEqual(['unknownSort', 'invalidPrice', 'unreadableFilter']);
  });
});

describe('the Filter count and view addresses', () => {
  test('each list filter counts once and the price range counts as one', () => {
    expect(activeFilterCount(read(''))).toBe(0);
    expect(activeFilterCount(read('filter=%7B%22available%22%3Atrue%7D&filter=%7B%22tag%22%3A%22a%22%7D'))).toBe(2);
    expect(activeFilterCount(read('filter=%7B%22available%22%3Atrue%7D&minPrice=5&maxPrice=10'))).toBe(2);
    expect(activeFilterCount(read('minPrice=x'))).toBe(0);
  });

  test('a view address leaves defaults out and reads back as the same view', () => {
    expect(collectionSearch({sort: 'featured', price: null, filters: []})).toBe('');
    const view = {sort: 'price-desc' as const, price: {min: 5, max: 12.5}, filters: ['{"available":true}']};
    const search = collectionSearch(view);
    expect(search).not.toMatch(/cursor|direction/);
    expect(read(search.slice(1))).toMatchObject({...view, notes: []});
  });
});

describe('collection query edges (README "Collections": bad input gives the first page with a note)', () => {
  const query = (search: string) => collectionQueryFrom(new URLSearchParams(search));

  test('the typed price is shown back cut to 20 characters; an absent field shows empty', () => {
    expect(query(`minPrice=${'9'.repeat(25)}`).priceInput).toEqual({min: '9'.repeat(20), max: ''});
    expect(query('maxPrice=abc').priceInput).toEqual({min: '', max: 'abc'});
  });

  test('the euro sign is allowed before or after the amount, not inside it', () => {
    expect(eurosFrom('12€')).toBe(12);
    expect(eurosFrom('12 €')).toBe(12);
    expect(eurosFrom('12€5')).toBe('invalid');
  });

  test('a range whose minimum equals its maximum is one price', () => {
    expect(query('minPrice=10&maxPrice=10')).toMatchObject({price: {min: 10, max: 10}, notes: []});
  });

  test('a minimum without a maximum filters from the minimum up', () => {
    expect(productFilters({filters: [], price: {min: 10, max: null}})).toEqual([{price: {min: 10}}]);
  });

  test('filter texts up to 200 characters are read; an empty text is no filter', () => {
    const type = 'x'.repeat(200);
    expect(listFilterFrom({productType: type})).toEqual({productType: type});
    expect(listFilterFrom({variantOption: {name: 'Flavour', value: ''}})).toBeNull();
  });

  test('only the metafield kinds take namespace, key and value', () => {
    expect(listFilterFrom({colour: {namespace: 'custom', key: 'colour', value: 'red'}})).toBeNull();
    expect(listFilterFrom({productMetafield: {namespace: 'custom', key: 'colour', value: 'red'}})).toEqual({
      productMetafield: {namespace: 'custom', key: 'colour', value: 'red'},
    });
  });

  test('a filter must be a plain object, not an instance of something else', () => {
    class Available {
      available = true;
    }
    expect(listFilterFrom(new Available())).toBeNull();
  });

  test('a filter of 500 characters is read, a longer one is left out with a note', () => {
    // A filter's texts are at most 200 characters: the JSON is padded with blanks to reach the length.
    const padded = (length: number) => `{"available":true}${' '.repeat(length - '{"available":true}'.length)}`;
    expect(padded(500)).toHaveLength(500);
    expect(query(`filter=${encodeURIComponent(padded(500))}`)).toMatchObject({filters: ['{"available":true}'], notes: []});
    expect(query(`filter=${encodeURIComponent(padded(501))}`)).toMatchObject({filters: [], notes: ['unreadableFilter']});
  });
});
