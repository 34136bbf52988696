// Issue 14 §3 and §4 at the worker's edge: Shopify's standard URLs answered with a 301 to our page in the market's
// words before any route runs (rules: app/markets/shopify-urls.ts), and a 404 given one more chance through
// Hydrogen's storefrontRedirect (the shop's URL redirects, Storefront `urlRedirects`), so legacy URLs keep working.
import {storefrontRedirect, type Storefront} from '@shopify/hydrogen';
import {ownSitePath} from '~/commerce/login-target';
import {standardUrlTarget, type StandardUrlRouting} from '~/markets/shopify-urls';
import {NO_STORE} from './cache-control';

const READS = new Set(['GET', 'HEAD']);

/** A 301 to our page for a standard Shopify URL; null for everything else (and for any method but GET/HEAD). */
export function standardUrlRedirect(request: Request, method: string, routing: StandardUrlRouting): Response | null {
  if (!READS.has(method)) return null;
  const url = new URL(request.url);
  // Our own client-side navigations never ask for these shapes; a data request goes to its route as asked.
  if (url.searchParams.has('_data')) return null;
  const target = standardUrlTarget(url.pathname, url.search, routing);
  return target ? new Response(null, {status: 301, headers: {Location: target, 'Cache-Control': NO_STORE}}) : null;
}

/**
 * A 404 of a GET or HEAD asks the shop's URL redirects for its path (Hydrogen's storefrontRedirect, which also
 * follows a same-origin `?return_to=` / `?redirect=`); found, a 301 stored by no cache; else the 404 as it was.
 * `/admin` is no redirect to the shop's admin here: the admin has its own address. Only a path on our own origin
 * is followed: Hydrogen 2024.10 turns `?redirect=/.//evil.example` into `Location: //evil.example` (it checks the
 * target before resolving its dot segments), so every Location is checked again as sent.
 */
export async function withStorefrontRedirect(response: Response, request: Request, method: string, storefront: Storefront): Promise<Response> {
  if (response.status !== 404 || !READS.has(method)) return response;
  const answer = await storefrontRedirect({request, response, storefront, noAdminRedirect: true});
  if (answer === response) return response;
  const location = answer.headers.get('Location');
  if (location === null || ownSitePath(location) !== location) return response;
  const redirect = new Response(answer.body, answer);
  redirect.headers.set('Cache-Control', NO_STORE);
  return redirect;
}
