// What a shopper reads when signing in at checkout fails (spec §8: the error is shown, nothing navigates), in the
// market's words; also carried back to the cart page as `?checkout_error=<problem>` after a form post without JS.
import type {MultipassProblem} from '~/commerce/multipass-checkout.server';
import type {Strings} from '~locales/index';

/** The cart page's query parameter naming why a checkout sign-in without JavaScript failed. */
export const CHECKOUT_ERROR_PARAM = 'checkout_error';

const MESSAGE_KEY: Record<MultipassProblem, keyof Strings> = {
  signedOut: 'checkoutSignInSignedOut',
  otherEmail: 'checkoutSignInRefused',
  badReturnTo: 'checkoutSignInRefused',
  unavailable: 'checkoutSignInFailed',
};

export function isMultipassProblem(value: unknown): value is MultipassProblem {
  return typeof value === 'string' && Object.hasOwn(MESSAGE_KEY, value);
}

/** The message for a problem the Multipass route named; null for anything else (a hand-made query). */
export function checkoutSignInMessage(problem: unknown, strings: Strings): string | null {
  return isMultipassProblem(problem) ? strings[MESSAGE_KEY[problem]] : null;
}
