// A password reset by the mailed link, by id + token (spec §7 customerReset); ends signed out.
import {json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {linkOf, linkPasswordAction} from '~/commerce/account-link-pages.server';
import {resetCustomer} from '~/commerce/customer.server';
import {AUTH_STRINGS} from '~/components/account/auth-strings';
import {LinkPasswordPage} from '~/components/account/LinkPasswordPage';
import {accountHeaders as headers, accountMeta} from '~/http/account-pages';
import {privateHeaders} from '~/http/cache-control';

export const meta: MetaFunction<typeof loader> = ({data}) => accountMeta(data?.title);
export {headers};

export async function loader({params, context}: LoaderFunctionArgs) {
  linkOf(params, context);
  return json({title: AUTH_STRINGS[context.market.language].resetTitle}, {headers: privateHeaders()});
}

export async function action(args: ActionFunctionArgs) {
  return linkPasswordAction(args, linkOf(args.params, args.context), (link, password) =>
    resetCustomer(args.context.storefront, link.customerId, {resetToken: link.token, password}),
  );
}

export default function ResetPage() {
  return <LinkPasswordPage kind="reset" />;
}
