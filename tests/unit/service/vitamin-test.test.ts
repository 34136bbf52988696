// The vitamin test's rules: answers read from the GET form's query, the winning result, result slugs.
import {describe, expect, test} from 'vitest';
import {isResultSlug, readAnswers, vitaminTestResult, type TestQuestion} from '~/service/vitamin-test';
import {trackVitaminTestResult, VITAMIN_TEST_RESULT_EVENT, vitaminTestResultProperties} from '~/tracking/vitamin-test';

const rec = (...slugs: string[]) => slugs.map((slug) => ({slug}));

const QUESTIONS: TestQuestion[] = [
  {
    key: 'diet',
    answers: [
      {value: 'everything', recommends: rec('all-round')},
      {value: 'vegan', recommends: rec('plant-based', 'plant-based')},
    ],
  },
  {
    key: 'outdoors',
    answers: [
      {value: 'daily', recommends: rec('all-round')},
      {value: 'rarely', recommends: rec('vitamin-d', 'vitamin-d')},
    ],
  },
  {
    key: 'energy',
    answers: [
      {value: 'fit', recommends: rec('all-round')},
      {value: 'tired', recommends: rec('energy', 'energy')},
    ],
  },
];

const query = (text: string) => new URLSearchParams(text);

describe('readAnswers', () => {
  test('opening the test is not sending it', () => {
    expect(readAnswers(QUESTIONS, query(''))).toEqual({answers: {}, submitted: false, complete: false});
    expect(readAnswers(QUESTIONS, query('utm_source=mail'))).toEqual({answers: {}, submitted: false, complete: false});
  });

  test('every question answered with one of its values is complete', () => {
    expect(readAnswers(QUESTIONS, query('diet=vegan&outdoors=daily&energy=fit&x=1'))).toEqual({
      answers: {diet: 'vegan', outdoors: 'daily', energy: 'fit'},
      submitted: true,
      complete: true,
    });
  });

  test('a missing, unknown or repeated answer leaves its question unanswered', () => {
    expect(readAnswers(QUESTIONS, query('diet=vegan&outdoors=daily'))).toMatchObject({
      submitted: true,
      complete: false,
    });
    expect(readAnswers(QUESTIONS, query('diet=meat&outdoors=daily&energy=fit'))).toEqual({
      answers: {outdoors: 'daily', energy: 'fit'},
      submitted: true,
      complete: false,
    });
    expect(readAnswers(QUESTIONS, query('diet=vegan&diet=everything&outdoors=daily&energy=fit'))).toMatchObject({
      complete: false,
    });
    expect(readAnswers(QUESTIONS, query('diet=&outdoors=daily&energy=fit'))).toMatchObject({
      submitted: true,
      complete: false,
    });
  });

  test('a test without questions is never complete', () => {
    expect(readAnswers([], query('diet=vegan')).complete).toBe(false);
    expect(readAnswers([{key: null, answers: []}], query('diet=vegan')).complete).toBe(false);
  });
});

describe('vitaminTestResult', () => {
  test('the result with the most points wins', () => {
    expect(vitaminTestResult(QUESTIONS, {diet: 'vegan', outdoors: 'daily', energy: 'fit'})).toBe('all-round');
    expect(vitaminTestResult(QUESTIONS, {diet: 'vegan', outdoors: 'daily', energy: 'tired'})).toBe('plant-based');
    expect(vitaminTestResult(QUESTIONS, {diet: 'everything', outdoors: 'rarely', energy: 'fit'})).toBe('all-round');
    expect(vitaminTestResult(QUESTIONS, {diet: 'everything', outdoors: 'rarely', energy: 'tired'})).toBe('vitamin-d');
  });

  test('a tie goes to the result the test names first', () => {
    // plant-based 2, vitamin-d 2, energy 2: plant-based is named first.
    expect(vitaminTestResult(QUESTIONS, {diet: 'vegan', outdoors: 'rarely', energy: 'tired'})).toBe('plant-based');
  });

  test('no points, no result', () => {
    expect(vitaminTestResult(QUESTIONS, {})).toBeNull();
    expect(vitaminTestResult([{key: 'q', answers: [{value: 'a', recommends: []}]}], {q: 'a'})).toBeNull();
  });
});

test('result slugs: lower-case words joined by single dashes, nothing that could be a path or a trick', () => {
  for (const slug of ['vitamin-d', 'all-round', 'b12']) expect(isResultSlug(slug)).toBe(true);
  for (const slug of ['', 'Vitamin-D', 'vitamin--d', '-d', 'd-', 'a/b', '..', 'a.b', 'a%2fb', 'x'.repeat(81)]) {
    expect(isResultSlug(slug)).toBe(false);
  }
});

describe('the "Vitamin Test Result" event (Klaviyo onsite JS, API-SHAPES §7.1)', () => {
  const outcome = {
    slug: 'vitamin-d',
    heading: 'Your advice: extra vitamin D',
    products: [{id: '1', title: 'Vitamin D3', path: '/products/vitamins/vitamin-d3'}],
    url: 'http://localhost/en/vitamintest/vitamin-d',
    language: 'en',
  };

  test('carries the result, its recommended products and the page', () => {
    expect(vitaminTestResultProperties(outcome)).toEqual({
      Result: 'vitamin-d',
      ResultName: 'Your advice: extra vitamin D',
      RecommendedProducts: ['Vitamin D3'],
      RecommendedProductIDs: ['1'],
      URL: 'http://localhost/en/vitamintest/vitamin-d',
      lang: 'en',
    });
  });

  test('is queued on _learnq as a track call, next to what is already queued', () => {
    const target: {_learnq?: unknown[]} = {};
    trackVitaminTestResult(target, outcome);
    expect(target._learnq).toEqual([['track', VITAMIN_TEST_RESULT_EVENT, vitaminTestResultProperties(outcome)]]);
    const queued = {_learnq: [['identify', {$email: 'a@b.nl'}]] as unknown[]};
    trackVitaminTestResult(queued, outcome);
    expect(queued._learnq).toHaveLength(2);
    expect(VITAMIN_TEST_RESULT_EVENT).toBe('Vitamin Test Result');
  });
});
