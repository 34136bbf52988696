import {describe, expect, test} from 'vitest';
import {colorVariables, productColors, readableOn} from '~/commerce/colors';
import {FALLBACK_ACCENT} from '~styles/tokens';

const c = (hex: string) => ({hex});

describe('accent colour chain (spec §3)', () => {
  test('the flavour colour comes first', () => {
    expect(
      productColors({flavour: {colour: c('#111111')}, variant: {color: c('#222222')}, product: {color: c('#333333')}}).accent,
    ).toBe('#111111');
  });

  test('then the variant colour, then the product colour', () => {
    expect(productColors({flavour: {colour: null}, variant: {color: c('#222222')}, product: {color: c('#333333')}}).accent).toBe(
      '#222222',
    );
    expect(productColors({variant: {}, product: {color: c('#333333')}}).accent).toBe('#333333');
  });

  test('then the brand orange', () => {
    expect(productColors({}).accent).toBe(FALLBACK_ACCENT);
    expect(FALLBACK_ACCENT).toBe('#fe5000');
  });

  test('the secondary accent is the flavour’s second colour, else the accent', () => {
    expect(productColors({flavour: {colour: c('#111111'), secondaryColor: c('#999999')}}).accentSecondary).toBe('#999999');
    expect(productColors({product: {color: c('#333333')}}).accentSecondary).toBe('#333333');
  });
});

describe('page colours', () => {
  test('the variant’s page colours over the product’s, each on its own', () => {
    const colors = productColors({
      variant: {pageBackgroundColor: c('#aaaaaa'), breadcrumbsColor: c('#bbbbbb')},
      product: {
        pageBackgroundColor: c('#000001'),
        pageForegroundColor: c('#000002'),
        pageTextColor: c('#000003'),
        breadcrumbsColor: c('#000004'),
      },
    });
    expect(colors).toMatchObject({
      pageBackground: '#aaaaaa',
      pageForeground: '#000002',
      pageText: '#000003',
      breadcrumbs: '#bbbbbb',
    });
  });

  test('the product background is the flavour’s, else the product’s', () => {
    expect(
      productColors({flavour: {productBackgroundColor: c('#f0f0f0')}, product: {backgroundColor: c('#e0e0e0')}})
        .productBackground,
    ).toBe('#f0f0f0');
    expect(productColors({product: {backgroundColor: c('#e0e0e0')}}).productBackground).toBe('#e0e0e0');
  });
});

describe('CSS custom properties', () => {
  test('the accents always, page colours only when set', () => {
    expect(colorVariables(productColors({variant: {pageTextColor: c('#101010')}}))).toEqual({
      '--product-accent': FALLBACK_ACCENT,
      '--product-accent-contrast': '#1d1d1b',
      '--product-accent-secondary': FALLBACK_ACCENT,
      '--page-text': '#101010',
    });
    const all = colorVariables(
      productColors({
        flavour: {colour: c('#1'), secondaryColor: c('#2'), productBackgroundColor: c('#3')},
        product: {pageBackgroundColor: c('#4'), pageForegroundColor: c('#5'), pageTextColor: c('#6'), breadcrumbsColor: c('#7')},
      }),
    );
    expect(Object.keys(all).sort()).toEqual(
      [
        '--breadcrumbs',
        '--page-bg',
        '--page-fg',
        '--page-text',
        '--product-accent',
        '--product-accent-contrast',
        '--product-accent-secondary',
        '--product-bg',
      ].sort(),
    );
  });
});

describe('text on the accent', () => {
  test('ink on light accents, paper on dark ones', () => {
    expect(readableOn('#f5e6a8')).toBe('#1d1d1b');
    expect(readableOn('#123')).toBe('#ffffff');
    expect(readableOn('#5a3a22')).toBe('#ffffff');
    expect(readableOn('not a colour')).toBe('#ffffff');
  });
});
