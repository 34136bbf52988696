// Spec §3 Overlay texts (issue 13 §3): the newsletter and review-success modals show only with the texts they
// cannot do without; optional texts may be missing or blank; the review-success return parameter.
import {describe, expect, test} from 'vitest';
import {
  isReviewSuccessReturn,
  newsletterTextsFrom,
  reviewSuccessTextsFrom,
  type NewsletterRecord,
  type ReviewSuccessRecord,
} from '~/overlays/overlay-texts';

const NEWSLETTER: Required<NewsletterRecord> = {
  headline: 'Newsletter',
  heading: 'Never miss an offer',
  paragraph: 'Recipes and offers.',
  buttonCloseLabel: 'No, thanks',
  buttonSubmitLabel: 'Sign up',
  successHeadline: 'Done',
  successHeading: 'You are signed up',
  successParagraph: 'See you soon.',
};

const REVIEW: Required<ReviewSuccessRecord> = {modalCloseLabel: 'Close', title: 'Thank you', body: 'It arrived.', buttonCloseLabel: 'Continue'};

const EMPTY = [null, undefined, '', '   ', '\n'];

describe('newsletter modal texts', () => {
  test('a full record, trimmed', () => {
    expect(newsletterTextsFrom({...NEWSLETTER, heading: '  Never miss an offer '})).toEqual({
      headline: 'Newsletter',
      heading: 'Never miss an offer',
      paragraph: 'Recipes and offers.',
      closeLabel: 'No, thanks',
      submitLabel: 'Sign up',
      success: {headline: 'Done', heading: 'You are signed up', paragraph: 'See you soon.'},
    });
  });

  test('no record: no modal', () => {
    expect(newsletterTextsFrom(null)).toBeNull();
    expect(newsletterTextsFrom(undefined)).toBeNull();
  });

  const REQUIRED = ['heading', 'buttonCloseLabel', 'buttonSubmitLabel', 'successHeading'] as const;
  const OPTIONAL = ['headline', 'paragraph', 'successHeadline', 'successParagraph'] as const;
  for (const field of REQUIRED) {
    test.each(EMPTY)(`without ${field} (%j): no modal`, (value) => {
      expect(newsletterTextsFrom({...NEWSLETTER, [field]: value})).toBeNull();
    });
  }
  for (const field of OPTIONAL) {
    test.each(EMPTY)(`without ${field} (%j): the modal, without that text`, (value) => {
      const texts = newsletterTextsFrom({...NEWSLETTER, [field]: value});
      expect(texts).not.toBeNull();
      expect(JSON.stringify(texts)).not.toContain(NEWSLETTER[field]);
    });
  }
});

describe('review-success modal texts', () => {
  test('a full record', () => {
    expect(reviewSuccessTextsFrom(REVIEW)).toEqual({closeIconLabel: 'Close', title: 'Thank you', body: 'It arrived.', closeLabel: 'Continue'});
  });

  for (const field of ['title', 'buttonCloseLabel'] as const) {
    test.each(EMPTY)(`without ${field} (%j): no modal`, (value) => {
      expect(reviewSuccessTextsFrom({...REVIEW, [field]: value})).toBeNull();
    });
  }

  test.each(EMPTY)('without modalCloseLabel (%j): the × is named by the close button’s words', (value) => {
    expect(reviewSuccessTextsFrom({...REVIEW, modalCloseLabel: value})?.closeIconLabel).toBe('Continue');
  });

  test.each(EMPTY)('without body (%j): title and button only', (value) => {
    expect(reviewSuccessTextsFrom({...REVIEW, body: value})?.body).toBeNull();
  });
});

describe('the return from a review platform (?review=submitted)', () => {
  test.each([
    ['review=submitted', true],
    ['page=2&review=submitted', true],
    ['review=other&review=submitted', true],
    ['review=Submitted', false],
    ['review=', false],
    ['reviews=submitted', false],
    ['', false],
    ['review=submitted%20', false],
  ])('%j → %s', (search, expected) => {
    expect(isReviewSuccessReturn(new URLSearchParams(search))).toBe(expected);
  });
});
