// The nutrition advice form as a shopper fills it in, for the worker tests that post it (service pages, attacks).

/** Every field filled in as the form service accepts it. */
export const VALID_ADVICE_REQUEST = {
  name: 'Sanne de Vries',
  email: 'sanne@example.com',
  goal: 'energy',
  message: 'I am often tired after training.',
  consent: 'on',
};

/** The posted body: the fields with the form's hidden marker. */
export function adviceFormBody(fields: Record<string, string>): string {
  return new URLSearchParams({form: 'nutrition-advice', ...fields}).toString();
}
