// Spec §6 and §7: on checkout a signed-in customer is signed in at the checkout host first. POST
// /api/shopify/multipass {email, returnTo} → {url}. The customer is always the session's (app/commerce/
// customer-access.server.ts): an email in the body only has to agree with it, it never chooses whom to sign in.
import type {AppLoadContext} from '~/context.server';
import {checkoutUrlOnHost, withCheckoutLocale} from './checkout-target';
import {sessionCustomer, type SessionCustomer} from './customer-access.server';
import {multipassCheckoutUrl} from './multipass.server';

export type MultipassProblem = 'signedOut' | 'otherEmail' | 'badReturnTo' | 'unavailable';

export type MultipassOutcome =
  | {ok: true; url: string}
  | {ok: false; status: 400 | 401 | 403 | 503; problem: MultipassProblem};

export type MultipassRequest = {email?: unknown; returnTo?: unknown};

type Context = Pick<AppLoadContext, 'session' | 'storefront' | 'routing' | 'market' | 'env' | 'log'>;

const STATUS: Record<MultipassProblem, 400 | 401 | 403 | 503> = {
  signedOut: 401,
  otherEmail: 403,
  badReturnTo: 400,
  unavailable: 503,
};

function refused(problem: MultipassProblem): MultipassOutcome {
  return {ok: false, status: STATUS[problem], problem};
}

/** An email in the body must name the session's customer (case and surrounding spaces aside); none is fine. */
export function emailAgrees(sent: unknown, customer: Pick<SessionCustomer, 'email'>): boolean {
  if (sent === undefined || sent === null || sent === '') return true;
  return typeof sent === 'string' && sent.trim().toLowerCase() === customer.email.trim().toLowerCase();
}

/**
 * The checks and the token, for the customer given: signed in, the body's email theirs, returnTo a checkout URL on
 * the market's checkout host (with the market's `locale` added), a secret configured.
 */
export async function multipassOutcomeFor(
  customer: SessionCustomer | null,
  body: MultipassRequest,
  settings: {checkoutHost: string; locale: string; secret: string | undefined; now?: Date},
): Promise<MultipassOutcome> {
  if (!customer) return refused('signedOut');
  if (!emailAgrees(body.email, customer)) return refused('otherEmail');
  const target = checkoutUrlOnHost(body.returnTo, settings.checkoutHost);
  if (!target) return refused('badReturnTo');
  if (!settings.secret) {
    console.error('[multipass] MULTIPASS_SECRET is not set: signed-in checkout is unavailable');
    return refused('unavailable');
  }
  const returnTo = withCheckoutLocale(target, settings.locale);
  return {ok: true, url: await multipassCheckoutUrl(settings.secret, customer, returnTo, settings.now)};
}

/** The same for the request's session; a Storefront that cannot say who is signed in is `unavailable`. */
export async function multipassForSession(context: Context, body: MultipassRequest): Promise<MultipassOutcome> {
  let customer: SessionCustomer | null;
  try {
    customer = await sessionCustomer(context);
  } catch (error) {
    context.log.error('[multipass] Could not read the session customer:', error instanceof Error ? error.message : error);
    return refused('unavailable');
  }
  return multipassOutcomeFor(customer, body, {
    checkoutHost: context.market.checkoutHost,
    locale: context.market.locale,
    secret: context.env.MULTIPASS_SECRET,
  });
}
