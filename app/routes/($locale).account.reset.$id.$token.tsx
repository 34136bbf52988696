import {useActionData, useLoaderData, useNavigation} from '@remix-run/react';
import {json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {formText, MAX_PASSWORD_LENGTH, signOut} from '~/commerce/account-session.server';
import {accountLinkParts} from '~/commerce/account-links';
import {resetCustomer} from '~/commerce/customer.server';
import {AUTH_STRINGS} from '~/components/account/auth-strings';
import {AuthPage, LoginForm, NewPasswordForm, type AuthAnswer} from '~/components/account/AuthForms';
import {useAuthStrings} from '~/components/account/AuthFields';
import {accountHeaders as headers, accountMeta} from '~/http/account-pages';
import {privateHeaders} from '~/http/cache-control';
import {assertMarketPath, notFound} from '~/markets/guard.server';

export const meta: MetaFunction<typeof loader> = ({data}) => accountMeta(data?.title);
export {headers};

export async function loader({params, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  if (!accountLinkParts(params.id, params.token)) throw notFound();
  return json({title: AUTH_STRINGS[context.market.language].resetTitle}, {headers: privateHeaders()});
}

/** Spec §4: a reset by link ends signed out; the customer logs in with the new password. */
export async function action({params, context, request}: ActionFunctionArgs) {
  assertMarketPath(params, context);
  const link = accountLinkParts(params.id, params.token);
  if (!link) throw notFound();
  const form = await request.formData();
  const password = formText(form, 'password', {
    trim: false,
    max: MAX_PASSWORD_LENGTH,
  });
  if (password !== formText(form, 'passwordConfirm', {trim: false, max: MAX_PASSWORD_LENGTH})) {
    return json<AuthAnswer>(
      {
        errors: [
          {
            field: 'passwordConfirm',
            message: 'Passwords differ',
            code: 'PASSWORDS_DIFFER',
          },
        ],
      },
      {status: 400, headers: privateHeaders()},
    );
  }
  const result = await resetCustomer(context.storefront, link.customerId, {
    resetToken: link.token,
    password,
  });
  if (!result.ok) return json<AuthAnswer>({errors: result.errors}, {status: 400, headers: privateHeaders()});
  if (await context.session.token()) await signOut(context);
  return json<AuthAnswer>({done: true}, {headers: privateHeaders()});
}

export default function ResetPage() {
  const {title} = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const strings = useAuthStrings();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <AuthPage title={title}>
      {answer?.done ? (
        <LoginForm busy={busy} notice={strings.resetDone} />
      ) : (
        <NewPasswordForm answer={answer} busy={busy} submitLabel={strings.resetSubmit} />
      )}
    </AuthPage>
  );
}
