import {describe, expect, test} from 'vitest';
import {readablePageVariables, readableSectionStyle} from '~/components/product/page-colors';
import {contrastRatio, MIN_TEXT_CONTRAST} from '~/content/readable-color';
import {COLORS, FALLBACK_ACCENT} from '~styles/tokens';

describe('product page colours from content are made readable', () => {
  test('readable page text and breadcrumbs stay as the editors set them', () => {
    const variables = readablePageVariables({'--page-bg': '#10223a', '--page-text': '#ffffff', '--breadcrumbs': '#ffd27a'});
    expect(variables['--page-text']).toBe('#ffffff');
    expect(variables['--breadcrumbs']).toBe('#ffd27a');
  });

  test('unreadable page text and breadcrumbs become ink or paper', () => {
    const variables = readablePageVariables({'--page-bg': '#f6f1ea', '--page-text': '#ffffff', '--breadcrumbs': '#fe5000'});
    expect(variables['--page-text']).toBe(COLORS.ink);
    expect(variables['--breadcrumbs']).toBe(COLORS.ink);
  });

  test('a dark page background without a text colour gets paper text', () => {
    expect(readablePageVariables({'--page-bg': '#111111'})['--page-text']).toBe(COLORS.paper);
  });

  test('on a page background where muted grey is not readable, muted text takes the page text colour', () => {
    const variables = readablePageVariables({'--page-bg': '#e6e1de', '--page-text': '#1a1a1a'});
    expect(variables['--color-muted']).toBe('#1a1a1a');
    expect(readablePageVariables({'--page-bg': '#ffffff'})).not.toHaveProperty('--color-muted');
  });

  test('without page colours no page text is imposed', () => {
    const variables = readablePageVariables({'--product-accent': '#0047ab'});
    expect(variables).not.toHaveProperty('--page-text');
    expect(variables).not.toHaveProperty('--breadcrumbs');
  });

  test('the accent gets a text shade readable on the page background; the accent itself is kept', () => {
    const variables = readablePageVariables({'--product-accent': FALLBACK_ACCENT, '--page-bg': '#ffffff'});
    expect(variables['--product-accent']).toBe(FALLBACK_ACCENT);
    expect(contrastRatio(variables['--product-accent-text'], '#ffffff')!).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

describe('section colours from content are made readable', () => {
  test('a readable section keeps its colours and the site greys', () => {
    const style = readableSectionStyle({backgroundColor: '#ffffff', color: '#1d1d1b', paddingTop: 4});
    expect(style).toMatchObject({backgroundColor: '#ffffff', color: '#1d1d1b', paddingTop: 4});
    expect(style).not.toHaveProperty('--color-muted');
  });

  test('white text on a pale section becomes ink', () => {
    expect(readableSectionStyle({backgroundColor: '#fde8dc', color: '#ffffff'}).color).toBe(COLORS.ink);
  });

  test('on a dark section muted text takes the section text colour and the strong accent is lightened', () => {
    const style = readableSectionStyle({backgroundColor: '#1d1d1b', color: '#ffffff'});
    expect(style['--color-muted']).toBe('#ffffff');
    expect(contrastRatio(style['--color-accent-strong'], '#1d1d1b')!).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  test('a section without colours is left alone', () => {
    expect(readableSectionStyle({marginTop: 8})).toEqual({marginTop: 8});
  });
});
