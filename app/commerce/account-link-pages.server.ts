// The two pages a mailed link opens (reset and activation, spec §4): the same checks and the same form, a
// different Storefront call. Both end signed out; the customer then logs in with the new password.
import {json, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {privateHeaders} from '~/http/cache-control';
import {assertMarketPath, notFound} from '~/markets/guard.server';
import {accountLinkParts, type AccountLink} from './account-links';
import {formText, MAX_PASSWORD_LENGTH, signOut} from './account-session.server';
import type {FormError} from './customer-errors';
import type {CustomerResult} from './customer.server';

export type LinkAnswer = {errors?: FormError[]; done?: boolean};

/** The link's parts, or the 404 page: a forged id never reaches the Storefront. */
export function linkOf(params: LoaderFunctionArgs['params'], context: LoaderFunctionArgs['context']): AccountLink {
  assertMarketPath(params, context);
  const link = accountLinkParts(params.id, params.token);
  if (!link) throw notFound();
  return link;
}

/** The new password, typed twice (compared here: the one check the Storefront cannot make), then `submit`. */
export async function linkPasswordAction<L>(
  {context, request}: ActionFunctionArgs,
  link: L,
  submit: (link: L, password: string) => Promise<CustomerResult<unknown>>,
) {
  const form = await request.formData();
  const password = formText(form, 'password', {trim: false, max: MAX_PASSWORD_LENGTH});
  const answer = (body: LinkAnswer, status = 200) => json(body, {status, headers: privateHeaders()});
  if (password !== formText(form, 'passwordConfirm', {trim: false, max: MAX_PASSWORD_LENGTH})) {
    return answer({errors: [{field: 'passwordConfirm', message: 'Passwords differ', code: 'PASSWORDS_DIFFER'}]}, 400);
  }
  const result = await submit(link, password);
  if (!result.ok) return answer({errors: result.errors}, 400);
  if (await context.session.token()) await signOut(context);
  return answer({done: true});
}
