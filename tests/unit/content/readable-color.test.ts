import {describe, expect, test} from 'vitest';
import {
  contrastRatio,
  MIN_TEXT_CONTRAST,
  readableAccentOn,
  readableColors,
  readableTextColor,
  readableTextOn,
  relativeLuminance,
} from '~/content/readable-color';
import {COLORS, FALLBACK_ACCENT} from '~styles/tokens';

const INK = COLORS.ink;
const PAPER = COLORS.paper;

describe('contrast ratio (WCAG 2.1)', () => {
  test('black on white is 21:1 and a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fe5000', '#fe5000')).toBe(1);
  });

  test('short and long hex forms, any case, read the same', () => {
    expect(relativeLuminance('#FFF')).toBe(relativeLuminance('#ffffff'));
    expect(contrastRatio('#abc', '#000')).toBe(contrastRatio('#AABBCC', '#000000'));
  });

  test('what is not a hex colour has no contrast', () => {
    expect(relativeLuminance('var(--page-bg)')).toBeNull();
    expect(relativeLuminance('#12345')).toBeNull();
    expect(contrastRatio(null, '#ffffff')).toBeNull();
  });

  test('white on the brand orange fails AA; ink on it passes', () => {
    expect(contrastRatio(PAPER, FALLBACK_ACCENT)!).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(contrastRatio(INK, FALLBACK_ACCENT)!).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

describe('design tokens meet AA where they carry text', () => {
  test('text on the accent (on-accent) is readable on the accent', () => {
    expect(contrastRatio(COLORS['on-accent'], COLORS.accent)!).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  test('the strong accent is readable on paper and sand, and paper on it', () => {
    expect(contrastRatio(COLORS['accent-strong'], PAPER)!).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(COLORS['accent-strong'], COLORS.sand)!).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  test('muted text is readable on paper and sand', () => {
    expect(contrastRatio(COLORS.muted, PAPER)!).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(COLORS.muted, COLORS.sand)!).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

describe('readable text on a background', () => {
  test('ink on light backgrounds, paper on dark ones', () => {
    expect(readableTextOn('#ffffff')).toBe(INK);
    expect(readableTextOn('#fe5000')).toBe(INK);
    expect(readableTextOn('#1d1d1b')).toBe(PAPER);
    expect(readableTextOn('#0047ab')).toBe(PAPER);
  });

  test('an unreadable background falls back to ink', () => {
    expect(readableTextOn('rebeccapurple')).toBe(INK);
  });
});

describe("the editors' text colour is kept only when it is readable", () => {
  test('a readable pair stays as the editors set it', () => {
    expect(readableTextColor('#1d1d1b', '#ffd700')).toBe('#ffd700');
  });

  test('white on the brand orange becomes ink', () => {
    expect(readableTextColor('#fe5000', '#ffffff')).toBe(INK);
  });

  test('a light text colour without a background is checked against the page (paper)', () => {
    expect(readableTextColor(null, '#f0f0f0')).toBe(INK);
    expect(readableTextColor(undefined, '#004400')).toBe('#004400');
  });

  test('a background without a text colour gets ink or paper', () => {
    expect(readableTextColor('#102030')).toBe(PAPER);
    expect(readableTextColor('#fafafa')).toBe(INK);
  });

  test('with neither colour nothing is imposed', () => {
    expect(readableTextColor(null, null)).toBeUndefined();
  });

  test('a background that cannot be measured keeps the preferred colour', () => {
    expect(readableTextColor('var(--page-bg)', '#123456')).toBe('#123456');
    expect(readableTextColor('var(--page-bg)')).toBeUndefined();
  });

  test('a text colour that is not a hex colour is replaced', () => {
    expect(readableTextColor('#000000', 'nonsense')).toBe(PAPER);
  });

  test('as a style: the background as given, the text made readable', () => {
    expect(readableColors('#fe5000', '#ffffff')).toEqual({backgroundColor: '#fe5000', color: INK});
    expect(readableColors(null, null)).toEqual({});
  });
});

describe('an accent colour used as text', () => {
  test('a readable accent stays as it is', () => {
    expect(readableAccentOn('#0047ab', '#ffffff')).toBe('#0047ab');
  });

  test('the brand orange on paper is darkened just enough, keeping its hue', () => {
    const text = readableAccentOn(FALLBACK_ACCENT, PAPER);
    expect(contrastRatio(text, PAPER)!).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(text).not.toBe(INK);
    // Red stays the strongest channel: still an orange-red, not grey.
    const [r, g, b] = [1, 3, 5].map((start) => parseInt(text.slice(start, start + 2), 16));
    expect(r!).toBeGreaterThan(g!);
    expect(g!).toBeGreaterThanOrEqual(b!);
  });

  test('on a dark background the accent is lightened instead', () => {
    const text = readableAccentOn('#5a1a00', '#1d1d1b');
    expect(contrastRatio(text, '#1d1d1b')!).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(relativeLuminance(text)!).toBeGreaterThan(relativeLuminance('#5a1a00')!);
  });

  test('without a background the page paper is assumed; unknown colours are kept', () => {
    expect(contrastRatio(readableAccentOn('#ffcc00', null), PAPER)!).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(readableAccentOn('var(--x)', PAPER)).toBe('var(--x)');
  });
});
