// Spec §7: POST /api/yotpo/{locale}/send-referral-mails {emails}: friends' addresses the referral mail goes to,
// sent from the signed-in customer's own address (never one from the request).

/** At most this many friends per submission: a referral form, not a mailing tool. */
export const MAX_REFERRAL_EMAILS = 10;
/** RFC 5321's limit for a whole address. */
const MAX_EMAIL_LENGTH = 254;
/** One @, something before it, a dotted domain after it, no spaces, commas or angle brackets. */
const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>".]{2,}$/;

export type ReferralProblem = 'empty' | 'invalid' | 'too-many' | 'own';
export type ReferralCheck = {ok: true; emails: string[]} | {ok: false; problem: ReferralProblem; email?: string};

export function isEmail(text: string): boolean {
  return text.length <= MAX_EMAIL_LENGTH && EMAIL.test(text);
}

/** Addresses from a text (commas, semicolons, spaces or new lines between them) or a list of texts. */
export function splitEmails(input: unknown): string[] {
  const texts = Array.isArray(input) ? input : [input];
  return texts
    .filter((text): text is string => typeof text === 'string')
    .flatMap((text) => text.split(/[\s,;]+/))
    .map((email) => email.trim())
    .filter(Boolean);
}

/**
 * The friends' addresses, lower-cased and without repeats: at least one, at most MAX_REFERRAL_EMAILS, each well
 * formed, and none the customer's own.
 */
export function checkReferralEmails(input: unknown, ownEmail: string): ReferralCheck {
  const emails = [...new Set(splitEmails(input).map((email) => email.toLowerCase()))];
  if (!emails.length) return {ok: false, problem: 'empty'};
  const invalid = emails.find((email) => !isEmail(email));
  if (invalid) return {ok: false, problem: 'invalid', email: invalid};
  if (emails.length > MAX_REFERRAL_EMAILS) return {ok: false, problem: 'too-many'};
  if (emails.includes(ownEmail.trim().toLowerCase())) return {ok: false, problem: 'own'};
  return {ok: true, emails};
}
