import {describe, expect, test} from 'vitest';
import {checkBirthday} from '~/loyalty/birthday';

const TODAY = new Date('2026-06-15T12:00:00Z');
const check = (day: unknown, month: unknown, year?: unknown) => checkBirthday({day, month, year}, TODAY);

describe('birthday: day and month required, the year optional, a real date not in the future', () => {
  test('a real date is accepted, as numbers or text, with or without a year', () => {
    expect(check('07', '3', '1990')).toEqual({ok: true, birthday: {day: 7, month: 3, year: 1990}});
    expect(check(31, 12)).toEqual({ok: true, birthday: {day: 31, month: 12, year: null}});
    expect(check('1', '1', '')).toEqual({ok: true, birthday: {day: 1, month: 1, year: null}});
  });

  test('a day outside 1–31 or not a whole number is the day at fault', () => {
    for (const day of ['0', '32', '', '7.5', 'seven', undefined, null, '-1', '1e1']) {
      expect(check(day, '5').ok ? 'ok' : (check(day, '5') as {problem: string}).problem).toBe('day');
    }
  });

  test('a month outside 1–12 is the month at fault', () => {
    expect(check('5', '13')).toEqual({ok: false, problem: 'month'});
    expect(check('5', '0')).toEqual({ok: false, problem: 'month'});
    expect(check('5', undefined)).toEqual({ok: false, problem: 'month'});
  });

  test('a year out of range is the year at fault', () => {
    expect(check('5', '5', '1905')).toEqual({ok: false, problem: 'year'});
    expect(check('5', '5', '2027')).toEqual({ok: false, problem: 'year'});
    expect(check('5', '5', '90')).toEqual({ok: false, problem: 'year'});
    expect(check('5', '5', 'abcd')).toEqual({ok: false, problem: 'year'});
  });

  test('dates that do not exist are refused; 29 February only in leap years or without a year', () => {
    expect(check('31', '4', '1990')).toEqual({ok: false, problem: 'date'});
    expect(check('30', '2')).toEqual({ok: false, problem: 'date'});
    expect(check('29', '2', '2023')).toEqual({ok: false, problem: 'date'});
    expect(check('29', '2', '2000').ok).toBe(true);
    expect(check('29', '2', '1900')).toEqual({ok: false, problem: 'year'});
    expect(check('29', '2').ok).toBe(true);
  });

  test('a birthday after today is refused; today is fine', () => {
    expect(check('16', '6', '2026')).toEqual({ok: false, problem: 'future'});
    expect(check('15', '6', '2026').ok).toBe(true);
    // Without a year there is no future.
    expect(check('16', '6').ok).toBe(true);
  });
});
