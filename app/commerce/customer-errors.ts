// Spec §8 "Customer responses": how a customer mutation's answer becomes errors the form can show. Server user
// errors are passed through with their field (spec §5: no client-side validation; the server decides); a payload
// that is missing or malformed gets the spec's numbered errors, and one without its data the operation's own
// "Error …" message.

/** One error for the form: `field` is the input it belongs to (`email`, `password`, …), null for the form. */
export type FormError = {
  field: string | null;
  message: string;
  code: string | null;
};

export type CustomerOperation =
  | 'create'
  | 'update'
  | 'tokenCreate'
  | 'fetch'
  | 'renew'
  | 'tokenDelete'
  | 'recover'
  | 'reset'
  | 'activate'
  | 'defaultAddress'
  | 'addressCreate'
  | 'addressUpdate'
  | 'addressDelete';

/** Spec §8, word for word. */
export const MISSING_DATA_MESSAGES: Record<CustomerOperation, string> = {
  create: 'Error creating new customer',
  update: 'Error updating customer',
  tokenCreate: 'Error creating new customer access token',
  fetch: 'Error fetching customer data',
  renew: 'Error renewing access token',
  tokenDelete: 'Error deleting customer access token',
  recover: 'Error recovering customer',
  reset: 'Error resetting customer password',
  activate: 'Error activating customer',
  defaultAddress: 'Error updating default address',
  addressCreate: 'Error creating address',
  addressUpdate: 'Error updating address',
  addressDelete: 'Error deleting address',
};

export const NO_ERROR_ARRAY = 'Error (1)';
export const NO_ERROR_LIST = 'Error (2)';
export const NO_RESPONSE = 'Error (3)';

type Outcome<T> = {ok: true; value: T} | {ok: false; errors: FormError[]};

const formError = (message: string, field: string | null = null, code: string | null = null): FormError => ({
  field,
  message,
  code,
});

/** `['input', 'email']` → `email`; `['addressId']` → `addressId`; anything else → null (the form's own). */
export function errorField(field: unknown): string | null {
  if (!Array.isArray(field)) return null;
  const last = field.at(-1);
  return typeof last === 'string' && last ? last : null;
}

function userErrorsOf(list: unknown[]): FormError[] {
  return list.map((item) => {
    const error = (item ?? {}) as {
      field?: unknown;
      message?: unknown;
      code?: unknown;
    };
    const message = typeof error.message === 'string' && error.message ? error.message : 'Unknown error';
    return formError(message, errorField(error.field), typeof error.code === 'string' ? error.code : null);
  });
}

/**
 * Reads a mutation payload: `listKey` names its error list (customerUserErrors, or userErrors where the payload
 * has no other), `pick` takes the data the caller needs (null/undefined when absent).
 */
export function readCustomerPayload<P, T>(
  operation: CustomerOperation,
  payload: P | null | undefined,
  listKey: 'customerUserErrors' | 'userErrors',
  pick: (payload: P) => T | null | undefined,
): Outcome<T> {
  if (payload === null || payload === undefined) return {ok: false, errors: [formError(NO_RESPONSE)]};
  const list = (payload as Record<string, unknown>)[listKey];
  if (list === undefined || list === null) return {ok: false, errors: [formError(NO_ERROR_LIST)]};
  if (!Array.isArray(list)) return {ok: false, errors: [formError(NO_ERROR_ARRAY)]};
  if (list.length) return {ok: false, errors: userErrorsOf(list)};
  const value = pick(payload);
  if (value === null || value === undefined) return {ok: false, errors: [formError(MISSING_DATA_MESSAGES[operation])]};
  return {ok: true, value};
}

/** A request that failed outright (the server's GraphQL errors): its messages, for the form. */
export function failedRequestErrors(error: unknown): FormError[] {
  const message = error instanceof Error ? error.message : String(error);
  return message
    .split('\n')
    .filter(Boolean)
    .map((line) => formError(line));
}
