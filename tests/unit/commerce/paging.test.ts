import {describe, expect, test} from 'vitest';
import {clearFiltersSearch, filtersFromSearch, toggleFilterSearch} from '~/commerce/paging';

describe('collection filters from the URL', () => {
  test('valid ProductFilter inputs are kept; malformed ones are dropped, not fatal', () => {
    const params = new URLSearchParams();
    params.append('filter', '{"available":true}');
    params.append('filter', '{not json');
    params.append('filter', '{"evil":1}');
    params.append('filter', '[1,2]');
    params.append('filter', '{"variantOption":{"name":"Flavour","value":"Chocolate"}}');
    expect(filtersFromSearch(params)).toEqual([
      {available: true},
      {variantOption: {name: 'Flavour', value: 'Chocolate'}},
    ]);
  });

  test('toggling a filter restarts paging and keeps other parameters', () => {
    const search = '?cursor=abc&direction=next&sort=x&filter=%7B%22available%22%3Atrue%7D';
    const added = new URLSearchParams(toggleFilterSearch(search, '{"productType":"Protein"}'));
    expect(added.getAll('filter')).toEqual(['{"available":true}', '{"productType":"Protein"}']);
    expect(added.has('cursor')).toBe(false);
    expect(added.get('sort')).toBe('x');
    const removed = new URLSearchParams(toggleFilterSearch(search, '{"available":true}'));
    expect(removed.getAll('filter')).toEqual([]);
    expect(clearFiltersSearch(search)).toBe('?sort=x');
  });
});
