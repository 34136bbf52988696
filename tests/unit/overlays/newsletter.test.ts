// The account area's newsletter sign-up (issue 13 §3): the form sends only its intent (who signs up is the
// session's customer); anything else is a 400, a missing session a 401, a failing Shopify a 503.
import {describe, expect, test} from 'vitest';
import {isNewsletterSubmission, NEWSLETTER_INTENT, newsletterStatus} from '~/overlays/newsletter';

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
  test.each([
    [{done: true} as const, 200],
    [{done: false, failure: 'bad-request'} as const, 400],
    [{done: false, failure: 'signed-out'} as const, 401],
    [{done: false, failure: 'unavailable'} as const, 503],
    [{done: false, errors: [{field: 'acceptsMarketing', message: 'Invalid', code: 'INVALID'}]} as const, 400],
  ])('%j → %i', (answer, status) => {
    expect(newsletterStatus(answer)).toBe(status);
  });
});
