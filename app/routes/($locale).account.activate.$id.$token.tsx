// Account activation by the mailed link (spec §7 customerActivateByUrl: the store's link rebuilt from the path);
// ends signed out.
import {json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {linkOf, linkPasswordAction} from '~/commerce/account-link-pages.server';
import {storeLinkUrl} from '~/commerce/account-links';
import {activateCustomerByUrl} from '~/commerce/customer.server';
import {AUTH_STRINGS} from '~/components/account/auth-strings';
import {LinkPasswordPage} from '~/components/account/LinkPasswordPage';
import {accountHeaders as headers, accountMeta} from '~/http/account-pages';
import {privateHeaders} from '~/http/cache-control';

export const meta: MetaFunction<typeof loader> = ({data}) => accountMeta(data?.title);
export {headers};

export async function loader({params, context}: LoaderFunctionArgs) {
  linkOf(params, context);
  return json({title: AUTH_STRINGS[context.market.language].activateTitle}, {headers: privateHeaders()});
}

export async function action(args: ActionFunctionArgs) {
  const {storefront, market} = args.context;
  return linkPasswordAction(args, linkOf(args.params, args.context), (link, password) =>
    activateCustomerByUrl(storefront, storeLinkUrl(market.storeDomain, 'activate', link), password),
  );
}

export default function ActivatePage() {
  return <LinkPasswordPage kind="activate" />;
}
