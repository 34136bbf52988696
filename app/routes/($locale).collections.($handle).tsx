import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {standardUrlLoader} from '~/http/shopify-url-route.server';

// Shopify's /collections and /collections/{handle}: a 301 to our page in the market's words (app/markets/shopify-urls.ts).
// One optional segment, one route: every route is an entry of the route manifest every page loads.
export async function loader(args: LoaderFunctionArgs) {
  return standardUrlLoader(args);
}

/** Never rendered: the loader always redirects or answers 404, whose page the root's error boundary shows in the shell. */
export default function StandardUrlRoute() {
  return null;
}
