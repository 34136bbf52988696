import {redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {localizePath} from '~/markets/links';

// Shopify's Customer Account API returns here after its sign-in. This shop signs customers in with the classic
// customer accounts (README "Accounts"), so whoever lands here is sent to the account page in the market's words.
export async function loader({context}: LoaderFunctionArgs) {
  return redirect(localizePath('/account', context.routing), {status: 302, headers: {'Cache-Control': 'no-store'}});
}
