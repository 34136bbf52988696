// A password reset by URL (spec §7 customerResetByUrl): the store's whole reset link handed to the page as
// `?url=` (a mail template may link `/account/reset?url={{ customer.reset_password_url | url_encode }}`).
// Ends signed out, as the reset by id + token does.
import {json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {linkPasswordAction} from '~/commerce/account-link-pages.server';
import {storeLinkFromUrl} from '~/commerce/account-links';
import {resetCustomerByUrl} from '~/commerce/customer.server';
import {AUTH_STRINGS} from '~/components/account/auth-strings';
import {LinkPasswordPage} from '~/components/account/LinkPasswordPage';
import {accountHeaders as headers, accountMeta} from '~/http/account-pages';
import {privateHeaders} from '~/http/cache-control';
import {assertMarketPath, notFound} from '~/markets/guard.server';

export const meta: MetaFunction<typeof loader> = ({data}) => accountMeta(data?.title);
export {headers};

function resetUrlOf({params, context, request}: Pick<LoaderFunctionArgs, 'params' | 'context' | 'request'>): string {
  assertMarketPath(params, context);
  const url = storeLinkFromUrl(new URL(request.url).searchParams.get('url'), 'reset');
  if (!url) throw notFound();
  return url;
}

export async function loader(args: LoaderFunctionArgs) {
  resetUrlOf(args);
  return json({title: AUTH_STRINGS[args.context.market.language].resetTitle}, {headers: privateHeaders()});
}

export async function action(args: ActionFunctionArgs) {
  return linkPasswordAction(args, resetUrlOf(args), (resetUrl, password) =>
    resetCustomerByUrl(args.context.storefront, resetUrl, password),
  );
}

export default function ResetByUrlPage() {
  return <LinkPasswordPage kind="reset" />;
}
