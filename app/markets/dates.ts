// Spec §9 date formats: long D MMMM YYYY (English MMMM D, YYYY), short D MMM YYYY (English MMM D, YYYY), two-digit
// DD/MM/YY; relative dates show Today and Yesterday in the market's language.
//
// A moment (an ISO date-time) is shown on the calendar day it has in the shop's time zone, Europe/Amsterdam (every
// market's, spec §9), on the server and in the browser alike: the worker runs in UTC and a shopper's browser
// anywhere, and a date that differed between the two would be wrong for one of them and break hydration.
// A calendar date (`YYYY-MM-DD`, as content publication dates are) is that day everywhere.
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/nl';
import type {Language} from './markets';

export const SHOP_TIME_ZONE = 'Europe/Amsterdam';

const FORMATS = {
  long: {default: 'D MMMM YYYY', en: 'MMMM D, YYYY'},
  short: {default: 'D MMM YYYY', en: 'MMM D, YYYY'},
  twoDigit: {default: 'DD/MM/YY', en: 'DD/MM/YY'},
} as const;

export type DateStyle = keyof typeof FORMATS;

export const RELATIVE_DAYS: Record<Language, {today: string; yesterday: string}> = {
  nl: {today: 'Vandaag', yesterday: 'Gisteren'},
  de: {today: 'Heute', yesterday: 'Gestern'},
  en: {today: 'Today', yesterday: 'Yesterday'},
  it: {today: 'Oggi', yesterday: 'Ieri'},
  fr: {today: 'Aujourd’hui', yesterday: 'Hier'},
};

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Made on first use, not when the module loads: a browser's first Intl object loads ICU's data (a long task).
let dayInShop: Intl.DateTimeFormat | undefined;

/** The calendar day (`YYYY-MM-DD`) a date or moment falls on in the shop's time zone; null when it is no date. */
export function shopDay(value: string | Date): string | null {
  if (typeof value === 'string') {
    const calendar = CALENDAR_DATE.exec(value);
    if (calendar) return dayjs(value).isValid() && dayjs(value).format('YYYY-MM-DD') === value ? value : null;
  }
  const moment = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(moment.getTime())) return null;
  dayInShop ??= new Intl.DateTimeFormat('en-CA', {timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit'});
  return dayInShop.format(moment);
}

/** The date in the market's format, or '' for a value that is no date (never "Invalid Date" on a page). */
export function formatDate(date: string, language: Language, style: DateStyle = 'long'): string {
  const day = shopDay(date);
  if (!day) return '';
  const formats = FORMATS[style];
  return dayjs(day).locale(language).format(language === 'en' ? formats.en : formats.default);
}

/** "Today" or "Yesterday" in the market's language when the date is one of those days (in the shop's zone), else null. */
export function relativeDay(date: string, language: Language, now: Date = new Date()): string | null {
  const day = shopDay(date);
  const today = shopDay(now);
  if (!day || !today) return null;
  if (day === today) return RELATIVE_DAYS[language].today;
  return day === dayjs(today).subtract(1, 'day').format('YYYY-MM-DD') ? RELATIVE_DAYS[language].yesterday : null;
}

/** Today, Yesterday, or the date in the market's format. */
export function formatDateRelative(date: string, language: Language, style: DateStyle = 'long', now: Date = new Date()): string {
  return relativeDay(date, language, now) ?? formatDate(date, language, style);
}
