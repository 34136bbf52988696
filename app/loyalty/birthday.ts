// Spec §7: POST /api/yotpo/{locale}/birthday {day, month, year}. Yotpo needs day and month; the year is
// optional there and here. What a shopper types is checked before Yotpo hears of it.
import type {LoyaltyBirthday} from './types';

/** Nobody alive was born before this many years ago. */
export const MAX_AGE_YEARS = 120;

export type BirthdayProblem = 'day' | 'month' | 'year' | 'date' | 'future';
export type BirthdayCheck = {ok: true; birthday: LoyaltyBirthday} | {ok: false; problem: BirthdayProblem};

/** A whole number written plainly ("07", 7), or null ("7.5", "", "1e1", " "). */
function wholeNumber(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,4}$/.test(text) ? Number(text) : null;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

function daysInMonth(month: number, year: number | null): number {
  // Without a year, 29 February is a birthday some people have.
  if (month === 2) return year === null || (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Day 1–31 and month 1–12 required; the year, when given, between {today − MAX_AGE_YEARS} and this year; the
 * three a real date (no 31 April, 29 February only in leap years) and not after today.
 */
export function checkBirthday(input: {day?: unknown; month?: unknown; year?: unknown}, today: Date = new Date()): BirthdayCheck {
  const day = wholeNumber(input.day);
  const month = wholeNumber(input.month);
  if (day === null || day < 1 || day > 31) return {ok: false, problem: 'day'};
  if (month === null || month < 1 || month > 12) return {ok: false, problem: 'month'};
  let year: number | null = null;
  if (!isBlank(input.year)) {
    year = wholeNumber(input.year);
    const thisYear = today.getUTCFullYear();
    if (year === null || year < thisYear - MAX_AGE_YEARS || year > thisYear) return {ok: false, problem: 'year'};
  }
  if (day > daysInMonth(month, year)) return {ok: false, problem: 'date'};
  if (year !== null) {
    const born = Date.UTC(year, month - 1, day);
    const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    if (born > todayUtc) return {ok: false, problem: 'future'};
  }
  return {ok: true, birthday: {day, month, year}};
}
