// Who is signed in, for the routes that act for a customer (account pages, loyalty, Multipass). The customer is
// always the one the session's token names, read from the Storefront: never an email or id from the request.
import {CacheNone} from '@shopify/hydrogen';
import {redirect} from '@shopify/remix-oxygen';
import type {AppLoadContext} from '~/context.server';
import {localizePath} from '~/markets/links';
import {SESSION_CUSTOMER_QUERY} from '~graphql/storefront/customer';
import type {CustomerToken} from './customer-session.server';

export type SessionCustomer = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string;
  phone: string | null;
  acceptsMarketing: boolean;
};

type Context = Pick<AppLoadContext, 'session' | 'storefront' | 'routing'>;

const customers = new WeakMap<object, Promise<SessionCustomer | null>>();

/**
 * The signed-in customer, read once per request. A token the Storefront no longer knows (expired, deleted,
 * another store's) signs the visitor out: the session is cleared in the answer.
 */
export function sessionCustomer(context: Context): Promise<SessionCustomer | null> {
  let found = customers.get(context.session);
  if (!found) {
    found = readCustomer(context);
    customers.set(context.session, found);
  }
  return found;
}

async function readCustomer(context: Context): Promise<SessionCustomer | null> {
  const token = await context.session.token();
  if (!token) return null;
  const {customer} = await context.storefront.query(SESSION_CUSTOMER_QUERY, {
    variables: {customerAccessToken: token.accessToken},
    cache: CacheNone(),
  });
  if (!customer?.email) {
    context.session.clear();
    return null;
  }
  return customer as SessionCustomer;
}


/** Canonical path of the login page with where to come back to (a path on our own site only). */
export function loginPath(returnTo?: string): string {
  const safe = returnTo && /^\/(?![/\\])/.test(returnTo) ? returnTo : undefined;
  return `/account/login${safe ? `?return_to=${encodeURIComponent(safe)}` : ''}`;
}

/**
 * The signed-in customer for an account page or action; a visitor who is not signed in (or whose token has
 * expired) is sent to the login page of their market, coming back here afterwards.
 */
export async function requireCustomer(
  context: Context,
  request: Request,
): Promise<{customer: SessionCustomer; token: CustomerToken}> {
  const customer = await sessionCustomer(context);
  const token = await context.session.token();
  if (!customer || !token) {
    const url = new URL(request.url);
    throw redirect(localizePath(loginPath(url.pathname + url.search), context.routing), {
      headers: {'Cache-Control': 'private, no-store'},
    });
  }
  return {customer, token};
}
