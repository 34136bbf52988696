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

export type CheckoutSignInAnswer = {url: string} | {error: string | null};

/**
 * Asks the Multipass route for the signed-in checkout URL. `{url}` on success; otherwise the route's message
 * (`{success: false, error}`), or null when nothing readable came back (network down, a refusal without one).
 */
export async function requestCheckoutSignIn(
  endpoint: string,
  body: {email: string; returnTo: string},
  fetcher: typeof fetch = fetch,
): Promise<CheckoutSignInAnswer> {
  let answer: unknown;
  try {
    const response = await fetcher(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    answer = await response.json();
    if (response.ok && typeof (answer as {url?: unknown}).url === 'string') return {url: (answer as {url: string}).url};
  } catch {
    return {error: null};
  }
  const error = (answer as {error?: unknown; message?: unknown} | null) ?? {};
  const text = typeof error.error === 'string' ? error.error : typeof error.message === 'string' ? error.message : null;
  return {error: text};
}
