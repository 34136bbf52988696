// Signing out is a POST (a link or an image could otherwise sign a shopper out). A GET lands on the account page.
import {redirect, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {signOut} from '~/commerce/account-session.server';
import {privateHeaders} from '~/http/cache-control';
import {assertMarketPath} from '~/markets/guard.server';
import {localizePath} from '~/markets/links';

export async function loader({params, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  return redirect(localizePath('/account', context.routing), {
    headers: privateHeaders(),
  });
}

export async function action({params, context}: ActionFunctionArgs) {
  assertMarketPath(params, context);
  await signOut(context);
  return redirect(localizePath('/', context.routing), {
    status: 303,
    headers: privateHeaders(),
  });
}
