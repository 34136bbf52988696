// Issue 10 §8, spec §7 Tracking: who is signed in, for the email marketing service (Klaviyo identify: email, first
// and last name, language), built from the account state. Pure; the browser side is in AccountStateProvider. The
// chat widget's identity is built on the server from the session's customer (chat.ts).

export type TrackedCustomer = {id: string; email: string; firstName: string | null; lastName: string | null};

/** Klaviyo's identify properties (API-SHAPES §7.1): `$email` is the identifier; `lang` a custom key. */
export function klaviyoIdentity(customer: TrackedCustomer, language: string): Record<string, string> {
  const identity: Record<string, string> = {$email: customer.email, lang: language};
  if (customer.firstName) identity.$first_name = customer.firstName;
  if (customer.lastName) identity.$last_name = customer.lastName;
  return identity;
}

/** Klaviyo's queue (`_learnq`), drained by its script when (and if) it loads. */
type KlaviyoQueue = {_learnq?: unknown[]};

/** Identifies the customer once per browser session and email: a login, not every page view. */
export function identifyOnce(
  customer: TrackedCustomer,
  language: string,
  target: KlaviyoQueue & {sessionStorage?: Pick<Storage, 'getItem' | 'setItem'>},
): boolean {
  const key = 'of_identified';
  let already: string | null = null;
  try {
    already = target.sessionStorage?.getItem(key) ?? null;
  } catch {
    // Storage can be blocked; identifying again is harmless.
  }
  if (already === customer.email) return false;
  (target._learnq ??= []).push(['identify', klaviyoIdentity(customer, language)]);
  try {
    target.sessionStorage?.setItem(key, customer.email);
  } catch {
    // ignored, as above
  }
  return true;
}
