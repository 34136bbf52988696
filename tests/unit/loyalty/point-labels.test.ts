import {describe, expect, test} from 'vitest';
import {formatPoints, pointUnitLabel} from '~/loyalty/point-labels';

describe('spec §3: point unit labels default to point/points', () => {
  test('singular for one, plural otherwise', () => {
    expect(pointUnitLabel(1)).toBe('point');
    expect(pointUnitLabel(-1)).toBe('point');
    expect(pointUnitLabel(0)).toBe('points');
    expect(pointUnitLabel(250)).toBe('points');
  });

  test("the merchant's labels first, then the market's words, then point/points", () => {
    const dutch = {singular: 'punt', plural: 'punten'};
    expect(pointUnitLabel(2, {singular: 'coin', plural: 'coins'}, dutch)).toBe('coins');
    expect(pointUnitLabel(2, {singular: 'coin', plural: '  '}, dutch)).toBe('punten');
    expect(pointUnitLabel(1, {}, dutch)).toBe('punt');
    expect(pointUnitLabel(1, {singular: null}, {})).toBe('point');
    expect(pointUnitLabel(3, {}, {singular: '', plural: ''})).toBe('points');
  });

  test("numbers are written the market's way", () => {
    expect(formatPoints(1500, 'de-DE', {}, {singular: 'Punkt', plural: 'Punkte'})).toBe('1.500 Punkte');
    expect(formatPoints(1, 'en-150')).toBe('1 point');
  });
});
