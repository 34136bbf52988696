// The account area's newsletter sign-up (spec §2, §3 Overlay texts): a page of its own that works without
// JavaScript (GET shows the offer, POST signs the session's customer up), and the action the overview's modal
// posts to with a fetcher. Signing up is acceptsMarketing through customer update, and the loyalty programme's
// newsletter action too (as on the profile page).
import {useActionData, useLoaderData, useNavigation} from '@remix-run/react';
import {json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {requireCustomer, sessionCustomer} from '~/commerce/customer-access.server';
import {updateCustomer} from '~/commerce/customer.server';
import {ACCOUNT_STRINGS} from '~/components/account/account-strings';
import {AccountPage} from '~/components/account/AccountPage';
import {NewsletterForm} from '~/components/overlays/NewsletterForm';
import {accountHeaders as headers, accountMeta} from '~/http/account-pages';
import {privateHeaders} from '~/http/cache-control';
import {recordNewsletterSignup} from '~/loyalty/newsletter.server';
import {assertMarketPath} from '~/markets/guard.server';
import {isNewsletterSubmission, newsletterStatus, type NewsletterAnswer} from '~/overlays/newsletter';
import {loadNewsletterTexts} from '~/overlays/overlay-texts.server';

export const meta: MetaFunction<typeof loader> = ({data}) => accountMeta(data?.title);
export {headers};

export async function loader({params, context, request}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const {customer} = await requireCustomer(context, request);
  const texts = await loadNewsletterTexts(context);
  return json(
    {texts, subscribed: customer.acceptsMarketing, title: texts?.heading ?? ACCOUNT_STRINGS[context.market.language].accountTitle},
    {headers: privateHeaders()},
  );
}

export async function action({params, context, request}: ActionFunctionArgs) {
  assertMarketPath(params, context);
  const answer = (body: NewsletterAnswer) => json(body, {status: newsletterStatus(body), headers: privateHeaders()});
  const form = await request.formData().catch(() => null);
  if (!form || !isNewsletterSubmission(form)) return answer({done: false, failure: 'bad-request'});
  try {
    const [customer, token] = await Promise.all([sessionCustomer(context), context.session.token()]);
    if (!customer || !token) return answer({done: false, failure: 'signed-out'});
    if (customer.acceptsMarketing) return answer({done: true});
    const result = await updateCustomer(context.storefront, token.accessToken, {acceptsMarketing: true});
    if (!result.ok) return answer({done: false, errors: result.errors});
    if (result.value.newToken) context.session.setToken(result.value.newToken);
    context.waitUntil(recordNewsletterSignup(context.env, customer.email));
    return answer({done: true});
  } catch (error) {
    console.error('[newsletter]', error instanceof Error ? error.message : error);
    return answer({done: false, failure: 'unavailable'});
  }
}

export default function NewsletterPage() {
  const {texts, subscribed, title} = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <AccountPage title={title}>
      <NewsletterForm
        texts={texts}
        answer={subscribed ? {done: true} : (answer ?? null)}
        busy={navigation.state !== 'idle' && navigation.formMethod === 'POST'}
      />
    </AccountPage>
  );
}
