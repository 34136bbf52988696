// The account area's newsletter sign-up (issue 13 §3): the form sends only its intent (who signs up is the
// session's customer); anything else is a 400, a missing session a 401, a failing Shopify a 503.
import {describe, expect, test} from 'vitest';
import {isNewsletterSubmission, isSignedOutAnswer, NEWSLETTER_INTENT, newsletterStatus, type NewsletterAnswer} from '~/overlays/newsletter';

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('what counts as a sign-up', () => {
  test('exactly the intent', () => {
    expect(isNewsletterSubmission(form([[NEWSLETTER_INTENT.name, NEWSLETTER_INTENT.value]]))).toBe(true);
    // Other fields (an email, say) are ignored: the customer is the session's.
    expect(isNewsletterSubmission(form([[NEWSLETTER_INTENT.name, NEWSLETTER_INTENT.value], ['email', 'x@example.com']]))).toBe(true);
  });

  test.each([
    [[]],
    [[['intent', '']]],
    [[['intent', 'newsletter-subscribe ']]],
    [[['intent', 'NEWSLETTER-SUBSCRIBE']]],
    [[['intent', 'unsubscribe']]],
    [[['Intent', 'newsletter-subscribe']]],
    [[['intent', 'newsletter-subscribe'], ['intent', 'newsletter-subscribe']]],
    [[['email', 'x@example.com']]],
  ] as [[string, string][]][])('not a sign-up: %j', (entries) => {
    expect(isNewsletterSubmission(form(entries))).toBe(false);
  });
});

describe('answer statuses', () => {
  test.each<[NewsletterAnswer, number]>([
    [{done: true}, 200],
    [{done: false, failure: 'bad-request'}, 400],
    [{done: false, failure: 'signed-out'}, 401],
    [{done: false, failure: 'unavailable'}, 503],
    [{done: false, errors: [{field: 'acceptsMarketing', message: 'Invalid', code: 'INVALID'}]}, 400],
  ])('%j → %i', (answer, status) => {
    expect(newsletterStatus(answer)).toBe(status);
  });
});

describe('a lapsed session keeps the overview on screen (no reload into the login page)', () => {
  test.each([
    [{done: false, failure: 'signed-out'}, true],
    [{done: false, failure: 'unavailable'}, false],
    [{done: true}, false],
    [null, false],
    [undefined, false],
    ['signed-out', false],
    [{failure: 'Signed-out'}, false],
  ])('%j → %s', (answer, expected) => {
    expect(isSignedOutAnswer(answer)).toBe(expected);
  });
});
