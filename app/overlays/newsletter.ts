// The newsletter sign-up of the account area (spec §2 account newsletter modal, §3 Overlay texts): what the form
// sends and what its action answers. Pure. The form holds nothing but its intent: who signs up is the session's
// customer, never an email from the request.

/** The one field the form posts (the request guard refuses empty bodies). */
export const NEWSLETTER_INTENT = {name: 'intent', value: 'newsletter-subscribe'} as const;

export type NewsletterFailure = 'signed-out' | 'bad-request' | 'unavailable';

export type NewsletterAnswer =
  | {done: true}
  | {done: false; failure: NewsletterFailure}
  /** Shopify's user errors, passed through (spec §5), shown in the market's words by their code. */
  | {done: false; errors: {field: string | null; message: string; code: string | null}[]};

/** A sign-up is only the exact intent, once: anything else is a bad request (400), never a 500. */
export function isNewsletterSubmission(form: FormData): boolean {
  const values = form.getAll(NEWSLETTER_INTENT.name);
  return values.length === 1 && values[0] === NEWSLETTER_INTENT.value;
}

/** The HTTP status of an answer. */
export function newsletterStatus(answer: NewsletterAnswer): number {
  if (answer.done) return 200;
  if ('errors' in answer) return 400;
  return {'signed-out': 401, 'bad-request': 400, unavailable: 503}[answer.failure];
}

/** An answer saying the session lapsed (what a page may keep on screen instead of reloading into the login). */
export function isSignedOutAnswer(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && (answer as {failure?: unknown}).failure === 'signed-out';
}
