// Spec §4 "Customer session": signing in and out, and the steps that end signed out (create account, reset and
// activate by link). The token only ever lives in the signed session (customer-session.server.ts); the cart
// survives both ways, and its buyer identity follows the customer.
import type {AppLoadContext} from '~/context.server';
import type {FormError} from './customer-errors';
import {createAccessToken, deleteAccessToken, renewAccessToken, type CustomerResult} from './customer.server';
import type {CustomerToken} from './customer-session.server';

type Context = Pick<AppLoadContext, 'session' | 'storefront' | 'cart' | 'log'>;

/** The longest email and password we pass on (Shopify's own limits are far below; this bounds the request). */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 100;

/** A form's text field: trimmed (emails, names), or as typed (passwords: the server judges whitespace). */
export function formText(form: FormData, name: string, {trim = true, max = 255} = {}): string {
  const value = form.get(name);
  if (typeof value !== 'string') return '';
  const text = trim ? value.trim() : value;
  return text.slice(0, max);
}

/** Links the shopper's cart, if there is one, to the customer (null: unlinks it). Failures only logged. */
async function cartFollows(context: Context, token: string | null) {
  if (!context.cart.getCartId()) return;
  try {
    await context.cart.updateBuyerIdentity({customerAccessToken: token} as {
      customerAccessToken: string;
    });
  } catch (error) {
    context.log.warn('[account] cart buyer identity not updated:', error instanceof Error ? error.message : error);
  }
}

/** Signs the customer in: the token goes into the session, the cart follows. */
export async function signIn(
  context: Context,
  credentials: {email: string; password: string},
): Promise<CustomerResult<CustomerToken>> {
  const result = await createAccessToken(context.storefront, credentials);
  if (!result.ok) return result;
  context.session.setToken(result.value);
  await cartFollows(context, result.value.accessToken);
  return result;
}

/**
 * Spec §4: logout deletes the token at Shopify when one exists (a failed deletion is only logged; without a token
 * 'No customer access token found' is logged) and clears the session. The cart cookie stays.
 */
export async function signOut(context: Context): Promise<void> {
  const token = await context.session.token();
  context.session.clear();
  if (!token) {
    context.log.warn('No customer access token found');
    return;
  }
  await cartFollows(context, null);
  try {
    const result = await deleteAccessToken(context.storefront, token.accessToken);
    if (!result.ok) context.log.warn('[account] logout:', result.errors.map((error) => error.message).join('; '));
  } catch (error) {
    context.log.warn('[account] logout:', error instanceof Error ? error.message : error);
  }
}

/**
 * Spec §4: on start with a token, renew it. A token Shopify refuses to renew ends the session (the customer is
 * signed out and told so); an outage keeps the current token.
 */
export async function renewSession(context: Context): Promise<{token: CustomerToken | null; expired: boolean}> {
  const token = await context.session.token();
  if (!token) return {token: null, expired: false};
  let result: CustomerResult<CustomerToken>;
  try {
    result = await renewAccessToken(context.storefront, token.accessToken);
  } catch {
    return {token, expired: false};
  }
  if (!result.ok) {
    context.session.clear();
    return {token: null, expired: true};
  }
  context.session.setToken(result.value);
  return {token: result.value, expired: false};
}

/** Errors for the form, by field: `form` for those that belong to no field. */
export function errorsByField(errors: FormError[]): Record<string, FormError[]> {
  const byField: Record<string, FormError[]> = {};
  for (const error of errors) (byField[error.field ?? 'form'] ??= []).push(error);
  return byField;
}
