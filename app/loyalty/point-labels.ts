// Spec §3 Loyalty: point unit labels, singular and plural, default to point/points (in the market's language
// where the account area has its words, else the English ones).
import {formatNumber} from '~/markets/format';
import type {PointLabels} from './types';

export const DEFAULT_POINT_LABELS = {singular: 'point', plural: 'points'} as const;

/** The label for `count` points: singular for exactly 1 (and -1), plural otherwise; blanks fall back. */
export function pointUnitLabel(count: number, labels: PointLabels = {}, fallback: PointLabels = DEFAULT_POINT_LABELS): string {
  const pick = (key: 'singular' | 'plural') =>
    labels[key]?.trim() || fallback[key]?.trim() || DEFAULT_POINT_LABELS[key];
  return Math.abs(count) === 1 ? pick('singular') : pick('plural');
}

/** "250 points", with the number in the market's way of writing it. */
export function formatPoints(count: number, siteLocale: string, labels: PointLabels = {}, fallback?: PointLabels): string {
  return `${formatNumber(count, siteLocale)} ${pointUnitLabel(count, labels, fallback)}`;
}
