// Spec §9 date formats: long D MMMM YYYY (English MMMM D, YYYY), short D MMM YYYY (English MMM D, YYYY).
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/nl';
import type {Language} from './markets';

const FORMATS = {
  long: {default: 'D MMMM YYYY', en: 'MMMM D, YYYY'},
  short: {default: 'D MMM YYYY', en: 'MMM D, YYYY'},
  twoDigit: {default: 'DD/MM/YY', en: 'DD/MM/YY'},
} as const;

export function formatDate(date: string, language: Language, style: keyof typeof FORMATS = 'long'): string {
  const formats = FORMATS[style];
  return dayjs(date).locale(language).format(language === 'en' ? formats.en : formats.default);
}
