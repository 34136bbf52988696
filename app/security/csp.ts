// The hosts the shop's pages may load from, in one place. Issue 5 grows this into the full allow-list.
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {DEFAULT_CONTENT_ENDPOINT} from '~/content/client.server';

const withoutScheme = (url: string) => url.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '');
const originOf = (url: string) => (url.includes('://') ? new URL(url).origin : `https://${url}`);

export function contentSecurityPolicy(context: AppLoadContext) {
  const {market, env} = context;
  const contentOrigin = originOf(env.DATOCMS_GRAPHQL_URL || DEFAULT_CONTENT_ENDPOINT);
  const storeOrigin = originOf(market.storeDomain);
  return {
    shop: {
      // Hydrogen's helper wants hosts without a scheme.
      storeDomain: withoutScheme(market.storeDomain),
      checkoutDomain: market.checkoutHost,
    },
    imgSrc: [
      "'self'",
      'data:',
      'https://cdn.shopify.com',
      'https://www.datocms-assets.com',
      storeOrigin,
      contentOrigin,
    ],
    connectSrc: ["'self'", storeOrigin, contentOrigin, 'https://*.sentry.io', 'https://*.ingest.sentry.io'],
  };
}
