import {describe, expect, test} from 'vitest';
import {checkReferralEmails, isEmail, MAX_REFERRAL_EMAILS, splitEmails} from '~/loyalty/referrals';

const OWN = 'Demo@OriginalFuel.example';

describe('referral emails: well formed, at most a few, never the customer own', () => {
  test('addresses split on commas, semicolons, spaces and new lines; repeats and case merged', () => {
    expect(splitEmails('a@x.nl, b@y.de;c@z.fr\nd@w.it  ')).toEqual(['a@x.nl', 'b@y.de', 'c@z.fr', 'd@w.it']);
    expect(checkReferralEmails('Friend@Example.com, friend@example.com', OWN)).toEqual({ok: true, emails: ['friend@example.com']});
    expect(checkReferralEmails(['a@x.nl', 'b@y.de'], OWN)).toEqual({ok: true, emails: ['a@x.nl', 'b@y.de']});
  });

  test('nothing, or only separators, is empty', () => {
    expect(checkReferralEmails('', OWN)).toEqual({ok: false, problem: 'empty'});
    expect(checkReferralEmails(' , ; ', OWN)).toEqual({ok: false, problem: 'empty'});
    expect(checkReferralEmails(undefined, OWN)).toEqual({ok: false, problem: 'empty'});
    expect(checkReferralEmails({emails: 'a@x.nl'}, OWN)).toEqual({ok: false, problem: 'empty'});
  });

  test('a malformed address is named', () => {
    expect(checkReferralEmails('good@x.nl, not-an-email', OWN)).toEqual({ok: false, problem: 'invalid', email: 'not-an-email'});
    for (const bad of ['a@b', '@x.nl', 'a@@x.nl', 'a@x.n', `${'a'.repeat(250)}@x.nl`, 'a<b>@x.nl']) expect(isEmail(bad)).toBe(false);
  });

  test(`more than ${MAX_REFERRAL_EMAILS} friends at once is too many`, () => {
    const many = Array.from({length: MAX_REFERRAL_EMAILS + 1}, (_, index) => `f${index}@x.nl`).join(',');
    expect(checkReferralEmails(many, OWN)).toEqual({ok: false, problem: 'too-many'});
    const enough = Array.from({length: MAX_REFERRAL_EMAILS}, (_, index) => `f${index}@x.nl`).join(',');
    expect(checkReferralEmails(enough, OWN).ok).toBe(true);
  });

  test("the customer's own address is refused, whatever its case", () => {
    expect(checkReferralEmails('friend@x.nl, demo@originalfuel.example', OWN)).toEqual({ok: false, problem: 'own'});
  });
});
