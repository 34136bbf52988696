// The status line under a form that adds to the cart: what the cart action answered its fetcher. A failure
// shows our own message (a refused form, in the market's words) first, else the Storefront's userError as sent.
import type {CartProblem} from '~/commerce/cart-input';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {useRouteContext} from '~/context/route-context';
import type {Strings} from '~locales/index';

export type CartAnswer = {
  cart?: {totalQuantity?: number} | null;
  userErrors?: {message: string}[];
  problem?: CartProblem | null;
};

export function cartFailureMessage(answer: CartAnswer | undefined, strings: Strings): string | null {
  if (!answer) return null;
  if (answer.problem) return strings[answer.problem];
  if (answer.userErrors?.length) return answer.userErrors[0]!.message;
  return answer.cart ? null : strings.cartError;
}

/** `answer` is the fetcher's data once it is idle again; nothing is shown before the first answer. */
export function CartAnswerStatus({answer}: {answer: CartAnswer | undefined}) {
  const {strings} = useRouteContext();
  const failure = cartFailureMessage(answer, strings);
  return (
    <p role="status" className="mt-2 min-h-5 text-sm" data-testid="add-to-cart-status">
      {answer
        ? (failure ?? (
            <>
              {strings.cartAdded}{' '}
              <LocalizedLink to="/cart" className="font-semibold underline">
                {strings.cartTitle}
              </LocalizedLink>
            </>
          ))
        : null}
    </p>
  );
}
