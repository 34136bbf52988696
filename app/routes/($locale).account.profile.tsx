import {useActionData, useLoaderData, useNavigation} from '@remix-run/react';
import {json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {formText, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH} from '~/commerce/account-session.server';
import {requireCustomer} from '~/commerce/customer-access.server';
import {recordNewsletterSignup} from '~/loyalty/newsletter.server';
import {
  createAccessToken,
  deleteAccessToken,
  fetchAccountCustomer,
  updateCustomer,
  type CustomerUpdate,
} from '~/commerce/customer.server';
import {AUTH_STRINGS} from '~/components/account/auth-strings';
import {AccountPage} from '~/components/account/AccountPage';
import {ProfileForm, type ProfileAnswer} from '~/components/account/ProfileForm';
import {accountHeaders as headers, accountMeta} from '~/http/account-pages';
import {privateHeaders} from '~/http/cache-control';
import {assertMarketPath} from '~/markets/guard.server';

export const meta: MetaFunction<typeof loader> = ({data}) => accountMeta(data?.title);
export {headers};

export async function loader({params, context, request}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const {token} = await requireCustomer(context, request);
  const customer = await fetchAccountCustomer(context.storefront, token.accessToken);
  const profile = customer.ok
    ? (({firstName, lastName, email, phone, acceptsMarketing}) => ({
        firstName,
        lastName,
        email,
        phone,
        acceptsMarketing,
      }))(customer.value)
    : null;
  return json({title: AUTH_STRINGS[context.market.language].profileTitle, profile}, {headers: privateHeaders()});
}

/**
 * Details and the newsletter choice (acceptsMarketing) through customer update. A new password needs the current
 * one (checked by signing in with it); Shopify then answers a new token, which replaces the session's.
 */
export async function action({params, context, request}: ActionFunctionArgs) {
  assertMarketPath(params, context);
  const {customer, token} = await requireCustomer(context, request);
  const form = await request.formData();
  const answer = (body: ProfileAnswer, status = 200) => json(body, {status, headers: privateHeaders()});
  const update: CustomerUpdate = {
    firstName: formText(form, 'firstName'),
    lastName: formText(form, 'lastName'),
    email: formText(form, 'email', {max: MAX_EMAIL_LENGTH}),
    phone: formText(form, 'phone') || null,
    acceptsMarketing: form.get('acceptsMarketing') === 'on',
  };
  const password = formText(form, 'password', {
    trim: false,
    max: MAX_PASSWORD_LENGTH,
  });
  if (password) {
    if (
      password !==
      formText(form, 'passwordConfirm', {
        trim: false,
        max: MAX_PASSWORD_LENGTH,
      })
    ) {
      return answer(
        {
          errors: [
            {
              field: 'passwordConfirm',
              message: 'Passwords differ',
              code: 'PASSWORDS_DIFFER',
            },
          ],
        },
        400,
      );
    }
    const check = await createAccessToken(context.storefront, {
      email: customer.email,
      password: formText(form, 'currentPassword', {
        trim: false,
        max: MAX_PASSWORD_LENGTH,
      }),
    });
    if (!check.ok)
      return answer(
        {
          errors: [
            {
              field: 'currentPassword',
              message: 'Current password',
              code: 'CURRENT_PASSWORD',
            },
          ],
        },
        400,
      );
    // The check's own token is not kept.
    context.waitUntil(deleteAccessToken(context.storefront, check.value.accessToken).catch(() => undefined));
    update.password = password;
  }
  const result = await updateCustomer(context.storefront, token.accessToken, update);
  if (!result.ok) return answer({errors: result.errors}, 400);
  if (result.value.newToken) context.session.setToken(result.value.newToken);
  // Signing up for the newsletter here is the loyalty programme's newsletter action too (its flag and points).
  if (update.acceptsMarketing && !customer.acceptsMarketing) context.waitUntil(recordNewsletterSignup(context.env, customer.email));
  return answer({done: true});
}

export default function ProfilePage() {
  const {title, profile} = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <AccountPage title={title}>
      <ProfileForm
        profile={profile}
        answer={answer ?? null}
        busy={navigation.state !== 'idle' && navigation.formMethod === 'POST'}
      />
    </AccountPage>
  );
}
