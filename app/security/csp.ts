// The hosts the shop's pages may load from, in one place. Issue 5 grows this into the full allow-list.
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {DEFAULT_CONTENT_ENDPOINT} from '~/content/client.server';

const withoutScheme = (url: string) => url.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '');
const originOf = (url: string) => (url.includes('://') ? new URL(url).origin : `https://${url}`);

/** Third parties by feature. */
const CONTENT_ASSETS = ['https://www.datocms-assets.com', 'https://image.mux.com', 'https://stream.mux.com'];
const VIDEO_EMBEDS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
const BOOKING = ['https://calendly.com'];
const ERROR_REPORTING = ['https://*.sentry.io', 'https://*.ingest.sentry.io'];

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
    imgSrc: ["'self'", 'data:', 'https://cdn.shopify.com', ...CONTENT_ASSETS, storeOrigin, contentOrigin],
    mediaSrc: ["'self'", ...CONTENT_ASSETS, storeOrigin, contentOrigin],
    frameSrc: ["'self'", ...VIDEO_EMBEDS, ...BOOKING],
    connectSrc: ["'self'", storeOrigin, contentOrigin, ...ERROR_REPORTING],
  };
}
