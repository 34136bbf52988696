// README "Product detail pages": section visibility and spacing from settings, anchors (`#<record id>`,
// `#<model name>`, `#<heading slug>`), and the summary's truncation (spec §2 Summary).
import {describe, expect, test} from 'vitest';
import {anchorHref, sectionAnchors, sectionFrame, sectionHeading, sectionVisibility, truncateText, type Section} from '~/content/sections';

const section = (typename: string, id: string, fields: Record<string, unknown> = {}) =>
  ({__typename: typename, id, ...fields}) as unknown as Section;

describe('visibility and spacing from section settings', () => {
  test('visibility is read in any case and spacing; anything else shows everywhere', () => {
    expect(sectionVisibility({visibility: ' Mobile '})).toBe('mobile');
    expect(sectionVisibility({visibility: 'DESKTOP'})).toBe('desktop');
    expect(sectionVisibility({visibility: 'tablet'})).toBe('all');
    expect(sectionVisibility(null)).toBe('all');
  });

  test('a spacing that is no finite number of px is left out', () => {
    const frame = sectionFrame({
      marginTopMobile: Number.NaN,
      marginTopDesktop: Number.POSITIVE_INFINITY,
      paddingTopMobile: 4,
      paddingBottomMobile: 32,
      paddingBottomDesktop: 64,
    });
    // No margins (the default); the padding's 4px applies at every width.
    expect(frame.style).toEqual({'--section-pt': '4px', '--section-pt-md': '4px'});
    expect(frame.className).toBe('');
  });
});

describe('anchors', () => {
  test('a navigation item links to its slug as typed, or to the slug of a heading typed with spaces', () => {
    expect(anchorHref('FAQ')).toBe('#FAQ');
    expect(anchorHref('##faq')).toBe('#faq');
    expect(anchorHref('faq#2')).toBe('#faq#2');
    expect(anchorHref('FAQ ')).toBe('#FAQ');
    expect(anchorHref('Veelgestelde vragen')).toBe('#veelgestelde-vragen');
    expect(anchorHref('')).toBeNull();
    expect(anchorHref(null)).toBeNull();
    expect(anchorHref(' # ')).toBeNull();
  });

  test('a section is known by its heading, else its headline, else (reviews list) its reviews label', () => {
    expect(sectionHeading(section('FaqSectionRecord', 'f', {heading: 'Vragen'}))).toBe('Vragen');
    expect(sectionHeading(section('ContentImageSectionRecord', 'c', {headline: 'Sporten'}))).toBe('Sporten');
    expect(sectionHeading(section('ReviewsListSectionRecord', 'r', {labelReviews: 'Beoordelingen'}))).toBe('Beoordelingen');
    expect(sectionHeading(section('ReviewsSectionRecord', 'r', {labelReviews: 'Beoordelingen'}))).toBeNull();
    expect(sectionHeading(section('FaqSectionRecord', 'f', {heading: '   '}))).toBeNull();
    expect(sectionHeading(section('FaqSectionRecord', 'f', {heading: ' Vragen '}))).toBe(' Vragen ');
  });

  test('a name that is another section\'s record id is not taken again', () => {
    const anchors = sectionAnchors([section('SpacerSectionRecord', 'faq'), section('FaqSectionRecord', 'f1', {heading: 'spacer'})]);
    expect(anchors.get('faq')).toEqual(['spacer']);
    expect(anchors.get('f1')).toEqual([]);
  });
});

describe('summary truncation (spec §2 Summary)', () => {
  test('no limit, a zero or negative limit: never truncated', () => {
    expect(truncateText('Lang verhaal over eiwit', 0)).toBeNull();
    expect(truncateText('Lang verhaal over eiwit', -5)).toBeNull();
    expect(truncateText('Lang verhaal over eiwit', null)).toBeNull();
  });

  test('text exactly at the limit fits; white space runs count once and the ends not at all', () => {
    expect(truncateText('abcde', 5)).toBeNull();
    expect(truncateText('  ab   cd  ', 5)).toBeNull();
    expect(truncateText('abcdef', 5)).toBe('abcde…');
  });

  test('cut at the last space within 20 characters of the limit, trailing punctuation dropped', () => {
    expect(truncateText('Whey protein, isolate and more', 16)).toBe('Whey protein…');
    // The space 20 characters back still counts; 21 back does not (the word is cut instead).
    expect(truncateText(`a ${'b'.repeat(19)}cc`, 21)).toBe('a…');
    expect(truncateText(`a ${'b'.repeat(19)}cc`, 22)).toBe(`a ${'b'.repeat(19)}c…`);
    expect(truncateText(' abcdefgh', 4)).toBe('abcd…');
    expect(truncateText('abc...., rest', 9)).toBe('abc…');
  });
});
