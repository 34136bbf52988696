import {useActionData, useLoaderData, useNavigation} from '@remix-run/react';
import {json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {formText, MAX_EMAIL_LENGTH} from '~/commerce/account-session.server';
import {recoverCustomer} from '~/commerce/customer.server';
import {AUTH_STRINGS} from '~/components/account/auth-strings';
import {AuthPage, RecoverForm, type AuthAnswer} from '~/components/account/AuthForms';
import {accountHeaders as headers, accountMeta} from '~/http/account-pages';
import {privateHeaders} from '~/http/cache-control';
import {assertMarketPath} from '~/markets/guard.server';

export const meta: MetaFunction<typeof loader> = ({data}) => accountMeta(data?.title);
export {headers};

export async function loader({params, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  return json({title: AUTH_STRINGS[context.market.language].recoverTitle}, {headers: privateHeaders()});
}

/** The same answer whether or not an account exists for the email (Shopify's too): no way to probe for accounts. */
export async function action({params, context, request}: ActionFunctionArgs) {
  assertMarketPath(params, context);
  const form = await request.formData();
  const email = formText(form, 'email', {max: MAX_EMAIL_LENGTH});
  const result = await recoverCustomer(context.storefront, email);
  // Shopify names an email without an account (UNIDENTIFIED_CUSTOMER): that is answered as a link sent.
  const unknownEmail = !result.ok && result.errors.length > 0 && result.errors.every(({code}) => code === 'UNIDENTIFIED_CUSTOMER');
  if (!result.ok && !unknownEmail) return json<AuthAnswer>({errors: result.errors, email}, {status: 400, headers: privateHeaders()});
  return json<AuthAnswer>({done: true, email}, {headers: privateHeaders()});
}

export default function RecoverPage() {
  const {title} = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <AuthPage title={title}>
      <RecoverForm answer={answer} busy={navigation.state !== 'idle' && navigation.formMethod === 'POST'} />
    </AuthPage>
  );
}
