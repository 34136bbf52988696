import {describe, expect, test} from 'vitest';
import {combineRounds, roundOrder, throughputRatio} from '../../../scripts/bench/compare.mjs';
import {cachedLikeDocument, dataCachingMisses, withData} from '../../../scripts/bench/data-caching.mjs';
import {median} from '../../../scripts/bench/stats.mjs';

describe('alternated rounds against the skeleton', () => {
  test('the side that goes first alternates, so neither gets every quiet minute', () => {
    expect([0, 1, 2, 3].map(roundOrder)).toEqual([
      ['ours', 'peer'],
      ['peer', 'ours'],
      ['ours', 'peer'],
      ['peer', 'ours'],
    ]);
  });

  test('rounds combine into mean req/s, median p50 and p99, summed requests and errors', () => {
    const rounds = [
      {rps: 20, p50Ms: 300, p99Ms: 900, requests: 200, errors: 0},
      {rps: 25, p50Ms: 250, p99Ms: 500, requests: 250, errors: 1},
      {rps: 21, p50Ms: 280, p99Ms: 600, requests: 210, errors: 0},
    ];
    expect(combineRounds(rounds)).toEqual({rps: 22, p50Ms: 280, p99Ms: 600, requests: 660, errors: 1, roundsRps: [20, 25, 21]});
    expect(combineRounds([])).toBeNull();
  });

  test('the ratio is ours over the skeleton’s req/s; without both it is not measured', () => {
    expect(throughputRatio({rps: 22}, {rps: 91.9})).toBe(0.24);
    expect(throughputRatio(null, {rps: 90})).toBeNull();
    expect(throughputRatio({rps: 22}, {rps: 0})).toBeNull();
  });

  test('the median of an even count is the mean of the middle two; non-numbers are ignored', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5, undefined])).toBe(5);
    expect(median([])).toBeNull();
  });
});

describe('client-side navigation data stored like the document', () => {
  const PUBLIC = {'cache-control': 'public, max-age=60', 'oxygen-cache-control': 'public, max-age=60', vary: 'Accept-Encoding'};

  test('data URLs name the route, encoded, after any query', () => {
    expect(withData('/producten', 'alias/producten/($locale).products._index')).toBe('/producten?_data=alias%2Fproducten%2F(%24locale).products._index');
    expect(withData('/search?q=whey', 'root')).toBe('/search?q=whey&_data=root');
  });

  test('a public page’s data must match all three headers and answer 200', () => {
    expect(cachedLikeDocument(PUBLIC, {status: 200, headers: PUBLIC})).toBe('same');
    expect(cachedLikeDocument(PUBLIC, {status: 200, headers: {...PUBLIC, vary: null}})).toBe('DIFFERS');
    expect(cachedLikeDocument(PUBLIC, {status: 200, headers: {'cache-control': null, 'oxygen-cache-control': null, vary: null}})).toBe('DIFFERS');
    expect(cachedLikeDocument(PUBLIC, {status: 404, headers: PUBLIC})).toBe('DIFFERS');
  });

  test('a private page’s data is right when no shared cache may keep it', () => {
    const cart = {'cache-control': 'private, no-store', 'oxygen-cache-control': null, vary: null};
    expect(cachedLikeDocument(cart, {status: 200, headers: {...cart, 'cache-control': 'no-store'}})).toBe('not shared');
    expect(cachedLikeDocument(cart, {status: 200, headers: {...cart, 'cache-control': null}})).toBe('DIFFERS');
    expect(cachedLikeDocument(cart, {status: 200, headers: PUBLIC})).toBe('DIFFERS');
  });

  test('misses count bad answers and public pages that are not public or hydrate with nothing; the cart is left out', () => {
    const answer = (verdict: string) => ({routeId: 'root', status: 200, headers: PUBLIC, verdict});
    const pages = [
      {type: 'home', dataCaching: {document: PUBLIC, answers: [answer('same'), answer('DIFFERS')]}},
      {type: 'product', dataCaching: {document: PUBLIC, answers: []}},
      {type: 'collection', dataCaching: {document: {'cache-control': 'no-store'}, answers: [answer('same')]}},
      {type: 'cart', dataCaching: {document: {'cache-control': 'private, no-store'}, answers: [answer('DIFFERS')]}},
      {type: 'products'},
    ];
    expect(dataCachingMisses(pages)).toBe(3);
  });
});
