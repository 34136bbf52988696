// A loyalty route's refusal in the shopper's words: the resource routes answer 400 with this text, and the panel
// shows it as it comes.
import {format} from '~locales/index';
import type {LoyaltyProblem} from '~/loyalty/answers';
import {MAX_REFERRAL_EMAILS} from '~/loyalty/referrals';
import type {LoyaltyStrings} from './strings';

export function problemText(strings: LoyaltyStrings, invalid: LoyaltyProblem): string {
  if (invalid.field === 'birthday') {
    const texts = {
      day: strings.birthdayProblemDay,
      month: strings.birthdayProblemMonth,
      year: strings.birthdayProblemYear,
      date: strings.birthdayProblemDate,
      future: strings.birthdayProblemFuture,
    } as const;
    return texts[invalid.problem];
  }
  switch (invalid.problem) {
    case 'empty':
      return strings.referralProblemEmpty;
    case 'invalid':
      return format(strings.referralProblemInvalid, {email: invalid.email ?? ''});
    case 'too-many':
      return format(strings.referralProblemTooMany, {max: MAX_REFERRAL_EMAILS});
    case 'own':
      return strings.referralProblemOwn;
  }
}
