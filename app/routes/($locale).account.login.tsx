import {useActionData, useLoaderData, useNavigation, useSearchParams} from '@remix-run/react';
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@shopify/remix-oxygen';
import {formText, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, signIn} from '~/commerce/account-session.server';
import {sessionCustomer} from '~/commerce/customer-access.server';
import {checkoutUrlOnHost} from '~/commerce/checkout-target';
import {loginTarget} from '~/commerce/login-target';
import {AUTH_STRINGS} from '~/components/account/auth-strings';
import {AuthPage, LoginForm, type AuthAnswer} from '~/components/account/AuthForms';
import {useAuthStrings} from '~/components/account/AuthFields';
import {accountHeaders as headers, accountMeta} from '~/http/account-pages';
import {privateHeaders} from '~/http/cache-control';
import {assertMarketPath} from '~/markets/guard.server';
import {localizePath} from '~/markets/links';

export const meta: MetaFunction<typeof loader> = ({data}) => accountMeta(data?.title);
export {headers};

export async function loader({params, context, request}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const url = new URL(request.url);
  // Already signed in: straight on, as after a login.
  if (await sessionCustomer(context)) {
    throw redirect(target(context, url.searchParams.get('checkout_url'), url.searchParams.get('return_to')), {
      headers: privateHeaders(),
    });
  }
  return json(
    {
      title: AUTH_STRINGS[context.market.language].loginTitle,
      expired: url.searchParams.get('expired') === '1',
    },
    {headers: privateHeaders()},
  );
}

function target(context: LoaderFunctionArgs['context'], checkoutUrl: unknown, returnTo: unknown): string {
  return loginTarget(
    {checkoutUrl, returnTo},
    (value) => checkoutUrlOnHost(value, context.market.checkoutHost),
    localizePath('/account', context.routing),
  );
}

export async function action({params, context, request}: ActionFunctionArgs) {
  assertMarketPath(params, context);
  const form = await request.formData();
  const email = formText(form, 'email', {max: MAX_EMAIL_LENGTH});
  const password = formText(form, 'password', {
    trim: false,
    max: MAX_PASSWORD_LENGTH,
  });
  const result = await signIn(context, {email, password});
  if (!result.ok) return json<AuthAnswer>({errors: result.errors, email}, {status: 400, headers: privateHeaders()});
  return redirect(target(context, form.get('checkout_url'), form.get('return_to')), {
    status: 303,
    headers: privateHeaders(),
  });
}

export default function LoginPage() {
  const {title, expired} = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const strings = useAuthStrings();
  return (
    <AuthPage title={title}>
      <LoginForm
        answer={answer}
        busy={navigation.state !== 'idle' && navigation.formMethod === 'POST'}
        returnTo={search.get('return_to') ?? undefined}
        checkoutUrl={search.get('checkout_url') ?? undefined}
        notice={expired ? strings.sessionExpired : undefined}
      />
    </AuthPage>
  );
}
