// Spec §3 Overlay texts as the modals use them: the newsletter modal of the account area and the review-success
// modal. Pure: the records as the content service answers them (null fields and all) in, the texts a modal can
// show out, or null when a text it cannot do without is missing (the modal is then left out, never half drawn).

export type NewsletterTexts = {
  headline: string | null;
  heading: string;
  paragraph: string | null;
  closeLabel: string;
  submitLabel: string;
  success: {headline: string | null; heading: string; paragraph: string | null};
};

export type ReviewSuccessTexts = {
  /** The accessible name of the close (×) button in the corner. */
  closeIconLabel: string;
  title: string;
  body: string | null;
  /** The button under the text. */
  closeLabel: string;
};

type Maybe<T> = T | null | undefined;

/** A text worth showing: trimmed, not blank. */
export function text(value: Maybe<string>): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed ? trimmed : null;
}

export type NewsletterRecord = {
  headline?: Maybe<string>;
  heading?: Maybe<string>;
  paragraph?: Maybe<string>;
  buttonCloseLabel?: Maybe<string>;
  buttonSubmitLabel?: Maybe<string>;
  successHeadline?: Maybe<string>;
  successHeading?: Maybe<string>;
  successParagraph?: Maybe<string>;
};

/** Heading, both buttons and the success heading are required; headlines and paragraphs are optional. */
export function newsletterTextsFrom(record: Maybe<NewsletterRecord>): NewsletterTexts | null {
  if (!record) return null;
  const heading = text(record.heading);
  const closeLabel = text(record.buttonCloseLabel);
  const submitLabel = text(record.buttonSubmitLabel);
  const successHeading = text(record.successHeading);
  if (!heading || !closeLabel || !submitLabel || !successHeading) return null;
  return {
    headline: text(record.headline),
    heading,
    paragraph: text(record.paragraph),
    closeLabel,
    submitLabel,
    success: {headline: text(record.successHeadline), heading: successHeading, paragraph: text(record.successParagraph)},
  };
}

export type ReviewSuccessRecord = {
  modalCloseLabel?: Maybe<string>;
  title?: Maybe<string>;
  body?: Maybe<string>;
  buttonCloseLabel?: Maybe<string>;
};

/** Title and the button are required; the × takes the button's words when it has none of its own. */
export function reviewSuccessTextsFrom(record: Maybe<ReviewSuccessRecord>): ReviewSuccessTexts | null {
  if (!record) return null;
  const title = text(record.title);
  const closeLabel = text(record.buttonCloseLabel);
  if (!title || !closeLabel) return null;
  return {closeIconLabel: text(record.modalCloseLabel) ?? closeLabel, title, body: text(record.body), closeLabel};
}

/**
 * The query parameter a review platform's invitation sends the shopper back with (Trustpilot's invitation
 * `redirectUri`): `?review=submitted` on the reviews page opens the review-success modal.
 */
export const REVIEW_SUCCESS_PARAM = {name: 'review', value: 'submitted'} as const;

export function isReviewSuccessReturn(search: URLSearchParams): boolean {
  return search.getAll(REVIEW_SUCCESS_PARAM.name).includes(REVIEW_SUCCESS_PARAM.value);
}
