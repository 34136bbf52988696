import {useActionData, useLoaderData, useNavigation} from '@remix-run/react';
import {json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {formText, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, signOut} from '~/commerce/account-session.server';
import {createCustomer} from '~/commerce/customer.server';
import {AUTH_STRINGS} from '~/components/account/auth-strings';
import {AuthPage, RegisterForm, type AuthAnswer} from '~/components/account/AuthForms';
import {accountHeaders as headers, accountMeta} from '~/http/account-pages';
import {privateHeaders} from '~/http/cache-control';
import {assertMarketPath} from '~/markets/guard.server';

export const meta: MetaFunction<typeof loader> = ({data}) => accountMeta(data?.title);
export {headers};

export async function loader({params, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  return json({title: AUTH_STRINGS[context.market.language].registerTitle}, {headers: privateHeaders()});
}

/** Spec §4: creating an account is followed by a logout; the customer activates by mail, then logs in. */
export async function action({params, context, request}: ActionFunctionArgs) {
  assertMarketPath(params, context);
  const form = await request.formData();
  const email = formText(form, 'email', {max: MAX_EMAIL_LENGTH});
  const result = await createCustomer(context.storefront, {
    email,
    password: formText(form, 'password', {
      trim: false,
      max: MAX_PASSWORD_LENGTH,
    }),
    firstName: formText(form, 'firstName') || undefined,
    lastName: formText(form, 'lastName') || undefined,
    acceptsMarketing: form.get('acceptsMarketing') === 'on',
  });
  if (!result.ok) return json<AuthAnswer>({errors: result.errors, email}, {status: 400, headers: privateHeaders()});
  if (await context.session.token()) await signOut(context);
  return json<AuthAnswer>({done: true}, {headers: privateHeaders()});
}

export default function RegisterPage() {
  const {title} = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <AuthPage title={title}>
      <RegisterForm answer={answer} busy={navigation.state !== 'idle' && navigation.formMethod === 'POST'} />
    </AuthPage>
  );
}
