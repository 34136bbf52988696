// Spec §9 date formats and relative days, for every market's language, on the shop's calendar (Europe/Amsterdam).
import {describe, expect, test} from 'vitest';
import {formatDate, formatDateRelative, relativeDay, shopDay} from '~/markets/dates';
import {MARKETS} from '~/markets/markets';

const EXPECTED = {
  nl: {long: '15 januari 2024', short: '15 jan 2024', twoDigit: '15/01/24', today: 'Vandaag', yesterday: 'Gisteren'},
  de: {long: '15 Januar 2024', short: '15 Jan. 2024', twoDigit: '15/01/24', today: 'Heute', yesterday: 'Gestern'},
  en: {long: 'January 15, 2024', short: 'Jan 15, 2024', twoDigit: '15/01/24', today: 'Today', yesterday: 'Yesterday'},
  it: {long: '15 gennaio 2024', short: '15 gen 2024', twoDigit: '15/01/24', today: 'Oggi', yesterday: 'Ieri'},
  fr: {long: '15 janvier 2024', short: '15 janv. 2024', twoDigit: '15/01/24', today: 'Aujourd’hui', yesterday: 'Hier'},
} as const;

describe('date formats in every market', () => {
  test.each(MARKETS.map((market) => [market.id, market.language] as const))('%s (%s)', (_, language) => {
    const expected = EXPECTED[language];
    expect(formatDate('2024-01-15', language)).toBe(expected.long);
    expect(formatDate('2024-01-15', language, 'short')).toBe(expected.short);
    expect(formatDate('2024-01-15', language, 'twoDigit')).toBe(expected.twoDigit);
    const now = new Date('2024-01-15T12:00:00Z');
    expect(relativeDay('2024-01-15T08:00:00Z', language, now)).toBe(expected.today);
    expect(relativeDay('2024-01-14', language, now)).toBe(expected.yesterday);
    expect(relativeDay('2024-01-13', language, now)).toBeNull();
    expect(formatDateRelative('2024-01-13', language, 'long', now)).toBe(formatDate('2024-01-13', language));
  });
});

describe('the shop’s calendar day', () => {
  test('a moment late in the UTC evening is the next day in Amsterdam (winter and summer time)', () => {
    expect(shopDay('2024-01-15T23:30:00Z')).toBe('2024-01-16');
    expect(shopDay('2024-07-15T21:59:00Z')).toBe('2024-07-15');
    expect(shopDay('2024-07-15T22:00:00Z')).toBe('2024-07-16');
    expect(formatDate('2024-01-15T23:30:00Z', 'en')).toBe('January 16, 2024');
  });

  test('a calendar date is that day everywhere', () => {
    expect(shopDay('2024-01-15')).toBe('2024-01-15');
    expect(shopDay('2024-02-29')).toBe('2024-02-29');
  });

  test('yesterday across a month and a year', () => {
    expect(relativeDay('2023-12-31', 'nl', new Date('2024-01-01T10:00:00Z'))).toBe('Gisteren');
    expect(relativeDay('2024-02-29T12:00:00Z', 'de', new Date('2024-03-01T10:00:00Z'))).toBe('Gestern');
    // 00:30 in Amsterdam on the 16th is still the 15th in UTC: "today" is the shop's.
    expect(relativeDay('2024-01-15T12:00:00Z', 'en', new Date('2024-01-15T23:30:00Z'))).toBe('Yesterday');
  });

  test.each(['', 'soon', '2024-13-01', '2023-02-29', '2024-01-32', 'NaN'])('%j is no date: empty text, no relative day', (value) => {
    expect(shopDay(value)).toBeNull();
    expect(formatDate(value, 'nl')).toBe('');
    expect(relativeDay(value, 'nl')).toBeNull();
  });
});
